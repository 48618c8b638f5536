import FluidPlayground

extension SwipePagerScene {
    /// "Copy as Swift" (`C`): the article's own declarations that hold the tuned values, as the
    /// article wrote them (Sources/SeedArticles), with the current values in place; each replaces
    /// its namesake in the article's code, which then compiles (SwiftCodeCompilesTests).
    func swiftCode() -> String {
        let threshold = tuning.literal(Self.thresholdParameter), duration = tuning.literal(Self.durationParameter)
        return """
              // Seed 001's ViewController as tuned in Fluid: each method replaces the article's own.

              private func handleGesture(_ gesture: UIPanGestureRecognizer) { // Fluid: no `@objc`
                switch gesture.state {
                case .began:
                  self.view.isUserInteractionEnabled = false
                  self.animator = self.getNextAnimator()
                case .changed:
                  let translationX = -gesture.translation(in: self.view).x / self.view.bounds.width
                  let fractionComplete = translationX.clamped(to: 0...1)
                  guard self.animator?.fractionComplete != fractionComplete else { break }
                  self.animator?.fractionComplete = fractionComplete
                case
                  .ended,
                  .cancelled
                :
                  self.animator?.isReversed = gesture.velocity(in: self.view).x > -\(threshold) || gesture.state == .cancelled
                  self.animator?.startAnimation()
                default:
                  break
                }
              }

              private func getNextAnimator() -> UIViewPropertyAnimator? {
                self.animator?.stopAnimation(false)
                self.animator?.finishAnimation(at: .end)

                guard self.views.count > 1 else { return nil }
                let currentView = self.views[0]
                let nextView = self.views[1]

                // Init
                let animator = UIViewPropertyAnimator(
                  duration: \(duration),
                  timingParameters: UICubicTimingParameters(animationCurve: .easeInOut)
                )

                // Animation
                let screenWidth = self.view.bounds.width // Fluid: in place of `UIScreen.main.bounds.width` (no global screen)
                animator.addAnimations {
                  UIView.animate(withDuration: 1) {
                    currentView.transform = .init(translationX: -screenWidth, y: 0)
                    nextView.alpha = 1
                  }
                }

                // Completion
                animator.addCompletion { [weak self, weak currentView] position in
                  self?.view.isUserInteractionEnabled = true
                  guard
                    position == .end && animator.isReversed == false,
                    let currentView = currentView,
                    self?.views.isEmpty == false
                  else { return }

                  currentView.removeFromSuperview()
                  self?.views.removeFirst()

                  guard self?.animator === animator else { return }
                  self?.animator = nil
                }

                return animator
              }
            """
    }
}
