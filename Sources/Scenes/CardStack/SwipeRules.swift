import FluidPlayground
import Foundation
import ViewTree

/// The numbers and formulas that decide what a released card does, kept apart from the views so
/// that they can be checked on their own.
///
/// Everything is in the container's coordinates (300 × 400, origin at its top-left corner; a card
/// at rest has its centre at the container's centre, (150, 200)).
///
/// - **Seed thresholds** (seed 002, `handlePanGesture`): a card whose centre is released right of
///   x = 400 is thrown right, left of x = −65 thrown left. The seed names no screen; on a 414 pt
///   wide one (the iPhone Plus sizes of its time) the container sits at x = 57, so these are the card's centre 43 pt beyond the screen's right edge
///   and 8 pt beyond its left edge: 250 pt of drag to the right, 215 pt to the left (the seed's
///   asymmetry, kept). On Fluid's 390 pt screen (container at x = 45) they are 55 pt and 20 pt
///   beyond the edges.
/// - **Flick** (Fluid's addition; Shuffle throws at ≥ 1,100 pt/s, ZLSwipeableView at > 750 pt/s
///   when the velocity points the way of the translation, Docs/Scenes.md §3): a release
///   moving sideways at `flickSpeed` or more, in the direction the card is already displaced,
///   throws before the threshold. Fluid only *adds* throws: whatever the seed throws is still thrown.
/// - **Options** (Fluid, each a switch in the scene): `keepsThrowVelocity` starts every throw at
///   the finger's speed; `decidesByProjection` decides by where the centre would come to rest
///   (the WWDC18 projection, r = 0.998, Docs/Motion.md §4.2) instead of the flick rule; the scene
///   sets thresholds relative to the card's width (`relativeThresholds(share:restX:cardWidth:)`).
/// - **Overlays**: LIKE's alpha is the share of the way to the right threshold, NOPE's of the way
///   to the left one, so a stamp is fully visible exactly when a release there would throw.
struct SwipeRules: Equatable {
    /// Which way a card leaves.
    enum Direction: Equatable, Sendable {
        case left, right

        /// −1 for left, +1 for right.
        var sign: CGFloat { self == .left ? -1 : 1 }
    }

    /// What a released card does.
    enum Outcome: Equatable {
        /// Thrown off. With `carriesVelocity` the card keeps the finger's velocity until it is off
        /// the screen (`flight`); otherwise it makes the seed's 0.2 s move by (±200, 75).
        case thrown(Direction, carriesVelocity: Bool)
        /// Back to the rest position (Fluid: as a spring carrying the finger's velocity).
        case returned
    }

    /// A card released with its centre right of this x is thrown right (seed: `card.center.x > 400`).
    var rightThrowCenterX: CGFloat = 400
    /// A card released with its centre left of this x is thrown left (seed: `card.center.x < -65`).
    var leftThrowCenterX: CGFloat = -65
    /// The sideways speed (pt/s) from which a release throws whatever the distance — between
    /// ZLSwipeableView's 750 and Shuffle's 1,100 (Docs/Scenes.md §3).
    var flickSpeed: CGFloat = 800

    /// The seed's thrown-card move: the centre goes (±200, +75) further in 0.2 s while the card
    /// fades out (`UIView.animate(withDuration: 0.2)`, UIKit's default ease-in-out curve).
    static let seedThrowOffset = CGVector(dx: 200, dy: 75)
    static let seedThrowDuration: TimeInterval = 0.2
    /// The slow throw's move and duration (the seed's unless tuned).
    var throwOffset = seedThrowOffset
    var throwDuration = seedThrowDuration
    /// The tilt's divisor, in container widths (the seed's `self.frame.width * 2.0`).
    var tiltDivisor: CGFloat = 2

    /// Where a card thrown with the finger's velocity goes, and how long it takes: a straight line
    /// along `velocity` at the finger's speed (linear timing, so the card leaves the finger without
    /// a change of speed), until the card's left edge passes `visibleMaxX` (thrown right) or its
    /// right edge passes `visibleMinX` (thrown left). `halfWidth` is half the width of the card's
    /// frame as it is tilted. The velocity must point the way of `direction` (as `outcome` ensures);
    /// a sideways speed below 1 pt/s is treated as 1 pt/s so that the flight stays finite.
    static func flight(
        from center: CGPoint, velocity: CGPoint, direction: Direction, halfWidth: CGFloat,
        visibleMinX: CGFloat, visibleMaxX: CGFloat
    ) -> (target: CGPoint, duration: TimeInterval) {
        let finishX = direction == .right ? visibleMaxX + halfWidth : visibleMinX - halfWidth
        let speedX = max(1, abs(velocity.x.isFinite ? velocity.x : 0))
        let duration = max(0, (finishX - center.x) * direction.sign) / speedX
        let velocityY = velocity.y.isFinite ? velocity.y : 0
        let target = CGPoint(x: center.x + direction.sign * speedX * duration, y: center.y + velocityY * duration)
        return (target, TimeInterval(duration))
    }

    /// Whether a throw starts at the finger's sideways speed (Fluid, the scene's `V`): one slower
    /// than the seed's move (`seedMoveSpeed`) makes that move on a curve whose first slope is the
    /// finger's (`throwTiming`), one faster flies at it (`flight`). Off, only a flick
    /// (≥ `flickSpeed`) keeps it and a slower throw restarts from rest on the seed's ease-in-out.
    var keepsThrowVelocity = true
    /// Whether a release is decided by the projected centre `centerX + project(velocityX)`
    /// (r = 0.998, Docs/Motion.md §4.2) against the thresholds, in place of the seed's position
    /// test and the flick (Fluid, the scene's `D`): a flick back from past a threshold returns, a
    /// slow release short of one that would glide past it throws.
    var decidesByProjection = false

    /// The seed's thresholds with Fluid's flick speed.
    static let seed = SwipeRules()

    /// Thresholds `share` of the card's width either side of the rest position (the scene's `W`),
    /// symmetric and scaling with the card, where the seed's 400 / −65 are fixed and asymmetric
    /// (0.83 and 0.72 of its 300 pt card).
    static func relativeThresholds(
        share: CGFloat, restX: CGFloat, cardWidth: CGFloat
    ) -> (left: CGFloat, right: CGFloat) {
        (restX - share * cardWidth, restX + share * cardWidth)
    }

    /// What a card released with its centre at `centerX` (rest at `restX`), moving sideways at
    /// `velocityX` pt/s, does.
    func outcome(centerX: CGFloat, restX: CGFloat, velocityX: CGFloat) -> Outcome {
        let velocityX = velocityX.isFinite ? velocityX : 0
        let keeps = { (direction: Direction) in self.carriesVelocity(velocityX, direction) }
        if decidesByProjection {
            let projected = centerX + CGFloat(project(velocity: Double(velocityX)))
            if projected > rightThrowCenterX { return .thrown(.right, carriesVelocity: keeps(.right)) }
            if projected < leftThrowCenterX { return .thrown(.left, carriesVelocity: keeps(.left)) }
            return .returned
        }
        if centerX > rightThrowCenterX { return .thrown(.right, carriesVelocity: keeps(.right)) }
        if centerX < leftThrowCenterX { return .thrown(.left, carriesVelocity: keeps(.left)) }
        if velocityX >= flickSpeed, centerX > restX { return .thrown(.right, carriesVelocity: true) }
        if velocityX <= -flickSpeed, centerX < restX { return .thrown(.left, carriesVelocity: true) }
        return .returned
    }

    /// The seed's move's mean sideways speed: 200 pt in 0.2 s, 1,000 pt/s.
    var seedMoveSpeed: CGFloat { throwDuration > 0 ? abs(throwOffset.dx) / CGFloat(throwDuration) : .infinity }

    /// Whether a throw `direction`'s way flies at the finger's speed: a flick, or (with
    /// `keepsThrowVelocity`) a release faster than the seed's move would carry the card.
    private func carriesVelocity(_ velocityX: CGFloat, _ direction: Direction) -> Bool {
        let speed = velocityX * direction.sign
        return speed >= flickSpeed || (keepsThrowVelocity && speed >= seedMoveSpeed)
    }

    /// The seed's move's timing for a release moving sideways at `velocityX`: UIKit's ease-in-out
    /// (0.42, 0, 0.58, 1) with its first control point raised so that the curve starts at the
    /// finger's speed — a cubic Bézier's first slope is `y₁ / x₁`, and the progress slope that
    /// moves the card at `v` is `v × duration / |offset.dx|`, below 1 because a faster release
    /// flies instead (`seedMoveSpeed`). Without `keepsThrowVelocity`, or moving the other way,
    /// it is the seed's curve.
    func throwTiming(velocityX: CGFloat, direction: Direction) -> CubicTimingParameters {
        let speed = velocityX.isFinite ? max(0, velocityX * direction.sign) : 0
        let slope = keepsThrowVelocity && seedMoveSpeed.isFinite ? min(1, speed / seedMoveSpeed) : 0
        return CubicTimingParameters(
            controlPoint1: CGPoint(x: 0.42, y: 0.42 * slope), controlPoint2: CGPoint(x: 0.58, y: 1))
    }

    /// The seed's tilt while dragging: `tan(translation.x / (2 × container width))` radians
    /// (its `rotation = tan(point.x / (self.frame.width * 2.0))`; the seed measures the card's
    /// frame, which is the container's size for the top card at rest).
    static func tilt(translationX: CGFloat, containerWidth: CGFloat, divisor: CGFloat = 2) -> CGFloat {
        guard containerWidth > 0, divisor > 0, translationX.isFinite else { return 0 }
        return tan(translationX / (containerWidth * divisor))
    }

    /// LIKE's alpha for a card centred at `centerX`: 0 at rest, 1 at the right threshold.
    func likeAlpha(centerX: CGFloat, restX: CGFloat) -> CGFloat {
        Self.share(centerX - restX, of: rightThrowCenterX - restX)
    }

    /// NOPE's alpha for a card centred at `centerX`: 0 at rest, 1 at the left threshold.
    func nopeAlpha(centerX: CGFloat, restX: CGFloat) -> CGFloat {
        Self.share(restX - centerX, of: restX - leftThrowCenterX)
    }

    private static func share(_ part: CGFloat, of whole: CGFloat) -> CGFloat {
        guard whole > 0, part.isFinite else { return 0 }
        return min(1, max(0, part / whole))
    }
}
