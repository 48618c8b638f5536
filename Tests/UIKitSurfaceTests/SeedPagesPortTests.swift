import Compositor
import FluidTestSupport
import Foundation
import SeedArticles
import Testing
import ViewTree

extension SDLTests {
    /// Seed 001's paging controller, as written against `import UIKit`, in a headless window: a quick
    /// right-to-left swipe pages on (the article's −200 pt/s rule), a slow one falls back, a swipe the
    /// other way fails the article's recognizer subclass.
    @Suite @MainActor
    struct SeedPagesPortTests {
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
                host.drag(
                    from: CGPoint(x: 300, y: 400), to: CGPoint(x: endX, y: 400), duration: duration, rest: rest,
                    settle: 0.8)
            }
        }

        @Test func aQuickRightToLeftSwipePagesOn() throws {
            let stage = try Stage()
            #expect(stage.controller.views.count == 31)
            let first = stage.controller.views[0], second = stage.controller.views[1]
            #expect(first.alpha == 1)
            #expect(second.alpha == 0)
            stage.swipe(to: 150, duration: 0.12)
            #expect(stage.controller.views.count == 30, "the first view went")
            #expect(first.superview == nil)
            #expect(stage.controller.views[0] === second)
            #expect(second.alpha == 1)
            #expect(stage.controller.view.isUserInteractionEnabled)
        }

        @Test func aSlowSwipeFallsBack() throws {
            let stage = try Stage()
            let first = stage.controller.views[0], second = stage.controller.views[1]
            stage.swipe(to: 200, duration: 1.0, rest: 0.1)  // at rest when released: 0 pt/s > −200
            #expect(stage.controller.views.count == 31)
            #expect(stage.controller.views[0] === first)
            #expect(first.transform == .identity)
            #expect(second.alpha == 0)
            #expect(stage.controller.view.isUserInteractionEnabled, "the article's completion ran")
        }

        @Test func aLeftToRightSwipeFailsTheArticlesRecognizer() throws {
            let stage = try Stage()
            let first = stage.controller.views[0]
            stage.swipe(to: 380, duration: 0.12)
            #expect(stage.controller.views.count == 31)
            #expect(first.transform == .identity)
            #expect(stage.controller.view.isUserInteractionEnabled, "never began")
        }
    }
}
