import Compositor
import FluidTestSupport
import Foundation
import SeedArticles
import Testing
import ViewTree

extension SDLTests {
    /// Seed 003's bottom sheet, as written against `import UIKit`, in a headless 390 × 844 window: it
    /// rises from compressed (744) to half (422) as it appears, a fling up expands it (100), a slow
    /// drag settles at the nearest state.
    @Suite @MainActor
    struct SeedSheetPortTests {
        @MainActor
        struct Stage {
            let host: HeadlessHost
            let controller = BottomSheetViewController()

            init() throws {
                host = try HeadlessHost(screen: .phone(scale: 1), fonts: TestAssets.fonts)
                controller.present(in: host.window)
                host.advance(by: 0.7)
                host.render()
            }

            var top: CGFloat { controller.viewContainer.frame.minY }

            /// From (195, y) by `dy` over `duration`, resting `rest` seconds, then up; settled 0.7 s.
            func drag(fromY y: CGFloat, by dy: CGFloat, duration: TimeInterval, rest: TimeInterval = 0) {
                host.drag(
                    from: CGPoint(x: 195, y: y), to: CGPoint(x: 195, y: y + dy), duration: duration, rest: rest,
                    settle: 0.7)
            }
        }

        @Test func itRisesToHalfAsItAppears() throws {
            let stage = try Stage()
            #expect(stage.controller.expansionState == .haft)
            #expect(stage.controller.topViewContainer.constant == 422)
            #expect(abs(stage.top - 422) <= 1e-6)
            #expect(!stage.controller.viewContainer.hasPresentationValues, "the spring has settled")
        }

        @Test func aFlingUpExpands() throws {
            let stage = try Stage()
            stage.drag(fromY: 440, by: -120, duration: 0.1)
            #expect(stage.controller.expansionState == .expanded)
            #expect(abs(stage.top - 100) <= 1e-6)
        }

        @Test func aSlowDragSettlesAtTheNearestState() throws {
            let stage = try Stage()
            // 250 pt less the 10 pt slop (the translation counts from the slop's edge): top 662,
            // nearer 744 than 422.
            stage.drag(fromY: 440, by: 250, duration: 1.0, rest: 0.1)
            #expect(stage.controller.expansionState == .compressed)
            #expect(abs(stage.top - 744) <= 1e-6)
            stage.drag(fromY: 760, by: -250, duration: 1.0, rest: 0.1)  // top 504: nearer 422
            #expect(stage.controller.expansionState == .haft)
            #expect(abs(stage.top - 422) <= 1e-6)
        }
    }
}
