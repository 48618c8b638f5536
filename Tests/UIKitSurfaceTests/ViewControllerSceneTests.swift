import FluidPlayground
import FluidTestSupport
import FluidUIKit
import Scenes
import SeedArticles
import Testing

extension SDLTests {
    /// An article's controller listed as a scene, unchanged (`ViewControllerScene`): its number key
    /// comes from the list, and the scene's first frame is what UIKit's presentation shows
    /// (`present(in:)`), to the pixel.
    @Suite @MainActor
    struct ViewControllerSceneTests {
        @Test func controllersTakeTheNextFreeNumbersAndTheirTypeNames() {
            typealias Stretchy = ViewControllerScene<StretchyViewController>
            typealias Sheet = ViewControllerScene<BottomSheetViewController>
            let list = SceneList([Stretchy.self, Sheet.self])
            #expect([list.number(of: Stretchy.self), list.number(of: Sheet.self)] == [1, 2] as [Int])
            #expect(list.openingNumber == 1)
            #expect(Stretchy.title == "StretchyViewController")
            #expect(list.scene(named: "stretchy-view-controller") == Stretchy.self)
        }

        /// The playground's list: the articles' controllers come after the gallery and the five
        /// scenes, on keys 6 to 9, each drawing its first frame and a moment later.
        @Test func theArticlesControllersAreKeysSixToNine() throws {
            let list = SceneList(SeedScenes.all + SeedArticleScenes.all)
            #expect(SeedArticleScenes.all.map { list.number(of: $0) } == [6, 7, 8, 9])
            #expect(
                SeedArticleScenes.all.map { $0.title }
                    == [
                        "SwipeCellViewController", "ViewController", "BottomSheetViewController",
                        "StretchyViewController",
                    ])
            for scene in SeedArticleScenes.all {
                let picture = try scene.picture(at: 0.6, scale: 1)
                #expect(picture.width == 390, "\(scene.title)")
            }
        }

        @Test func theScenesFirstFrameIsThePresentedController() throws {
            let scene = try ViewControllerScene<StretchyViewController>.picture(at: 0, scale: 1)
            let host = try HeadlessHost(screen: .phone(scale: 1), fonts: TestAssets.fonts)
            StretchyViewController().present(in: host.window)
            host.render()
            let presented = host.snapshot()
            let comparison = ImageComparison(reference: presented, actual: scene, channelTolerance: 0)
            #expect(comparison.sizesMatch)
            #expect(comparison.differingPixels == 0, "the scene's first frame differs from present(in:)'s")
        }
    }
}
