import Compositor
import Foundation
import ViewTree

/// The inspector's gesture panel: each recognizer of the current (or last) gesture with its state
/// history, for a pan its translation and velocity, for a pinch or a rotation its value, rate and
/// fingers (at release, once it ended); below them every touch down, with its force when it
/// reports one, and the last haptic a feedback generator played (there is no motor: this line
/// and the pulse on the phone show it).
@MainActor
final class GestureSection: View {
    /// Lines of text the panel has room for: two per recognizer, three for a pan with figures.
    static let lineCount = 8
    private let lines: [Label]

    init(width: CGFloat) {
        lines = (0..<Self.lineCount).map { index in
            let label = Label()
            label.frame = CGRect(x: 0, y: CGFloat(index) * 17, width: width, height: 16)
            return label
        }
        super.init(frame: CGRect(x: 0, y: 0, width: width, height: CGFloat(Self.lineCount) * 17))
        for line in lines { addSubview(line) }
        lines[0].accessibilityIdentifier = "gesture0"
    }

    /// The lines as shown, top to bottom.
    var text: [String] { lines.map(\.text) }

    func show(
        _ history: RecognizerHistory, touches: [PointerEvent] = [], lastFeedback: Feedback? = nil,
        now: TimeInterval = 0
    ) {
        var texts: [(String, isTitle: Bool)] = []
        let footer =
            (touches.isEmpty ? [] : [Self.touchesLine(touches)])
            + (lastFeedback.map { [String(format: "haptic: %@, %.1f s ago", "\($0)", max(0, now - $0.time))] } ?? [])
        let room = Self.lineCount - footer.count
        for entry in history.entries.reversed() {
            var block = [
                (entry.title + (entry.isGone ? " (left the tree)" : ""), isTitle: true),
                (entry.states.map { "\($0)" }.joined(separator: " → "), isTitle: false),
            ]
            // A pan that failed never moved anything: its translation is not the gesture's. One that
            // ended keeps the figures it had as the finger lifted (a pinch and a rotation likewise).
            let at =
                entry.states.last == .ended
                ? " at release" : entry.states.last == .cancelled ? " when cancelled" : ""
            if let figures = entry.figures, entry.states.last != .failed {
                let t = figures.translation, v = figures.velocity
                block.append(
                    (
                        "t (\(Self.points(t.x)), \(Self.points(t.y)))  v (\(Self.points(v.x)), \(Self.points(v.y))) pt/s"
                            + at,
                        isTitle: false
                    ))
            } else if let measures = entry.measures, entry.states.last != .failed {
                block.append((measures + at, isTitle: false))
            }
            guard texts.count + block.count <= room else { break }
            texts.insert(contentsOf: block, at: 0)
        }
        if texts.isEmpty { texts = [("no gesture yet: drag in the phone", isTitle: true)] }
        if !footer.isEmpty {
            while texts.count < room { texts.append(("", isTitle: false)) }
            texts += footer.map { ($0, isTitle: false) }
        }
        for (index, line) in lines.enumerated() {
            let (text, isTitle) = index < texts.count ? texts[index] : ("", false)
            line.text = text
            line.font = .systemFont(ofSize: 12, weight: isTitle ? .semibold : .regular)
            line.textColor = isTitle ? .white : Inspector.secondaryText
        }
    }

    /// The touches down, each where it is and, once it reports a pressure, with its
    /// `Touch.force` out of the maximum: "touches (120, 300) force 2.0/6.7 · (270, 544)".
    static func touchesLine(_ touches: [PointerEvent]) -> String {
        let each = touches.prefix(3).map { touch in
            var text = "(\(points(touch.location.x)), \(points(touch.location.y)))"
            if let pressure = touch.pressure {
                let maximum = Touch.pressureSensingMaximumForce
                text += String(format: " force %.1f/%.1f", pressure * maximum, maximum)
            }
            return text
        }
        let more = touches.count > 3 ? " · +\(touches.count - 3)" : ""
        return (touches.count == 1 ? "touch " : "touches ") + each.joined(separator: " · ") + more
    }

    /// A figure in whole points, without the minus of a value that rounds to 0.
    static func points(_ value: CGFloat) -> String {
        let rounded = value.rounded()
        return String(format: "%.0f", rounded == 0 ? 0 : rounded)
    }
}
