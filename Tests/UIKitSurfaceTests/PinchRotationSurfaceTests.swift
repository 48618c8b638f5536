import FluidUIKit
import Foundation
import Testing

/// Pinch and rotation written as UIKit code, in the shape most photo-viewer handlers take: each
/// action concatenates the gesture's value onto the view's transform and sets the value back to
/// its identity (`scale = 1`, `rotation = 0`), and a delegate lets both run at once.
@MainActor
@Suite struct PinchRotationSurfaceTests {
    @MainActor final class Controller: UIGestureRecognizerDelegate {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let photo = UIView(frame: CGRect(x: 95, y: 322, width: 200, height: 200))

        func viewDidLoad() {
            view.addSubview(photo)
            let pinch = UIPinchGestureRecognizer(target: self, action: Controller.handlePinch)
            let rotation = UIRotationGestureRecognizer(target: self, action: Controller.handleRotation)
            pinch.delegate = self
            rotation.delegate = self
            photo.addGestureRecognizer(pinch)
            photo.addGestureRecognizer(rotation)
        }

        func handlePinch(_ sender: UIPinchGestureRecognizer) {
            guard let view = sender.view else { return }
            view.transform = view.transform.scaledBy(x: sender.scale, y: sender.scale)
            sender.scale = 1
        }

        func handleRotation(_ sender: UIRotationGestureRecognizer) {
            guard let view = sender.view else { return }
            view.transform = view.transform.rotated(by: sender.rotation)
            sender.rotation = 0
        }

        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer,
            shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool { true }
    }

    @Test func twoFingersSpreadingAndTurningScaleAndRotateThePhotoTogether() {
        let window = UIWindow(screen: UIScreen(size: CGSize(width: 390, height: 844), scale: 1, safeAreaInsets: .zero))
        let controller = Controller()
        window.rootView = controller.view
        controller.viewDidLoad()
        window.tick(at: 0)
        let center = CGPoint(x: 195, y: 422)
        func fingers(_ phase: PointerEvent.Phase, radius: CGFloat, angle: CGFloat, _ time: TimeInterval) {
            window.send(
                .pointers(
                    [(1, -1.0), (2, 1.0)].map { finger, sign in
                        let location = CGPoint(
                            x: center.x + sign * radius * cos(angle), y: center.y + sign * radius * sin(angle))
                        return PointerEvent(
                            phase: phase, location: location, timestamp: time, source: .touch, identifier: finger)
                    }))
        }
        fingers(.began, radius: 40, angle: 0, 0)
        for step in 1...30 {
            let t = CGFloat(step) / 30
            fingers(.moved, radius: 40 + 40 * t, angle: 0.8 * t, Double(step) / 60)
        }
        fingers(.ended, radius: 80, angle: 0.8, 0.6)
        // The span went 80 → 160 pt, the pinch measured from 90 (the slop): ×160/90. The turn was
        // 0.8 rad, measured from the turn at which each finger had travelled 10 pt around: that
        // happened at step 8 (0.213 rad turned, radius 50.67 pt), so from 10 / 50.67 rad.
        let transform = controller.photo.transform
        let scale = (transform.a * transform.a + transform.b * transform.b).squareRoot()
        let angle = atan2(transform.b, transform.a)
        #expect(abs(scale - 160.0 / 90) < 1e-9)
        #expect(abs(angle - (0.8 - 10 / (40 + 40 * 8.0 / 30))) < 1e-9, "clockwise, less the turn before it began")
    }
}
