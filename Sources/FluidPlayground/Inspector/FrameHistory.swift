import Compositor
import Foundation
import ViewTree

/// The last 240 drawn frames' step timings, oldest first, for the inspector's frame graph.
struct FrameHistory {
    static let capacity = 240
    private(set) var frames: [FrameTimings] = []
    /// How many frames were recorded in all (the graph redraws only when this changes).
    private(set) var count = 0

    mutating func record(_ timings: FrameTimings) {
        frames.append(timings)
        if frames.count > Self.capacity { frames.removeFirst(frames.count - Self.capacity) }
        count += 1
    }

    /// The median of the frames' totals, in seconds (0 when there are none).
    var medianTotal: TimeInterval {
        let totals = frames.map(\.total).sorted()
        return totals.isEmpty ? 0 : totals[totals.count / 2]
    }
}
