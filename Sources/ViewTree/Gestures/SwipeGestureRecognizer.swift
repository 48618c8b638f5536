import Foundation

/// A swipe (`UISwipeGestureRecognizer`): a discrete gesture, recognized once
/// `numberOfTouchesRequired` fingers have moved mostly in one of the `direction`s, far enough,
/// quickly enough. UIKit documents the defaults (`direction` `.right`, one touch) and that
/// `location(in:)` answers where the swipe began; its distances and durations are private (its
/// header says only that "a slow swipe requires high directional precision but a small distance;
/// a fast swipe requires low directional precision but a large distance"). Fluid's choices, all
/// adjustable (Docs/Gestures.md §6):
/// - recognized, as the fingers move, once their centroid has gone `minimumDistance` (50 pt)
///   along an allowed direction while straying at most `maximumDeviation` (half as far, about
///   27°) from it;
/// - it fails when the fingers first move (past the pan's 10 pt) in no allowed direction, when
///   `maximumDuration` (0.5 s) passes first, when they lift first, or when more fingers go down.
@MainActor
open class SwipeGestureRecognizer: GestureRecognizer {
    /// The directions a swipe may go (`UISwipeGestureRecognizer.Direction`, UIKit's raw values).
    public struct Direction: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)

        /// The unit vector of each single direction in the set (y grows downward).
        var unitVectors: [CGVector] {
            [
                (Direction.right, CGVector(dx: 1, dy: 0)), (.left, CGVector(dx: -1, dy: 0)),
                (.up, CGVector(dx: 0, dy: -1)), (.down, CGVector(dx: 0, dy: 1)),
            ]
            .filter { contains($0.0) }.map(\.1)
        }
    }

    /// The directions that are a swipe (UIKit's default: `.right`).
    public var direction: Direction = .right
    /// How many fingers must swipe (UIKit's default: 1).
    public var numberOfTouchesRequired = 1
    /// How far (points) the fingers must go along the direction.
    public var minimumDistance: CGFloat = 50
    /// How far they may stray from it, as a fraction of the distance along it.
    public var maximumDeviation: CGFloat = 0.5
    /// How long (seconds) from the last finger down the swipe may take.
    public var maximumDuration: TimeInterval = 0.5

    override open var isDiscrete: Bool { true }

    /// The fingers' centroid when the last of them went down (window coordinates), and when.
    private var start: CGPoint?
    private var startTime: TimeInterval = 0
    private var fingersDown = 0

    public required init() { super.init() }

    /// Where the swipe began: the fingers' centroid when they were all down, as UIKit answers.
    override open func location(in view: View?) -> CGPoint {
        guard let start else { return super.location(in: view) }
        return convert(start, to: view)
    }

    override open func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        guard state == .possible else { return }
        fingersDown += touches.count
        guard fingersDown <= numberOfTouchesRequired else {
            deadline = nil
            state = .failed
            return
        }
        if fingersDown == numberOfTouchesRequired {
            start = centroidInWindow
            startTime = event.timestamp
            // Timed on frames by the deadline, and on events by their time (`judge`).
            deadline = event.timestamp + maximumDuration
        }
    }

    override open func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        judge(lifting: false, at: event.timestamp)
    }

    override open func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        // A flick that crossed the distance between its last move and its lift still counts.
        judge(lifting: true, at: event.timestamp)
    }

    override open func deadlineDidPass() {
        if state == .possible { state = .failed }
    }

    override open func reset() {
        start = nil
        fingersDown = 0
    }

    /// Recognizes the swipe, fails it, or waits for more movement.
    private func judge(lifting: Bool, at time: TimeInterval) {
        guard state == .possible else { return }
        guard let start, time - startTime <= maximumDuration else {
            if lifting || start != nil { fail() }
            return
        }
        let moved = PanGestureRecognizer.convert(
            CGVector(dx: centroidInWindow.x - start.x, dy: centroidInWindow.y - start.y), fromWindowTo: view)
        var onTheWay = false
        for unit in direction.unitVectors {
            let along = moved.dx * unit.dx + moved.dy * unit.dy
            let across = abs(moved.dx * unit.dy - moved.dy * unit.dx)
            guard along > 0, across <= maximumDeviation * along else { continue }
            if along >= minimumDistance {
                deadline = nil
                state = .ended
                return
            }
            onTheWay = true
        }
        let distance = (moved.dx * moved.dx + moved.dy * moved.dy).squareRoot()
        if lifting || (!onTheWay && distance > PanGestureRecognizer.defaultSlop) { fail() }
    }

    private func fail() {
        deadline = nil
        state = .failed
    }
}
