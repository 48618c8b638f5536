import FluidTestSupport
import Foundation
import Testing

@testable import Compositor
@testable import ViewTree

/// The shadow blur's column pass, which sweeps all columns row by row, against the plain
/// statement of three running-sum box filters per axis (columns one at a time): bit for bit.
struct BlurTests {
    @Test func theRowSweepIsBitForBitThePlainBoxFilters() {
        var random = SplitMix64(seed: 19)
        for (width, height, sigma) in [(1, 1, 2.0), (5, 3, 1.5), (40, 25, 4.0), (33, 70, 8.0), (120, 9, 12.0)]
            as [(Int, Int, CGFloat)]
        {
            var values = (0..<width * height).map { _ in Float(random.nextUnit()) }
            var plain = values
            Blur.gaussian(&values, width: width, height: height, sigma: sigma)
            Self.plainGaussian(&plain, width: width, height: height, sigma: sigma)
            #expect(values == plain, "\(width) × \(height), σ \(sigma)")
        }
    }

    private static func plainGaussian(_ values: inout [Float], width: Int, height: Int, sigma: CGFloat) {
        let d = Blur.boxSize(sigma: sigma)
        guard d > 1 else { return }
        for _ in 0..<3 {
            for y in 0..<height { box(&values, start: y * width, stride: 1, count: width, size: d) }
            for x in 0..<width { box(&values, start: x, stride: width, count: height, size: d) }
        }
    }

    private static func box(_ values: inout [Float], start: Int, stride: Int, count: Int, size: Int) {
        let before = size / 2, after = size - before - 1
        let line = (0..<count).map { values[start + $0 * stride] }
        var sum: Float = 0
        for i in 0..<min(count, after) { sum += line[i] }
        let scale = 1 / Float(size)
        for i in 0..<count {
            if i + after < count { sum += line[i + after] }
            if i - before - 1 >= 0 { sum -= line[i - before - 1] }
            values[start + i * stride] = sum * scale
        }
    }
}
