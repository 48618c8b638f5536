import CSDL2
import Foundation
import ViewTree

/// Opens font sizes on a thread of its own, ahead of need (a `HandOverQueue`), and warms each
/// one: the glyphs of printable ASCII are measured and rendered once, so that the size's shape
/// plan, glyph metrics and glyph bitmaps are in SDL_ttf's caches when a scene first uses it
/// (the glyphs until others replace them: SDL_ttf's glyph cache has 256 slots, by index). A
/// scene's first visit otherwise opens each of its sizes and loads their glyphs on the main
/// thread (slow with this CID-keyed CJK face, Docs/Rendering.md §7).
///
/// `FontLibrary.openAhead(_:after:)` starts it; `FontLibrary.ttfFont(for:)` takes a size from it
/// whole. FreeType allows faces of one library on several threads when creating and destroying
/// faces is serialised (`FT_Library`'s documentation); every `TTF_OpenFontRW` and `TTF_CloseFont`
/// goes through `FontLibrary.open`/`close`, which hold `FontLibrary.faceLock`. Only SDL_ttf,
/// FreeType, HarfBuzz and an `SDL_Surface` are touched there, never SDL video.
enum FontOpener {
    /// One size to open: which file's bytes at which pixel size. The bytes are the
    /// `FontLibrary`'s, which stops the queue (`HandOverQueue.finish`) before it frees them.
    /// Equal by the size alone.
    struct Job: Hashable, @unchecked Sendable {
        let key: FontLibrary.FontKey
        let bytes: UnsafeMutableRawBufferPointer

        static func == (a: Job, b: Job) -> Bool { a.key == b.key }
        func hash(into hasher: inout Hasher) { hasher.combine(key) }
    }

    /// What is rendered once on each size opened ahead.
    static let warmingText = String((32...126).map { Character(Unicode.Scalar(UInt8($0))) })

    /// Opens and warms `jobs`, first first, on a thread of its own once `after` (if given) returns.
    static func start(_ jobs: [Job], after: (@Sendable () -> Void)?) -> HandOverQueue<Job, OpaquePointer> {
        HandOverQueue(name: "Fluid font opener", keys: jobs, after: after) { job in
            guard
                let font = FontLibrary.open(
                    job.bytes, pixelSize: job.key.pixelSize, subpixelPositioning: job.key.subpixelPositioning)
            else { return nil }
            warm(font)
            return font
        }
    }

    /// Measures and renders `warmingText` once on `font`: its shape plan, glyph metrics and
    /// glyph bitmaps are made and cached by SDL_ttf (the bitmaps are coverage, whatever the
    /// colour drawn later). What is drawn with the size afterwards is the same either way.
    private static func warm(_ font: OpaquePointer) {
        var width: Int32 = 0, height: Int32 = 0
        TTF_SizeUTF8(font, warmingText, &width, &height)
        if let surface = TTF_RenderUTF8_Blended(font, warmingText, SDL_Color(r: 255, g: 255, b: 255, a: 255)) {
            SDL_FreeSurface(surface)
        }
    }
}
