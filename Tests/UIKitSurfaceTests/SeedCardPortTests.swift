import FluidTestSupport
import SeedArticles
import ViewTree
// XCTest, not Swift Testing: Swift Testing declares a cross-import overlay for a module named
// UIKit (`_Testing_UIKit`) that exists only on Apple platforms; these tests use Fluid's names.
import XCTest

/// The port runs in a headless window: the layer properties and anchors lay the card out, a drag
/// moves and tilts it by the article's formula, a short drag springs it home, a long one throws it.
/// (XCTest runs each test on the main thread; its methods are not main-actor isolated on Linux,
/// so each runs its body with `MainActor.assumeIsolated`.)
final class SeedCardPortTests: XCTestCase {
    /// The article's delegate, as a view controller would be: which cards were thrown.
    final class ThrowRecorder: SwipeCardsDelegate {
        var thrown: [ObjectIdentifier] = []
        func swipeDidEnd(on view: SwipeCardView) { thrown.append(ObjectIdentifier(view)) }
    }

    /// The article's container, 300 × 400 pt, holding one card, in a headless window.
    @MainActor
    struct Stage {
        let host: HeadlessHost
        let container = StackContainerView(frame: CGRect(x: 20, y: 100, width: 300, height: 400))
        let card = SwipeCardView(frame: .zero)
        let recorder = ThrowRecorder()

        init() throws {
            host = try HeadlessHost(screen: .phone(scale: 1), fonts: TestAssets.fonts)
            host.window.rootView = View()
            host.window.rootView?.addSubview(container)
            container.add(card)
            container.delegate = recorder
            host.render()
        }

        /// Presses at (170, 300) in the window and drags right by `dx` over 0.5 s at 60 Hz; released,
        /// the clock runs on 0.5 s.
        @discardableResult
        func drag(by dx: CGFloat, release: Bool) -> PointerScript {
            host.drag(from: CGPoint(x: 170, y: 300), to: CGPoint(x: 170 + dx, y: 300), duration: 0.5, release: release,
                      settle: release ? 0.5 : 0)
        }
    }

    func testTheLayerAndAnchorsLayTheCardOut() throws {
        try MainActor.assumeIsolated {
            let stage = try Stage()
            let card = stage.card
            XCTAssertEqual(card.shadowView.layer.shadowOpacity, 0.8) // a Float, as CALayer's
            XCTAssertEqual(card.shadowView.shadowOpacity, 0.8, accuracy: 1e-7)
            XCTAssertEqual(card.shadowView.shadowRadius, 4)
            XCTAssertEqual(card.shadowView.shadowColor, .black)
            XCTAssertEqual(card.swipeView.cornerRadius, 15)
            XCTAssertTrue(card.swipeView.clipsToBounds)
            XCTAssertEqual(card.bounds.size, CGSize(width: 300, height: 400))
            XCTAssertEqual(card.shadowView.frame, card.bounds)
            XCTAssertEqual(card.swipeView.frame, card.bounds)
        }
    }

    func testAShortDragTiltsByTheArticlesTangentAndSpringsHome() throws {
        try MainActor.assumeIsolated {
            let stage = try Stage()
            let card = stage.card
            var script = stage.drag(by: 100, release: false)
            let translation = card.center.x - 150
            XCTAssertTrue(translation > 80 && translation <= 100, "\(translation)")
            let tilt = atan2(card.transform.b, card.transform.a)
            XCTAssertEqual(tilt, tan(translation / (300 * 2)), accuracy: 1e-9, "tilt for \(translation) pt")
            script.up()
            if let release = script.events.last { stage.host.send(release) }
            stage.host.advance(by: script.time - stage.host.time + 0.5)
            XCTAssertEqual(card.center, CGPoint(x: 150, y: 200))
            XCTAssertEqual(card.transform, .identity)
            XCTAssertFalse(card.hasPresentationValues, "the 0.2 s animation is over")
            XCTAssertEqual(stage.recorder.thrown, [], "not thrown")
        }
    }

    func testPastFourHundredTheCardIsThrownRight() throws {
        try MainActor.assumeIsolated {
            let stage = try Stage()
            stage.drag(by: 280, release: true)
            XCTAssertEqual(stage.recorder.thrown, [ObjectIdentifier(stage.card)], "thrown, the delegate told")
            XCTAssertGreaterThan(stage.card.center.x, 150 + 250 + 200, "thrown 200 pt on past the release")
            XCTAssertEqual(stage.card.alpha, 0)
            XCTAssertEqual(stage.card.presentation.alpha, 0, "faded out on screen too")
        }
    }
}
