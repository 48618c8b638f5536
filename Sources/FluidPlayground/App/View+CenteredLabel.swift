import Foundation
import ViewTree

extension View {
    /// Adds a one-line label with `text` centred in `frame` (the whole view when nil) and returns
    /// it — the set-up the scenes' tiles, stamps, buttons and captions share.
    @discardableResult
    public func addCenteredLabel(_ text: String, font: Font, color: Color = .label, frame: CGRect? = nil) -> Label {
        let label = Label(text: text, font: font, color: color)
        label.textAlignment = .center
        label.frame = frame ?? bounds
        addSubview(label)
        return label
    }
}
