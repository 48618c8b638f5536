import Compositor
import Foundation
import ViewTree

/// The states each recognizer of the phone's tree went through in its current (or last)
/// gesture, as the inspector lists them (`possible → began → changed → ended`). Each recognizer
/// found is also given an action, since one that ends resets to `.possible` before the event is
/// over and polling alone would miss `.ended`; polling after every event and frame catches
/// `.failed`, which runs no action.
@MainActor
final class RecognizerHistory {
    struct Entry {
        weak var recognizer: GestureRecognizer?
        var states: [GestureRecognizer.State]
        /// The recognizer's type and its view, named when first seen: still shown once the view
        /// has left the tree (a card thrown off).
        var title: String
        /// A pan's translation and velocity (window coordinates) at its last active state: while it
        /// moves, its latest; once it ended, the figures at release, which the recognizer itself
        /// forgets when it resets.
        var figures: (translation: CGPoint, velocity: CGPoint)?
        /// A pinch's or a rotation's value and rate, and its fingers, as a line of text, kept as
        /// `figures` are.
        var measures: String?
        /// The recognizer left the tree (or was freed): its last gesture stays shown until another begins.
        var isGone = false
    }

    /// At most this many states per recognizer (the oldest go first).
    static let depth = 6
    private(set) var entries: [Entry] = []
    /// The recognizers given an action, by identity; weak, since an address can be reused by a
    /// new recognizer once the old one is gone (a scene switch frees and makes them together).
    private var watched: [ObjectIdentifier: Watched] = [:]
    private struct Watched { weak var recognizer: GestureRecognizer? }

    /// Looks at every recognizer under `root`: one that left `.possible` or holds touches joins
    /// the list; one no longer in the tree leaves it.
    func observe(_ root: View) {
        var found: [GestureRecognizer] = []
        Self.collect(in: root, into: &found)
        for recognizer in found {
            let id = ObjectIdentifier(recognizer)
            if watched[id]?.recognizer !== recognizer {
                watched[id] = Watched(recognizer: recognizer)
                recognizer.addAction { [weak self] recognizer in self?.note(recognizer) }
            }
            note(recognizer)
        }
        for index in entries.indices {
            entries[index].isGone =
                entries[index].recognizer.map { recognizer in !found.contains { $0 === recognizer } } ?? true
        }
    }

    /// Records the recognizer's state if it changed; a new gesture (`.began`, or a move on after
    /// an end) starts its history anew, and a return to `.possible` keeps the last one shown.
    func note(_ recognizer: GestureRecognizer) {
        let state = recognizer.state
        var index = entries.firstIndex { $0.recognizer === recognizer }
        let startsGesture = index == nil ? state != .possible || recognizer.numberOfTouches > 0 : state == .began
        if startsGesture, entries.contains(where: \.isGone) {
            // A new gesture: what stayed shown of recognizers that left the tree goes.
            entries.removeAll { $0.isGone }
            index = entries.firstIndex { $0.recognizer === recognizer }
        }
        guard let index else {
            guard startsGesture else { return }
            entries.append(
                Entry(
                    recognizer: recognizer, states: state == .possible ? [.possible] : [.possible, state],
                    title: Self.title(of: recognizer)))
            keepFigures(of: recognizer, at: entries.count - 1)
            return
        }
        keepFigures(of: recognizer, at: index)
        guard entries[index].states.last != state, state != .possible else { return }
        if state == .began || Self.isFinal(entries[index].states.last) { entries[index].states = [.possible] }
        entries[index].states.append(state)
        if entries[index].states.count > Self.depth { entries[index].states.removeFirst() }
    }

    /// A pan's, a pinch's or a rotation's figures while it is active and at its end (its action
    /// runs before it resets).
    private func keepFigures(of recognizer: GestureRecognizer, at index: Int) {
        guard recognizer.state != .possible, recognizer.state != .failed else { return }
        if let pan = recognizer as? PanGestureRecognizer {
            entries[index].figures = (pan.translation(in: nil), pan.velocity(in: nil))
        } else if let measures = Self.measures(of: recognizer) {
            entries[index].measures = measures
        }
    }

    /// "scale 1.82  1.75/s  fingers 212 pt apart", "rotation 45°  90°/s  fingers at 30°": the
    /// value and rate as the recognizer reports them (code that sets the value back to its
    /// identity on every change, as UIKit's samples do, reads 1 or 0° here), and the fingers'
    /// own spread or direction, which that does not touch.
    static func measures(of recognizer: GestureRecognizer) -> String? {
        // The first two fingers, as the recognizers read them (window coordinates).
        let pair: (span: CGFloat, angle: CGFloat)? =
            recognizer.numberOfTouches < 2
            ? nil
            : {
                let a = recognizer.location(ofTouch: 0, in: nil), b = recognizer.location(ofTouch: 1, in: nil)
                return (hypot(b.x - a.x, b.y - a.y), atan2(b.y - a.y, b.x - a.x))
            }()
        let degrees = { (radians: CGFloat) in GestureSection.points(radians * 180 / .pi) }
        if let pinch = recognizer as? PinchGestureRecognizer {
            let spread = pair.map { "  fingers \(GestureSection.points($0.span)) pt apart" } ?? ""
            return String(format: "scale %.2f  %.2f/s", pinch.scale, pinch.velocity) + spread
        }
        if let rotation = recognizer as? RotationGestureRecognizer {
            let direction = pair.map { "  fingers at \(degrees($0.angle))°" } ?? ""
            return "rotation \(degrees(rotation.rotation))°  \(degrees(rotation.velocity))°/s" + direction
        }
        return nil
    }

    private static func title(of recognizer: GestureRecognizer) -> String {
        let owner = recognizer.view.map { $0.accessibilityIdentifier ?? "\(type(of: $0))" } ?? "detached"
        return "\(type(of: recognizer)) · \(owner)"
    }

    func removeAll() { entries = [] }

    private static func isFinal(_ state: GestureRecognizer.State?) -> Bool {
        state == .ended || state == .failed || state == .cancelled
    }

    private static func collect(in view: View, into found: inout [GestureRecognizer]) {
        found.append(contentsOf: view.gestureRecognizers)
        for subview in view.subviews { collect(in: subview, into: &found) }
    }
}
