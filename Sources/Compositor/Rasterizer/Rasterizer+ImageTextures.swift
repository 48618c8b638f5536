import CRaster
import CSDL2
import Foundation
import ViewTree

// Pictures as textures: whole, by rows, halved for minification, scaled once to their on-screen
// size, stretched (Docs/Rendering.md §8).
extension Rasterizer {
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
}
