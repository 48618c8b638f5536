import CSDL2
import ViewTree

/// What a rasteriser's `SDL_Renderer` can do that decides how rotated and sheared backing stores
/// reach the target (Docs/Rendering.md §14): resampled on the CPU from the store's pixels, or drawn
/// by the renderer itself as a linearly filtered textured quad, with no pixels in memory.
struct RendererCapabilities: Equatable, Sendable {
    /// `SDL_RENDERER_ACCELERATED` is in the renderer's `SDL_RendererInfo.flags` (OpenGL, also on
    /// Mesa's llvmpipe; never SDL's software renderer).
    var isAccelerated: Bool
    /// The renderer accepts `premultipliedBlendMode` on a texture (SDL's software renderer takes
    /// no custom blend mode: `IsSupportedBlendMode` in `src/render/SDL_render.c`).
    var supportsPremultipliedBlend: Bool
    /// The renderer accepts `coverageBlendMode` on a texture (dst × src alpha).
    var supportsCoverageBlend: Bool

    /// A rotated or sheared store is composited by the renderer: its premultiplied copy drawn as
    /// two textured triangles through `SDL_RenderGeometry` with linear filtering. Only on an
    /// accelerated renderer that takes the premultiplied blend, which a correct filtered edge
    /// needs; the software renderer keeps the CPU resampler, whose pixels the goldens hold (its
    /// textured geometry samples nearest-neighbour on pixel-snapped vertices).
    var compositesTransformedStores: Bool { isAccelerated && supportsPremultipliedBlend }

    /// Backing stores stay on the renderer, premultiplied as drawn, and are never read back for
    /// compositing: composited with `premultipliedBlendMode`, their rounded clips multiplied in
    /// with `coverageBlendMode` (Docs/Rendering.md §14). Needs both blend modes.
    var keepsStoresPremultiplied: Bool { compositesTransformedStores && supportsCoverageBlend }

    /// Porter–Duff *over* for premultiplied colour: dst = src + dst·(1 − srcA), for colour and
    /// alpha alike (`SDL_ComposeCustomBlendMode`).
    static var premultipliedBlendMode: SDL_BlendMode {
        SDL_ComposeCustomBlendMode(
            SDL_BLENDFACTOR_ONE, SDL_BLENDFACTOR_ONE_MINUS_SRC_ALPHA, SDL_BLENDOPERATION_ADD,
            SDL_BLENDFACTOR_ONE, SDL_BLENDFACTOR_ONE_MINUS_SRC_ALPHA, SDL_BLENDOPERATION_ADD)
    }

    /// Multiplies the target by the source's alpha, colour and alpha alike: dst = dst·srcA
    /// (`SDL_ComposeCustomBlendMode`), which applies a coverage mask to premultiplied pixels.
    static var coverageBlendMode: SDL_BlendMode {
        SDL_ComposeCustomBlendMode(
            SDL_BLENDFACTOR_ZERO, SDL_BLENDFACTOR_SRC_ALPHA, SDL_BLENDOPERATION_ADD,
            SDL_BLENDFACTOR_ZERO, SDL_BLENDFACTOR_SRC_ALPHA, SDL_BLENDOPERATION_ADD)
    }

    /// Stated capabilities (tests). Without `supportsCoverageBlend`, stores are drawn straight and
    /// read back, as on a renderer that refuses that blend mode.
    init(isAccelerated: Bool, supportsPremultipliedBlend: Bool, supportsCoverageBlend: Bool = false) {
        self.isAccelerated = isAccelerated
        self.supportsPremultipliedBlend = supportsPremultipliedBlend
        self.supportsCoverageBlend = supportsCoverageBlend
    }

    /// Asks `renderer` once: its info flags, and, when it is accelerated, whether a 1 × 1 texture
    /// accepts each blend mode.
    @MainActor
    init(renderer: OpaquePointer) {
        var info = SDL_RendererInfo()
        let accelerated =
            SDL_GetRendererInfo(renderer, &info) == 0 && info.flags & SDL_RENDERER_ACCELERATED.rawValue != 0
        var premultiplied = false, coverage = false
        if accelerated,
            let probe = SDL_CreateTexture(
                renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                Int32(SDL_TEXTUREACCESS_STATIC.rawValue), 1, 1)
        {
            premultiplied = SDL_SetTextureBlendMode(probe, Self.premultipliedBlendMode) == 0
            coverage = SDL_SetTextureBlendMode(probe, Self.coverageBlendMode) == 0
            SDL_DestroyTexture(probe)
        }
        self.init(
            isAccelerated: accelerated, supportsPremultipliedBlend: premultiplied, supportsCoverageBlend: coverage)
    }
}
