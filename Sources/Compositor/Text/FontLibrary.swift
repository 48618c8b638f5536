import CSDL2
import Foundation
import ViewTree

/// The typeface files for each weight, opened through SDL2_ttf at pixel sizes on demand or ahead
/// of need on a thread of its own (`openAhead`), and the window's `TextMeasurer`.
///
/// Text is measured and drawn at `points × scale` pixels, so a label is crisp at scale 2 and
/// its layout is the same at both scales up to rounding of glyph advances.
@MainActor
public final class FontLibrary: TextMeasurer {
    public let files: [Font.Weight: URL]
    public private(set) var scale: CGFloat
    /// Each file's bytes, read once at start-up; every size of a weight is opened on them. SDL_ttf
    /// hands FreeType a stream that reads through `SDL_RWops`, and FreeType reads a glyph's
    /// outline the first time a size draws or measures it: from a file, an `fseek` and a `read`
    /// system call each time (most of a first visit's glyph loading, Docs/Rendering.md §7), from
    /// memory a copy.
    private let fileBytes: [Font.Weight: UnsafeMutableRawBufferPointer]
    private var fonts: [FontKey: (font: OpaquePointer, lastUse: UInt64)] = [:]
    private var uses: UInt64 = 0
    /// The thread opening sizes ahead (`openAhead`), and what it was asked (for `setScale`).
    private var opener: HandOverQueue<FontOpener.Job, OpaquePointer>?
    private var aheadRequest: (fonts: [Font], after: (@Sendable () -> Void)?)?
    /// The weight whose file draws each weight (by raw value): its own, else the nearest lighter
    /// one with a file. Worked out once; every measure asks.
    private let fileWeights: [Font.Weight]
    /// Held around every `TTF_OpenFontRW` and `TTF_CloseFont`: SDL_ttf opens every font in one
    /// FreeType library, whose faces may be used on several threads only if creating and
    /// destroying them is serialised (FreeType's `FT_Library` documentation). `FontOpener` opens
    /// sizes beside the main thread. It guards FreeType's library, not state of Fluid's. SDL_ttf's
    /// other globals are read there and written only by `TTF_Init`/`TTF_Quit` and
    /// `TTF_SetDirection`/`TTF_SetScript`, which Fluid calls only in `init` (`TTF_Init`) or never.
    nonisolated static let faceLock = NSLock()
    /// Sizes the main thread keeps open at most (each holds FreeType's and HarfBuzz's caches for
    /// its size), the least recently used closed first. `openAhead` asks for no more than this
    /// many; those not yet taken are not counted.
    static let openFontLimit = 24

    /// A size open on one file: weights drawn by the same file (semibold by medium's) share it.
    struct FontKey: Hashable, Sendable {
        var fileWeight: Font.Weight
        var pixelSize: Int32
        var subpixelPositioning: Bool
    }

    /// The fonts an assets folder holds, as the playground ships them (Noto Sans CJK KR, subset to
    /// Latin and Hangul; Sources/FluidPlayground/Resources/Assets/README.md):
    /// `Fonts/NotoSansCJKkr-{Regular,Medium,Bold}-subset.otf`. Semibold uses medium.
    public nonisolated static func notoSansFiles(inAssets folder: URL) -> [Font.Weight: URL] {
        let fonts = folder.appendingPathComponent("Fonts")
        return [.regular: "Regular", .medium: "Medium", .bold: "Bold"].mapValues { weight in
            fonts.appendingPathComponent("NotoSansCJKkr-\(weight)-subset.otf")
        }
    }

    /// Reads every file and opens it once to check it, so a missing or damaged font is reported
    /// at start-up rather than as missing text later. Weights without a file use the nearest
    /// lighter one.
    /// Whether glyphs are placed at fractional pixel positions (``Window/allowsFontSubpixelPositioning``).
    public let subpixelPositioning: Bool

    /// `subpixelPositioning`: false sets every glyph on a whole pixel (the window's
    /// ``Window/allowsFontSubpixelPositioning``).
    public init(files: [Font.Weight: URL], scale: CGFloat, subpixelPositioning: Bool = true) throws {
        guard files[.regular] != nil else {
            throw RenderError.missingFile(path: "(none given)", what: "regular-weight font")
        }
        if TTF_WasInit() == 0, TTF_Init() != 0 {
            throw RenderError.sdl(call: "TTF_Init", message: String(cString: SDL_GetError()))
        }
        var read: [Font.Weight: UnsafeMutableRawBufferPointer] = [:]
        do {
            for (weight, url) in files.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
                let bytes = try Self.readFont(at: url)
                read[weight] = bytes
                guard let probe = Self.open(bytes, pixelSize: 12) else {
                    throw RenderError.unreadableFile(
                        path: url.path, what: "font",
                        reason: "it is damaged or not a font (\(String(cString: SDL_GetError())))")
                }
                // Rendering once here also settles SDL_ttf's lazily cached CPU-feature checks
                // (`hasSSE2`) on this thread, before any `FontOpener` renders beside it.
                if let surface = TTF_RenderUTF8_Blended(probe, "x", SDL_Color(r: 255, g: 255, b: 255, a: 255)) {
                    SDL_FreeSurface(surface)
                }
                Self.close(probe)
            }
        } catch {
            for bytes in read.values { bytes.deallocate() }
            throw error
        }
        self.files = files
        fileBytes = read
        fileWeights = Font.Weight.allCases.map { weight in
            var candidate = weight
            while files[candidate] == nil, let lighter = Font.Weight(rawValue: candidate.rawValue - 1) {
                candidate = lighter
            }
            return files[candidate] == nil ? .regular : candidate
        }
        self.scale = scale
        self.subpixelPositioning = subpixelPositioning
    }

    /// The whole font file at `url`, checked (`damage(in:)`) and copied where SDL_ttf can read it
    /// for as long as the library lives.
    private static func readFont(at url: URL) throws -> UnsafeMutableRawBufferPointer {
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw RenderError.missingFile(path: url.path, what: "font")
        }
        if let problem = RegularFile.problem(at: url.path) ?? damage(in: url) {
            throw RenderError.unreadableFile(path: url.path, what: "font", reason: problem)
        }
        let data: Data
        do { data = try RegularFile.contents(of: url, limit: Self.maximumFileBytes) } catch {
            throw RenderError.unreadableFile(
                path: url.path, what: "font", reason: "it cannot be read (\(error.reason))")
        }
        let bytes = UnsafeMutableRawBufferPointer.allocate(byteCount: data.count, alignment: 16)
        data.withUnsafeBytes { bytes.copyMemory(from: $0) }
        return bytes
    }

    /// The most bytes a font file may hold: past any real font (a whole CJK family is tens of
    /// megabytes), within the 2 GB SDL reads from memory, and the budget that stops a file that
    /// never ends (`RegularFile.contents`).
    nonisolated static let maximumFileBytes = 256 << 20

    /// `bytes` opened by SDL_ttf at `pixelSize`, with light hinting and kerning, or nil (SDL's
    /// error says why). With `subpixelPositioning`, glyphs sit at fractional positions
    /// (Docs/Rendering.md §7); without, on whole pixels. Any thread (`faceLock`).
    nonisolated static func open(
        _ bytes: UnsafeMutableRawBufferPointer, pixelSize: Int32, subpixelPositioning: Bool = true
    ) -> OpaquePointer? {
        guard bytes.count <= Int32.max, let stream = SDL_RWFromConstMem(bytes.baseAddress, Int32(bytes.count)) else {
            return nil
        }
        faceLock.lock()
        let font = TTF_OpenFontRW(stream, 1, pixelSize)  // 1: SDL_ttf closes the stream with the font
        faceLock.unlock()
        guard let font else { return nil }
        TTF_SetFontHinting(font, subpixelPositioning ? TTF_HINTING_LIGHT_SUBPIXEL : TTF_HINTING_LIGHT)
        TTF_SetFontKerning(font, 1)
        return font
    }

    /// Closes a font `open` made. Any thread (`faceLock`).
    nonisolated static func close(_ font: OpaquePointer) {
        faceLock.lock()
        TTF_CloseFont(font)
        faceLock.unlock()
    }

    /// Why the OpenType/TrueType file at `url` is damaged, or nil when its table directory is
    /// whole: every table it lists must lie inside the file. A font cut short (a copy that stopped
    /// at 95 %) still opens — FreeType reads the directory at the start — and then draws garbled
    /// glyphs from the tables that are missing. Collections (`ttcf`) are not checked.
    nonisolated static func damage(in url: URL) -> String? {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
        defer { try? handle.close() }
        guard let size = try? handle.seekToEnd(), (try? handle.seek(toOffset: 0)) != nil,
            let header = try? handle.read(upToCount: 12), header.count == 12
        else { return "it is too short to be a font" }
        let version = header.bigEndianInteger(at: 0, bytes: 4)
        if version == 0x7474_6366 { return nil }  // 'ttcf'
        guard version == 0x0001_0000 || version == 0x4F54_544F || version == 0x7472_7565 else {  // 1.0, 'OTTO', 'true'
            return "it does not start like an OpenType or TrueType font"
        }
        let tables = header.bigEndianInteger(at: 4, bytes: 2)
        guard tables > 0, let records = try? handle.read(upToCount: 16 * tables), records.count == 16 * tables else {
            return "its table directory is cut short"
        }
        for index in 0..<tables {
            let record = 16 * index
            let end =
                records.bigEndianInteger(at: record + 8, bytes: 4) + records.bigEndianInteger(at: record + 12, bytes: 4)
            if UInt64(end) > size {
                let tag = String(
                    decoding: records[records.startIndex + record..<records.startIndex + record + 4], as: UTF8.self)
                return
                    "its '\(tag)' table runs to byte \(end) but the file has \(size) bytes (cut short?); restore the file"
            }
        }
        return nil
    }

    isolated deinit {
        // Fonts are closed with the library (the opener stopped first: it reads the bytes);
        // TTF itself stays initialised for the process.
        closeOpenSizes()
        for bytes in fileBytes.values { bytes.deallocate() }
    }

    /// A new scale. If sizes are being opened ahead, every font asked of `openAhead` is opened
    /// ahead again at the new scale; sizes open at the old scale are closed as the least used.
    public func setScale(_ newScale: CGFloat) {
        guard newScale != scale else { return }
        let request = opener == nil ? nil : aheadRequest
        stopOpeningAhead()
        scale = newScale
        if let request { openAhead(request.fonts, after: request.after) }
    }

    /// Opens the sizes of `wanted` at the current scale on a thread of its own (`FontOpener`),
    /// first first, each warmed with printable ASCII, so that a scene using them later finds
    /// them ready; a size asked for before its turn is opened where it is asked for. The thread
    /// starts once `after` returns, if given (another thread's work that the main thread may be
    /// waiting for, which it should not share the free core with). Sizes already open are
    /// skipped, and no more than `openFontLimit` are opened. Replaces an earlier call's thread
    /// (what it opened and nobody took is closed).
    public func openAhead(_ wanted: [Font], after: (@Sendable () -> Void)? = nil) {
        stopOpeningAhead()
        aheadRequest = (wanted, after)
        var seen = Set(fonts.keys)
        let jobs = wanted.compactMap { font -> FontOpener.Job? in
            let key = fontKey(for: font)
            guard seen.insert(key).inserted, let bytes = fileBytes[key.fileWeight] else { return nil }
            return FontOpener.Job(key: key, bytes: bytes)
        }.prefix(Self.openFontLimit)
        guard !jobs.isEmpty else { return }
        opener = FontOpener.start(Array(jobs), after: after)
    }

    /// Whether sizes are still being opened ahead.
    var isOpeningAhead: Bool { opener?.isFinished == false }

    /// Blocks until the thread opening sizes ahead has opened every size it took on (after its
    /// `after` returned), or the main thread took them off its queue: for benchmarks that time
    /// what follows.
    public func waitForOpeningAhead() { opener?.waitUntilFinished() }

    /// Stops the thread opening sizes ahead after the size in flight, and closes what it opened
    /// and nobody took.
    private func stopOpeningAhead() {
        guard let opener else { return }
        for font in opener.finish() { Self.close(font) }
        self.opener = nil
    }

    func pixelSize(of font: Font) -> Int32 { Int32(min(8000, max(1, (font.size * scale).rounded()))) }

    /// The opened TTF font for `font` at the current scale.
    func ttfFont(for font: Font) -> OpaquePointer? {
        let key = fontKey(for: font)
        uses += 1
        if let cached = fonts[key] {
            fonts[key]?.lastUse = uses
            return cached.font
        }
        guard let bytes = fileBytes[key.fileWeight] else { return nil }
        let opened: OpaquePointer
        if let ahead = opener?.take(FontOpener.Job(key: key, bytes: bytes)) {
            opened = ahead
            sizesTakenFromAhead += 1
        } else {
            guard let font = Self.open(bytes, pixelSize: key.pixelSize, subpixelPositioning: key.subpixelPositioning)
            else { return nil }
            opened = font
            sizesOpenedOnDemand += 1
        }
        if fonts.count >= Self.openFontLimit, let oldest = fonts.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            Self.close(oldest.value.font)
            fonts[oldest.key] = nil
        }
        fonts[key] = (opened, uses)
        return opened
    }

    private func fontKey(for font: Font) -> FontKey {
        FontKey(
            fileWeight: fileWeights[font.weight.rawValue], pixelSize: pixelSize(of: font),
            subpixelPositioning: subpixelPositioning)
    }

    // MARK: TextMeasurer

    public func width(of text: String, font: Font) -> CGFloat {
        guard !text.isEmpty else { return 0 }
        let key = MeasureKey(text: text, font: fontKey(for: font))
        if let pixels = measuredWidths[key] { return CGFloat(pixels) / scale }
        guard let ttf = ttfFont(for: font) else { return 0 }
        var width: Int32 = 0, height: Int32 = 0
        TTF_SizeUTF8(ttf, text, &width, &height)
        if measuredWidths.count >= Self.measuredWidthLimit { measuredWidths.removeAll(keepingCapacity: true) }
        measuredWidths[key] = width
        return CGFloat(width) / scale
    }

    /// Widths measured, in pixels, by text and font: `TTF_SizeUTF8` shapes the text with
    /// HarfBuzz on every call, and the same lines are measured again — by the layout's passes
    /// over width-dependent heights, by the frame's text layout, and by every build of a scene
    /// (a switch, `R`, a stage while idle): a scene built again finds its widths here.
    private var measuredWidths: [MeasureKey: Int32] = [:]
    /// Widths kept at most; the cache starts over when full (a few hundred kilobytes).
    static let measuredWidthLimit = 8192

    /// Drops the measured widths (with the rasteriser's caches: a cold frame measures anew).
    func forgetMeasuredWidths() { measuredWidths.removeAll() }

    /// Closes every open size, and those being opened ahead: the next use of each opens it and
    /// loads its glyphs again, as a scene's first visit does (`Rasterizer.purgeCaches(includingFonts:)`).
    func closeOpenSizes() {
        stopOpeningAhead()
        aheadRequest = nil
        for entry in fonts.values { Self.close(entry.font) }
        fonts = [:]
    }

    /// Sizes open now (a file at a pixel size each).
    var openSizeCount: Int { fonts.count }
    /// Sizes taken ready from the thread opening them ahead, and sizes opened where they were
    /// first needed, since the library was made.
    private(set) var sizesTakenFromAhead = 0, sizesOpenedOnDemand = 0

    private struct MeasureKey: Hashable {
        var text: String
        var font: FontKey
    }

    /// 1.2 × the point size, rounded to whole device pixels: close to the system font's
    /// line height on iOS (20.3 pt at 17 pt), where the CJK-capable font's own line gap is larger.
    public func lineHeight(of font: Font) -> CGFloat {
        (font.size * 1.2 * scale).rounded() / scale
    }

    /// Where the glyphs' baseline sits in a line: the glyph box (ascent + descent) is centred on
    /// the line (`Rasterizer.lineFrames`), and the baseline is the ascent below its top.
    public func baseline(of font: Font) -> CGFloat {
        guard let ttf = ttfFont(for: font) else { return lineHeight(of: font) * 0.8 }
        let box = CGFloat(TTF_FontHeight(ttf)) / scale, ascent = CGFloat(TTF_FontAscent(ttf)) / scale
        return (lineHeight(of: font) - box) / 2 + ascent
    }

    /// The glyph box height in pixels (ascent + descent) of the TTF font.
    func glyphBoxHeight(of font: Font) -> CGFloat {
        guard let ttf = ttfFont(for: font) else { return 0 }
        return CGFloat(TTF_FontHeight(ttf))
    }
}

extension FontLibrary {
    /// The SDL_ttf font for `font` at the current scale, for code that draws text with plain SDL
    /// calls (the benchmark's baseline).
    public func plainFont(for font: Font) -> OpaquePointer? { ttfFont(for: font) }
}
