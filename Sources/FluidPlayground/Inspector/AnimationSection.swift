import Animator
import Foundation
import ViewTree

/// The inspector's animation panel: the running animators (or the last one, once finished) with
/// state, `fractionComplete`, `isReversed` and timing, and the newest one's curve plotted with a
/// marker at its progress.
@MainActor
final class AnimationSection: View {
    let summary = Label()
    let timing = Label()
    let plot: CurvePlotView
    /// The newest animator seen, kept after it finishes so that its curve stays shown.
    private var shown: PropertyAnimator?
    /// Animation time at which the shown animator's run would have started (its marker's clock),
    /// set when it is first seen running or runs again after a pause.
    private var runStart: TimeInterval?

    init(width: CGFloat) {
        plot = CurvePlotView(frame: CGRect(x: 0, y: 40, width: width, height: 110))
        super.init(frame: CGRect(x: 0, y: 0, width: width, height: 150))
        for (label, y) in [(summary, 0), (timing, 18)] as [(Label, CGFloat)] {
            label.font = .systemFont(ofSize: 12, weight: label === summary ? .semibold : .regular)
            label.textColor = label === summary ? .white : Inspector.secondaryText
            label.frame = CGRect(x: 0, y: y, width: width, height: 16)
            addSubview(label)
        }
        summary.accessibilityIdentifier = "animationSummary"
        addSubview(plot)
        addSubview(plot.marker)
    }

    /// `running`: the animators running now, oldest first; `time`: the animation clock now.
    /// `refreshesText`: the figures too (else only the curve's marker moves).
    func show(_ running: [PropertyAnimator], time: TimeInterval, refreshesText: Bool = true) {
        if let newest = running.last, newest !== shown {
            shown = newest
            runStart = nil
        }
        guard let animator = shown else {
            summary.text = "no animation yet"
            timing.text = ""
            plot.clear()
            return
        }
        let isListed = running.contains { $0 === animator }
        plot.show(
            animator.timingParameters, duration: animator.duration, key: ObjectIdentifier(animator),
            fraction: markerFraction(animator, isRunning: isListed && animator.isRunning, time: time))
        guard refreshesText else { return }
        let others = running.count > 1 ? "  (+\(running.count - 1) running)" : ""
        let state = isListed ? "\(animator.state)" + (animator.isRunning ? " running" : " paused") : "finished"
        summary.text =
            String(
                format: "%@ · fraction %.3f · reversed %@", state, Double(animator.fractionComplete),
                animator.isReversed ? "yes" : "no") + others
        timing.text = Self.describe(animator.timingParameters, duration: animator.duration)
    }

    /// Where along the time axis the animator is: from its run's start while it runs, from its
    /// `fractionComplete` (turned back into time on a cubic curve) while paused; 1 once finished.
    private func markerFraction(_ animator: PropertyAnimator, isRunning: Bool, time: TimeInterval) -> CGFloat {
        let span = CurvePlotView.span(animator.timingParameters, duration: animator.duration)
        guard animator.state != .inactive || isRunning else {
            runStart = nil
            return 1
        }
        let progress = Double(animator.isReversed ? 1 - animator.fractionComplete : animator.fractionComplete)
        let timeFraction =
            animator.timingParameters.cubicTimingParameters.map { $0.time(forProgress: min(max(progress, 0), 1)) }
            ?? min(max(progress, 0), 1)
        guard isRunning, span > 0 else {
            runStart = nil
            return CGFloat(timeFraction)
        }
        // Reversed, the animation runs back along the curve: the marker moves right to left.
        let reversed = animator.isReversed
        if runStart == nil { runStart = time - (reversed ? 1 - timeFraction : timeFraction) * span }
        let elapsed = min(max((time - (runStart ?? time)) / span, 0), 1)
        return CGFloat(reversed ? 1 - elapsed : elapsed)
    }

    /// The timing as UIKit's parameters name it.
    static func describe(_ timing: any TimingCurveProvider, duration: TimeInterval) -> String {
        if let spring = timing.springTimingParameters {
            let velocity = Double(spring.initialVelocity.dx)
            switch spring.kind {
            case let .dampingRatio(ratio):
                return String(
                    format: "spring · %.2f s · damping %.2f · initial velocity %.2f", duration, ratio, velocity)
            case let .physical(physics):
                return String(
                    format: "spring · mass %.1f stiffness %.0f damping %.1f (ζ %.2f)", physics.mass, physics.stiffness,
                    physics.damping, physics.dampingRatio)
            }
        }
        let cubic = timing.cubicTimingParameters ?? CubicTimingParameters()
        let name = cubic.animationCurve.map { "\($0)" } ?? "custom"
        return String(
            format: "cubic %@ · %.2f s · (%.2f, %.2f) (%.2f, %.2f)", name, duration,
            Double(cubic.controlPoint1.x), Double(cubic.controlPoint1.y), Double(cubic.controlPoint2.x),
            Double(cubic.controlPoint2.y))
    }
}
