import Foundation

/// Routes a window's pointer and scroll input: hit-tests each new touch (presentation geometry)
/// and fixes its view, hands the touch's events to the recognizers on that view and its ancestors
/// (deepest first), arbitrates between them, delivers a touch that no recognizer took as a tap,
/// and sends wheel scrolling to the nearest view that scrolls.
///
/// Arbitration (Docs/Gestures.md §3): a recognizer that wants to leave `.possible` first asks its
/// `shouldBegin` hooks; it fails if a recognizer that already began prevents it (not simultaneous);
/// it waits, still `.possible`, while a recognizer it requires to fail is undecided, and fails if
/// that one is recognized. When it begins, every undecided recognizer it may not run alongside fails.
/// Only recognizers that share a touch exclude each other: two fingers on two views pan at once.
@MainActor
final class EventDispatcher {
    private unowned let window: Window
    /// Live touches by source and identifier.
    private var touches: [TouchKey: Touch] = [:]
    /// The same touches as a set, kept as they come and go: each event shares it (`Event.allTouches`)
    /// instead of building one, which made n fingers down cost n² (issue 53).
    private var liveTouches: Set<Touch> = []
    /// Recognizers taking part in the current touch sequence, in the order they first got a touch.
    private var participants: [GestureRecognizer] = []
    /// What the dispatcher keeps of each participant (by identity): arbitration's record and the
    /// deadline it asked for. The dispatcher is their only writer; a recognizer asks through
    /// `requestTransition(of:)` and its `deadline`.
    private var records: [ObjectIdentifier: ParticipantRecord] = [:]
    /// The time of the event or deadline being handled (host seconds).
    private var lastTimestamp: TimeInterval = 0
    /// How far a touch may move and still be a tap (points).
    static let tapAllowableMovement: CGFloat = 10

    /// A touch lifting or cancelled in an event: how it ends, where and when.
    private typealias Ending = (touch: Touch, phase: Touch.Phase, location: CGPoint, timestamp: TimeInterval)

    private struct TouchKey: Hashable {
        let source: PointerEvent.Source
        let identifier: Int
    }

    init(window: Window) {
        self.window = window
    }

    var hasActiveTouches: Bool { !touches.isEmpty }

    /// True while a recognizer waits for a deadline: the host must keep producing frames.
    var needsFrames: Bool { records.values.contains { $0.deadline != nil } }

    // MARK: What a recognizer asks

    /// The state the recognizer's targets were last told (`.possible` outside a sequence).
    func deliveredState(of recognizer: GestureRecognizer) -> GestureRecognizer.State {
        records[ObjectIdentifier(recognizer)]?.arbitration.delivered ?? .possible
    }

    /// The recognizer set a new state: it is acted on when its handler returns (`settle`).
    func requestTransition(of recognizer: GestureRecognizer) {
        records[ObjectIdentifier(recognizer)]?.arbitration.requestTransition()
    }

    /// The time at which the recognizer asked to hear `deadlineDidPass()`, if any.
    func deadline(of recognizer: GestureRecognizer) -> TimeInterval? {
        records[ObjectIdentifier(recognizer)]?.deadline
    }

    func setDeadline(_ deadline: TimeInterval?, of recognizer: GestureRecognizer) {
        records[ObjectIdentifier(recognizer)]?.deadline = deadline
    }

    /// Whether the recognizer still decides after its touches are gone: it waits for a deadline or
    /// holds a recognition back until others fail.
    func isWaiting(_ recognizer: GestureRecognizer) -> Bool {
        records[ObjectIdentifier(recognizer)]?.isWaiting ?? false
    }

    /// The participant's record; a detached empty one for a recognizer outside the sequence.
    private func record(_ recognizer: GestureRecognizer) -> ParticipantRecord {
        records[ObjectIdentifier(recognizer)] ?? ParticipantRecord()
    }

    // MARK: Pointer events

    func handle(_ event: PointerEvent) {
        // A finger or the mouse moving, the most frequent event, without the batch's arrays.
        if event.phase == .moved, event.timestamp.isFinite, event.location.x.isFinite, event.location.y.isFinite {
            guard let touch = touches[TouchKey(source: event.source, identifier: event.identifier)] else { return }
            touch.update(phase: .moved, location: event.location, timestamp: event.timestamp)
            touch.update(pressure: event.pressure)
            deliver(to: CollectionOfOne(touch), timestamp: event.timestamp) { recognizer, touches, event in
                recognizer.touchesMoved(touches, with: event)
            }
            return
        }
        handle([event])
    }

    /// Handles pointers that changed at one moment (a multi-touch frame) as one event
    /// (Docs/Gestures.md §6): new
    /// touches begin, then moved ones move, then lifted ones end, and each step reaches a
    /// recognizer once with every touch of its own that took it (UIKit's `UIEvent`), so that a
    /// pinch sees both fingers' new places together and never a half-moved pair.
    func handle(_ events: [PointerEvent]) {
        var began: [Touch] = [], moved: [Touch] = []
        var endings: [Ending] = []
        for var event in events {
            let key = TouchKey(source: event.source, identifier: event.identifier)
            // A timestamp that is not a number (a damaged replay) would poison velocities and
            // deadlines: take the touch's previous one instead.
            if !event.timestamp.isFinite { event.timestamp = touches[key]?.timestamp ?? 0 }
            // A location that is not a number cannot be hit-tested or tracked: drop the event (and
            // end a touch it would have ended, so that nothing stays stuck).
            let finite = event.location.x.isFinite && event.location.y.isFinite
            switch event.phase {
            case .began:
                if let stale = touches[key] {
                    finish(
                        [(stale, .cancelled, stale.locationInWindow, event.timestamp)], timestamp: event.timestamp)
                }
                guard finite, touches.count < Window.maximumTouches else { continue }
                began.append(begin(key: key, event: event))
            case .moved:
                guard finite, let touch = touches[key] else { continue }
                touch.update(phase: .moved, location: event.location, timestamp: event.timestamp)
                touch.update(pressure: event.pressure)
                if !moved.contains(touch) { moved.append(touch) }
            case .ended, .cancelled:
                guard let touch = touches[key], !endings.contains(where: { $0.touch === touch }) else { continue }
                let phase: Touch.Phase = event.phase == .ended ? .ended : .cancelled
                touch.update(pressure: event.pressure)
                endings.append((touch, phase, finite ? event.location : touch.locationInWindow, event.timestamp))
            }
        }
        var timestamp: TimeInterval = 0
        for event in events where event.timestamp.isFinite { timestamp = max(timestamp, event.timestamp) }
        deliver(to: began, timestamp: timestamp) { recognizer, touches, event in
            recognizer.touchesBegan(touches, with: event)
        }
        deliver(to: moved, timestamp: timestamp) { recognizer, touches, event in
            recognizer.touchesMoved(touches, with: event)
        }
        if !endings.isEmpty { finish(endings, timestamp: timestamp) }
    }

    /// Makes the touch for a pointer going down and gives it to the recognizers on the view it
    /// hits and that view's ancestors (its `touchesBegan` comes after, with the rest of the event's).
    private func begin(key: TouchKey, event: PointerEvent) -> Touch {
        let hit = window.hitTest(event.location)
        let touch = Touch(
            identifier: event.identifier, source: event.source, location: event.location,
            timestamp: event.timestamp, view: hit, window: window)
        touch.update(pressure: event.pressure)
        touches[key] = touch
        liveTouches.insert(touch)
        // The hit view's recognizers first, then its ancestors'; a control's own tracking last, as
        // UIKit hands a view its touches after the recognizers have seen them.
        var recognizers: [GestureRecognizer] = [], views: [GestureRecognizer] = []
        var view = hit
        while let current = view {
            for recognizer in current.gestureRecognizers {
                if recognizer.receivesTouchesAfterRecognizers {
                    views.append(recognizer)
                } else {
                    recognizers.append(recognizer)
                }
            }
            view = current.superview
        }
        for recognizer in recognizers + views where recognizer.isEnabled && !recognizer.state.isFinished {
            // A recognizer in another window's touch sequence stays there.
            if let other = recognizer.dispatcher, other !== self { continue }
            if recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) == false { continue }
            recognizer.dispatcher = self
            recognizer.track(touch)
            touch.deliver(to: recognizer)
            if records[ObjectIdentifier(recognizer)] == nil {
                participants.append(recognizer)
                records[ObjectIdentifier(recognizer)] = ParticipantRecord()
            }
        }
        return touch
    }

    /// Ends touches (lifted or cancelled at one moment): the recognizers hear of the lifted ones,
    /// then of the cancelled ones; the touches are then forgotten, unclaimed lifts become taps, and
    /// recognizers whose gesture is over are reset.
    private func finish(
        _ endings: [Ending],
        timestamp: TimeInterval
    ) {
        let cancelled = endings.filter { $0.phase == .cancelled }.map(\.touch)
        if !cancelled.isEmpty {
            // A cancelled touch recognizes nothing: a recognition held back (a single tap waiting
            // for a double tap) must not be released by the failures the cancel causes.
            for recognizer in participants
            where record(recognizer).arbitration.awaited != nil
                || cancelled.contains(where: recognizer.touches.contains)
            {
                record(recognizer).stopWaiting()
            }
        }
        for ending in endings {
            ending.touch.update(phase: ending.phase, location: ending.location, timestamp: ending.timestamp)
        }
        deliver(to: endings.filter { $0.phase == .ended }.map(\.touch), timestamp: timestamp) {
            recognizer, touches, event in
            recognizer.touchesEnded(touches, with: event)
        }
        deliver(to: cancelled, timestamp: timestamp) { recognizer, touches, event in
            recognizer.touchesCancelled(touches, with: event)
        }
        for ending in endings {
            let touch = ending.touch
            touches[TouchKey(source: touch.source, identifier: touch.identifier)] = nil
            liveTouches.remove(touch)
            for recognizer in touch.recognizers { recognizer.untrack(touch) }
        }
        for ending in endings where ending.phase == .ended { deliverTapIfUnclaimed(ending.touch) }
        cleanUp()
    }

    /// Hands an event's touches to each recognizer still tracking any of them (in the order the
    /// touches list their recognizers: hit view first), with the ones it tracks, settling each
    /// recognizer before the next (so the first to begin can make the later ones fail before they
    /// see the event).
    private func deliver<Changed: Collection<Touch>>(
        to changed: Changed, timestamp: TimeInterval,
        _ send: (GestureRecognizer, Set<Touch>, Event) -> Void
    ) {
        guard let first = changed.first else { return }
        lastTimestamp = timestamp
        // The touches are live here: began ones were just added, ending ones are removed after.
        let event = Event(timestamp: timestamp, allTouches: liveTouches)
        var recognizers = first.recognizers
        for touch in changed.dropFirst() {
            for recognizer in touch.recognizers where !recognizers.contains(where: { $0 === recognizer }) {
                recognizers.append(recognizer)
            }
        }
        let single = changed.count == 1
        for recognizer in recognizers {
            let own: Set<Touch> =
                single
                ? (recognizer.touches.contains(first) ? [first] : []) : Set(changed.filter(recognizer.touches.contains))
            guard !own.isEmpty, !recognizer.state.isFinished else { continue }
            guard recognizer.isEnabled, recognizer.view?.window === window else {
                // Its view left the window (or it was disabled behind our back): it is out.
                detach(recognizer)
                continue
            }
            recognizer.noteEvent(event)
            send(recognizer, own, event)
            settle(recognizer)
        }
    }

    // MARK: Arbitration

    /// Acts on a state change the recognizer made: arbitration for a recognition, actions otherwise.
    private func settle(_ recognizer: GestureRecognizer) {
        let record = record(recognizer)
        guard record.arbitration.takeTransition() else { return }
        let requested = recognizer.state
        switch (record.arbitration.delivered, requested) {
        case (.possible, .failed), (.possible, .cancelled):
            fail(recognizer)
        case (.possible, .began), (.possible, .changed), (.possible, .ended):
            attemptRecognition(recognizer, requested: requested)
        case (.began, .changed), (.began, .ended), (.began, .cancelled),
            (.changed, .changed), (.changed, .ended), (.changed, .cancelled):
            announce(recognizer, requested)
        default:
            break
        }
    }

    private func attemptRecognition(_ recognizer: GestureRecognizer, requested: GestureRecognizer.State) {
        guard recognizer.mayBegin() else { return fail(recognizer) }
        for other in participants
        where other !== recognizer
            && (record(other).arbitration.delivered.isActive || record(other).arbitration.delivered == .ended)
            && other.sharesTouches(with: recognizer)
        {
            if !recognizer.allowsSimultaneousRecognition(with: other), other.canPrevent(recognizer),
                recognizer.canBePrevented(by: other)
            {
                return fail(recognizer)
            }
        }
        var blocked = false
        for other in participants where other !== recognizer && recognizer.mustAwaitFailure(of: other) {
            switch record(other).arbitration.delivered {
            case .possible: blocked = true
            case .began, .changed, .ended: return fail(recognizer)
            case .cancelled, .failed: continue
            }
        }
        let record = record(recognizer)
        if blocked {
            record.arbitration.hold(requested == .ended ? .ended : .began)
            force(recognizer, .possible)
            return
        }
        record.arbitration.release()
        // Recognized: it now prevents the undecided recognizers it may not run alongside.
        record.arbitration.record(requested == .ended && recognizer.isDiscrete ? .ended : .began)
        for other in participants where other !== recognizer && self.record(other).arbitration.delivered == .possible {
            let excluded =
                other.sharesTouches(with: recognizer)
                && !recognizer.allowsSimultaneousRecognition(with: other)
                && recognizer.canPrevent(other) && other.canBePrevented(by: recognizer)
            if excluded || other.mustAwaitFailure(of: recognizer) { fail(other) }
        }
        if requested == .ended, !recognizer.isDiscrete {
            // A continuous gesture that ended while it waited: it still begins before it ends.
            announce(recognizer, .began)
            if recognizer.state == .began { announce(recognizer, .ended) }
        } else {
            announce(recognizer, record.arbitration.delivered)
        }
    }

    /// Tells the targets.
    private func announce(_ recognizer: GestureRecognizer, _ state: GestureRecognizer.State) {
        // An action earlier in this cascade may have taken it out of the sequence (and reset it).
        guard isParticipant(recognizer) else { return }
        force(recognizer, state)
        record(recognizer).arbitration.record(state)
        recognizer.sendActions()
    }

    /// The recognizer failed: recognizers waiting for that may now go ahead.
    private func fail(_ recognizer: GestureRecognizer) {
        guard isParticipant(recognizer) else { return }
        force(recognizer, .failed)
        record(recognizer).arbitration.record(.failed)
        record(recognizer).stopWaiting()
        for waiter in participants
        where record(waiter).arbitration.awaited != nil && waiter.mustAwaitFailure(of: recognizer) {
            guard let awaited = record(waiter).arbitration.release() else { continue }
            force(waiter, awaited)
            attemptRecognition(waiter, requested: awaited)
        }
        for participant in participants where participant !== recognizer && participant.receivesTouchesAfterRecognizers
        {
            participant.participantDidFail(at: lastTimestamp)
            settle(participant)
        }
    }

    private func isParticipant(_ recognizer: GestureRecognizer) -> Bool {
        records[ObjectIdentifier(recognizer)] != nil
    }

    /// Sets the recognizer's state without arbitration: whatever it had asked for is settled.
    private func force(_ recognizer: GestureRecognizer, _ state: GestureRecognizer.State) {
        record(recognizer).arbitration.dropTransition()
        recognizer.forceState(state)
    }

    // MARK: Ending a sequence

    /// Takes a recognizer out of the sequence: a gesture in progress is cancelled (its targets are
    /// told), an undecided one fails; it is then reset. For disabling, removal and views leaving the window.
    func detach(_ recognizer: GestureRecognizer) {
        guard isParticipant(recognizer) else { return }
        if record(recognizer).arbitration.delivered.isActive {
            announce(recognizer, .cancelled)
        } else if record(recognizer).arbitration.delivered == .possible {
            fail(recognizer)
        }
        for touch in recognizer.touches { touch.stopDelivering(to: recognizer) }
        participants.removeAll { $0 === recognizer }
        records[ObjectIdentifier(recognizer)] = nil
        recognizer.resetForNextGesture()
    }

    /// Resets the recognizers whose gesture is over: no touches left and nothing to wait for.
    private func cleanUp() {
        for recognizer in participants where recognizer.touches.isEmpty {
            if isWaiting(recognizer) { continue }
            if record(recognizer).arbitration.delivered.isActive {
                // A continuous gesture that outlived its touches (a subclass that never ended it).
                recognizer.misuseHandler("\(recognizer) had no touches left but did not end; cancelled")
                announce(recognizer, .cancelled)
            } else if record(recognizer).arbitration.delivered == .possible {
                fail(recognizer)
            }
        }
        let finished = participants.filter { $0.touches.isEmpty && !isWaiting($0) }
        participants.removeAll { recognizer in finished.contains { $0 === recognizer } }
        for recognizer in finished {
            records[ObjectIdentifier(recognizer)] = nil
            recognizer.resetForNextGesture()
        }
    }

    /// A touch that ended without any recognizer claiming it, close to where it went down, is a tap
    /// for the nearest view on its hit chain that has an `onTap` handler.
    private func deliverTapIfUnclaimed(_ touch: Touch) {
        guard !touch.isTapSuppressed, touch.maximumDistanceFromStart <= Self.tapAllowableMovement else { return }
        guard touch.phase == .ended else { return }
        let claimed = touch.recognizers.contains { recognizer in
            let delivered = record(recognizer).arbitration.delivered
            return delivered != .failed && (delivered != .possible || isWaiting(recognizer))
        }
        guard !claimed else { return }
        var view = touch.view
        while let current = view, current.window === window {
            if let onTap = current.onTap {
                onTap(touch.location(in: current))
                return
            }
            view = current.superview
        }
    }

    /// Cancels every touch (focus lost, window minimised, Esc mid-drag): gestures in progress get
    /// `.cancelled`, undecided ones fail, waiting ones are dropped, and no tap is delivered.
    func cancelAllTouches(timestamp: TimeInterval) {
        for record in records.values { record.stopWaiting() }
        for touch in touches.values.sorted(by: { $0.identifier < $1.identifier }) {
            finish([(touch, .cancelled, touch.locationInWindow, timestamp)], timestamp: timestamp)
        }
        for recognizer in participants { detach(recognizer) }
    }

    // MARK: Time

    /// Fires the deadlines that have passed by host time `time`.
    func advance(to time: TimeInterval) {
        guard time.isFinite else { return }
        lastTimestamp = time
        var fired = false
        for recognizer in participants {
            let record = record(recognizer)
            guard let deadline = record.deadline, deadline <= time else { continue }
            record.deadline = nil
            recognizer.deadlineDidPass()
            settle(recognizer)
            fired = true
        }
        // Every frame calls this; only a deadline that fired can have ended a gesture.
        if fired { cleanUp() }
    }

    // MARK: Scroll wheel

    /// Offers a wheel or trackpad scroll to the view under the pointer and its ancestors; returns
    /// whether one took it.
    @discardableResult
    func handle(_ event: ScrollEvent) -> Bool {
        guard event.location.x.isFinite, event.location.y.isFinite,
            event.delta.width.isFinite, event.delta.height.isFinite
        else { return false }
        var view = window.hitTest(event.location)
        while let current = view {
            if current.scrollWheel(event) { return true }
            view = current.superview
        }
        return false
    }
}

/// What the dispatcher keeps of one recognizer in the touch sequence.
@MainActor
private final class ParticipantRecord {
    var arbitration = Arbitration()
    /// When the recognizer asked to hear `deadlineDidPass()`.
    var deadline: TimeInterval?

    /// Waiting for a deadline, or holding a recognition back until others fail.
    var isWaiting: Bool { arbitration.awaited != nil || deadline != nil }

    /// Nothing to wait for any more: the held recognition and the deadline are dropped.
    func stopWaiting() {
        arbitration.release()
        deadline = nil
    }
}
