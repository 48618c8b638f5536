import Foundation

/// An image in memory: 8-bit sRGB, straight alpha, rows top to bottom, bytes R, G, B, A.
public struct PixelBuffer: Equatable, Sendable {
    public let width: Int
    public let height: Int
    public var bytes: [UInt8]

    /// A buffer filled with one colour (transparent black by default).
    public init(width: Int, height: Int, fill: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) = (0, 0, 0, 0)) {
        precondition(width >= 0 && height >= 0, "negative image size")
        self.width = width
        self.height = height
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        if fill != (0, 0, 0, 0) {
            for i in stride(from: 0, to: bytes.count, by: 4) {
                bytes[i] = fill.r
                bytes[i + 1] = fill.g
                bytes[i + 2] = fill.b
                bytes[i + 3] = fill.a
            }
        }
        self.bytes = bytes
    }

    public init?(width: Int, height: Int, bytes: [UInt8]) {
        guard width >= 0, height >= 0, bytes.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    /// Whether every pixel is opaque (alpha 255); false for an empty or malformed buffer. Words are
    /// ANDed together a block at a time, which the compiler vectorises, and a block with a
    /// translucent pixel ends the scan.
    public var isOpaque: Bool {
        guard width > 0, height > 0, bytes.count == width * height * 4 else { return false }
        return bytes.withUnsafeBytes { raw in
            let words = raw.bindMemory(to: UInt32.self)
            var start = 0
            while start < words.count {
                let end = min(start + 4096, words.count)
                var all: UInt32 = .max
                for index in start..<end { all &= words[index] }
                guard UInt32(littleEndian: all) >> 24 == 0xFF else { return false }
                start = end
            }
            return true
        }
    }

    public subscript(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        get {
            let i = (y * width + x) * 4
            return (bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3])
        }
        set {
            let i = (y * width + x) * 4
            bytes[i] = newValue.r
            bytes[i + 1] = newValue.g
            bytes[i + 2] = newValue.b
            bytes[i + 3] = newValue.a
        }
    }

    /// The pixels of `rect` (clamped to the image).
    public func cropped(to rect: (x: Int, y: Int, width: Int, height: Int)) -> PixelBuffer {
        let x0 = max(0, rect.x), y0 = max(0, rect.y)
        let x1 = min(width, rect.x + rect.width), y1 = min(height, rect.y + rect.height)
        var result = PixelBuffer(width: max(0, x1 - x0), height: max(0, y1 - y0))
        for y in y0..<max(y0, y1) {
            let source = (y * width + x0) * 4
            let target = (y - y0) * result.width * 4
            result.bytes.replaceSubrange(
                target..<target + result.width * 4, with: bytes[source..<source + result.width * 4])
        }
        return result
    }

    /// Each pixel repeated `factor` × `factor` times (for looking at antialiasing up close).
    public func magnified(by factor: Int) -> PixelBuffer {
        var result = PixelBuffer(width: width * factor, height: height * factor)
        for y in 0..<result.height {
            for x in 0..<result.width { result[x, y] = self[x / factor, y / factor] }
        }
        return result
    }
}
