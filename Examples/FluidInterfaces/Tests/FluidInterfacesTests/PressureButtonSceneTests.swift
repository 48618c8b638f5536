import FluidPlayground
import FluidTesting
import FluidUIKit
import Testing

@testable import FluidInterfaces

@MainActor
struct PressureButtonSceneTests {
    static let center = CGPoint(x: 195, y: 610)

    /// The button grows and its ring fills with the force, toggles once as the force crosses the
    /// threshold (half the maximum) with a haptic, and again only after easing off below 60 % of
    /// it; let go, it springs back to its size.
    @Test func aFirmPressTogglesOnceAndEasingOffRearms() throws {
        let stage = try SceneStage(PressureButtonScene.self)
        let button = stage.scene.button
        var changes = 0
        button.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        var press = ScriptedGesture().drag(from: Self.center, by: CGVector(dx: 0, dy: 0), seconds: 1.0 / 60)
            .press(to: 0.25, seconds: 0.2)
        stage.play(press)
        #expect(abs(button.pressure - 0.25) < 1e-9)
        #expect(abs(button.transform.a - 1.15) < 1e-9, "half way to acting: 1 + 0.3 × 0.5")
        #expect(abs(button.ring.strokeEnd - 0.5) < 1e-9)
        #expect(!button.isOn && changes == 0)
        press = press.press(to: 0.8, seconds: 0.2)
        stage.resume(press)
        #expect(button.isOn && changes == 1)
        #expect(stage.window.feedbackLog.map(\.description) == ["impact medium"])
        #expect(stage.scene.beam.view.presentation.alpha > 0, "the light comes up")
        press = press.press(to: 0.35, seconds: 0.1).press(to: 0.9, seconds: 0.1)
        stage.resume(press)
        #expect(button.isOn && changes == 1, "eased off to 0.35, above 0.3: not rearmed")
        press = press.press(to: 0.2, seconds: 0.1).press(to: 0.6, seconds: 0.1)
        stage.resume(press)
        #expect(!button.isOn && changes == 2, "below 0.3 it rearms, and the next firm press turns it off")
        stage.touch(.ended, Self.center)
        stage.run(1.2)
        #expect(button.transform == .identity)
        #expect(button.ring.strokeEnd == 0)
        #expect(stage.scene.beam.view.presentation.alpha == 0)
    }

    /// A mouse press without Control + wheel reports no force: held as long as you like, it
    /// does not act (force 0 of a maximum of 0, as on an iPhone without 3D Touch).
    @Test func aPressWithoutForceNeverActs() throws {
        let stage = try SceneStage(PressureButtonScene.self)
        stage.touch(.began, Self.center)
        stage.run(2)
        stage.touch(.ended, Self.center)
        #expect(!stage.scene.button.isOn && stage.scene.button.pressure == 0)
        #expect(stage.window.feedbackLog.isEmpty)
    }

    /// The threshold is tunable: at 0.3 a press to 0.35 acts.
    @Test func theThresholdIsTunable() throws {
        let stage = try SceneStage(PressureButtonScene.self)
        stage.scene.button.threshold = { 0.3 }
        let down = ScriptedGesture().drag(from: Self.center, by: CGVector(dx: 0, dy: 0), seconds: 1.0 / 60)
        stage.play(down.press(to: 0.35, seconds: 0.2))
        #expect(stage.scene.button.isOn)
    }

    @Test func aFirmPressTurnsTheLightOn() {
        let gesture = "Gestures/press-firmly.gesture"
        assertSceneSnapshot(of: PressureButtonScene.self, at: 0.5, replaying: gesture, named: "pressing")
        assertSceneSnapshot(of: PressureButtonScene.self, at: 0.9, replaying: gesture, named: "lit")
        assertSceneSnapshot(of: PressureButtonScene.self, at: 2.2, replaying: gesture, named: "let-go")
    }
}
