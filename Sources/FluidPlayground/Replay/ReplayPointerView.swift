import Foundation
import ViewTree

/// The replayed pointers, each drawn as a dot above everything while it is down (a window replay
/// and the frames `render --replay` and `film` draw): one for the mouse, one for each finger of a
/// multi-touch gesture. It takes no touches; hiding it hides every dot.
@MainActor
final class ReplayPointerView: View {
    static let diameter: CGFloat = 28

    private struct Key: Hashable {
        let source: PointerEvent.Source
        let identifier: Int
    }

    /// A dot per pointer seen, kept (hidden) after it lifts for the next time it goes down.
    private var dots: [Key: View] = [:]

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        accessibilityIdentifier = "replayPointer"
    }

    /// Where a replayed pointer is down: the one with the lowest identifier, if any (the mouse).
    var location: CGPoint? {
        guard !isHidden else { return nil }
        return dots.filter { !$0.value.isHidden }.min { $0.key.identifier < $1.key.identifier }?.value.center
    }

    /// Follows a replayed event: a dot is shown where its pointer goes down or moves, and hidden
    /// when it lifts or is cancelled; every dot is hidden when the window loses focus.
    func follow(_ event: InputEvent) {
        if case .focusLost = event {
            for dot in dots.values { dot.isHidden = true }
        }
        for pointer in event.pointerEvents {
            let dot = dot(for: Key(source: pointer.source, identifier: pointer.identifier))
            switch pointer.phase {
            case .began, .moved:
                dot.center = pointer.location
                dot.isHidden = false
            case .ended, .cancelled:
                dot.isHidden = true
            }
        }
    }

    private func dot(for key: Key) -> View {
        if let dot = dots[key] { return dot }
        let dot = View(frame: CGRect(x: 0, y: 0, width: Self.diameter, height: Self.diameter))
        dot.cornerRadius = Self.diameter / 2
        dot.backgroundColor = Color(white: 1, alpha: 0.55)
        dot.borderWidth = 2
        dot.borderColor = Color(white: 0.1, alpha: 0.8)
        dot.isUserInteractionEnabled = false
        dot.isHidden = true
        addSubview(dot)
        dots[key] = dot
        return dot
    }
}
