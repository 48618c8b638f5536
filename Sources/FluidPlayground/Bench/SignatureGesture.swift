import Foundation
import ViewTree

/// Each scene's signature gesture for `bench --gesture`: the pointer events a user's drag sends,
/// one move per 60 Hz frame, in canvas points on the 390 × 844 pt phone canvas.
///
/// - 0 gallery: scroll the page up 400 pt and let it glide, then drag a chip 150 pt sideways and back;
/// - 1 swipe cell: open the second row past 50 pt (120 pt right);
/// - 2 pager: swipe a page half-way (195 pt left) and half of the way back, so that it falls back;
/// - 3 card stack: drag the top card 150 pt right, 150 pt left of its rest position and back near
///   the middle (the tilt and the LIKE/NOPE stamps change on every move);
/// - 4 bottom sheet: drag it from half to expanded and half-way back (the backdrop dims with it);
/// - 5 stretchy header: pull the content 200 pt down (the header stretches), then push it 500 pt up.
///
/// The card stack also times a throw after it (`followUp`).
@MainActor
struct SignatureGesture {
    private(set) var events: [InputEvent] = []
    private var location = CGPoint.zero
    private var time: TimeInterval

    static let frameInterval: TimeInterval = 1.0 / 60

    /// The gesture for `scene`, starting at `time`; `window` shows the scene (some gestures aim
    /// at a view found in it). Nil for a scene without one.
    static func forScene(_ scene: Int, in window: Window, at time: TimeInterval) -> SignatureGesture? {
        var gesture = SignatureGesture(time: time)
        switch scene {
        case 0:
            gesture.drag(from: CGPoint(x: 200, y: 700), by: CGVector(dx: 0, dy: -400), seconds: 0.5)
            gesture.release()
            gesture.wait(1.2)
            if let chip = window.view(withIdentifier: "chip1") {
                let start = chip.convert(CGPoint(x: chip.bounds.midX, y: chip.bounds.midY), to: nil)
                if window.bounds.contains(start) {
                    gesture.drag(from: start, by: CGVector(dx: -150, dy: 0), seconds: 0.4)
                    gesture.move(by: CGVector(dx: 150, dy: 0), seconds: 0.4)
                    gesture.release()
                }
            }
        case 1:
            gesture.drag(from: CGPoint(x: 120, y: 210), by: CGVector(dx: 120, dy: 0), seconds: 0.4)
            gesture.release()
        case 2:
            gesture.drag(from: CGPoint(x: 300, y: 420), by: CGVector(dx: -195, dy: 0), seconds: 0.5)
            gesture.move(by: CGVector(dx: 95, dy: 0), seconds: 0.5)
            gesture.release()
        case 3:
            gesture.drag(from: CGPoint(x: 195, y: 370), by: CGVector(dx: 150, dy: 0), seconds: 0.5)
            gesture.move(by: CGVector(dx: -300, dy: 0), seconds: 1.0)
            gesture.move(by: CGVector(dx: 170, dy: 0), seconds: 0.6)
            gesture.release()
        case 4:
            gesture.drag(from: CGPoint(x: 195, y: 440), by: CGVector(dx: 0, dy: -300), seconds: 0.6)
            gesture.move(by: CGVector(dx: 0, dy: 150), seconds: 0.4)
            gesture.release()
        case 5:
            gesture.drag(from: CGPoint(x: 200, y: 400), by: CGVector(dx: 0, dy: 200), seconds: 0.4)
            gesture.move(by: CGVector(dx: 0, dy: -500), seconds: 0.8)
            gesture.release()
        default:
            return nil
        }
        return gesture
    }

    /// A second gesture timed after the signature one, for a scene whose most frequent release
    /// is not the signature's: the card stack's throw (the top card dragged 260 pt right in
    /// 0.3 s), after which the cards below move up a place while the next one comes in. Nil for
    /// the other scenes.
    static func followUp(forScene scene: Int, at time: TimeInterval) -> (name: String, gesture: SignatureGesture)? {
        guard scene == 3 else { return nil }
        var gesture = SignatureGesture(time: time)
        gesture.drag(from: CGPoint(x: 195, y: 370), by: CGVector(dx: 260, dy: 0), seconds: 0.3)
        gesture.release()
        return ("throw", gesture)
    }

    private init(time: TimeInterval) { self.time = time }

    /// The pointer goes down at `start`, then moves by `offset` in `seconds`.
    private mutating func drag(from start: CGPoint, by offset: CGVector, seconds: TimeInterval) {
        time += Self.frameInterval
        location = start
        append(.began)
        move(by: offset, seconds: seconds)
    }

    /// One move per frame, at a steady speed.
    private mutating func move(by offset: CGVector, seconds: TimeInterval) {
        let steps = max(1, Int((seconds / Self.frameInterval).rounded()))
        let start = location
        for step in 1...steps {
            let fraction = CGFloat(step) / CGFloat(steps)
            time += Self.frameInterval
            location = CGPoint(x: start.x + offset.dx * fraction, y: start.y + offset.dy * fraction)
            append(.moved)
        }
    }

    private mutating func release() {
        time += Self.frameInterval / 4
        append(.ended)
    }

    private mutating func wait(_ seconds: TimeInterval) {
        time += seconds
    }

    private mutating func append(_ phase: PointerEvent.Phase) {
        events.append(.pointer(PointerEvent(phase: phase, location: location, timestamp: time)))
    }
}
