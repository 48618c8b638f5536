import Foundation
import GestureFiles
import ViewTree

/// Hands a gesture file's events to a replay frame by frame (Docs/GestureFiles.md §5), with the
/// work of one frame bounded whatever the file holds: at most ``maximumEventsPerFrame`` events,
/// and at most one scene opened. Within a frame, a run of scene switches with nothing between
/// them opens only the scene the last one leaves on show (no frame is drawn in between, so the
/// others would be built only to be thrown away), and a window key a file may not press is never
/// handed on. A file that asks for more in one frame is played over the frames that follow, each
/// event keeping its own timestamp; in the window the user's input is read between them.
@MainActor
struct ReplayFeed {
    /// Events delivered in one frame at most: a 1,000 Hz mouse replayed at twice the speed sends
    /// about 35, so only a file written to stall the replay ever waits.
    static let maximumEventsPerFrame = 1_000

    let events: [GestureEvent]
    /// The next event to hand on.
    private(set) var next = 0

    init(events: [GestureEvent]) {
        self.events = events
    }

    /// Whether every event has been handed on (or left out).
    var isFinished: Bool { next >= events.count }

    /// The events a frame at `time` delivers, in order, for `app` to take: those stamped at or
    /// before `time` not handed on yet, up to the frame's bounds. Events passed over (a switch a
    /// later one in its run makes void, a key a file may not press) cost a look each and do not
    /// count against the frame's share.
    mutating func take(until time: TimeInterval, for app: PlaygroundApp) -> [InputEvent] {
        var batch: [InputEvent] = []
        while batch.count < Self.maximumEventsPerFrame, let (input, after) = nextPressed(until: time) {
            next = after
            guard app.replacesScene(input) != nil else {
                batch.append(input)
                continue
            }
            // A run of switches: the last digit names the scene it leaves; an R after a switch
            // opens anew what was just opened fresh, so adds nothing.
            var opening = input
            while let (following, after) = nextPressed(until: time), let change = app.replacesScene(following) {
                next = after
                if case .open = change { opening = following }
            }
            batch.append(opening)
            break
        }
        return batch
    }

    /// The next event due that a file may press, passing over those it may not (and a resize,
    /// which the canvas does not see), and the index after it (a multi-touch frame spans several
    /// lines); `next` is left at it.
    private mutating func nextPressed(until time: TimeInterval) -> (InputEvent, after: Int)? {
        while next < events.count, events[next].time <= time {
            let (event, after) = events.inputEvent(at: next, start: 0)
            if let event, !Self.isNeverPressed(event) { return (event, after) }
            next = after
        }
        return nil
    }

    /// A window key a file never presses, whether or not a touch is down (`Esc` is left for the
    /// replay to judge as it is delivered: with a touch down it cancels the touch).
    private static func isNeverPressed(_ event: InputEvent) -> Bool {
        guard case let .key(key) = event else { return false }
        return WindowKeys.isTool(key, hasActiveTouches: true)
    }
}
