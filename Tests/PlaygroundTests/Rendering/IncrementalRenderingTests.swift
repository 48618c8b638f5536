import Compositor
import FluidTestSupport
import Foundation
import Testing
import ViewTree

@testable import FluidPlayground
@testable import Scenes

extension SDLTests {
    /// What the renderer reuses from frame to frame — backing stores, their rotated copies,
    /// subviews promoted above a store, tinted shadows — must draw what a renderer starting from
    /// nothing draws. Each scene's signature gesture (the one `bench --gesture` times) is played
    /// at 2×; every few frames the frame drawn with warm caches is compared with the same state
    /// drawn again after every cache was dropped.
    @Suite @MainActor
    struct IncrementalRenderingTests {
        /// Frames between comparisons: each comparison starts the caches afresh, so the frames
        /// between are drawn from stores that have lived, and been promoted into, for a while.
        static let comparisonInterval = 11

        @Test(arguments: [0, 1, 2, 3, 4, 5])
        func warmFramesMatchColdFramesThroughTheSignatureGesture(scene: Int) throws {
            let playback = try SignatureGesturePlayback(scene: scene, settleFrames: 60)
            let host = playback.host
            let tolerance = Self.tolerance
            var compared = 0, worst = (differing: 0, largest: 0, frame: 0)
            for (index, frame) in playback.frames.enumerated() {
                playback.play(frame)
                guard host.renderIfNeeded(), index % Self.comparisonInterval == Self.comparisonInterval - 1 else {
                    continue
                }
                let warm = host.snapshot()
                host.rasterizer.purgeCaches()
                host.render()
                let cold = host.snapshot()
                let comparison = ImageComparison(reference: cold, actual: warm, channelTolerance: tolerance.channel)
                compared += 1
                if comparison.differingPixels > worst.differing || comparison.largestDifference > worst.largest {
                    worst = (
                        max(worst.differing, comparison.differingPixels),
                        max(worst.largest, comparison.largestDifference), index
                    )
                }
                if comparison.differingFraction > tolerance.maxDifferingFraction {
                    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fluid-incremental")
                    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                    try? PNGCodec.write(warm, to: folder.appendingPathComponent("scene\(scene)-frame\(index)-warm.png"))
                    try? PNGCodec.write(cold, to: folder.appendingPathComponent("scene\(scene)-frame\(index)-cold.png"))
                    try? PNGCodec.write(
                        ImageComparison.diffImage(reference: cold, actual: warm, channelTolerance: tolerance.channel),
                        to: folder.appendingPathComponent("scene\(scene)-frame\(index)-diff.png"))
                    Issue.record(
                        "scene \(scene), frame \(index): \(comparison.differingPixels) pixels differ beyond ±\(tolerance.channel) (largest \(comparison.largestDifference) at \(comparison.largestDifferenceAt)); pictures in \(folder.path)"
                    )
                    return
                }
            }
            #expect(compared >= 4, "scene \(scene): only \(compared) frames compared")
            print(
                "scene \(scene): \(compared) frames compared; worst \(worst.differing) pixels beyond ±\(tolerance.channel), largest difference \(worst.largest)"
            )
        }

        /// Exactly the same pixels: nothing the renderer keeps may show.
        static let tolerance = ImageTolerance(channel: 0, maxDifferingFraction: 0)
    }
}
