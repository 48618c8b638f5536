import Foundation

/// A discrete tap (`UITapGestureRecognizer`): recognized when `numberOfTapsRequired` taps of
/// `numberOfTouchesRequired` fingers each have ended, every touch staying within
/// `allowableMovement` of where it went down and each next tap starting within
/// `maximumIntervalBetweenTaps` of the previous one lifting. Anything else makes it fail.
@MainActor
open class TapGestureRecognizer: GestureRecognizer {
    public var numberOfTapsRequired = 1
    public var numberOfTouchesRequired = 1
    /// How far a touch may move and still tap (points).
    public var allowableMovement: CGFloat = 10
    /// How long after one tap lifts the next must go down (seconds).
    public var maximumIntervalBetweenTaps: TimeInterval = 0.35

    /// Taps completed so far in this sequence.
    public private(set) var tapsCompleted = 0
    private var touchesInCurrentTap = 0
    private var locationOfFirstTap: CGPoint?

    public required init() { super.init() }

    override open var isDiscrete: Bool { true }

    override open func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        deadline = nil
        touchesInCurrentTap += touches.count
        if touchesInCurrentTap > numberOfTouchesRequired {
            state = .failed
            return
        }
        if let first = locationOfFirstTap {
            // Later taps must land near the first, as UIKit's multi-tap does.
            for touch in touches where distance(touch.initialLocationInWindow, first) > allowableMovement * 4 {
                state = .failed
                return
            }
        } else {
            locationOfFirstTap = touches.first?.initialLocationInWindow
        }
    }

    override open func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        if touches.contains(where: { $0.maximumDistanceFromStart > allowableMovement }) { state = .failed }
    }

    override open func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        if touches.contains(where: { $0.maximumDistanceFromStart > allowableMovement }) {
            state = .failed
            return
        }
        // The tap is complete when its last finger lifts.
        guard touches.count >= numberOfTouches else { return }
        guard touchesInCurrentTap == numberOfTouchesRequired else {
            state = .failed
            return
        }
        tapsCompleted += 1
        touchesInCurrentTap = 0
        if tapsCompleted >= numberOfTapsRequired {
            state = .recognized
        } else {
            deadline = event.timestamp + maximumIntervalBetweenTaps
        }
    }

    override open func deadlineDidPass() {
        if state == .possible { state = .failed }
    }

    override open func reset() {
        tapsCompleted = 0
        touchesInCurrentTap = 0
        locationOfFirstTap = nil
    }

    private func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }
}
