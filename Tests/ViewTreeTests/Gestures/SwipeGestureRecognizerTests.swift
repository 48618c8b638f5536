import FluidTestSupport
import Foundation
import Testing

@testable import ViewTree

/// `SwipeGestureRecognizer` against UIKit's documentation of `UISwipeGestureRecognizer`
/// (https://developer.apple.com/documentation/uikit/uiswipegesturerecognizer): a discrete gesture,
/// recognized when the touches move mostly in an allowed direction, far enough; `direction`
/// defaults to `.right` and `numberOfTouchesRequired` to 1, and `location(in:)` is "the location
/// where the swipe began" (UISwipeGestureRecognizer.h). The distances and the time are Fluid's.
@MainActor
@Suite struct SwipeGestureRecognizerTests {
    let stage = GestureStage()
    let box: View
    let swipe: SwipeGestureRecognizer

    init() {
        box = stage.addView(CGRect(x: 0, y: 0, width: 400, height: 800))
        swipe = stage.attach(SwipeGestureRecognizer(), to: box, name: "swipe")
    }

    /// Moves the mouse from `from` by `by` in `steps` events over `seconds`, then lifts.
    private func drag(from: CGPoint, by: CGVector, steps: Int = 6, seconds: TimeInterval = 0.1) {
        stage.pointer(.began, from.x, from.y, 0)
        for step in 1...steps {
            let fraction = CGFloat(step) / CGFloat(steps)
            stage.pointer(.moved, from.x + by.dx * fraction, from.y + by.dy * fraction, seconds * Double(fraction))
        }
        stage.pointer(.ended, from.x + by.dx, from.y + by.dy, seconds + 0.01)
    }

    @Test func theDefaultsAreUIKits() {
        let fresh = SwipeGestureRecognizer()
        #expect(fresh.direction == .right)
        #expect(fresh.numberOfTouchesRequired == 1)
        #expect(
            SwipeGestureRecognizer.Direction.right.rawValue == 1 && SwipeGestureRecognizer.Direction.down.rawValue == 8)
    }

    @Test func aSwipeRightIsRecognizedOnceItHasGoneFarEnoughAndAnswersWhereItBegan() {
        var began: CGPoint?
        swipe.addAction { began = $0.location(in: nil) }
        stage.pointer(.began, 100, 300, 0)
        stage.pointer(.moved, 140, 305, 0.04)
        #expect(stage.log.isEmpty, "40 pt: not yet")
        stage.pointer(.moved, 160, 310, 0.06)
        #expect(stage.log == ["swipe:ended"], "recognized as it moves, before the lift")
        #expect(began == CGPoint(x: 100, y: 300))
        stage.pointer(.ended, 200, 310, 0.08)
        #expect(stage.log == ["swipe:ended"], "once")
    }

    @Test func theWrongWayFails() {
        drag(from: CGPoint(x: 300, y: 300), by: CGVector(dx: -120, dy: 0))
        #expect(stage.log.isEmpty)
    }

    @Test func tooSteepFails() {
        drag(from: CGPoint(x: 100, y: 300), by: CGVector(dx: 80, dy: 60))
        #expect(stage.log.isEmpty, "60 pt across 80 pt along is more than half")
    }

    @Test func tooSlowFails() {
        // 50 pt are reached at 0.67 s, past the 0.5 s a swipe may take.
        drag(from: CGPoint(x: 100, y: 300), by: CGVector(dx: 60, dy: 0), steps: 40, seconds: 0.8)
        #expect(stage.log.isEmpty)
    }

    @Test func heldTooLongItFailsOnAFrameWithoutMoving() {
        stage.pointer(.began, 100, 300, 0)
        stage.run(for: 0.45)
        #expect(swipe.state == .possible)
        stage.run(for: 0.1)
        #expect(swipe.state == .failed, "the deadline, on the first frame past 0.5 s")
    }

    @Test func anyOfSeveralDirections() {
        swipe.direction = [.left, .up]
        drag(from: CGPoint(x: 200, y: 500), by: CGVector(dx: 10, dy: -90))
        #expect(stage.log == ["swipe:ended"])
    }

    @Test func twoFingersMustSwipeTogether() {
        swipe.numberOfTouchesRequired = 2
        drag(from: CGPoint(x: 100, y: 300), by: CGVector(dx: 120, dy: 0))
        #expect(stage.log.isEmpty, "one finger is not a two-finger swipe")
        stage.fingers(.began, [1: CGPoint(x: 100, y: 300), 2: CGPoint(x: 100, y: 360)], 1)
        stage.fingers(.moved, [1: CGPoint(x: 160, y: 300), 2: CGPoint(x: 160, y: 360)], 1.05)
        #expect(stage.log == ["swipe:ended"])
    }

    @Test func aQuickFlickCountsAtItsLift() {
        stage.pointer(.began, 100, 300, 0)
        stage.pointer(.moved, 120, 300, 0.02)
        stage.pointer(.ended, 170, 300, 0.04)
        #expect(stage.log == ["swipe:ended"])
    }
}
