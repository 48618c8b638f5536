import FluidTestSupport
import Foundation
import Testing
import ViewTree

@testable import FluidPlayground
@testable import Scenes

extension SDLTests {
    /// Every file in Examples/Gestures reads, names the scene its name says, and moves that scene:
    /// replayed headless and drawn at 4 frames a second, some frame differs from the first, and
    /// the last, a second after the last event, is drawn once every event is delivered.
    @Suite @MainActor
    struct ExampleGestureTests {
        nonisolated static let names =
            (try? FileManager.default.contentsOfDirectory(atPath: GestureFilmTests.examples.path).sorted()) ?? []

        @Test func thereIsOnePerScene() {
            #expect(Self.names.compactMap { $0.first?.wholeNumberValue } == [1, 2, 3, 4, 5])
        }

        @Test(arguments: names)
        func exampleRenders(_ name: String) throws {
            let file = try GestureFile.read(
                GestureFilmTests.examples.appendingPathComponent(name),
                knownScenes: Set(SceneList.seeds.all.map { $0.number }))
            #expect(name.first?.wholeNumberValue == file.header.scene)
            let replay = try GestureReplay(file: file, assets: AssetCatalog(root: TestAssets.root), scale: 1)
            replay.play(toFrame: 0)
            let first = replay.snapshot()
            var changed = 0
            for frame in stride(from: 15, through: GestureReplay.frameNumber(at: file.duration + 1), by: 15) {
                replay.play(toFrame: frame)
                if replay.snapshot() != first { changed += 1 }
            }
            #expect(replay.isFinished)
            #expect(changed > 2, "the gesture moves the scene")
        }
    }
}
