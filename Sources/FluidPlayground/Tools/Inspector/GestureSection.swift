import Foundation
import ViewTree

/// The inspector's gesture panel: each recognizer of the current (or last) gesture with its state
/// history, and for a pan its translation and velocity.
@MainActor
final class GestureSection: View {
    static let rows = 4
    private let lines: [Label]

    init(width: CGFloat) {
        lines = (0..<Self.rows * 2).map { index in
            let label = Label()
            label.font = .systemFont(ofSize: 12, weight: index % 2 == 0 ? .semibold : .regular)
            label.textColor = index % 2 == 0 ? .white : Inspector.secondaryText
            label.frame = CGRect(x: 0, y: CGFloat(index) * 17, width: width, height: 16)
            return label
        }
        super.init(frame: CGRect(x: 0, y: 0, width: width, height: CGFloat(Self.rows * 2) * 17))
        for line in lines { addSubview(line) }
        lines[0].accessibilityIdentifier = "gesture0"
    }

    func show(_ history: RecognizerHistory) {
        let entries = history.entries.filter { $0.recognizer != nil }.suffix(Self.rows)
        for (index, entry) in entries.enumerated() {
            guard let recognizer = entry.recognizer else { continue }
            let owner = recognizer.view.map { $0.accessibilityIdentifier ?? "\(type(of: $0))" } ?? "detached"
            lines[index * 2].text = "\(type(of: recognizer)) · \(owner)"
            var detail = entry.states.map { "\($0)" }.joined(separator: " → ")
            // A pan that failed never moved anything: its translation is not the gesture's.
            if let pan = recognizer as? PanGestureRecognizer, entry.states.last != .failed {
                let t = pan.translation(in: nil), v = pan.velocity(in: nil)
                detail += String(format: "   t (%.0f, %.0f)  v (%.0f, %.0f) pt/s", t.x, t.y, v.x, v.y)
            }
            lines[index * 2 + 1].text = detail
        }
        for index in entries.count..<Self.rows {
            lines[index * 2].text = index == 0 ? "no gesture yet: drag in the phone" : ""
            lines[index * 2 + 1].text = ""
        }
    }
}
