import FluidPlayground
import FluidTestSupport
import FluidUIKit
import SeedArticles
import Scenes
import XCTest

/// An article's controller listed as a scene, unchanged (`ViewControllerScene`): its number key
/// comes from the list, and the scene's first frame is what UIKit's presentation shows
/// (`present(in:)`), to the pixel. (XCTest, as the other tests of this target that draw.)
final class ViewControllerSceneTests: XCTestCase {
    func testControllersTakeTheNextFreeNumbersAndTheirTypeNames() {
        MainActor.assumeIsolated {
            typealias Stretchy = ViewControllerScene<StretchyViewController>
            typealias Sheet = ViewControllerScene<BottomSheetViewController>
            let list = SceneList([Stretchy.self, Sheet.self])
            XCTAssertEqual([list.number(of: Stretchy.self), list.number(of: Sheet.self)], [1, 2])
            XCTAssertEqual(list.openingNumber, 1)
            XCTAssertEqual(Stretchy.title, "StretchyViewController")
            XCTAssertTrue(list.scene(named: "stretchy-view-controller") == Stretchy.self)
        }
    }

    /// The playground's list: the articles' controllers come after the gallery and the five
    /// scenes, on keys 6 to 9, each drawing its first frame and a moment later.
    func testTheArticlesControllersAreKeysSixToNine() throws {
        try MainActor.assumeIsolated {
            let list = SceneList(SeedScenes.all + SeedArticleScenes.all)
            XCTAssertEqual(SeedArticleScenes.all.map { list.number(of: $0) }, [6, 7, 8, 9])
            XCTAssertEqual(SeedArticleScenes.all.map { $0.title },
                           ["SwipeCellViewController", "ViewController", "BottomSheetViewController", "StretchyViewController"])
            for scene in SeedArticleScenes.all {
                let picture = try scene.picture(at: 0.6, scale: 1)
                XCTAssertEqual(picture.width, 390, "\(scene.title)")
            }
        }
    }

    func testTheScenesFirstFrameIsThePresentedController() throws {
        try MainActor.assumeIsolated {
            let scene = try ViewControllerScene<StretchyViewController>.picture(at: 0, scale: 1)
            let host = try HeadlessHost(screen: .phone(scale: 1), fonts: TestAssets.fonts)
            StretchyViewController().present(in: host.window)
            host.render()
            let presented = host.snapshot()
            let comparison = ImageComparison(reference: presented, actual: scene, channelTolerance: 0)
            XCTAssertTrue(comparison.sizesMatch)
            XCTAssertEqual(comparison.differingPixels, 0, "the scene's first frame differs from present(in:)'s")
        }
    }
}
