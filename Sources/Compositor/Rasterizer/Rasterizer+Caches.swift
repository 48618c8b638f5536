import CRaster
import CSDL2
import Foundation
import ViewTree

/// Textures cached by content: text lines, images (with halved copies for strong minification)
/// and blurred shadows. Entries unused for a while are dropped after each frame.
extension Rasterizer {
    struct TextKey: Hashable {
        var text: String
        var weight: Font.Weight
        var pixelSize: Int32
        /// The text colour as 8-bit RGBA, rendered into the glyphs.
        var color: UInt32
    }

    struct ImageKey: Hashable {
        var image: ObjectIdentifier
        /// 0: full size; n: halved n times.
        var level: Int
    }

    struct ShadowKey: Hashable {
        var width: Int, height: Int, radius: Int, blurTenths: Int
        /// For nine slices (`shadowSlices`): the length of the middle run, 0 for a whole mask.
        var sliceRun = 0
    }

    /// A corner mask: radius and border width in quarter pixels (border −1: a filled corner).
    struct CornerKey: Hashable {
        var size: Int, radiusQuarters: Int, borderQuarters: Int, corner: Int
    }

    final class CacheEntry {
        let texture: Texture
        var lastUsed: UInt64
        /// Keeps the source alive so that its identifier cannot be reused while cached.
        let owner: AnyObject?

        init(texture: Texture, frame: UInt64, owner: AnyObject? = nil) {
            self.texture = texture
            self.lastUsed = frame
            self.owner = owner
        }
    }

    /// An image's copy scaled to its on-screen size (`scaledImageTexture`), or the part of one a
    /// view shows.
    final class ScaledCopy {
        let texture: Texture
        var lastUsed: UInt64
        /// Keeps the image alive so that its identifier cannot be reused while cached.
        let owner: AnyObject
        /// The width of the level it was scaled from: a new mip level makes a new copy.
        let levelWidth: Int
        /// The whole scaled picture's size in pixels.
        let width: Int, height: Int
        /// Which pixels of the whole the texture holds.
        let part: CGRect

        init(texture: Texture, frame: UInt64, owner: AnyObject, levelWidth: Int, width: Int, height: Int, part: CGRect)
        {
            self.texture = texture
            lastUsed = frame
            self.owner = owner
            self.levelWidth = levelWidth
            self.width = width
            self.height = height
            self.part = part
        }
    }

    /// Frames an unused entry survives (about two seconds at 60 Hz; images, costly to decode
    /// into textures and few, ten).
    static let textLifetime: UInt64 = 120
    static let imageLifetime: UInt64 = 600
    static let shadowLifetime: UInt64 = 120
    static let backingStoreLifetime: UInt64 = 120

    func evictUnused() {
        memory.textTextures = memory.textTextures.filter { isRecent($0.value.lastUsed, lifetime: Self.textLifetime) }
        memory.imageTextures = memory.imageTextures.filter { isRecent($0.value.lastUsed, lifetime: Self.imageLifetime) }
        memory.scaledImages = memory.scaledImages.compactMapValues { copies in
            let kept = copies.filter { isRecent($0.lastUsed, lifetime: Self.textLifetime) }
            return kept.isEmpty ? nil : kept
        }
        memory.shadowMasks = memory.shadowMasks.filter { isRecent($0.value.lastUsed, lifetime: Self.shadowLifetime) }
        memory.cornerMasks = memory.cornerMasks.filter { isRecent($0.value.lastUsed, lifetime: Self.textLifetime) }
        memory.roundedClipMasks = memory.roundedClipMasks.filter {
            isRecent($0.value.lastUsed, lifetime: Self.textLifetime)
        }
        memory.solidTiles = memory.solidTiles.filter { isRecent($0.value.lastUsed, lifetime: Self.textLifetime) }
        memory.drawnContents = memory.drawnContents.filter { entry in
            entry.value.view != nil && isRecent(entry.value.lastUsed, lifetime: Self.textLifetime)
        }
        // Nested stores are not touched while their parent's store is reused, so they age too:
        // keep them while their view is in a window and was drawn recently.
        memory.backingStores = memory.backingStores.filter { entry in
            guard let view = entry.value.view, view.window != nil else { return false }
            return isRecent(entry.value.lastUsed, lifetime: Self.backingStoreLifetime)
        }
    }

    /// Drops every cached texture and the fonts' measured widths (after a scale change, or to
    /// measure cold rendering). `includingFonts` closes the fonts' open sizes too, as a scene's
    /// first visit finds them; not by default, since other rasterisers may share the fonts (the
    /// inspector's panel, a new canvas's).
    public func purgeCaches(includingFonts: Bool = false) {
        memory.textTextures = [:]
        memory.imageTextures = [:]
        memory.scaledImages = [:]
        memory.shadowMasks = [:]
        memory.cornerMasks = [:]
        memory.roundedClipMasks = [:]
        memory.solidTiles = [:]
        memory.drawnContents = [:]
        memory.backingStores = [:]
        fonts.forgetMeasuredWidths()
        if includingFonts { fonts.closeOpenSizes() }
        // A cold frame is a whole frame: what it costs includes everything on the target.
        memory.damageTracker.invalidate()
    }

    func makeTexture(_ buffer: PixelBuffer) -> Texture? {
        makeTexture(bytes: buffer.bytes, width: buffer.width, height: buffer.height, format: SDL_PIXELFORMAT_RGBA32)
    }

    /// A static, linearly filtered texture holding `bytes` in `format`: blended, or, for the
    /// alpha-less XRGB8888 (`SDL_PIXELFORMAT_RGB888`), opaque. Where the frame is in memory it
    /// keeps `bytes` (shared, not copied) so that it is drawn into the frame without SDL
    /// (`Texture.ownPixels`).
    func makeTexture(bytes: [UInt8], width: Int, height: Int, format: SDL_PixelFormatEnum) -> Texture? {
        guard bytes.count == width * height * 4,
            let texture = newTexture(width: width, height: height, format: format, access: SDL_TEXTUREACCESS_STATIC)
        else { return nil }
        bytes.withUnsafeBytes { raw in
            _ = SDL_UpdateTexture(texture.pointer, nil, raw.baseAddress, Int32(width * 4))
        }
        if keepsOwnPixels { texture.ownPixels = bytes }
        return texture
    }

    /// A streaming, linearly filtered texture whose pixels `write` fills in place (rows `pitch`
    /// bytes apart; the software renderer hands out the texture's own surface); nil when SDL
    /// cannot make or lock it, or `write` says it failed.
    func streamingTexture(
        width: Int, height: Int, format: SDL_PixelFormatEnum,
        write: (_ pixels: UnsafeMutablePointer<UInt8>, _ pitch: Int) -> Bool
    ) -> Texture? {
        guard
            let texture = newTexture(width: width, height: height, format: format, access: SDL_TEXTUREACCESS_STREAMING)
        else { return nil }
        var pixels: UnsafeMutableRawPointer?
        var pitch: Int32 = 0
        guard SDL_LockTexture(texture.pointer, nil, &pixels, &pitch) == 0, let target = pixels else { return nil }
        let written = write(target.assumingMemoryBound(to: UInt8.self), Int(pitch))
        SDL_UnlockTexture(texture.pointer)
        return written ? texture : nil
    }

    /// An empty linearly filtered texture: blended, or unblended and marked opaque when `format`
    /// is the alpha-less XRGB8888 (`SDL_PIXELFORMAT_RGB888`).
    func newTexture(width: Int, height: Int, format: SDL_PixelFormatEnum, access: SDL_TextureAccess) -> Texture? {
        guard width > 0, height > 0,
            let pointer = SDL_CreateTexture(sdl, format.rawValue, Int32(access.rawValue), Int32(width), Int32(height))
        else { return nil }
        let opaque = format == SDL_PIXELFORMAT_RGB888
        SDL_SetTextureBlendMode(pointer, opaque ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
        SDL_SetTextureScaleMode(pointer, SDL_ScaleModeLinear)
        return Texture(pointer: pointer, width: width, height: height, renderer: renderer, isOpaque: opaque)
    }

    /// `texture`'s pixels as they are (alpha included, no blending or tint), scaled by SDL to
    /// `width` × `height`, in a new texture of `format`.
    func renderedCopy(of texture: Texture, width: Int, height: Int, format: SDL_PixelFormatEnum) -> Texture? {
        guard let copy = newTexture(width: width, height: height, format: format, access: SDL_TEXTUREACCESS_TARGET)
        else { return nil }
        pushTarget(copy.pointer)
        SDL_SetTextureBlendMode(texture.pointer, SDL_BLENDMODE_NONE)
        SDL_SetTextureAlphaMod(texture.pointer, 255)
        SDL_SetTextureColorMod(texture.pointer, 255, 255, 255)
        SDL_RenderCopy(sdl, texture.pointer, nil, nil)  // from an alpha-less source SDL writes alpha 255
        popTarget()
        SDL_SetTextureBlendMode(texture.pointer, texture.isOpaque ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
        return copy
    }
}
