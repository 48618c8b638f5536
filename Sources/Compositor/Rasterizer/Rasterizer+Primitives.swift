import CSDL2
import Foundation
import ViewTree

/// Shapes, text, images, borders and shadows of single views.
extension Rasterizer {
    /// `covers`: target-pixel rectangles that subviews paint opaquely; the background is not
    /// filled under them (the scene over the window's black, a page over the scene, a sheet
    /// over the backdrop).
    func drawContent(
        of view: View, properties p: LayerProperties, matrix: Transform, opacity: CGFloat, squareCorners: Bool,
        coveredBy covers: [CGRect] = []
    ) {
        if !p.backgroundColor.isClear {
            let color = p.backgroundColor.sdlColor(opacity: opacity)
            let radius = squareCorners ? 0 : p.cornerRadius
            if covers.isEmpty || !matrix.isAxisAligned {
                fillRoundedRect(p.bounds, radius: radius, matrix: matrix, color: color)
            } else {
                drawUncovered(Self.snapped(p.bounds.applying(matrix)), by: covers) {
                    fillRoundedRect(p.bounds, radius: radius, matrix: matrix, color: color)
                }
            }
        }
        if let imageView = view as? ImageView, let image = imageView.image {
            drawImage(image, in: imageView, properties: p, matrix: matrix, opacity: opacity)
        } else if let label = view as? Label, !label.text.isEmpty {
            drawText(of: label, properties: p, matrix: matrix, opacity: opacity)
        } else if view.drawsOwnContent, let drawing = view as? any ContentDrawing {
            drawDrawnContent(of: drawing, properties: p, matrix: matrix, opacity: opacity)
        }
    }

    // MARK: Shapes

    /// Fills `rect` (local coordinates, mapped by the axis-aligned `m`) with rounded corners:
    /// three fill rects and four corner masks, on edges snapped to device pixels.
    func fillRoundedRect(_ rect: CGRect, radius: CGFloat, matrix m: Transform, color: SDL_Color) {
        guard color.a > 0, rect.width > 0, rect.height > 0, m.isAxisAligned else { return }
        let full = Self.snapped(rect.applying(m))
        guard full.width > 0, full.height > 0 else { return }
        let r = min(radius * m.a, (min(full.width, full.height) / 2).rounded(.down))
        let k = r.rounded(.up)
        guard k >= 1 else {
            if let visible = visiblePart(of: full, margin: 0) { fill(visible, color) }
            return
        }
        guard let d = visiblePart(of: full, margin: k + 2) else { return }
        fill(CGRect(x: d.minX, y: d.minY + k, width: d.width, height: d.height - 2 * k), color)
        fill(CGRect(x: d.minX + k, y: d.minY, width: d.width - 2 * k, height: k), color)
        fill(CGRect(x: d.minX + k, y: d.maxY - k, width: d.width - 2 * k, height: k), color)
        drawCorners(of: d, size: Int(k), radius: r, borderWidth: nil, color: color)
    }

    private func drawCorners(of d: CGRect, size: Int, radius: CGFloat, borderWidth: CGFloat?, color: SDL_Color) {
        let k = CGFloat(size)
        let origins = [
            CGPoint(x: d.minX, y: d.minY), CGPoint(x: d.maxX - k, y: d.minY),
            CGPoint(x: d.maxX - k, y: d.maxY - k), CGPoint(x: d.minX, y: d.maxY - k),
        ]
        for (corner, origin) in origins.enumerated() {
            guard let mask = cornerMask(size: size, radius: radius, borderWidth: borderWidth, corner: corner) else {
                continue
            }
            SDL_SetTextureColorMod(mask.pointer, color.r, color.g, color.b)
            SDL_SetTextureAlphaMod(mask.pointer, color.a)
            renderCopy(
                mask, source: SDL_Rect(x: 0, y: 0, w: Int32(size), h: Int32(size)),
                to: SDL_Rect(x: Int32(origin.x), y: Int32(origin.y), w: Int32(size), h: Int32(size)))
        }
    }

    /// Fills a device rectangle (already within the 32-bit range: see `visiblePart(of:margin:)`).
    func fill(_ deviceRect: CGRect, _ color: SDL_Color) {
        guard deviceRect.width > 0, deviceRect.height > 0 else { return }
        var rect = SDL_Rect(
            x: Int32(deviceRect.minX), y: Int32(deviceRect.minY), w: Int32(deviceRect.width),
            h: Int32(deviceRect.height))
        // SDL blends an opaque texture with a constant alpha several times faster than it blends
        // a translucent fill (Docs/Rendering.md §9), so a dimming backdrop is tiled. Only on the
        // screen: into a store's target it would write a wrong alpha (see `blendable`). Where the
        // frame is in memory, that blend is done straight in it.
        let tiled = color.a < 255 && isDrawingToScreen && Int(rect.w) * Int(rect.h) >= Self.tiledFillArea
        if tiled, fillCanvasFaded(rect, color) { return }
        if tiled, let tile = solidTile(color) {
            SDL_SetTextureAlphaMod(tile.pointer, color.a)
            SDL_SetTextureBlendMode(tile.pointer, SDL_BLENDMODE_BLEND)
            var y = rect.y
            while y < rect.y + rect.h {
                let height = min(Int32(tile.height), rect.y + rect.h - y)
                var x = rect.x
                while x < rect.x + rect.w {
                    let width = min(Int32(tile.width), rect.x + rect.w - x)
                    var source = SDL_Rect(x: 0, y: 0, w: width, h: height),
                        target = SDL_Rect(x: x, y: y, w: width, h: height)
                    SDL_RenderCopy(sdl, tile.pointer, &source, &target)
                    x += width
                }
                y += height
            }
            return
        }
        if fillCanvas(rect, color) { return }
        SDL_SetRenderDrawBlendMode(sdl, color.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
        SDL_SetRenderDrawColor(sdl, color.r, color.g, color.b, color.a)
        SDL_RenderFillRect(sdl, &rect)
    }

    /// The border, inside the bounds and following the corner radius (drawn above the subviews,
    /// as `CALayer` does): straight runs as fill rects — whole pixels opaque, a fractional last
    /// pixel at partial alpha — and the corners from band masks.
    func drawBorder(properties p: LayerProperties, matrix m: Transform, opacity: CGFloat) {
        guard p.borderWidth > 0, m.isAxisAligned else { return }
        let color = p.borderColor.sdlColor(opacity: opacity)
        guard color.a > 0 else { return }
        let full = Self.snapped(p.bounds.applying(m))
        guard full.width > 0, full.height > 0 else { return }
        let half = (min(full.width, full.height) / 2).rounded(.down)
        let width = min(p.borderWidth * m.a, half)
        let r = min(p.cornerRadius * m.a, half)
        let k = min(max(r, width).rounded(.up), half)
        guard let d = visiblePart(of: full, margin: k + 2) else { return }
        let whole = width.rounded(.down), fraction = width - whole
        var partial = color
        partial.a = UInt8((CGFloat(color.a) * fraction).rounded())
        // Top, bottom, left, right runs between the corners.
        for (offset, thickness, runColor) in [(CGFloat(0), whole, color), (whole, fraction > 0 ? 1 : 0, partial)]
        where thickness > 0 {
            fill(CGRect(x: d.minX + k, y: d.minY + offset, width: d.width - 2 * k, height: thickness), runColor)
            fill(
                CGRect(x: d.minX + k, y: d.maxY - offset - thickness, width: d.width - 2 * k, height: thickness),
                runColor)
            fill(CGRect(x: d.minX + offset, y: d.minY + k, width: thickness, height: d.height - 2 * k), runColor)
            fill(
                CGRect(x: d.maxX - offset - thickness, y: d.minY + k, width: thickness, height: d.height - 2 * k),
                runColor)
        }
        if k >= 1 { drawCorners(of: d, size: Int(k), radius: r, borderWidth: width, color: color) }
    }

    // MARK: Textures

    /// Draws `texture` (or its `source` part, in texture pixels) onto `localRect` mapped by `m`,
    /// tinted by `color` (white: unchanged) and faded by `opacity`.
    func copy(
        _ texture: Texture, source: CGRect? = nil, to localRect: CGRect, matrix m: Transform,
        opacity: CGFloat, color: Color = .white
    ) {
        let tint = color.rgba8
        let alpha = UInt8(max(0, min(255, (opacity * color.alpha * 255).rounded())))
        guard alpha > 0, localRect.width > 0, localRect.height > 0 else { return }
        let texture = blendable(texture, alpha: alpha)
        SDL_SetTextureColorMod(texture.pointer, tint.r, tint.g, tint.b)
        SDL_SetTextureAlphaMod(texture.pointer, alpha)
        var src = SDL_Rect(x: 0, y: 0, w: Int32(texture.width), h: Int32(texture.height))
        if let source {
            src = SDL_Rect(
                x: Int32(source.minX.rounded()), y: Int32(source.minY.rounded()),
                w: Int32(source.width.rounded()), h: Int32(source.height.rounded()))
        }
        if m.isAxisAligned {
            let device = localRect.applying(m)
            guard visiblePart(of: device, margin: 0) != nil else { return }
            // The software renderer truncates float positions: round them ourselves.
            var dst = SDL_FRect(
                x: Float(device.minX.rounded()), y: Float(device.minY.rounded()),
                w: Float(device.width.rounded()), h: Float(device.height.rounded()))
            // A hostile frame's rectangle may lie far outside Int32: such a copy stays SDL's.
            // Faded copies too, where `copyIntoCanvas` blends as SDL's blit would.
            if tint.r == 255, tint.g == 255, tint.b == 255,
                let x = Int32(exactly: dst.x), let y = Int32(exactly: dst.y), let w = Int32(exactly: dst.w),
                let h = Int32(exactly: dst.h),
                copyIntoCanvas(texture, source: src, to: SDL_Rect(x: x, y: y, w: w, h: h))
            {
                return
            }
            SDL_RenderCopyF(sdl, texture.pointer, &src, &dst)
        } else if m.isSimilarity {
            let center = localRect.center.applying(m)
            let width = localRect.width * m.scaleX, height = localRect.height * m.scaleY
            var dst = SDL_FRect(
                x: Float((center.x - width / 2).rounded()), y: Float((center.y - height / 2).rounded()),
                w: Float(width.rounded()), h: Float(height.rounded()))
            let degrees = Double(m.rotationAngle * 180 / .pi)
            SDL_RenderCopyExF(sdl, texture.pointer, &src, &dst, degrees, nil, SDL_FLIP_NONE)
        } else {
            copySheared(texture, src: src, to: localRect, matrix: m, alpha: alpha, tint: tint)
        }
    }

    /// What to copy for `texture` at `alpha`, with its blend mode set. An opaque (XRGB8888)
    /// texture is copied unblended at full opacity, and blended with a constant alpha onto the
    /// screen (SDL's fastest blend). Into a backing store, whose target keeps alpha, SDL's blend
    /// of an alpha-less source writes a wrong destination alpha (seen: a 45 % black pill turned
    /// opaque), so there it blends a copy with an alpha channel.
    func blendable(_ texture: Texture, alpha: UInt8) -> Texture {
        guard texture.isOpaque else { return texture }
        if alpha == 255 || isDrawingToScreen {
            SDL_SetTextureBlendMode(texture.pointer, alpha == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
            return texture
        }
        if let twin = texture.alphaTwin { return twin }
        guard
            let twin = renderedCopy(
                of: texture, width: texture.width, height: texture.height, format: SDL_PIXELFORMAT_ARGB8888)
        else { return texture }
        texture.alphaTwin = twin
        return twin
    }

    /// Any other affine transform: two textured triangles (nearest-neighbour sampling).
    private func copySheared(
        _ texture: Texture, src: SDL_Rect, to rect: CGRect, matrix m: Transform,
        alpha: UInt8, tint: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)
    ) {
        let color = SDL_Color(r: tint.r, g: tint.g, b: tint.b, a: alpha)
        let w = Float(texture.width), h = Float(texture.height)
        let u0 = Float(src.x) / w, v0 = Float(src.y) / h, u1 = Float(src.x + src.w) / w, v1 = Float(src.y + src.h) / h
        let corners = [
            (CGPoint(x: rect.minX, y: rect.minY), u0, v0), (CGPoint(x: rect.maxX, y: rect.minY), u1, v0),
            (CGPoint(x: rect.maxX, y: rect.maxY), u1, v1), (CGPoint(x: rect.minX, y: rect.maxY), u0, v1),
        ]
        let vertices = corners.map { corner, u, v in
            let p = corner.applying(m)
            return SDL_Vertex(
                position: SDL_FPoint(x: Float(p.x), y: Float(p.y)), color: color, tex_coord: SDL_FPoint(x: u, y: v))
        }
        let indices: [Int32] = [0, 1, 2, 0, 2, 3]
        SDL_SetTextureAlphaMod(texture.pointer, 255)
        SDL_RenderGeometry(sdl, texture.pointer, vertices, 4, indices, 6)
    }

    // MARK: Images

    func drawImage(
        _ image: Image, in view: ImageView, properties p: LayerProperties, matrix m: Transform, opacity: CGFloat
    ) {
        let target = ImageView.imageRect(for: image.size, in: p.bounds, contentMode: view.contentMode)
        guard target.width > 0, target.height > 0 else { return }
        let devicePixels = target.width * max(m.scaleX, m.scaleY)
        if m.isAxisAligned,
            drawVisibleRows(
                of: image, in: view, rect: target, properties: p, matrix: m, opacity: opacity,
                deviceWidth: devicePixels)
        {
            return
        }
        let level = imageLevel(image, forDeviceWidth: devicePixels)
        if m.isAxisAligned,
            drawPrescaled(image, level: level, in: view, rect: target, properties: p, matrix: m, opacity: opacity)
        {
            return
        }
        guard let texture = imageTexture(image, level: level) else { return }
        copy(texture, to: target, clippedTo: view.clipsToBounds ? p.bounds : nil, matrix: m, opacity: opacity)
    }

    /// Copies the whole of `texture` to `rect` (local coordinates), or only the part of it inside
    /// `clip` (the bounds of a view that clips to them).
    func copy(_ texture: Texture, to rect: CGRect, clippedTo clip: CGRect?, matrix m: Transform, opacity: CGFloat) {
        guard let clip else { return copy(texture, to: rect, matrix: m, opacity: opacity) }
        let visible = rect.intersection(clip)
        guard !visible.isNull, visible.width > 0, visible.height > 0 else { return }
        let sx = CGFloat(texture.width) / rect.width, sy = CGFloat(texture.height) / rect.height
        let source = CGRect(
            x: (visible.minX - rect.minX) * sx, y: (visible.minY - rect.minY) * sy,
            width: visible.width * sx, height: visible.height * sy)
        copy(texture, source: source, to: visible, matrix: m, opacity: opacity)
    }

    /// A picture whose texture is not made yet, drawn 1:1 where the clip shows less than half of
    /// it — a card beneath others, drawn into its partial store (`BackingStore.drawnRows`): only
    /// the rows that show are put into a texture, used once; the picture's texture is made when
    /// more of it shows. Of the same format as the whole picture's (`makeImageTexture`), so SDL
    /// copies those rows as it would copy them from there. False when it does not apply.
    private func drawVisibleRows(
        of image: Image, in view: ImageView, rect: CGRect, properties p: LayerProperties,
        matrix m: Transform, opacity: CGFloat, deviceWidth: CGFloat
    ) -> Bool {
        guard pass.isDrawingPartialStore, !capabilities.isAccelerated, let clip = currentClip else { return false }
        let level = imageLevel(image, forDeviceWidth: deviceWidth)
        guard !hasImageTexture(image, level: level), let pixels = image.madeAhead(level: level) else { return false }
        let full = rect.applying(m)
        guard pixels.bytes.count == pixels.width * pixels.height * 4, full.minX.isFinite, full.minY.isFinite,
            abs(full.minX) < 1e6, abs(full.minY) < 1e6,
            full.width.rounded() == CGFloat(pixels.width), full.height.rounded() == CGFloat(pixels.height)
        else { return false }
        let x0 = full.minX.rounded(), y0 = full.minY.rounded()
        var shown = CGRect(x: x0, y: y0, width: CGFloat(pixels.width), height: CGFloat(pixels.height))
        if view.clipsToBounds { shown = shown.intersection(Self.snapped(p.bounds.applying(m))) }
        guard !shown.isNull, shown.width >= 1, shown.height >= 1 else { return false }
        let visible = shown.intersection(clip)
        guard !visible.isNull, visible.width >= 1, visible.height >= 1 else { return true }  // nothing of it shows
        guard visible.height * 2 <= shown.height else { return false }
        let rows = Int(visible.minY - y0)..<Int(visible.maxY - y0)
        // Opaque rows of a picture that is not opaque stay blended, as in its whole texture.
        let opaque = image.isOpaque || Self.allOpaque(pixels, rows: rows) && pixels.isOpaque
        guard let texture = imageRowsTexture(pixels, rows: rows, opaque: opaque) else { return false }
        copy(
            texture, source: CGRect(x: visible.minX - x0, y: 0, width: visible.width, height: visible.height),
            to: visible.applying(m.inverted()), matrix: m, opacity: opacity)
        return true
    }

    /// Draws an axis-aligned image 1:1 from a copy scaled once to its on-screen pixel size
    /// (SDL's own scaler, as a scaled draw would use), instead of scaling — and, for a translucent
    /// picture, stretching into a temporary and blending a second pass — on every frame. False
    /// when the copy would be much larger than what shows (a strongly cropped aspect fill).
    private func drawPrescaled(
        _ image: Image, level: Int, in view: ImageView, rect: CGRect, properties p: LayerProperties,
        matrix m: Transform, opacity: CGFloat
    ) -> Bool {
        let full = rect.applying(m)
        guard full.minX.isFinite, full.minY.isFinite, abs(full.minX) < 1e6, abs(full.minY) < 1e6,
            full.width.isFinite, full.height.isFinite, full.width * full.height <= 16_000_000
        else { return false }
        let width = Int(full.width.rounded()), height = Int(full.height.rounded())
        let x0 = full.minX.rounded(), y0 = full.minY.rounded()
        var shown = CGRect(x: x0, y: y0, width: CGFloat(width), height: CGFloat(height))
        if view.clipsToBounds { shown = shown.intersection(Self.snapped(p.bounds.applying(m))) }
        guard width > 0, height > 0, !shown.isNull, shown.width >= 1, shown.height >= 1 else { return true }
        guard width * height <= 4 * Int(shown.width * shown.height) + 4096 else { return false }
        let source = shown.offsetBy(dx: -x0, dy: -y0)
        guard let (scaled, origin) = scaledImageTexture(image, level: level, width: width, height: height, part: source)
        else { return false }
        copy(
            scaled, source: source.offsetBy(dx: CGFloat(-origin.x), dy: CGFloat(-origin.y)),
            to: shown.applying(m.inverted()), matrix: m,
            opacity: opacity)
        return true
    }

    // MARK: Text

    func drawText(of label: Label, properties p: LayerProperties, matrix m: Transform, opacity: CGFloat) {
        guard let layout = label.textLayoutForBounds else { return }
        let fontScale = fonts.scale
        for (line, frame) in zip(layout.lines, lineFrames(of: label, layout: layout, properties: p)) {
            guard !line.text.isEmpty, let texture = textTexture(line.text, font: label.font, color: label.textColor)
            else { continue }
            var rect = CGRect(
                origin: frame.origin,
                size: CGSize(
                    width: CGFloat(texture.width) / fontScale,
                    height: CGFloat(texture.height) / fontScale))
            if m.isAxisAligned, abs(m.a - fontScale) < 1e-9, abs(m.d - fontScale) < 1e-9 {
                // 1:1 with the glyph texture: put it on whole pixels so the text stays crisp.
                let origin = rect.origin.applying(m)
                rect.origin = CGPoint(x: origin.x.rounded(), y: origin.y.rounded()).applying(m.inverted())
            }
            copy(texture, to: rect, matrix: m, opacity: opacity)
        }
    }

    /// Where each line's glyph box goes, in the label's coordinates: the block of lines centred
    /// vertically in the bounds (as UILabel), each line aligned horizontally, and the glyph box
    /// (taller than the line for this CJK font) centred on its line.
    func lineFrames(of label: Label, layout: TextLayout, properties p: LayerProperties) -> [CGRect] {
        let glyphHeight = fonts.glyphBoxHeight(of: label.font) / fonts.scale
        var top = p.bounds.midY - layout.size.height / 2
        return layout.lines.map { line in
            defer { top += layout.lineHeight }
            let x: CGFloat
            switch label.textAlignment {
            case .left, .natural: x = p.bounds.minX
            case .center: x = p.bounds.midX - line.width / 2
            case .right: x = p.bounds.maxX - line.width
            }
            return CGRect(x: x, y: top + (layout.lineHeight - glyphHeight) / 2, width: line.width, height: glyphHeight)
        }
    }

    /// The area the label's text covers, or nil without a layout.
    func textExtent(of label: Label, properties p: LayerProperties) -> CGRect? {
        guard let layout = label.textLayoutForBounds else { return nil }
        return lineFrames(of: label, layout: layout, properties: p).reduce(CGRect.null) { $0.union($1) }
    }

    // MARK: Shadows

    /// The shadow of a view shaped by a rounded rectangle (`ShadowShape`: its own background's,
    /// or its one opaque subview's). A view that clips to its bounds casts none: as in UIKit, the
    /// clip would cut it off.
    func drawShadow(of view: View, properties p: LayerProperties, matrix m: Transform, opacity: CGFloat) {
        guard Self.castsShadow(p), !view.clipsToBounds, let shape = ShadowShape.of(view, properties: p),
            shape.rect.width > 0, shape.rect.height > 0
        else { return }
        let scale = max(m.scaleX, m.scaleY)
        let radius = min(shape.cornerRadius, shape.rect.width / 2, shape.rect.height / 2) * scale
        let sigma = p.shadowRadius * scale
        let alpha = opacity * p.shadowOpacity
        let rect = shape.rect.offsetBy(dx: p.shadowOffset.width, dy: p.shadowOffset.height)
        if m.isAxisAligned {
            // Whether the shadow is large enough for nine slices is known before they are made: a
            // card too short for them had its slices blurred for nothing (the gallery's).
            let geometry = Self.shadowSliceGeometry(radius: radius, sigma: sigma)
            let extent = CGFloat(geometry.extent), corner = CGFloat(geometry.corner)
            let device = Self.snapped(rect.applying(m)).insetBy(dx: -extent, dy: -extent)
            if device.width >= 2 * corner, device.height >= 2 * corner,
                let slices = shadowSlices(radius: radius, sigma: sigma)
            {
                // What the opaque shape, drawn next, covers for sure: the rectangle less its corner
                // squares, as a tall bar and a wide one, a pixel in from the (antialiased) edge.
                let shapeDevice = Self.snapped(shape.rect.applying(m)), square = radius.rounded(.up)
                let covered =
                    shape.isOpaque && opacity >= 1
                    ? [shapeDevice.insetBy(dx: square, dy: 1), shapeDevice.insetBy(dx: 1, dy: square)] : []
                if let texture = slices.texture(color: p.shadowColor, opacity: alpha, in: self) {
                    drawNineSlice(texture, corner: corner, into: device, leavingOut: covered)
                }
                return
            }
        }
        let width = Int((shape.rect.width * scale).rounded()), height = Int((shape.rect.height * scale).rounded())
        guard let mask = blurredRoundedRect(width: width, height: height, radius: radius, sigma: sigma),
            let texture = mask.texture(color: p.shadowColor, opacity: alpha, in: self)
        else { return }
        copy(
            texture, to: rect.insetBy(dx: -CGFloat(mask.extent) / scale, dy: -CGFloat(mask.extent) / scale), matrix: m,
            opacity: 1)
    }

    /// Draws a nine-slice shadow `texture` (`shadowSlices`) into `device`: its `corner`-pixel
    /// corners 1:1, its edges as 1:1 copies of its middle run (a stretched copy is SDL's slowest,
    /// Docs/Rendering.md §6, §9), and its middle stretched (one value repeated). Edges far outside
    /// the target are pulled in first; their corner tiles stay outside, so nothing visible
    /// changes. What lies within `covered` (what an opaque shape drawn over it hides) is left out:
    /// the middle, and the inner part of each edge (drawn whole, a full redraw of the card stack
    /// blended twice the pixels the content shadows' ring did).
    private func drawNineSlice(
        _ texture: Texture, corner c: CGFloat, into device: CGRect, leavingOut covered: [CGRect] = []
    ) {
        guard let d = visiblePart(of: device, margin: c + 2) else { return }
        let run = CGFloat(texture.width) - 2 * c
        guard run >= 1 else { return }
        /// Along one axis, for the first corner, the edge (1:1 copies of the run) and the last
        /// corner: (source offset, target offset, length) of each copy.
        func pieces(from start: CGFloat, length: CGFloat) -> [[(source: CGFloat, target: CGFloat, length: CGFloat)]] {
            var edge: [(source: CGFloat, target: CGFloat, length: CGFloat)] = []
            var offset: CGFloat = 0
            while offset < length - 2 * c {
                let piece = min(run, length - 2 * c - offset)
                edge.append((c, start + c + offset, piece))
                offset += piece
            }
            return [[(0, start, c)], edge, [(run + c, start + length - c, c)]]
        }
        let clip = currentClip
        let across = pieces(from: d.minX, length: d.width), down = pieces(from: d.minY, length: d.height)
        for row in 0..<3 {
            for column in 0..<3 where !(row == 1 && column == 1) {
                for x in across[column] {
                    for y in down[row] {
                        var source = CGRect(x: x.source, y: y.source, width: x.length, height: y.length)
                        var target = CGRect(x: x.target, y: y.target, width: x.length, height: y.length)
                        for hidden in covered { Self.cut(&target, &source, by: hidden) }
                        if target.width >= 1, target.height >= 1 {
                            copySlice(texture, source: source, target: target, clip: clip)
                        }
                    }
                }
            }
        }
        // The middle: one copy of the run's square, stretched.
        let middle = d.insetBy(dx: c, dy: c)
        if middle.width > 0, middle.height > 0, !covered.contains(where: { $0.contains(middle) }) {
            copySlice(texture, source: CGRect(x: c, y: c, width: run, height: run), target: middle, clip: clip)
        }
    }

    /// Cuts from a 1:1 slice (`target`, and `source` with it) the side that `hidden` covers across
    /// the slice's whole width or height; a slice `hidden` covers whole is left empty.
    static func cut(_ target: inout CGRect, _ source: inout CGRect, by hidden: CGRect) {
        let inside = target.intersection(hidden)
        guard !inside.isNull, inside.width > 0, inside.height > 0 else { return }
        var kept = target
        if inside.minX <= target.minX, inside.maxX >= target.maxX {
            if inside.minY <= target.minY {
                kept = CGRect(x: target.minX, y: inside.maxY, width: target.width, height: target.maxY - inside.maxY)
            } else if inside.maxY >= target.maxY {
                kept = CGRect(x: target.minX, y: target.minY, width: target.width, height: inside.minY - target.minY)
            }
        } else if inside.minY <= target.minY, inside.maxY >= target.maxY {
            if inside.minX <= target.minX {
                kept = CGRect(x: inside.maxX, y: target.minY, width: target.maxX - inside.maxX, height: target.height)
            } else if inside.maxX >= target.maxX {
                kept = CGRect(x: target.minX, y: target.minY, width: inside.minX - target.minX, height: target.height)
            }
        }
        source = CGRect(
            x: source.minX + kept.minX - target.minX, y: source.minY + kept.minY - target.minY,
            width: kept.width, height: kept.height)
        target = kept
    }

    /// One slice of a nine-slice copy, cut to `clip` here, not by SDL: SDL_UpperBlitScaled
    /// (src/video/SDL_surface.c) scales a cut back into the source and rounds it, which moved a
    /// stretched row or column onto its neighbour when the clip cut its target (a damaged strip
    /// across a shadow's edge). A 1:1 axis moves the source with the cut; a stretched one keeps
    /// its source (one value repeated).
    private func copySlice(_ texture: Texture, source: CGRect, target: CGRect, clip: CGRect?) {
        var (source, target) = (source, target)
        if let clip {
            let visible = target.intersection(clip)
            guard !visible.isNull, visible.width > 0, visible.height > 0 else { return }
            if source.width == target.width {
                source.origin.x += visible.minX - target.minX
                source.size.width = visible.width
            }
            if source.height == target.height {
                source.origin.y += visible.minY - target.minY
                source.size.height = visible.height
            }
            target = visible
        }
        renderCopy(
            texture,
            source: SDL_Rect(
                x: Int32(source.minX), y: Int32(source.minY), w: Int32(source.width), h: Int32(source.height)),
            to: SDL_Rect(x: Int32(target.minX), y: Int32(target.minY), w: Int32(target.width), h: Int32(target.height)))
    }
}

extension Color {
    /// The colour with its alpha multiplied by `opacity`, as SDL's 8-bit colour.
    func sdlColor(opacity: CGFloat = 1) -> SDL_Color {
        let c = withAlphaComponent(alpha * Double(opacity)).rgba8
        return SDL_Color(r: c.r, g: c.g, b: c.b, a: c.a)
    }
}
