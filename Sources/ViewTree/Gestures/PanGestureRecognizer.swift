import Foundation

/// A drag (`UIPanGestureRecognizer`): begins once the touches' centroid has moved more than
/// `slop` points from where it went down, then reports `translation(in:)` and `velocity(in:)`
/// until the last touch lifts.
///
/// - **Bounded origin**: at `.began` the origin is the point `slop` points from where the touches
///   went down, toward where they are, so the translation follows the finger 1:1 trailing it by
///   exactly the slop, whatever the spacing of the events (Docs/Gestures.md §1; Android's
///   `ScrollView` subtracts its touch slop the same way). The slop itself is never delivered.
/// - **Velocity** comes from a least-squares `VelocityTracker` (20 samples, 100 ms, 40 ms gaps; a
///   straight line through 2–3 samples, a quadratic from 4); a finger that rested 40 ms before
///   lifting gives 0.
/// - **Direction**: with `allowedDirections` narrower than `.all`, the first movement decides —
///   still in `.possible`, at the slop — and a wrong one makes the pan *fail*, not cancel, so a
///   recognizer that requires its failure (a scroll view's pan) proceeds (Docs/Gestures.md §4).
/// - **Grabbing in flight**: with `beginsImmediately` the pan begins on touch-down.
/// - Touches beyond `maximumNumberOfTouches` are ignored; fewer than `minimumNumberOfTouches` never
///   begin. When fingers join or leave mid-gesture the origin moves with the centroid (no jump).
@MainActor
open class PanGestureRecognizer: GestureRecognizer {
    /// Directions of the first movement that may begin the pan.
    public struct Direction: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        public static let left = Direction(rawValue: 1 << 0)
        public static let right = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
        public static let horizontal: Direction = [.left, .right]
        public static let vertical: Direction = [.up, .down]
        public static let all: Direction = [.horizontal, .vertical]

        /// The direction of a movement by its dominant axis (vertical on a tie).
        public init(of movement: CGVector) {
            if abs(movement.dx) > abs(movement.dy) {
                self = movement.dx < 0 ? .left : .right
            } else {
                self = movement.dy < 0 ? .up : .down
            }
        }
    }

    /// The default distance a drag must move before it is a pan (points). Apple does not document
    /// its own; 10 pt is the value Docs/Gestures.md §1 recommends.
    public static let defaultSlop: CGFloat = 10

    /// How far (points, Euclidean) the centroid must move from where it went down before the pan begins.
    public var slop: CGFloat = PanGestureRecognizer.defaultSlop
    /// The directions in which the first movement may go; any other makes the pan fail.
    public var allowedDirections: Direction = .all
    public var minimumNumberOfTouches = 1
    public var maximumNumberOfTouches = Int.max
    /// Begin as soon as enough touches are down, without waiting for the slop: for grabbing
    /// something that is moving (the touch itself is the gesture).
    public var beginsImmediately = false

    private var tracker = VelocityTracker()
    /// Where the centroid went down (window coordinates): slop and direction are measured from here.
    private var downCentroid: CGPoint?
    /// The translation's origin (window coordinates), moved at `.began` and when touches change.
    private var origin = CGPoint.zero
    /// Whether `origin` was placed for this gesture (at the slop, on touch-down, or by
    /// `setTranslation`); a subclass that begins the pan itself leaves it to `willBegin`.
    private var hasOrigin = false
    /// Added to the translation (window coordinates), from `setTranslation(_:in:)`.
    private var offset = CGVector.zero
    /// The centroid at the latest event (window coordinates).
    private var current = CGPoint.zero
    /// The velocity at the moment the last touch lifted (window coordinates).
    private var finalVelocity: CGVector?

    public required init() { super.init() }

    // MARK: Reading the gesture

    /// How far the touches have moved since the pan began (plus what `setTranslation` set), in
    /// `view`'s coordinate system (the window's when `nil`); only its rotation and scale matter.
    public func translation(in view: View?) -> CGPoint {
        let vector = CGVector(dx: current.x - origin.x + offset.dx, dy: current.y - origin.y + offset.dy)
        let converted = Self.convert(vector, fromWindowTo: view)
        return CGPoint(x: converted.dx, y: converted.dy)
    }

    /// The fastest a release is reported, in points per second: 8,000, Flutter's
    /// `kMaxFlingVelocity` and Android's `ViewConfiguration` maximum fling velocity (8,000 dp/s).
    /// A jump of the pointer (a hitch, a synthetic event) can otherwise read 10⁵ pt/s and launch
    /// a spring far past anything on screen. UIKit's limit is not documented.
    public static let maximumVelocity: CGFloat = 8000

    /// Makes the translation read `translation` now, and restarts the velocity estimate (as UIKit:
    /// "changing the translation value resets the velocity of the pan").
    public func setTranslation(_ translation: CGPoint, in view: View?) {
        guard translation.x.isFinite, translation.y.isFinite else { return }
        origin = current
        hasOrigin = true
        offset = Self.convert(CGVector(dx: translation.x, dy: translation.y), toWindowFrom: view)
        tracker.reset()
        tracker.add(current, at: lastEventTimestamp)
        finalVelocity = nil
    }

    /// The velocity of the touches' centroid in points per second, in `view`'s coordinate system.
    /// After the last touch lifted it is the velocity at that moment (0 if the finger had rested).
    /// Its magnitude is at most ``maximumVelocity``.
    public func velocity(in view: View?) -> CGPoint {
        velocity(in: view, at: nil)
    }

    /// The velocity a release at `time` would report, where ``velocity(in:)`` reads it at the
    /// latest event: 0 once the touches have rested 40 ms by then (Fluid's, for tools that show
    /// the velocity between events, such as the inspector's arrow). After the release, the
    /// velocity at the release.
    public func velocity(in view: View?, at time: TimeInterval?) -> CGPoint {
        var velocity = finalVelocity ?? tracker.velocity(at: max(time ?? lastEventTimestamp, lastEventTimestamp))
        let speed = (velocity.dx * velocity.dx + velocity.dy * velocity.dy).squareRoot()
        if speed > Self.maximumVelocity {
            velocity = CGVector(
                dx: velocity.dx * Self.maximumVelocity / speed, dy: velocity.dy * Self.maximumVelocity / speed)
        }
        let converted = Self.convert(velocity, fromWindowTo: view)
        return CGPoint(x: converted.dx, y: converted.dy)
    }

    // MARK: Touches

    override open func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        ignoreTouches(beyond: maximumNumberOfTouches, among: touches)
        touchesChanged(at: event.timestamp)
        if downCentroid == nil { downCentroid = current }
        if state == .possible, beginsImmediately, numberOfTouches >= minimumNumberOfTouches {
            origin = current
            hasOrigin = true
            state = .began
        }
    }

    override open func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        current = centroidInWindow
        tracker.add(current, at: event.timestamp)
        switch state {
        case .possible:
            guard numberOfTouches >= minimumNumberOfTouches, let down = downCentroid else { return }
            let movement = CGVector(dx: current.x - down.x, dy: current.y - down.y)
            let distance = (movement.dx * movement.dx + movement.dy * movement.dy).squareRoot()
            guard distance > slop else { return }
            if allowedDirections != .all {
                let local = Self.convert(movement, fromWindowTo: view)
                guard allowedDirections.contains(Direction(of: local)) else {
                    state = .failed
                    return
                }
            }
            // The origin is the point on the way out where the slop was crossed, not the event
            // that crossed it: the view then trails the finger by exactly the slop, however far
            // apart the events come (Docs/Gestures.md §1, "bounded origin").
            origin = CGPoint(x: down.x + movement.dx / distance * slop, y: down.y + movement.dy / distance * slop)
            hasOrigin = true
            state = .began
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    override open func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        let lifting = touches.filter { self.touches.contains($0) }
        if lifting.count >= numberOfTouches {
            current = centroidInWindow
            // The last finger lifts: keep the velocity of this moment (0 after a rest).
            finalVelocity = tracker.velocity(at: event.timestamp)
            state = state.isActive ? .ended : .failed
        } else {
            for touch in lifting { untrack(touch) }
            touchesChanged(at: event.timestamp)
        }
    }

    override open func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        finalVelocity = .zero
        super.touchesCancelled(touches, with: event)
    }

    override open func reset() {
        tracker.reset()
        downCentroid = nil
        origin = .zero
        hasOrigin = false
        offset = .zero
        current = .zero
        finalVelocity = nil
    }

    /// A subclass began the pan (on touch-down, say): the translation counts from here.
    override func willBegin() {
        guard !hasOrigin else { return }
        origin = current
        hasOrigin = true
    }

    /// Fingers joined or left: the centroid jumps, so the origin jumps with it and the velocity
    /// estimate starts again.
    private func touchesChanged(at timestamp: TimeInterval) {
        let previous = current
        let centroid = centroidInWindow
        if downCentroid != nil {
            origin.x += centroid.x - previous.x
            origin.y += centroid.y - previous.y
            // Still deciding: the slop and the direction are measured from the new centroid too,
            // or a second finger would look like a movement.
            if state == .possible, let down = downCentroid {
                downCentroid = CGPoint(x: down.x + centroid.x - previous.x, y: down.y + centroid.y - previous.y)
            }
        }
        current = centroid
        tracker.reset()
        tracker.add(current, at: timestamp)
    }

    // MARK: Vectors between coordinate systems

    /// Converts a displacement from window coordinates to `view`'s (rotation and scale only).
    static func convert(_ vector: CGVector, fromWindowTo view: View?) -> CGVector {
        guard let view else { return vector }
        return displacement(vector) { view.convert($0, from: nil) }
    }

    static func convert(_ vector: CGVector, toWindowFrom view: View?) -> CGVector {
        guard let view else { return vector }
        return displacement(vector) { view.convert($0, to: nil) }
    }

    /// How an affine map moves a displacement: map(v) − map(0); zero if the map is degenerate.
    private static func displacement(_ vector: CGVector, under map: (CGPoint) -> CGPoint) -> CGVector {
        let a = map(.zero), b = map(CGPoint(x: vector.dx, y: vector.dy))
        let result = CGVector(dx: b.x - a.x, dy: b.y - a.y)
        return result.dx.isFinite && result.dy.isFinite ? result : .zero
    }
}
