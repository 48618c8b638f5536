import CSDL2
import Foundation
import Testing

@testable import Compositor
@testable import ViewTree

extension SDLTests {
    /// Every format Fluid decodes declares its size in a header that is read first, so a small
    /// file claiming a huge picture is refused before SDL2_image allocates it (a 2 KB GIF claiming
    /// 65,535² px cost 4.1 GB and 12.5 s), and a format whose size cannot be read is not decoded.
    @Suite @MainActor
    struct ImageHeaderTests {
        nonisolated static func le(_ value: Int, _ count: Int) -> [UInt8] {
            (0..<count).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
        }
        nonisolated static func be(_ value: Int, _ count: Int) -> [UInt8] { le(value, count).reversed() }
        nonisolated static let side = 65_535

        /// Headers claiming 65,535 × 65,535 px, each a few dozen bytes, and the ends a decoder needs.
        nonisolated static let huge: [(String, [UInt8])] = [
            (
                "GIF",
                Array("GIF89a".utf8) + le(side, 2) + le(side, 2) + [0, 0, 0]
                    + [0x2C] + le(0, 2) + le(0, 2) + le(side, 2) + le(side, 2) + [0, 2, 0, 0x3B]
            ),
            (
                "GIF frame",
                Array("GIF89a".utf8) + le(1, 2) + le(1, 2) + [0, 0, 0]
                    + [0x21, 0xF9, 4, 1, 0, 0, 0, 0] + [0x2C] + le(0, 2) + le(0, 2) + le(side, 2) + le(side, 2) + [
                        0, 2, 0, 0x3B,
                    ]
            ),
            (
                "BMP",
                Array("BM".utf8) + le(54, 4) + le(0, 4) + le(54, 4) + le(40, 4) + le(side, 4) + le(-side, 4)
                    + le(1, 2) + le(24, 2) + [UInt8](repeating: 0, count: 24)
            ),
            (
                "JPEG",
                [0xFF, 0xD8, 0xFF, 0xE0] + be(16, 2) + Array("JFIF".utf8) + [0, 1, 1, 0] + be(1, 2) + be(1, 2) + [0, 0]
                    + [0xFF, 0xC0] + be(17, 2) + [8] + be(side, 2) + be(side, 2) + [
                        3, 1, 0x11, 0, 2, 0x11, 1, 3, 0x11, 1, 0xFF, 0xD9,
                    ]
            ),
            (
                "WebP",
                Array("RIFF".utf8) + le(22, 4) + Array("WEBPVP8X".utf8) + le(10, 4) + [0, 0, 0, 0] + le(side - 1, 3)
                    + le(side - 1, 3)
            ),
            ("QOI", Array("qoif".utf8) + be(side, 4) + be(side, 4) + [4, 0]),
        ]

        @Test(arguments: huge.map(\.0))
        func aHugeClaimIsRefusedBeforeDecoding(_ format: String) throws {
            let bytes = try #require(Self.huge.first { $0.0 == format }?.1)
            let size = try #require(ImageHeader.declaredSize(Data(bytes)), "\(format)")
            #expect(size.width == Self.side && size.height == Self.side)
            #expect {
                _ = try PNGCodec.decode(Data(bytes), name: "huge")
            } throws: { error in
                "\(error)".contains("65535 × 65535 px") && "\(error)".contains("beyond the limit")
            }
        }

        /// Real files: the size read from the header is the size decoded.
        @Test func theDeclaredSizeIsTheDecodedSize() throws {
            let gif: [UInt8] = [
                0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0, 0x80, 0, 0, 0xFF, 0xFF, 0xFF, 0, 0, 0,
                0x21, 0xF9, 4, 1, 0, 0, 0, 0, 0x2C, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 1, 0, 0x3B,
            ]
            var files: [(String, Data)] = [("GIF", Data(gif))]
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("image-header-\(getpid())")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let surface = try #require(SDL_CreateRGBSurfaceWithFormat(0, 7, 3, 32, SDL_PIXELFORMAT_RGBA32.rawValue))
            defer { SDL_FreeSurface(surface) }
            let bmp = folder.appendingPathComponent("a.bmp"), jpeg = folder.appendingPathComponent("a.jpg")
            #expect(SDL_SaveBMP_RW(surface, SDL_RWFromFile(bmp.path, "wb"), 1) == 0)
            #expect(IMG_SaveJPG(surface, jpeg.path, 90) == 0)
            files += [("BMP", try Data(contentsOf: bmp)), ("JPEG", try Data(contentsOf: jpeg))]
            for (format, data) in files {
                let declared = try #require(ImageHeader.declaredSize(data), "\(format)")
                let decoded = try PNGCodec.decode(data, name: format)
                #expect(declared.width == decoded.width && declared.height == decoded.height, "\(format)")
            }
        }

        /// A format whose size is not read first is not decoded: it might claim anything.
        @Test func aFormatWithoutAReadableSizeIsNotDecoded() {
            let targa: [UInt8] =
                [0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0] + Self.le(Self.side, 2) + Self.le(Self.side, 2) + [32, 8]
            #expect(ImageHeader.declaredSize(Data(targa)) == nil)
            #expect {
                _ = try PNGCodec.decode(Data(targa), name: "t.tga")
            } throws: { error in
                "\(error)".contains("not an image Fluid reads") && "\(error)".contains("convert it to PNG")
            }
        }
    }
}
