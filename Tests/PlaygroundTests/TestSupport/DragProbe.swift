import Compositor
import FluidTestSupport
import Foundation
import ViewTree

@testable import FluidPlayground

/// A finger as the tests of feel play it: one pointer event a frame at 60 Hz, `step` points apart
/// along an axis, through the app as the window delivers them, with what a watched position reads
/// after each frame has been laid out (what the frame would draw).
@MainActor
struct DragProbe {
    let host: HeadlessHost
    let app: PlaygroundApp
    static let frame: TimeInterval = 1.0 / 60

    /// One frame's reading: how far the finger has travelled from the press and how far the watched
    /// position has moved since the press, both along the drag's direction.
    struct Sample {
        var finger: CGFloat
        var moved: CGFloat
    }

    /// Presses at `start` (a frame of its own), then moves `steps` times by `step` along
    /// `direction` (a unit vector on an axis), one move a frame; `position` is read after each,
    /// and is measured from where the press frame left it. The finger stays down.
    func drag(
        from start: CGPoint, along direction: CGVector, step: CGFloat = 10, steps: Int = 6,
        position: () -> CGPoint
    ) -> [Sample] {
        send(.began, at: start)
        let origin = read(position)
        var samples: [Sample] = []
        for index in 1...steps {
            let travel = step * CGFloat(index)
            send(.moved, at: CGPoint(x: start.x + direction.dx * travel, y: start.y + direction.dy * travel))
            let now = read(position)
            samples.append(
                Sample(finger: travel, moved: (now.x - origin.x) * direction.dx + (now.y - origin.y) * direction.dy))
        }
        return samples
    }

    /// One more move by `step` along `direction` and the release, both in one frame (a mouse
    /// faster than the frame rate), from the finger's last position `at`.
    func moveAndRelease(from point: CGPoint, along direction: CGVector, step: CGFloat = 10) {
        let last = CGPoint(x: point.x + direction.dx * step, y: point.y + direction.dy * step)
        let time = host.time + Self.frame
        host.send(.pointer(PointerEvent(phase: .moved, location: last, timestamp: time)), delegate: app)
        host.send(.pointer(PointerEvent(phase: .ended, location: last, timestamp: time)), delegate: app)
        host.advance(by: Self.frame, delegate: app)
        host.window.layoutIfNeeded()
    }

    /// The watched position's velocity along `direction` right after the frame just played,
    /// from two readings 0.1 ms apart on the virtual clock (pt/s).
    func velocity(along direction: CGVector, position: () -> CGPoint) -> CGFloat {
        let dt = 1e-4
        host.advance(by: dt, delegate: app)
        let a = read(position)
        host.advance(by: dt, delegate: app)
        let b = read(position)
        return ((b.x - a.x) * direction.dx + (b.y - a.y) * direction.dy) / CGFloat(dt)
    }

    /// The finger's travel lost on every sample past the slop: how far the watched position is
    /// from the finger's offset at the slop's edge (0 when it tracks 1:1 from the first frame).
    static func trackingError(_ samples: [Sample]) -> CGFloat {
        let slop = PanGestureRecognizer.defaultSlop
        return samples.filter { $0.finger > slop }.map { abs($0.moved - ($0.finger - slop)) }.max() ?? .infinity
    }

    private func send(_ phase: PointerEvent.Phase, at point: CGPoint) {
        host.send(
            .pointer(PointerEvent(phase: phase, location: point, timestamp: host.time + Self.frame)), delegate: app)
        host.advance(by: Self.frame, delegate: app)
    }

    private func read(_ position: () -> CGPoint) -> CGPoint {
        host.window.layoutIfNeeded()
        return position()
    }
}
