import CRaster
import CSDL2
import Foundation
import ViewTree

/// A subtree drawn once into an offscreen texture and composited until its content changes,
/// as Core Animation's backing stores: moving, rotating or fading the view reuses it.
final class BackingStore {
    weak var view: View?
    var texture: Texture?
    /// Drawn for a renderer that keeps stores premultiplied (Docs/Rendering.md §14): `texture`
    /// holds premultiplied colour inside a clear border of `premultipliedBorder` texels, is
    /// composited with the premultiplied *over*, and was not read back unless a content-shaped
    /// shadow needed its alpha.
    var isPremultiplied = false
    /// The clear texels around a premultiplied store's pixels: filtering fades its edge out over
    /// one texel when the renderer draws it turned or scaled.
    static let premultipliedBorder = 1
    var renderVersion: UInt64 = .max
    /// The view's `subviewPlacementVersion` when the store was drawn.
    var subviewPlacementVersion: UInt64 = 0
    /// Subviews from this index on are *promoted*: composited on their own above the store, so
    /// that fading or moving them (a card's LIKE stamp) does not redraw it, as Core Animation
    /// composites each layer (`Rasterizer.translucentSuffix(of:)` says which).
    var detachedFrom = Int.max
    /// The `placementVersion` of each subview drawn into the store, by index.
    var includedPlacements: [UInt64] = []
    var scale: CGFloat = 0
    /// The texture's area in the view's coordinates × scale, in whole pixels.
    var pixelBox = (x: 0, y: 0, width: 0, height: 0)
    var lastUsed: UInt64 = 0
    /// A shadow shaped by the content's alpha, and the blur (σ in pixels) it was made with.
    var contentShadow: (mask: ShadowMask, sigma: CGFloat)?
    /// The drawn pixels (straight-alpha BGRA), kept only while the view is composited under a
    /// rotation or shear, which resamples them.
    var pixels: [UInt8] = []
    /// The last rotated copy: made for a transform's linear part (and a clip when the whole copy
    /// would be too large), drawn at the whole-pixel offset of each frame — so moving a tilted
    /// view reuses it.
    var resampled: (key: ResampleKey, texture: Texture, x: Int, y: Int)?
    /// The transform of the last resample blended straight into the frame, without a copy: when
    /// the next frame has the same one, the view has stopped turning and a copy is worth keeping.
    var lastBlendedKey: ResampleKey?
    /// On a renderer that composites rotated stores itself: the store premultiplied, with a clear
    /// one-texel border, made by the renderer when the store is first drawn turned
    /// (Docs/Rendering.md §14).
    var premultiplied: Texture?
    /// The store with its alpha scaled for a group opacity below 1, made for that 8-bit opacity.
    var faded: (alpha: UInt8, texture: Texture)?
    /// When every pixel of the store is opaque: the same pixels in a texture without alpha
    /// (XRGB8888, the target's format), which SDL copies unblended or blends with a constant
    /// alpha, its fastest paths, ahead of per-pixel alpha and far ahead of any modulation
    /// (Docs/Rendering.md §9).
    var opaqueTexture: Texture?
    /// Otherwise, where the store's pixels (in its pixels) are all opaque, as a cross: there the
    /// store is copied unblended and nothing beneath it (its content-shaped shadow) is drawn.
    var opaqueInterior: OpaqueCross?
    /// The store's pixels without alpha (XRGB8888), for copying the opaque cross: SDL copies them
    /// into the target as rows of bytes, where the ARGB store copied unblended takes a per-pixel
    /// loop (`Blit4to4MaskAlpha`). Where the frame is in memory the cross is copied from the
    /// store's own bytes, so this is made only when SDL must copy it (`interiorTexture(of:)`).
    var interiorTexture: Texture?
    /// The bands of rows drawn when only they were (`StoreRows`): a *partial* store, made the
    /// first time a view is drawn mostly under opaque views above it (the cards beneath the top
    /// one of a stack show a strip each) — where it shows, as the screen needs it. It is clear
    /// elsewhere; it has no opaque parts recorded, and is drawn whole as soon as more of it shows
    /// (`Rasterizer.isCurrent`). Nil when every row was drawn.
    var drawnRows: StoreRows?
    /// A partial store an off-screen pass could not draw whole (`Rasterizer.completePartialStores`).
    var isBeyondCompletion = false

    struct ResampleKey: Equatable {
        var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat
        /// The target area the copy was limited to, if it was.
        var clip: CGRect?
    }

    init(view: View) { self.view = view }
}

/// How a backing store is drawn on one frame (`Rasterizer.storePlan`): the same plan decides
/// whether the store is current and, when it is, where its opaque pixels land (occlusion).
struct StorePlan {
    /// Store pixels per point.
    var scale: CGFloat
    /// The texture's area in the view's coordinates × scale, in whole pixels.
    var box: (x: Int, y: Int, width: Int, height: Int)
    /// The blur of a shadow shaped by the content's alpha, when the view casts one.
    var contentShadowSigma: CGFloat?
    /// The group opacity in 8 bits.
    var fade: UInt8
    /// Composited under a rotation or shear.
    var rotated: Bool
    /// The renderer draws the store turned itself, without its pixels (Docs/Rendering.md §14).
    var turnsOnRenderer = false
    /// The renderer fades the store itself by alpha modulation, without a faded copy made from
    /// its pixels (an accelerated renderer, where modulation costs nothing; Docs/Rendering.md §14).
    var fadesOnRenderer = false
    /// The store stays premultiplied on the renderer, not read back (`RendererCapabilities.keepsStoresPremultiplied`).
    var premultiplied = false
    /// Where the promoted subviews start (`Rasterizer.translucentSuffix(of:)`), or `.max`.
    var promoted: Int

    /// The box in the view's coordinates.
    var local: CGRect {
        CGRect(
            x: CGFloat(box.x) / scale, y: CGFloat(box.y) / scale, width: CGFloat(box.width) / scale,
            height: CGFloat(box.height) / scale)
    }

    /// Whether the store's pixels are kept: for resampling under a rotation (unless the renderer
    /// draws it turned), or for a faded copy of a store that is not opaque (unless the renderer
    /// fades it).
    func needsPixels(_ store: BackingStore) -> Bool {
        rotated ? !turnsOnRenderer : fade < 255 && store.opaqueTexture == nil && !fadesOnRenderer
    }
}
