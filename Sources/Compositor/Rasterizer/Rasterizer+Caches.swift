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

    /// An image's pixels (straight RGBA) as a texture in the target's byte order (BGRA): without
    /// alpha when every pixel is opaque, so SDL copies it unblended. On the software renderer a
    /// streaming texture, whose surface the swapped pixels are written into (`SW_LockTexture`
    /// hands it out), without the array and the upload between; and which the rasteriser can copy
    /// into the frame itself (`copyIntoCanvas`).
    /// `knownOpaque`: the picture is (`Image.isOpaque`), so its pixels need no scan.
    func makeImageTexture(_ buffer: PixelBuffer, knownOpaque: Bool = false) -> Texture? {
        let (width, height) = (buffer.width, buffer.height)
        if !capabilities.isAccelerated, width > 0, height > 0, buffer.bytes.count == width * height * 4 {
            return imageRowsTexture(buffer, rows: 0..<height, opaque: knownOpaque || buffer.isOpaque)
        }
        var opaque = false
        // R and B swapped four pixels at a time in C, into a buffer written whole (so not zeroed
        // first): the Swift loop over a copy of the bytes took several times the instructions
        // (Docs/Rendering.md §8).
        let count = buffer.bytes.count
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { target, initialized in
            buffer.bytes.withUnsafeBufferPointer { source in
                if let from = source.baseAddress, let to = target.baseAddress {
                    opaque = craster_rgba_to_bgra(from, to, count / 4) == 1
                }
            }
            initialized = count
        }
        return makeTexture(
            bytes: bytes, width: buffer.width, height: buffer.height,
            format: opaque ? SDL_PIXELFORMAT_RGB888 : SDL_PIXELFORMAT_ARGB8888)
    }

    /// `rows` of an image's pixels (straight RGBA) in a streaming texture in the target's byte
    /// order (BGRA), written in place (`makeImageTexture`): without alpha when `opaque`.
    func imageRowsTexture(_ pixels: PixelBuffer, rows: Range<Int>, opaque: Bool) -> Texture? {
        let width = pixels.width
        guard pixels.bytes.count == width * pixels.height * 4, !rows.isEmpty, rows.lowerBound >= 0,
            rows.upperBound <= pixels.height
        else { return nil }
        return pixels.bytes.withUnsafeBufferPointer { bytes -> Texture? in
            guard let base = bytes.baseAddress else { return nil }
            return streamingTexture(
                width: width, height: rows.count, format: opaque ? SDL_PIXELFORMAT_RGB888 : SDL_PIXELFORMAT_ARGB8888
            ) { target, pitch in
                for (index, row) in rows.enumerated() {
                    _ = craster_rgba_to_bgra(base + row * width * 4, target + index * pitch, width)
                }
                return true
            }
        }
    }

    /// Whether every pixel in `rows` of `pixels` (straight RGBA) is opaque: the rows a frame is
    /// about to show, before the whole picture is scanned (`PixelBuffer.isOpaque`).
    nonisolated static func allOpaque(_ pixels: PixelBuffer, rows: Range<Int>) -> Bool {
        let rows = rows.clamped(to: 0..<pixels.height)
        guard pixels.width > 0, pixels.bytes.count == pixels.width * pixels.height * 4, !rows.isEmpty else {
            return false
        }
        return pixels.bytes.withUnsafeBufferPointer { bytes in
            bytes.baseAddress.map {
                craster_all_opaque(
                    $0, Int32(pixels.width), 0, Int32(rows.lowerBound), Int32(pixels.width), Int32(rows.upperBound))
                    == 1
            } ?? false
        }
    }

    /// One line of text rasterised in its colour. Tinting white glyphs at draw time instead
    /// would send every copy through SDL's generic modulating blitter, several times slower.
    func textTexture(_ text: String, font: Font, color: Color) -> Texture? {
        let c = color.rgba8
        let key = TextKey(
            text: text, weight: font.weight, pixelSize: fonts.pixelSize(of: font),
            color: UInt32(c.r) << 24 | UInt32(c.g) << 16 | UInt32(c.b) << 8 | UInt32(c.a))
        if let entry = memory.textTextures[key] {
            entry.lastUsed = useStamp
            return entry.texture
        }
        guard c.a > 0, let ttf = fonts.ttfFont(for: font),
            let surface = TTF_RenderUTF8_Blended(ttf, text, SDL_Color(r: c.r, g: c.g, b: c.b, a: c.a))
        else { return nil }
        defer { SDL_FreeSurface(surface) }
        guard
            let texture = streamingCopy(of: surface)
                ?? {
                    guard let pointer = SDL_CreateTextureFromSurface(sdl, surface) else { return nil }
                    SDL_SetTextureBlendMode(pointer, SDL_BLENDMODE_BLEND)
                    SDL_SetTextureScaleMode(pointer, SDL_ScaleModeLinear)
                    return Texture(
                        pointer: pointer, width: Int(surface.pointee.w), height: Int(surface.pointee.h),
                        renderer: renderer)
                }()
        else { return nil }
        memory.textTextures[key] = CacheEntry(texture: texture, frame: useStamp)
        statistics.textTexturesCreated += 1
        noteCacheFill(pixels: texture.width * texture.height)
        return texture
    }

    /// Where the frame is in memory, an ARGB8888 `surface` (SDL_ttf's blended text) as a
    /// streaming texture of its bytes — what `SDL_CreateTextureFromSurface` makes of it, which the
    /// rasteriser can then blend into the frame itself (`copyIntoCanvas` reads it through
    /// `SDL_LockTexture`). Nil elsewhere or for another format.
    private func streamingCopy(of surface: UnsafeMutablePointer<SDL_Surface>) -> Texture? {
        let width = Int(surface.pointee.w), height = Int(surface.pointee.h), sourcePitch = Int(surface.pointee.pitch)
        guard keepsOwnPixels, surface.pointee.format.pointee.format == SDL_PIXELFORMAT_ARGB8888.rawValue,
            surface.pointee.flags & UInt32(SDL_RLEACCEL) == 0, let source = surface.pointee.pixels,
            width > 0, height > 0, sourcePitch >= width * 4
        else { return nil }
        return streamingTexture(width: width, height: height, format: SDL_PIXELFORMAT_ARGB8888) { target, pitch in
            craster_copy_rows(
                source.assumingMemoryBound(to: UInt8.self), sourcePitch, target, pitch, Int32(width * 4), Int32(height))
            return true
        }
    }

    /// The image's texture at the smallest level (full size halved n times) still at least as
    /// wide as it is drawn, so that strong minification averages pixels instead of skipping them.
    func imageTexture(_ image: Image, forDeviceWidth width: CGFloat) -> Texture? {
        imageTexture(image, level: imageLevel(image, forDeviceWidth: width))
    }

    /// The image's texture at `level` (`imageLevel`), made once.
    func imageTexture(_ image: Image, level: Int) -> Texture? {
        let key = ImageKey(image: ObjectIdentifier(image), level: level)
        if let entry = memory.imageTextures[key] {
            entry.lastUsed = useStamp
            return entry.texture
        }
        // Halving goes on from the deepest level made ahead (Image.halvings) not past `level`.
        let ready = min(level, image.halvings.count)
        var pixels = ready == 0 ? image.pixels : image.halvings[ready - 1]
        for _ in ready..<level { pixels = Self.halved(pixels) }
        statistics.imageHalvings += level - ready
        guard let texture = makeImageTexture(pixels, knownOpaque: image.isOpaque) else { return nil }
        if !capabilities.isAccelerated { texture.sourcePixels = pixels }
        memory.imageTextures[key] = CacheEntry(texture: texture, frame: useStamp, owner: image)
        noteCacheFill(pixels: image.pixels.width * image.pixels.height)
        return texture
    }

    /// The level of `image` drawn `width` device pixels wide (`imageTexture(_:forDeviceWidth:)`).
    func imageLevel(_ image: Image, forDeviceWidth width: CGFloat) -> Int {
        var level = 0
        var levelWidth = image.pixels.width
        let drawnWidth = width.isFinite ? Int(min(1_000_000, max(1, width.rounded(.up)))) : 1_000_000
        while levelWidth / 2 >= drawnWidth, levelWidth / 2 >= 1, level < Self.deepestHalving {
            level += 1
            levelWidth /= 2
        }
        return level
    }

    /// Whether `image`'s texture at `level` is made (and kept).
    func hasImageTexture(_ image: Image, level: Int) -> Bool {
        memory.imageTextures[ImageKey(image: ObjectIdentifier(image), level: level)] != nil
    }

    /// `image` at `level` scaled to `width` × `height` pixels as SDL's linear scaler scales it
    /// (the level's texture itself at its own size), of which only `part` (whole pixels) is drawn
    /// (a view's bounds cut an aspect fill): the copy holds that part — or the whole, once what
    /// shows has moved across a picture of one size — and `origin` says where in
    /// the whole scaled picture its first pixel lies. On the software renderer only the part is
    /// stretched (each of its pixels the whole's, `craster_stretch_linear`): the gallery's photo
    /// fills 716 × 955 pixels at 2× and shows 716 × 480 of them. A few copies per image are kept
    /// (`scaledCopiesPerImage`), the sizes asked for last: one picture shown at two sizes keeps
    /// both, where keeping one made each anew on every frame that drew both; a header that
    /// stretches every frame replaces the oldest instead of filling the cache. On the software
    /// renderer a level made ahead (`Image.halvings`) is stretched from its pixels without its
    /// texture being made: a picture shown only scaled (the gallery's, the sheet's, the header's)
    /// never needs it, and it cost a cleared texture and a pass writing the level.
    func scaledImageTexture(
        _ image: Image, level: Int, width: Int, height: Int, part: CGRect
    )
        -> (texture: Texture, origin: (x: Int, y: Int))?
    {
        let made = memory.imageTextures[ImageKey(image: ObjectIdentifier(image), level: level)]?.texture
        // What the copy is stretched from on this renderer: the pixels the level's texture was
        // made from, else the level made ahead, whose texture is then not made.
        let source = capabilities.isAccelerated ? nil : made?.sourcePixels ?? image.madeAhead(level: level)
        guard
            let (levelWidth, levelHeight) = source.map({ ($0.width, $0.height) })
                ?? imageTexture(image, level: level).map({ ($0.width, $0.height) })
        else { return nil }
        if levelWidth == width, levelHeight == height { return imageTexture(image, level: level).map { ($0, (0, 0)) } }
        let key = ObjectIdentifier(image)
        var copies = memory.scaledImages[key] ?? []
        // A new mip level makes a new copy.
        if let index = copies.firstIndex(where: {
            $0.width == width && $0.height == height && $0.levelWidth == levelWidth && $0.part.contains(part)
        }) {
            let entry = copies.remove(at: index)
            entry.lastUsed = useStamp
            copies.append(entry)
            memory.scaledImages[key] = copies
            return (entry.texture, (Int(entry.part.minX), Int(entry.part.minY)))
        }
        // Of the format the level's texture has (`makeImageTexture`), as the copies made from it
        // before have (a header stretching every frame reads the level once).
        let opaque =
            image.isOpaque
            || (made?.isOpaque ?? copies.last(where: { $0.levelWidth == levelWidth })?.texture.isOpaque
                ?? source.map(\.isOpaque) ?? imageTexture(image, level: level)?.isOpaque ?? false)
        // A part of this size made before that does not hold this one: what shows moves across
        // the picture (a header's picture scrolling under its bounds), so the whole is made, once.
        let sameSize = { (copy: ScaledCopy) in
            copy.width == width && copy.height == height && copy.levelWidth == levelWidth
        }
        let moving = copies.contains(where: sameSize)
        copies.removeAll(where: sameSize)
        if copies.count >= Self.scaledCopiesPerImage { copies.removeFirst() }
        memory.scaledImages[key] = copies
        let format = opaque ? SDL_PIXELFORMAT_RGB888 : SDL_PIXELFORMAT_ARGB8888
        let whole = CGRect(x: 0, y: 0, width: width, height: height),
            shown = moving ? whole : part.integral.intersection(whole)
        let copy: (Texture, CGRect)?
        if let source, !shown.isNull, shown.width >= 1, shown.height >= 1 {
            let area = (x: Int(shown.minX), y: Int(shown.minY), width: Int(shown.width), height: Int(shown.height))
            copy = stretchedTexture(of: source, width: width, height: height, part: area, format: format).map {
                ($0, shown)
            }
        } else {
            copy = imageTexture(image, level: level).flatMap {
                renderedCopy(of: $0, width: width, height: height, format: format)
            }.map { ($0, whole) }
        }
        guard let (scaled, held) = copy else { return nil }
        copies.append(
            ScaledCopy(
                texture: scaled, frame: useStamp, owner: image, levelWidth: levelWidth, width: width, height: height,
                part: held))
        memory.scaledImages[key] = copies
        noteCacheFill(pixels: scaled.width * scaled.height)
        return (scaled, (Int(held.minX), Int(held.minY)))
    }

    /// On-screen-size copies kept per image (`scaledImageTexture`).
    static let scaledCopiesPerImage = 3

    /// `part` of `source` (straight RGBA) scaled to `width` × `height` as SDL's software renderer
    /// scales a copy, bilinear, to the same bytes (`craster_stretch_linear`, Docs/Rendering.md §8),
    /// written straight into a streaming texture's pixels in the target's byte order; nil if it
    /// cannot be (then SDL scales the texture). SDL's scaled copy blends each source column again
    /// for every destination pixel, this once a row; the bottom sheet's picture at 2× is 2.1
    /// megapixels.
    func stretchedTexture(
        of source: PixelBuffer, width: Int, height: Int, part: (x: Int, y: Int, width: Int, height: Int),
        format: SDL_PixelFormatEnum
    ) -> Texture? {
        guard width > 0, height > 0, source.width > 0, source.height > 0,
            source.bytes.count == source.width * source.height * 4
        else { return nil }
        return streamingTexture(width: part.width, height: part.height, format: format) { target, pitch in
            !Self.stretch(source, into: target, pitch: pitch, width: width, height: height, part: part)
        }
    }

    /// `craster_stretch_linear` of `source` to `width` × `height`, of which `part` (all of it by
    /// default) goes into BGRA pixels at `target`, rows `pitch` bytes apart; whether it failed
    /// (sizes over 65,535, a part outside the picture).
    nonisolated static func stretch(
        _ source: PixelBuffer, into target: UnsafeMutablePointer<UInt8>, pitch: Int,
        width: Int, height: Int, part: (x: Int, y: Int, width: Int, height: Int)? = nil
    ) -> Bool {
        let part = part ?? (0, 0, width, height)
        guard let sourceWidth = Int32(exactly: source.width), let sourceHeight = Int32(exactly: source.height),
            let targetWidth = Int32(exactly: width), let targetHeight = Int32(exactly: height),
            let left = Int32(exactly: part.x), let top = Int32(exactly: part.y),
            let partWidth = Int32(exactly: part.width), let partHeight = Int32(exactly: part.height)
        else { return true }
        return source.bytes.withUnsafeBufferPointer { input in
            guard let from = input.baseAddress else { return true }
            // R and B trade places as each pixel is written: the scaling treats the four channels
            // alike, so that is the same bytes as scaling the BGRA texture.
            return craster_stretch_linear(
                from, sourceWidth, sourceHeight, target, pitch, targetWidth, targetHeight,
                left, top, partWidth, partHeight, 1) != 0
        }
    }

    /// The most times an image is halved for drawing (1/256 of its width).
    nonisolated static let deepestHalving = 8

    /// A 2 × 2 box-filtered copy, averaging colours weighted by alpha (the last row or column
    /// of an odd size is repeated). Pictures are halved where they load (`Image.halvings`), else
    /// when a scene first draws them small, so the loop is C (`craster_halve`, Docs/Rendering.md §12).
    nonisolated static func halved(_ source: PixelBuffer) -> PixelBuffer {
        let width = max(1, source.width / 2), height = max(1, source.height / 2)
        guard source.width > 0, source.height > 0, source.bytes.count >= source.width * source.height * 4,
            let sourceWidth = Int32(exactly: source.width), let sourceHeight = Int32(exactly: source.height)
        else { return PixelBuffer(width: width, height: height) }
        var result = PixelBuffer(width: width, height: height)
        source.bytes.withUnsafeBufferPointer { input in
            result.bytes.withUnsafeMutableBufferPointer { output in
                guard let input = input.baseAddress, let output = output.baseAddress else { return }
                craster_halve(input, sourceWidth, sourceHeight, output, Int32(width), Int32(height))
            }
        }
        return result
    }

    /// The blurred coverage of a `width` × `height` pixel rounded rectangle, padded by the blur's
    /// extent on every side. The Gaussian's σ is Core Animation's `shadowRadius` (which matches
    /// CSS box-shadow's blur / 2).
    func blurredRoundedRect(width: Int, height: Int, radius: CGFloat, sigma: CGFloat) -> ShadowMask? {
        guard width > 0, height > 0, width * height < 16_000_000 else { return nil }
        let r = min(radius, CGFloat(min(width, height)) / 2)
        let key = ShadowKey(
            width: width, height: height, radius: Int((r * 10).rounded()), blurTenths: Int((sigma * 10).rounded()))
        if let mask = memory.shadowMasks[key] {
            mask.lastUsed = useStamp
            return mask
        }
        let extent = Blur.extent(sigma: sigma)
        let paddedWidth = width + 2 * extent, paddedHeight = height + 2 * extent
        var alpha = Self.coverage(ofRoundedRectWidth: width, height: height, radius: r, padding: extent)
        Blur.gaussian(&alpha, width: paddedWidth, height: paddedHeight, sigma: sigma)
        let mask = ShadowMask(alpha: alpha, width: paddedWidth, height: paddedHeight, extent: extent, frame: useStamp)
        memory.shadowMasks[key] = mask
        statistics.shadowTexturesCreated += 1
        noteCacheFill(pixels: paddedWidth * paddedHeight)
        return mask
    }

    /// The coverage (0…1) of each pixel by a `width` × `height` rectangle with corner `radius`,
    /// in a plane padded with `padding` zeros on every side.
    nonisolated static func coverage(
        ofRoundedRectWidth width: Int, height: Int, radius r: CGFloat, padding extent: Int
    ) -> [Float] {
        let paddedWidth = width + 2 * extent, paddedHeight = height + 2 * extent
        var alpha = [Float](repeating: 0, count: paddedWidth * paddedHeight)
        let (w, h) = (CGFloat(width), CGFloat(height))
        // The radius `roundedRectDistance` uses (it clamps the same way).
        let bar = max(0, min(r, w / 2, h / 2))
        alpha.withUnsafeMutableBufferPointer { plane in
            for y in 0..<height {
                let row = (y + extent) * paddedWidth + extent
                let cy = CGFloat(y) + 0.5
                // Centres a pixel or more inside one of the rectangle's two bars ([r, w − r] × [0, h]
                // and [0, w] × [r, h − r]) are a pixel or more inside the shape: coverage exactly 1,
                // without the distance (most of a large shadow's pixels).
                let inner =
                    cy >= bar + 1 && cy <= h - bar - 1
                    ? Self.centresInside(lo: 1, hi: w - 1, width: width)
                    : cy >= 1 && cy <= h - 1 ? Self.centresInside(lo: bar + 1, hi: w - bar - 1, width: width) : 0..<0
                func edge(_ x: Int) {
                    plane[row + x] = Float(
                        CoverageMask.roundedRectCoverage(x: CGFloat(x) + 0.5, y: cy, width: w, height: h, radius: r))
                }
                for x in 0..<inner.lowerBound { edge(x) }
                for x in inner { plane[row + x] = 1 }
                for x in inner.upperBound..<width { edge(x) }
            }
        }
        return alpha
    }

    /// The smallest blurred rounded rectangle from which a shadow of any larger size can be
    /// cut as nine slices: corners of `corner` pixels (radius + blur on both sides of the edge),
    /// and between them a middle run, `shadowSliceRun` pixels long, where only the straight edges
    /// reach. The run repeats the blurred square's one middle row and column, so that an edge is
    /// drawn by tiling it 1:1 — what a one-pixel slice stretched along the edge draws, without
    /// SDL's scaled copy (`drawNineSlice`).
    func shadowSlices(radius: CGFloat, sigma: CGFloat) -> ShadowMask? {
        let (extent, corner) = Self.shadowSliceGeometry(radius: radius, sigma: sigma)
        let side = 2 * (corner - extent) + 1
        let run = Self.shadowSliceRun
        let key = ShadowKey(
            width: side, height: side, radius: Int((radius * 10).rounded()), blurTenths: Int((sigma * 10).rounded()),
            sliceRun: run)
        if let slices = memory.shadowMasks[key] {
            slices.lastUsed = useStamp
            return slices
        }
        guard let square = blurredRoundedRect(width: side, height: side, radius: radius, sigma: sigma) else {
            return nil
        }
        let width = square.width + run - 1
        // Row or column `i` of the widened mask is that of the square, the middle one repeated:
        // each row is the square's row with its middle value repeated `run` times, copied as runs
        // (a lookup per value was most of a cold frame's shadow cost after the blur).
        func source(_ i: Int) -> Int { i < corner ? i : (i < corner + run ? corner : i - run + 1) }
        let alpha = [Float](unsafeUninitializedCapacity: width * width) { buffer, initialized in
            square.alpha.withUnsafeBufferPointer { squareAlpha in
                guard let base = buffer.baseAddress, let from = squareAlpha.baseAddress else { return }
                for y in 0..<width {
                    let row = from + source(y) * square.width, out = base + y * width
                    out.initialize(from: row, count: corner)
                    (out + corner).initialize(repeating: row[corner], count: run)
                    (out + corner + run).initialize(from: row + corner + 1, count: width - corner - run)
                }
            }
            initialized = width * width
        }
        let slices = ShadowMask(alpha: alpha, width: width, height: width, extent: extent, frame: useStamp)
        memory.shadowMasks[key] = slices
        return slices
    }

    /// The blur's extent and the corner of a nine-slice shadow (`shadowSlices`), in pixels: the
    /// radius and the blur on both sides of the edge. A shadow narrower or shorter than two
    /// corners (with its extent on each side) is drawn from a mask of its own size instead.
    static func shadowSliceGeometry(radius: CGFloat, sigma: CGFloat) -> (extent: Int, corner: Int) {
        let extent = Blur.extent(sigma: sigma)
        return (extent, Int(radius.rounded(.up)) + 2 * extent)
    }

    /// The middle run of a nine-slice shadow mask, in pixels: an edge is drawn as copies of this
    /// length (a card's long edge at 2×: 6), few enough that the calls cost less than a
    /// stretched copy saves.
    static let shadowSliceRun = 128

    /// Translucent fills at least this large (in pixels) are drawn from a solid tile.
    static let tiledFillArea = 16_384
    static let solidTileSide = 256

    /// An opaque tile of `color`'s RGB (its alpha is applied when copying), cached per colour.
    func solidTile(_ color: SDL_Color) -> Texture? {
        let key = UInt32(color.r) << 16 | UInt32(color.g) << 8 | UInt32(color.b)
        if let entry = memory.solidTiles[key] {
            entry.lastUsed = useStamp
            return entry.texture
        }
        let side = Self.solidTileSide
        var bytes = [UInt8](repeating: 255, count: side * side * 4)
        for i in stride(from: 0, to: bytes.count, by: 4) {
            bytes[i] = color.b
            bytes[i + 1] = color.g
            bytes[i + 2] = color.r
        }
        guard let texture = makeTexture(bytes: bytes, width: side, height: side, format: SDL_PIXELFORMAT_RGB888) else {
            return nil
        }
        memory.solidTiles[key] = CacheEntry(texture: texture, frame: useStamp)
        return texture
    }

    /// The mask for one corner of a rounded rectangle (or of its border band), `size` pixels square.
    /// A rounded rectangle draws all four corners, so a miss makes the four from one coverage
    /// computation (it was made once per corner: a gallery's cold frame computed each four times).
    func cornerMask(size: Int, radius: CGFloat, borderWidth: CGFloat?, corner: Int) -> Texture? {
        let key = CornerKey(
            size: size, radiusQuarters: Int((radius * 4).rounded()),
            borderQuarters: borderWidth.map { Int(($0 * 4).rounded()) } ?? -1, corner: corner)
        if let entry = memory.cornerMasks[key] {
            entry.lastUsed = useStamp
            return entry.texture
        }
        let topLeft = Self.whiteMask(
            CoverageMask.corner(
                size: size, radius: CGFloat(key.radiusQuarters) / 4,
                borderWidth: borderWidth.map { _ in CGFloat(key.borderQuarters) / 4 }),
            size: size)
        for other in 0..<4 {
            var otherKey = key
            otherKey.corner = other
            guard memory.cornerMasks[otherKey] == nil else { continue }
            let bytes = Self.mirrored(topLeft, size: size, into: other)
            guard let texture = makeTexture(bytes: bytes, width: size, height: size, format: SDL_PIXELFORMAT_RGBA32)
            else { continue }
            memory.cornerMasks[otherKey] = CacheEntry(texture: texture, frame: useStamp)
        }
        return memory.cornerMasks[key]?.texture
    }

    /// White RGBA pixels (as little-endian words) with the top-left corner's coverage `coverage`
    /// (0…1, `size` × `size`) as alpha, rounded half away from zero (`ShadowMask.byte`), by the
    /// shadow's tint (`craster_tint`, the same rounding in C): the Swift loop, four times for the
    /// four corners, was the largest part of making the gallery's corner masks.
    nonisolated static func whiteMask(_ coverage: [Float], size: Int) -> [UInt32] {
        let count = size * size
        guard size > 0, coverage.count >= count else { return [UInt32](repeating: 0, count: max(0, count)) }
        return [UInt32](unsafeUninitializedCapacity: count) { pixels, initialized in
            coverage.withUnsafeBufferPointer { alpha in
                if let from = alpha.baseAddress, let to = pixels.baseAddress {
                    craster_tint(from, count, 0x00FF_FFFF, 255, to)
                }
            }
            initialized = count
        }
    }

    /// The top-left corner's mask `topLeft` (`size` × `size`) mirrored into the corner numbered
    /// clockwise from the top left (0 top-left, 1 top-right, 2 bottom-right, 3 bottom-left), as
    /// RGBA bytes.
    nonisolated static func mirrored(_ topLeft: [UInt32], size: Int, into corner: Int) -> [UInt8] {
        let flipX = corner == 1 || corner == 2, flipY = corner == 2 || corner == 3
        let count = size * size
        guard topLeft.count >= count else { return [UInt8](repeating: 0, count: count * 4) }
        return [UInt8](unsafeUninitializedCapacity: count * 4) { raw, initialized in
            guard let base = raw.baseAddress else { return }
            let pixels = UnsafeMutableRawPointer(base).bindMemory(to: UInt32.self, capacity: count)
            topLeft.withUnsafeBufferPointer { source in
                guard let source = source.baseAddress else { return }
                for j in 0..<size {
                    let from = source + (flipY ? size - 1 - j : j) * size, to = pixels + j * size
                    if flipX {
                        for i in 0..<size { to[i] = from[size - 1 - i] }
                    } else {
                        to.update(from: from, count: size)
                    }
                }
            }
            initialized = count * 4
        }
    }
}
