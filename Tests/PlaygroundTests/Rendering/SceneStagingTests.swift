import FluidTestSupport
import Foundation
import Testing

@testable import Compositor
@testable import FluidPlayground
@testable import Scenes
@testable import ViewTree

extension SDLTests {
    /// While the window is idle the app builds a fresh instance of every scene and draws it off
    /// screen (`FramePipeline.prerender`), so that a switch shows it from warm caches. A staged
    /// scene must look exactly like one built at the key press, must need nothing drawn anew on
    /// its first frame, and staging must leave the window's frame and statistics alone.
    @Suite @MainActor
    struct SceneStagingTests {
        /// The scene each switch starts from (the pager: no pictures; for the pager, the swipe cell).
        static func origin(for scene: Int) -> Int { scene == 2 ? 1 : 2 }

        @Test(arguments: [0, 1, 2, 3, 4, 5])
        func aStagedSceneOpensWarmAndLooksLikeAFreshOne(scene: Int) throws {
            let staged = try Self.openOrigin(of: scene, staging: true)
            let before = (statistics: staged.host.rasterizer.statistics, pixels: staged.host.snapshot())
            // Pictures one a turn, then each scene built in a turn and drawn in passes of
            // `stagingPixelsPerTurn` pixels of cache fills, at most `stagingPassLimit` each.
            let turnLimit = 40 + SceneList.seeds.all.count * (1 + PlaygroundApp.stagingPassLimit)
            var turns = 0
            while staged.app.idle() {
                turns += 1
                #expect(turns <= turnLimit, "idle never ends")
                if turns > turnLimit { return }
            }
            #expect(staged.host.rasterizer.statistics == before.statistics, "staging counted as frames on screen")
            #expect(staged.host.snapshot().bytes == before.pixels.bytes, "staging drew into the window's frame")
            #expect(staged.host.renderIfNeeded() == false, "staging left the window needing a frame")

            let warm = try Self.switchAndDraw(staged, to: scene)
            #expect(
                warm.drawn.backingStoresDrawn == 0, "scene \(scene): \(warm.drawn.backingStoresDrawn) stores drawn anew"
            )
            // The bottom sheet slides in from below the screen as it appears: its rows' text was
            // off screen when it was staged, so their textures are made on this frame.
            let slidesIn = scene == BottomSheetScene.number
            #expect(
                warm.drawn.textTexturesCreated == 0 || slidesIn,
                "scene \(scene): \(warm.drawn.textTexturesCreated) text textures made anew")
            #expect(
                warm.drawn.shadowTexturesCreated == 0,
                "scene \(scene): \(warm.drawn.shadowTexturesCreated) shadows made anew")

            let fresh = try Self.switchAndDraw(try Self.openOrigin(of: scene), to: scene)
            #expect(
                fresh.drawn.backingStoresDrawn > 0 || fresh.drawn.textTexturesCreated > 0,
                "the fresh switch was warm too")
            let comparison = ImageComparison(reference: fresh.pixels, actual: warm.pixels, channelTolerance: 0)
            #expect(
                comparison.differingPixels == 0,
                "scene \(scene): \(comparison.differingPixels) pixels differ (largest \(comparison.largestDifference) at \(comparison.largestDifferenceAt))"
            )
        }

        /// What staging drew outlives the cache lifetimes while another scene is used: many frames
        /// later the switch still draws no store anew.
        @Test func stagedCachesSurviveFramesOfAnotherScene() throws {
            let staged = try Self.openOrigin(of: 3, staging: true)
            while staged.app.idle() {}
            let lifetime = Int(max(Rasterizer.backingStoreLifetime, Rasterizer.textLifetime, Rasterizer.shadowLifetime))
            for _ in 0..<(lifetime + 40) {
                staged.host.window.setNeedsDisplay()
                staged.host.advance(by: 1.0 / 60, delegate: staged.app)
                staged.host.render()
            }
            let warm = try Self.switchAndDraw(staged, to: 3)
            #expect(warm.drawn.backingStoresDrawn == 0 && warm.drawn.textTexturesCreated == 0)
        }

        /// A scene that cannot be built while idle (a damaged picture) is skipped without a word;
        /// switching to it reports the picture, as without staging.
        @Test func aSceneThatFailsToStageIsLeftForItsSwitchToReport() throws {
            let assets = try DamagedAssets()
            defer { assets.remove() }
            let (folder, damaged) = (assets.folder, assets.picture)
            let host = try HeadlessHost(screen: .phone(scale: 2), fonts: TestAssets.fonts)
            let app = try PlaygroundApp(window: host.window, assets: AssetCatalog(root: folder), sceneNumber: 2)
            app.prerender = { host.pipeline.prerender($0, pixelBudget: $1) }
            var reports: [String] = []
            app.report = { reports.append($0) }
            while app.idle() {}
            #expect(reports.isEmpty)
            #expect(app.switchToScene(3) == false)
            #expect(reports.count == 1 && reports[0].contains(damaged), "\(reports)")
            #expect(app.switchToScene(4), "the other scenes were staged")
        }

        typealias Opened = (host: HeadlessHost, app: PlaygroundApp)

        /// A fresh app at 2× showing the scene a switch to `scene` starts from, drawn once.
        /// - Parameter staging: whether the app stages scenes while idle, drawing off screen
        ///   through the host (as `run` sets it up).
        static func openOrigin(of scene: Int, staging: Bool = false) throws -> Opened {
            let host = try HeadlessHost(screen: .phone(scale: 2), fonts: TestAssets.fonts)
            let app = try PlaygroundApp(
                window: host.window, assets: AssetCatalog(root: TestAssets.root), sceneNumber: origin(for: scene))
            // The host alone, not the pair: the app holding a closure that holds the app kept
            // every stage of these tests alive (64 MB).
            if staging { app.prerender = { host.pipeline.prerender($0, pixelBudget: $1) } }
            host.advance(by: 1.0 / 60, delegate: app)
            host.render()
            return (host, app)
        }

        /// A staged stage is freed once the test lets it go.
        @Test func aStagedStageIsFreedAfterwards() throws {
            weak var app: PlaygroundApp?
            weak var host: HeadlessHost?
            try {
                let staged = try Self.openOrigin(of: 3, staging: true)
                while staged.app.idle() {}
                (app, host) = (staged.app, staged.host)
            }()
            #expect(app == nil && host == nil)
        }

        /// Switches to `scene` and draws its first frame: what that frame drew anew, and its pixels.
        static func switchAndDraw(
            _ opened: Opened, to scene: Int
        ) throws -> (drawn: Rasterizer.Statistics, pixels: PixelBuffer) {
            let before = opened.host.rasterizer.statistics
            #expect(opened.app.switchToScene(scene))
            opened.host.advance(by: 1.0 / 60, delegate: opened.app)
            opened.host.render()
            let after = opened.host.rasterizer.statistics
            var drawn = Rasterizer.Statistics()
            drawn.backingStoresDrawn = after.backingStoresDrawn - before.backingStoresDrawn
            drawn.textTexturesCreated = after.textTexturesCreated - before.textTexturesCreated
            drawn.shadowTexturesCreated = after.shadowTexturesCreated - before.shadowTexturesCreated
            return (drawn, opened.host.snapshot())
        }
    }
}
