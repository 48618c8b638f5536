import Foundation

/// Animates property changes with UIKit's `UIViewPropertyAnimator` semantics: a state machine
/// (inactive → active ⇄ paused → stopped), `fractionComplete` scrubbing, reversal (also mid-flight),
/// continuation with new timing, cubic Bézier and analytic spring timing.
///
/// Progress model: the animator keeps one progress `P` (0 at the start values, 1 at the end
/// values; a spring overshoots past 1) that positions every property as `from + (to − from)·P`.
/// While it runs, a `ProgressSegment` moves `P` with time; pausing freezes `P`, scrubbing sets it.
///
/// Choices where UIKit is a known trap (Docs/Motion.md §1.2–1.4):
/// - Pausing never moves a view: with `scrubsLinearly` the fraction becomes the current `P`, and
///   continuing with the original curve resumes on it at `τ = C⁻¹(P)`, so the view neither jumps
///   nor changes speed (UIKit's views jump on continue, Docs/Motion.md §1.2 [C3]).
/// - `fractionComplete` reads along the current direction, as on iOS ≥ 11: `1 − P` when reversed;
///   while a spring overshoots it reads the raw `P` (slightly outside 0…1).
/// - Misuse that crashes UIKit (finish outside `.stopped`, releasing a paused animator, …) is
///   reported through `misuseHandler` and ignored; see `AnimatorMisuse`.
/// - An animation on a property that another animation drives takes over from the property's
///   presentation value; with a spring it also carries the property's velocity.
@MainActor
public final class PropertyAnimator {
    /// The duration given at creation (≥ 0).
    public let duration: TimeInterval
    /// The timing given at creation.
    public let timingParameters: any TimingCurveProvider

    public private(set) var state: AnimatingState = .inactive
    /// True while time moves the animations (active and not paused).
    public private(set) var isRunning = false {
        didSet { if isRunning != oldValue { runningDidChange?(isRunning) } }
    }
    /// Called when `isRunning` changes (UIKit's KVO on `isRunning`, what `pausesOnCompletion` users observe).
    public var runningDidChange: ((Bool) -> Void)?

    /// Whether the animations run (or will run) back towards their start values.
    public var isReversed = false {
        didSet { if isReversed != oldValue { directionDidChange() } }
    }
    /// While paused, `fractionComplete` maps linearly onto the values (true, UIKit's default) or
    /// through the timing curve (false).
    public var scrubsLinearly = true
    /// When false, the animator cannot be paused, stopped or scrubbed once started. Only settable
    /// while inactive.
    public var isInterruptible = true {
        didSet {
            if state != .inactive, isInterruptible != oldValue {
                isInterruptible = oldValue
                report(.interruptibleChangedWhileActive)
            }
        }
    }
    /// Whether views it animates can be touched while it runs (read by targets through
    /// `PropertyAnimation.animator`).
    public var isUserInteractionEnabled = true
    /// At the end, stay active and paused (no completion) so the animation can still be reversed
    /// or scrubbed; observe `runningDidChange` to learn that it reached the end.
    public var pausesOnCompletion = false
    /// The delay of the last `startAnimation(afterDelay:)`.
    public private(set) var delay: TimeInterval = 0
    /// The driver that supplies time. When nil, it is taken from the window of the first animated
    /// view that is in one. Held weakly: the driver keeps its running animators, and its owner (a
    /// window) keeps it; the other way round a window dropped mid-animation would never be freed.
    public weak var driver: AnimationDriver?
    /// Receives misuse reports; the default prints them to standard error.
    public var misuseHandler: (AnimatorMisuse) -> Void = { misuse in
        StandardError.write("\(misuse)", from: "PropertyAnimator")
    }

    // MARK: Internal state

    /// The animator's own curve, used to measure delayed windows in time (nil for springs).
    let curve: CubicTimingParameters?
    private var pendingBlocks: [(block: () -> Void, delayFactor: Double)] = []
    private var completions: [(AnimatingPosition) -> Void] = []
    /// The property animations, P and the running segment (`AnimatorFrameState` says why its
    /// writes are unchecked).
    @exclusivity(unchecked) var frameState = AnimatorFrameState()
    /// The fraction while paused, in the forward direction (differs from `progress` when
    /// `scrubsLinearly` is false).
    private var pausedFraction: Double?
    /// Started with no animations: running begins when the first block is added (UIKit's
    /// "transient paused" state).
    private var startsWhenAnimationsAreAdded = false
    /// Where the driver keeps this animator while it runs (nil when it does not).
    var driverSlot: Int?
    /// Whether this is the first run (the creation timing applies with its full duration).
    private var hasRun = false

    // MARK: Creating

    /// An animator with a cubic Bézier timing curve and optional first animations.
    public convenience init(duration: TimeInterval, curve: AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: CubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// An animator with a cubic Bézier curve through the two control points.
    public convenience init(
        duration: TimeInterval, controlPoint1: CGPoint, controlPoint2: CGPoint,
        animations: (() -> Void)? = nil
    ) {
        self.init(
            duration: duration,
            timingParameters: CubicTimingParameters(controlPoint1: controlPoint1, controlPoint2: controlPoint2))
        if let animations { addAnimations(animations) }
    }

    /// An animator with UIKit's damping-ratio spring: the duration fixes the stiffness and the
    /// animation ends exactly at `duration`.
    public convenience init(duration: TimeInterval, dampingRatio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: SpringTimingParameters(dampingRatio: dampingRatio))
        if let animations { addAnimations(animations) }
    }

    /// An animator with any timing. Negative or non-finite durations become 0 (reported when
    /// the animator first runs, since no handler can be set before `init` returns).
    public init(duration: TimeInterval, timingParameters: any TimingCurveProvider) {
        let valid = duration.isFinite && duration >= 0
        self.duration = valid ? duration : 0
        self.invalidDuration = valid ? nil : duration
        self.timingParameters = timingParameters
        self.curve =
            timingParameters.springTimingParameters == nil
            ? (timingParameters.cubicTimingParameters ?? CubicTimingParameters()) : nil
    }

    private let invalidDuration: Double?

    isolated deinit {
        // Tracks point back here unretained (`PropertyAnimation.animator`): none may outlive it
        // still pointing here.
        defer { for track in frameState.tracks { track.detach() } }
        guard state != .inactive, !frameState.tracks.isEmpty else { return }
        // A running animator is kept by its driver, so it is released only when the driver (its
        // window) has gone: that is a teardown, not the misuse UIKit traps.
        if !isRunning { report(.releasedWhileActive) }
        for track in frameState.tracks { track.finish(atProgress: nil, curve: curve) }
    }

    // MARK: Animations and completions

    /// Adds animations. Before the start they run for the whole duration; once active they begin
    /// at once and run for the remaining time.
    public func addAnimations(_ animation: @escaping () -> Void) {
        addAnimations(animation, delayFactor: 0)
    }

    /// Adds animations that begin after `delayFactor` × the remaining duration (× `duration` when
    /// inactive) and end with the animator. `delayFactor` is clamped to 0…1.
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        let factor = delayFactor.isNaN ? 0 : min(1, max(0, Double(delayFactor)))
        switch state {
        case .inactive: pendingBlocks.append((animation, factor))
        case .active: AnimationTransaction.run(animator: self, delayFactor: factor, animation)
        case .stopped: report(.stopped(action: "addAnimations"))
        }
    }

    /// Adds a completion, called with where the animations ended.
    public func addCompletion(_ completion: @escaping (AnimatingPosition) -> Void) {
        completions.append(completion)
    }

    // MARK: Progress

    /// How far the animations are, along the current direction (iOS ≥ 11: reversed, it reads
    /// `1 − P`). Settable while inactive (which makes the animator active and paused) or paused;
    /// values are clamped to 0…1, NaN is rejected.
    public var fractionComplete: CGFloat {
        get {
            let forward = pausedFraction ?? frameState.progress
            return CGFloat(isReversed ? 1 - forward : forward)
        }
        set { scrub(to: Double(newValue)) }
    }

    private func scrub(to value: Double) {
        guard !value.isNaN else { return report(.fractionCompleteNotANumber) }
        switch state {
        case .stopped: return report(.stopped(action: "fractionComplete"))
        case .active where isRunning: return report(.fractionCompleteWhileRunning)
        case .inactive:
            guard isInterruptible else { return report(.notInterruptible(action: "fractionComplete")) }
            activate()
        case .active: break
        }
        let clamped = min(1, max(0, value))
        let forward = isReversed ? 1 - clamped : clamped
        pausedFraction = forward
        startsWhenAnimationsAreAdded = false
        frameState.progress = scrubsLinearly ? forward : (curve?.progress(at: forward) ?? forward)
        applyTracks(carryFactor: 0)
        driver?.noteScrubbed(self)
    }

    // MARK: Starting, pausing, stopping

    public func startAnimation() {
        switch state {
        case .stopped:
            report(.stopped(action: "startAnimation"))
        case .inactive:
            activate()
            if frameState.tracks.isEmpty {
                startsWhenAnimationsAreAdded = true
            } else {
                run(timing: nil, durationFactor: 0)
            }
        case .active:
            if !isRunning { run(timing: nil, durationFactor: 0) }
        }
    }

    /// Starts after `delay` seconds of animation time (negative or non-finite delays become 0).
    public func startAnimation(afterDelay delay: TimeInterval) {
        self.delay = validTime(delay, name: "delay")
        startAnimation()
    }

    public func pauseAnimation() {
        guard isInterruptible else { return report(.notInterruptible(action: "pauseAnimation")) }
        switch state {
        case .stopped:
            report(.stopped(action: "pauseAnimation"))
        case .inactive:
            activate()
            pausedFraction = frameState.progress
        case .active:
            startsWhenAnimationsAreAdded = false
            guard isRunning else { return }
            freeze()
            pausedFraction =
                scrubsLinearly
                ? frameState.progress : (curve?.time(forProgress: frameState.progress) ?? frameState.progress)
        }
    }

    /// Stops where the animations are: the model takes the values on screen. With
    /// `withoutFinishing` the animator becomes inactive and no completion runs; otherwise it
    /// becomes `.stopped` and waits for `finishAnimation(at:)`.
    public func stopAnimation(_ withoutFinishing: Bool) {
        guard isInterruptible else { return report(.notInterruptible(action: "stopAnimation")) }
        switch state {
        case .inactive: return report(.stopWhileInactive)
        case .stopped: return report(.stopped(action: "stopAnimation"))
        case .active: break
        }
        if isRunning { freeze() }
        startsWhenAnimationsAreAdded = false
        for track in frameState.tracks { track.finish(atProgress: nil, curve: curve) }
        if withoutFinishing {
            reset()
        } else {
            state = .stopped
        }
    }

    /// Ends a stopped animator: the model takes the start, end or current values and the
    /// completions run with `position`.
    public func finishAnimation(at position: AnimatingPosition) {
        guard state == .stopped else { return report(.finishOutsideStopped(state)) }
        let target: Double? =
            switch position {
            case .start: 0
            case .end: 1
            case .current: nil
            }
        if let target {
            for track in frameState.tracks { track.finish(atProgress: target, curve: curve) }
        }
        complete(at: position)
    }

    /// Resumes a paused animator "as if started from its current position" with new timing
    /// (nil keeps the current one) and a remaining duration of `durationFactor × duration`
    /// (0 means the default: the fraction still to go × `duration`, Docs/Motion.md §1.1).
    public func continueAnimation(withTimingParameters parameters: (any TimingCurveProvider)?, durationFactor: CGFloat)
    {
        switch state {
        case .stopped: return report(.stopped(action: "continueAnimation"))
        case .inactive: return report(.continueWhileInactive)
        case .active: break
        }
        let factor = validTime(Double(durationFactor), name: "durationFactor")
        if isRunning { freeze() }
        startsWhenAnimationsAreAdded = false
        if let spring = parameters?.springTimingParameters {
            // Positions take the new spring's dy along y (see `record`).
            let remaining = (isReversed ? 0.0 : 1.0) - frameState.progress
            for track in frameState.tracks { track.carryPerAxisVelocity(spring.initialVelocity, remaining: remaining) }
        }
        run(timing: parameters, durationFactor: factor)
    }

    // MARK: Driver interface

    /// Advances to `time` (animation time, seconds). Called by the driver.
    func tick(at time: TimeInterval) {
        // In place: a copy of the segment (two spring solutions) cost more than evaluating it.
        guard let sample = frameState.segment?.sample(at: time) else { return }
        frameState.segmentElapsed = sample.elapsed
        frameState.progress = sample.progress
        applyTracks(carryFactor: sample.carryFactor)
        if sample.isOver { reachEnd() }
    }

    /// Where a property this animator drives is at the driver's current time, and its velocity
    /// (units per second): nil while paused or before the motion starts. Between frames (an event
    /// being handled) that is further along than the last frame showed.
    func motion<Value>(
        of animation: PropertyAnimation<Value>
    ) -> (value: Value.AnimatableData, velocity: Value.AnimatableData)? {
        guard isRunning, let segment = frameState.segment, let driver, let start = segment.startTime,
            driver.time >= start
        else { return nil }
        let elapsed = segment.elapsed(at: driver.time)
        let progress = segment.progress(atElapsed: elapsed)
        let value = animation.value(
            progress: progress, carryFactor: segment.carryFactor(atElapsed: elapsed), curve: curve)
        let velocity = animation.velocity(
            progress: progress,
            progressVelocity: segment.velocity(atElapsed: elapsed),
            carryRate: segment.carryFactorRate(atElapsed: elapsed),
            curve: curve)
        return (value, velocity)
    }

    /// Called by the transaction when a block sets a property.
    func record<Value: Animatable>(
        from: Value, to: Value, previous: AnyPropertyAnimation?, delayFactor: Double,
        keyframe: (start: Double, end: Double)? = nil, binding: AnimationBinding<Value>
    ) -> PropertyAnimation<Value>? {
        // A later keyframe of a property this keyframe animation already moves: one more keyframe
        // of the same animation, not a new animation that would cancel the first.
        if let keyframe, let previous = previous as? PropertyAnimation<Value>, previous.animator === self,
            !previous.keyframes.isEmpty
        {
            guard to.animatableData.isFinite else { return previous }
            previous.appendKeyframe(start: keyframe.start, end: keyframe.end, to: to.animatableData)
            previous.apply(progress: frameState.progress, carryFactor: 0, curve: curve)
            return previous
        }
        var carried = Value.AnimatableData.zero
        var start = from.animatableData
        let end = to.animatableData
        // Taking over a moving property: start from where the old motion is now (an event between
        // frames is later than the last frame) with its velocity, so the path goes on unbroken.
        if let previous = previous as? PropertyAnimation<Value>, let owner = previous.animator, owner !== self,
            let motion = owner.motion(of: previous), motion.value.isFinite, motion.velocity.isFinite
        {
            start = motion.value
            if keyframe != nil {
                // A keyframe starts from what is on screen and carries no velocity in.
            } else if timingParameters.springTimingParameters != nil {
                carried = motion.velocity
            } else if !hasRun, frameState.progress == 0, let curve, duration > 0 {  // recorded before the start
                // The curve itself moves the property at (end − start)·C′(0)/T as it starts (0 for
                // a delayed block); the carried velocity makes up the rest, so the speed is kept.
                let own = delayFactor > 0 ? 0 : curve.velocity(at: 0) / duration
                carried = motion.velocity - (end - start).scaled(by: own)
            }
        }
        // A position takes dx along x and dy along y (UIKit's rule for springs); the progress
        // spring moves every property by dx, so the difference rides on the carried velocity,
        // which a spring adds as velocity·ψ(t) (its unit-velocity response).
        if keyframe == nil, !hasRun, frameState.progress == 0, let spring = timingParameters.springTimingParameters {
            carried += binding.springVelocityAxes.extraVelocity(
                for: end - start, initialVelocity: spring.initialVelocity)
        }
        previous?.cancel()
        guard start.isFinite, end.isFinite, start != end || carried != .zero else { return nil }
        if driver == nil { driver = binding.driver() }
        let animation = PropertyAnimation(
            from: start, to: end, carriedVelocity: carried,
            window: keyframe == nil ? window(delayFactor: delayFactor) : nil, keyframe: keyframe, binding: binding,
            animator: self)
        frameState.tracks.append(animation)
        animation.apply(progress: frameState.progress, carryFactor: 0, curve: curve)
        if startsWhenAnimationsAreAdded {
            startsWhenAnimationsAreAdded = false
            run(timing: nil, durationFactor: 0)
        }
        return animation
    }

    func remove(_ animation: AnyPropertyAnimation) {
        frameState.tracks.removeAll { $0 === animation }
    }

    // MARK: Private

    private func report(_ misuse: AnimatorMisuse) {
        misuseHandler(misuse)
    }

    private func validTime(_ value: Double, name: String) -> Double {
        guard value.isFinite, value >= 0 else {
            report(.invalidTime(name: name, value: value, replacement: 0))
            return 0
        }
        return value
    }

    /// The window of a property added now: identity before the start; otherwise from the current
    /// time (plus the delay) to the end in the current direction, in the curve's time.
    private func window(delayFactor: Double) -> (start: Double, end: Double)? {
        let now = curve?.time(forProgress: frameState.progress) ?? frameState.progress
        if isReversed {
            return (now * (1 - delayFactor), 0)
        }
        if delayFactor == 0, frameState.progress == 0 { return nil }
        return (now + delayFactor * (1 - now), 1)
    }

    private func activate() {
        state = .active
        if let invalidDuration {
            report(.invalidTime(name: "duration", value: invalidDuration, replacement: 0))
        }
        let blocks = pendingBlocks
        pendingBlocks = []
        for (block, factor) in blocks {
            AnimationTransaction.run(animator: self, delayFactor: factor, block)
        }
    }

    private func applyTracks(carryFactor: Double) {
        for track in frameState.tracks {
            track.apply(progress: frameState.progress, carryFactor: carryFactor, curve: curve)
        }
    }

    /// Stops time where the last tick left the animations.
    private func freeze() {
        frameState.segment = nil
        isRunning = false
        driver?.remove(self)
        for track in frameState.tracks { track.absorbCarriedMotion(progress: frameState.progress, curve: curve) }
    }

    /// Starts a segment from the current progress towards the end in the current direction.
    private func run(timing: (any TimingCurveProvider)?, durationFactor: Double) {
        let end = isReversed ? 0.0 : 1.0
        let remaining = durationFactor > 0 ? durationFactor * duration : abs(end - frameState.progress) * duration
        let timing = timing ?? timingParameters
        var next: ProgressSegment
        if let spring = timing.springTimingParameters {
            let distance = end - frameState.progress
            let velocity = Double(spring.initialVelocity.dx) * distance
            next = .spring(
                spring, from: frameState.progress, to: end, velocity: velocity,
                settlingDuration: remaining)
        } else {
            let cubic = timing.cubicTimingParameters ?? CubicTimingParameters()
            if cubic == curve {
                // Resume on the original curve where P lies on it: no jump, no change of speed.
                let from =
                    pausedFraction.flatMap { scrubsLinearly ? nil : $0 } ?? cubic.time(forProgress: frameState.progress)
                let toTime = isReversed ? 0.0 : 1.0
                let time = durationFactor > 0 ? durationFactor * duration : abs(toTime - from) * duration
                next = .curve(cubic, fromTime: from, toTime: toTime, duration: time)
            } else {
                next = .curve(cubic, from: frameState.progress, to: end, duration: remaining)
            }
        }
        if !hasRun { next.pendingDelay = delay }
        hasRun = true
        pausedFraction = nil
        frameState.segment = next
        frameState.segmentElapsed = 0
        isRunning = true
        guard let driver else {
            report(.noDriver)
            frameState.progress = end
            applyTracks(carryFactor: 0)
            return reachEnd()
        }
        // The clock starts now (the event or frame that started it), not at the next tick.
        frameState.segment?.startTime = driver.time + next.pendingDelay
        frameState.segment?.pendingDelay = 0
        driver.add(self)
    }

    /// The running motion changes direction mid-flight: a cubic segment on the full curve runs
    /// back in time (an exact mirror); anything else restarts from the current progress and
    /// velocity towards the other end, so a spring keeps its momentum.
    private func directionDidChange() {
        guard isRunning, let current = frameState.segment else { return }
        // The new segment starts its carry factor afresh: fold the carried motion in first.
        for track in frameState.tracks { track.absorbCarriedMotion(progress: frameState.progress, curve: curve) }
        let end = isReversed ? 0.0 : 1.0
        let now = current.startTime.map { $0 + frameState.segmentElapsed } ?? driver?.time
        var next: ProgressSegment
        switch current.motion {
        case let .curve(cubic, base, span, fromTime, toTime) where base == 0 && span == 1:
            let tau = fromTime + (toTime - fromTime) * (frameState.segmentElapsed / current.duration)
            let rate = abs(toTime - fromTime) / current.duration
            next = .curve(cubic, fromTime: tau, toTime: end, duration: rate > 0 ? abs(end - tau) / rate : 0)
        case let .curve(cubic, _, _, _, _):
            next = .curve(
                cubic, from: frameState.progress, to: end, duration: abs(end - frameState.progress) * duration)
        case .spring:
            let velocity = current.velocity(atElapsed: frameState.segmentElapsed)
            let spring = timingParameters.springTimingParameters ?? SpringTimingParameters(dampingRatio: 1)
            next = .spring(
                SpringTimingParameters(kind: spring.kind, initialVelocity: .zero), from: frameState.progress, to: end,
                velocity: velocity,
                settlingDuration: current.duration)
        }
        next.startTime = now
        frameState.segment = next
        frameState.segmentElapsed = 0
    }

    /// The running segment reached its end.
    private func reachEnd() {
        frameState.segment = nil
        isRunning = false
        driver?.remove(self)
        if pausesOnCompletion {
            pausedFraction = frameState.progress
            return
        }
        let position: AnimatingPosition = isReversed ? .start : .end
        for track in frameState.tracks { track.finish(atProgress: isReversed ? 0 : 1, curve: curve) }
        complete(at: position)
    }

    private func complete(at position: AnimatingPosition) {
        let finished = completions
        reset()
        for completion in finished { completion(position) }
    }

    private func reset() {
        state = .inactive
        isRunning = false
        frameState.segment = nil
        frameState.tracks = []
        pendingBlocks = []
        completions = []
        frameState.progress = 0
        pausedFraction = nil
        startsWhenAnimationsAreAdded = false
    }
}
