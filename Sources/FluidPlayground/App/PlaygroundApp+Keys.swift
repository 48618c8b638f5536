import Compositor
import Foundation
import GestureFiles
import ViewTree

// The window's input as the app sees it first: scene keys, tool keys (help, slow animations,
// inspector, recording, screenshot), then the scene.
extension PlaygroundApp {
    func handle(_ event: InputEvent) {
        // Stepped back, a touch, a click or the wheel brings the present back and lands there.
        if pastFrames != nil, Self.isHandInput(event) { endPastFrames() }
        if case let .key(key) = event, !key.isRepeat, key.modifierFlags.contains(.control), key.key == .character("r") {
            if recorder == nil { startRecording() } else { stopRecording() }
            return
        }
        if case let .key(key) = event, !key.isRepeat, key.modifierFlags.contains(.control), key.key == .character("f") {
            stepFrameRateLimit()
            return
        }
        if case let .key(key) = event, !key.isRepeat, key.modifierFlags.contains(.control), key.key == .character("m") {
            toggleReduceMotion()
            return
        }
        if let recorder, Self.isRecorded(event, hasActiveTouches: window.hasActiveTouches),
            let stop = recorder.record(event)
        {
            stopRecording(because: stop)
        }
        if case let .key(key) = event, !key.isRepeat, WindowKeys.isHelp(key) {
            toggleKeyHelp()
            return
        }
        if case let .key(key) = event, handleTimeKey(key) { return }
        if case let .key(key) = event, !key.isRepeat {
            switch key.key {
            case .escape:
                // Esc during a drag cancels the drag (as the system would); otherwise it quits.
                if window.hasActiveTouches {
                    if logsSession { sessionLog.append(.event(event)) }
                    window.cancelAllTouches(timestamp: key.timestamp)
                } else {
                    wantsToQuit = true
                }
                return
            case let .character(character):
                if let change = Self.sceneChange(for: key) {
                    switch change {
                    case let .open(number): switchToScene(number)
                    case .reset: switchToScene(sceneNumber)
                    }
                    return
                }
                if character == "p" {
                    saveScreenshot()
                    return
                }
                if character == "c" {
                    copySwiftCode()
                    return
                }
                if character == "i" {
                    setInspectorShown(inspector == nil)
                    return
                }
            default:
                break
            }
        }
        if logsSession, Self.isRecorded(event, hasActiveTouches: window.hasActiveTouches) {
            sessionLog.append(.event(event))
        }
        if !scene.handle(event) { window.deliver(event) }
        if case .key = event { refreshKeyHelp() }  // a switch may have flipped
        inspector?.observe(event, phone: pastFrames?.host.window ?? window)
    }

    /// What a key does to the scene on show when it replaces it: a digit opens that scene fresh
    /// (or reports that there is none), `R` opens the current one anew.
    enum SceneChange: Equatable {
        case open(Int)
        case reset
    }

    /// The scene change `key` asks for, if any (whether that scene exists is not asked).
    static func sceneChange(for key: KeyEvent) -> SceneChange? {
        guard !key.isRepeat, case let .character(character) = key.key else { return nil }
        if let digit = character.wholeNumberValue { return .open(digit) }
        return character == "r" ? .reset : nil
    }

    /// Whether `event` replaces the scene on show: `R`, or the digit of a scene that exists.
    func replacesScene(_ event: InputEvent) -> SceneChange? {
        guard case let .key(key) = event, !WindowKeys.isTool(key, hasActiveTouches: true),
            let change = Self.sceneChange(for: key)
        else { return nil }
        if case let .open(number) = change, scenes.scene(number: number) == nil { return nil }
        return change
    }

    /// Shows or hides the list of keys (`?`).
    func toggleKeyHelp() {
        if keyHelp.superview != nil {
            keyHelp.removeFromSuperview()
        } else {
            keyHelp.show(switches: scene.switches, sceneTitle: "\(sceneNumber) \(type(of: scene).title)", on: window)
        }
    }

    /// The list of keys, while shown, for the scene now on and its switches as they are.
    func refreshKeyHelp() {
        guard keyHelp.superview != nil else { return }
        keyHelp.show(switches: scene.switches, sceneTitle: "\(sceneNumber) \(type(of: scene).title)", on: window)
    }

    /// Keys for the playground's tools that leave the scene alone: `I` (inspector), `C` (copy as
    /// Swift), `P` (screenshot). A replay in the window goes on through them.
    static func isToolKey(_ key: KeyEvent) -> Bool {
        guard key.modifierFlags.isEmpty, case let .character(character) = key.key else { return false }
        return ["i", "c", "p"].contains(character)
    }

    /// Slow animations (10×), as in the iOS Simulator: animation time slows, gesture tracking stays 1:1.
    static let slowAnimationScale = GestureFileHeader.slowAnimationSpeed

    var slowAnimations: Bool { window.animationDriver.timeScale == Self.slowAnimationScale }

    /// The limits `Ctrl+F` steps through after the display's rate, in frames a second.
    static let frameRateLimits = [120, 60, 30, 15]

    /// `Ctrl+F`: the next frame-rate limit (the display's rate after 15), said on the canvas.
    func stepFrameRateLimit() {
        let limits = Self.frameRateLimits
        guard let current = frameRateLimit, let index = limits.firstIndex(of: current) else {
            return setFrameRateLimit(limits.first)
        }
        setFrameRateLimit(index + 1 < limits.count ? limits[index + 1] : nil)
    }

    func setFrameRateLimit(_ limit: Int?) {
        frameRateLimit = limit
        frameRateLimitDidChange?(limit)
        say(limit.map { "frames limited to \($0) a second" } ?? "frames at the display's rate")
    }

    /// `Ctrl+M`: Reduce Motion on or off, said on the canvas. Not while recording: the file's
    /// header says how the recording began, and a replay must animate as it did.
    func toggleReduceMotion() {
        guard recorder == nil else { return say("Reduce Motion stays as it was while recording (Ctrl+R stops)") }
        setReduceMotion(!Accessibility.isReduceMotionEnabled)
    }

    /// Turns Reduce Motion on or off for the scenes (`Accessibility.isReduceMotionEnabled`) and
    /// says so; what is already moving finishes as it began.
    func setReduceMotion(_ on: Bool) {
        Accessibility.setReduceMotionEnabled(on)
        if logsSession { sessionLog.append(.reduceMotion(on)) }
        say(on ? "Reduce Motion on: no bounce, no flight, no parallax" : "Reduce Motion off")
    }
}
