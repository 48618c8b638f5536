import FluidTestSupport
import Foundation

@testable import Compositor
@testable import ViewTree

/// A window without a renderer (gesture tests need none) and a log of every action recognizers send.
@MainActor
final class GestureStage {
    let window = Window(screen: Screen(size: CGSize(width: 400, height: 800), scale: 1, safeAreaInsets: .zero))
    let root = View()
    /// "name:state" for every action, in order.
    private(set) var log: [String] = []
    private(set) var misuse: [String] = []

    init() {
        window.isStatusBarHidden = true
        window.rootView = root
        window.tick(at: 0)
    }

    /// Adds a view with `frame` to `parent` (the root by default).
    @discardableResult
    func addView(_ frame: CGRect, to parent: View? = nil, name: String? = nil) -> View {
        let view = View(frame: frame)
        view.accessibilityIdentifier = name
        (parent ?? root).addSubview(view)
        return view
    }

    /// Attaches `recognizer` to `view` under `name`, logging its actions.
    @discardableResult
    func attach<R: GestureRecognizer>(_ recognizer: R, to view: View, name: String) -> R {
        recognizer.name = name
        recognizer.misuseHandler = { [weak self] in self?.misuse.append($0) }
        recognizer.addAction { [weak self] recognizer in self?.log.append("\(name):\(recognizer.state)") }
        view.addGestureRecognizer(recognizer)
        return recognizer
    }

    func send(_ events: [InputEvent]) {
        for event in events { window.send(event) }
    }

    func pointer(
        _ phase: PointerEvent.Phase, _ x: CGFloat, _ y: CGFloat, _ time: TimeInterval,
        finger: Int? = nil
    ) {
        window.send(
            .pointer(
                PointerEvent(
                    phase: phase, location: CGPoint(x: x, y: y), timestamp: time,
                    source: finger == nil ? .mouse : .touch, identifier: finger ?? 0)))
    }

    /// Fingers that change at one moment, delivered as one event (`InputEvent.pointers`).
    func fingers(_ phase: PointerEvent.Phase, _ locations: [Int: CGPoint], _ time: TimeInterval) {
        window.send(
            .pointers(
                locations.sorted { $0.key < $1.key }.map { finger, location in
                    PointerEvent(phase: phase, location: location, timestamp: time, source: .touch, identifier: finger)
                }))
    }

    /// The virtual clock of `play` and `run`.
    private(set) var time: TimeInterval = 0

    /// Plays `events` frame by frame (60 Hz), ticking the window after each frame's events.
    func play(_ events: [InputEvent], frameInterval: TimeInterval = 1.0 / 60) {
        for frame in EventSchedule.frames(events, start: time, frameInterval: frameInterval) {
            for event in frame.events { window.send(event) }
            time = frame.time
            window.tick(at: time)
        }
    }

    /// Frames at 60 Hz for `duration` seconds, calling `each` after every tick.
    func run(for duration: TimeInterval, frameInterval: TimeInterval = 1.0 / 60, each: ((TimeInterval) -> Void)? = nil)
    {
        let end = time + duration
        while time + frameInterval <= end + 1e-9 {
            time += frameInterval
            window.tick(at: time)
            each?(time)
        }
    }

    func clearLog() { log.removeAll() }

    /// The log with consecutive duplicates collapsed ("p:changed" ×5 → one), for state-path checks.
    var path: [String] {
        var result: [String] = []
        for entry in log where result.last != entry { result.append(entry) }
        return result
    }
}
