import FluidPlayground
import FluidTesting
import FluidUIKit
import Testing

@testable import FluidInterfaces

@MainActor
struct CalculatorKeysSceneTests {
    /// The scene in a window of its own, on a virtual clock.
    @MainActor final class Stage {
        let window = UIWindow(screen: .phone(scale: 1))
        let scene: CalculatorKeysScene
        var time: TimeInterval = 0

        init() throws {
            scene = try CalculatorKeysScene(context: SceneContext(for: CalculatorKeysScene.self))
            window.rootView = scene.view
            window.tick(at: 0)
        }

        func key(_ title: String) throws -> CalculatorKey {
            try #require(scene.keys.first { $0.currentTitle == title })
        }

        func touch(_ phase: PointerEvent.Phase, _ point: CGPoint) {
            window.send(.pointer(PointerEvent(phase: phase, location: point, timestamp: time)))
        }

        func tap(_ title: String) throws {
            let center = try key(title).center
            touch(.began, center)
            run(0.05)
            touch(.ended, center)
        }

        func run(_ seconds: TimeInterval) {
            let end = time + seconds
            while time < end - 1e-9 {
                time += 1.0 / 60
                window.tick(at: time)
            }
        }
    }

    /// Lit at once on touch-down, faded over the tuned half second after the lift, and lit at
    /// once again when touched mid-fade.
    @Test func aKeyLightsAtOnceAndFadesSlowly() throws {
        let stage = try Stage()
        let seven = try stage.key("7")
        stage.touch(.began, seven.center)
        #expect(seven.backgroundColor == seven.litColor, "lit by the touch-down itself, not a frame later")
        stage.run(0.2)
        stage.touch(.ended, seven.center)
        stage.run(0.25)
        let midFade = seven.presentation.backgroundColor
        #expect(midFade != seven.litColor && midFade != seven.normalColor, "half way: \(midFade)")
        stage.touch(.began, seven.center)
        #expect(seven.presentation.backgroundColor == seven.litColor, "touched mid-fade: lit at once")
        stage.touch(.ended, seven.center)
        stage.run(0.6)
        #expect(seven.presentation.backgroundColor == seven.normalColor)
    }

    @Test func slidingOffAKeyFadesItAndPressesNothing() throws {
        let stage = try Stage()
        let seven = try stage.key("7")
        stage.touch(.began, seven.center)
        stage.touch(.moved, CGPoint(x: seven.center.x, y: seven.center.y + 200))
        stage.touch(.ended, CGPoint(x: seven.center.x, y: seven.center.y + 200))
        stage.run(0.6)
        #expect(seven.presentation.backgroundColor == seven.normalColor)
        #expect(stage.scene.display.text == "0", "lifted outside: not pressed")
    }

    @Test func theKeysCalculate() throws {
        let stage = try Stage()
        for title in ["1", "2", "+", "7", "×", "2", "="] { try stage.tap(title) }
        #expect(stage.scene.display.text == "38", "(12 + 7) × 2, as a pocket calculator goes left to right")
        for title in ["AC", "1", "÷", "8", "="] { try stage.tap(title) }
        #expect(stage.scene.display.text == "0.125")
        for title in ["AC", "5", "÷", "0", "="] { try stage.tap(title) }
        #expect(stage.scene.display.text == "Error")
    }

    @Test func aPressedKeyFadesWhileTheNextLightsUp() {
        let gesture = "Gestures/press-seven-then-eight.gesture"
        assertSceneSnapshot(of: CalculatorKeysScene.self, at: 0.35, replaying: gesture, named: "seven-held")
        assertSceneSnapshot(
            of: CalculatorKeysScene.self, at: 0.65, replaying: gesture, named: "seven-fading-eight-held")
    }
}
