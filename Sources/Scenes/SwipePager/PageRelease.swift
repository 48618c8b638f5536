import FluidPlayground
import Foundation
import ViewTree

/// Where a released page goes: on to the swipe's goal (the next page, or the previous one for a
/// swipe from the left) or back to where the swipe started.
///
/// All quantities are measured *towards the goal*: `progress` is 0 where the swipe started and 1 at
/// the goal; `velocity` is the finger's speed in that direction (pt/s, positive when heading to
/// the goal).
///
/// - The seed's rule (the default): only a release faster than 200 pt/s towards the goal reaches
///   it, and a cancel never does. For the seed's right-to-left swipe this is exactly
///   `isReversed = velocity.x > -200 || state == .cancelled`, so a slow drag to 90 % falls back.
/// - With `decidesByDistance` (Fluid's option): a flick (|velocity| ≥ 200 pt/s) still decides by
///   its direction; a slower release decides by where the page would come to rest if it glided on
///   with a scroll view's deceleration — `progress + project(velocity)/width ≥ ½`, the WWDC18
///   projection `(v/1000)·r/(1 − r)` with r = 0.998 (Docs/Motion.md §4.2) — so a slow drag to 90 %
///   completes and one to 10 % falls back.
struct PageRelease: Equatable {
    /// The seed's threshold: a release at least this fast towards the goal reaches it (pt/s).
    static let flickVelocity: CGFloat = 200
    /// With `decidesByDistance`, a slow release reaches the goal when its projected rest is at
    /// least this far.
    static let distanceThreshold: CGFloat = 0.5

    var decidesByDistance = false
    /// The speed towards the goal from which a release reaches it (pt/s; the seed's 200 unless tuned).
    var flickVelocity = Self.flickVelocity

    /// Whether the page goes on to the goal. `width` is the distance from start to goal (points).
    func reachesGoal(progress: CGFloat, velocity: CGFloat, width: CGFloat, cancelled: Bool) -> Bool {
        guard !cancelled, velocity.isFinite, progress.isFinite else { return false }
        // The seed: isReversed = velocity.x > -200 || cancelled, with velocity.x = −velocity here.
        if velocity >= flickVelocity { return true }
        guard decidesByDistance else { return false }
        if velocity <= -flickVelocity { return false }
        guard width.isFinite, width > 0 else { return progress >= Self.distanceThreshold }
        return projectedProgress(progress: progress, velocity: velocity, width: width) >= Self.distanceThreshold
    }

    /// Where the page would come to rest, as progress: `progress + project(velocity, 0.998)/width`
    /// (Docs/Motion.md §4.2).
    func projectedProgress(progress: CGFloat, velocity: CGFloat, width: CGFloat) -> CGFloat {
        progress + CGFloat(project(velocity: Double(velocity))) / width
    }
}
