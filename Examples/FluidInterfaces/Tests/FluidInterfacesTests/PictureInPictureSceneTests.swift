import FluidPlayground
import FluidTesting
import FluidUIKit
import Testing

@testable import FluidInterfaces

@MainActor
struct PictureInPictureSceneTests {
    /// The corners, inside the phone's safe area (47 pt at the top, 34 at the bottom) with a
    /// 16 pt margin: the window's centre rests 76 pt from the sides, at y 148 or 709.
    @Test func theCornersAreInsideTheSafeArea() throws {
        let stage = try SceneStage(PictureInPictureScene.self)
        #expect(
            stage.scene.corners == [
                CGPoint(x: 76, y: 148), CGPoint(x: 314, y: 148), CGPoint(x: 76, y: 709), CGPoint(x: 314, y: 709),
            ])
        #expect(stage.scene.pip.center == CGPoint(x: 76, y: 148))
    }

    /// Let go at rest, it goes to the corner nearest where it is.
    @Test func aSlowReleaseGoesToTheNearestCorner() throws {
        let stage = try SceneStage(PictureInPictureScene.self)
        let drag = ScriptedGesture().drag(from: CGPoint(x: 76, y: 148), by: CGVector(dx: 190, dy: 300), seconds: 0.6)
        stage.play(drag.wait(0.1).release(), after: 2)
        #expect(stage.scene.pip.center == CGPoint(x: 314, y: 709), "from (266, 448): nearer the bottom right")
        #expect(stage.window.feedbackLog.map(\.description) == ["impact light"], "it lands with a light haptic")
        #expect(stage.window.feedbackLog.first?.location == CGPoint(x: 314, y: 709))
    }

    /// Flicked, it goes where its momentum carries it: from the top left, a short flick
    /// downward projects its rest 0.5 s of the velocity further (the talk's projection at
    /// UIScrollView's normal rate), past the middle, so it settles in the bottom-left corner.
    @Test func aFlickGoesToTheCornerItsProjectedRestIsNearest() throws {
        let stage = try SceneStage(PictureInPictureScene.self)
        let flick = ScriptedGesture().drag(from: CGPoint(x: 76, y: 148), by: CGVector(dx: 10, dy: 120), seconds: 0.1)
        stage.play(flick.release(), after: 2)
        #expect(stage.scene.pip.center == CGPoint(x: 76, y: 709))
    }

    @Test func theProjectionIsTheTalks() {
        // (v / 1000) · r / (1 − r) with r = 0.998: 1,000 pt/s travels 499 pt.
        #expect(abs(project(initialVelocity: 1000, decelerationRate: 0.998) - 499) < 1e-9)
    }

    @Test func aFlungPictureSettlesInTheCornerItWasThrownTo() {
        let gesture = "Gestures/fling-to-bottom-right.gesture"
        assertSceneSnapshot(of: PictureInPictureScene.self, at: 0.45, replaying: gesture, named: "in-flight")
        assertSceneSnapshot(of: PictureInPictureScene.self, at: 2, replaying: gesture, named: "settled")
    }
}
