import CSDL2
import Foundation
import ViewTree

/// The benchmarks' floor: what is on screen at this frame drawn with the fewest SDL calls, into a
/// surface of its own with SDL's software renderer (as the headless host's).
///
/// It draws the *presentation* tree — each view's on-screen centre, transform and alpha multiplied
/// down from its ancestors — as one fill per background (an unblended `SDL_RenderFillRect` when
/// opaque and axis-aligned, a two-triangle `SDL_RenderGeometry` when rotated), one rectangle
/// outline per border, one `SDL_RenderCopy`/`SDL_RenderCopyEx` per image and per wrapped text
/// line. Textures are made by `prepare(_:)`, which the benchmark calls *before* timing each frame:
/// text in its own colour (no tinting at draw time), images pre-scaled to their on-screen pixel
/// size. No antialiasing, rounded corners, clipping, group opacity or shadows: any rasteriser
/// drawing the same picture does at least this much, so Fluid's frame over this one is its
/// overhead.
@MainActor
package final class PlainSDLBaseline {
    private let surface: UnsafeMutablePointer<SDL_Surface>
    private let renderer: OpaquePointer
    private let fonts: FontLibrary
    private let scale: CGFloat

    private struct TextKey: Hashable {
        var text: String, font: Font, color: Color
    }
    private struct ImageKey: Hashable {
        var image: ObjectIdentifier, width: Int, height: Int
    }
    private struct Sized {
        let pointer: OpaquePointer
        let width: Int32, height: Int32
    }
    /// The lower floor beside it: a copy of the damaged rectangle's pixels.
    package let damageCopy: DamageCopyFloor
    private var textTextures: [TextKey: Sized] = [:]
    private var imageTextures: [ImageKey: Sized] = [:]

    package init(width: Int, height: Int, scale: CGFloat, fonts: FontLibrary) throws {
        guard
            let surface = SDL_CreateRGBSurfaceWithFormat(
                0, Int32(width), Int32(height), 32, SDL_PIXELFORMAT_RGB888.rawValue)
        else { throw RenderError.sdl(call: "SDL_CreateRGBSurfaceWithFormat", message: String(cString: SDL_GetError())) }
        guard let renderer = SDL_CreateSoftwareRenderer(surface) else {
            SDL_FreeSurface(surface)
            throw RenderError.sdl(call: "SDL_CreateSoftwareRenderer", message: String(cString: SDL_GetError()))
        }
        self.surface = surface
        self.renderer = renderer
        damageCopy = DamageCopyFloor(width: width, height: height)
        self.fonts = fonts
        self.scale = scale
    }

    isolated deinit {
        for texture in textTextures.values { SDL_DestroyTexture(texture.pointer) }
        for texture in imageTextures.values { SDL_DestroyTexture(texture.pointer) }
        SDL_DestroyRenderer(renderer)
        SDL_FreeSurface(surface)
    }

    // MARK: Before timing

    /// Makes the textures the next `draw` needs (not timed: the floor has every texture ready).
    package func prepare(_ window: Window) {
        visit(window, parentMatrix: Transform(scaleX: scale, y: scale), opacity: 1) { view, p, matrix, _ in
            if let label = view as? Label, let layout = label.textLayoutForBounds {
                for line in layout.lines where !line.text.isEmpty {
                    _ = textTexture(TextKey(text: line.text, font: label.font, color: label.textColor))
                }
            }
            if let imageView = view as? ImageView, let image = imageView.image {
                let rect = ImageView.imageRect(for: image.size, in: p.bounds, contentMode: imageView.contentMode)
                _ = imageTexture(image, pixelSize: Self.pixelSize(of: rect, matrix: matrix))
            }
        }
    }

    // MARK: Timed

    /// Draws what `window` shows now; within `damage` (target pixels) only, when given: the same
    /// calls with SDL's clip rectangle set to what Fluid redrew, SDL rejecting or cutting each
    /// primitive against it.
    package func draw(_ window: Window, within damage: CGRect? = nil) {
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
        SDL_SetRenderDrawColor(renderer, 0, 0, 0, 255)
        if let damage {
            var clip = Self.sdlRect(damage)
            SDL_RenderSetClipRect(renderer, &clip)
            SDL_RenderFillRect(renderer, &clip)  // SDL_RenderClear would ignore the clip
        } else {
            SDL_RenderClear(renderer)
        }
        defer { if damage != nil { SDL_RenderSetClipRect(renderer, nil) } }
        visit(window, parentMatrix: Transform(scaleX: scale, y: scale), opacity: 1) { view, p, matrix, opacity in
            if !p.backgroundColor.isClear { fill(p.bounds, matrix: matrix, color: p.backgroundColor, opacity: opacity) }
            if let imageView = view as? ImageView, let image = imageView.image {
                let rect = ImageView.imageRect(for: image.size, in: p.bounds, contentMode: imageView.contentMode)
                let size = Self.pixelSize(of: rect, matrix: matrix)
                let key = ImageKey(image: ObjectIdentifier(image), width: size.width, height: size.height)
                if let texture = imageTextures[key] { copy(texture, to: rect, matrix: matrix, opacity: opacity) }
            }
            if let label = view as? Label, let layout = label.textLayoutForBounds {
                var top = p.bounds.midY - layout.size.height / 2
                for line in layout.lines {
                    defer { top += layout.lineHeight }
                    guard let texture = textTextures[TextKey(text: line.text, font: label.font, color: label.textColor)]
                    else { continue }
                    let rect = CGRect(
                        x: p.bounds.minX, y: top, width: CGFloat(texture.width) / scale,
                        height: CGFloat(texture.height) / scale)
                    copy(texture, to: rect, matrix: matrix, opacity: opacity)
                }
            }
            if p.borderWidth > 0, matrix.isAxisAligned {
                let c = p.borderColor.withAlphaComponent(p.borderColor.alpha * Double(opacity)).rgba8
                var rect = Self.sdlRect(p.bounds.applying(matrix))
                SDL_SetRenderDrawBlendMode(renderer, c.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
                SDL_SetRenderDrawColor(renderer, c.r, c.g, c.b, c.a)
                SDL_RenderDrawRect(renderer, &rect)
            }
        }
    }

    // MARK: Walking the presentation tree

    private func visit(
        _ view: View, parentMatrix: Transform, opacity inherited: CGFloat,
        _ body: (View, LayerProperties, Transform, CGFloat) -> Void
    ) {
        guard !view.isHidden else { return }
        let p = view.presentation
        let opacity = inherited * min(1, max(0, p.alpha))
        guard opacity > 1.0 / 512 else { return }
        let matrix = view is Window ? parentMatrix : View.transformToSuperview(p).concatenating(parentMatrix)
        body(view, p, matrix, opacity)
        for subview in view.subviews { visit(subview, parentMatrix: matrix, opacity: opacity, body) }
    }

    private func fill(_ rect: CGRect, matrix m: Transform, color: Color, opacity: CGFloat) {
        let c = color.withAlphaComponent(color.alpha * Double(opacity)).rgba8
        guard c.a > 0 else { return }
        SDL_SetRenderDrawBlendMode(renderer, c.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
        if m.isAxisAligned {
            SDL_SetRenderDrawColor(renderer, c.r, c.g, c.b, c.a)
            var device = Self.sdlRect(rect.applying(m))
            SDL_RenderFillRect(renderer, &device)
        } else {
            let colour = SDL_Color(r: c.r, g: c.g, b: c.b, a: c.a)
            let corners = [
                CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
            ]
            let vertices = corners.map { corner in
                let p = corner.applying(m)
                return SDL_Vertex(
                    position: SDL_FPoint(x: Float(p.x), y: Float(p.y)), color: colour, tex_coord: SDL_FPoint(x: 0, y: 0)
                )
            }
            let indices: [Int32] = [0, 1, 2, 0, 2, 3]
            SDL_RenderGeometry(renderer, nil, vertices, 4, indices, 6)
        }
    }

    private func copy(_ texture: Sized, to rect: CGRect, matrix m: Transform, opacity: CGFloat) {
        let alpha = UInt8(max(0, min(255, (opacity * 255).rounded())))
        guard alpha > 0 else { return }
        SDL_SetTextureAlphaMod(texture.pointer, alpha)
        if m.isAxisAligned {
            var device = Self.sdlRect(rect.applying(m))
            device.w = texture.width
            device.h = texture.height
            SDL_RenderCopy(renderer, texture.pointer, nil, &device)
        } else {
            let center = rect.center.applying(m)
            var device = SDL_Rect(
                x: Int32((center.x - CGFloat(texture.width) / 2).rounded()),
                y: Int32((center.y - CGFloat(texture.height) / 2).rounded()),
                w: texture.width, h: texture.height)
            SDL_RenderCopyEx(
                renderer, texture.pointer, nil, &device, Double(m.rotationAngle * 180 / .pi), nil, SDL_FLIP_NONE)
        }
    }

    // MARK: Textures

    private func textTexture(_ key: TextKey) -> Sized? {
        if let texture = textTextures[key] { return texture }
        let c = key.color.rgba8
        guard let font = fonts.plainFont(for: key.font),
            let surface = TTF_RenderUTF8_Blended(font, key.text, SDL_Color(r: c.r, g: c.g, b: c.b, a: c.a))
        else { return nil }
        defer { SDL_FreeSurface(surface) }
        guard let pointer = SDL_CreateTextureFromSurface(renderer, surface) else { return nil }
        SDL_SetTextureBlendMode(pointer, SDL_BLENDMODE_BLEND)
        let texture = Sized(pointer: pointer, width: surface.pointee.w, height: surface.pointee.h)
        textTextures[key] = texture
        return texture
    }

    /// The image scaled once to `pixelSize` (SDL's own scaler), in the target's pixel format.
    private func imageTexture(_ image: Image, pixelSize: (width: Int, height: Int)) -> Sized? {
        let key = ImageKey(image: ObjectIdentifier(image), width: pixelSize.width, height: pixelSize.height)
        if let texture = imageTextures[key] { return texture }
        guard pixelSize.width > 0, pixelSize.height > 0, pixelSize.width * pixelSize.height <= 16_000_000 else {
            return nil
        }
        var bytes = image.pixels.bytes
        let pointer = bytes.withUnsafeMutableBytes { raw -> OpaquePointer? in
            guard
                let source = SDL_CreateRGBSurfaceWithFormatFrom(
                    raw.baseAddress, Int32(image.pixels.width), Int32(image.pixels.height),
                    32, Int32(image.pixels.width * 4), SDL_PIXELFORMAT_RGBA32.rawValue),
                let scaled = SDL_CreateRGBSurfaceWithFormat(
                    0, Int32(pixelSize.width), Int32(pixelSize.height), 32,
                    SDL_PIXELFORMAT_ARGB8888.rawValue)
            else { return nil }
            defer {
                SDL_FreeSurface(source)
                SDL_FreeSurface(scaled)
            }
            SDL_SetSurfaceBlendMode(source, SDL_BLENDMODE_NONE)
            SDL_UpperBlitScaled(source, nil, scaled, nil)
            return SDL_CreateTextureFromSurface(renderer, scaled)
        }
        guard let pointer else { return nil }
        let opaque = stride(from: 3, to: image.pixels.bytes.count, by: 4).allSatisfy { image.pixels.bytes[$0] == 255 }
        SDL_SetTextureBlendMode(pointer, opaque ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
        let texture = Sized(pointer: pointer, width: Int32(pixelSize.width), height: Int32(pixelSize.height))
        imageTextures[key] = texture
        return texture
    }

    private static func pixelSize(of rect: CGRect, matrix m: Transform) -> (width: Int, height: Int) {
        let width = rect.width * m.scaleX, height = rect.height * m.scaleY
        guard width.isFinite, height.isFinite else { return (0, 0) }
        return (Int(width.rounded()), Int(height.rounded()))
    }

    private static func sdlRect(_ device: CGRect) -> SDL_Rect {
        guard device.minX.isFinite, device.minY.isFinite, device.width.isFinite, device.height.isFinite else {
            return SDL_Rect()
        }
        func clamp(_ value: CGFloat) -> Int32 { Int32(max(-1e8, min(1e8, value.rounded()))) }
        return SDL_Rect(x: clamp(device.minX), y: clamp(device.minY), w: clamp(device.width), h: clamp(device.height))
    }
}
