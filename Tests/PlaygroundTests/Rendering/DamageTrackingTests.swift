import FluidTestSupport
import Foundation
import Testing

@testable import Compositor
@testable import FluidPlayground
@testable import Scenes
@testable import ViewTree

extension SDLTests {
    /// Damage tracking redraws only what changed since the last frame (Docs/Rendering.md §13), and
    /// occlusion culling leaves out what opaque views cover; together they must draw exactly what
    /// a full redraw of every view draws. Each scene's signature gesture and its release are
    /// played at 2×, every frame drawn with damage tracking and culling on top of the last one;
    /// every other frame is then drawn again in full without culling, and the two must be the
    /// same pixels (a miss in the frame between stays on the canvas until it is drawn over, so it
    /// shows too).
    @Suite @MainActor
    struct DamageTrackingTests {
        @Test(arguments: [0, 1, 2, 3, 4, 5])
        func damageTrackedFramesMatchFullRedrawsThroughTheSignatureGesture(scene: Int) throws {
            let playback = try SignatureGesturePlayback(scene: scene, settleFrames: 30)
            let host = playback.host
            var compared = 0, redrawn = 0, unchanged = 0
            let screenPixels = host.window.screen.pixelWidth * host.window.screen.pixelHeight
            for (index, frame) in playback.frames.enumerated() {
                playback.play(frame)
                let before = host.rasterizer.statistics
                guard host.renderIfNeeded(), index.isMultiple(of: 2) else { continue }
                redrawn += host.rasterizer.statistics.pixelsRedrawn - before.pixelsRedrawn
                unchanged += host.rasterizer.statistics.framesUnchanged - before.framesUnchanged
                let tracked = host.snapshot()
                let full = host.referenceSnapshot()
                let comparison = ImageComparison(reference: full, actual: tracked, channelTolerance: 0)
                compared += 1
                if comparison.differingPixels > 0 {
                    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fluid-damage")
                    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                    try? PNGCodec.write(
                        tracked, to: folder.appendingPathComponent("scene\(scene)-frame\(index)-tracked.png"))
                    try? PNGCodec.write(full, to: folder.appendingPathComponent("scene\(scene)-frame\(index)-full.png"))
                    try? PNGCodec.write(
                        ImageComparison.diffImage(reference: full, actual: tracked, channelTolerance: 0),
                        to: folder.appendingPathComponent("scene\(scene)-frame\(index)-diff.png"))
                    Issue.record(
                        "scene \(scene), frame \(index): \(comparison.differingPixels) pixels differ (largest \(comparison.largestDifference) at \(comparison.largestDifferenceAt)); pictures in \(folder.path)"
                    )
                    return
                }
            }
            #expect(compared >= 20, "scene \(scene): only \(compared) frames compared")
            print(
                "scene \(scene): \(compared) frames identical to full redraws; redrew \(redrawn * 100 / max(1, compared * screenPixels)) % of their pixels, \(unchanged) unchanged"
            )
        }
    }
}
