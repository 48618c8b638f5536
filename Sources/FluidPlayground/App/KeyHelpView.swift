import Foundation
import ViewTree

/// `?`: every key of the window (`WindowKeys.app`) and the current scene's switches, on a panel
/// over the phone's screen until `?` is pressed again. It takes no touches, so the scene stays
/// usable under it.
@MainActor
final class KeyHelpView: View {
    static let lineHeight: CGFloat = 20
    private(set) var lines: [String] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        accessibilityIdentifier = "keyHelp"
        backgroundColor = Color(white: 0.08, alpha: 0.9)
        cornerRadius = 16
    }

    /// Fills the panel for `switches` and places it on `window`'s screen, below the status bar.
    func show(switches: [SceneSwitch], sceneTitle: String, on window: Window) {
        for subview in subviews { subview.removeFromSuperview() }
        var rows: [(key: String, does: String, isHeader: Bool)] = [("", "Keys", true)]
        rows += WindowKeys.app.map { ($0.key, $0.does, false) }
        if !switches.isEmpty {
            rows.append(("", sceneTitle, true))
            rows += switches.map { (String($0.key).uppercased(), "\($0.title): \($0.isOn() ? "on" : "off")", false) }
        }
        let width = window.screen.size.width - 32
        frame = CGRect(
            x: 16, y: window.screen.safeAreaInsets.top + 8, width: width,
            height: CGFloat(rows.count) * Self.lineHeight + 20)
        for (index, row) in rows.enumerated() {
            let y = 10 + CGFloat(index) * Self.lineHeight
            if row.isHeader {
                let header = Label(text: row.does, font: .systemFont(ofSize: 13, weight: .bold), color: .white)
                header.frame = CGRect(x: 14, y: y, width: width - 28, height: Self.lineHeight)
                addSubview(header)
                continue
            }
            let key = Label(text: row.key, font: .systemFont(ofSize: 12, weight: .bold), color: .systemOrange)
            key.frame = CGRect(x: 14, y: y, width: 62, height: Self.lineHeight)
            let does = Label(text: row.does, font: .systemFont(ofSize: 12), color: .white)
            does.frame = CGRect(x: 80, y: y, width: width - 94, height: Self.lineHeight)
            addSubview(key)
            addSubview(does)
        }
        lines = rows.map { $0.isHeader ? $0.does : "\($0.key) \($0.does)" }
        if superview !== window { window.addSubview(self) }
    }
}
