import Compositor
import FluidTestSupport
import Foundation
import SeedArticles
import Testing
import ViewTree

extension SDLTests {
    /// The port runs in a headless window: the layer properties and anchors lay the card out, a drag
    /// moves and tilts it by the article's formula, a short drag springs it home, a long one throws it.
    @Suite @MainActor
    struct SeedCardPortTests {
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
                host.drag(
                    from: CGPoint(x: 170, y: 300), to: CGPoint(x: 170 + dx, y: 300), duration: 0.5, release: release,
                    settle: release ? 0.5 : 0)
            }
        }

        @Test func theLayerAndAnchorsLayTheCardOut() throws {
            let stage = try Stage()
            let card = stage.card
            #expect(card.shadowView.layer.shadowOpacity == 0.8)  // a Float, as CALayer's
            #expect(abs(card.shadowView.shadowOpacity - 0.8) <= 1e-7)
            #expect(card.shadowView.shadowRadius == 4)
            #expect(card.shadowView.shadowColor == .black)
            #expect(card.swipeView.cornerRadius == 15)
            #expect(card.swipeView.clipsToBounds)
            #expect(card.bounds.size == CGSize(width: 300, height: 400))
            #expect(card.shadowView.frame == card.bounds)
            #expect(card.swipeView.frame == card.bounds)
        }

        @Test func aShortDragTiltsByTheArticlesTangentAndSpringsHome() throws {
            let stage = try Stage()
            let card = stage.card
            var script = stage.drag(by: 100, release: false)
            let translation = card.center.x - 150
            #expect(translation > 80 && translation <= 100, "\(translation)")
            let tilt = atan2(card.transform.b, card.transform.a)
            #expect(abs(tilt - tan(translation / (300 * 2))) <= 1e-9, "tilt for \(translation) pt")
            script.up()
            if let release = script.events.last { stage.host.send(release) }
            stage.host.advance(by: script.time - stage.host.time + 0.5)
            #expect(card.center == CGPoint(x: 150, y: 200))
            #expect(card.transform == .identity)
            #expect(!card.hasPresentationValues, "the 0.2 s animation is over")
            #expect(stage.recorder.thrown == [], "not thrown")
        }

        @Test func pastFourHundredTheCardIsThrownRight() throws {
            let stage = try Stage()
            stage.drag(by: 280, release: true)
            #expect(stage.recorder.thrown == [ObjectIdentifier(stage.card)], "thrown, the delegate told")
            #expect(stage.card.center.x > 150 + 250 + 200, "thrown 200 pt on past the release")
            #expect(stage.card.alpha == 0)
            #expect(stage.card.presentation.alpha == 0, "faded out on screen too")
        }
    }
}
