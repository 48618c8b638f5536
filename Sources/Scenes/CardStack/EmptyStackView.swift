import FluidPlayground
import Foundation
import ViewTree

/// What the stack shows once every card is gone (the seed's `emptyView`, which it leaves to the
/// reader): a message and a Reload button that starts the stack over.
@MainActor
final class EmptyStackView: View {
    let messageLabel: Label
    let detailLabel: Label
    let reloadButton: CapsuleButton

    /// `count` is how many cards there were; `reload` runs when Reload is tapped.
    init(size: CGSize, count: Int, reload: @escaping () -> Void) {
        messageLabel = Label(text: "That's all \(count) cards", font: .systemFont(ofSize: 24, weight: .bold))
        detailLabel = Label(
            text: "Reload to start again, or press U to bring the last one back.",
            font: .systemFont(ofSize: 15), color: .secondaryLabel)
        reloadButton = CapsuleButton(
            title: "Reload", frame: CGRect(x: (size.width - 150) / 2, y: size.height / 2 + 40, width: 150, height: 48),
            tint: .systemBlue, filled: true)
        super.init(frame: .zero)
        frame = CGRect(origin: .zero, size: size)
        accessibilityIdentifier = "emptyView"
        backgroundColor = .white
        cornerRadius = 15
        borderWidth = 1
        borderColor = .systemGray5
        messageLabel.textAlignment = .center
        messageLabel.frame = CGRect(x: 20, y: size.height / 2 - 80, width: size.width - 40, height: 34)
        addSubview(messageLabel)
        detailLabel.textAlignment = .center
        detailLabel.numberOfLines = 0
        detailLabel.frame = CGRect(x: 30, y: size.height / 2 - 38, width: size.width - 60, height: 48)
        addSubview(detailLabel)
        reloadButton.accessibilityIdentifier = "reloadButton"
        reloadButton.action = reload
        addSubview(reloadButton)
    }
}
