import CSDL2
import Foundation
import ViewTree

/// Damage tracking's walk of the tree (`DamageTracker`; Docs/Rendering.md §13).
extension Rasterizer {
    /// Records the window and every view `draw` would draw, as `draw` walks them.
    func recordDrawing(of window: Window, matrix: Transform, into frame: inout FrameDamage) {
        // The window's own placement is the screen itself.
        _ = record(
            window, properties: window.presentation, matrix: matrix, opacity: 1, clip: nil, parent: nil, index: 0,
            into: &frame)
    }

    /// Records `view` and its subtree, placed as `draw` places it; returns the target pixels the
    /// subtree can reach.
    private func recordDrawing(
        of view: View, parentMatrix: Transform, opacity: CGFloat, clip: CGRect?,
        parent: ObjectIdentifier, index: Int, into frame: inout FrameDamage
    ) -> CGRect? {
        guard let placed = Self.placement(of: view, parentMatrix: parentMatrix, opacity: opacity) else { return nil }
        return record(
            view, properties: placed.properties, matrix: placed.matrix, opacity: placed.opacity, clip: clip,
            parent: parent, index: index, into: &frame)
    }

    private func record(
        _ view: View, properties p: LayerProperties, matrix: Transform, opacity: CGFloat, clip: CGRect?,
        parent: ObjectIdentifier?, index: Int, into frame: inout FrameDamage
    ) -> CGRect? {
        let id = ObjectIdentifier(view)
        let own = ownArea(of: view, properties: p, matrix: matrix, clip: clip, target: frame.target)
        frame.record(
            view,
            DamageTracker.Record(
                area: own, matrix: matrix, opacity: opacity, clip: clip, properties: p,
                contentVersion: view.contentVersion, parent: parent, index: index))
        let subviewClip =
            view.clipsToBounds ? Self.deviceArea(p.bounds, matrix: matrix, within: clip, target: frame.target) : clip
        var subtree = own
        // A view that clips to bounds wholly outside the clip (a row scrolled out of its table):
        // nothing below it can show, so it is not visited (a subview drawn last frame and not
        // recorded now damages its old area, as one recorded with no area would).
        // Of a view with many subviews, only those that can show are visited (`SubviewIndex`).
        if !view.clipsToBounds || subviewClip != nil {
            forEachSubview(of: view, meeting: subviewClip ?? frame.target, matrix: matrix) { index, subview in
                if let area = recordDrawing(
                    of: subview, parentMatrix: matrix, opacity: opacity, clip: subviewClip,
                    parent: id, index: index, into: &frame)
                {
                    subtree = subtree.map { $0.union(area) } ?? area
                }
            }
        }
        // `.null` when nothing of the subtree shows: drawing skips it like one the damage misses.
        frame.subtreeAreas[id] = subtree ?? .null
        return subtree
    }

    /// Where `view`'s own drawing can reach: its background and border (its bounds), its text or
    /// image where they overflow, and its shadow; nil when it draws nothing itself.
    private func ownArea(
        of view: View, properties p: LayerProperties, matrix: Transform, clip: CGRect?, target: CGRect
    ) -> CGRect? {
        var local = CGRect.null
        if !p.backgroundColor.isClear || (p.borderWidth > 0 && !p.borderColor.isClear) { local = p.bounds }
        if let imageView = view as? ImageView, let image = imageView.image {
            let rect = ImageView.imageRect(for: image.size, in: p.bounds, contentMode: imageView.contentMode)
            local = local.union(view.clipsToBounds ? rect.intersection(p.bounds) : rect.union(p.bounds))
        } else if let label = view as? Label, !label.text.isEmpty {
            local = local.union(p.bounds)
            if !view.clipsToBounds, let text = textExtent(of: label, properties: p) { local = local.union(text) }
        } else if let drawn = Self.drawnContentRect(of: view, bounds: p.bounds) {
            local = local.union(view.clipsToBounds ? drawn.intersection(p.bounds) : drawn)
        }
        // A change of the mask (which bumps the view's content version) shows wherever it let
        // anything through, before or now.
        if let mask = maskExtent(of: view) { local = local.union(mask) }
        if Self.castsShadow(p) {
            // Shaped by the view's rounded rectangle, or by its content's alpha when it has no
            // background (a store's content shadow); blurred up to three radii out (Docs/Rendering.md §6).
            let shape =
                p.backgroundColor.isClear && Self.hasVisibleSubviews(view)
                ? contentExtent(of: view, properties: p) : p.bounds
            let spread = 3 * p.shadowRadius + 1
            local = local.union(
                shape.offsetBy(dx: p.shadowOffset.width, dy: p.shadowOffset.height).insetBy(dx: -spread, dy: -spread))
        }
        guard !local.isNull, !local.isEmpty else { return nil }
        return Self.deviceArea(local, matrix: matrix, within: clip, target: target)
    }

    /// `local` in target pixels: its bounding box under `matrix`, two pixels wider on every side
    /// for antialiased and snapped edges, out to whole pixels, within `clip` and the target.
    static func deviceArea(_ local: CGRect, matrix: Transform, within clip: CGRect?, target: CGRect) -> CGRect? {
        let box = local.applying(matrix)
        var device = target
        if box.minX.isFinite, box.minY.isFinite, box.maxX.isFinite, box.maxY.isFinite {
            let x0 = (box.minX - 2).rounded(.down), y0 = (box.minY - 2).rounded(.down)
            let x1 = (box.maxX + 2).rounded(.up), y1 = (box.maxY + 2).rounded(.up)
            device = CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0).intersection(target)
        }
        if let clip { device = device.intersection(clip) }
        return device.isNull || device.isEmpty ? nil : device
    }

    /// Whether `view`'s subtree lies wholly outside this frame's damage, so drawing it changes nothing.
    func isOutsideDamage(_ view: View) -> Bool {
        guard isDrawingToScreen, let damage = pass.frameDamage,
            let area = memory.damageTracker.subtreeAreas[ObjectIdentifier(view)]
        else { return false }
        return !area.intersects(damage)
    }

    /// Draws the next frame in full (its pixels were lost: a new canvas, a renderer reset).
    public func setNeedsFullRedraw() {
        memory.damageTracker.invalidate()
    }

    /// The renderer lost the contents of its render targets (`SDL_RENDER_TARGETS_RESET`: Direct3D,
    /// some OpenGL drivers): the frame and every backing store, whose textures are render targets
    /// too (with their premultiplied copies), are drawn again; other textures keep their pixels.
    public func renderTargetsWereReset() {
        memory.backingStores = [:]
        setNeedsFullRedraw()
    }
}
