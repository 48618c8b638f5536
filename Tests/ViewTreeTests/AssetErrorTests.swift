import Foundation
import Testing
import FluidTestSupport
@testable import ViewTree

extension SDLTests {
    /// Missing or damaged asset files give errors that name the file and say what to do.
    @Suite @MainActor
    struct AssetErrorTests {
        private func temporaryFile(named name: String, contents: Data) throws -> URL {
            let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("fluid-asset-tests-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let url = folder.appendingPathComponent(name)
            try contents.write(to: url)
            return url
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

        @Test func missingAndCorruptImagesAreNamed() throws {
            #expect(throws: RenderError.missingFile(path: "/nonexistent/photo.png", what: "image")) {
                _ = try Image(contentsOf: URL(fileURLWithPath: "/nonexistent/photo.png"))
            }
            var png = try Data(contentsOf: TestAssets.imageURL(named: "wide-panorama"))
            png = png.prefix(200) // a truncated file
            let url = try temporaryFile(named: "truncated.png", contents: png)
            let error = #expect(throws: RenderError.self) { _ = try Image(contentsOf: url) }
            #expect(error?.description.contains("truncated.png") == true)
        }

        @Test func pngRoundTripsAndWritesAtomically() throws {
            var buffer = PixelBuffer(width: 3, height: 2, fill: (10, 20, 30, 255))
            buffer[2, 1] = (200, 100, 50, 128)
            let url = try temporaryFile(named: "placeholder", contents: Data()).deletingLastPathComponent().appendingPathComponent("out.png")
            try PNGCodec.write(buffer, to: url)
            #expect(try PNGCodec.read(url) == buffer)
            // An unwritable destination fails without leaving anything behind.
            let bad = URL(fileURLWithPath: "/nonexistent-folder/out.png")
            #expect(throws: RenderError.self) { try PNGCodec.write(buffer, to: bad) }
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path)
            #expect(leftovers.sorted() == ["out.png", "placeholder"])
        }
    }
}
