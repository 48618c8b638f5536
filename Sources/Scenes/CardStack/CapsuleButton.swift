import FluidPlayground
import Foundation
import ViewTree

/// A capsule with a centred title that calls `action` when tapped (the scene's Undo and the empty
/// view's Reload). `isEnabled` false dims it and ignores taps.
@MainActor
final class CapsuleButton: View {
    let titleLabel: Label
    var action: (() -> Void)?
    var isEnabled = true { didSet { alpha = isEnabled ? 1 : 0.4 } }

    init(title: String, frame: CGRect, tint: Color, filled: Bool) {
        titleLabel = Label(text: title, font: .systemFont(ofSize: 17, weight: .semibold), color: filled ? .white : tint)
        super.init(frame: .zero)
        self.frame = frame
        backgroundColor = filled ? tint : .white
        cornerRadius = frame.height / 2
        if !filled {
            shadowColor = .black
            shadowOpacity = 0.12
            shadowRadius = 6
            shadowOffset = CGSize(width: 0, height: 2)
        }
        titleLabel.textAlignment = .center
        titleLabel.frame = bounds
        addSubview(titleLabel)
        onTap = { [weak self] _ in
            guard let self, self.isEnabled else { return }
            self.action?()
        }
    }
}
