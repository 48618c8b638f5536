import CRaster
import CSDL2
import Foundation
import ViewTree

// Coverage as textures: soft shadows' masks and slices, rounded corners' masks, solid tiles
// (Docs/Rendering.md §2, §6).
extension Rasterizer {
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
