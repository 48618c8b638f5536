import CSDL2
import Foundation
import ViewTree

/// Views that draw their own pixels (`ContentDrawing`: shapes, gradients), and masks (`View.mask`).
extension Rasterizer {
    /// The texture of a view's drawn content, made at one scale for one version of the view.
    final class DrawnContentEntry {
        weak var view: View?
        let version: UInt64
        let bounds: CGRect
        let scale: CGFloat
        let texture: Texture?
        /// Where the texture goes, in the view's coordinates.
        let rect: CGRect
        var lastUsed: UInt64

        init(
            view: View, version: UInt64, bounds: CGRect, scale: CGFloat, texture: Texture?, rect: CGRect, frame: UInt64
        ) {
            self.view = view
            self.version = version
            self.bounds = bounds
            self.scale = scale
            self.texture = texture
            self.rect = rect
            lastUsed = frame
        }
    }

    /// Draws `view`'s own pixels, made at the screen's scale (a layer's `contentsScale`) when
    /// the view changed since they were last made: a transform scales them, as Core Animation
    /// scales a layer's backing image.
    func drawDrawnContent(
        of view: some ContentDrawing, properties p: LayerProperties, matrix m: Transform, opacity: CGFloat
    ) {
        guard let (texture, rect) = drawnContentTexture(of: view, bounds: p.bounds) else { return }
        copy(texture, to: rect, clippedTo: view.clipsToBounds ? p.bounds : nil, matrix: m, opacity: opacity)
    }

    /// The texture of `view`'s drawn content for `bounds`, and where it goes; made again when
    /// the view's content changed.
    func drawnContentTexture(of view: some ContentDrawing, bounds: CGRect) -> (Texture, CGRect)? {
        let id = ObjectIdentifier(view)
        let scale = contentScale
        if let entry = memory.drawnContents[id], entry.view === view, entry.version == view.contentVersion,
            entry.bounds == bounds, entry.scale == scale
        {
            entry.lastUsed = useStamp
            return entry.texture.map { ($0, entry.rect) }
        }
        let content = view.drawContent(in: bounds, scale: scale)
        let texture = content.flatMap { makeImageTexture($0.pixels) }
        if let content { noteCacheFill(pixels: content.pixels.width * content.pixels.height) }
        memory.drawnContents[id] = DrawnContentEntry(
            view: view, version: view.contentVersion, bounds: bounds, scale: scale, texture: texture,
            rect: content?.rect ?? .null, frame: useStamp)
        return texture.map { ($0, content?.rect ?? .null) }
    }

    /// The pixels of the view's own content drawn outside nothing but itself, in its coordinates.
    static func drawnContentRect(of view: View, bounds: CGRect) -> CGRect? {
        guard view.drawsOwnContent, let drawing = view as? any ContentDrawing else { return nil }
        let rect = drawing.drawnContentRect(in: bounds)
        return rect.isNull || rect.isEmpty ? nil : rect
    }

    // MARK: Masks

    /// Where `view`'s mask can let anything show, in `view`'s coordinates; nil without a mask or
    /// with a hidden one (which lets nothing show).
    func maskExtent(of view: View) -> CGRect? {
        guard let mask = view.mask, !mask.isHidden else { return nil }
        let q = mask.presentation
        return contentExtent(of: mask, properties: q).applying(View.transformToSuperview(q))
    }

    /// The coverage (0…255) `view`'s mask gives each pixel of a store box drawn at `scale`
    /// (`box` in the view's coordinates × scale): the alpha of the mask view drawn there.
    func maskCoverage(of view: View, scale: CGFloat, box: (x: Int, y: Int, width: Int, height: Int)) -> [UInt8] {
        var coverage = [UInt8](repeating: 0, count: box.width * box.height)
        guard let mask = view.mask,
            let target = newTexture(
                width: box.width, height: box.height, format: SDL_PIXELFORMAT_ARGB8888, access: SDL_TEXTUREACCESS_TARGET
            )
        else { return coverage }
        pushTarget(target.pointer)
        SDL_SetRenderDrawBlendMode(sdl, SDL_BLENDMODE_NONE)
        SDL_SetRenderDrawColor(sdl, 0, 0, 0, 0)
        SDL_RenderClear(sdl)
        let inner = Transform(scaleX: scale, y: scale)
            .concatenating(Transform(translationX: CGFloat(-box.x), y: CGFloat(-box.y)))
        draw(mask, parentMatrix: inner, opacity: 1)
        var pixels = [UInt8](repeating: 0, count: box.width * box.height * 4)
        var rect = SDL_Rect(x: 0, y: 0, w: Int32(box.width), h: Int32(box.height))
        let read = pixels.withUnsafeMutableBytes { raw in
            SDL_RenderReadPixels(sdl, &rect, SDL_PIXELFORMAT_ARGB8888.rawValue, raw.baseAddress, Int32(box.width * 4))
        }
        popTarget()
        statistics.pixelReadbacks += 1
        guard read == 0 else { return coverage }
        // ARGB8888 is B, G, R, A in memory on a little-endian machine, A in the fourth byte.
        for index in coverage.indices { coverage[index] = pixels[index * 4 + 3] }
        return coverage
    }

    /// Multiplies straight-alpha store pixels (BGRA) by the mask's coverage.
    static func applyMask(_ coverage: [UInt8], to pixels: inout [UInt8]) {
        guard coverage.count * 4 == pixels.count else { return }
        for (index, cover) in coverage.enumerated() where cover < 255 {
            let alpha = index * 4 + 3
            pixels[alpha] = UInt8((Int(pixels[alpha]) * Int(cover) + 127) / 255)
        }
    }

    /// Multiplies the premultiplied store being drawn (the current target, its pixels `offset`
    /// in) by the mask's coverage, on the renderer (`coverageBlendMode`).
    func multiplyByMask(_ coverage: [UInt8], width: Int, height: Int, offset: Int) {
        var bytes = [UInt8](repeating: 255, count: coverage.count * 4)
        for (index, cover) in coverage.enumerated() { bytes[index * 4 + 3] = cover }
        guard let texture = makeTexture(bytes: bytes, width: width, height: height, format: SDL_PIXELFORMAT_ARGB8888),
            SDL_SetTextureBlendMode(texture.pointer, RendererCapabilities.coverageBlendMode) == 0
        else { return }
        var source = SDL_Rect(x: 0, y: 0, w: Int32(width), h: Int32(height))
        var destination = SDL_Rect(x: Int32(offset), y: Int32(offset), w: Int32(width), h: Int32(height))
        SDL_RenderCopy(sdl, texture.pointer, &source, &destination)
    }
}
