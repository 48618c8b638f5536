import Foundation
import ViewTree

/// Up to 255 colours chosen for a whole film by median cut (Heckbert, "Color image quantization
/// for frame buffer display", SIGGRAPH 1982): the film's colours, counted at 5 bits a channel
/// (`ColorPalette.Histogram`, which also sums the exact colours in each bin), are split again and
/// again at the median of the widest channel of the box with the most pixels, and each box gives
/// its pixels' mean colour, so a flat colour that has a box of its own is kept exactly. Every
/// 15-bit colour maps to the entry nearest its pixels' mean. Deterministic: the same frames give
/// the same palette.
public struct ColorPalette: Equatable, Sendable {
    /// The chosen colours, RGB.
    public let colors: [(r: UInt8, g: UInt8, b: UInt8)]
    /// For each 15-bit colour (`Histogram.bin`), the index of the nearest entry.
    let lookup: [UInt8]
    /// For each 15-bit colour, whether its entry is its pixels' own mean (a box of one bin): it is
    /// not dithered, so a flat background the palette holds stays flat.
    let isExact: [Bool]

    /// Colours counted over frames, 32,768 bins of 5 bits a channel.
    public struct Histogram: Sendable {
        var counts = [UInt32](repeating: 0, count: 32_768)
        /// The sums of the exact red, green and blue of the pixels in each bin.
        var sums = [UInt64](repeating: 0, count: 3 * 32_768)

        public init() {}

        /// The bin of an 8-bit colour.
        @inline(__always) static func bin(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Int {
            Int(r >> 3) << 10 | Int(g >> 3) << 5 | Int(b >> 3)
        }

        /// Counts every pixel of `frame` (its alpha is ignored).
        public mutating func add(_ frame: PixelBuffer) {
            let bytes = frame.bytes
            counts.withUnsafeMutableBufferPointer { counts in
                sums.withUnsafeMutableBufferPointer { sums in
                    for i in stride(from: 0, to: bytes.count, by: 4) {
                        let bin = Self.bin(bytes[i], bytes[i + 1], bytes[i + 2])
                        counts[bin] &+= 1
                        for channel in 0..<3 { sums[bin * 3 + channel] &+= UInt64(bytes[i + channel]) }
                    }
                }
            }
        }

        /// The mean colour of the pixels in `bin`, or its centre when it holds none.
        func mean(of bin: Int) -> (r: Int, g: Int, b: Int) {
            let count = UInt64(counts[bin])
            guard count > 0 else { return ((bin >> 10) << 3 | 4, (bin >> 5 & 31) << 3 | 4, (bin & 31) << 3 | 4) }
            let channel = { (index: Int) in Int((sums[bin * 3 + index] + count / 2) / count) }
            return (channel(0), channel(1), channel(2))
        }
    }

    public static func == (a: ColorPalette, b: ColorPalette) -> Bool {
        a.colors.elementsEqual(b.colors) { $0 == $1 } && a.lookup == b.lookup && a.isExact == b.isExact
    }

    /// At most `maximumColors` (1…256) colours for what `histogram` counted.
    public init(_ histogram: Histogram, maximumColors: Int = 255) {
        precondition((1...256).contains(maximumColors), "a palette holds 1…256 colours")
        var boxes = [Box(bins: histogram.counts.indices.filter { histogram.counts[$0] > 0 }, counts: histogram.counts)]
        if boxes[0].bins.isEmpty { boxes = [Box(bins: [0], counts: histogram.counts)] }
        while boxes.count < maximumColors {
            // The most populous box that spans more than one bin.
            guard
                let index = boxes.indices.filter({ boxes[$0].bins.count > 1 }).max(by: {
                    boxes[$0].population < boxes[$1].population
                })
            else { break }
            let (low, high) = boxes[index].split(counts: histogram.counts)
            boxes[index] = low
            boxes.append(high)
        }
        let colors = boxes.map { $0.meanColor(histogram) }
        var lookup = [UInt8](repeating: 0, count: 32_768)
        var isExact = [Bool](repeating: false, count: 32_768)
        for box in boxes where box.bins.count == 1 { isExact[box.bins[0]] = true }
        for bin in 0..<32_768 {
            let (r, g, b) = histogram.mean(of: bin)
            var best = 0, bestDistance = Int.max
            for (index, color) in colors.enumerated() {
                let dr = r - Int(color.r), dg = g - Int(color.g), db = b - Int(color.b)
                let distance = dr * dr + dg * dg + db * db
                if distance < bestDistance {
                    bestDistance = distance
                    best = index
                }
            }
            lookup[bin] = UInt8(best)
        }
        self.colors = colors
        self.lookup = lookup
        self.isExact = isExact
    }

    /// The 4 × 4 Bayer matrix (Bayer, "An optimum method for two-level rendition of
    /// continuous-tone pictures", 1973), thresholds 0…15.
    static let bayer: [Int] = [0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5]

    /// The palette index of each pixel of `frame`. `dithered`: a pixel whose colour the palette
    /// does not hold is first offset by up to ± `ditherLevels` by its place in a 4 × 4
    /// ordered-dither pattern, so that a gradient between two palette colours mixes them instead
    /// of showing a band. The pattern is fixed to the frame, so what does not change between
    /// frames keeps its indices.
    public func indices(of frame: PixelBuffer, dithered: Bool = false) -> [UInt8] {
        let bytes = frame.bytes
        let width = frame.width
        let offsets = Self.bayer.map { dithered ? ($0 * 2 - 15) * Self.ditherLevels / 15 : 0 }
        return [UInt8](unsafeUninitializedCapacity: frame.width * frame.height) { out, count in
            for pixel in 0..<(frame.width * frame.height) {
                let i = pixel * 4
                let bin = Histogram.bin(bytes[i], bytes[i + 1], bytes[i + 2])
                let offset = isExact[bin] ? 0 : offsets[(pixel / width & 3) << 2 | (pixel % width & 3)]
                func channel(_ value: UInt8) -> UInt8 { UInt8(clamping: Int(value) + offset) }
                out[pixel] =
                    offset == 0
                    ? lookup[bin]
                    : lookup[Histogram.bin(channel(bytes[i]), channel(bytes[i + 1]), channel(bytes[i + 2]))]
            }
            count = frame.width * frame.height
        }
    }

    /// How far dithering moves a channel at most, in levels: about one 5-bit step each way.
    static let ditherLevels = 8

    /// A set of bins and the pixels they hold.
    private struct Box {
        var bins: [Int]
        var population: UInt64

        init(bins: [Int], counts: [UInt32]) {
            self.bins = bins
            population = bins.reduce(0) { $0 + UInt64(counts[$1]) }
        }

        static func channel(_ bin: Int, _ channel: Int) -> Int { bin >> (10 - 5 * channel) & 31 }

        /// Halves at the median pixel of the channel the box spans widest (red, green, blue on ties).
        func split(counts: [UInt32]) -> (Box, Box) {
            let spans = (0..<3).map { channel in
                let values = bins.map { Self.channel($0, channel) }
                return (values.max() ?? 0) - (values.min() ?? 0)
            }
            let channel = spans.firstIndex(of: spans.max() ?? 0) ?? 0
            let sorted = bins.sorted { (Self.channel($0, channel), $0) < (Self.channel($1, channel), $1) }
            var seen: UInt64 = 0
            var cut = 1
            for (index, bin) in sorted.enumerated().dropLast() {
                seen += UInt64(counts[bin])
                cut = index + 1
                if seen * 2 >= population { break }
            }
            return (Box(bins: Array(sorted[..<cut]), counts: counts), Box(bins: Array(sorted[cut...]), counts: counts))
        }

        /// The mean of the exact colours of the box's pixels (its first bin's centre when it has none).
        func meanColor(_ histogram: Histogram) -> (r: UInt8, g: UInt8, b: UInt8) {
            guard population > 0 else {
                let centre = histogram.mean(of: bins[0])
                return (UInt8(centre.r), UInt8(centre.g), UInt8(centre.b))
            }
            var sums = [UInt64](repeating: 0, count: 3)
            for bin in bins {
                for channel in 0..<3 { sums[channel] += histogram.sums[bin * 3 + channel] }
            }
            let mean = sums.map { UInt8(($0 + population / 2) / population) }
            return (mean[0], mean[1], mean[2])
        }
    }
}
