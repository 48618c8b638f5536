import FluidTestSupport
import Foundation
import Testing

@testable import Compositor
@testable import ViewTree

/// Shadow tinting's rounding without libm: the same byte as `rounded()` for every coverage; and
/// corner masks, white with that byte as alpha, mirrored into each corner.
struct ShadowByteTests {
    /// `Rasterizer.whiteMask` (C's tint) gives each coverage's `ShadowMask.byte` as alpha over
    /// white, and `mirrored` puts pixel (i, j) of the top-left corner at the mirrored place.
    @Test func cornerMasksAreWhiteWithTheByteAsAlphaMirrored() {
        var random = SplitMix64(seed: 21)
        let size = 23
        var coverage = (0..<size * size).map { _ in Float(random.nextUnit()) }
        coverage[0] = 0
        coverage[1] = 1
        coverage[2] = 0.5 / 255
        coverage[3] = 127.5 / 255
        let white = Rasterizer.whiteMask(coverage, size: size)
        #expect(zip(white, coverage).filter { $0 != UInt32(ShadowMask.byte($1)) << 24 | 0x00FF_FFFF }.count == 0)
        for corner in 0..<4 {
            let bytes = Rasterizer.mirrored(white, size: size, into: corner)
            var wrong = 0
            for j in 0..<size {
                for i in 0..<size {
                    let x = corner == 1 || corner == 2 ? size - 1 - i : i,
                        y = corner == 2 || corner == 3 ? size - 1 - j : j
                    let k = (y * size + x) * 4
                    let expected: [UInt8] = [255, 255, 255, UInt8(ShadowMask.byte(coverage[j * size + i]))]
                    if Array(bytes[k..<k + 4]) != expected { wrong += 1 }
                }
            }
            #expect(wrong == 0, "corner \(corner)")
        }
    }

    @Test func matchesRoundedForEveryCoverage() {
        var random = SplitMix64(seed: 20)
        let samples =
            (0..<20_000).map { _ in Float(random.nextUnit()) } + (0...255).map { Float($0) / 255 }
            + (0...255).map { (Float($0) + 0.5) / 255 } + [0, 1, -0.5, 1.5, .ulpOfOne]
        for value in samples {
            #expect(ShadowMask.byte(value) == Int(max(0, min(255, (value * 255).rounded()))), "\(value)")
        }
    }
}
