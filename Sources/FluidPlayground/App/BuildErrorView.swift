import Foundation
import ViewTree

/// A failed build's first error over the top of the phone while `playground watch` keeps the last
/// good build running: what failed, where, and that what is on screen is the build before. It
/// takes no touches, so the scene below stays usable.
@MainActor
final class BuildErrorView: View {
    private let label = Label()
    static let inset: CGFloat = 10

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        accessibilityIdentifier = "buildError"
        backgroundColor = Color(red: 0.75, green: 0.12, blue: 0.1, alpha: 0.94)
        cornerRadius = 12
        label.font = .systemFont(ofSize: 12, weight: .semibold)
        label.textColor = .white
        label.numberOfLines = 0
        addSubview(label)
    }

    var text: String { label.text }

    /// Shows `error` on `window`, below its status bar.
    func show(_ error: String, on window: Window) {
        // The compiler's `path:line:column: error: message`, with the message on a line of its own.
        label.text =
            "Build failed; still running the last good build.\n"
            + error.replacingOccurrences(of: ": error: ", with: ":\n")
        if superview !== window { window.addSubview(self) }
        let width = window.screen.size.width - 24
        let textWidth = width - 2 * Self.inset
        let height = label.sizeThatFits(CGSize(width: textWidth, height: 400)).height
        frame = CGRect(x: 12, y: 52, width: width, height: min(300, height) + 2 * Self.inset)
        label.frame = CGRect(x: Self.inset, y: Self.inset, width: textWidth, height: min(300, height))
    }
}
