import Foundation
import ViewTree

/// A GIF (GIF89a, https://www.w3.org/Graphics/GIF/spec-gif89a.txt) written frame by frame with one
/// palette for the whole film (`ColorPalette`), looping for ever (the NETSCAPE2.0 extension). Each
/// later frame stores only the rectangle that changed since the one before, its unchanged pixels
/// transparent, left in place for the next (disposal 1). Delays are whole hundredths of a second,
/// rounded so that frame `n` starts at `n / framesPerSecond` s to the hundredth.
public struct GIFWriter {
    public let width: Int
    public let height: Int
    public let framesPerSecond: Int
    public let palette: ColorPalette
    /// The file so far; whole once `finish()` has been called.
    public private(set) var data = Data()
    public private(set) var framesWritten = 0
    private var previous: [UInt8] = []
    /// The index no colour uses: a frame's pixels that did not change.
    private let transparent: UInt8

    /// The fastest frame rate a GIF plays as written: browsers show delays under 2 hundredths as 10.
    public static let maximumFramesPerSecond = 50

    public init(width: Int, height: Int, framesPerSecond: Int, palette: ColorPalette) {
        precondition(width > 0 && height > 0 && width <= 65_535 && height <= 65_535, "GIF sizes are 1…65,535")
        precondition(
            (1...Self.maximumFramesPerSecond).contains(framesPerSecond), "GIF frames last 2 hundredths or more")
        precondition(palette.colors.count < 256, "one index stays free for transparency")
        self.width = width
        self.height = height
        self.framesPerSecond = framesPerSecond
        self.palette = palette
        transparent = UInt8(palette.colors.count)
        data.append(contentsOf: Array("GIF89a".utf8))
        data.appendLittleEndian(UInt16(width))
        data.appendLittleEndian(UInt16(height))
        data.append(contentsOf: [0xF7, 0, 0])  // a global table of 256 colours, 8 bits a channel
        for index in 0..<256 {
            let color = index < palette.colors.count ? palette.colors[index] : (0, 0, 0)
            data.append(contentsOf: [color.0, color.1, color.2])
        }
        data.append(contentsOf: [0x21, 0xFF, 11] + Array("NETSCAPE2.0".utf8) + [3, 1, 0, 0, 0])  // loop for ever
    }

    /// How long frame `index` shows, in hundredths of a second.
    public static func delay(ofFrame index: Int, framesPerSecond: Int) -> Int {
        let start = (Double(index) * 100 / Double(framesPerSecond)).rounded()
        return Int((Double(index + 1) * 100 / Double(framesPerSecond)).rounded() - start)
    }

    /// Adds the next frame (opaque: its alpha is ignored).
    public mutating func append(_ frame: PixelBuffer) {
        precondition(frame.width == width && frame.height == height, "a frame of another size")
        let indices = palette.indices(of: frame, dithered: true)
        let region =
            framesWritten == 0
            ? ChangedRegion.whole(width: width, height: height)
            : previous.withUnsafeBufferPointer { before in
                indices.withUnsafeBufferPointer { now in
                    ChangedRegion.between(before, now, width: width, height: height)
                }
            } ?? ChangedRegion(x: 0, y: 0, width: 1, height: 1)
        var pixels = [UInt8]()
        pixels.reserveCapacity(region.width * region.height)
        for row in region.y..<(region.y + region.height) {
            for column in region.x..<(region.x + region.width) {
                let index = row * width + column
                let unchanged = framesWritten > 0 && previous[index] == indices[index]
                pixels.append(unchanged ? transparent : indices[index])
            }
        }
        let delay = Self.delay(ofFrame: framesWritten, framesPerSecond: framesPerSecond)
        // Graphic control: disposal 1 (left in place), transparency on, the delay.
        data.append(contentsOf: [0x21, 0xF9, 4, 0b0000_0101])
        data.appendLittleEndian(UInt16(delay))
        data.append(contentsOf: [transparent, 0])
        data.append(0x2C)
        for value in [region.x, region.y, region.width, region.height] { data.appendLittleEndian(UInt16(value)) }
        data.append(0)  // no local table, not interlaced
        data.append(8)  // LZW minimum code size
        let compressed = GIFLZW.encode(pixels)
        var offset = 0
        while offset < compressed.count {
            let count = min(255, compressed.count - offset)
            data.append(UInt8(count))
            data.append(contentsOf: compressed[offset..<(offset + count)])
            offset += count
        }
        data.append(0)
        previous = indices
        framesWritten += 1
    }

    /// Ends the file and returns it.
    public mutating func finish() -> Data {
        data.append(0x3B)
        return data
    }
}

extension Data {
    mutating func appendLittleEndian<Integer: FixedWidthInteger>(_ value: Integer) {
        Swift.withUnsafeBytes(of: value.littleEndian) { append(contentsOf: $0) }
    }
}
