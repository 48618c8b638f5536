import FluidPlayground

/// A card you drag; let go and a spring carries it home, leaving at the finger's speed.
final class CardScene: Scene {
    static let number = 1
    static let stiffness = TunableParameter("card.stiffness", "Stiffness", seed: 300, range: 50...1000, step: 10)
    static let damping = TunableParameter("card.damping", "Damping", seed: 15, range: 1...60, step: 1)
    static let tunables = [stiffness, damping]
    let view = View()
    let card = View(frame: CGRect(x: 75, y: 262, width: 240, height: 320))
    let tuning: Tuning
    var grabbedAt = CGPoint.zero, spring: PropertyAnimator?

    init(context: SceneContext) {
        tuning = context.tuning
        view.backgroundColor = .systemGroupedBackground
        card.backgroundColor = .systemIndigo
        card.cornerRadius = 24
        view.addSubview(card)
        card.addGestureRecognizer(PanGestureRecognizer { [unowned self] pan in drag(pan) })
    }

    func drag(_ pan: PanGestureRecognizer) {
        let moved = pan.translation(in: view), home = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
        if pan.state == .began { spring?.stopAnimation(true); grabbedAt = card.presentation.center } // caught mid-flight
        card.center = CGPoint(x: grabbedAt.x + moved.x, y: grabbedAt.y + moved.y) // 1:1 from the first frame
        guard pan.state == .ended || pan.state == .cancelled else { return }
        let velocity = pan.velocity(in: view) // UIKit's spring velocity is relative to the distance left
        let relative = CGVector(dx: SpringTimingParameters.relativeVelocity(velocity.x, distance: home.x - card.center.x),
                                dy: SpringTimingParameters.relativeVelocity(velocity.y, distance: home.y - card.center.y))
        spring = PropertyAnimator(duration: 0, timingParameters: SpringTimingParameters(
            mass: 1, stiffness: tuning[Self.stiffness], damping: tuning[Self.damping], initialVelocity: relative))
        spring?.addAnimations { [unowned self] in card.center = home }
        spring?.startAnimation()
    }

    var benchmarkGestures: [ScriptedGesture] { // what `bench --gesture` times: a drag and its release
        [ScriptedGesture().drag(from: CGPoint(x: 195, y: 422), by: CGVector(dx: 120, dy: 160), seconds: 0.3).release()]
    }
}
