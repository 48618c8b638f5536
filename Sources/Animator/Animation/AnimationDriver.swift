import Foundation

/// Supplies time to running animators: the host calls `tick(at:)` once per frame with the frame's
/// timestamp, before drawing. One driver per window.
///
/// Animation time is the host's time scaled by `timeScale` (slow animations); gesture tracking
/// reads event timestamps, not this clock, so it stays 1:1 when animations are slowed.
@MainActor
public final class AnimationDriver {
    /// Animation time at the last tick (seconds).
    public private(set) var time: TimeInterval = 0
    /// How fast animation time runs against host time: 1 normally, 0.1 for "slow animations".
    /// Values that are not finite and positive are ignored.
    public var timeScale: Double = 1 {
        didSet { if !(timeScale.isFinite && timeScale > 0) { timeScale = oldValue } }
    }
    private var lastHostTime: TimeInterval?
    private var running: [PropertyAnimator] = []
    /// Counts ticks, so that animators started during a tick can be told from those already ticked.
    private var tickNumber: UInt64 = 0

    public init() {}

    /// Display links, called every tick after the animators.
    private var links: [DisplayLink] = []

    /// True while any animator runs or an unpaused display link is added: the host keeps producing frames.
    public var isAnimating: Bool { !running.isEmpty || links.contains { !$0.isPaused } }

    /// The number of running animators.
    public var runningCount: Int { running.count }

    /// Advances every running animator to the frame at `hostTime`. Animators started while the
    /// tick runs (from a completion) begin in the same frame, so chained animations do not stall.
    public func tick(at hostTime: TimeInterval) {
        if let lastHostTime, hostTime.isFinite {
            time += max(0, hostTime - lastHostTime) * timeScale
        }
        if hostTime.isFinite { lastHostTime = hostTime }
        tickNumber &+= 1
        var batch = running
        while !batch.isEmpty {
            for animator in batch {
                animator.lastTickNumber = tickNumber
                animator.tick(at: time)
            }
            batch = running.filter { $0.lastTickNumber != tickNumber }
        }
        // Links added by a callback wait for the next tick (they start at its time).
        for link in links where links.contains(where: { $0 === link }) {
            link.fire(at: time)
        }
    }

    func add(_ link: DisplayLink) {
        guard !links.contains(where: { $0 === link }) else { return }
        links.append(link)
    }

    func remove(_ link: DisplayLink) {
        links.removeAll { $0 === link }
    }

    func add(_ animator: PropertyAnimator) {
        guard !running.contains(where: { $0 === animator }) else { return }
        running.append(animator)
    }

    func remove(_ animator: PropertyAnimator) {
        running.removeAll { $0 === animator }
    }
}
