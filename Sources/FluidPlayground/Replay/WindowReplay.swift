import Compositor
import Foundation
import GestureFiles
import ViewTree

/// Plays a gesture file in the window (Docs/GestureFiles.md §6): the host's delegate in front of
/// the app, delivering the file's events through the frame pipeline as their times come on the
/// replay clock, the pointer drawn as a dot, until the events run out or the user's own input
/// takes over.
@MainActor
final class WindowReplay: HostDelegate {
    let app: PlaygroundApp
    let file: GestureFile
    /// Replay time (the clock the host runs on) from real time.
    private(set) var clock: ReplayClock
    /// Real time now (SDL's tick counter in the window).
    private let realTime: () -> TimeInterval
    let pointer = ReplayPointerView()
    private var feed: ReplayFeed
    /// False once the events ran out or the user took over.
    private(set) var isReplaying = true
    /// B of an A/B replay, and how an event reaches its phone (the host's side panel).
    var compared: (phone: ComparedPhone, deliver: (InputEvent) -> Void)?

    init(app: PlaygroundApp, file: GestureFile, clock: ReplayClock, realTime: @escaping () -> TimeInterval) {
        self.app = app
        self.file = file
        feed = ReplayFeed(events: file.events)
        self.clock = clock
        self.realTime = realTime
        app.window.animationDriver.timeScale = file.header.animationSpeed
        if file.header.reduceMotion { Accessibility.setReduceMotionEnabled(true) }
        app.tuning.adopt(file.header.tuning)
        app.window.addSubview(pointer)
    }

    /// Now, on the replay clock.
    func now() -> TimeInterval { clock.time(atReal: realTime()) }

    var window: Window { app.window }
    var wantsToQuit: Bool { app.wantsToQuit }
    func idle() -> Bool { app.idle() }

    /// While the replay lasts, frames keep coming (the host does not sleep between events). It
    /// lasts until every event is delivered and what they set moving has come to rest, so that a
    /// slowed replay shows the release animations slowed too.
    func advance(to time: TimeInterval) -> Bool {
        let animates = app.advance(to: time)
        if isReplaying, feed.isFinished, !animates, !window.needsFrames {
            finish("replay done at \(String(format: "%.2f", time)) s: the window is yours")
        }
        return animates || isReplaying
    }

    /// Input from the window is the user's: a click, a key or the wheel ends the replay (Esc
    /// only ends it); focus changes and resizes do not.
    func handle(_ event: InputEvent) {
        // Side by side, `Shift+C` copies B's code as Swift (`C` copies A's).
        if let compared, case let .key(key) = event, key.key == .character("c"), key.modifierFlags == .shift {
            compared.phone.app.copySwiftCode()
            return
        }
        // B's phone stands where the inspector would.
        if compared != nil, case let .key(key) = event, key.key == .character("i"), key.modifierFlags.isEmpty {
            app.report("the inspector's place is B's phone here: replay without --compare to inspect")
            return
        }
        if isReplaying {
            switch event {
            case let .key(key) where PlaygroundApp.isToolKey(key):
                break  // the inspector, copy as Swift, a screenshot: watching, not taking over
            case .pointer, .pointers, .scroll, .key:
                app.window.cancelAllTouches(timestamp: event.timestamp)
                finish("you took over: replay ended at \(String(format: "%.2f", event.timestamp)) s")
                if case let .key(key) = event, key.key == .escape { return }
            case .focusLost, .windowResized:
                break
            }
        }
        app.handle(event)
    }

    func deliverScheduledInput(until time: TimeInterval, through pipeline: FramePipeline) {
        guard isReplaying else { return }
        for input in feed.take(until: time, for: app) where app.takesFromFile(input) {
            pipeline.dispatch(input, to: app)
            pointer.follow(input)
            if let compared { compared.phone.replay(input, through: compared.deliver) }
        }
    }

    private func finish(_ message: String) {
        isReplaying = false
        pointer.isHidden = true
        clock.runAtRealSpeed(from: realTime())
        app.report(message)
    }
}
