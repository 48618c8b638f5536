import FluidPlayground

extension CardStackScene {
    /// "Copy as Swift" (`C`): the article's own declarations that hold the tuned values, as the
    /// article wrote them (Sources/SeedArticles), with the current values in place; each replaces
    /// its namesake in the article's code, which then compiles (SwiftCodeCompilesTests).
    func swiftCode() -> String {
        let right = tuning.literal(Self.rightThrow), left = tuning.literal(Self.leftThrow)
        let duration = tuning.literal(Self.throwDuration), offsetX = tuning.literal(Self.throwOffsetX)
        let offsetY =
            tuning[Self.throwOffsetY] < 0
            ? "- " + tuning.literal(Self.throwOffsetY).dropFirst() : "+ " + tuning.literal(Self.throwOffsetY)
        let tilt = tuning.literal(Self.tiltDivisor, decimalPoint: true)
        return """
                // Seed 002's StackContainerView.handlePanGesture as tuned in Fluid: it replaces the article's own.

                func handlePanGesture(sender: UIPanGestureRecognizer) { // Fluid: no `@objc` (no Objective-C runtime)
                    let card = sender.view as! SwipeCardView
                    let point = sender.translation(in: self)
                    let centerOfParentContainer = CGPoint(x: self.frame.width / 2, y: self.frame.height / 2)
                    card.center = CGPoint(x: centerOfParentContainer.x + point.x, y: centerOfParentContainer.y + point.y)
                    switch sender.state {
                    case .ended:
                        if (card.center.x) > \(right) {
                            delegate?.swipeDidEnd(on: card)
                            UIView.animate(withDuration: \(duration)) {
                                card.center = CGPoint(x: centerOfParentContainer.x + point.x + \(offsetX), y: centerOfParentContainer.y + point.y \(offsetY))
                                card.alpha = 0
                                self.layoutIfNeeded()
                            }
                            return
                        } else if card.center.x < \(left) {
                            delegate?.swipeDidEnd(on: card)
                            UIView.animate(withDuration: \(duration)) {
                                card.center = CGPoint(x: centerOfParentContainer.x + point.x - \(offsetX), y: centerOfParentContainer.y + point.y \(offsetY))
                                card.alpha = 0
                                self.layoutIfNeeded()
                            }
                            return
                        }
                        UIView.animate(withDuration: 0.2) {
                            card.transform = .identity
                            card.center = CGPoint(x: self.frame.width / 2, y: self.frame.height / 2)
                            self.layoutIfNeeded()
                        }
                    case .changed:
                        let rotation = tan(point.x / (self.frame.width * \(tilt)))
                        card.transform = CGAffineTransform(rotationAngle: rotation)
                    default:
                        break
                    }
                }
            """ + "\n\n    // Fluid: a release faster than \(tuning.literal(Self.flickSpeed)) pt/s sideways throws too."
                + (usesRelativeThresholds
                    ? "\n    // Fluid (W): the thresholds are the centre ± \(Self.relativeThrowShare) × the card's width, not \(right) and \(left)."
                    : "")
    }
}
