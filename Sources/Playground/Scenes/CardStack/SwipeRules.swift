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

    /// The seed's thresholds with Fluid's flick speed.
    static let seed = SwipeRules()

    /// What a card released with its centre at `centerX` (rest at `restX`), moving sideways at
    /// `velocityX` pt/s, does.
    func outcome(centerX: CGFloat, restX: CGFloat, velocityX: CGFloat) -> Outcome {
        let velocityX = velocityX.isFinite ? velocityX : 0
        if centerX > rightThrowCenterX { return .thrown(.right, carriesVelocity: velocityX >= flickSpeed) }
        if centerX < leftThrowCenterX { return .thrown(.left, carriesVelocity: velocityX <= -flickSpeed) }
        if velocityX >= flickSpeed, centerX > restX { return .thrown(.right, carriesVelocity: true) }
        if velocityX <= -flickSpeed, centerX < restX { return .thrown(.left, carriesVelocity: true) }
        return .returned
    }

    /// Where a card thrown with the finger's velocity goes, and how long it takes: a straight line
    /// along `velocity` at the finger's speed (linear timing, so the card leaves the finger without
    /// a change of speed), until the card's left edge passes `visibleMaxX` (thrown right) or its
    /// right edge passes `visibleMinX` (thrown left). `halfWidth` is half the width of the card's
    /// frame as it is tilted. The velocity must point the way of `direction` (as `outcome` ensures);
    /// a sideways speed below 1 pt/s is treated as 1 pt/s so that the flight stays finite.
    static func flight(from center: CGPoint, velocity: CGPoint, direction: Direction, halfWidth: CGFloat,
                       visibleMinX: CGFloat, visibleMaxX: CGFloat) -> (target: CGPoint, duration: TimeInterval) {
        let finishX = direction == .right ? visibleMaxX + halfWidth : visibleMinX - halfWidth
        let speedX = max(1, abs(velocity.x.isFinite ? velocity.x : 0))
        let duration = max(0, (finishX - center.x) * direction.sign) / speedX
        let velocityY = velocity.y.isFinite ? velocity.y : 0
        let target = CGPoint(x: center.x + direction.sign * speedX * duration, y: center.y + velocityY * duration)
        return (target, TimeInterval(duration))
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
