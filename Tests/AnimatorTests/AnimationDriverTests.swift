import Animator
import Foundation
import Testing

/// The driver's bookkeeping: animators stopped anywhere in the list leave the others running in
/// their order, a stopped animator can run again, and the count follows.
@MainActor
@Suite struct AnimationDriverTests {
    @Test func stoppingAnimatorsAnywhereKeepsTheOthersTickingInOrder() {
        let driver = AnimationDriver()
        driver.tick(at: 0)
        var order: [Int] = []
        let boxes = (0..<10).map { _ in AnimatedBox<Double>(0, driver: driver) }
        let animators = boxes.enumerated().map { index, box in
            let animator = PropertyAnimator(duration: 1, curve: .linear)
            animator.addAnimations { box.value = 100 }
            animator.addCompletion { _ in order.append(index) }
            animator.startAnimation()
            return animator
        }
        #expect(driver.runningCount == 10)
        driver.tick(at: 0)  // an animation's first tick is its start
        for index in [0, 4, 9, 5] { animators[index].stopAnimation(true) }
        #expect(driver.runningCount == 6)
        driver.tick(at: 0.5)
        for (index, box) in boxes.enumerated() {
            #expect(box.shown == ([0, 4, 5, 9].contains(index) ? 0 : 50), "box \(index)")
        }
        // Stopped without finishing, an animator can be made and started again.
        let again = PropertyAnimator(duration: 0.5, curve: .linear)
        again.addAnimations { boxes[4].value = 200 }
        again.addCompletion { _ in order.append(40) }
        again.startAnimation()
        #expect(driver.runningCount == 7)
        driver.tick(at: 0.5)
        driver.tick(at: 1)
        // Completions come in the order the animators started.
        #expect(order == [1, 2, 3, 6, 7, 8, 40])
        #expect(driver.runningCount == 0 && !driver.isAnimating)
    }

    @Test func anAnimatorStartedTwiceRunsOnce() {
        let driver = AnimationDriver()
        driver.tick(at: 0)
        let box = AnimatedBox<Double>(0, driver: driver)
        let animator = PropertyAnimator(duration: 1, curve: .linear)
        animator.addAnimations { box.value = 10 }
        animator.startAnimation()
        animator.pauseAnimation()
        animator.startAnimation()
        #expect(driver.runningCount == 1)
    }
}
