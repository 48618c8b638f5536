import Foundation

/// PNG's five row filters (PNG specification §9.2: none, sub, up, average, Paeth), applied to
/// one row before compression.
enum PNGRowFilter {
    /// Filters `line` (unfiltered bytes) with `filter` given the unfiltered row `above` (zeros
    /// for the first row), writing the result to `out`, and returns the row's cost by libpng's
    /// heuristic: the sum of the filtered bytes read as signed magnitudes (PNG §12.8).
    static func apply(
        _ filter: UInt8, line: [UInt8], above: [UInt8], bytesPerPixel bpp: Int, into out: inout [UInt8]
    )
        -> Int
    {
        var cost = 0
        line.withUnsafeBufferPointer { x in
            above.withUnsafeBufferPointer { b in
                out.withUnsafeMutableBufferPointer { o in
                    for i in 0..<x.count {
                        let a = i >= bpp ? Int(x[i - bpp]) : 0
                        let up = Int(b[i])
                        let c = i >= bpp ? Int(b[i - bpp]) : 0
                        let predicted: Int
                        switch filter {
                        case 1: predicted = a
                        case 2: predicted = up
                        case 3: predicted = (a + up) / 2
                        case 4: predicted = paeth(a, up, c)
                        default: predicted = 0
                        }
                        let value = UInt8(truncatingIfNeeded: Int(x[i]) - predicted)
                        o[i] = value
                        cost += value < 128 ? Int(value) : 256 - Int(value)
                    }
                }
            }
        }
        return cost
    }

    /// The Paeth predictor (PNG §9.4): of left, above and upper-left, the one nearest
    /// left + above − upper-left, ties in that order.
    static func paeth(_ a: Int, _ b: Int, _ c: Int) -> Int {
        let p = a + b - c
        let pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }
}
