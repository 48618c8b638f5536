import CSDL2
import Foundation
import Testing

@testable import Compositor
@testable import ViewTree

/// Films written as an animated PNG and as a GIF decode back, with decoders Fluid did not write
/// (libpng and SDL2_image's GIF reader), to the frames given: exactly for the PNG, and through the
/// film's palette for the GIF. The same frames give the same bytes.
@Suite @MainActor
struct FilmEncodingTests {
    static let width = 96, height = 72

    /// A gradient with a square moving across it and a noisy patch that changes every frame
    /// (long LZW streams that fill the code table).
    static func frames(_ count: Int = 6) -> [PixelBuffer] {
        (0..<count).map { index in
            var frame = PixelBuffer(width: width, height: height)
            var noise = UInt32(truncatingIfNeeded: index &* 2_654_435_761 | 1)
            for y in 0..<height {
                for x in 0..<width {
                    let i = (y * width + x) * 4
                    var pixel = [UInt8(x * 255 / width), UInt8(y * 255 / height), 128]
                    if (10 + index * 9..<30 + index * 9).contains(x), (20..<40).contains(y) { pixel = [230, 40, 60] }
                    if x >= 70, y >= 50, index % 2 == 1 {
                        noise = noise &* 1_103_515_245 &+ 12_345
                        pixel = [UInt8(truncatingIfNeeded: noise >> 16), UInt8(truncatingIfNeeded: noise >> 8), 200]
                    }
                    frame.bytes.replaceSubrange(i..<(i + 4), with: pixel + [255])
                }
            }
            return frame
        }
    }

    static func gif(_ frames: [PixelBuffer], fps: Int) -> (Data, ColorPalette) {
        var histogram = ColorPalette.Histogram()
        for frame in frames { histogram.add(frame) }
        let palette = ColorPalette(histogram)
        var writer = GIFWriter(width: width, height: height, framesPerSecond: fps, palette: palette)
        for frame in frames { writer.append(frame) }
        return (writer.finish(), palette)
    }

    static func apng(_ frames: [PixelBuffer], fps: Int) -> Data {
        var writer = AnimatedPNGWriter(width: width, height: height, frameCount: frames.count, framesPerSecond: fps)
        for frame in frames { writer.append(frame) }
        return writer.finish()
    }

    @Test func aGIFDecodesToItsFramesThroughThePalette() throws {
        let frames = Self.frames()
        let (data, palette) = Self.gif(frames, fps: 30)
        #expect(Self.gif(frames, fps: 30).0 == data, "the same bytes twice")
        #expect(palette.colors.count <= 255)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("fluid-film-\(getpid()).gif")
        try data.write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let animation = try #require(IMG_LoadAnimation(url.path), "SDL2_image reads it")
        defer { IMG_FreeAnimation(animation) }
        #expect(Int(animation.pointee.count) == frames.count)
        #expect(Int(animation.pointee.w) == Self.width && Int(animation.pointee.h) == Self.height)
        // 30 fps: 3, 4, 3 hundredths… (frame n starts at n/30 s to the hundredth).
        let delays = (0..<frames.count).map { Int(animation.pointee.delays[$0]) }
        #expect(delays == [30, 40, 30, 30, 40, 30], "\(delays)")
        for (index, frame) in frames.enumerated() {
            let decoded = try PNGCodec.pixels(of: try #require(animation.pointee.frames[index]))
            let indices = palette.indices(of: frame, dithered: true)
            var expected = frame
            for pixel in 0..<indices.count {
                let color = palette.colors[Int(indices[pixel])]
                expected.bytes.replaceSubrange((pixel * 4)..<(pixel * 4 + 3), with: [color.r, color.g, color.b])
            }
            let differing = zip(decoded.bytes, expected.bytes).filter { $0 != $1 }.count
            #expect(differing == 0, "frame \(index): \(differing) bytes differ")
            // And, on the frames without noise, close to the frame itself where the eye averages:
            // each 4 × 4 block's mean colour (what ordered dithering keeps) within the half-step of
            // the palette's 5-bit bins on average.
            guard index % 2 == 0 else { continue }
            let means = Self.blockMeans(frame)
            let error = Self.blockMeans(decoded).enumerated().map { abs($1 - means[$0]) }
            #expect(error.reduce(0, +) / Double(error.count) < 3, "frame \(index)")
        }
    }

    @Test func anAnimatedPNGDecodesToItsFramesExactly() throws {
        let frames = Self.frames()
        let data = Self.apng(frames, fps: 24)
        #expect(Self.apng(frames, fps: 24) == data, "the same bytes twice")
        // Each frame's rectangle made a PNG of its own, decoded by SDL2_image (libpng) and laid
        // over the frame before, as the format says (dispose none, blend source).
        let chunks = Self.chunks(of: data)
        #expect(chunks.first?.type == "IHDR" && chunks.last?.type == "IEND")
        let control = try #require(chunks.first { $0.type == "acTL" })
        #expect(Self.integer(control.body, at: 0) == frames.count && Self.integer(control.body, at: 4) == 0)
        var canvas = PixelBuffer(width: Self.width, height: Self.height)
        var index = 0
        var region: (x: Int, y: Int, width: Int, height: Int)?
        for chunk in chunks {
            switch chunk.type {
            case "fcTL":
                let body = chunk.body
                region = (
                    Self.integer(body, at: 12), Self.integer(body, at: 16), Self.integer(body, at: 4),
                    Self.integer(body, at: 8)
                )
                #expect(Int(body[20]) << 8 | Int(body[21]) == 1 && Int(body[22]) << 8 | Int(body[23]) == 24, "1/24 s")
            case "IDAT", "fdAT":
                let area = try #require(region)
                let payload = chunk.type == "IDAT" ? chunk.body : chunk.body.dropFirst(4)
                let part = try PNGCodec.decodeWithSDLImage(
                    Self.png(width: area.width, height: area.height, data: Data(payload)), name: "frame")
                for row in 0..<area.height {
                    let from = row * area.width * 4, to = ((area.y + row) * Self.width + area.x) * 4
                    canvas.bytes.replaceSubrange(
                        to..<(to + area.width * 4), with: part.bytes[from..<(from + area.width * 4)])
                }
                #expect(canvas == frames[index], "frame \(index)")
                if index > 0 { #expect(area.width < Self.width || area.height < Self.height, "only what changed") }
                index += 1
            default: break
            }
        }
        #expect(index == frames.count)
    }

    /// Each 4 × 4 block's mean red, green and blue.
    static func blockMeans(_ picture: PixelBuffer) -> [Double] {
        var means: [Double] = []
        for blockY in stride(from: 0, to: picture.height - 3, by: 4) {
            for blockX in stride(from: 0, to: picture.width - 3, by: 4) {
                for channel in 0..<3 {
                    var sum = 0
                    for y in blockY..<(blockY + 4) {
                        for x in blockX..<(blockX + 4) {
                            sum += Int(picture.bytes[(y * picture.width + x) * 4 + channel])
                        }
                    }
                    means.append(Double(sum) / 16)
                }
            }
        }
        return means
    }

    static func chunks(of data: Data) -> [(type: String, body: Data)] {
        var chunks: [(String, Data)] = []
        var offset = 8
        let bytes = [UInt8](data)
        while offset + 12 <= bytes.count {
            let length = integer(Data(bytes[offset..<(offset + 4)]), at: 0)
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            chunks.append((type, Data(bytes[(offset + 8)..<(offset + 8 + length)])))
            offset += 12 + length
        }
        return chunks
    }

    static func integer(_ data: Data, at offset: Int) -> Int { data.bigEndianInteger(at: offset, bytes: 4) }

    /// A still PNG of one frame's image data, chunks and CRCs by zlib's crc32 as libpng checks them.
    static func png(width: Int, height: Int, data: Data) -> Data {
        var header = Data()
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header.append(contentsOf: [8, 2, 0, 0, 0])
        var file = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        for (type, body) in [("IHDR", header), ("IDAT", data), ("IEND", Data())] {
            file.appendBigEndian(UInt32(body.count))
            let typed = Data(type.utf8) + body
            file.append(typed)
            file.appendBigEndian(
                UInt32(
                    typed.reduce(into: ~UInt32(0)) { crc, byte in
                        crc ^= UInt32(byte)
                        for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
                    } ^ ~UInt32(0)))
        }
        return file
    }
}
