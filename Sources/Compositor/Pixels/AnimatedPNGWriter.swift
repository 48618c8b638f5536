import CRaster
import Foundation
import ViewTree

/// An animated PNG (APNG, the PNG format's animation extension: https://wiki.mozilla.org/APNG_Specification)
/// written frame by frame: lossless, looping for ever, each frame shown 1/`framesPerSecond` s.
/// The first frame is the PNG's own image (what a viewer without APNG shows); each later frame
/// stores only the rectangle that changed since the one before (`ChangedRegion`), drawn over it
/// (`dispose_op` none, `blend_op` source). Rows are filtered as libpng's adaptive heuristic does
/// (the filter with the least sum of absolute differences, PNG §12.8) and compressed with
/// libdeflate: the same frames give the same bytes on every run.
public struct AnimatedPNGWriter {
    public let width: Int
    public let height: Int
    public let frameCount: Int
    public let framesPerSecond: Int
    /// The file so far; whole once `finish()` has been called.
    public private(set) var data = Data()
    /// Frames appended so far.
    public private(set) var framesWritten = 0
    private var previous: [UInt32] = []
    private var sequence: UInt32 = 0

    /// A film of `frameCount` frames, each `width` × `height` px.
    public init(width: Int, height: Int, frameCount: Int, framesPerSecond: Int) {
        precondition(width > 0 && height > 0 && frameCount > 0 && framesPerSecond > 0, "an empty film")
        self.width = width
        self.height = height
        self.frameCount = frameCount
        self.framesPerSecond = framesPerSecond
        data.append(contentsOf: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var header = Data()
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header.append(contentsOf: [8, 2, 0, 0, 0])  // 8 bits, RGB, deflate, adaptive filters, not interlaced
        appendChunk("IHDR", header)
        var control = Data()
        control.appendBigEndian(UInt32(frameCount))
        control.appendBigEndian(UInt32(0))  // plays: for ever
        appendChunk("acTL", control)
    }

    /// Adds the next frame (opaque: its alpha is dropped).
    public mutating func append(_ frame: PixelBuffer) {
        precondition(frame.width == width && frame.height == height, "a frame of another size")
        precondition(framesWritten < frameCount, "more frames than the film was made for")
        let words = frame.bytes.withUnsafeBytes { Array($0.bindMemory(to: UInt32.self)) }
        let region =
            framesWritten == 0
            ? ChangedRegion.whole(width: width, height: height)
            : previous.withUnsafeBufferPointer { before in
                words.withUnsafeBufferPointer { now in
                    ChangedRegion.between(before, now, width: width, height: height)
                }
            } ?? ChangedRegion(x: 0, y: 0, width: 1, height: 1)  // unchanged: one pixel, as it was
        var control = Data()
        control.appendBigEndian(sequence)
        for value in [region.width, region.height, region.x, region.y] { control.appendBigEndian(UInt32(value)) }
        control.appendBigEndian(UInt16(1))
        control.appendBigEndian(UInt16(framesPerSecond))
        control.append(contentsOf: [0, 0])  // dispose: none; blend: source
        appendChunk("fcTL", control)
        sequence += 1
        let compressed = Self.compressedRows(of: frame, in: region)
        if framesWritten == 0 {
            appendChunk("IDAT", compressed)
        } else {
            var body = Data()
            body.appendBigEndian(sequence)
            body.append(compressed)
            appendChunk("fdAT", body)
            sequence += 1
        }
        previous = words
        framesWritten += 1
    }

    /// Ends the file once every frame is in, and returns it.
    public mutating func finish() -> Data {
        precondition(framesWritten == frameCount, "\(framesWritten) of \(frameCount) frames written")
        appendChunk("IEND", Data())
        return data
    }

    private mutating func appendChunk(_ type: String, _ body: Data) {
        let typeBytes = Array(type.utf8)
        data.appendBigEndian(UInt32(body.count))
        var crc = typeBytes.withUnsafeBufferPointer { craster_crc32(0, $0.baseAddress, $0.count) }
        crc = body.withUnsafeBytes { craster_crc32(crc, $0.bindMemory(to: UInt8.self).baseAddress, $0.count) }
        data.append(contentsOf: typeBytes)
        data.append(body)
        data.appendBigEndian(crc)
    }

    /// The rows of `region` as PNG image data: each row's filter type and filtered RGB bytes,
    /// compressed as one zlib stream.
    static func compressedRows(of frame: PixelBuffer, in region: ChangedRegion) -> Data {
        let rowBytes = region.width * 3
        var raw = [UInt8](repeating: 0, count: (rowBytes + 1) * region.height)
        var line = [UInt8](repeating: 0, count: rowBytes)
        var above = [UInt8](repeating: 0, count: rowBytes)
        var candidate = [UInt8](repeating: 0, count: rowBytes)
        for row in 0..<region.height {
            let start = ((region.y + row) * frame.width + region.x) * 4
            for column in 0..<region.width {
                line[column * 3] = frame.bytes[start + column * 4]
                line[column * 3 + 1] = frame.bytes[start + column * 4 + 1]
                line[column * 3 + 2] = frame.bytes[start + column * 4 + 2]
            }
            var bestFilter: UInt8 = 0
            var bestCost = Int.max
            var best = line
            for filter in UInt8(0)...4 {
                let cost = PNGRowFilter.apply(filter, line: line, above: above, bytesPerPixel: 3, into: &candidate)
                if cost < bestCost {
                    bestCost = cost
                    bestFilter = filter
                    best = candidate
                }
            }
            let offset = row * (rowBytes + 1)
            raw[offset] = bestFilter
            raw.replaceSubrange((offset + 1)...(offset + rowBytes), with: best)
            swap(&above, &line)
        }
        let capacity = craster_zlib_bound(raw.count)
        var out = [UInt8](repeating: 0, count: capacity)
        let written = raw.withUnsafeBufferPointer { input in
            out.withUnsafeMutableBufferPointer { output in
                craster_zlib_compress(input.baseAddress, input.count, output.baseAddress, capacity, 9)
            }
        }
        precondition(written > 0, "libdeflate's bound was too small")
        return Data(out[0..<written])
    }
}
