import Foundation
import ViewTree

/// A scene's key option in the inspector: a pill that reads on or off and, tapped, presses the
/// key, so the option and its key stay one.
@MainActor
final class SwitchRow: View {
    nonisolated static let height: CGFloat = 26
    /// The pitch when the panel closes the rows up (`TuningSection`).
    nonisolated static let compactHeight: CGFloat = 24
    let option: SceneSwitch
    let label = Label()

    init(
        option: SceneSwitch, width: CGFloat, height: CGFloat = SwitchRow.height,
        press: @escaping @MainActor (Character) -> Void
    ) {
        self.option = option
        super.init(frame: CGRect(x: 0, y: 0, width: width, height: height - 4))
        cornerRadius = 6
        accessibilityIdentifier = "switch.\(option.key)"
        label.font = .systemFont(ofSize: 12, weight: .semibold)
        label.frame = bounds.insetBy(dx: 10, dy: 0)
        label.isUserInteractionEnabled = false
        addSubview(label)
        onTap = { [weak self] _ in
            guard let self else { return }
            press(self.option.key)
            self.refresh()
        }
        refresh()
    }

    func refresh() {
        let on = option.isOn()
        label.text = "\(String(option.key).uppercased())  \(option.title): \(on ? "on" : "off")"
        label.textColor = on ? .white : Inspector.secondaryText
        backgroundColor = on ? Color.systemBlue.withAlphaComponent(0.55) : Color(white: 1, alpha: 0.08)
    }
}
