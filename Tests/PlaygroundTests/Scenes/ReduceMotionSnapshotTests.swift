import FluidTestSupport
import FluidTesting
import Foundation
import Testing
import ViewTree

@testable import FluidPlayground
@testable import Scenes

extension SDLTests {
    /// Each scene under Reduce Motion as a film strip: the moments where its motion differs, left
    /// to right, drawn at 1× and shrunk 3 times (Docs/ReduceMotion.md says what each shows).
    @Suite @MainActor
    struct ReduceMotionSnapshotTests {
        private func assertStrip(
            _ scene: any Scene.Type, from start: TimeInterval, to end: TimeInterval, frames: Int,
            gesture: String? = nil, example: String? = nil, named name: String, testName: String = #function
        ) throws {
            var url: URL?
            if let example {
                url = try ReduceMotionTests.exampleURL(example)
            } else if let gesture {
                let file = FileManager.default.temporaryDirectory.appendingPathComponent(
                    "reduce-motion-\(UUID().uuidString).gesture")
                try Data(gesture.utf8).write(to: file)
                url = file
            }
            defer { if gesture != nil, let url { try? FileManager.default.removeItem(at: url) } }
            let strip = try Accessibility.withReduceMotion(true) {
                try scene.filmStrip(
                    from: start, to: end, frames: frames, replaying: url, scale: 1, reduction: 3,
                    assets: AssetCatalog(root: TestAssets.root))
            }
            assertImageSnapshot(strip, named: name, tolerance: .softwareRenderer, testName: testName)
        }

        /// The intro strip's spring lane arrives at its end without swinging past it.
        @Test func gallery() throws {
            try assertStrip(GalleryScene.self, from: 0, to: 1.25, frames: 6, named: "gallery")
        }

        /// The row let go past its open width closes in on it without swinging under, and the
        /// tap that closes it does so without a bounce either.
        @Test func swipeCell() throws {
            try assertStrip(SwipeCellScene.self, from: 0.8, to: 2.05, frames: 6, example: "1-", named: "swipeCell")
        }

        /// `→` turns the page: the next one fades in above it, neither page slides.
        @Test func swipePager() throws {
            let gesture = """
                {"format":"fluid-gesture","version":1,"scene":2,"width":390,"height":844,"scale":1}
                {"t":0.3,"type":"key","key":"right"}
                """
            try assertStrip(SwipePagerScene.self, from: 0.3, to: 0.9, frames: 6, gesture: gesture, named: "swipePager")
        }

        /// The flicked card fades out where it was let go (no flight, no tilt); `U` fades it back
        /// in on the stack.
        @Test func cardStack() throws {
            try assertStrip(CardStackScene.self, from: 1.95, to: 3.05, frames: 12, example: "3-", named: "cardStack")
        }

        /// The fling to expanded stops at expanded; the drag down settles at half without a swing.
        @Test func bottomSheet() throws {
            try assertStrip(BottomSheetScene.self, from: 1.45, to: 3.2, frames: 8, example: "4-", named: "bottomSheet")
        }

        /// With the parallax variant asked for (`V`), the picture scrolls up with the text instead
        /// of being squeezed under it.
        @Test func stretchyHeader() throws {
            let gesture = """
                {"format":"fluid-gesture","version":1,"scene":5,"width":390,"height":844,"scale":1}
                {"t":0.1,"type":"key","key":"v"}
                {"t":0.3,"type":"drag","from":[200,700],"to":[200,400],"duration":0.5,"rate":120,"release":false}
                """
            try assertStrip(
                StretchyHeaderScene.self, from: 0.3, to: 0.8, frames: 6, gesture: gesture, named: "stretchyHeader")
        }
    }
}
