import FluidPlayground
import FluidUIKit // UIKit's names, so the interaction reads (and ports) as iOS code

/// A card you drag; let go and a spring carries it home, leaving at the finger's speed.
final class CardScene: Scene {
    static let number = 1
    static let stiffness = TunableParameter("card.stiffness", "Stiffness", seed: 300, range: 50...1000, step: 10)
    static let damping = TunableParameter("card.damping", "Damping", seed: 15, range: 1...60, step: 1)
    static let tunables = [stiffness, damping]
    let view = UIView()
    let card = UIView(frame: CGRect(x: 75, y: 262, width: 240, height: 320))
    let tuning: Tuning
    var grabbedAt = CGPoint.zero, spring: UIViewPropertyAnimator?

    init(context: SceneContext) {
        tuning = context.tuning
        view.backgroundColor = .systemGroupedBackground
        card.backgroundColor = .systemIndigo
        card.layer.cornerRadius = 24
        view.addSubview(card)
        card.addGestureRecognizer(UIPanGestureRecognizer { [unowned self] pan in drag(pan) })
    }

    func drag(_ pan: UIPanGestureRecognizer) {
        let moved = pan.translation(in: view), home = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
        if pan.state == .began { spring?.stopAnimation(true); grabbedAt = card.presentation.center } // caught mid-flight
        card.center = CGPoint(x: grabbedAt.x + moved.x, y: grabbedAt.y + moved.y) // 1:1 from the first frame
        guard pan.state == .ended || pan.state == .cancelled else { return }
        let velocity = pan.velocity(in: view) // UIKit's spring velocity is relative to the distance left
        let relative = CGVector(dx: UISpringTimingParameters.relativeVelocity(velocity.x, distance: home.x - card.center.x),
                                dy: UISpringTimingParameters.relativeVelocity(velocity.y, distance: home.y - card.center.y))
        spring = UIViewPropertyAnimator(duration: 0, timingParameters: UISpringTimingParameters(
            mass: 1, stiffness: tuning[Self.stiffness], damping: tuning[Self.damping], initialVelocity: relative))
        spring?.addAnimations { [unowned self] in card.center = home }
        spring?.startAnimation()
    }

    var benchmarkGestures: [ScriptedGesture] { // what `bench --gesture` times: a drag and its release
        [ScriptedGesture().drag(from: CGPoint(x: 195, y: 422), by: CGVector(dx: 120, dy: 160), seconds: 0.3).release()]
    }
}
