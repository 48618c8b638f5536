import FluidUIKit
import Foundation
import Testing

/// A keyframe animation written as UIKit code: a "shake" that nudges a field left and right and
/// back, in three keyframes of a third each, paced evenly by passing the linear curve's bits.
@MainActor
@Suite struct KeyframeSurfaceTests {
    @Test func aShakeWrittenAsUIKitCodeRunsItsKeyframes() {
        let window = UIWindow(screen: UIScreen(size: CGSize(width: 390, height: 844), scale: 1, safeAreaInsets: .zero))
        let field = UIView(frame: CGRect(x: 95, y: 400, width: 200, height: 44))
        window.rootView = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootView?.addSubview(field)
        window.tick(at: 0)
        var done = false
        let options = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)
        UIView.animateKeyframes(
            withDuration: 0.3, delay: 0, options: [options, .calculationModeLinear],
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1 / 3) {
                    field.transform = CGAffineTransform(translationX: -12, y: 0)
                }
                UIView.addKeyframe(withRelativeStartTime: 1 / 3, relativeDuration: 1 / 3) {
                    field.transform = CGAffineTransform(translationX: 12, y: 0)
                }
                UIView.addKeyframe(withRelativeStartTime: 2 / 3, relativeDuration: 1 / 3) {
                    field.transform = .identity
                }
            }, completion: { finished in done = finished })
        var offsets: [CGFloat] = []
        for frame in 1...18 {
            window.tick(at: Double(frame) / 60)
            offsets.append(field.presentation.transform.tx)
        }
        #expect(abs((offsets[5] + 12)) < 1e-9, "at 0.1 s: the first keyframe's value")
        #expect(abs(offsets[11] - 12) < 1e-9, "at 0.2 s: the second's")
        #expect(offsets[17] == 0 && done)
        #expect(abs((offsets.min() ?? 0) + 12) < 1e-9 && abs((offsets.max() ?? 0) - 12) < 1e-9)
    }
}
