import FluidPlayground
import FluidTesting
import FluidUIKit
import Testing

@testable import FluidInterfaces

@MainActor
struct SpringEditorSceneTests {
    /// The talk's conversion of damping ratio and response to UIKit's mass, stiffness and damping
    /// (mass 1): stiffness (2π/response)², damping 4π·ratio/response.
    @Test func theSlidersSetTheTalksSpring() throws {
        let stage = try SceneStage(SpringEditorScene.self)
        stage.scene.dampingSlider.value = 0.3
        stage.scene.responseSlider.value = 0.8
        guard case let .physical(spring) = stage.scene.spring.kind else {
            Issue.record("a physical spring")
            return
        }
        // The sliders hold Floats: 0.3 and 0.8 to a Float's precision.
        let ratio = Double(Float(0.3)), response = Double(Float(0.8))
        #expect(spring.mass == 1)
        #expect(abs(spring.stiffness - pow(2 * .pi / response, 2)) < 1e-9)
        #expect(abs(spring.damping - 4 * .pi * ratio / response) < 1e-9)
        #expect(abs(spring.dampingRatio - ratio) < 1e-9 && abs(spring.response - response) < 1e-9)
    }

    @Test func playRunsTheBallAcrossAndLoopKeepsItGoing() throws {
        let stage = try SceneStage(SpringEditorScene.self)
        stage.tap(stage.scene.playButton.center)
        stage.run(0.15)
        #expect(stage.scene.ball.presentation.center.x > SpringEditorScene.left.x, "on its way")
        stage.run(4)
        #expect(stage.scene.ball.center == SpringEditorScene.right)
        stage.tap(stage.scene.loopSwitch.center)
        #expect(stage.scene.loopSwitch.isOn)
        stage.run(4)
        stage.run(0.1)
        let first = stage.scene.ball.presentation.center.x
        stage.run(0.3)
        #expect(stage.scene.ball.presentation.center.x != first, "looping, still moving")
    }

    @Test func theDampingSliderAndPlay() {
        let gesture = "Gestures/play-spring.gesture"
        assertSceneSnapshot(of: SpringEditorScene.self, at: 1.0, replaying: gesture, named: "running")
    }
}

extension SceneStage<SpringEditorScene> {
    /// A touch down and up 50 ms later, with no frame between.
    func tap(_ point: CGPoint) {
        window.send(.pointer(PointerEvent(phase: .began, location: point, timestamp: time)))
        window.send(.pointer(PointerEvent(phase: .ended, location: point, timestamp: time + 0.05)))
    }
}
