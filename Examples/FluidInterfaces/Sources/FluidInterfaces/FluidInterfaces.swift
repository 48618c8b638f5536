import FluidPlayground

/// The talk's interactions, one number key each (`swift run FluidInterfaces`, then 1, 2, …).
@main
struct FluidInterfaces: FluidApp {
    static var scenes: [any Scene.Type] {
        [
            ZoomablePhotoScene.self, PictureInPictureScene.self, CalculatorKeysScene.self, SpringEditorScene.self,
            RubberBandScene.self, PressureButtonScene.self, PauseOnDecelerationScene.self,
            MomentumDrawerScene.self,
        ]
    }
}
