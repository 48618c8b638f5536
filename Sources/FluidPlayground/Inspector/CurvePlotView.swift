import Animator
import Foundation
import ViewTree

/// An animator's timing drawn over its duration: progress against time for a cubic curve, and
/// for a spring the progress it gives (1 − displacement), overshoot included. A dot, `marker`,
/// marks where the animator is now; it is the caller's to place above the plot, since a dot
/// moving inside the plot would make the plot's picture be drawn again every frame.
@MainActor
final class CurvePlotView: View {
    /// Samples along the curve.
    static let samples = 48
    private let curve = View()
    /// The dot at the animator's place on the curve: put it in the plot's superview, above it.
    let marker = View()
    private let zeroLine = View(), oneLine = View()
    private var plotted: (duration: TimeInterval, key: ObjectIdentifier)?
    /// The progress range shown (a spring's overshoot widens it).
    private(set) var valueRange: ClosedRange<Double> = 0...1

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = Color(white: 1, alpha: 0.06)
        cornerRadius = 6
        for line in [zeroLine, oneLine] {
            line.backgroundColor = Color(white: 1, alpha: 0.18)
            addSubview(line)
        }
        addSubview(curve)
        marker.bounds = CGRect(x: 0, y: 0, width: 8, height: 8)
        marker.cornerRadius = 4
        marker.backgroundColor = .systemOrange
        marker.accessibilityIdentifier = "curveMarker"
        marker.isUserInteractionEnabled = false
        marker.isHidden = true
        isUserInteractionEnabled = false
    }

    /// The progress `timing` gives at `time` of `duration` seconds.
    static func progress(_ timing: any TimingCurveProvider, at time: TimeInterval, duration: TimeInterval) -> Double {
        if let spring = timing.springTimingParameters {
            return 1 - solution(spring, duration: duration).displacement(at: time)
        }
        let cubic = timing.cubicTimingParameters ?? CubicTimingParameters()
        return cubic.progress(at: duration > 0 ? min(max(time / duration, 0), 1) : 1)
    }

    /// How long the curve runs: the animator's duration, or a physical spring's settling time.
    static func span(_ timing: any TimingCurveProvider, duration: TimeInterval) -> TimeInterval {
        if let spring = timing.springTimingParameters, case .physical = spring.kind {
            return solution(spring, duration: duration).settlingTime()
        }
        return duration
    }

    private static func solution(_ spring: SpringTimingParameters, duration: TimeInterval) -> SpringSolution {
        let physics: Spring =
            switch spring.kind {
            case let .dampingRatio(ratio): Spring(dampingRatio: ratio, settlingDuration: max(duration, 0.01))
            case let .physical(spring): spring
            }
        // UIKit's relative initial velocity: positive towards the end, so the displacement falls.
        return SpringSolution(
            spring: physics, initialDisplacement: 1, initialVelocity: -Double(spring.initialVelocity.dx))
    }

    /// Draws `timing` (again only if it changed) and puts the marker at `fraction` of the time.
    /// `key` names the animator: its curve is drawn once.
    func show(_ timing: any TimingCurveProvider, duration: TimeInterval, key: ObjectIdentifier, fraction: CGFloat) {
        let span = Self.span(timing, duration: duration)
        if plotted?.key != key || plotted?.duration != span {
            plotted = (span, key)
            let values = (0...Self.samples).map {
                Self.progress(timing, at: span * Double($0) / Double(Self.samples), duration: duration)
            }
            valueRange = min(0, values.min() ?? 0)...max(1, values.max() ?? 1)
            for line in curve.subviews { line.removeFromSuperview() }
            let points = values.enumerated().map { index, value in
                CGPoint(x: bounds.width * CGFloat(index) / CGFloat(Self.samples), y: y(of: value))
            }
            for (a, b) in zip(points, points.dropFirst()) {
                curve.addSubview(View.lineSegment(from: a, to: b, color: .systemTeal))
            }
            zeroLine.frame = CGRect(x: 0, y: y(of: 0), width: bounds.width, height: 1)
            oneLine.frame = CGRect(x: 0, y: y(of: 1), width: bounds.width, height: 1)
        }
        let t = span * Double(min(max(fraction, 0), 1))
        let local = CGPoint(
            x: bounds.width * min(max(fraction, 0), 1), y: y(of: Self.progress(timing, at: t, duration: duration)))
        marker.center = CGPoint(x: frame.minX + local.x, y: frame.minY + local.y)
        marker.isHidden = false
    }

    /// Nothing to plot.
    func clear() {
        plotted = nil
        for line in curve.subviews { line.removeFromSuperview() }
        marker.isHidden = true
    }

    private func y(of value: Double) -> CGFloat {
        let inset: CGFloat = 8
        let share = (value - valueRange.lowerBound) / (valueRange.upperBound - valueRange.lowerBound)
        return bounds.height - inset - CGFloat(share) * (bounds.height - 2 * inset)
    }
}
