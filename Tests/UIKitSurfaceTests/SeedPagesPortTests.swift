import FluidTestSupport
import SeedArticles
import ViewTree
import XCTest

/// Seed 001's paging controller, as written against `import UIKit`, in a headless window: a quick
/// right-to-left swipe pages on (the article's −200 pt/s rule), a slow one falls back, a swipe the
/// other way fails the article's recognizer subclass. (XCTest: see SeedCardPortTests.)
final class SeedPagesPortTests: XCTestCase {
    @MainActor
    struct Stage {
        let host: HeadlessHost
        let controller = SeedArticles.ViewController()

        init() throws {
            host = try HeadlessHost(screen: .phone(scale: 1), fonts: TestAssets.fonts)
            host.window.rootView = controller.view
            host.render()
        }

        /// From (300, 400) to `endX` over `duration`, resting `rest` seconds, then up; settled 0.8 s.
        func swipe(to endX: CGFloat, duration: TimeInterval, rest: TimeInterval = 0) {
            host.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: endX, y: 400), duration: duration, rest: rest, settle: 0.8)
        }
    }

    func testAQuickRightToLeftSwipePagesOn() throws {
        try MainActor.assumeIsolated {
            let stage = try Stage()
            XCTAssertEqual(stage.controller.views.count, 31)
            let first = stage.controller.views[0], second = stage.controller.views[1]
            XCTAssertEqual(first.alpha, 1)
            XCTAssertEqual(second.alpha, 0)
            stage.swipe(to: 150, duration: 0.12)
            XCTAssertEqual(stage.controller.views.count, 30, "the first view went")
            XCTAssertNil(first.superview)
            XCTAssertTrue(stage.controller.views[0] === second)
            XCTAssertEqual(second.alpha, 1)
            XCTAssertTrue(stage.controller.view.isUserInteractionEnabled)
        }
    }

    func testASlowSwipeFallsBack() throws {
        try MainActor.assumeIsolated {
            let stage = try Stage()
            let first = stage.controller.views[0], second = stage.controller.views[1]
            stage.swipe(to: 200, duration: 1.0, rest: 0.1) // at rest when released: 0 pt/s > −200
            XCTAssertEqual(stage.controller.views.count, 31)
            XCTAssertTrue(stage.controller.views[0] === first)
            XCTAssertEqual(first.transform, .identity)
            XCTAssertEqual(second.alpha, 0)
            XCTAssertTrue(stage.controller.view.isUserInteractionEnabled, "the article's completion ran")
        }
    }

    func testALeftToRightSwipeFailsTheArticlesRecognizer() throws {
        try MainActor.assumeIsolated {
            let stage = try Stage()
            let first = stage.controller.views[0]
            stage.swipe(to: 380, duration: 0.12)
            XCTAssertEqual(stage.controller.views.count, 31)
            XCTAssertEqual(first.transform, .identity)
            XCTAssertTrue(stage.controller.view.isUserInteractionEnabled, "never began")
        }
    }
}
