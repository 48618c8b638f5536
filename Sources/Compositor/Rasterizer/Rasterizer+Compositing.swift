import CRaster
import CSDL2
import Foundation
import ViewTree

// How a backing store is planned, kept and composited onto its target (Docs/Rendering.md §3–§5).
extension Rasterizer {
    /// Draws `view` from its backing store, redrawing the store first if the subtree changed.
    func drawComposited(_ view: View, properties p: LayerProperties, matrix m: Transform, opacity: CGFloat) {
        guard let plan = storePlan(for: view, properties: p, matrix: m, opacity: opacity) else { return }
        let scale = plan.scale
        let identifier = ObjectIdentifier(view)
        let store = memory.backingStores[identifier].flatMap { $0.view === view ? $0 : nil } ?? BackingStore(view: view)
        memory.backingStores[identifier] = store
        let fade = plan.fade
        let stale = !isCurrent(store, of: view, plan: plan, matrix: m)
        store.detachedFrom = plan.promoted
        if stale {
            let rows = partialRows(for: store, plan: plan, matrix: m)
            redraw(
                store, view: view, properties: p, scale: scale, box: plan.box,
                contentShadowSigma: plan.contentShadowSigma, keepPixels: plan.needsPixels(store),
                premultiplied: plan.premultiplied,
                rows: rows)
            statistics.backingStoresDrawn += 1
            if rows != nil { statistics.partialStoresDrawn += 1 }
            noteCacheFill(pixels: plan.box.width * (rows?.count ?? plan.box.height))
        } else if store.lastUsed != useStamp {  // drawn in pieces around a cover: one reuse
            statistics.backingStoresReused += 1
        }
        store.lastUsed = useStamp
        guard let texture = store.texture else { return }

        let local = plan.local
        // Where the store covers what lies beneath with opaque pixels, in target pixels.
        var hole: OpaqueCross?
        if m.isAxisAligned, fade == 255, let interior = store.opaqueInterior {
            let device = local.applying(m)
            hole = interior.offsetBy(dx: device.minX.rounded(), dy: device.minY.rounded())
        }
        if let hole, !pass.nestedOpaqueInteriors.isEmpty, let clip = currentClip, hole.isInside(clip) {
            // Opaque in the store being drawn too: drawn whole there, and what is drawn over it blends.
            pass.nestedOpaqueInteriors[pass.nestedOpaqueInteriors.count - 1].append(hole)
        }
        if plan.contentShadowSigma != nil, let shadow = store.contentShadow {
            let spread = CGFloat(shadow.mask.extent) / scale
            let rect = local.offsetBy(dx: p.shadowOffset.width, dy: p.shadowOffset.height).insetBy(
                dx: -spread, dy: -spread)
            if let texture = shadow.mask.texture(color: p.shadowColor, opacity: opacity * p.shadowOpacity, in: self) {
                // Under the store's opaque interior the shadow would not show: draw only around it.
                let drawnAround =
                    hole.map { copyAround(texture, to: rect, matrix: m, hole: $0, fillingHole: false) } ?? false
                if !drawnAround { copy(texture, to: rect, matrix: m, opacity: 1) }
            }
        } else {
            drawShadow(of: view, properties: p, matrix: m, opacity: opacity)
        }
        if store.isPremultiplied {
            // The opaque interior copied unblended, the rest blended: a renderer that draws on the
            // CPU (Mesa's llvmpipe) blends at several times the cost of a plain copy.
            if let hole, let texture = store.texture,
                copyAround(
                    texture, to: local, matrix: m, hole: hole, fillingHole: true,
                    border: BackingStore.premultipliedBorder,
                    blendMode: RendererCapabilities.premultipliedBlendMode)
            {
            } else {
                drawPremultiplied(store, local: local, scale: scale, matrix: m, opacity: opacity)
            }
        } else if m.isAxisAligned {
            if let hole,
                copyAround(
                    texture, to: local, matrix: m, hole: hole, fillingHole: true,
                    interior: { self.interiorTexture(of: store) })
            {
                // Copied in pieces: the opaque interior unblended, the edges blended.
            } else if let opaque = store.opaqueTexture {
                copy(opaque, to: local, matrix: m, opacity: opacity)
            } else if fade < 255, fade > 0, !plan.fadesOnRenderer, let faded = fadedTexture(of: store, alpha: fade) {
                copy(faded, to: local, matrix: m, opacity: 1)
            } else {
                copy(texture, to: local, matrix: m, opacity: opacity)
            }
        } else if capabilities.compositesTransformedStores {
            drawOnRenderer(store, local: local, scale: scale, matrix: m, opacity: opacity)
        } else {
            drawResampled(store, local: local, scale: scale, matrix: m, opacity: opacity)
        }
        if store.detachedFrom < view.subviews.count {
            for subview in view.subviews[store.detachedFrom...] { draw(subview, parentMatrix: m, opacity: opacity) }
        }
    }

    /// The rows to draw of a store about to be drawn for the first time, when they are fewer
    /// than half of them: only what shows between the opaque views drawn above it
    /// (`pass.occlusionPieces`). Nil — draw it whole — for anything but a 1:1 copy onto the screen of a
    /// software renderer at full opacity without a content-shaped shadow (which needs all of its
    /// alpha), and outside occlusion: a view cut by a scrolling clip would be drawn again on every
    /// frame of the scroll.
    func partialRows(for store: BackingStore, plan: StorePlan, matrix m: Transform) -> StoreRows? {
        guard !pass.drawsStoresWhole, store.texture == nil, pass.occlusionPieces != nil, !capabilities.isAccelerated,
            !plan.rotated, !plan.premultiplied, plan.fade == 255, plan.contentShadowSigma == nil,
            let rows = visibleStoreRows(plan: plan, matrix: m)
        else { return nil }
        return rows.count * 2 <= plan.box.height ? rows : nil
    }

    /// The rows of a store that can show where it is drawn now, two more either side of each band
    /// for the copy's rounding: under the clip, or, among opaque views above it, under the pieces
    /// they leave (`pass.occlusionPieces`). Nil — all of them — unless it is copied 1:1 onto the screen.
    func visibleStoreRows(plan: StorePlan, matrix m: Transform) -> StoreRows? {
        guard isDrawingToScreen, m.b == 0, m.c == 0 else { return nil }
        let device = plan.local.applying(m)
        guard device.minY.isFinite, abs(device.minY) < 1e7, device.width.rounded() == CGFloat(plan.box.width),
            device.height.rounded() == CGFloat(plan.box.height)
        else { return nil }
        let screen = CGRect(origin: .zero, size: targetSize)
        let areas = pass.occlusionPieces ?? [currentClip ?? screen]
        let top = device.minY.rounded()
        let bands = areas.compactMap { area -> Range<Int>? in
            let visible = area.intersection(screen).intersection(device)
            guard !visible.isNull, visible.height > 0, visible.width > 0 else { return nil }
            let first = max(0, Int((visible.minY - top).rounded(.down)) - 2)
            let end = min(plan.box.height, Int((visible.maxY - top).rounded(.up)) + 2)
            return first < end ? first..<end : nil
        }
        return bands.isEmpty ? nil : StoreRows(bands)
    }

    /// How `view`'s store is drawn this frame under `m` at `opacity`: its scale, its pixel box
    /// and what it needs; nil when it would draw nothing (empty, unbounded or too large).
    func storePlan(for view: View, properties p: LayerProperties, matrix m: Transform, opacity: CGFloat) -> StorePlan? {
        // Quantised: under rotation √(cos² + sin²)·2 is 2 ± 1 ulp, which must not count as a new scale.
        let scale = min(8, max(0.05, (max(m.scaleX, m.scaleY) * 4096).rounded() / 4096))
        var box = view.clipsToBounds ? p.bounds : contentExtent(of: view, properties: p)
        if max(box.width, box.height) * scale > Self.maximumStoreSize {
            // Too large for one texture: keep the part that can be on the target.
            let target = CGRect(origin: .zero, size: targetSize).insetBy(dx: -2, dy: -2).applying(m.inverted())
            box = box.intersection(target)
        }
        guard !box.isNull, box.width.isFinite, box.height.isFinite,
            max(box.width, box.height) * scale <= Self.maximumStoreSize
        else { return nil }
        let x0 = Int((box.minX * scale).rounded(.down)), y0 = Int((box.minY * scale).rounded(.down))
        let width = Int((box.maxX * scale).rounded(.up)) - x0, height = Int((box.maxY * scale).rounded(.up)) - y0
        guard width > 0, height > 0 else { return nil }
        let wantsContentShadow =
            Self.castsShadow(p) && !view.clipsToBounds && ShadowShape.of(view, properties: p) == nil
        return StorePlan(
            scale: scale, box: (x0, y0, width, height),
            contentShadowSigma: wantsContentShadow ? p.shadowRadius * scale : nil,
            fade: UInt8(max(0, min(255, (opacity * 255).rounded()))),
            rotated: !m.isAxisAligned,
            turnsOnRenderer: capabilities.compositesTransformedStores,
            fadesOnRenderer: capabilities.isAccelerated,
            premultiplied: capabilities.keepsStoresPremultiplied,
            promoted: Self.canPromoteSubviews(
                of: view, properties: p, opacity: opacity, contentShadow: wantsContentShadow)
                ? Self.translucentSuffix(of: view) : .max)
    }

    /// Whether `store` still shows `view`'s subtree as `plan` draws it, so that it need not be redrawn.
    func isCurrent(_ store: BackingStore, of view: View, plan: StorePlan, matrix m: Transform) -> Bool {
        let stale =
            store.texture == nil || store.scale != plan.scale
            || store.pixelBox != plan.box
            || (plan.contentShadowSigma.map { store.contentShadow?.sigma != $0 } ?? false)
            || (plan.needsPixels(store) && store.pixels.isEmpty)  // starts rotating or fading: needs its pixels once
            || store.detachedFrom != plan.promoted
            || store.isPremultiplied != plan.premultiplied
            || (store.drawnRows.map { drawn in
                pass.drawsStoresWhole || (visibleStoreRows(plan: plan, matrix: m).map { !drawn.contains($0) } ?? true)
            } ?? false)
        if stale { return false }
        return store.renderVersion == view.renderVersion || onlyPromotedSubviewsMoved(view, store: store)
    }

    /// Whether subviews may be composited above the store instead of into it without changing
    /// the picture: nothing of the view is drawn above its subviews (a border), nothing clips
    /// them or depends on them (a content-shaped shadow), and no group opacity blends them with
    /// the rest as one layer.
    static func canPromoteSubviews(
        of view: View, properties p: LayerProperties, opacity: CGFloat, contentShadow: Bool
    ) -> Bool {
        !view.shouldRasterize && !view.clipsToBounds && p.borderWidth == 0 && opacity >= 1 && !contentShadow
            && view.mask == nil
    }

    /// Where the trailing run of translucent or hidden subviews starts (`.max` when the last
    /// subview is opaque and shown). Those are promoted: fading them in and out — a card's LIKE
    /// stamp — is the common animation over a store. The rule reads only the tree's state, so a
    /// frame drawn from warm caches and one drawn from nothing promote the same subviews.
    static func translucentSuffix(of view: View) -> Int {
        var start = view.subviews.count
        while start > 0 {
            let subview = view.subviews[start - 1]
            guard subview.isHidden || subview.presentation.alpha < 1 else { break }
            start -= 1
        }
        return start == view.subviews.count ? .max : start
    }

    /// True when the store still shows the subtree: what changed since it was drawn is only the
    /// placement of promoted subviews (composited on their own every frame).
    func onlyPromotedSubviewsMoved(_ view: View, store: BackingStore) -> Bool {
        let changes = view.renderVersion &- store.renderVersion
        guard changes == view.subviewPlacementVersion &- store.subviewPlacementVersion else { return false }
        let included = min(store.detachedFrom, view.subviews.count)
        guard included == store.includedPlacements.count,
            (0..<included).allSatisfy({ view.subviews[$0].placementVersion == store.includedPlacements[$0] })
        else { return false }
        store.renderVersion = view.renderVersion
        store.subviewPlacementVersion = view.subviewPlacementVersion
        return true
    }

    /// Composites a backing store under a rotation or shear through `AffineResampler`, reusing
    /// the last result while the transform and content are unchanged.
    func drawResampled(
        _ store: BackingStore, local: CGRect, scale: CGFloat, matrix m: Transform, opacity: CGFloat
    ) {
        guard let (local, wholeX, wholeY) = Self.resamplePlacement(local: local, scale: scale, matrix: m) else {
            return
        }
        let full = CGRect(x: 0, y: 0, width: store.pixelBox.width, height: store.pixelBox.height).applying(local)
        var clip: CGRect?
        if max(full.width, full.height) > Self.maximumStoreSize {
            clip = CGRect(origin: .zero, size: targetSize).offsetBy(dx: -wholeX, dy: -wholeY)
        }
        let key = BackingStore.ResampleKey(a: local.a, b: local.b, c: local.c, d: local.d, clip: clip)
        // SDL's alpha modulation, as the copy below would be drawn with.
        let alpha = UInt8(max(0, min(255, (opacity * 255).rounded())))
        // Turning on this frame (a new transform, unlike the last one too): blended straight into
        // the frame, at its opacity, since a copy would be used once (a stamp fading in on a
        // tilting card). One that has stopped turning gets a copy.
        if store.resampled?.key != key, store.lastBlendedKey != key,
            blendIntoCanvas(store, transform: local, offsetX: Int(wholeX), offsetY: Int(wholeY), opacity: alpha)
        {
            store.lastBlendedKey = key
            return
        }
        store.lastBlendedKey = nil
        if store.resampled?.key != key {
            let previous = store.resampled?.texture
            store.resampled = nil
            let (width, height) = (store.pixelBox.width, store.pixelBox.height)
            if let area = AffineResampler.outputArea(
                width: width, height: height, transform: local, clip: clip ?? full.insetBy(dx: -2, dy: -2)),
                let texture = streamingTexture(width: area.width, height: area.height, reusing: previous)
            {
                // Straight into the texture's memory (the software renderer hands out its surface):
                // no intermediate array, no copy.
                var pixels: UnsafeMutableRawPointer?
                var pitch: Int32 = 0
                if SDL_LockTexture(texture.pointer, nil, &pixels, &pitch) == 0, let pixels {
                    AffineResampler.resample(
                        store.pixels, width: width, height: height, transform: local, area: area,
                        into: pixels, pitch: Int(pitch))
                    SDL_UnlockTexture(texture.pointer)
                    store.resampled = (key, texture, area.x, area.y)
                    statistics.resamples += 1
                }
            }
        }
        guard var resampled = store.resampled else { return }
        resampled.x += Int(wholeX)
        resampled.y += Int(wholeY)
        SDL_SetTextureColorMod(resampled.texture.pointer, 255, 255, 255)
        SDL_SetTextureAlphaMod(resampled.texture.pointer, alpha)
        renderCopy(
            resampled.texture,
            source: SDL_Rect(x: 0, y: 0, w: Int32(resampled.texture.width), h: Int32(resampled.texture.height)),
            to: SDL_Rect(
                x: Int32(resampled.x), y: Int32(resampled.y), w: Int32(resampled.texture.width),
                h: Int32(resampled.texture.height)))
    }

    /// Store pixels to target pixels: a store covering `local` (the view's coordinates) at `scale`
    /// pixels a point, placed by the view's matrix `m`.
    static func storeToTarget(local: CGRect, scale: CGFloat, matrix m: Transform) -> Transform {
        Transform(a: 1 / scale, b: 0, c: 0, d: 1 / scale, tx: local.minX, ty: local.minY).concatenating(m)
    }

    /// Where a rotated store's copy lands: the copy is made for the linear part of the store's
    /// placement (`linear`, store pixels to target pixels) and drawn at the translation rounded to
    /// whole pixels, as axis-aligned views' edges are snapped — so a tilted view that only moves (a
    /// card thrown, a page scrolled) reuses its copy instead of being resampled for every fraction
    /// of a pixel, and it moves in the same whole-pixel steps as everything beside it. Nil when
    /// the translation is out of range.
    static func resamplePlacement(
        local: CGRect, scale: CGFloat, matrix m: Transform
    ) -> (linear: Transform, x: CGFloat, y: CGFloat)? {
        var linear = storeToTarget(local: local, scale: scale, matrix: m)
        guard linear.tx.isFinite, linear.ty.isFinite, abs(linear.tx) < 1e7, abs(linear.ty) < 1e7 else { return nil }
        let x = linear.tx.rounded(), y = linear.ty.rounded()
        linear.tx = 0
        linear.ty = 0
        return (linear, x, y)
    }

    /// The store's pixels with every alpha scaled by `alpha` / 255 (truncated, as SDL's alpha
    /// modulation does), reused while the opacity stays. Compositing that copy takes SDL's fast
    /// blended blitter, where an alpha-modulated copy of the store takes its generic one: a
    /// full-screen page fading in costs one pass over its pixels plus a plain blend.
    func fadedTexture(of store: BackingStore, alpha: UInt8) -> Texture? {
        if let faded = store.faded, faded.alpha == alpha { return faded.texture }
        let (width, height) = (store.pixelBox.width, store.pixelBox.height)
        guard store.pixels.count == width * height * 4,
            let texture = streamingTexture(width: width, height: height, reusing: store.faded?.texture)
        else { return nil }
        store.faded = nil
        var destination: UnsafeMutableRawPointer?
        var pitch: Int32 = 0
        guard SDL_LockTexture(texture.pointer, nil, &destination, &pitch) == 0, let destination else { return nil }
        let multiplier = UInt32(alpha)
        store.pixels.withUnsafeBytes { source in
            guard let base = source.baseAddress else { return }
            for row in 0..<height {
                let input = base + row * width * 4
                let output = destination + row * Int(pitch)
                for column in 0..<width {
                    let pixel = input.loadUnaligned(fromByteOffset: column * 4, as: UInt32.self)
                    let scaled = (pixel >> 24) * multiplier / 255
                    output.storeBytes(of: pixel & 0x00FF_FFFF | scaled << 24, toByteOffset: column * 4, as: UInt32.self)
                }
            }
        }
        SDL_UnlockTexture(texture.pointer)
        store.faded = (alpha, texture)
        return texture
    }

    /// A blended ARGB8888 streaming texture of the given size: `previous` when it has that size,
    /// else a new one.
    func streamingTexture(width: Int, height: Int, reusing previous: Texture?) -> Texture? {
        if let previous, previous.width == width, previous.height == height { return previous }
        return newTexture(
            width: width, height: height, format: SDL_PIXELFORMAT_ARGB8888, access: SDL_TEXTUREACCESS_STREAMING)
    }
}
