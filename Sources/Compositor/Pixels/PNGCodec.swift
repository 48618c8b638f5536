import CRaster
import CSDL2
import Foundation
import ViewTree

/// PNG files to and from `PixelBuffer`, through SDL2_image (no `SDL_Init` needed).
public enum PNGCodec {
    /// The largest image decoded: 16,384 px a side and 40 megapixels (160 MB as RGBA). A
    /// 20,000 × 20,000 PNG takes seconds and gigabytes to load; phone-sized scenes need a few
    /// megapixels.
    public static let maximumSide = 16_384
    public static let maximumPixels = 40_000_000

    /// Why an image of `width` × `height` px is refused, or nil when it is within the limits.
    static func sizeProblem(width: Int, height: Int) -> String? {
        guard width > maximumSide || height > maximumSide || width * height > maximumPixels else { return nil }
        return
            "it is \(width) × \(height) px, beyond the limit of \(maximumSide) px a side and \(maximumPixels / 1_000_000) megapixels: scale it down (for example `convert in.png -resize 4096x4096 out.png`)"
    }

    /// Decodes a picture from memory: a PNG, JPEG, GIF, BMP, WebP or QOI, whose header says its
    /// size, which must be within the limits before anything is decoded (`ImageHeader`). The kind
    /// of PNG the scenes' pictures are, 8-bit RGB or RGBA, is decoded by `decodeDirectly`;
    /// anything else, or anything it finds wrong, by SDL2_image, which says what is wrong with a
    /// damaged file.
    public static func decode(_ data: Data, name: String = "image") throws -> PixelBuffer {
        guard let size = ImageHeader.declaredSize(data) else {
            throw RenderError.unreadableFile(
                path: name, what: "image",
                reason:
                    "it is damaged or not an image Fluid reads (a \(ImageHeader.formatNames), whose size is checked before decoding): convert it to PNG"
            )
        }
        if let problem = sizeProblem(width: size.width, height: size.height) {
            throw RenderError.unreadableFile(path: name, what: "image", reason: problem)
        }
        if let pixels = decodeDirectly(data) { return pixels }
        return try decodeWithSDLImage(data, name: name)
    }

    /// An 8-bit RGB or RGBA PNG, not interlaced, without palette or transparency chunk, decoded by
    /// `craster_png_decode` (libdeflate and SSE2 row filters, Docs/Rendering.md §8): the same
    /// bytes as SDL2_image gives, at a fraction of libpng's work.
    /// Nil for any other file, or one whose chunks or image data are damaged. Pure: safe on any
    /// thread (the playground decodes its pictures on a thread of their own).
    public static func decodeDirectly(_ data: Data) -> PixelBuffer? {
        data.withUnsafeBytes { raw -> PixelBuffer? in
            guard let file = raw.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return nil }
            var width: Int32 = 0, height: Int32 = 0
            guard craster_png_size(file, raw.count, &width, &height) == 1,
                sizeProblem(width: Int(width), height: Int(height)) == nil
            else { return nil }
            var failed: Int32 = 1
            // Written whole by the decoder (or dropped), so not zeroed first.
            let bytes = [UInt8](unsafeUninitializedCapacity: Int(width) * Int(height) * 4) { buffer, initialized in
                if let target = buffer.baseAddress {
                    failed = craster_png_decode(file, raw.count, target, width, height)
                }
                initialized = buffer.count
            }
            guard failed == 0 else { return nil }
            return PixelBuffer(width: Int(width), height: Int(height), bytes: bytes)
        }
    }

    /// Any image SDL2_image reads, through `IMG_Load_RW`.
    static func decodeWithSDLImage(_ data: Data, name: String = "image") throws -> PixelBuffer {
        // libpng prints "libpng error: …" itself before SDL2_image fails; that line becomes the reason.
        let (loaded, complaint) = StandardErrorCapture.capturing { () -> UnsafeMutablePointer<SDL_Surface>? in
            data.withUnsafeBytes { raw in
                guard let base = raw.baseAddress, let ops = SDL_RWFromConstMem(base, Int32(raw.count)) else {
                    return nil
                }
                return IMG_Load_RW(ops, 1)
            }
        }
        guard let surface = loaded else {
            let detail =
                complaint.isEmpty
                ? String(cString: SDL_GetError())
                : complaint.split(separator: "\n").joined(separator: "; ").replacingOccurrences(
                    of: "libpng error: ", with: "libpng: ")
            throw RenderError.unreadableFile(
                path: name, what: "image", reason: "it is damaged or not an image (\(detail))")
        }
        defer { SDL_FreeSurface(surface) }
        if let problem = sizeProblem(width: Int(surface.pointee.w), height: Int(surface.pointee.h)) {
            throw RenderError.unreadableFile(path: name, what: "image", reason: problem)
        }
        return try pixels(of: surface)
    }

    /// Throws the error `read` would for a file that is missing or not a regular file (a folder,
    /// a FIFO), without reading it: whether it decodes is known only once it is read.
    public static func checkFile(_ url: URL, what: String = "image") throws {
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw RenderError.missingFile(path: url.path, what: what)
        }
        if let problem = RegularFile.problem(at: url.path) {
            throw RenderError.unreadableFile(path: url.path, what: what, reason: problem)
        }
    }

    /// The most bytes a picture file may hold: far past any picture within the pixel limit, and
    /// the budget that stops a file that never ends (`RegularFile.contents`).
    public static let maximumFileBytes = 256 << 20

    /// Reads an image file; a missing or corrupt file throws an error naming it.
    public static func read(_ url: URL, what: String = "image") throws -> PixelBuffer {
        try checkFile(url, what: what)
        let data: Data
        do { data = try RegularFile.contents(of: url, limit: maximumFileBytes) } catch {
            throw RenderError.unreadableFile(path: url.path, what: what, reason: error.reason)
        }
        do { return try decode(data, name: url.path) } catch let RenderError.unreadableFile(_, _, reason) {
            throw RenderError.unreadableFile(path: url.path, what: what, reason: reason)
        }
    }

    /// Copies any SDL surface into straight-alpha RGBA bytes. The formats SDL2_image gives a PNG
    /// without a palette, RGB24 and RGBA32, are copied straight into the buffer, which is written
    /// whole and so not zeroed first; any other (a palette, a colour key) goes through
    /// `SDL_ConvertSurfaceFormat`, which applies them.
    static func pixels(of surface: UnsafeMutablePointer<SDL_Surface>) throws -> PixelBuffer {
        let format = surface.pointee.format?.pointee.format ?? SDL_PIXELFORMAT_UNKNOWN.rawValue
        let plain = SDL_HasColorKey(surface) == SDL_FALSE && surface.pointee.flags & UInt32(SDL_RLEACCEL) == 0
        if plain, format == SDL_PIXELFORMAT_RGB24.rawValue || format == SDL_PIXELFORMAT_RGBA32.rawValue {
            return copy(surface, expandingRGB: format == SDL_PIXELFORMAT_RGB24.rawValue)
        }
        guard let converted = SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_RGBA32.rawValue, 0) else {
            throw RenderError.sdl(call: "SDL_ConvertSurfaceFormat", message: String(cString: SDL_GetError()))
        }
        defer { SDL_FreeSurface(converted) }
        return copy(converted, expandingRGB: false)
    }

    /// The pixels of an RGBA32 surface, or of an RGB24 one made opaque RGBA (`expandingRGB`).
    private static func copy(_ surface: UnsafeMutablePointer<SDL_Surface>, expandingRGB: Bool) -> PixelBuffer {
        let width = Int(surface.pointee.w), height = Int(surface.pointee.h), pitch = Int32(surface.pointee.pitch)
        guard let source = surface.pointee.pixels?.assumingMemoryBound(to: UInt8.self) else {
            return PixelBuffer(width: width, height: height)
        }
        let bytes = [UInt8](unsafeUninitializedCapacity: width * height * 4) { raw, initialized in
            if let target = raw.baseAddress {
                if expandingRGB {
                    craster_rgb_to_rgba(source, pitch, target, Int32(width), Int32(height))
                } else {
                    craster_copy_rows(source, Int(pitch), target, width * 4, Int32(width * 4), Int32(height))
                }
            }
            initialized = raw.count
        }
        return PixelBuffer(width: width, height: height, bytes: bytes) ?? PixelBuffer(width: width, height: height)
    }

    /// Encodes RGBA pixels as PNG bytes.
    public static func encode(_ buffer: PixelBuffer) throws -> Data {
        var bytes = buffer.bytes
        return try bytes.withUnsafeMutableBytes { raw -> Data in
            guard
                let surface = SDL_CreateRGBSurfaceWithFormatFrom(
                    raw.baseAddress, Int32(buffer.width), Int32(buffer.height), 32, Int32(buffer.width * 4),
                    SDL_PIXELFORMAT_RGBA32.rawValue)
            else {
                throw RenderError.sdl(
                    call: "SDL_CreateRGBSurfaceWithFormatFrom", message: String(cString: SDL_GetError()))
            }
            defer { SDL_FreeSurface(surface) }
            // SDL2 has no growable memory stream: encode into a buffer large enough for any PNG of
            // this size (stored deflate blocks plus headers), then read the length back.
            let capacity = buffer.width * buffer.height * 4 + buffer.height * 8 + 65_536
            var output = [UInt8](repeating: 0, count: capacity)
            let length: Int64 = try output.withUnsafeMutableBytes { out in
                guard let ops = SDL_RWFromMem(out.baseAddress, Int32(capacity)) else {
                    throw RenderError.sdl(call: "SDL_RWFromMem", message: String(cString: SDL_GetError()))
                }
                defer { SDL_RWclose(ops) }
                guard IMG_SavePNG_RW(surface, ops, 0) == 0 else {
                    throw RenderError.sdl(call: "IMG_SavePNG_RW", message: String(cString: SDL_GetError()))
                }
                return SDL_RWtell(ops)
            }
            return Data(output[0..<Int(length)])
        }
    }

    /// Writes a PNG whole or not at all (``AtomicFile``): a failure, or the process killed while
    /// writing, never leaves a half-written file.
    public static func write(_ buffer: PixelBuffer, to url: URL) throws {
        let data = try encode(buffer)
        do {
            try AtomicFile.write(data, to: url)
        } catch {
            throw RenderError.unwritableOutput(path: url.path, reason: error.reason)
        }
    }
}

extension Image {
    /// Loads an image file; a missing or corrupt file throws an error that names it.
    public convenience init(contentsOf url: URL, scale: CGFloat = 1) throws {
        self.init(pixels: try PNGCodec.read(url), scale: scale, name: url.lastPathComponent)
    }
}
