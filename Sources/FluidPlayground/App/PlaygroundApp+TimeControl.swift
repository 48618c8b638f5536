import Foundation
import ViewTree

/// Time you can hold (Docs/Playground.md, "Time control"): `Space` pauses animation time and plays
/// it again, `.` steps a paused scene one frame on and `,` one back (`PastFrames`), `[` and `]`
/// step the speed through `playbackSpeeds`. Only animation time is held or scaled: events still
/// land and a finger still moves a view 1:1, as with the iOS Simulator's slow animations (`S`).
extension PlaygroundApp {
    /// The time keys (`Space`, `.`, `,`, `[`, `]`, `S`): handled here, and true, or false for any
    /// other key. One that acts on the scene's clock goes into the session log, so that a copy
    /// rebuilding the past does what it did.
    func handleTimeKey(_ key: KeyEvent) -> Bool {
        guard Self.timeKeys.contains(key.key), key.modifierFlags.isDisjoint(with: [.control, .command]) else {
            return false
        }
        // `,` and `.` repeat while held (scrubbing); the others act once a press.
        let steps = key.key == .character(",") || key.key == .character(".")
        guard !key.isRepeat || steps else { return true }
        let reviewing = pastFrames != nil
        if reviewing, !steps { endPastFrames() }
        // What moves the live clock is logged: not `,` (it rebuilds the past), nor `.` in the past.
        if key.key != .character(","), !(reviewing && steps) { logTimeKey(key) }
        switch key.key {
        case .space: togglePause()
        case .character("."): stepForward()
        case .character(","): stepBack()
        case .character("s"): toggleSlowAnimations()
        default: stepSpeed(faster: key.key == .character("]"))
        }
        return true
    }

    /// The keys `handleTimeKey` takes.
    static let timeKeys: Set<KeyEvent.Key> = [
        .space, .character("."), .character(","), .character("["),
        .character("]"), .character("s"),
    ]

    /// A time key the live scene is about to take, logged unless a recording holds the clock.
    private func logTimeKey(_ key: KeyEvent) {
        if logsSession, recorder == nil { sessionLog.append(.event(.key(key))) }
    }

    /// Whether `event` is the hand on the phone: a pointer or the wheel (which end a review).
    static func isHandInput(_ event: InputEvent) -> Bool {
        switch event {
        case .pointer, .pointers, .scroll: return true
        default: return false
        }
    }

    /// A log for scene `sceneNumber` starting now, with the tools as they are.
    static func freshLog(sceneNumber: Int, tuning: Tuning, window: Window) -> SessionLog {
        SessionLog(
            sceneNumber: sceneNumber,
            tuning: tuning.modifiedValues,
            isPaused: window.animationDriver.isPaused, speed: window.animationDriver.timeScale,
            reduceMotion: Accessibility.isReduceMotionEnabled)
    }

    /// `,`: while paused, the frame before the one shown, rebuilt from the session log.
    func stepBack() {
        guard isPaused else { return say("Space pauses; then , steps back a frame") }
        guard !sessionLog.isFull else {
            return say("the scene has run too long to step back: R starts it fresh")
        }
        do {
            let past =
                try pastFrames
                ?? PastFrames(
                    log: sessionLog, assets: assets, scenes: scenes, screen: window.screen,
                    listRows: sceneNumber == listRowsScene ? listRows : nil)
            let current = pastFrames == nil ? past.log.frameCount - 1 : past.frame
            guard let target = past.log.frame(before: current), target >= past.earliestFrame else {
                return say(pastFrames == nil ? "nothing to step back to yet" : "as far back as , goes (10 s)")
            }
            try past.show(frame: target)
            pastFrames = past
            showPastFrame(past)
        } catch {
            say("cannot step back: \(error)")
        }
    }

    /// Shows the frame `past` is at over the phone, or the present again at its last frame.
    private func showPastFrame(_ past: PastFrames) {
        let last = past.log.frameCount - 1
        guard past.frame < last else { return endPastFrames() }
        pastFrameView.show(
            past.picture(), secondsBack: past.secondsBeforeLast,
            frameOffset: -past.log.steps(from: past.frame, to: last),
            reach: PastFrames.reach, on: window)
    }

    /// The present again: the past frame goes.
    func endPastFrames() {
        pastFrames = nil
        pastFrameView.removeFromSuperview()
    }

    /// The speeds `[` and `]` step through, animation time against real time; `S` jumps between
    /// 0.1 and 1.
    static let playbackSpeeds: [Double] = [0.1, 0.25, 0.5, 1, 2]

    /// One frame stepped with `.`: a 60 Hz display's frame, at the speed set.
    static let stepInterval: TimeInterval = 1.0 / 60

    /// Whether animation time holds (`Space`).
    var isPaused: Bool { window.animationDriver.isPaused }

    /// How fast animation time runs against real time while it is not paused.
    var playbackSpeed: Double { window.animationDriver.timeScale }

    /// The speed as the badge and the notes say it: `SLOW 10×` at 0.1, as the Simulator's.
    static func speedText(_ speed: Double) -> String {
        if speed == slowAnimationScale { return "SLOW 10×" }
        return (speed == speed.rounded() ? String(Int(speed)) : String(format: "%g", speed)) + "×"
    }

    /// Whether a time key may act now; while recording it says why not: the recording keeps real
    /// time, so that its replay animates as the session did.
    private func timeControlIsFree(_ what: String) -> Bool {
        guard recorder != nil else { return true }
        say("\(what) waits: a recording keeps real time (Ctrl+R stops)")
        return false
    }

    /// `Space`: animation time holds, or runs again.
    func togglePause() {
        guard timeControlIsFree("pausing") else { return }
        setPaused(!isPaused)
    }

    func setPaused(_ paused: Bool) {
        window.animationDriver.isPaused = paused
        say(paused ? "paused: , and . step a frame, Space plays" : "playing at \(Self.speedText(playbackSpeed))")
    }

    /// `.`: while paused, the next frame: animation time moves on by one 60 Hz frame at the
    /// speed set, and the host draws it.
    func stepForward() {
        guard isPaused else { return say("Space pauses; then . steps a frame") }
        if let past = pastFrames {
            do {
                try past.show(frame: past.log.frame(after: past.frame) ?? past.log.frameCount - 1)
                showPastFrame(past)
            } catch {
                endPastFrames()
                say("cannot step on: \(error)")
            }
            return
        }
        window.animationDriver.step(by: Self.stepInterval * playbackSpeed)
    }

    /// `[` (slower) or `]` (faster): the next speed of `playbackSpeeds`, said on the canvas.
    func stepSpeed(faster: Bool) {
        guard timeControlIsFree("a change of speed") else { return }
        let speeds = Self.playbackSpeeds
        let index = speeds.lastIndex { $0 <= playbackSpeed } ?? 0
        let next = speeds[max(0, min(speeds.count - 1, index + (faster ? 1 : -1)))]
        window.animationDriver.timeScale = next
        say("animations at \(Self.speedText(next))" + (isPaused ? " (paused)" : ""))
    }

    /// `S`: slow animations (10×) on or off.
    func toggleSlowAnimations() {
        guard timeControlIsFree("a change of speed") else { return }
        let slow = !slowAnimations
        window.animationDriver.timeScale = slow ? Self.slowAnimationScale : 1
        say(slow ? "slow animations on (10×)" : "slow animations off")
    }

    /// What the speed badge in the status bar says, or nil for none: `PAUSED` while paused, else
    /// the speed when it is not 1.
    var speedBadgeText: String? {
        if isPaused { return "PAUSED" }
        return playbackSpeed == 1 ? nil : Self.speedText(playbackSpeed)
    }

    /// Reported and shown on the canvas for a moment.
    func say(_ text: String) {
        report(text)
        note.show(text, on: window, at: time)
    }
}
