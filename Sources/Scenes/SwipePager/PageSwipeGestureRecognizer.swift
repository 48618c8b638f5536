import FluidPlayground
import Foundation
import ViewTree

/// Seed 001's `RightToLeftSwipeGestureRecognizer`, ported line for line, with the direction as a
/// parameter so that the same rule (`.leftToRight`) brings the previous page back.
///
/// A pan that, at the moment it begins (the first movement past the slop), checks the finger's
/// velocity: unless the swipe is horizontal (`|vx| > |vy|`) and goes the recognizer's way
/// (`vx < 0` for right to left), it sets `state = .failed`. Fluid's `GestureRecognizer` lets a
/// recognizer fail in the very event it began, before anyone heard of it (see its `state`), so
/// the target never sees a `.began` for a swipe the wrong way, and another recognizer may take it.
///
/// Fluid also makes the first movement's direction agree (`allowedDirections`, checked at the
/// slop, before the seed's test). The seed trusts the velocity alone, which UIKit smooths; here,
/// when the pan begins the velocity comes from two to four unevenly stamped samples, and before
/// `VelocityTracker` fitted a line to three of them a drag to the left under Xvfb read +236 pt/s
/// and the left-to-right recognizer took it. The direction check keeps such a drag from ever
/// going the wrong way.
@MainActor
final class PageSwipeGestureRecognizer: ContactPanGestureRecognizer {
    enum Direction: Sendable {
        /// The seed's: the finger moves left (`vx < 0`).
        case rightToLeft
        /// The mirror image (`vx > 0`), Fluid's addition for going back.
        case leftToRight
    }

    let direction: Direction

    init(direction: Direction) {
        self.direction = direction
        super.init()
        allowedDirections = direction == .rightToLeft ? .left : .right
    }

    /// The seed's right-to-left recognizer.
    required convenience init() {
        self.init(direction: .rightToLeft)
    }

    /// The velocity, or — when it reads 0 because the moves so far came in one batch with one
    /// timestamp (SDL stamps events when it pumps them, so a hitch delivers a flick's first
    /// 20 pt at once) — the movement since touch-down, which has the direction the seed's test
    /// asks about. iOS stamps touches in hardware, so there a moving finger never reads 0.
    private func decisiveVelocity(in view: View) -> CGPoint {
        let velocity = velocity(in: view)
        guard velocity == .zero, let contactLocation else { return velocity }
        let down = view.convert(contactLocation, from: nil), now = location(in: view)
        return CGPoint(x: now.x - down.x, y: now.y - down.y)
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        super.touchesMoved(touches, with: event)
        guard let view = self.view, self.state == .began else { return }
        let velocity = decisiveVelocity(in: view)

        // x larger: a sideways swipe; y larger: up or down (the seed prints which one here).
        guard
            velocity.x.magnitude > velocity.y.magnitude,  // horizontal swipe
            direction == .rightToLeft ? velocity.x < 0 : velocity.x > 0  // right → left (or left → right)
        else {
            self.state = .failed
            return
        }
    }
}
