import Foundation

/// Two traces of one gesture file (`film --trace`'s CSV), the build before and this one, told
/// apart in a line: how far the touched view's path moved and when it comes to rest.
@MainActor
struct TraceComparison {
    /// A trace's rows: the time and the touched view's position (nil where there is none).
    struct Trace {
        var times: [TimeInterval] = []
        var positions: [CGPoint?] = []

        init(csv: String) {
            let samples = GestureTraceSample.samples(fromCSV: csv)
            times = samples.map(\.time)
            positions = samples.map(\.viewPosition)
        }

        /// The time after which the view moves less than half a point: when it comes to rest.
        var restTime: TimeInterval? {
            guard let last = positions.last.flatMap({ $0 }) else { return nil }
            var rest = times.last
            for index in stride(from: positions.count - 1, through: 0, by: -1) {
                guard let position = positions[index] else { break }
                if abs(position.x - last.x) >= 0.5 || abs(position.y - last.y) >= 0.5 { break }
                rest = times[index]
            }
            return rest
        }
    }

    let before: Trace
    let now: Trace

    /// The largest difference of the view's position at the same moment, and when it was.
    var largestDifference: (distance: CGFloat, time: TimeInterval)? {
        var best: (distance: CGFloat, time: TimeInterval)?
        for index in 0..<min(before.times.count, now.times.count) {
            guard let a = before.positions[index], let b = now.positions[index] else { continue }
            let distance = hypot(a.x - b.x, a.y - b.y)
            if distance > (best?.distance ?? -1) { best = (distance, now.times[index]) }
        }
        return best
    }

    /// "the view's path moved up to 12.4 pt (at 0.850 s); it comes to rest at 1.017 s (was 1.200 s)"
    var summary: String {
        var parts: [String] = []
        if let largest = largestDifference {
            parts.append(
                largest.distance < 0.05
                    ? "the view's path is the same"
                    : String(format: "the view's path moved up to %.1f pt (at %.3f s)", largest.distance, largest.time))
        } else {
            parts.append("no view was touched in both")
        }
        switch (before.restTime, now.restTime) {
        case let (was?, rest?) where abs(was - rest) > 1e-6:
            parts.append(String(format: "it comes to rest at %.3f s (was %.3f s)", rest, was))
        case let (_, rest?):
            parts.append(String(format: "it comes to rest at %.3f s, as before", rest))
        default:
            break
        }
        return parts.joined(separator: "; ")
    }
}
