import Compositor
import FluidTestSupport
import Foundation
import Testing
import ViewTree

@testable import FluidPlayground
@testable import Scenes

extension SDLTests {
    /// The gallery's constraint demo: a stretchy header on a slider, laid out by the solver.
    @Suite @MainActor
    struct GalleryConstraintDemoTests {
        private func makeDemo(scale: CGFloat = 1) throws -> (HeadlessHost, PlaygroundApp, ConstraintDemoSection) {
            let (host, app, gallery) = try PlaygroundTests.makeScene(GalleryScene.self, scale: scale)
            let demo = try #require(gallery.constraintDemo)
            // The demo ends the page: scroll to the end, as a reader would.
            gallery.page.contentOffset = gallery.page.maximumContentOffset
            host.render()
            #expect(demo.view.convert(demo.view.bounds, to: nil).minY == 414)
            return (host, app, demo)
        }

        /// Drags the knob by `dx` after the pan has begun and holds it there (no release): a first
        /// move of 20 pt (past the 10 pt slop, whose edge is the translation's origin), then on
        /// until the translation is `dx`.
        private func drag(
            _ demo: ConstraintDemoSection, by dx: CGFloat, host: HeadlessHost, app: PlaygroundApp
        ) -> PointerScript {
            let start = demo.knob.superview!.convert(demo.knob.presentation.center, to: nil)
            let begin = CGPoint(x: start.x + (dx < 0 ? -20 : 20), y: start.y)
            var script = PointerScript()
            script.down(at: start, time: host.time)
            script.move(to: begin, time: host.time)  // at once: the pan begins where the knob is seen now
            let edge = start.x + (dx < 0 ? -1 : 1) * PanGestureRecognizer.defaultSlop
            script.drag(to: CGPoint(x: edge + dx, y: start.y), duration: 0.3)
            host.play(script.events, delegate: app)
            host.render()
            return script
        }

        @Test func atRestTheHeaderIsItsMinimumHeight() throws {
            let (host, _, demo) = try makeDemo(scale: 2)
            #expect(demo.stage.frame == CGRect(x: 16, y: 44, width: 358, height: 240))
            #expect(demo.header.frame == CGRect(x: 0, y: 0, width: 358, height: 120))
            #expect(demo.body.frame.minY == 120)
            #expect(demo.knob.center.x == demo.track.center.x)
            #expect(demo.readout.text == "pull ±0 pt · header 120 pt · ×1.00")
            assertImageSnapshot(
                host.snapshot().cropped(to: (x: 0, y: 2 * 414, width: 780, height: 2 * 380)),
                named: "rest", tolerance: .softwareRenderer)
        }

        @Test func pullingDownStretchesTheHeaderWithItsTopPinned() throws {
            let (host, app, demo) = try makeDemo(scale: 2)
            // The half track (155 pt) covers 100 pt of pull: 124 pt of knob travel is +80 pt.
            _ = drag(demo, by: 124, host: host, app: app)
            #expect(abs(demo.pull - 80) < 1e-9)
            #expect(demo.header.frame == CGRect(x: 0, y: 0, width: 358, height: 200))
            #expect(demo.body.frame.minY == 200)
            #expect(demo.readout.text == "pull +80 pt · header 200 pt · ×1.67")
            assertImageSnapshot(
                host.snapshot().cropped(to: (x: 0, y: 2 * 414, width: 780, height: 2 * 380)),
                named: "stretched", tolerance: .softwareRenderer)
        }

        @Test func pushingUpBreaksTheHighPinAndTheHeaderMovesAwayWhole() throws {
            let (host, app, demo) = try makeDemo()
            _ = drag(demo, by: -124, host: host, app: app)
            #expect(abs(demo.pull + 80) < 1e-9)
            // The required height (≥ 120) beat the .high top pin: the header keeps 120 and moves up.
            #expect(demo.header.frame == CGRect(x: 0, y: -80, width: 358, height: 120))
            #expect(demo.body.frame.minY == 40)
        }

        @Test func releasedTheLayoutSpringsBackAndCanBeGrabbedMidFlight() throws {
            let (host, app, demo) = try makeDemo()
            let script = drag(demo, by: 124, host: host, app: app)
            host.play(
                [.pointer(PointerEvent(phase: .ended, location: script.location, timestamp: host.time + 0.001))],
                delegate: app)
            // The model is back at once; the screen springs (damping 0.6 overshoots below 120).
            #expect(demo.header.frame.height == 120 && demo.pull == 0)
            var heights: [CGFloat] = []
            for _ in 0..<20 {
                host.advance(by: 1.0 / 60, delegate: app)
                heights.append(demo.header.presentation.bounds.height)
            }
            #expect(heights.first! > 150 && heights.contains { $0 < 160 })
            // Grabbed mid-spring, the knob continues from where it is seen.
            let seen = demo.knob.presentation.center.x
            let grab = drag(demo, by: 1, host: host, app: app)
            #expect(abs(demo.knob.center.x - (seen + 1)) < 0.5)
            host.play(
                [.pointer(PointerEvent(phase: .ended, location: grab.location, timestamp: host.time + 0.001))],
                delegate: app)
            host.run(for: 1.5, delegate: app)
            #expect(!demo.header.hasPresentationValues && demo.header.frame.height == 120)
        }
    }
}
