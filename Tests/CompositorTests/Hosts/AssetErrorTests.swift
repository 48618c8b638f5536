import FluidTestSupport
import Foundation
import Testing

@testable import Compositor
@testable import ViewTree

extension SDLTests {
    /// Missing or damaged asset files give errors that name the file and say what to do.
    @Suite @MainActor
    struct AssetErrorTests {
        private func temporaryFile(named name: String, contents: Data) throws -> URL {
            let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent(
                "fluid-asset-tests-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let url = folder.appendingPathComponent(name)
            try contents.write(to: url)
            return url
        }

        /// A PNG whose header declares 20,000 × 20,000 px is refused before it is decoded (it took
        /// 7–14 s and 4.3 GB), with the limit and what to do: the file has no image data, so the
        /// message can only come from its header.
        @Test func aHugeImageIsRefusedBeforeItIsDecoded() throws {
            func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
                let length = UInt32(body.count)
                return [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: length >> $0) } + Array(type.utf8) + body + [
                    0, 0, 0, 0,
                ]
            }
            func header(_ side: UInt32) -> Data {
                let size = [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: side >> $0) }
                return Data(
                    [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", size + size + [8, 6, 0, 0, 0])
                        + chunk("IEND", []))
            }
            let url = try temporaryFile(named: "huge.png", contents: header(20_000))
            #expect {
                _ = try PNGCodec.read(url)
            } throws: { error in
                let text = "\(error)"
                return text.contains("huge.png") && text.contains("20000 × 20000 px")
                    && text.contains("16384 px a side")
            }
            #expect(ImageHeader.declaredSize(header(640)).map { [$0.width, $0.height] } == [640, 640])
            #expect(PNGCodec.sizeProblem(width: 4096, height: 4096) == nil)
            #expect(PNGCodec.sizeProblem(width: 16_385, height: 10) != nil)
            #expect(PNGCodec.sizeProblem(width: 8000, height: 8000) != nil)  // 64 megapixels
        }

        @Test func missingFontIsNamed() throws {
            var fonts = TestAssets.fonts
            fonts[.bold] = URL(fileURLWithPath: "/nonexistent/Bold.otf")
            #expect(throws: RenderError.missingFile(path: "/nonexistent/Bold.otf", what: "font")) {
                _ = try FontLibrary(files: fonts, scale: 2)
            }
        }

        @Test func corruptFontIsNamed() throws {
            let url = try temporaryFile(named: "Broken.otf", contents: Data("not a font".utf8))
            var fonts = TestAssets.fonts
            fonts[.regular] = url
            let error = #expect(throws: RenderError.self) { _ = try FontLibrary(files: fonts, scale: 2) }
            guard case let .unreadableFile(path, what, _)? = error else {
                Issue.record("expected unreadableFile, got \(String(describing: error))")
                return
            }
            #expect(path == url.path && what == "font")
            #expect(error?.description.contains("Broken.otf") == true)
        }

        /// Each font file is read once, at start-up, and every size is opened on those bytes: a
        /// size first used after the files are gone (an assets folder moved while the window
        /// runs) still measures as before. Closed, the sizes open again.
        /// Weights drawn by one file share its sizes.
        @Test func fontSizesOpenOnTheBytesReadAtStartUp() throws {
            let folder = try temporaryFile(named: "placeholder", contents: Data()).deletingLastPathComponent()
            var copies: [Font.Weight: URL] = [:]
            for (weight, url) in TestAssets.fonts {
                copies[weight] = folder.appendingPathComponent(url.lastPathComponent)
                try FileManager.default.copyItem(at: url, to: try #require(copies[weight]))
            }
            let reference = try FontLibrary(files: TestAssets.fonts, scale: 2)
            let fonts = try FontLibrary(files: copies, scale: 2)
            for url in copies.values { try FileManager.default.removeItem(at: url) }
            for font in [Font(size: 17), Font(size: 31, weight: .bold), Font(size: 13, weight: .semibold)] {
                let width = fonts.width(of: "Fluid 한국어", font: font)
                #expect(width > 0 && width == reference.width(of: "Fluid 한국어", font: font), "\(font)")
            }
            #expect(fonts.openSizeCount == 3)
            fonts.closeOpenSizes()
            #expect(fonts.openSizeCount == 0)
            #expect(
                fonts.width(of: "Fluid", font: Font(size: 17)) == reference.width(of: "Fluid", font: Font(size: 17)))
            #expect(fonts.openSizeCount == 1)
            // Semibold is drawn by medium's file: one size open serves both.
            _ = fonts.width(of: "Fluid", font: Font(size: 15, weight: .medium))
            _ = fonts.width(of: "Fluid", font: Font(size: 15, weight: .semibold))
            #expect(fonts.openSizeCount == 2)
        }

        /// A font cut short at 95 % still opens (FreeType reads its directory at the start) and drew
        /// garbled Hangul with exit 0; its table directory gives it away.
        @Test func aTruncatedFontIsDetected() throws {
            let whole = try Data(contentsOf: try #require(TestAssets.fonts[.bold]))
            let url = try temporaryFile(named: "Cut.otf", contents: whole.prefix(whole.count * 95 / 100))
            var fonts = TestAssets.fonts
            fonts[.bold] = url
            let error = #expect(throws: RenderError.self) { _ = try FontLibrary(files: fonts, scale: 2) }
            let text = error?.description ?? ""
            #expect(
                text.contains("Cut.otf") && text.contains("table runs to byte") && text.contains("restore"), "\(text)")
            // The whole fonts pass.
            for url in TestAssets.fonts.values {
                #expect(FontLibrary.damage(in: url) == nil, "\(url.lastPathComponent)")
            }
        }

        @Test func missingAndCorruptImagesAreNamed() throws {
            #expect(throws: RenderError.missingFile(path: "/nonexistent/photo.png", what: "image")) {
                _ = try Image(contentsOf: URL(fileURLWithPath: "/nonexistent/photo.png"))
            }
            var png = try Data(contentsOf: TestAssets.imageURL(named: "wide-panorama"))
            png = png.prefix(200)  // a truncated file
            let url = try temporaryFile(named: "truncated.png", contents: png)
            let error = #expect(throws: RenderError.self) { _ = try Image(contentsOf: url) }
            #expect(error?.description.contains("truncated.png") == true)
        }

        @Test func pngRoundTripsAndWritesAtomically() throws {
            var buffer = PixelBuffer(width: 3, height: 2, fill: (10, 20, 30, 255))
            buffer[2, 1] = (200, 100, 50, 128)
            let url = try temporaryFile(named: "placeholder", contents: Data()).deletingLastPathComponent()
                .appendingPathComponent("out.png")
            try PNGCodec.write(buffer, to: url)
            #expect(try PNGCodec.read(url) == buffer)
            // An unwritable destination fails without leaving anything behind.
            let bad = URL(fileURLWithPath: "/nonexistent-folder/out.png")
            #expect(throws: RenderError.self) { try PNGCodec.write(buffer, to: bad) }
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path)
            #expect(leftovers.sorted() == ["out.png", "placeholder"])
        }

        /// Both ways of writing (an unnamed file linked in when complete, or a named `.partial`
        /// file where the file system has no unnamed files) replace an existing file, leave
        /// nothing else behind and give the file the usual permissions.
        @Test(arguments: [true, false])
        func atomicWritesReplaceAndLeaveNothing(unnamed: Bool) throws {
            let folder = try temporaryFile(named: "placeholder", contents: Data()).deletingLastPathComponent()
            let url = folder.appendingPathComponent("out.bin")
            try AtomicFile.write(Data("first".utf8), to: url, allowsUnnamedFile: unnamed)
            try AtomicFile.write(Data("second, longer".utf8), to: url, allowsUnnamedFile: unnamed)
            #expect(try Data(contentsOf: url) == Data("second, longer".utf8))
            #expect(
                try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["out.bin", "placeholder"])
            let permissions = try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int
            #expect(permissions.map { $0 & 0o600 } == 0o600, "readable and writable by its owner")
        }

        /// What is not a file is named as such, for reading and as a destination, instead of
        /// hanging on a pipe or being reported as a permission problem.
        @Test func pipesAndFoldersAreNamed() throws {
            let folder = try temporaryFile(named: "placeholder", contents: Data()).deletingLastPathComponent()
            let pipe = folder.appendingPathComponent("pipe.png")
            #expect(mkfifo(pipe.path, 0o644) == 0)
            #expect(RegularFile.problem(at: pipe.path) == "it is a named pipe (FIFO), not a file")
            #expect(RegularFile.problem(at: folder.path) == "it is a folder, not a file")
            #expect(RegularFile.problem(at: "/dev/null") == "it is a device, not a file")
            #expect(RegularFile.problem(at: folder.appendingPathComponent("placeholder").path) == nil)
            #expect(RegularFile.problem(at: folder.appendingPathComponent("absent").path) == nil)
            #expect(
                throws: RenderError.unreadableFile(
                    path: pipe.path, what: "image", reason: "it is a named pipe (FIFO), not a file")
            ) {
                try PNGCodec.read(pipe)
            }
            #expect(throws: AtomicFile.Failure.self) { try AtomicFile.write(Data([1]), to: pipe) }
            #expect(FileManager.default.fileExists(atPath: pipe.path), "the pipe is left alone")
        }
    }
}
