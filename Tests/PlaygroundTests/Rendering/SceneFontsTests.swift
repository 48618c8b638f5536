import FluidTestSupport
import Foundation
import Testing

@testable import Compositor
@testable import FluidPlayground
@testable import Scenes
@testable import ViewTree

extension SDLTests {
    /// Each scene names the fonts of its first frame (`Scene.fonts`), so that the window can open
    /// their sizes ahead (`FontLibrary.openAhead`). The lists are held to the scenes' trees, and
    /// sizes opened ahead draw what sizes opened on demand draw.
    @Suite @MainActor
    struct SceneFontsTests {
        /// The fonts of every label with text in the tree under `view`, hidden ones included
        /// (layout measures them too).
        static func labelFonts(under view: View) -> Set<Font> {
            var fonts = Set<Font>()
            if let label = view as? Label, !label.text.isEmpty { fonts.insert(label.font) }
            for subview in view.subviews { fonts.formUnion(labelFonts(under: subview)) }
            return fonts
        }

        @Test(arguments: SeedScenes.all.map { $0.number })
        func aScenesFontsAreItsFirstFramesLabelFonts(scene: Int) throws {
            let host = try HeadlessHost(screen: .phone(scale: 2), fonts: TestAssets.fonts)
            let app = try PlaygroundApp(
                window: host.window, assets: AssetCatalog(root: TestAssets.root), sceneNumber: scene)
            host.advance(by: 1.0 / 60, delegate: app)
            host.render()
            let type = try #require(SceneList.seeds.scene(number: scene))
            let used = Self.labelFonts(under: host.window)
            #expect(
                Set(type.fonts) == used,
                "scene \(scene): declared but unused \(Set(type.fonts).subtracting(used)), used but undeclared \(used.subtracting(type.fonts))"
            )
            #expect(type.fonts.count == Set(type.fonts).count, "scene \(scene) names a font twice")
        }

        /// A switch after the other scenes' sizes were opened ahead opens none itself (it takes
        /// those it lacks from there) and draws the same pixels as a switch that opens them.
        @Test(arguments: SeedScenes.all.map { $0.number })
        func aSwitchWithSizesOpenedAheadDrawsTheSame(scene: Int) throws {
            let origin = SceneStagingTests.origin(for: scene)
            func switched(openingAhead: Bool) throws -> (pixels: PixelBuffer, taken: Int, opened: Int) {
                let host = try HeadlessHost(screen: .phone(scale: 2), fonts: TestAssets.fonts)
                if openingAhead {
                    host.rasterizer.fonts.openAhead(SceneList.seeds.fontsAhead(openingWith: origin))
                    host.rasterizer.fonts.waitForOpeningAhead()
                }
                let app = try PlaygroundApp(
                    window: host.window, assets: AssetCatalog(root: TestAssets.root), sceneNumber: origin)
                host.advance(by: 1.0 / 60, delegate: app)
                host.render()
                let fonts = host.rasterizer.fonts
                let before = (taken: fonts.sizesTakenFromAhead, opened: fonts.sizesOpenedOnDemand)
                #expect(app.switchToScene(scene))
                host.advance(by: 1.0 / 60, delegate: app)
                host.render()
                return (
                    host.snapshot(), fonts.sizesTakenFromAhead - before.taken, fonts.sizesOpenedOnDemand - before.opened
                )
            }
            let ahead = try switched(openingAhead: true), onDemand = try switched(openingAhead: false)
            #expect(
                ahead.opened == 0 && ahead.taken == onDemand.opened,
                "scene \(scene): opened \(ahead.opened) itself and took \(ahead.taken) ready; without, it opened \(onDemand.opened)"
            )
            #expect(onDemand.taken == 0)
            let comparison = ImageComparison(reference: onDemand.pixels, actual: ahead.pixels, channelTolerance: 0)
            #expect(comparison.differingPixels == 0, "scene \(scene): \(comparison.differingPixels) pixels differ")
        }
    }
}
