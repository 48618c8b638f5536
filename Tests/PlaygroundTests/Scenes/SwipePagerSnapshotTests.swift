import FluidTestSupport
import Foundation
import Testing
import ViewTree

@testable import FluidPlayground
@testable import Scenes

extension SDLTests {
    /// Scene 2 on screen at the moments that matter, at 2× (what a HiDPI window shows).
    @Suite @MainActor
    struct SwipePagerSnapshotTests {
        private func picture(of stage: PagerStage) -> PixelBuffer {
            stage.host.render()
            return stage.host.snapshot()
        }

        /// Page 0 alone: the seed's first random colour, the centred Hangul label, the indicator.
        @Test func pageZeroAtRest() throws {
            let stage = try PagerStage(scale: 2)
            assertImageSnapshot(picture(of: stage), named: "page0", tolerance: .softwareRenderer)
        }

        /// Held at 40 %: page 0 moved left by 0.4 × 390 = 156 pt, page 1 over everything at alpha
        /// 0.4 (the seed fades the next page in on top), the indicator's dot 40 % of the way to 1.
        @Test func scrubbedFortyPercent() throws {
            let stage = try PagerStage(scale: 2)
            stage.play(stage.swipe(dx: -0.4 * stage.width, speed: 300).events)
            #expect(abs((stage.scene.animator?.fractionComplete ?? 0) - 0.4) < 1e-9)
            let full = picture(of: stage)
            assertImageSnapshot(full, named: "scrubbed40", tolerance: .softwareRenderer)
            // The indicator alone, 2× and cropped to it.
            let frame = stage.scene.indicator.frame
            let indicator = full.cropped(
                to: (
                    x: Int(frame.minX * 2) - 8, y: Int(frame.minY * 2) - 8,
                    width: Int(frame.width * 2) + 16, height: Int(frame.height * 2) + 16
                ))
            assertImageSnapshot(indicator, named: "indicator40", tolerance: .softwareRenderer)
        }

        /// `F`, the next page sliding in, held at 40 % (page 0 moved 156 pt left, page 1 opaque
        /// right beside it, no gap and nothing washed out) and at 75 %.
        @Test func slidingIn() throws {
            let stage = try PagerStage(scale: 2)
            stage.app.handle(.key(KeyEvent(key: .character("f"), timestamp: stage.host.time)))
            stage.run(for: 3)  // the option's toast has gone
            var script = stage.swipe(dx: -0.4 * stage.width, speed: 300)
            stage.play(script.events)
            assertImageSnapshot(picture(of: stage), named: "scrubbed40", tolerance: .softwareRenderer)
            let played = script.events.count
            script.drag(
                to: CGPoint(
                    x: PagerStage.start.x - PanGestureRecognizer.defaultSlop - 0.75 * stage.width, y: PagerStage.start.y
                ),
                duration: 0.3)
            stage.play(Array(script.events[played...]))
            #expect(abs((stage.scene.animator?.fractionComplete ?? 0) - 0.75) < 1e-9)
            assertImageSnapshot(picture(of: stage), named: "scrubbed75", tolerance: .softwareRenderer)
        }

        /// After a completed swipe: page 1 at rest, page 0 gone, the indicator on its second dot.
        @Test func afterCompletion() throws {
            let stage = try PagerStage(scale: 2)
            stage.flickForward()
            #expect(stage.scene.currentPage == 1)
            assertImageSnapshot(picture(of: stage), named: "page1", tolerance: .softwareRenderer)
        }

        /// The last page pulled 200 pt: it rubber-bands (≈ 86 pt) over the white background and
        /// the toast says there is no further page.
        @Test func lastPagePulled() throws {
            let stage = try PagerStage(scale: 2)
            for _ in 0..<30 { stage.flickForward() }
            stage.run(for: 3)  // the arrival's toast has gone
            stage.play(stage.swipe(dx: -200, speed: 400).events)
            stage.run(for: 0.3)  // the new toast has faded in
            assertImageSnapshot(picture(of: stage), named: "page30-pulled", tolerance: .softwareRenderer)
        }
    }
}
