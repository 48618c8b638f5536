import FluidTestSupport
import Foundation
import Testing

@testable import ViewTree

/// A window tracks at most `Window.maximumTouches` touches at once, so that the work of one
/// event stays bounded whatever a driver or a gesture file sends (issue 53: 10,000 fingers down
/// took 5.2 s, growing with the square of their number).
@MainActor
@Suite struct TouchLimitTests {
    @Test func aTouchBeyondTheLimitIsIgnoredWithItsMovesAndLift() {
        let stage = GestureStage()
        let pan = stage.attach(PanGestureRecognizer(), to: stage.root, name: "p")
        for finger in 0..<Window.maximumTouches {
            stage.pointer(.began, 100 + CGFloat(finger), 100, 0, finger: finger)
        }
        #expect(pan.numberOfTouches == Window.maximumTouches)
        let extra = Window.maximumTouches
        stage.pointer(.began, 300, 300, 0.01, finger: extra)
        #expect(pan.numberOfTouches == Window.maximumTouches, "the extra finger is not tracked")
        stage.pointer(.moved, 350, 300, 0.02, finger: extra)
        stage.pointer(.ended, 350, 300, 0.03, finger: extra)
        #expect(pan.numberOfTouches == Window.maximumTouches && stage.window.hasActiveTouches)
        // A finger that lifts makes room for another.
        stage.pointer(.ended, 100, 100, 0.04, finger: 0)
        stage.pointer(.began, 300, 300, 0.05, finger: extra)
        #expect(pan.numberOfTouches == Window.maximumTouches)
    }

    /// 10,000 fingers going down and up: each event's work is bounded, so the whole costs about
    /// what 10,000 events of one finger cost (the count of touches a recognizer is handed, not a
    /// timing, is what the test checks).
    @Test func tenThousandFingersCostWhatTheLimitCosts() {
        let stage = GestureStage()
        let pan = stage.attach(PanGestureRecognizer(), to: stage.root, name: "p")
        var most = 0
        pan.addAction { most = max(most, $0.numberOfTouches) }
        for finger in 0..<10_000 {
            stage.pointer(.began, CGFloat(finger % 300), 200, 0, finger: finger)
            most = max(most, pan.numberOfTouches)
        }
        for finger in 0..<10_000 { stage.pointer(.ended, CGFloat(finger % 300), 200, 0.1, finger: finger) }
        #expect(most == Window.maximumTouches)
        #expect(!stage.window.hasActiveTouches)
    }
}
