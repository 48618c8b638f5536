import FluidPlayground
import FluidUIKit

/// A scene in a phone-sized window of its own, driven frame by frame (60 Hz) on a virtual clock.
@MainActor final class SceneStage<SceneType: Scene> {
    let window = UIWindow(screen: .phone(scale: 1))
    let scene: SceneType
    private(set) var time: TimeInterval = 0

    init(_ type: SceneType.Type = SceneType.self) throws {
        scene = try SceneType(context: SceneContext(for: SceneType.self))
        window.rootView = scene.view
        window.tick(at: 0)
    }

    /// When the gesture last played started, and how many of its events were sent.
    private var gestureStart: TimeInterval = 0
    private var eventsSent = 0

    /// Plays `gesture` from now, a tick after each frame's events, then `after` seconds more;
    /// `each` runs after every tick.
    func play(_ gesture: ScriptedGesture, after: TimeInterval = 0, each: (() -> Void)? = nil) {
        gestureStart = time
        eventsSent = 0
        resume(gesture, after: after, each: each)
    }

    /// Plays the rest of `gesture`, which continues the one played last (that gesture with more
    /// steps), so that a test can look between its parts.
    func resume(_ gesture: ScriptedGesture, after: TimeInterval = 0, each: (() -> Void)? = nil) {
        let all = gesture.events(startingAt: gestureStart)
        let events = Array(all.dropFirst(eventsSent))
        eventsSent = all.count
        for frame in EventSchedule.frames(events, start: time, frameInterval: 1.0 / 60) {
            for event in frame.events { window.send(event) }
            time = frame.time
            window.tick(at: time)
            each?()
        }
        run(after, each: each)
    }

    /// Ticks for `seconds` more.
    func run(_ seconds: TimeInterval, each: (() -> Void)? = nil) {
        let end = time + seconds
        while time < end - 1e-9 {
            time += 1.0 / 60
            window.tick(at: time)
            each?()
        }
    }

    /// Sends one pointer event now.
    func touch(_ phase: PointerEvent.Phase, _ point: CGPoint, pressure: Double? = nil) {
        window.send(.pointer(PointerEvent(phase: phase, location: point, timestamp: time, pressure: pressure)))
    }
}
