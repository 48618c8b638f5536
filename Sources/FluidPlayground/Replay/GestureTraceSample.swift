import Foundation
import ViewTree

/// One frame of a replay as numbers (Docs/GestureFiles.md §7): the pointer, the gesture
/// recognizers that are not waiting, the pan velocity, where the touched view is on screen and
/// how far each running animator has come.
@MainActor
struct GestureTraceSample: Equatable {
    /// The frame's time, seconds after the recording's start.
    var time: TimeInterval
    /// Where the pointer is, while it is down.
    var pointer: CGPoint?
    /// Every recognizer in the window not in `.possible`, as `Type(view)=state`, depth first.
    var recognizers: [String]
    /// The velocity (pt/s, window coordinates) of the first of them that is a pan.
    var velocity: CGPoint?
    /// The presentation centre, on screen, of the view the latest pointer-down hit.
    var viewPosition: CGPoint?
    /// `fractionComplete` of each running animator, in the order they started.
    var animatorFractions: [Double]

    /// The state `replay` shows now.
    init(_ replay: GestureReplay) {
        time = replay.time
        pointer = replay.pointerLocation
        var recognizers: [GestureRecognizer] = []
        Self.collectRecognizers(in: replay.host.window, into: &recognizers)
        self.recognizers = recognizers.map { recognizer in
            let owner =
                recognizer.view.map { view in view.accessibilityIdentifier ?? "\(type(of: view))" } ?? "detached"
            return "\(type(of: recognizer))(\(owner))=\(recognizer.state)"
        }
        velocity = recognizers.lazy.compactMap { $0 as? PanGestureRecognizer }.first?.velocity(in: nil)
        viewPosition = replay.touchedView.flatMap(Self.presentedCenter)
        animatorFractions = replay.host.window.animationDriver.runningAnimators.map { Double($0.fractionComplete) }
    }

    /// A row of ``csvRow`` read back (to three decimals, as written); nil for a row that is not one.
    nonisolated init?(csvRow row: Substring) {
        let cells = row.split(separator: ",", omittingEmptySubsequences: false)
        guard cells.count == 9, let time = Double(cells[0]) else { return nil }
        func point(_ x: Substring, _ y: Substring) -> CGPoint? {
            guard let x = Double(x), let y = Double(y) else { return nil }
            return CGPoint(x: x, y: y)
        }
        self.time = time
        pointer = point(cells[1], cells[2])
        recognizers = cells[3].split(separator: ";").map(String.init)
        velocity = point(cells[4], cells[5])
        viewPosition = point(cells[6], cells[7])
        animatorFractions = cells[8].split(separator: ";").compactMap { Double($0) }
    }

    /// A trace written as CSV (``csvHeader`` and rows) read back.
    nonisolated static func samples(fromCSV csv: String) -> [GestureTraceSample] {
        csv.split(separator: "\n").dropFirst().compactMap { GestureTraceSample(csvRow: $0) }
    }

    private static func collectRecognizers(in view: View, into found: inout [GestureRecognizer]) {
        found += view.gestureRecognizers.filter { $0.state != .possible }
        for subview in view.subviews { collectRecognizers(in: subview, into: &found) }
    }

    /// The centre of `view` as drawn — through every presentation transform up to its window —
    /// or nil when it is no longer in one.
    static func presentedCenter(of view: View) -> CGPoint? {
        let bounds = view.presentation.bounds
        var point = CGPoint(x: bounds.midX, y: bounds.midY)
        var current: View? = view
        while let node = current, !(node is Window) {
            point = point.applying(View.transformToSuperview(node.presentation))
            current = node.superview
        }
        return current == nil ? nil : point
    }

    /// The CSV header matching ``csvRow``.
    static let csvHeader = "time,pointer_x,pointer_y,recognizers,velocity_x,velocity_y,view_x,view_y,animator_fractions"

    /// One CSV row: empty cells for what is absent, lists joined by `;` (no cell holds a comma).
    var csvRow: String {
        func number(_ value: CGFloat?) -> String { value.map { String(format: "%.3f", Double($0)) } ?? "" }
        return [
            String(format: "%.4f", time), number(pointer?.x), number(pointer?.y), recognizers.joined(separator: ";"),
            number(velocity?.x), number(velocity?.y), number(viewPosition?.x), number(viewPosition?.y),
            animatorFractions.map { String(format: "%.4f", $0) }.joined(separator: ";"),
        ].joined(separator: ",")
    }
}
