import Foundation
import ViewTree

/// The size a picture file declares in its header, read before anything is decoded, so that the
/// pixel limit (`PNGCodec.sizeProblem`) holds for every format: SDL2_image decodes a picture
/// whole before it says how big it is, so a tiny GIF claiming 65,535 × 65,535 px costs gigabytes.
/// The formats are those whose headers say it plainly; for any other, Fluid does not decode the
/// file (`PNGCodec.decode` asks for a PNG instead).
///
/// Layouts: PNG's IHDR (ISO/IEC 15948 §11.2.2); JPEG's start-of-frame segment (ITU-T T.81 §B.2.2);
/// GIF's logical screen and first image descriptor (GIF89a §18, §20); BMP's info header (the
/// core header's 16-bit fields, or the 32-bit ones of every later version, a negative height
/// meaning top-down); WebP's VP8, VP8L and VP8X chunks (RFC 9649 §2.7, §3.2, §2.7.1); QOI's header.
enum ImageHeader {
    /// The width and height `data` declares, or nil for a format not listed above (or a header
    /// cut short).
    static func declaredSize(_ data: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](data.prefix(64 * 1024))
        if let size = png(bytes) ?? gif(bytes) ?? bmp(bytes) ?? webp(bytes) ?? qoi(bytes) { return size }
        return jpeg(data)
    }

    /// The formats `declaredSize` reads, as a message names them.
    static let formatNames = "PNG, JPEG, GIF, BMP, WebP or QOI"

    private static func png(_ b: [UInt8]) -> (width: Int, height: Int)? {
        guard b.count >= 24, b.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
            Array(b[12..<16]) == Array("IHDR".utf8)
        else { return nil }
        return (big(b, 16, 4), big(b, 20, 4))
    }

    /// The larger of the logical screen and the first image, which SDL2_image draws on the screen.
    private static func gif(_ b: [UInt8]) -> (width: Int, height: Int)? {
        guard b.count >= 13, b.starts(with: Array("GIF87a".utf8)) || b.starts(with: Array("GIF89a".utf8)) else {
            return nil
        }
        var width = little(b, 6, 2), height = little(b, 8, 2)
        var at = 13 + (b[10] & 0x80 != 0 ? 3 << (Int(b[10] & 7) + 1) : 0)
        while at < b.count {
            switch b[at] {
            case 0x21:  // an extension: its label, then sub-blocks up to an empty one
                at += 2
                while at < b.count, b[at] != 0 { at += Int(b[at]) + 1 }
                at += 1
            case 0x2C:  // the first image descriptor
                guard at + 9 <= b.count else { return nil }
                width = max(width, little(b, at + 1, 2) + little(b, at + 5, 2))
                height = max(height, little(b, at + 3, 2) + little(b, at + 7, 2))
                return (width, height)
            default:
                return (width, height)
            }
        }
        return (width, height)
    }

    private static func bmp(_ b: [UInt8]) -> (width: Int, height: Int)? {
        guard b.count >= 26, b.starts(with: Array("BM".utf8)) else { return nil }
        if little(b, 14, 4) == 12 { return (little(b, 18, 2), little(b, 20, 2)) }
        let width = Int(Int32(truncatingIfNeeded: little(b, 18, 4))),
            height = Int(Int32(truncatingIfNeeded: little(b, 22, 4)))
        return (abs(width), abs(height))
    }

    private static func webp(_ b: [UInt8]) -> (width: Int, height: Int)? {
        guard b.count >= 30, b.starts(with: Array("RIFF".utf8)), Array(b[8..<12]) == Array("WEBP".utf8) else {
            return nil
        }
        switch String(decoding: b[12..<16], as: UTF8.self) {
        case "VP8 ": return (little(b, 26, 2) & 0x3FFF, little(b, 28, 2) & 0x3FFF)
        case "VP8L":
            let bits = little(b, 21, 4)
            return ((bits & 0x3FFF) + 1, ((bits >> 14) & 0x3FFF) + 1)
        case "VP8X": return (little(b, 24, 3) + 1, little(b, 27, 3) + 1)
        default: return nil
        }
    }

    private static func qoi(_ b: [UInt8]) -> (width: Int, height: Int)? {
        guard b.count >= 14, b.starts(with: Array("qoif".utf8)) else { return nil }
        return (big(b, 4, 4), big(b, 8, 4))
    }

    /// The first start-of-frame segment's size, walking the segments from the start of image.
    private static func jpeg(_ data: Data) -> (width: Int, height: Int)? {
        let b = [UInt8](data.prefix(16 << 20))
        guard b.count >= 4, b[0] == 0xFF, b[1] == 0xD8 else { return nil }
        var at = 2
        while at + 9 < b.count {
            guard b[at] == 0xFF else { return nil }
            let marker = b[at + 1]
            if marker == 0xFF {
                at += 1
                continue
            }  // fill bytes
            if marker == 0xD8 || (0xD0...0xD7).contains(marker) || marker == 0x01 {
                at += 2
                continue
            }
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                return (big(b, at + 7, 2), big(b, at + 5, 2))
            }
            if marker == 0xDA || marker == 0xD9 { return nil }  // image data before any frame
            at += 2 + big(b, at + 2, 2)
        }
        return nil
    }

    private static func big(_ b: [UInt8], _ at: Int, _ count: Int) -> Int {
        b[at..<at + count].reduce(0) { $0 << 8 | Int($1) }
    }

    private static func little(_ b: [UInt8], _ at: Int, _ count: Int) -> Int {
        b[at..<at + count].reversed().reduce(0) { $0 << 8 | Int($1) }
    }
}
