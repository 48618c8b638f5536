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
}
