import CRaster
import CSDL2
import Foundation
import ViewTree

/// A blurred shadow shape (coverage 0…1, padded by the blur's `extent` on every side) and its
/// texture in one colour and opacity.
///
/// The colour and opacity are baked into the texture's pixels rather than applied with
/// `SDL_SetTextureColorMod`/`AlphaMod` at draw time: any modulation sends SDL's software renderer
/// to its generic per-pixel blitter, several times slower than a plain blended ARGB8888 copy
/// (Docs/Rendering.md §6). One tinted texture is kept, the last one asked for, so a shadow whose
/// opacity animates re-tints (one pass over the mask) instead of re-blurring.
final class ShadowMask {
    let alpha: [Float]
    let width: Int, height: Int
    /// How far the blur spreads beyond the shape, in pixels.
    let extent: Int
    var lastUsed: UInt64
    private var tinted: (tint: Tint, texture: Texture)?

    /// A colour with its final 8-bit alpha multiplier.
    struct Tint: Equatable {
        var r: UInt8, g: UInt8, b: UInt8, a: UInt8
    }

    init(alpha: [Float], width: Int, height: Int, extent: Int, frame: UInt64) {
        self.alpha = alpha
        self.width = width
        self.height = height
        self.extent = extent
        self.lastUsed = frame
    }

    /// The coverage at pixel (x, y), 0…1.
    func coverage(x: Int, y: Int) -> Float { alpha[y * width + x] }

    /// The shadow in `color` at `opacity` (premultiplied into the colour's alpha), as a blended
    /// ARGB8888 texture.
    @MainActor
    func texture(color: Color, opacity: CGFloat, in rasterizer: Rasterizer) -> Texture? {
        let tint = Self.tint(color: color, opacity: opacity)
        if let tinted, tinted.tint == tint { return tinted.texture }
        tinted = nil
        let count = min(alpha.count, width * height)
        let colour = UInt32(tint.r) << 16 | UInt32(tint.g) << 8 | UInt32(tint.b)
        // As SDL modulates: the mask's 8-bit alpha (`byte`) × the multiplier / 255, truncated
        // (`craster_tint`, Docs/Rendering.md §12). Every byte is written, so none is zeroed first.
        let bytes = [UInt8](unsafeUninitializedCapacity: width * height * 4) { raw, initialized in
            guard let base = raw.baseAddress else { return }
            let pixels = UnsafeMutableRawPointer(base).bindMemory(to: UInt32.self, capacity: width * height)
            alpha.withUnsafeBufferPointer { coverage in
                guard let coverage = coverage.baseAddress else { return }
                craster_tint(coverage, count, colour, UInt32(tint.a), pixels)
            }
            (pixels + count).initialize(repeating: 0, count: width * height - count)
            initialized = width * height * 4
        }
        guard
            let texture = rasterizer.makeTexture(
                bytes: bytes, width: width, height: height, format: SDL_PIXELFORMAT_ARGB8888)
        else { return nil }
        tinted = (tint, texture)
        return texture
    }

    /// `value` (0…1) × 255 rounded half away from zero, clamped to 0…255 — `rounded()` without
    /// its libm call; `craster_tint` does the same per shadow pixel.
    @inline(__always)
    static func byte(_ value: Float) -> Int {
        let scaled = max(0, min(255, value * 255))
        let whole = Int(scaled)
        return scaled - Float(whole) >= 0.5 ? whole + 1 : whole
    }

    /// The colour channels and the 8-bit alpha multiplier for `color` at `opacity`.
    static func tint(color: Color, opacity: CGFloat) -> Tint {
        let c = color.rgba8
        return Tint(r: c.r, g: c.g, b: c.b, a: UInt8(max(0, min(255, (opacity * color.alpha * 255).rounded()))))
    }
}
