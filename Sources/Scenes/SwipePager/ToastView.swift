import FluidPlayground
import Foundation
import ViewTree

/// A short message in a dark capsule that fades in, stays a moment and fades out — how the pager
/// says that there is no further page, or which release rule is on, instead of staying silent.
///
/// Showing a message while another is up replaces it: the running fade stops where it is seen
/// (`stopAnimation(true)`) and the new one fades in from there, so the capsule never blinks.
@MainActor
final class ToastView: View {
    static let fadeInDuration: TimeInterval = 0.2
    static let visibleDuration: TimeInterval = 1.6
    static let fadeOutDuration: TimeInterval = 0.35
    static let height: CGFloat = 40
    /// Width when the text cannot be measured (outside a window).
    static let fallbackWidth: CGFloat = 300

    private let label = Label(text: "", font: .systemFont(ofSize: 15, weight: .semibold), color: .white)
    /// The fade in progress (in, or out after its delay).
    private var fade: PropertyAnimator?
    /// The widest the capsule may be.
    private let maximumWidth: CGFloat

    /// The message shown last (also while it fades out).
    var text: String { label.text }

    init(maximumWidth: CGFloat) {
        self.maximumWidth = maximumWidth
        super.init(frame: .zero)
        backgroundColor = Color(white: 0.1, alpha: 0.82)
        cornerRadius = Self.height / 2
        alpha = 0
        isUserInteractionEnabled = false
        accessibilityIdentifier = "toast"
        label.textAlignment = .center
        addSubview(label)
    }

    /// Shows `message` centred on `center` for `visibleDuration` seconds (animation time).
    func show(_ message: String, centeredAt center: CGPoint) {
        label.text = message
        let measured = label.intrinsicContentSize.width
        let width = min(maximumWidth, measured > 0 ? measured + 32 : Self.fallbackWidth)
        bounds = CGRect(x: 0, y: 0, width: width, height: Self.height)
        self.center = center
        label.frame = bounds
        if let fade, fade.state == .active { fade.stopAnimation(true) }
        fade = nil
        // `View.animate` completes at once when the capsule is already fully shown, so the fade
        // out is still scheduled; it may then run inside this call, hence the check below.
        let fadeIn = View.animate(
            withDuration: Self.fadeInDuration, options: .curveEaseOut, animations: { self.alpha = 1 }
        ) {
            [weak self] finished in
            guard let self, finished else { return }
            self.fade = View.animate(
                withDuration: Self.fadeOutDuration, delay: Self.visibleDuration, options: .curveEaseIn,
                animations: { self.alpha = 0 })
        }
        if fadeIn.state == .active { fade = fadeIn }
    }
}
