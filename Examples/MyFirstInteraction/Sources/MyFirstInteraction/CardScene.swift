import FluidPlayground
import FluidUIKit  // UIKit's names, so the interaction reads (and ports) as iOS code

/// A card you drag; let go and a spring carries it home, leaving at the finger's speed.
@main final class CardScene: Scene, FluidApp {
    static let stiffness = TunableParameter("card.stiffness", "Stiffness", seed: 300, range: 50...1000, step: 10)
    static let damping = TunableParameter("card.damping", "Damping", seed: 15, range: 1...60, step: 1)
    static let tunables = [stiffness, damping]
    let view = UIView(), card = UIView(frame: CGRect(x: 75, y: 262, width: 240, height: 320))
    var grabbedAt = CGPoint.zero, spring: UIViewPropertyAnimator?
    init(context: SceneContext) {
        view.backgroundColor = .systemGroupedBackground
        card.backgroundColor = .systemIndigo
        card.layer.cornerRadius = 24
        view.addSubview(card)
        card.addGestureRecognizer(
            UIPanGestureRecognizer { [unowned self, tuning = context.tuning] in drag($0, tuning) })
    }
    func drag(_ pan: UIPanGestureRecognizer, _ tuning: Tuning) {
        if pan.state == .began, spring?.isRunning == true { spring?.stopAnimation(true) }  // caught where it is seen
        if pan.state == .began { grabbedAt = card.center }
        let moved = pan.translation(in: view), home = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
        card.center = CGPoint(x: grabbedAt.x + moved.x, y: grabbedAt.y + moved.y)  // 1:1 from the first frame
        guard pan.state == .ended || pan.state == .cancelled else { return }
        let velocity = UISpringTimingParameters.relativeVelocity(pan.velocity(in: view), from: card.center, to: home)
        spring = UIViewPropertyAnimator(
            duration: 0,
            timingParameters: UISpringTimingParameters(
                mass: 1, stiffness: tuning[Self.stiffness], damping: tuning[Self.damping], initialVelocity: velocity))
        spring?.addAnimations { [unowned self] in card.center = home }
        spring?.startAnimation()
    }
}
