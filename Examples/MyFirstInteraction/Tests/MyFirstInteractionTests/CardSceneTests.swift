import FluidTesting
import Testing

@testable import MyFirstInteraction

@MainActor
struct CardSceneTests {
    @Test func theCardTracksTheFingerThenSpringsHome() {
        assertSceneSnapshot(of: CardScene.self, at: 0.5, replaying: "drag.gesture", named: "released")
        assertSceneSnapshot(of: CardScene.self, at: 0.7, replaying: "drag.gesture", named: "springing")
        assertSceneSnapshot(
            of: CardScene.self, at: 0.7, replaying: "drag.gesture", tuning: ["card.damping": 40], named: "stiffer")
    }

    /// The whole interaction in one golden: six moments from the touch to the settle, side by side.
    @Test func theDragAndTheSpringInOneFilmStrip() {
        assertSceneFilmStrip(
            of: CardScene.self, from: 0.1, to: 1.1, frames: 6, replaying: "drag.gesture", reduction: 4, named: "strip")
    }
}
