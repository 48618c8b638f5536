import Foundation

/// The line between two touches, in window coordinates: its length (a pinch's span) and its
/// direction (a rotation's angle), as `PinchGestureRecognizer` and `RotationGestureRecognizer`
/// read them from a recognizer's first two touches.
struct TouchPair {
    let first: CGPoint
    let second: CGPoint

    /// The first two of `recognizer`'s touches, if it has two.
    @MainActor
    init?(of recognizer: GestureRecognizer) {
        guard recognizer.numberOfTouches >= 2 else { return nil }
        first = recognizer.touches[0].locationInWindow
        second = recognizer.touches[1].locationInWindow
    }

    init(_ first: CGPoint, _ second: CGPoint) {
        self.first = first
        self.second = second
    }

    /// The distance between the touches (points).
    var span: CGFloat {
        let dx = second.x - first.x, dy = second.y - first.y
        return (dx * dx + dy * dy).squareRoot()
    }

    /// The direction from the first touch to the second (radians, `atan2` in window coordinates:
    /// y grows downward, so a positive angle turns clockwise on screen, as UIKit's rotation does).
    var angle: CGFloat { atan2(second.y - first.y, second.x - first.x) }

    /// `angle` minus `previous`, wrapped into (−π, π]: how far the line turned since, the short way.
    static func turn(from previous: CGFloat, to angle: CGFloat) -> CGFloat {
        var delta = (angle - previous).truncatingRemainder(dividingBy: 2 * .pi)
        if delta > .pi { delta -= 2 * .pi }
        if delta <= -.pi { delta += 2 * .pi }
        return delta
    }
}
