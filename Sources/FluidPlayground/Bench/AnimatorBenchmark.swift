import Foundation
import ViewTree

/// Times one `AnimationDriver.tick(at:)` with `animators` animators running, per animator, in three
/// variants measured in the same process, runs interleaved so that machine noise hits all alike:
/// - **views, spring**: `animators` views in a `Window`, each moved (`center`) by its own
///   `PropertyAnimator(duration:dampingRatio: 0.7)`; one tick of `window.animationDriver`;
/// - **views, easeInOut**: the same with the `.easeInOut` cubic curve;
/// - **bare SpringSolution**: the baseline — the same spring's closed form evaluated for each of
///   `animators` precomputed `SpringSolution`s at the same times, written into a `[CGPoint]`.
///
/// Animators last 1e6 s, so none finishes while measured. Ticks are 1/60 s apart.
@MainActor
struct AnimatorBenchmark {
    let animators: Int
    let ticks: Int
    let runs: Int

    private static let duration: TimeInterval = 1e6
    private static let frameInterval: TimeInterval = 1.0 / 60

    func run() throws {
        let (springWindow, springViews, springAnimators) = makeAnimatedViews {
            PropertyAnimator(duration: Self.duration, dampingRatio: 0.7)
        }
        let (curveWindow, _, curveAnimators) = makeAnimatedViews {
            PropertyAnimator(duration: Self.duration, curve: .easeInOut)
        }
        defer { for animator in springAnimators + curveAnimators { animator.stopAnimation(true) } }
        let drivers = [springWindow.animationDriver, curveWindow.animationDriver]
        guard drivers.allSatisfy({ $0.runningCount == animators }) else {
            throw PlaygroundError.failed(
                "animator benchmark: expected \(animators) running animators, got \(drivers.map(\.runningCount))")
        }

        // The baseline: what the spring animators compute, without the machinery (progress
        // P = 1 + x(t), x from −1 at rest; the view's centre is from + (to − from)·P).
        let solution = Spring(dampingRatio: 0.7, settlingDuration: Self.duration).solution(
            displacement: -1, velocity: 0)
        let solutions = [SpringSolution](repeating: solution, count: animators)
        let origins = (0..<animators).map(Self.origin)
        let deltas = [CGPoint](repeating: Self.offset, count: animators)
        var points = origins

        // First tick at host time 0: animators take their start time; elapsed = host time after.
        for driver in drivers { driver.tick(at: 0) }
        var spring: [Double] = [], curve: [Double] = [], bare: [Double] = []
        var tick = 0
        for _ in 0..<runs {
            let first = tick + 1
            tick += ticks
            for index in first...tick {
                spring.append(time { springWindow.animationDriver.tick(at: Double(index) * Self.frameInterval) })
            }
            for index in first...tick {
                curve.append(time { curveWindow.animationDriver.tick(at: Double(index) * Self.frameInterval) })
            }
            for index in first...tick {
                let elapsed = Double(index) * Self.frameInterval
                bare.append(
                    time {
                        for i in 0..<animators {
                            let progress = CGFloat(1 + solutions[i].displacement(at: elapsed))
                            points[i] = CGPoint(
                                x: origins[i].x + deltas[i].x * progress, y: origins[i].y + deltas[i].y * progress)
                        }
                    })
            }
        }
        // The baseline's last frame must be what the spring views show (and reading it keeps the
        // optimiser from dropping the loop).
        let deviation =
            zip(points, springViews).map { point, view in
                max(abs(point.x - view.presentation.center.x), abs(point.y - view.presentation.center.y))
            }.max() ?? 0

        print(
            "\(animators) animators, \(runs) runs × \(ticks) ticks; ns per animator per tick; baseline vs spring views max |Δ| = \(deviation) pt"
        )
        let reference = Benchmark.Summary(bare)
        for (name, samples) in [("views, spring", spring), ("views, easeInOut", curve), ("bare SpringSolution", bare)] {
            let summary = Benchmark.Summary(samples)
            let label = name.padding(toLength: 20, withPad: " ", startingAt: 0)
            print(
                label
                    + String(
                        format: " median %8.1f ns   p95 %8.1f ns   ratio to bare SpringSolution (median) %6.2f×",
                        summary.median, summary.p95, summary.median / reference.median))
        }
    }

    /// A window with `animators` views, each moved by its own running animator made by `make`.
    private func makeAnimatedViews(_ make: () -> PropertyAnimator) -> (Window, [View], [PropertyAnimator]) {
        let window = Window(screen: .phone(scale: 2))
        var views: [View] = [], animators: [PropertyAnimator] = []
        for index in 0..<self.animators {
            let origin = Self.origin(index)
            let view = View(frame: CGRect(x: origin.x - 5, y: origin.y - 5, width: 10, height: 10))
            window.addSubview(view)
            let animator = make()
            animator.addAnimations { view.center = CGPoint(x: origin.x + Self.offset.x, y: origin.y + Self.offset.y) }
            animator.startAnimation()
            views.append(view)
            animators.append(animator)
        }
        return (window, views, animators)
    }

    private static let offset = CGPoint(x: 100, y: 200)

    private static func origin(_ index: Int) -> CGPoint {
        CGPoint(x: CGFloat(index % 30) * 10, y: CGFloat(index / 30 % 60) * 10)
    }

    /// Nanoseconds per animator taken by `body`, on the monotonic clock.
    private func time(_ body: () -> Void) -> Double { Benchmark.nanoseconds(body) / Double(animators) }
}
