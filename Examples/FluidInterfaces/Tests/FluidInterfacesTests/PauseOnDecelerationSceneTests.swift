import FluidPlayground
import FluidTesting
import FluidUIKit
import Testing

@testable import FluidInterfaces

@MainActor
struct PauseOnDecelerationSceneTests {
    /// A finger that moves up at `speeds` (pt/s), each for its duration, sampled at 60 Hz from
    /// y 700: the frame times, places and speeds.
    static func frames(
        _ speeds: [(speed: CGFloat, seconds: Double)]
    ) -> [(time: Double, y: CGFloat, speed: CGFloat)] {
        var frames: [(Double, CGFloat, CGFloat)] = [(0, 700, 0)]
        var y: CGFloat = 700
        for (speed, seconds) in speeds {
            for _ in 0..<Int((seconds * 60).rounded()) {
                y -= speed / 60
                frames.append((Double(frames.count) / 60, y, speed))
            }
        }
        return frames
    }

    static let slowingSwipe = frames([(1000, 0.3), (400, 0.1), (100, 0.1), (0, 0.3)])

    /// Slowing from 1,000 to 400 pt/s is a deceleration (12,000 pt/s² over 50 ms) that would
    /// stop the finger within 80 ms: the pause is taken at once, at 400 pt/s, 0.2 s before the
    /// finger stops.
    @Test func theDecelerationTakesThePauseBeforeTheFingerStops() {
        let detector = PauseDetector(lookahead: { 0.08 })
        var taken: [Double] = []
        for (time, y, speed) in Self.slowingSwipe where detector.add(y: y, upwardSpeed: speed, at: time) {
            taken.append(time)
        }
        #expect(taken.count == 1)
        #expect(abs((detector.pauseTime ?? 0) - 19.0 / 60) < 1e-9, "the first frame at 400 pt/s")
        #expect(detector.pauseSpeed == 400)
        #expect(abs((detector.stopTime ?? 0) - 31.0 / 60) < 1e-9, "the first frame at 0 pt/s")
    }

    /// With no look-ahead the detector waits for the finger to stop, 0.2 s later.
    @Test func withoutLookAheadThePauseWaitsForTheStop() {
        let detector = PauseDetector(lookahead: { 0 })
        for (time, y, speed) in Self.slowingSwipe { _ = detector.add(y: y, upwardSpeed: speed, at: time) }
        #expect(abs((detector.pauseTime ?? 0) - 31.0 / 60) < 1e-9)
        #expect(detector.pauseSpeed == 0)
    }

    /// A steady swipe is no pause; nor is a slow drag that stops (it never had the speed).
    @Test func aSteadySwipeOrASlowDragIsNoPause() {
        for speeds in [[(CGFloat(1000), 0.5)], [(200, 1.0), (0, 0.3)]] {
            let detector = PauseDetector(lookahead: { 0.08 })
            for (time, y, speed) in Self.frames(speeds) { _ = detector.add(y: y, upwardSpeed: speed, at: time) }
            #expect(detector.pauseTime == nil, "\(speeds)")
        }
    }

    /// Swiped up and paused, the switcher comes in with a haptic while the finger still moves;
    /// let go, the app settles there, 180 pt up at 70 %, with its neighbours beside it.
    @Test func aPausedSwipeOpensTheSwitcher() throws {
        let stage = try SceneStage(PauseOnDecelerationScene.self)
        let swipe = ScriptedGesture().drag(from: CGPoint(x: 195, y: 640), by: CGVector(dx: 0, dy: -300), seconds: 0.3)
            .move(by: CGVector(dx: 0, dy: -40), seconds: 0.1).move(by: CGVector(dx: 0, dy: -10), seconds: 0.1)
        stage.play(swipe)
        #expect(stage.scene.isSwitcherShown)
        #expect(stage.window.feedbackLog.map(\.description) == ["impact medium"])
        stage.resume(swipe.wait(0.3).release(), after: 1)
        #expect(stage.scene.isSwitcherShown)
        #expect(abs(stage.scene.up - 180) < 1e-9)
        #expect(abs(stage.scene.card.transform.a - 0.7) < 1e-9)
        #expect(stage.scene.neighbours.allSatisfy { $0.alpha == 1 })
        #expect(stage.window.feedbackLog.count == 1)
    }

    /// Flicked up without a pause, the app goes home (no switcher, no haptic) and opens again.
    @Test func aFlickGoesHome() throws {
        let stage = try SceneStage(PauseOnDecelerationScene.self)
        let flick = ScriptedGesture().drag(from: CGPoint(x: 195, y: 640), by: CGVector(dx: 0, dy: -200), seconds: 0.15)
        stage.play(flick.release(), after: 0.3)
        #expect(!stage.scene.isSwitcherShown && stage.window.feedbackLog.isEmpty)
        #expect(stage.scene.card.alpha == 0)
        stage.run(1.5)
        #expect(stage.scene.card.alpha == 1 && stage.scene.card.center == stage.scene.openCenter)
    }

    /// A short slow drag is neither: the app springs back open.
    @Test func aShortSlowDragSpringsBack() throws {
        let stage = try SceneStage(PauseOnDecelerationScene.self)
        let drag = ScriptedGesture().drag(from: CGPoint(x: 195, y: 640), by: CGVector(dx: 0, dy: -60), seconds: 0.5)
        stage.play(drag.release(), after: 1)
        #expect(!stage.scene.isSwitcherShown)
        #expect(stage.scene.card.center == stage.scene.openCenter && stage.scene.card.transform == .identity)
    }

    @Test func aSwipeThatPauses() {
        let gesture = "Gestures/swipe-up-and-pause.gesture"
        assertSceneSnapshot(of: PauseOnDecelerationScene.self, at: 0.65, replaying: gesture, named: "paused")
        assertSceneSnapshot(of: PauseOnDecelerationScene.self, at: 1.8, replaying: gesture, named: "switcher")
    }
}
