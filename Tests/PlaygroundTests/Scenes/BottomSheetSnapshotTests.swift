import FluidTestSupport
import Foundation
import Testing
import ViewTree

@testable import FluidPlayground
@testable import Scenes

extension SDLTests {
    /// Scene 4's pictures at the moments that matter, full screen at scale 1.
    @Suite @MainActor
    struct BottomSheetSnapshotTests {
        private func assertScreen(_ stage: BottomSheetStage, named name: String, testName: String = #function) {
            stage.host.render()
            assertImageSnapshot(stage.host.snapshot(), named: name, tolerance: .softwareRenderer, testName: testName)
        }

        /// The first frame: seed 003's `viewDidLoad` state, only the sheet's top 100 pt showing,
        /// no dimming.
        @Test func compressed() throws {
            let stage = try BottomSheetStage()
            stage.firstFrame()
            #expect(stage.top == 744 && stage.scene.backdrop.alpha == 0)
            assertScreen(stage, named: "compressed")
        }

        /// At rest after the appear spring: top at the middle, backdrop at 0.2.
        @Test func half() throws {
            let stage = try BottomSheetStage.atHalf()
            #expect(stage.top == 422 && stage.scene.backdrop.alpha == 0.2)
            assertScreen(stage, named: "half")
        }

        /// Expanded by a tap on the handle: the list fills the screen, the backdrop is at 0.4.
        @Test func expandedWithBackdrop() throws {
            let stage = try BottomSheetStage.resting(in: .expanded)
            #expect(stage.top == 100 && stage.scene.backdrop.alpha == 0.4)
            assertScreen(stage, named: "expanded")
        }

        /// Held 150 pt above half (160 pt of finger travel, 10 of them slop).
        @Test func midDrag() throws {
            let stage = try BottomSheetStage.atHalf()
            var script = PointerScript()
            let start = stage.pointOnSheet()
            script.down(at: start, time: stage.host.time)
            script.move(to: CGPoint(x: 195, y: start.y - 10.5), time: stage.host.time + 0.05)
            script.drag(to: CGPoint(x: 195, y: start.y - 160), duration: 0.5)
            stage.host.play(script.events, delegate: stage.app)
            #expect(stage.top == 272)
            #expect(abs(stage.scene.backdrop.alpha - 0.4 * (744 - 272) / 644) < 1e-12)
            assertScreen(stage, named: "midDrag")
        }

        /// A fling from half to expanded at the frame where its spring is furthest above expanded.
        @Test func duringTheOvershoot() throws {
            let stage = try BottomSheetStage.atHalf()
            stage.flingUpFromHalf()
            stage.runToOvershootPeak()
            #expect(stage.top < 90 && stage.scene.backdrop.alpha == 0.4)
            assertScreen(stage, named: "overshoot")
        }
    }
}
