import FluidPlayground
import FluidUIKit

/// A photo you pinch, rotate and drag with two fingers at once, that springs home when they lift,
/// leaving with the pinch's speed ("Designing Fluid Interfaces", WWDC18: a view that follows both
/// fingers, and a spring that carries on from the gesture). With a mouse, Option-drag is two
/// fingers mirrored about the centre (pinch, rotate) and Option+Shift-drag two that move together.
///
/// The handlers are the usual UIKit ones: each applies its recognizer's change to the photo and
/// sets the recognizer back to its identity (`scale = 1`, `rotation = 0`, a zero translation), so
/// the three compose in any order; a delegate lets them run at once.
final class ZoomablePhotoScene: Scene, UIGestureRecognizerDelegate {
    static let title = "Zoomable photo"
    static let dampingRatio = TunableParameter(
        "photo.dampingRatio", "Damping ratio", seed: 0.7, range: 0.1...1, step: 0.05)
    static let response = TunableParameter("photo.response", "Response", seed: 0.45, range: 0.1...1.5, step: 0.05)
    static let tunables = [dampingRatio, response]

    let view = UIView()
    let photo = UIView(frame: CGRect(x: 55, y: 312, width: 280, height: 220))
    private let tuning: Tuning
    /// The recognizers whose gesture is under way; the photo springs home when the last ends.
    private var active: Set<ObjectIdentifier> = []
    /// The pinch's speed when the fingers lifted (scale per second), carried into the spring.
    private var releaseScaleVelocity: CGFloat = 0
    private var spring: UIViewPropertyAnimator?

    init(context: SceneContext) {
        tuning = context.tuning
        view.backgroundColor = UIColor(white: 0.08, alpha: 1)
        Self.paint(photo)
        view.addSubview(photo)
        view.addSubview(
            UILabel.caption(
                "Pinch, rotate and drag the photo. With a mouse: Option-drag to pinch and rotate.",
                frame: CGRect(x: 24, y: 700, width: 342, height: 60), color: UIColor(white: 1, alpha: 0.6), size: 15,
                lines: 2))

        let pinch = UIPinchGestureRecognizer(target: self, action: ZoomablePhotoScene.handlePinch)
        let rotation = UIRotationGestureRecognizer(target: self, action: ZoomablePhotoScene.handleRotation)
        let pan = UIPanGestureRecognizer(target: self, action: ZoomablePhotoScene.handlePan)
        for recognizer in [pinch, rotation, pan] as [UIGestureRecognizer] {
            recognizer.delegate = self
            photo.addGestureRecognizer(recognizer)
        }
    }

    /// Light status bar text over the dark background (`preferredStatusBarStyle = .lightContent`).
    func sceneDidAppear(at time: TimeInterval) {
        view.window?.statusBar.tintColor = .white
    }

    /// A landscape: sky, sun, two hills and a lake, on a rounded card.
    private static func paint(_ photo: UIView) {
        photo.backgroundColor = UIColor(red: 0.45, green: 0.68, blue: 0.92, alpha: 1)
        photo.layer.cornerRadius = 18
        photo.clipsToBounds = true
        let shapes: [(CGRect, UIColor, CGFloat)] = [
            (CGRect(x: 190, y: 30, width: 56, height: 56), UIColor(red: 1, green: 0.83, blue: 0.35, alpha: 1), 28),
            (
                CGRect(x: -60, y: 120, width: 260, height: 200), UIColor(red: 0.25, green: 0.55, blue: 0.3, alpha: 1),
                100
            ),
            (
                CGRect(x: 110, y: 140, width: 260, height: 200), UIColor(red: 0.18, green: 0.45, blue: 0.25, alpha: 1),
                100
            ),
            (CGRect(x: 0, y: 190, width: 280, height: 30), UIColor(red: 0.2, green: 0.4, blue: 0.7, alpha: 1), 0),
        ]
        for (frame, color, radius) in shapes {
            let shape = UIView(frame: frame)
            shape.backgroundColor = color
            shape.layer.cornerRadius = radius
            photo.addSubview(shape)
        }
    }

    func handlePinch(_ pinch: UIPinchGestureRecognizer) {
        track(pinch)
        // Read before the scale is set back to 1, which resets the velocity (as UIKit documents).
        if pinch.state == .ended { releaseScaleVelocity = pinch.velocity }
        photo.transform = photo.transform.scaledBy(x: pinch.scale, y: pinch.scale)
        pinch.scale = 1
        settleIfDone(pinch)
    }

    func handleRotation(_ rotation: UIRotationGestureRecognizer) {
        track(rotation)
        photo.transform = photo.transform.rotated(by: rotation.rotation)
        rotation.rotation = 0
        settleIfDone(rotation)
    }

    func handlePan(_ pan: UIPanGestureRecognizer) {
        track(pan)
        let moved = pan.translation(in: view)
        photo.center = CGPoint(x: photo.center.x + moved.x, y: photo.center.y + moved.y)
        pan.setTranslation(.zero, in: view)
        settleIfDone(pan)
    }

    /// A gesture beginning catches the photo where it is seen, mid-spring.
    private func track(_ recognizer: UIGestureRecognizer) {
        guard recognizer.state == .began else { return }
        if spring?.isRunning == true { spring?.stopAnimation(true) }
        active.insert(ObjectIdentifier(recognizer))
    }

    /// The last gesture ended: a spring carries the photo home, leaving at the pinch's speed.
    private func settleIfDone(_ recognizer: UIGestureRecognizer) {
        guard recognizer.state == .ended || recognizer.state == .cancelled else { return }
        active.remove(ObjectIdentifier(recognizer))
        guard active.isEmpty else { return }
        let transform = photo.transform
        let scale = (transform.a * transform.a + transform.b * transform.b).squareRoot()
        // The spring's velocity is relative to its distance: the scale's rate over what is left to go.
        let velocity = UISpringTimingParameters.relativeVelocity(releaseScaleVelocity, distance: 1 - scale)
        let parameters = UISpringTimingParameters(
            response: tuning[Self.response], dampingRatio: tuning[Self.dampingRatio],
            initialVelocity: CGVector(dx: velocity, dy: velocity))
        let home = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
        spring = UIViewPropertyAnimator(duration: 0, timingParameters: parameters)
        spring?.addAnimations { [photo] in
            photo.transform = .identity
            photo.center = home
        }
        spring?.startAnimation()
        releaseScaleVelocity = 0
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { true }
}
