import CSDL2
import Foundation
import ViewTree

/// Everything the rasteriser keeps from one frame to the next, in one place: the textures it made
/// (text, pictures and their scaled copies, shadows, corners, clips, solid tiles), the views'
/// backing stores and drawn content, what the last frame drew (for damage), and the target staging
/// passes draw into. A frame reads and refreshes these; the caches' budgets and eviction are in
/// `Rasterizer+Caches.swift`, and what fills them in `+TextTextures`, `+ImageTextures` and `+Masks`
/// (Docs/Rendering.md §12).
struct RasterizerMemory {
    var textTextures: [Rasterizer.TextKey: Rasterizer.CacheEntry] = [:]
    var imageTextures: [Rasterizer.ImageKey: Rasterizer.CacheEntry] = [:]
    /// The last few on-screen-size copies of each image, most recently made last
    /// (`scaledImageTexture`).
    var scaledImages: [ObjectIdentifier: [Rasterizer.ScaledCopy]] = [:]
    var shadowMasks: [Rasterizer.ShadowKey: ShadowMask] = [:]
    var cornerMasks: [Rasterizer.CornerKey: Rasterizer.CacheEntry] = [:]
    /// Rounded clips' coverage textures for premultiplied stores (`roundedClipTexture`).
    var roundedClipMasks: [RoundedClipMask.Key: Rasterizer.CacheEntry] = [:]
    var solidTiles: [UInt32: Rasterizer.CacheEntry] = [:]
    var backingStores: [ObjectIdentifier: BackingStore] = [:]
    /// The pixels of views that draw their own (`ContentDrawing`), one texture a view.
    var drawnContents: [ObjectIdentifier: Rasterizer.DrawnContentEntry] = [:]
    /// What the last frame drew, to redraw only what changed (Docs/Rendering.md §13).
    var damageTracker = DamageTracker()
    /// What staging passes draw into (`renderOffscreen`), kept between passes.
    var stagingTarget: Texture?
}

/// The state of the frame (or staging pass) being drawn: where it draws, what it may skip, and
/// the stacks of targets and clips it is nested in. Nothing here outlives the pass that set it.
struct DrawingPass {
    /// The target pixels this frame redraws (nil outside `render`).
    var frameDamage: CGRect?
    /// While a view is drawn around opaque views above it (`drawUncovered`), in target pixels:
    /// the pieces they leave of it. A store drawn there for the first time is drawn only where
    /// it shows (`BackingStore.drawnRows`).
    var occlusionPieces: [CGRect]?
    /// While a partial store is drawn (`BackingStore.drawnRows`): pictures not drawn yet are
    /// drawn from their rows that show (`drawVisibleRows`).
    var isDrawingPartialStore = false
    /// While the window's partial stores are drawn whole off screen (`completePartialStores`).
    var drawsStoresWhole = false
    /// While premultiplied stores are drawn (innermost last): the opaque interiors of the nested
    /// stores composited into each, in its target's pixels — a store whose own background is clear
    /// takes the largest (`BackingStore.swift`, `finishPremultiplied`).
    var nestedOpaqueInteriors: [[OpaqueCross]] = []
    /// The render targets drawn into, the screen first (nil), each offscreen store above it.
    var targetStack: [OpaquePointer?] = []
    /// The pixel size of each target on the stack.
    var targetSizes: [CGSize] = []
    var clipStack: [SDL_Rect?] = [nil]

    /// True while drawing a staged tree off screen (`renderOffscreen`).
    var isStaging = false
    /// While staging: how many pixels of cache fills (`noteCacheFill`) a pass may make before it
    /// leaves the rest of the tree for the next pass; nil, no limit.
    var stagingPixelBudget: Int?
    /// Pixels of the cache fills made by the current staging pass.
    var stagingFilledPixels = 0
    /// Whether the current staging pass left views undrawn for a later one.
    var stagingPassWasCut = false
}
