import FluidPlayground
import FluidTesting
import FluidUIKit
import Testing

@testable import FluidInterfaces

@MainActor
struct RubberBandSceneTests {
    /// The talk's (and UIScrollView's) band: at the edge it moves at c times the finger's speed,
    /// it never goes past d, and 1/c·d past the end it has gone half of d.
    @Test func theBandStartsAtTheFingersSlopeAndNeverReachesItsLength() {
        let d: CGFloat = 226
        #expect(rubberBand(0, dimension: d) == 0)
        #expect(abs(rubberBand(1e-6, dimension: d) / 1e-6 - 0.55) < 1e-6)
        #expect(abs(rubberBand(d / 0.55, dimension: d) - d / 2) < 1e-9)
        #expect(rubberBand(1e9, dimension: d) < d)
    }

    @Test func aDragPastTheEndIsBandedAndSpringsBackWithAHaptic() throws {
        let stage = try SceneStage(RubberBandScene.self)
        let scene = stage.scene
        #expect(scene.range == 82...308)
        stage.play(
            ScriptedGesture().drag(from: CGPoint(x: 82, y: 422), by: CGVector(dx: 400, dy: 0), seconds: 0.8).wait(0.1))
        // The finger is 174 pt past the end; the pan's translation counts from where it began,
        // 10 pt in (as UIKit's), so 164: (1 − 1/(164·0.55/226 + 1))·226 = 64.5 pt past it.
        #expect(abs(scene.handle.center.x - (308 + rubberBand(164, dimension: 226))) < 1e-9)
        #expect(abs(scene.handle.center.x - 372.5) < 0.1)
        // Grabbed again out there, it continues from where it is (the band's inverse).
        #expect(abs(scene.banded(scene.unbanded(372.5)) - 372.5) < 1e-9)
        stage.touch(.ended, CGPoint(x: 482, y: 422))
        #expect(stage.window.feedbackLog.map(\.description) == ["impact rigid × 0.60"])
        stage.run(1.5)
        #expect(scene.handle.presentation.center.x == 308)
    }

    @Test func aHandleStretchedPastTheEndThenLetGo() {
        let gesture = "Gestures/stretch-past-the-right-end.gesture"
        assertSceneSnapshot(of: RubberBandScene.self, at: 0.95, replaying: gesture, named: "stretched")
        assertSceneSnapshot(of: RubberBandScene.self, at: 1.15, replaying: gesture, named: "springing-back")
    }
}
