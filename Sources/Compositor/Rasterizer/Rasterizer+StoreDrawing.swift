import CRaster
import CSDL2
import Foundation
import ViewTree

// Drawing a view's subtree into its backing store: the redraw, premultiplied alpha and the
// opaque interiors it leaves, content shadows, and copying around what covers it (Docs/Rendering.md §3–§5).
extension Rasterizer {
    func redraw(
        _ store: BackingStore, view: View, properties p: LayerProperties, scale: CGFloat,
        box: (x: Int, y: Int, width: Int, height: Int), contentShadowSigma: CGFloat?, keepPixels: Bool,
        premultiplied: Bool, rows: StoreRows? = nil
    ) {
        let border = premultiplied ? BackingStore.premultipliedBorder : 0
        let (textureWidth, textureHeight) = (box.width + 2 * border, box.height + 2 * border)
        var fresh = false
        if store.texture == nil || store.texture?.width != textureWidth || store.texture?.height != textureHeight {
            store.texture = newTexture(
                width: textureWidth, height: textureHeight, format: SDL_PIXELFORMAT_ARGB8888,
                access: SDL_TEXTUREACCESS_TARGET)
            fresh = true
        }
        guard let texture = store.texture else { return }
        texture.ownPixels = nil
        pushTarget(texture.pointer)
        // The software renderer zeroes a new texture's surface (SDL_CreateRGBSurface): it is clear
        // already. Other renderers' new textures hold anything.
        if !fresh || capabilities.isAccelerated {
            SDL_SetRenderDrawBlendMode(sdl, SDL_BLENDMODE_NONE)
            SDL_SetRenderDrawColor(sdl, 0, 0, 0, 0)
            SDL_RenderClear(sdl)
        }
        let inner = Transform(scaleX: scale, y: scale)
            .concatenating(Transform(translationX: CGFloat(border - box.x), y: CGFloat(border - box.y)))
        let masked = view.clipsToBounds && p.cornerRadius > 0
        var mask: RoundedMask?
        if masked {
            let bounds = p.bounds
            mask = RoundedMask(
                x: bounds.minX * scale - CGFloat(box.x), y: bounds.minY * scale - CGFloat(box.y),
                width: bounds.width * scale, height: bounds.height * scale,
                radius: min(p.cornerRadius, bounds.width / 2, bounds.height / 2) * scale)
        }
        if premultiplied {
            // The border stays clear: what the subtree draws beyond the box is cut, as the box's own edge cuts it.
            pushClip(device: CGRect(x: border, y: border, width: box.width, height: box.height))
            pass.nestedOpaqueInteriors.append([])
            drawSubtree(
                of: view, properties: p, matrix: inner, opacity: 1, roundedClipIsMasked: masked,
                subviewLimit: store.detachedFrom)
            // A rounded clip cuts into what nested stores left opaque.
            let nested =
                masked || view.mask != nil
                ? []
                : pass.nestedOpaqueInteriors.removeLast().map {
                    $0.offsetBy(dx: CGFloat(-border), dy: CGFloat(-border))
                }
            if masked { pass.nestedOpaqueInteriors.removeLast() }
            if let mask { multiplyByCoverage(of: mask, width: box.width, height: box.height, offset: border) }
            if view.mask != nil {
                let coverage = maskCoverage(of: view, scale: scale, box: box)
                multiplyByMask(coverage, width: box.width, height: box.height, offset: border)
            }
            popClip()
            finishPremultiplied(
                store, view: view, properties: p, scale: scale, box: box, contentShadowSigma: contentShadowSigma,
                nestedOpaqueInteriors: nested)
            popTarget()
            return
        }
        // A partial store: only its bands of rows that show are drawn, read back, straightened
        // and uploaded, each under a clip of its own (SDL clips to one rectangle).
        let bands = rows?.bands ?? [0..<box.height]
        let outerIsPartial = pass.isDrawingPartialStore
        pass.isDrawingPartialStore = rows != nil
        for band in bands {
            if rows != nil { pushClip(device: CGRect(x: 0, y: band.lowerBound, width: box.width, height: band.count)) }
            drawSubtree(
                of: view, properties: p, matrix: inner, opacity: 1, roundedClipIsMasked: masked,
                subviewLimit: store.detachedFrom)
            if rows != nil { popClip() }
        }
        pass.isDrawingPartialStore = outerIsPartial

        // Read back over every byte drawn, so not zeroed first (zeroing is a pass over a fresh
        // store a cold frame does not need); a partial store's other rows are clear, as its
        // texture's are.
        var pixels = [UInt8](unsafeUninitializedCapacity: box.width * box.height * 4) { raw, initialized in
            guard let base = raw.baseAddress else { return }
            statistics.pixelReadbacks += 1
            var cleared = 0
            for band in bands {
                (base + cleared * box.width * 4).initialize(
                    repeating: 0, count: (band.lowerBound - cleared) * box.width * 4)
                cleared = band.upperBound
                var rect = SDL_Rect(x: 0, y: Int32(band.lowerBound), w: Int32(box.width), h: Int32(band.count))
                let first = base + band.lowerBound * box.width * 4
                if SDL_RenderReadPixels(sdl, &rect, SDL_PIXELFORMAT_ARGB8888.rawValue, first, Int32(box.width * 4)) != 0
                {
                    first.initialize(repeating: 0, count: band.count * box.width * 4)
                }
            }
            (base + cleared * box.width * 4).initialize(repeating: 0, count: (box.height - cleared) * box.width * 4)
            initialized = raw.count
        }
        for band in bands {
            Self.straightenAlpha(&pixels, width: box.width, height: box.height, mask: mask, rows: band)
        }
        if view.mask != nil { Self.applyMask(maskCoverage(of: view, scale: scale, box: box), to: &pixels) }
        pixels.withUnsafeBufferPointer { bytes in
            guard let base = bytes.baseAddress else { return }
            for band in bands {
                var rect = SDL_Rect(x: 0, y: Int32(band.lowerBound), w: Int32(box.width), h: Int32(band.count))
                SDL_UpdateTexture(texture.pointer, &rect, base + band.lowerBound * box.width * 4, Int32(box.width * 4))
            }
        }
        popTarget()

        noteDrawn(store, view: view, scale: scale, box: box, premultiplied: false)
        store.drawnRows = rows
        let whole = rows == nil
        store.opaqueTexture =
            whole && Self.isOpaque(pixels, width: box.width, height: box.height)
            ? makeTexture(bytes: pixels, width: box.width, height: box.height, format: SDL_PIXELFORMAT_RGB888) : nil
        store.opaqueInterior =
            whole && store.opaqueTexture == nil
            ? Self.opaqueInterior(
                of: pixels, width: box.width, height: box.height,
                around: CGRect(
                    x: p.bounds.minX * scale - CGFloat(box.x), y: p.bounds.minY * scale - CGFloat(box.y),
                    width: p.bounds.width * scale, height: p.bounds.height * scale))
            : nil
        if keepsOwnPixels {
            texture.ownPixels = pixels  // as the XRGB copies made from them keep them (`makeTexture`)
        } else {
            store.interiorTexture =
                store.opaqueInterior == nil
                ? nil
                // unblended
                : makeTexture(bytes: pixels, width: box.width, height: box.height, format: SDL_PIXELFORMAT_RGB888)
        }
        store.pixels = keepPixels ? pixels : []
        if let sigma = contentShadowSigma { makeContentShadow(of: store, pixels: pixels, box: box, sigma: sigma) }
    }

    /// `store`'s pixels without alpha (`BackingStore.interiorTexture`), made from the bytes the
    /// store keeps where they are not made when it is drawn.
    func interiorTexture(of store: BackingStore) -> Texture? {
        if let interior = store.interiorTexture { return interior }
        guard store.opaqueInterior != nil, let texture = store.texture, let pixels = texture.ownPixels,
            let interior = makeTexture(
                bytes: pixels, width: texture.width, height: texture.height, format: SDL_PIXELFORMAT_RGB888)
        else { return nil }
        store.interiorTexture = interior
        return interior
    }

    /// What every drawing of `store` records: which versions of the subtree it shows, at what scale
    /// and box; every derived copy of the last drawing is dropped.
    func noteDrawn(
        _ store: BackingStore, view: View, scale: CGFloat, box: (x: Int, y: Int, width: Int, height: Int),
        premultiplied: Bool
    ) {
        store.renderVersion = view.renderVersion
        store.subviewPlacementVersion = view.subviewPlacementVersion
        store.includedPlacements = view.subviews.prefix(store.detachedFrom).map(\.placementVersion)
        store.scale = scale
        store.pixelBox = box
        store.isPremultiplied = premultiplied
        store.contentShadow = nil
        store.resampled = nil
        store.premultiplied = nil
        store.faded = nil
        store.interiorTexture = nil
        store.drawnRows = nil
        store.isBeyondCompletion = false
    }

    /// After a premultiplied store is drawn (still its target): nothing is read back unless a
    /// content-shaped shadow needs the store's alpha (Docs/Rendering.md §14). Where the store is
    /// opaque comes from that alpha when it was read, else from the view's geometry, else from the
    /// largest opaque interior of the stores nested in it (`pass.nestedOpaqueInteriors`, store pixels).
    func finishPremultiplied(
        _ store: BackingStore, view: View, properties p: LayerProperties, scale: CGFloat,
        box: (x: Int, y: Int, width: Int, height: Int), contentShadowSigma: CGFloat?,
        nestedOpaqueInteriors nested: [OpaqueCross]
    ) {
        noteDrawn(store, view: view, scale: scale, box: box, premultiplied: true)
        store.opaqueTexture = nil
        store.interiorTexture = nil
        store.pixels = []
        let bounds = CGRect(
            x: p.bounds.minX * scale - CGFloat(box.x), y: p.bounds.minY * scale - CGFloat(box.y),
            width: p.bounds.width * scale, height: p.bounds.height * scale)
        guard let sigma = contentShadowSigma else {
            let own =
                p.backgroundColor.alpha >= 1 && view.mask == nil
                ? Self.opaqueInterior(
                    ofBackground: bounds, radius: min(p.cornerRadius, p.bounds.width / 2, p.bounds.height / 2) * scale,
                    width: box.width, height: box.height)
                : nil
            func area(_ cross: OpaqueCross) -> CGFloat { cross.parts.reduce(0) { $0 + $1.width * $1.height } }
            store.opaqueInterior = own ?? nested.max { area($0) < area($1) }
            return
        }
        let border = BackingStore.premultipliedBorder
        let pixels = [UInt8](unsafeUninitializedCapacity: box.width * box.height * 4) { raw, initialized in
            guard let base = raw.baseAddress else { return }
            statistics.pixelReadbacks += 1
            var inside = SDL_Rect(x: Int32(border), y: Int32(border), w: Int32(box.width), h: Int32(box.height))
            if SDL_RenderReadPixels(sdl, &inside, SDL_PIXELFORMAT_ARGB8888.rawValue, base, Int32(box.width * 4)) != 0 {
                base.initialize(repeating: 0, count: raw.count)
            }
            initialized = raw.count
        }
        store.opaqueInterior = Self.opaqueInterior(of: pixels, width: box.width, height: box.height, around: bounds)
        makeContentShadow(of: store, pixels: pixels, box: box, sigma: sigma)
    }

    /// Where a store's own opaque background certainly leaves it opaque, from geometry alone: its
    /// bounds (`bounds`, in the store's pixels) less a pixel along each edge, less squares of the
    /// corner radius and a pixel at the corners — where `fillRoundedRect`'s corner masks and a
    /// rounded clip's coverage (both 1 a pixel inside the edge) may be partial. What the subtree
    /// draws over an opaque background stays opaque (every draw into a store blends, or copies
    /// opaque pixels). Nil when too little is left.
    static func opaqueInterior(ofBackground bounds: CGRect, radius: CGFloat, width: Int, height: Int) -> OpaqueCross? {
        let limit = CGRect(x: 0, y: 0, width: width, height: height)
        let inside = bounds.intersection(limit)
        guard !inside.isNull, radius.isFinite else { return nil }
        let x0 = inside.minX.rounded(.up) + 1, y0 = inside.minY.rounded(.up) + 1
        let x1 = inside.maxX.rounded(.down) - 1, y1 = inside.maxY.rounded(.down) - 1
        let corner = max(0, radius).rounded(.up) + 1
        guard x1 - x0 > 2 * corner, y1 - y0 > 2 * corner else { return nil }
        guard radius > 0 else { return OpaqueCross(CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)) }
        return OpaqueCross(
            horizontal: CGRect(x: x0, y: y0 + corner, width: x1 - x0, height: y1 - y0 - 2 * corner),
            vertical: CGRect(x: x0 + corner, y: y0, width: x1 - x0 - 2 * corner, height: y1 - y0))
    }

    /// The blur of the store's alpha (`pixels`, BGRA of the store's box) for its content-shaped shadow (§6).
    func makeContentShadow(
        of store: BackingStore, pixels: [UInt8], box: (x: Int, y: Int, width: Int, height: Int),
        sigma: CGFloat
    ) {
        let extent = Blur.extent(sigma: sigma)
        let width = box.width + 2 * extent, height = box.height + 2 * extent
        // The store's alpha as coverage, padded with zeros (`craster_alpha_coverage` writes every value).
        var alpha = [Float](unsafeUninitializedCapacity: width * height) { plane, initialized in
            guard let plane = plane.baseAddress else { return }
            pixels.withUnsafeBufferPointer { bgra in
                guard let bgra = bgra.baseAddress else { return }
                craster_alpha_coverage(bgra, Int32(box.width), Int32(box.height), plane, Int32(width), Int32(extent))
            }
            initialized = width * height
        }
        Blur.gaussian(&alpha, width: width, height: height, sigma: sigma)
        store.contentShadow = (
            ShadowMask(alpha: alpha, width: width, height: height, extent: extent, frame: useStamp), sigma
        )
        statistics.shadowTexturesCreated += 1
        noteCacheFill(pixels: width * height)
    }

    /// The largest of a few insets of `bounds` (the view's bounds in the store's pixels) inside
    /// which every pixel is opaque — the straight edges of a rounded card, say — or nil when none
    /// covers a quarter of the store.
    static func opaqueInterior(of pixels: [UInt8], width: Int, height: Int, around bounds: CGRect) -> OpaqueCross? {
        let limit = CGRect(x: 0, y: 0, width: width, height: height)
        guard pixels.count >= width * height * 4 else { return nil }
        func allOpaque(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) -> Bool {
            guard x1 > x0, y1 > y0, x0 >= 0, y0 >= 0, x1 <= width, y1 <= height else { return false }
            return pixels.withUnsafeBufferPointer { buffer in
                buffer.baseAddress.map {
                    craster_all_opaque($0, Int32(width), Int32(x0), Int32(y0), Int32(x1), Int32(y1)) != 0
                } ?? false
            }
        }
        for inset in [0, 2, 4, 8, 16, 32, 64] as [CGFloat] {
            let candidate = bounds.insetBy(dx: inset, dy: inset).intersection(limit)
            guard !candidate.isNull else { return nil }
            let x0 = Int(candidate.minX.rounded(.up)), y0 = Int(candidate.minY.rounded(.up))
            let x1 = Int(candidate.maxX.rounded(.down)), y1 = Int(candidate.maxY.rounded(.down))
            guard x1 > x0, y1 > y0, (x1 - x0) * (y1 - y0) * 4 >= width * height else { return nil }
            guard allOpaque(x0, y0, x1, y1) else { continue }
            let middle = CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
            guard inset > 0 else { return OpaqueCross(middle) }
            // Rounded corners cut only the corners: find the rows that are opaque across the whole
            // bounds and the columns opaque down the whole bounds; together they leave the corners.
            let full = bounds.intersection(limit)
            let fx0 = Int(full.minX.rounded(.up)), fy0 = Int(full.minY.rounded(.up))
            let fx1 = Int(full.maxX.rounded(.down)), fy1 = Int(full.maxY.rounded(.down))
            let bands = [inset, 2 * inset, 4 * inset].map(Int.init)
            guard let rows = bands.first(where: { allOpaque(fx0, fy0 + $0, fx1, fy1 - $0) }),
                let columns = bands.first(where: { allOpaque(fx0 + $0, fy0, fx1 - $0, fy1) })
            else { return OpaqueCross(middle) }
            return OpaqueCross(
                horizontal: CGRect(x: fx0, y: fy0 + rows, width: fx1 - fx0, height: fy1 - fy0 - 2 * rows),
                vertical: CGRect(x: fx0 + columns, y: fy0, width: fx1 - fx0 - 2 * columns, height: fy1 - fy0))
        }
        return nil
    }

    /// Copies `texture` 1:1 onto `localRect` (axis-aligned, at full opacity) in pieces around
    /// `hole` (target pixels, opaque in the texture): what lies outside it blended, the hole itself
    /// unblended when `fillingHole` or not at all (something opaque covers it). False, drawing
    /// nothing, when the copy would not be 1:1. The hole is copied straight into the frame from the
    /// texture's own bytes where it can (`copyIntoCanvas(asOpaque:)`), else from `interior` (the
    /// texture's pixels without alpha, asked for only then), else unblended from `texture`. `border`: clear texels around the pixels in `texture` (a
    /// premultiplied store's); `blendMode`: the texture's own, restored after the hole.
    func copyAround(
        _ texture: Texture, to localRect: CGRect, matrix m: Transform, hole: OpaqueCross, fillingHole: Bool,
        interior: () -> Texture? = { nil }, border: Int = 0, blendMode: SDL_BlendMode = SDL_BLENDMODE_BLEND
    ) -> Bool {
        let device = localRect.applying(m)
        let target = CGRect(
            x: device.minX.rounded(), y: device.minY.rounded(), width: device.width.rounded(),
            height: device.height.rounded())
        guard m.isAxisAligned, Int(target.width) == texture.width - 2 * border,
            Int(target.height) == texture.height - 2 * border,
            abs(target.minX) < 1e6, abs(target.minY) < 1e6, hole.isInside(target)
        else { return false }
        SDL_SetTextureAlphaMod(texture.pointer, 255)
        SDL_SetTextureColorMod(texture.pointer, 255, 255, 255)
        func rects(_ rect: CGRect) -> (from: SDL_Rect, to: SDL_Rect) {
            (
                SDL_Rect(
                    x: Int32(rect.minX - target.minX) + Int32(border),
                    y: Int32(rect.minY - target.minY) + Int32(border),
                    w: Int32(rect.width), h: Int32(rect.height)),
                SDL_Rect(x: Int32(rect.minX), y: Int32(rect.minY), w: Int32(rect.width), h: Int32(rect.height))
            )
        }
        func piece(_ rect: CGRect, from source: Texture) {
            guard rect.width >= 1, rect.height >= 1 else { return }
            let (from, to) = rects(rect)
            renderCopy(source, source: from, to: to)
        }
        SDL_SetTextureBlendMode(texture.pointer, blendMode)
        for rect in hole.complement(in: target) { piece(rect, from: texture) }
        guard fillingHole else { return true }
        let left = hole.parts.filter { rect in
            guard rect.width >= 1, rect.height >= 1 else { return false }
            let (from, to) = rects(rect)
            return !copyIntoCanvas(texture, source: from, to: to, asOpaque: true)
        }
        guard !left.isEmpty else { return true }
        if let interior = interior(), interior.width == texture.width, interior.height == texture.height {
            for rect in left { piece(rect, from: interior) }
        } else {
            SDL_SetTextureBlendMode(texture.pointer, SDL_BLENDMODE_NONE)
            for rect in left { piece(rect, from: texture) }
            SDL_SetTextureBlendMode(texture.pointer, blendMode)
        }
        return true
    }

    /// Whether every pixel of `width` × `height` ARGB8888 `pixels` has alpha 255: row by row, so
    /// a store with a clear pixel in its first row (a rounded card's corner) is not read whole.
    nonisolated static func isOpaque(_ pixels: [UInt8], width: Int, height: Int) -> Bool {
        guard width > 0, height > 0, pixels.count >= width * height * 4 else { return false }
        return pixels.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.map { craster_all_opaque($0, Int32(width), 0, 0, Int32(width), Int32(height)) == 1 }
                ?? false
        }
    }

    /// The largest backing store side, in pixels.
    static let maximumStoreSize: CGFloat = 8192

    /// The area a subtree draws into, in the view's coordinates: its bounds, what its own content
    /// draws outside them (text taller than the label, an unclipped aspect-fill image), and the
    /// unclipped extents of its visible subviews with their shadows.
    func contentExtent(of view: View, properties p: LayerProperties) -> CGRect {
        var box = p.bounds
        guard !view.clipsToBounds else { return box }
        if let imageView = view as? ImageView, let image = imageView.image {
            box = box.union(ImageView.imageRect(for: image.size, in: p.bounds, contentMode: imageView.contentMode))
        } else if let label = view as? Label, !label.text.isEmpty, let text = textExtent(of: label, properties: p) {
            box = box.union(text)
        } else if let drawn = Self.drawnContentRect(of: view, bounds: p.bounds) {
            box = box.union(drawn)
        }
        for subview in view.subviews where Self.isVisible(subview) {
            let q = subview.presentation
            var extent = contentExtent(of: subview, properties: q)
            if Self.castsShadow(q) {
                let spread = 3 * q.shadowRadius
                extent = extent.union(
                    q.bounds.offsetBy(dx: q.shadowOffset.width, dy: q.shadowOffset.height)
                        .insetBy(dx: -spread, dy: -spread))
            }
            box = box.union(extent.applying(View.transformToSuperview(q)))
        }
        return box
    }

    /// Where a rounded clip cuts a backing store, in its pixels.
    struct RoundedMask {
        var x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat, radius: CGFloat
    }

    /// Turns what blending into a transparent target leaves (colour × coverage: premultiplied)
    /// back into straight alpha, so that compositing with `SDL_BLENDMODE_BLEND` does not multiply
    /// by alpha twice (the "dark fringe" of Docs/Rendering.md). Applies a rounded clip's coverage,
    /// and gives fully transparent pixels the colour of a neighbour so that bilinear filtering at
    /// the edges of a rotated texture does not pull in black.
    nonisolated static func straightenAlpha(
        _ pixels: inout [UInt8], width: Int, height: Int, mask: RoundedMask?,
        rows: Range<Int>? = nil
    ) {
        let rows = (rows ?? 0..<height).clamped(to: 0..<height)
        guard width > 0, height > 0, pixels.count >= width * height * 4, !rows.isEmpty else { return }
        // Pixel centres at least this far inside the mask are covered exactly 1 (distance ≤ −1.5).
        let inner = mask.map { m in
            (x0: m.x + 1.5, x1: m.x + m.width - 1.5, y0: m.y + 1.5, y1: m.y + m.height - 1.5, r: m.radius)
        }
        pixels.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            // ARGB8888 in memory on little-endian machines: B, G, R, A.
            // The rows (from rows.lowerBound) with a clear pixel once straightened: only those
            // are bled into. A card's picture is opaque but for its rounded corners, so this
            // skips a second pass over most of the store.
            var clearRows: [Int] = []
            for y in rows {
                let row = base + y * width * 4
                let cy = CGFloat(y) + 0.5
                var hasClear = false
                if let mask, let inner {
                    // The pixels whose centres are inside the mask's cross (covered exactly 1)
                    // form one run per row; only the others need the mask's coverage.
                    let run = Self.crossRun(row: cy, inner: inner, width: width)
                    for x in 0..<run.lowerBound {
                        if straightenMasked(row + x * 4, cx: CGFloat(x) + 0.5, cy: cy, mask: mask) { hasClear = true }
                    }
                    hasClear = craster_straighten_run(row + run.lowerBound * 4, Int32(run.count)) != 0 || hasClear
                    for x in run.upperBound..<width {
                        if straightenMasked(row + x * 4, cx: CGFloat(x) + 0.5, cy: cy, mask: mask) { hasClear = true }
                    }
                } else {
                    hasClear = craster_straighten_run(row, Int32(width)) != 0
                }
                if hasClear { clearRows.append(y - rows.lowerBound) }
            }
            // Bleed colour into clear pixels from a visible 4-neighbour (left, right, up, down),
            // each run of consecutive rows at once.
            let start = base + rows.lowerBound * width * 4
            var index = 0
            while index < clearRows.count {
                var end = index + 1
                while end < clearRows.count, clearRows[end] == clearRows[end - 1] + 1 { end += 1 }
                craster_bleed_rows(
                    start, Int32(width), Int32(rows.count), Int32(clearRows[index]), Int32(clearRows[end - 1] + 1))
                index = end
            }
        }
    }

    /// The columns of row centre `cy` whose pixel centres lie inside the rounded mask's cross,
    /// where coverage is exactly 1: an empty range when none does.
    private nonisolated static func crossRun(
        row cy: CGFloat, inner: (x0: CGFloat, x1: CGFloat, y0: CGFloat, y1: CGFloat, r: CGFloat),
        width: Int
    ) -> Range<Int> {
        let lo: CGFloat, hi: CGFloat
        if cy >= inner.y0 + inner.r && cy <= inner.y1 - inner.r {
            (lo, hi) = (inner.x0, inner.x1)
        } else if cy >= inner.y0 && cy <= inner.y1 {
            (lo, hi) = (inner.x0 + inner.r, inner.x1 - inner.r)
        } else {
            return 0..<0
        }
        return centresInside(lo: lo, hi: hi, width: width)
    }

    /// The columns 0..<`width` whose pixel centres x + 0.5 lie in [lo, hi].
    nonisolated static func centresInside(lo: CGFloat, hi: CGFloat, width: Int) -> Range<Int> {
        guard lo.isFinite, hi.isFinite, hi >= lo, width > 0 else { return 0..<0 }
        let inside = { (x: Int) in CGFloat(x) + 0.5 >= lo && CGFloat(x) + 0.5 <= hi }
        // First guesses from the bounds, each corrected by the exact test at its edge: the centres
        // inside form one interval. (Walking the whole run with the test was a large part of
        // straightening a card's store on a cold frame.)
        var start = max(0, min(width, Int(max(-1, min(CGFloat(width), (lo - 0.5).rounded(.up))))))
        while start > 0, inside(start - 1) { start -= 1 }
        while start < width, !inside(start) { start += 1 }
        var end = max(start, min(width, Int(max(-1, min(CGFloat(width), (hi - 0.5).rounded(.down)))) + 1))
        while end > start, !inside(end - 1) { end -= 1 }
        while end < width, inside(end) { end += 1 }
        return start..<end
    }

    /// One pixel outside a rounded mask's cross: straightened, then its alpha × the mask's coverage.
    /// Returns whether the pixel is clear once straightened.
    @inline(__always)
    private nonisolated static func straightenMasked(
        _ p: UnsafeMutablePointer<UInt8>, cx: CGFloat, cy: CGFloat, mask: RoundedMask
    ) -> Bool {
        var alpha = Int(p[3])
        guard alpha > 0 else { return true }
        // The software blender leaves 253–254 where opaque was blended over opaque.
        if alpha >= 252 { alpha = 255 }
        if alpha < 255 {
            p[0] = UInt8(min(255, (Int(p[0]) * 255 + alpha / 2) / alpha))
            p[1] = UInt8(min(255, (Int(p[1]) * 255 + alpha / 2) / alpha))
            p[2] = UInt8(min(255, (Int(p[2]) * 255 + alpha / 2) / alpha))
        }
        let coverage = CoverageMask.roundedRectCoverage(
            x: cx - mask.x, y: cy - mask.y,
            width: mask.width, height: mask.height, radius: mask.radius)
        p[3] = UInt8((CGFloat(alpha) * coverage).rounded())
        return p[3] == 0
    }
}
