import FluidPlayground
import FluidTestSupport
import FluidUIKit
import SeedArticles
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
