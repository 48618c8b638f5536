import Compositor
import FluidTestSupport
import Foundation
import Testing
import ViewTree

@testable import FluidPlayground
@testable import Scenes

extension SDLTests {
    /// The gallery scene — every rendering feature on one page — at both scales.
    @Suite @MainActor
    struct GallerySnapshotTests {
        @Test(arguments: [1, 2])
        func gallery(scale: Int) throws {
            let assets = AssetCatalog(root: TestAssets.root)
            let picture = try RenderCommand.render(scene: 0, scale: CGFloat(scale), assets: assets, time: 0)
            #expect(picture.width == 390 * scale && picture.height == 844 * scale)
            assertImageSnapshot(picture, named: "scale\(scale)", tolerance: .softwareRenderer)
        }

        /// The animation strip at three moments of its first leg (2×, cropped to the strip).
        @Test(arguments: [0.3, 0.6, 0.9])
        func animationStrip(time: Double) throws {
            let assets = AssetCatalog(root: TestAssets.root)
            let picture = try RenderCommand.render(scene: 0, scale: 2, assets: assets, time: time)
            let strip = picture.cropped(to: (x: 0, y: 2 * 166, width: 2 * 390, height: 2 * 56))
            assertImageSnapshot(strip, named: "t\(Int(time * 10))", tolerance: .softwareRenderer)
        }

        /// The strip's markers sit where the closed forms put them (the first frame after the
        /// scene appears is the animations' time 0).
        @Test func animationStripFollowsItsTimingCurves() throws {
            let host = try HeadlessHost(screen: .phone(scale: 1), fonts: TestAssets.fonts)
            let app = try PlaygroundApp(
                window: host.window, assets: AssetCatalog(root: TestAssets.root), sceneNumber: 0)
            _ = app.advance(to: 0)
            host.advance(by: 0)
            host.advance(by: 0.45)
            let window = host.window
            let ease = try #require(window.view(withIdentifier: "marker-easeInOut"))
            let spring = try #require(window.view(withIdentifier: "marker-spring 0.4"))
            let fade = try #require(window.view(withIdentifier: "marker-fade"))
            let leg = GalleryScene.stripLegDuration
            let curve = CubicTimingParameters(animationCurve: .easeInOut)
            #expect(abs(ease.presentation.center.x - (14 + 86 * curve.progress(at: 0.45 / leg))) < 1e-9)
            let solution = Spring(dampingRatio: 0.4, settlingDuration: leg).solution(displacement: -1, velocity: 0)
            #expect(abs(spring.presentation.center.x - (30 + 54 * (1 + solution.displacement(at: 0.45)))) < 1e-9)
            #expect(abs(fade.presentation.alpha - (1 - 0.85 * curve.progress(at: 0.45 / leg))) < 1e-9)
            // The legs chain: after one leg the dot heads back.
            host.advance(by: leg - 0.45)
            host.advance(by: 0.3)
            #expect(ease.center.x == 14 && ease.presentation.center.x > 14 && ease.presentation.center.x < 100)
            #expect(host.window.animationDriver.runningCount == 3)
            // After its last leg the strip rests: nothing animates, nothing is drawn.
            for _ in 0..<Int(Double(GalleryScene.stripLegs) * leg * 10) { host.advance(by: 0.1) }
            #expect(!host.window.animationDriver.isAnimating)
            #expect(ease.center.x == 14 && !ease.hasPresentationValues)
        }

        @Test func sceneKeysSwitchAndResetKeepsTheScene() throws {
            let host = try HeadlessHost(screen: .phone(scale: 1), fonts: TestAssets.fonts)
            let app = try PlaygroundApp(
                window: host.window, assets: AssetCatalog(root: TestAssets.root), sceneNumber: 0)
            var reports: [String] = []
            app.report = { reports.append($0) }
            let first = app.scene
            app.handle(.key(KeyEvent(key: .character("r"), timestamp: 0)))
            #expect(app.scene !== first, "R builds the scene afresh")
            #expect(host.window.rootView === app.scene.view)
            app.handle(.key(KeyEvent(key: .character("9"), timestamp: 0)))
            #expect(reports.last?.contains("no scene 9") == true)
            #expect(type(of: app.scene).number == 0, "an unknown scene keeps the current one")
            #expect(!app.wantsToQuit)
            app.handle(.key(KeyEvent(key: .escape, timestamp: 0)))
            #expect(app.wantsToQuit)
        }
    }
}
