import Foundation

/// Gaussian blur of a single channel, approximated by three successive box blurs per axis.
///
/// Box sizes follow the SVG/CSS Filter Effects spec for feGaussianBlur: for standard deviation σ,
/// d = ⌊σ · 3·√(2π) / 4 + 0.5⌋; three boxes of size d approximate the Gaussian within about 3 %.
enum Blur {
    static func boxSize(sigma: CGFloat) -> Int {
        Int((sigma * 3 * (2 * CGFloat.pi).squareRoot() / 4 + 0.5).rounded(.down))
    }

    /// How far (in pixels) the blur spreads a value: three boxes of half-width ⌈d/2⌉.
    static func extent(sigma: CGFloat) -> Int {
        let d = boxSize(sigma: sigma)
        return d <= 1 ? 0 : 3 * ((d + 1) / 2)
    }

    /// Blurs `values` (row-major, `width` × `height`) in place.
    static func gaussian(_ values: inout [Float], width: Int, height: Int, sigma: CGFloat) {
        let d = boxSize(sigma: sigma)
        guard d > 1, width > 0, height > 0 else { return }
        guard values.count >= width * height else { return }
        var scratch = [Float](repeating: 0, count: width)
        var original = [Float](repeating: 0, count: width * height)
        for _ in 0..<3 {
            values.withUnsafeMutableBufferPointer { rows in
                scratch.withUnsafeMutableBufferPointer { line in
                    guard let rows = rows.baseAddress, let line = line.baseAddress else { return }
                    for y in 0..<height { boxRow(rows + y * width, count: width, size: d, scratch: line) }
                }
            }
            boxColumns(&values, width: width, height: height, size: d, original: &original)
        }
    }

    /// The same box filter down every column at once, row by row: each column's running sum sees
    /// the same values in the same order as `box` with a stride would (so the result is identical),
    /// but memory is read along rows instead of one cache line per value.
    private static func boxColumns(_ values: inout [Float], width: Int, height: Int, size: Int, original: inout [Float]) {
        let before = size / 2, after = size - before - 1
        let scale = 1 / Float(size)
        original.withUnsafeMutableBufferPointer { copy in
            values.withUnsafeMutableBufferPointer { output in
                guard let copy = copy.baseAddress, let output = output.baseAddress else { return }
                copy.update(from: output, count: width * height)
                var sums = [Float](repeating: 0, count: width)
                sums.withUnsafeMutableBufferPointer { sums in
                    guard let sums = sums.baseAddress else { return }
                    for i in 0..<min(height, after) {
                        let row = copy + i * width
                        for x in 0..<width { sums[x] += row[x] }
                    }
                    for i in 0..<height {
                        let entering = i + after, leaving = i - before - 1
                        if entering < height {
                            let row = copy + entering * width
                            for x in 0..<width { sums[x] += row[x] }
                        }
                        if leaving >= 0 {
                            let row = copy + leaving * width
                            for x in 0..<width { sums[x] -= row[x] }
                        }
                        let out = output + i * width
                        for x in 0..<width { out[x] = sums[x] * scale }
                    }
                }
            }
        }
    }

    /// A running-sum box filter of `size` taps along one row of `count` values (values outside
    /// count as 0). Even sizes are centred half a pixel off, alternating as the spec allows.
    /// Through pointers: the array-subscript version's bounds checks were most of a cold frame's
    /// blur (shadows are blurred once per store).
    private static func boxRow(_ row: UnsafeMutablePointer<Float>, count: Int, size: Int, scratch: UnsafeMutablePointer<Float>) {
        let before = size / 2, after = size - before - 1
        scratch.update(from: row, count: count)
        var sum: Float = 0
        for i in 0..<min(count, after) { sum += scratch[i] }
        let scale = 1 / Float(size)
        for i in 0..<count {
            let entering = i + after
            if entering < count { sum += scratch[entering] }
            let leaving = i - before - 1
            if leaving >= 0 { sum -= scratch[leaving] }
            row[i] = sum * scale
        }
    }
}
