import FluidPlayground

extension BottomSheetScene {
    /// "Copy as Swift" (`C`): the article's own declarations that hold the tuned values, as the
    /// article wrote them (Sources/SeedArticles), with the current values in place; each replaces
    /// its namesake in the article's code, which then compiles (SwiftCodeCompilesTests).
    func swiftCode() -> String {
        let duration = tuning.literal(Self.springDurationParameter), damping = tuning.literal(Self.dampingParameter)
        let deadZone = tuning.literal(Self.deadZoneParameter, decimalPoint: true)
        let deadZoneComment = tuning.literal(Self.deadZoneParameter)
        return """
                // Seed 003's BottomSheetViewController as tuned in Fluid: each method replaces the article's own.

                func animateTopConstraint(constant: CGFloat, velocity: CGPoint) {
                    let previousConstraint = topViewContainer.constant
                    let distance = previousConstraint - constant
                    let springVelocity = velocity.y != 0 ? max(1 / (abs(velocity.y / distance)), 0.08) : 0.08
                    let springDampening = CGFloat(\(damping))

                    UIView.animate(withDuration: \(duration),
                                   delay: 0.0,
                                   usingSpringWithDamping: springDampening,
                                   initialSpringVelocity: springVelocity,
                                   options: [.curveLinear],
                                   animations: {
                                    self.topViewContainer.constant = constant
                                    self.oldTopViewContainer = constant
                                    self.view.layoutIfNeeded()
                    }, completion: nil)
                }

                func panGesture(didEndTranslationPoint translationPoint: CGPoint,
                                          withVelocity velocity: CGPoint) {
                    // velocity.y: vertical speed; this example drags vertically.
                    if abs(velocity.y) <= \(deadZone) {
                        // \(deadZoneComment): slow enough to count as a slow drag; the sign of y is the direction
                        drag(lowVelocity: velocity)
                    } else if velocity.y > 0 {
                        dragDown(highVelocity: velocity)
                    } else {
                        dragUp(highVelocity: velocity)
                    }
                }
            """
    }
}
