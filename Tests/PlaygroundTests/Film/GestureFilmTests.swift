import FluidTestSupport
import Foundation
import Testing
import ViewTree

@testable import FluidPlayground
@testable import Scenes

extension SDLTests {
    /// `playground film` headless (Docs/GestureFiles.md §7): the contact sheet and the plot as
    /// goldens, the trace's numbers, and frames that are the moments `render --replay --at` draws.
    @Suite @MainActor
    struct GestureFilmTests {
        nonisolated static let examples = TestAssets.repository.appendingPathComponent("Examples/Gestures")

        static func film(
            _ name: String, fps: Int, from: TimeInterval = 0, to: TimeInterval? = nil
        ) throws -> GestureFilm {
            let file = try GestureFile.read(
                examples.appendingPathComponent(name), knownScenes: Set(SceneList.seeds.all.map { $0.number }))
            var film = GestureFilm(file: file, name: name, fps: fps, from: from, to: to ?? file.duration + 1)
            try film.play(assets: AssetCatalog(root: TestAssets.root), scenes: .seeds, scale: 1, drawsEveryFrame: false)
            return film
        }

        static let cards = "3-card-stack-drag-and-throw.gesture"

        /// Eight frames, two a second: the card dragged and springing back, flicked away, brought
        /// back by U.
        @Test func contactSheet() throws {
            let film = try Self.film(Self.cards, fps: 2)
            #expect(film.count == 8 && film.thumbnails.map(\.time) == (0..<8).map { Double($0) / 2 })
            let sheet = try film.contactSheet.render(fonts: TestAssets.fonts)
            #expect(sheet.width == 16 * 2 + 6 * 130 + 5 * 12)
            assertImageSnapshot(sheet, named: "cards", tolerance: .softwareRenderer)
        }

        @Test func plot() throws {
            let film = try Self.film(Self.cards, fps: 20)
            assertImageSnapshot(
                try film.plot.render(fonts: TestAssets.fonts), named: "cards", tolerance: .softwareRenderer)
        }

        /// The trace's rows: the pointer where the script puts it, the pan's velocity, the card
        /// following the finger, a running animator's fraction after the release.
        @Test func traceFollowsTheScript() throws {
            let film = try Self.film(Self.cards, fps: 10)
            let rows = film.traceCSV.split(separator: "\n").map(String.init)
            #expect(rows.first == GestureTraceSample.csvHeader && rows.count == film.count + 1)
            // 0.6 s: half way through the first drag (195,370 → 315,390 over 0.6 s from 0.3 s).
            let mid = film.samples[6]
            #expect(mid.time == 0.6 && mid.pointer == CGPoint(x: 255, y: 380))
            #expect(mid.recognizers == ["PanGestureRecognizer(card-Alpine Dusk)=changed"])
            #expect(abs((mid.velocity?.x ?? 0) - 200) < 1e-6, "120 pt in 0.6 s")
            let card = try #require(mid.viewPosition)
            #expect(abs(card.x - 245) < 0.5, "the card's picture follows the finger from where it was taken")
            #expect(
                rows[7].hasPrefix(
                    "0.6000,255.000,380.000,PanGestureRecognizer(card-Alpine Dusk)=changed,200.000,33.333,245."))
            #expect(rows[7].split(separator: ",", omittingEmptySubsequences: false).count == 9)
            // After the slow release (1.0 s) the card springs back (the cards below stayed still:
            // `G` is off by default): one animator, part way.
            let spring = film.samples[11]
            #expect(spring.pointer == nil && spring.animatorFractions.count == 1, "\(spring.animatorFractions)")
            // The flick: 1,000 pt/s to the right.
            #expect(abs((film.samples[19].velocity?.x ?? 0) - 1000) < 1e-6)
        }

        /// A film's frame is the picture `render --replay --at` draws for its moment.
        @Test func aFilmFrameIsTheRenderedMoment() throws {
            let file = try GestureFile.read(
                Self.examples.appendingPathComponent(Self.cards),
                knownScenes: Set(SceneList.seeds.all.map { $0.number }))
            var film = GestureFilm(file: file, name: Self.cards, fps: 5, from: 1.8, to: 2.2)
            var frames: [Int: PixelBuffer] = [:]
            try film.play(assets: AssetCatalog(root: TestAssets.root), scenes: .seeds, scale: 1, drawsEveryFrame: true)
            { frames[$0] = $1 }
            #expect(frames.count == 3)
            let replay = try GestureReplay(file: file, assets: AssetCatalog(root: TestAssets.root), scale: 1)
            replay.play(to: 2.0)
            #expect(frames[1] == replay.snapshot())
        }
    }
}
