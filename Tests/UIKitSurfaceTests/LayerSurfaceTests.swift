import FluidTestSupport
import FluidUIKit
import Foundation
import Testing

extension SDLTests {
    /// Layers written as UIKit code: a progress ring (`CAShapeLayer` on a `UIBezierPath` arc,
    /// `strokeEnd`), a `CAGradientLayer` background, and a view masked by a shape layer
    /// (`layer.mask`), drawn.
    @Suite @MainActor
    struct LayerSurfaceTests {
        @MainActor final class RingView: UIView {
            let track = CAShapeLayer()
            let progress = CAShapeLayer()
            let gradient = CAGradientLayer()

            override init(frame: CGRect) {
                super.init(frame: frame)
                gradient.frame = bounds
                gradient.colors = [UIColor.systemIndigo.cgColor, UIColor.systemPurple.cgColor]
                gradient.startPoint = CGPoint(x: 0, y: 0)
                gradient.endPoint = CGPoint(x: 1, y: 1)
                layer.addSublayer(gradient)
                let path = UIBezierPath(
                    arcCenter: CGPoint(x: bounds.midX, y: bounds.midY), radius: 50, startAngle: -.pi / 2,
                    endAngle: 3 * .pi / 2, clockwise: true)
                for (shape, color) in [(track, UIColor(white: 1, alpha: 0.25)), (progress, UIColor.white)] {
                    shape.path = path.cgPath
                    shape.fillColor = UIColor.clear.cgColor
                    shape.strokeColor = color.cgColor
                    shape.lineWidth = 12
                    shape.lineCap = .round
                    layer.addSublayer(shape)
                }
                progress.strokeEnd = 0.65
                let mask = CAShapeLayer()
                mask.path =
                    UIBezierPath(
                        roundedRect: bounds, byRoundingCorners: [.topLeft, .bottomRight],
                        cornerRadii: CGSize(width: 30, height: 30)
                    ).cgPath
                layer.mask = mask
            }
        }

        @Test func aProgressRingOnAGradientMaskedToACardDraws() throws {
            let (host, root) = try makeFeatureHost(size: CGSize(width: 180, height: 180))
            let ring = RingView(frame: CGRect(x: 20, y: 20, width: 140, height: 140))
            root.addSubview(ring)
            #expect(ring.layer.sublayers?.count == 3)
            #expect(ring.layer.mask != nil)
            #expect(ring.layer.sublayers?.last == ring.progress)
            host.render()
            assertImageSnapshot(host.snapshot(), named: "ring", tolerance: .softwareRenderer)
            // Layers take no touches: the ring's view is what a touch on the ring hits.
            #expect(root.hitTest(CGPoint(x: 90, y: 40)) === ring)
        }

        /// `strokeEnd` in an animation block animates (UIKit would need a `CABasicAnimation`).
        @Test func strokeEndAnimatesInAUIViewAnimationBlock() throws {
            let (host, root) = try makeFeatureHost(size: CGSize(width: 180, height: 180))
            let ring = RingView(frame: CGRect(x: 20, y: 20, width: 140, height: 140))
            root.addSubview(ring)
            host.window.tick(at: 0)
            UIView.animate(
                withDuration: 1, delay: 0, options: [.curveLinear], animations: { ring.progress.strokeEnd = 1 })
            host.window.tick(at: 0.5)
            #expect(abs(ring.progress.shapeView.presentedStrokeEnd - 0.825) < 1e-9)
            host.window.tick(at: 1.5)
            #expect(ring.progress.shapeView.presentedStrokeEnd == 1)
        }
    }
}
