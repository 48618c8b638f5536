import Foundation
import Testing

@testable import Animator

@Suite struct RubberBandTests {
    @Test func slopeAtZeroIsCoefficient() {
        for c in [0.55, 0.2, 1] {
            for d in [100.0, 844] {
                let h = 1e-6
                let slope = RubberBand.offset(forOvershoot: h, dimension: d, coefficient: c) / h
                #expect(abs(slope - c) < 1e-8)
                let negative = RubberBand.offset(forOvershoot: -h, dimension: d, coefficient: c) / -h
                #expect(abs(negative - c) < 1e-8)
            }
        }
    }

    /// `slope(atOvershoot:)` is b's derivative: it matches a central difference of `offset`
    /// everywhere, is the coefficient at 0 and falls as the band stretches.
    @Test func slopeIsTheOffsetsDerivative() {
        let d = 844.0, h = 1e-4
        for x in stride(from: -2000.0, through: 2000, by: 37.5) {
            for c in [0.55, 0.2] {
                let numeric =
                    (RubberBand.offset(forOvershoot: x + h, dimension: d, coefficient: c)
                        - RubberBand.offset(forOvershoot: x - h, dimension: d, coefficient: c)) / (2 * h)
                #expect(abs(RubberBand.slope(atOvershoot: x, dimension: d, coefficient: c) - numeric) < 1e-7)
            }
        }
        #expect(RubberBand.slope(atOvershoot: 0, dimension: d) == RubberBand.defaultCoefficient)
        #expect(RubberBand.slope(atOvershoot: 500, dimension: d) < RubberBand.slope(atOvershoot: 100, dimension: d))
        #expect(RubberBand.slope(atOvershoot: .infinity, dimension: d) == 0)
        #expect(
            RubberBand.slope(atOvershoot: 10, dimension: 0) == 0
                && RubberBand.slope(atOvershoot: .nan, dimension: d) == 0.55)
    }

    @Test func formulaMonotoneAndLimit() {
        let d = 600.0, c = RubberBand.defaultCoefficient
        var previous = -Double.infinity
        for i in -2000...2000 {
            let x = Double(i) * 7.3
            let b = RubberBand.offset(forOvershoot: x, dimension: d)
            // b(x) = (1 − 1/(x·c/d + 1))·d for x ≥ 0 (Docs/Motion.md §3.2), odd.
            let expected = (1 - 1 / (abs(x) * c / d + 1)) * d * (x < 0 ? -1 : 1)
            #expect(abs(b - expected) < 1e-9)
            #expect(b > previous)
            #expect(abs(b) < d)
            previous = b
        }
        #expect(abs(RubberBand.offset(forOvershoot: 1e12, dimension: d) - d) < 1e-6)
        #expect(RubberBand.offset(forOvershoot: .infinity, dimension: d) == d)
        #expect(RubberBand.offset(forOvershoot: -.infinity, dimension: d) == -d)
    }

    @Test func inverseRoundTrips() {
        var worst = 0.0
        for x in stride(from: -3000.0, through: 3000, by: 1.7) {
            let b = RubberBand.offset(forOvershoot: x, dimension: 400, coefficient: 0.55)
            let back = RubberBand.overshoot(forOffset: b, dimension: 400, coefficient: 0.55)
            worst = max(worst, abs(back - x) / max(1, abs(x)))
        }
        print("MEASURE rubber band inverse round trip, max relative error = \(worst)")
        #expect(worst < 1e-12)
        let capped = RubberBand.overshoot(forOffset: 400, dimension: 400)
        #expect(capped.isFinite && capped == 400 * RubberBand.maximumOvershootFactor)
        #expect(RubberBand.overshoot(forOffset: -500, dimension: 400) == -400 * RubberBand.maximumOvershootFactor)
    }

    @Test func clampToRange() {
        let range = 0.0...1000
        #expect(RubberBand.clamp(500, to: range, dimension: 300) == 500)
        #expect(RubberBand.clamp(0, to: range, dimension: 300) == 0)
        #expect(RubberBand.clamp(1000, to: range, dimension: 300) == 1000)
        let above = RubberBand.clamp(1100, to: range, dimension: 300)
        #expect(abs(above - (1000 + RubberBand.offset(forOvershoot: 100, dimension: 300))) < 1e-12)
        #expect(above > 1000 && above < 1100)
        let below = RubberBand.clamp(-100, to: range, dimension: 300)
        #expect(abs(below - (0 - RubberBand.offset(forOvershoot: 100, dimension: 300))) < 1e-12)
        #expect(below < 0 && below > -100)
        #expect(RubberBand.clamp(.infinity, to: range, dimension: 300) == 1300)
        #expect(RubberBand.clamp(.nan, to: range, dimension: 300) == 0)
    }

    @Test func badDimensionAndCoefficient() {
        for d in [0, -5, Double.nan, .infinity, -.infinity] {
            #expect(RubberBand.offset(forOvershoot: 50, dimension: d) == 0)
            #expect(RubberBand.overshoot(forOffset: 50, dimension: d) == 0)
            #expect(RubberBand.clamp(150, to: 0...100, dimension: d) == 100)
        }
        #expect(RubberBand.offset(forOvershoot: .nan, dimension: 100) == 0)
        #expect(RubberBand.offset(forOvershoot: 50, dimension: 100, coefficient: 0) == 0)
        #expect(RubberBand.offset(forOvershoot: 50, dimension: 100, coefficient: -1) == 0)
        #expect(RubberBand.offset(forOvershoot: 50, dimension: 100, coefficient: .infinity) == 100)
        #expect(
            RubberBand.offset(forOvershoot: 50, dimension: 100, coefficient: .nan)
                == RubberBand.offset(forOvershoot: 50, dimension: 100))
        #expect(RubberBand.overshoot(forOffset: 50, dimension: 100, coefficient: 0) == 0)
        #expect(RubberBand.overshoot(forOffset: .nan, dimension: 100) == 0)
    }
}
