import Foundation
import ViewTree

/// Occlusion culling: what an opaque view paints over is not drawn first. A full-screen page over
/// the scene's background, a bottom sheet over most of its dimming backdrop, a tilted card over
/// the cards beneath it: on the software renderer each full-frame write nobody sees is still a
/// pass over every pixel, a slower one when blended. Only rectangles are subtracted, and only
/// while what remains is at most four rectangles (Docs/Rendering.md §2).
extension Rasterizer {
    /// The target pixels `subview` certainly paints opaquely with its own background: shown,
    /// fully opaque, untransformed, with an opaque background — its snapped frame, less the
    /// rows its rounded corners may leave uncovered.
    static func opaqueCover(of subview: View, parentMatrix m: Transform) -> CGRect? {
        guard !subview.isHidden, m.isAxisAligned, subview.mask == nil else { return nil }
        let q = subview.presentation
        guard q.alpha >= 1, q.transform.isIdentity, q.backgroundColor.alpha >= 1, q.bounds.width > 0,
            q.bounds.height > 0
        else { return nil }
        var device = snapped(View.frame(of: q).applying(m))
        guard isBounded(device) else { return nil }
        if q.cornerRadius > 0 {
            // fillRoundedRect fills the band between its corner rows edge to edge (the same k).
            let corner = min(q.cornerRadius * m.a, (min(device.width, device.height) / 2).rounded(.down)).rounded(.up)
            device = device.insetBy(dx: 0, dy: corner)
        }
        return device.width > 0 && device.height > 0 ? device : nil
    }

    /// The target pixels an image view's opaque picture certainly paints: where its content mode
    /// places the picture, cut to its bounds when it clips, a pixel in from each side (a picture
    /// at a fractional place is copied to whole pixels, its edge rows maybe one short). Shown,
    /// fully opaque, untransformed and drawn without a backing store (a rounded clip would leave
    /// its corners). Every path of `drawImage` writes each of those pixels opaque: an opaque
    /// texture is copied unblended. For a *fill* beneath it only (`backgroundCovers`): a card's
    /// face under its photo, filled again on each redraw of a growing card's store; a picture
    /// beneath it would be drawn clipped, which SDL samples differently (`descendantCover`).
    /// Nil for a picture smaller than a large fill, as for views: it would save less fill than
    /// the pieces it makes cost (the gallery's thumbnails).
    func pictureCover(of subview: View, parentMatrix m: Transform) -> CGRect? {
        guard let imageView = subview as? ImageView, let image = imageView.image, image.isOpaque, !subview.isHidden,
            m.isAxisAligned, subview.mask == nil
        else { return nil }
        let q = subview.presentation
        guard q.alpha >= 1, q.transform.isIdentity else { return nil }
        let matrix = View.transformToSuperview(q).concatenating(m)
        guard matrix.isAxisAligned, !needsBackingStore(subview, q, matrix) else { return nil }
        var drawn = ImageView.imageRect(for: image.size, in: q.bounds, contentMode: imageView.contentMode)
        if subview.clipsToBounds { drawn = drawn.intersection(q.bounds) }
        guard !drawn.isNull, drawn.width > 0, drawn.height > 0 else { return nil }
        let device = Self.snapped(drawn.applying(matrix)).insetBy(dx: 1, dy: 1)
        return device.width > 0 && device.height > 0 && device.width * device.height >= Self.largeFillArea
            && Self.isBounded(device)
            ? device : nil
    }

    /// Where a container certainly paints opaquely through a descendant: the opaque background
    /// (`opaqueCover`) of a view drawn through a rounded clip's store, reached through shown, fully
    /// opaque, untransformed views, at most `depth` levels down — a card's face inside the clear
    /// view that casts its shadow. A pixel in from each side, since such a face at a fractional
    /// place leaves its edge pixels partly covered; cut to a clipping view's bounds, and not looked
    /// for inside a rounded one.
    ///
    /// Only such faces: what a cover hides is drawn in pieces, each clipped, and SDL's scaled copy
    /// of a picture samples differently under a clip than without one (Docs/Rendering.md §2). A
    /// stretchy header's picture beneath the scroll view's opaque content changed 1 % of its pixels
    /// by up to 52 levels when every opaque descendant counted.
    static func descendantCover(of view: View, parentMatrix m: Transform, depth: Int = 3) -> CGRect? {
        // A view holding many (a long list) is passed over, as in `backgroundCovers(inside:)`.
        guard depth > 0, !view.isHidden, m.isAxisAligned, !view.subviews.isEmpty, view.mask == nil,
            view.subviews.count < SubviewIndex.minimumSubviews
        else { return nil }
        let q = view.presentation
        guard q.alpha >= 1, q.transform.isIdentity, !(view.clipsToBounds && q.cornerRadius > 0) else { return nil }
        let matrix = View.transformToSuperview(q).concatenating(m)
        guard matrix.isAxisAligned else { return nil }
        for child in view.subviews.reversed() {
            let face =
                child.clipsToBounds && child.presentation.cornerRadius > 0
                ? Self.opaqueCover(of: child, parentMatrix: matrix) : nil
            guard let cover = face ?? descendantCover(of: child, parentMatrix: matrix, depth: depth - 1) else {
                continue
            }
            var inner = cover.insetBy(dx: 1, dy: 1)
            if view.clipsToBounds { inner = inner.intersection(snapped(q.bounds.applying(matrix))) }
            if !inner.isNull, inner.width > 0, inner.height > 0 { return inner }
        }
        return nil
    }

    /// Where a large background (`p`'s, drawn under `matrix`) need not be filled: its subviews'
    /// own covers (`direct`), and of what `backgroundCovers(inside:)` finds in the other subviews
    /// each one that leaves the fill in at most four pieces (`uncoveredPieces`). Only `direct` where less
    /// than `largeFillArea` pixels of the background are drawn (within the clip: damage tracking
    /// redraws a swiped row's strip), whose fill costs less than looking.
    func backgroundCovers(
        of p: LayerProperties, matrix: Transform, opacity: CGFloat, subviews: [(index: Int, view: View)],
        direct: [(index: Int, cover: CGRect)]
    ) -> [CGRect] {
        var covers = direct.map(\.cover)
        guard cullsOccludedDrawing, opacity >= 1, matrix.isAxisAligned, !p.backgroundColor.isClear, !subviews.isEmpty
        else { return covers }
        // What of the fill this frame draws: the part within the clip (the damage), as `drawUncovered`
        // cuts it. Far-away or non-finite geometry is left to the usual path (`isBounded`).
        var visible = Self.snapped(p.bounds.applying(matrix))
        guard Self.isBounded(visible) else { return covers }
        if let clip = currentClip { visible = visible.intersection(clip) }
        guard !visible.isNull, visible.width * visible.height >= Self.largeFillArea,
            var pieces = Self.uncoveredPieces(of: visible, by: covers)
        else { return covers }
        for (index, subview) in subviews where !direct.contains(where: { $0.index == index }) {
            let found =
                pictureCover(of: subview, parentMatrix: matrix).map { [$0] }
                ?? backgroundCovers(inside: subview, parentMatrix: matrix)
            for cover in found {
                // One cover too many would leave the whole fill to draw (`drawUncovered`).
                guard let fewer = Self.uncoveredPieces(of: pieces, by: [cover]) else { continue }
                pieces = fewer
                covers.append(cover)
            }
        }
        return covers
    }

    /// The most subviews a view may hold for `backgroundCovers` to look among them.
    static let maximumCoverCandidates = 16

    /// Backgrounds of at least this many target pixels are looked under, for views at least as
    /// large (`backgroundCovers`).
    static let largeFillArea: CGFloat = 65_536

    /// Where views inside `subview` (not `subview` itself) certainly paint their own opaque
    /// backgrounds (`opaqueCover`), reached through shown, fully opaque, untransformed views drawn
    /// without a backing store, at most `depth` levels down, each cut to a clipping view's
    /// bounds: a stretchy header's two opaque halves inside its clear scroll view, which cover the
    /// scene's background. For the background fill of `subview`'s superview only (its
    /// `drawContent`): a solid fill drawn in pieces around them is the same bytes, where a picture
    /// would not be (`descendantCover`). That fill was a full-screen write nobody saw on each
    /// frame of the header's pull.
    func backgroundCovers(inside subview: View, parentMatrix m: Transform, depth: Int = 2) -> [CGRect] {
        // A view holding many (the gallery's page, a hundred) is passed over: looking cost each
        // of its frames more than the few large covers it might hold save.
        guard depth > 0, !subview.isHidden, m.isAxisAligned, !subview.subviews.isEmpty,
            subview.subviews.count <= Self.maximumCoverCandidates
        else { return [] }
        let q = subview.presentation
        guard q.alpha >= 1, q.transform.isIdentity else { return [] }
        let matrix = View.transformToSuperview(q).concatenating(m)
        guard matrix.isAxisAligned, !needsBackingStore(subview, q, matrix) else { return [] }
        let clip = subview.clipsToBounds ? Self.snapped(q.bounds.applying(matrix)) : nil
        if let clip, !Self.isBounded(clip) { return [] }
        return subview.subviews.flatMap { child -> [CGRect] in
            // Views smaller than a large fill are passed over, and what they hold with them: a cover
            // that small saves less fill than the pieces it makes cost (the gallery's chips).
            let frame = View.frame(of: child.presentation).applying(matrix)
            guard frame.width * frame.height >= Self.largeFillArea else { return [] }
            return
                ((Self.opaqueCover(of: child, parentMatrix: matrix) ?? pictureCover(of: child, parentMatrix: matrix))
                .map { [$0] }
                ?? backgroundCovers(inside: child, parentMatrix: matrix, depth: depth - 1))
                .compactMap { cover in
                    let inside = clip.map { cover.intersection($0) } ?? cover
                    return !inside.isNull && inside.width > 0 && inside.height > 0 ? inside : nil
                }
        }
    }

    /// Where a plain leaf view draws, in target pixels — its snapped frame — when it draws nothing
    /// outside it (no subviews, text, image or shadow, no transform); nil otherwise.
    static func cullableExtent(of subview: View, parentMatrix m: Transform) -> CGRect? {
        guard m.isAxisAligned, subview.subviews.isEmpty, !hasOwnContent(subview) else { return nil }
        let q = subview.presentation
        guard q.transform.isIdentity, !castsShadow(q) else { return nil }
        let device = snapped(View.frame(of: q).applying(m))
        return isBounded(device) ? device : nil
    }

    /// Where drawing `subview`'s subtree can paint, in target pixels: a plain leaf's frame, or on
    /// the screen the area damage tracking recorded for the subtree this frame; nil when unknown.
    func drawnExtent(of subview: View, parentMatrix m: Transform) -> CGRect? {
        if let extent = Self.cullableExtent(of: subview, parentMatrix: m) { return extent }
        guard isDrawingToScreen, pass.frameDamage != nil,
            let area = memory.damageTracker.subtreeAreas[ObjectIdentifier(subview)],
            !area.isNull
        else { return nil }
        return area
    }

    /// Finite and within SDL's comfortable range (far-away views are left to the usual path).
    static func isBounded(_ rect: CGRect) -> Bool {
        [rect.minX, rect.minY, rect.maxX, rect.maxY].allSatisfy { $0.isFinite && abs($0) < 1e7 }
    }

    /// Where the backing store of `subview` certainly paints opaque pixels on the frame, in target
    /// pixels — a tilted card over the cards beneath it. Only a store that is current (its pixels
    /// are what this frame composites) counts, at full opacity, while drawing to the screen.
    func storeCover(of subview: View, parentMatrix: Transform, opacity: CGFloat) -> CGRect? {
        guard isDrawingToScreen, let store = memory.backingStores[ObjectIdentifier(subview)], store.view === subview,
            let (p, m, alpha) = Self.placement(of: subview, parentMatrix: parentMatrix, opacity: opacity), alpha >= 1,
            needsBackingStore(subview, p, m),
            let plan = storePlan(for: subview, properties: p, matrix: m, opacity: alpha),
            isCurrent(store, of: subview, plan: plan, matrix: m)
        else { return nil }
        // All of it, or of its opaque cross the larger band alone: with both bands, what is left of
        // a sibling beneath would be too many pieces.
        let opaque: CGRect
        if store.opaqueTexture != nil {
            opaque = CGRect(x: 0, y: 0, width: plan.box.width, height: plan.box.height)
        } else if let cross = store.opaqueInterior {
            let (h, v) = (cross.horizontal, cross.vertical)
            opaque = h.width * h.height >= v.width * v.height ? h : v
        } else {
            return nil
        }
        if m.isAxisAligned {
            // Copied 1:1 at a rounded offset, or scaled: two pixels in is opaque either way.
            let device = opaque.applying(Self.storeToTarget(local: plan.local, scale: plan.scale, matrix: m)).insetBy(
                dx: 2, dy: 2)
            let inner = CGRect(
                x: device.minX.rounded(.up), y: device.minY.rounded(.up),
                width: device.maxX.rounded(.down) - device.minX.rounded(.up),
                height: device.maxY.rounded(.down) - device.minY.rounded(.up))
            return inner.width > 0 && inner.height > 0 && Self.isBounded(inner) ? inner : nil
        }
        guard let (linear, x, y) = Self.resamplePlacement(local: plan.local, scale: plan.scale, matrix: m) else {
            return nil
        }
        return Self.pixelsInside(
            opaque.insetBy(dx: Self.opaqueTexelInset, dy: Self.opaqueTexelInset), mappedBy: linear,
            offsetX: x, offsetY: y)
    }

    /// How far inside a tilted store's opaque texels a pixel centre must map to be opaque: the
    /// four texels it blends (Docs/Rendering.md §5) are then opaque — half a texel, plus a margin
    /// for the resampler's positions rounded to 1/512 px.
    static let opaqueTexelInset: CGFloat = 0.55

    /// The largest axis-aligned rectangle of whole target pixels (nearly: the optimum of a
    /// centred one) whose centres `linear` maps, then offset, into the parallelogram that `source`
    /// (store pixels) becomes; nil when there is none.
    static func pixelsInside(
        _ source: CGRect, mappedBy linear: Transform, offsetX: CGFloat, offsetY: CGFloat
    ) -> CGRect? {
        guard !source.isNull, source.width > 0, source.height > 0, linear.isInvertible else { return nil }
        // The parallelogram: centre c, edges e1 (the source's width) and e2 (its height). A point
        // c + (x, y) is s·e1 + t·e2 from it, s = (x·e2.y − y·e2.x)/det, t = (y·e1.x − x·e1.y)/det;
        // a centred box of half sizes (A, B) lies inside when |s|, |t| ≤ ½ at its corners:
        // A·p1 + B·q1 ≤ 1 and A·p2 + B·q2 ≤ 1.
        let e1 = (x: linear.a * source.width, y: linear.b * source.width)
        let e2 = (x: linear.c * source.height, y: linear.d * source.height)
        let det = abs(e1.x * e2.y - e1.y * e2.x)
        guard det > 0, det.isFinite else { return nil }
        let p1 = 2 * abs(e2.y) / det, q1 = 2 * abs(e2.x) / det
        let p2 = 2 * abs(e1.y) / det, q2 = 2 * abs(e1.x) / det
        func fits(_ a: CGFloat, _ b: CGFloat) -> Bool {
            a > 0 && b > 0 && a.isFinite && b.isFinite && a * p1 + b * q1 <= 1 + 1e-9 && a * p2 + b * q2 <= 1 + 1e-9
        }
        // Where A·B is largest: the best point of one constraint if the other allows it, else the corner.
        var candidates: [(CGFloat, CGFloat)] = [(1 / (2 * p1), 1 / (2 * q1)), (1 / (2 * p2), 1 / (2 * q2))]
        let d = p1 * q2 - q1 * p2
        if d != 0 { candidates.append(((q2 - q1) / d, (p1 - p2) / d)) }
        guard let (a, b) = candidates.filter({ fits($0.0, $0.1) }).max(by: { $0.0 * $0.1 < $1.0 * $1.1 }) else {
            return nil
        }
        let centre = CGPoint(x: source.midX, y: source.midY).applying(linear)
        let cx = centre.x + offsetX, cy = centre.y + offsetY
        // Pixels whose centres lie within [c − A, c + A] × [c − B, c + B].
        let x0 = (cx - a - 0.5).rounded(.up), x1 = (cx + a - 0.5).rounded(.down) + 1
        let y0 = (cy - b - 0.5).rounded(.up), y1 = (cy + b - 0.5).rounded(.down) + 1
        guard x1 > x0, y1 > y0 else { return nil }
        let rect = CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        // The region is convex: its four corner pixels' centres inside means every centre is.
        let inverse = linear.inverted()
        let inside = [(x0, y0), (x1 - 1, y0), (x0, y1 - 1), (x1 - 1, y1 - 1)].allSatisfy { x, y in
            let back = CGPoint(x: x + 0.5 - offsetX, y: y + 0.5 - offsetY).applying(inverse)
            return back.x >= source.minX && back.x <= source.maxX && back.y >= source.minY && back.y <= source.maxY
        }
        return inside && isBounded(rect) ? rect : nil
    }

    /// `rect` less `covers`, as disjoint rectangles: `[rect]` when nothing is covered, empty when
    /// all of it is; nil when more than `maximumPieces` would be left (not worth the draws).
    static func uncoveredPieces(of rect: CGRect, by covers: some Sequence<CGRect>, maximumPieces: Int = 4) -> [CGRect]?
    {
        guard isBounded(rect) else { return [rect] }
        return uncoveredPieces(of: [rect], by: covers, maximumPieces: maximumPieces)
    }

    /// `pieces` (disjoint) less `covers`, as `uncoveredPieces(of:by:)` for one rectangle.
    static func uncoveredPieces(
        of pieces: [CGRect], by covers: some Sequence<CGRect>, maximumPieces: Int = 4
    ) -> [CGRect]? {
        var pieces = pieces
        for cover in covers {
            pieces = pieces.flatMap { piece -> [CGRect] in
                let hidden = piece.intersection(cover)
                guard !hidden.isNull, hidden.width > 0, hidden.height > 0 else { return [piece] }
                return [
                    CGRect(x: piece.minX, y: piece.minY, width: piece.width, height: hidden.minY - piece.minY),
                    CGRect(x: piece.minX, y: hidden.maxY, width: piece.width, height: piece.maxY - hidden.maxY),
                    CGRect(x: piece.minX, y: hidden.minY, width: hidden.minX - piece.minX, height: hidden.height),
                    CGRect(x: hidden.maxX, y: hidden.minY, width: piece.maxX - hidden.maxX, height: hidden.height),
                ]
                .filter { $0.width > 0 && $0.height > 0 }
            }
            if pieces.count > maximumPieces { return nil }
        }
        return pieces
    }

    /// Runs `draw` for something that paints within `extent` (target pixels), once for each part
    /// of it (within the current clip) that `covers` leave, clipped to it — or not at all when
    /// they hide all of it.
    func drawUncovered(_ extent: CGRect, by covers: some Sequence<CGRect>, _ draw: () -> Void) {
        guard Self.isBounded(extent) else { return draw() }
        var visible = extent
        if let clip = currentClip {
            visible = visible.intersection(clip)
            guard !visible.isNull, visible.width > 0, visible.height > 0 else { return }
        }
        guard let pieces = Self.uncoveredPieces(of: visible, by: covers) else { return draw() }
        if pieces == [visible] { return draw() }
        let outer = pass.occlusionPieces
        pass.occlusionPieces = pieces
        defer { pass.occlusionPieces = outer }
        for piece in pieces {
            pushClip(device: piece)
            draw()
            popClip()
        }
    }
}
