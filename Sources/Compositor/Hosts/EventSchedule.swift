import Foundation
import ViewTree

/// Splits timed input into frames the way a window sees it: frame k is at `start + k·interval`
/// (k ≥ 1) and delivers, before it ticks, every event stamped at or before its time that an
/// earlier frame did not deliver. Events keep their order among equal timestamps; events whose
/// timestamps are not finite go in the first frame. Used to play scripted or recorded input on
/// a virtual clock.
public enum EventSchedule {
    public struct Frame: Sendable {
        public let time: TimeInterval
        public let events: [InputEvent]
    }

    /// The frames that deliver `events`, ending with the frame that delivers the last one.
    public static func frames(
        _ events: [InputEvent], start: TimeInterval,
        frameInterval: TimeInterval = 1.0 / 60
    ) -> [Frame] {
        let interval = frameInterval.isFinite && frameInterval > 0 ? frameInterval : 1.0 / 60
        let ordered = events.enumerated().sorted { lhs, rhs in
            let l = sortKey(lhs.element.timestamp), r = sortKey(rhs.element.timestamp)
            return l == r ? lhs.offset < rhs.offset : l < r
        }.map(\.element)
        var frames: [Frame] = []
        var index = 0, frameNumber = 0
        while index < ordered.count {
            frameNumber += 1
            let time = start + Double(frameNumber) * interval
            var batch: [InputEvent] = []
            while index < ordered.count, sortKey(ordered[index].timestamp) <= time {
                batch.append(ordered[index])
                index += 1
            }
            frames.append(Frame(time: time, events: batch))
        }
        return frames
    }

    private static func sortKey(_ timestamp: TimeInterval) -> TimeInterval {
        timestamp.isFinite ? timestamp : -.infinity
    }
}
