import FluidPlayground
import FluidTesting
import FluidUIKit
import Testing

@testable import FluidInterfaces

@MainActor
struct CalculatorKeysSceneTests {
    /// Lit at once on touch-down, faded over the tuned half second after the lift, and lit at
    /// once again when touched mid-fade.
    @Test func aKeyLightsAtOnceAndFadesSlowly() throws {
        let stage = try SceneStage(CalculatorKeysScene.self)
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
        let stage = try SceneStage(CalculatorKeysScene.self)
        let seven = try stage.key("7")
        stage.touch(.began, seven.center)
        stage.touch(.moved, CGPoint(x: seven.center.x, y: seven.center.y + 200))
        stage.touch(.ended, CGPoint(x: seven.center.x, y: seven.center.y + 200))
        stage.run(0.6)
        #expect(seven.presentation.backgroundColor == seven.normalColor)
        #expect(stage.scene.display.text == "0", "lifted outside: not pressed")
    }

    @Test func theKeysCalculate() throws {
        let stage = try SceneStage(CalculatorKeysScene.self)
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

extension SceneStage<CalculatorKeysScene> {
    func key(_ title: String) throws -> CalculatorKey {
        try #require(scene.keys.first { $0.currentTitle == title })
    }

    func tap(_ title: String) throws {
        let center = try key(title).center
        touch(.began, center)
        run(0.05)
        touch(.ended, center)
    }
}
