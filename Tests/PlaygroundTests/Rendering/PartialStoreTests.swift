import FluidTestSupport
import Foundation
import Testing

@testable import Compositor
@testable import FluidPlayground
@testable import Scenes
@testable import ViewTree

extension SDLTests {
    /// A backing store drawn for the first time mostly under opaque views above it is drawn only
    /// in the rows that show (`BackingStore.drawnRows`), and a picture in it from those rows only
    /// (`drawVisibleRows`): the cards beneath the top one of the stack on a scene's first frame.
    /// What shows must be the same pixels as a frame drawn with nothing culled, and once more of
    /// such a store shows it must be drawn whole.
    @Suite @MainActor
    struct PartialStoreTests {
        /// A scene's first frame from nothing, with culling (and so partial stores) on or off.
        private func firstFrame(
            scene: Int, scale: Int, culling: Bool
        ) throws -> (host: HeadlessHost, app: PlaygroundApp) {
            let host = try HeadlessHost(screen: .phone(scale: CGFloat(scale)), fonts: TestAssets.fonts)
            let app = try PlaygroundApp(
                window: host.window, assets: AssetCatalog(root: TestAssets.root), sceneNumber: scene)
            _ = app.advance(to: 0)
            host.rasterizer.cullsOccludedDrawing = culling
            host.render()
            return (host, app)
        }

        private func expectSamePixels(_ actual: PixelBuffer, _ reference: PixelBuffer, _ what: String) {
            let comparison = ImageComparison(reference: reference, actual: actual, channelTolerance: 0)
            #expect(
                comparison.differingPixels == 0,
                "\(what): \(comparison.differingPixels) pixels differ (largest \(comparison.largestDifference) at \(comparison.largestDifferenceAt))"
            )
        }

        @Test(arguments: [(0, 2), (1, 2), (2, 2), (3, 1), (3, 2), (4, 2), (5, 2)])
        func firstFramesMatchFramesDrawnWithNothingCulled(scene: Int, scale: Int) throws {
            let culled = try firstFrame(scene: scene, scale: scale, culling: true)
            let full = try firstFrame(scene: scene, scale: scale, culling: false)
            expectSamePixels(culled.host.snapshot(), full.host.snapshot(), "scene \(scene) at \(scale)×")
            #expect(full.host.rasterizer.statistics.partialStoresDrawn == 0)
            if scene == CardStackScene.number {
                // The two cards beneath the top one, each a strip at the bottom.
                let partial = culled.host.rasterizer.memory.backingStores.values.compactMap(\.drawnRows)
                #expect(culled.host.rasterizer.statistics.partialStoresDrawn == 2)
                #expect(partial.count == 2)
                for rows in partial { #expect(rows.count * 4 < 800 * scale / 2, "rows \(rows)") }
            }
        }

        @Test func aPartialStoreIsDrawnWholeOnceMoreOfItShows() throws {
            let (host, app) = try firstFrame(scene: CardStackScene.number, scale: 2, culling: true)
            let scene = try #require(app.scene as? CardStackScene)
            let cards = scene.stackContainer.visibleCards
            try #require(cards.count == 3)
            // The top card pulled 250 pt aside bares most of the one beneath it.
            let top = try #require(cards.last)
            top.center.x += 250
            host.render()
            let stores = host.rasterizer.memory.backingStores.values
            let second = try #require(stores.first { $0.view === cards[1].swipeView })
            #expect(second.drawnRows == nil, "the second card is drawn whole once it shows")
            // A store is drawn partly only the first time (a scroll would otherwise redraw it every frame).
            #expect(host.rasterizer.statistics.partialStoresDrawn == 2)
            let reference = try HeadlessHost(screen: .phone(scale: 2), fonts: TestAssets.fonts)
            let referenceApp = try PlaygroundApp(
                window: reference.window, assets: AssetCatalog(root: TestAssets.root),
                sceneNumber: CardStackScene.number)
            _ = referenceApp.advance(to: 0)
            try #require((referenceApp.scene as? CardStackScene)?.stackContainer.visibleCards.last).center.x += 250
            reference.rasterizer.cullsOccludedDrawing = false
            reference.render()
            expectSamePixels(host.snapshot(), reference.snapshot(), "the card stack with its top card pulled aside")
        }

        /// While the window is idle, the partial stores are drawn whole off screen before any other
        /// scene is staged, so that the drag that uncovers them does not draw them on its first
        /// frame; the frame on screen and whether the window needs one stay as they were, and the
        /// idle work ends.
        @Test func idleTurnsDrawPartialStoresWhole() throws {
            let (host, app) = try firstFrame(scene: CardStackScene.number, scale: 2, culling: true)
            app.prerender = { host.pipeline.prerender($0, pixelBudget: $1) }
            let shown = host.snapshot()
            func partial() -> Int { host.rasterizer.memory.backingStores.values.count { $0.drawnRows != nil } }
            #expect(partial() == 2)
            #expect(!host.window.needsRender)
            // Without a loading thread the idle turns decode the other scenes' pictures first.
            var turns = 0
            while partial() > 0, turns < 100 {
                #expect(app.idle())
                turns += 1
            }
            #expect(partial() == 0)
            // Stamped with the frame, not kept as a staged scene's: they age out once unused.
            #expect(host.rasterizer.memory.imageTextures.values.allSatisfy { $0.lastUsed != Rasterizer.stagedStamp })
            #expect(host.rasterizer.memory.backingStores.values.allSatisfy { $0.lastUsed != Rasterizer.stagedStamp })
            #expect(!host.window.needsRender)
            #expect(!host.renderIfNeeded())
            expectSamePixels(host.snapshot(), shown, "the frame on screen")
            var more = 0
            while app.idle(), more < 500 { more += 1 }
            #expect(more < 500, "the idle work ends")
        }

        /// A partial store whose view no longer shows cannot be drawn whole off screen: the idle
        /// work gives it up instead of drawing the window off screen on every turn.
        @Test func aPartialStoreThatNoLongerShowsEndsTheIdleWork() throws {
            let (host, app) = try firstFrame(scene: CardStackScene.number, scale: 2, culling: true)
            app.prerender = { host.pipeline.prerender($0, pixelBudget: $1) }
            let cards = try #require((app.scene as? CardStackScene)?.stackContainer.visibleCards)
            cards[0].isHidden = true
            host.render()
            let framesBefore = host.rasterizer.frameNumber
            var turns = 0
            while app.idle(), turns < 500 { turns += 1 }
            #expect(turns < 500, "the idle work ends")
            #expect(host.pipeline.prerender(host.window), "given up, not tried again")
            #expect(host.rasterizer.frameNumber - framesBefore < UInt64(turns), "no pass per idle turn")
            // The window's: given up (or, unused since, evicted). A staged card stack has its own.
            let stranded = host.rasterizer.memory.backingStores.values.filter {
                $0.drawnRows != nil && $0.view?.window === host.window
            }
            #expect(stranded.count <= 1 && stranded.allSatisfy(\.isBeyondCompletion))
        }
    }
}
