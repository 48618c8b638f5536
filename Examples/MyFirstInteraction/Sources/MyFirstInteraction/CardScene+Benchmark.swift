import FluidPlayground

extension CardScene {
    /// What `bench --gesture` times: a drag of the card and its release.
    var benchmarkGestures: [ScriptedGesture] {
        [ScriptedGesture().drag(from: CGPoint(x: 195, y: 422), by: CGVector(dx: 120, dy: 160), seconds: 0.3).release()]
    }
}
