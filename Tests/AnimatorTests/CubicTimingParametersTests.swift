import Foundation
import Testing

@testable import Animator

/// Direct evaluation of the Bézier definition B(s) = 3(1−s)²s·P1 + 3(1−s)s²·P2 + s³.
private func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
    let u = 1 - s
    return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
}

private func curve(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> CubicTimingParameters {
    CubicTimingParameters(controlPoint1: CGPoint(x: x1, y: y1), controlPoint2: CGPoint(x: x2, y: y2))
}

/// Standard curves plus custom ones: steep, vertical tangent at the start, overshooting,
/// undershooting, and plain.
private let testCurves: [CubicTimingParameters] =
    AnimationCurve.allCases.map { CubicTimingParameters(animationCurve: $0) } + [
        curve(0.9, 0, 0.1, 1),
        curve(0, 1, 1, 0),
        curve(0.34, 1.56, 0.64, 1),
        curve(0.25, 0.1, 0.25, 1),
        curve(0.6, -0.28, 0.735, 0.045),
        curve(0.68, -0.55, 0.265, 1.55),
        curve(0, 0, 1, 1),
        curve(0.5, 0, 0.5, 1),
    ]

private func points(_ c: CubicTimingParameters) -> (Double, Double, Double, Double) {
    (Double(c.controlPoint1.x), Double(c.controlPoint1.y), Double(c.controlPoint2.x), Double(c.controlPoint2.y))
}

@Suite struct CubicTimingParametersTests {
    @Test func namedCurvesHaveUIKitControlPoints() {
        #expect(CubicTimingParameters() == CubicTimingParameters(animationCurve: .easeInOut))
        let expected: [AnimationCurve: (Double, Double, Double, Double)] = [
            .linear: (0, 0, 1, 1), .easeIn: (0.42, 0, 1, 1), .easeOut: (0, 0, 0.58, 1),
            .easeInOut: (0.42, 0, 0.58, 1),
        ]
        for named in AnimationCurve.allCases {
            let parameters = CubicTimingParameters(animationCurve: named)
            let p = points(parameters)
            let e = expected[named] ?? (-1, -1, -1, -1)
            #expect(p == e)
            #expect(parameters.animationCurve == named)
        }
        #expect(curve(0.34, 1.56, 0.64, 1).animationCurve == nil)
        #expect(curve(0.42, 0, 0.58, 1).animationCurve == .easeInOut)
    }

    @Test func progressMatchesBezierDefinition() {
        var overall = 0.0
        for parameters in testCurves {
            let (x1, y1, x2, y2) = points(parameters)
            var maxError = 0.0
            let samples = 4000
            for i in 0...samples {
                let s = Double(i) / Double(samples)
                let x = bezier(s, x1, x2), y = bezier(s, y1, y2)
                maxError = max(maxError, abs(parameters.progress(at: x) - y))
            }
            print("MEASURE cubic progress (\(x1), \(y1), \(x2), \(y2)): max |progress(x(s)) − y(s)| = \(maxError)")
            #expect(maxError <= 1e-7)
            overall = max(overall, maxError)
        }
        print("MEASURE cubic progress overall max error = \(overall)")
    }

    @Test func interiorVerticalTangentIsIllConditionedButClose() {
        // x'(0.5) = 0 here, so x(s) rounding alone moves s by ~(1e-16)^(1/3).
        let parameters = curve(1, 0, 0, 1)
        var maxError = 0.0
        for i in 0...4000 {
            let s = Double(i) / 4000
            maxError = max(maxError, abs(parameters.progress(at: bezier(s, 1, 0)) - bezier(s, 0, 1)))
        }
        print("MEASURE cubic progress (1, 0, 0, 1) [interior vertical tangent]: max error = \(maxError)")
        #expect(maxError <= 1e-4)
        #expect(parameters.velocity(at: 0.5) == 1e6)
    }

    @Test func progressIsExactAtEnds() {
        for parameters in testCurves {
            #expect(parameters.progress(at: 0) == 0)
            #expect(parameters.progress(at: 1) == 1)
            #expect(parameters.progress(at: -3) == 0)
            #expect(parameters.progress(at: 7) == 1)
        }
    }

    @Test func velocityMatchesFiniteDifferences() {
        var overall = 0.0
        for parameters in testCurves {
            let h = 1e-6
            var maxRelative = 0.0
            for i in 1..<1000 {
                let t = Double(i) / 1000
                let numeric = (parameters.progress(at: t + h) - parameters.progress(at: t - h)) / (2 * h)
                let analytic = parameters.velocity(at: t)
                maxRelative = max(maxRelative, abs(numeric - analytic) / max(1, abs(analytic)))
            }
            #expect(maxRelative <= 1e-6)
            overall = max(overall, maxRelative)
        }
        print("MEASURE cubic velocity vs central difference (h = 1e-6), max relative error = \(overall)")
    }

    @Test func velocityLimitsAtEnds() {
        let easeIn = CubicTimingParameters(animationCurve: .easeIn)
        let easeOut = CubicTimingParameters(animationCurve: .easeOut)
        let easeInOut = CubicTimingParameters()
        let linear = CubicTimingParameters(animationCurve: .linear)
        // easeIn at s = 1: x' = y' = 0, slope = y''(1)/x''(1) = (y1 − 2y2 + 1)/(x1 − 2x2 + 1) = 1/0.58.
        #expect(abs(easeIn.velocity(at: 1) - 1 / 0.58) < 1e-12)
        #expect(abs(easeIn.velocity(at: 0) - 0) < 1e-12)
        // easeOut at s = 0: P1 = P0, slope towards P2 = y2/x2 = 1/0.58.
        #expect(abs(easeOut.velocity(at: 0) - 1 / 0.58) < 1e-12)
        #expect(abs(easeOut.velocity(at: 1) - 0) < 1e-12)
        #expect(easeInOut.velocity(at: 0) == 0 && easeInOut.velocity(at: 1) == 0)
        #expect(abs(linear.velocity(at: 0) - 1) < 1e-12 && abs(linear.velocity(at: 0.3) - 1) < 1e-12)
        #expect(abs(linear.velocity(at: 1) - 1) < 1e-12)
        // One-sided differences agree with the limits.
        // (x' = 0 there, so the difference quotient converges like √h.)
        let h = 1e-10
        #expect(abs((1 - easeIn.progress(at: 1 - h)) / h - easeIn.velocity(at: 1)) < 2e-5)
        #expect(abs(easeOut.progress(at: h) / h - easeOut.velocity(at: 0)) < 2e-5)
        // Vertical tangent at the start of (0, 1)–(1, 0): clamped, finite.
        let steep = curve(0, 1, 1, 0)
        #expect(steep.velocity(at: 0) == 1e6)
        #expect(steep.velocity(at: 1e-20).isFinite)
    }

    @Test func timeForProgressRoundTrips() {
        var maxError = 0.0
        var maxFlatError = 0.0
        var maxResidual = 0.0
        for parameters in testCurves {
            let monotone = isMonotone(parameters)
            for i in 0...2000 {
                let t = Double(i) / 2000
                let p = parameters.progress(at: t)
                let back = parameters.time(forProgress: p)
                // Earliest time: never later than t (up to conditioning), reaching the same progress.
                #expect(back <= t + 1e-5)
                maxResidual = max(maxResidual, abs(parameters.progress(at: back) - p))
                guard monotone else { continue }
                // Where progress has zero slope the inverse is ill-conditioned: values within
                // rounding of p span a time interval of ~(1e-16)^(1/k) for a flat point of order k
                // (~3e-6 at the flat inflection of (0, 1)–(1, 0)).
                if abs(parameters.velocity(at: t)) >= 1e-2 {
                    maxError = max(maxError, abs(back - t))
                } else {
                    maxFlatError = max(maxFlatError, abs(back - t))
                }
            }
        }
        print(
            "MEASURE cubic time(forProgress:) round trip (monotone, slope ≥ 0.01): max |Δt| = \(maxError); at flat points: \(maxFlatError); max |progress(back) − p| = \(maxResidual)"
        )
        #expect(maxError <= 1e-7)
        #expect(maxFlatError <= 1e-5)
        #expect(maxResidual <= 1e-12)
    }

    @Test func timeForUnreachedProgressIsClosestApproach() {
        let overshoot = curve(0.34, 1.56, 0.64, 1)
        let peakTime = overshoot.time(forProgress: 2)
        var peak = -Double.infinity
        for i in 0...100_000 { peak = max(peak, overshoot.progress(at: Double(i) / 100_000)) }
        #expect(abs(overshoot.progress(at: peakTime) - peak) < 1e-9)
        #expect(CubicTimingParameters().time(forProgress: -1) == 0)
        #expect(CubicTimingParameters().time(forProgress: 5) == 1)
        // Overshooting curve (peak ≈ 1.098): progress 1.05 is reached twice; the earlier one is
        // returned.
        let first = overshoot.time(forProgress: 1.05)
        #expect(first < peakTime)
        #expect(abs(overshoot.progress(at: first) - 1.05) < 1e-12)
        let second = 1 - (1 - peakTime) / 100
        #expect(overshoot.progress(at: second) > 1)
        #expect(overshoot.time(forProgress: overshoot.progress(at: second)) < peakTime)
    }

    @Test func badInputGivesFiniteResults() {
        let nanCurve = curve(.nan, .infinity, -.infinity, .nan)
        #expect(nanCurve == CubicTimingParameters(animationCurve: .linear))
        let clamped = curve(-2, 0.5, 3, 0.5)
        #expect(clamped.controlPoint1.x == 0 && clamped.controlPoint2.x == 1)
        #expect(clamped.controlPoint1.y == 0.5)
        for parameters in testCurves + [nanCurve, clamped] {
            for value in [Double.nan, .infinity, -.infinity, -1, 2, 0, 1, 1e-300, 1 - 1e-16] {
                #expect(parameters.progress(at: value).isFinite)
                #expect(parameters.velocity(at: value).isFinite)
                let time = parameters.time(forProgress: value)
                #expect(time.isFinite && time >= 0 && time <= 1)
            }
        }
        #expect(CubicTimingParameters().progress(at: .nan) == 0)
        #expect(CubicTimingParameters().progress(at: .infinity) == 1)
    }
}

/// Whether the curve's y is monotone (then time(forProgress:) is the exact inverse).
private func isMonotone(_ parameters: CubicTimingParameters) -> Bool {
    let (_, y1, _, y2) = points(parameters)
    var previous = -Double.infinity
    for i in 0...1000 {
        let y = bezier(Double(i) / 1000, y1, y2)
        if y < previous { return false }
        previous = y
    }
    return true
}
