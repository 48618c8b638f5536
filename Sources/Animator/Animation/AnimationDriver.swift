import Foundation

/// Supplies time to running animators: the host moves the clock with `advance(to:)`, once per
/// event before it delivers it and once per frame, and calls `tick()` once per frame, after the
/// app's frame code and before drawing (`tick(at:)` does both). One driver per window.
///
/// An animator's clock starts at the driver's time when it starts, that is at the event or frame
/// that started it, as Core Animation starts an animation's clock at its commit: the first frame
/// drawn after the start already shows the motion at that frame's time, and an animation that
/// takes over a moving property continues its path without repeating a frame.
///
/// Animation time is the host's time scaled by `timeScale` (slow animations); gesture tracking
/// reads event timestamps, not this clock, so it stays 1:1 when animations are slowed.
@MainActor
public final class AnimationDriver {
    /// Animation time now (seconds): of the last tick, or of the event being handled.
    public private(set) var time: TimeInterval = 0
    /// How fast animation time runs against host time: 1 normally, 0.1 for "slow animations".
    /// Values that are not finite and positive are ignored.
    public var timeScale: Double = 1 {
        didSet { if !(timeScale.isFinite && timeScale > 0) { timeScale = oldValue } }
    }
    /// Whether animation time holds (Core Animation's layer `speed` of 0, Apple's Technical Q&A
    /// QA1673): host time goes on, events are still delivered and gestures still track them, but
    /// running animators stay where they are until `isPaused` is false again or `step(by:)`
    /// moves them. A paused driver does not ask for frames (`isAnimating` is false).
    public var isPaused = false
    private var lastHostTime: TimeInterval?
    /// Running animators in the order they started; a stopped one leaves a hole (nil) until the
    /// next tick closes the gaps, so that stopping is O(1) (`PropertyAnimator.driverSlot`).
    private var running: [PropertyAnimator?] = []
    private var runningTotal = 0
    /// Counts ticks, so that animators started during a tick can be told from those already ticked.
    private var tickNumber: UInt64 = 0

    public init() {}

    /// Display links, called every tick after the animators.
    private var links: [DisplayLink] = []

    /// True while any animator runs or an unpaused display link is added: the host keeps producing frames.
    public var isAnimating: Bool { !isPaused && (runningTotal > 0 || links.contains { !$0.isPaused }) }

    /// The running animators, in the order they started (a paused, scrubbed one is not running).
    public var runningAnimators: [PropertyAnimator] { running.compactMap { $0 } }

    /// The animator whose `fractionComplete` was set last (held weakly): a scrubbed animator is
    /// paused, so it is not among the running ones, but it is what a drag is moving.
    public private(set) weak var lastScrubbedAnimator: PropertyAnimator?

    /// The number of running animators.
    public var runningCount: Int { runningTotal }

    /// The frame at `hostTime`: the clock moves to it (`advance(to:)`), then `tick()`.
    public func tick(at hostTime: TimeInterval) {
        advance(to: hostTime)
        tick()
    }

    /// The frame at the clock's current time: every running animator advances to it, then the
    /// display links fire. Animators started while the tick runs (from a completion) begin in the
    /// same frame, so chained animations do not stall.
    public func tick() {
        tickNumber &+= 1
        // By index, so that animators appended during the tick are ticked in it too.
        var index = 0
        while index < running.count {
            if let animator = running[index], animator.frameState.lastTickNumber != tickNumber {
                animator.frameState.lastTickNumber = tickNumber
                animator.tick(at: time)
            }
            index += 1
        }
        closeGaps()
        // Links added by a callback wait for the next tick (they start at its time).
        for link in links where links.contains(where: { $0 === link }) {
            link.fire(at: time)
        }
    }

    /// Moves the clock to `hostTime` without a frame: the host calls it before it delivers an
    /// event stamped `hostTime` (or runs frame code), so that animations started then start their
    /// clocks at that moment. Running animations stay where the last frame showed them until the
    /// next tick: what the user sees is what a touch stops, and an animation that takes over a
    /// moving property reads the old motion at this time (`PropertyAnimator.record`). Host time
    /// never runs backwards: an earlier time (an event stamped before the last frame) leaves the
    /// clock where it is.
    public func advance(to hostTime: TimeInterval) {
        if let lastHostTime, hostTime.isFinite, !isPaused {
            time += max(0, hostTime - lastHostTime) * timeScale
        }
        if hostTime.isFinite { lastHostTime = max(lastHostTime ?? hostTime, hostTime) }
    }

    /// While paused, moves animation time on by `seconds` (a frame stepped forward); the next
    /// tick shows the animators there. Does nothing while time runs, or for a step that is not
    /// finite and positive.
    public func step(by seconds: TimeInterval) {
        guard isPaused, seconds.isFinite, seconds > 0 else { return }
        time += seconds
    }

    func add(_ link: DisplayLink) {
        guard !links.contains(where: { $0 === link }) else { return }
        links.append(link)
    }

    func remove(_ link: DisplayLink) {
        links.removeAll { $0 === link }
    }

    func noteScrubbed(_ animator: PropertyAnimator) {
        lastScrubbedAnimator = animator
    }

    func add(_ animator: PropertyAnimator) {
        if let slot = animator.driverSlot, slot < running.count, running[slot] === animator { return }
        animator.driverSlot = running.count
        running.append(animator)
        runningTotal += 1
    }

    func remove(_ animator: PropertyAnimator) {
        guard let slot = animator.driverSlot, slot < running.count, running[slot] === animator else { return }
        running[slot] = nil
        animator.driverSlot = nil
        runningTotal -= 1
    }

    /// Drops the holes stopped animators left, keeping the order.
    private func closeGaps() {
        guard running.count != runningTotal else { return }
        running.removeAll { $0 == nil }
        for (slot, animator) in running.enumerated() { animator?.driverSlot = slot }
    }
}
