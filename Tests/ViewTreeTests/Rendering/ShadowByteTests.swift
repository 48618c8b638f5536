import Foundation
import Testing
import FluidTestSupport
@testable import ViewTree

/// Shadow tinting's rounding without libm: the same byte as `rounded()` for every coverage.
struct ShadowByteTests {
    @Test func matchesRoundedForEveryCoverage() {
        var random = SplitMix64(seed: 20)
        let samples = (0..<20_000).map { _ in Float(random.nextUnit()) } + (0...255).map { Float($0) / 255 }
            + (0...255).map { (Float($0) + 0.5) / 255 } + [0, 1, -0.5, 1.5, .ulpOfOne]
        for value in samples {
            #expect(ShadowMask.byte(value) == Int(max(0, min(255, (value * 255).rounded()))), "\(value)")
        }
    }
}
