import Foundation
import ViewTree

extension Scene {
    /// An interaction over time in one picture: `frames` moments evenly spaced from `start` to
    /// `end` (both included) of the scene's life while `gesture` replays, each the picture
    /// ``picture(at:replaying:scale:tuning:assets:)`` draws for that moment, shrunk `reduction`
    /// times each way by averaging, laid left to right 4 px apart on the inspector's dark grey.
    /// One golden of a film strip holds a whole drag, release and settle (`FluidTesting`'s
    /// `assertSceneFilmStrip`).
    ///
    /// - Parameters:
    ///   - start: the first moment, in seconds from the scene's first frame.
    ///   - end: the last moment (at or after `start`).
    ///   - frames: how many moments (1…60).
    ///   - gesture: a gesture file to replay, or nil for none.
    ///   - scale: pixels per point the frames are drawn at, before they are shrunk.
    ///   - reduction: how many times smaller each frame is drawn (1…8; 2 halves the phone's 780 ×
    ///     1688 px at 2× to 390 × 844).
    ///   - tuning: tuned values by parameter key, as ``picture(at:replaying:scale:tuning:assets:)`` takes them.
    ///   - assets: where fonts and pictures come from (default: the bundled assets).
    public static func filmStrip(
        from start: TimeInterval, to end: TimeInterval, frames: Int, replaying gesture: URL? = nil,
        scale: CGFloat = 2, reduction: Int = 2, tuning: [String: Double] = [:], assets: AssetCatalog? = nil
    ) throws -> PixelBuffer {
        guard (1...60).contains(frames), (1...8).contains(reduction), start >= 0, end >= start else {
            throw PlaygroundError.badArgument(
                "a film strip takes 1…60 frames, a reduction of 1…8 and 0 ≤ start ≤ end (got \(frames) frames, reduction \(reduction), \(start)…\(end) s)"
            )
        }
        let replay = try replay(gesture, scale: scale, tuning: tuning, assets: assets)
        var strip: PixelBuffer?
        for index in 0..<frames {
            let time = frames == 1 ? start : start + (end - start) * Double(index) / Double(frames - 1)
            replay.play(to: time)
            let frame = replay.snapshot().boxFiltered(by: reduction)
            let gap = PixelBuffer(width: 4, height: frame.height, fill: (28, 28, 30, 255))
            strip = strip.map { $0.besides(gap).besides(frame) } ?? frame
        }
        return strip ?? PixelBuffer(width: 1, height: 1)
    }
}
