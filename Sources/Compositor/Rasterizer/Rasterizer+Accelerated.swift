import CSDL2
import Foundation
import ViewTree

/// Backing stores composited by an accelerated renderer (Docs/Rendering.md §14): kept
/// premultiplied on the renderer as drawn, their rounded clips multiplied in by a coverage mask,
/// composited with the premultiplied *over* — upright as a copy, rotated and sheared as two
/// linearly filtered triangles mapped by the store's full affine matrix — so that no pixels are
/// read back or resampled on the CPU.
extension Rasterizer {
    /// Composites a premultiplied store (`BackingStore.isPremultiplied`) covering `local` under
    /// `m` at `opacity`: premultiplied *over*, the opacity scaling colour and alpha together
    /// (SDL's GL renderer multiplies texels by the texture's colour and alpha modulation as the
    /// vertex colour: `SDL_RenderCopyF` in `src/render/SDL_render.c` queues geometry with
    /// `texture->color`, `GL_QueueGeometry` in `src/render/opengl/SDL_render_gl.c`).
    func drawPremultiplied(_ store: BackingStore, local: CGRect, scale: CGFloat, matrix m: Transform, opacity: CGFloat)
    {
        guard let texture = store.texture else { return }
        guard m.isAxisAligned else {
            return drawOnRenderer(store, local: local, scale: scale, matrix: m, opacity: opacity)
        }
        let alpha = UInt8(max(0, min(255, (opacity * 255).rounded())))
        let device = local.applying(m)
        guard alpha > 0, visiblePart(of: device, margin: 0) != nil else { return }
        SDL_SetTextureBlendMode(texture.pointer, RendererCapabilities.premultipliedBlendMode)
        SDL_SetTextureColorMod(texture.pointer, alpha, alpha, alpha)
        SDL_SetTextureAlphaMod(texture.pointer, alpha)
        let border = Int32(BackingStore.premultipliedBorder)
        var source = SDL_Rect(x: border, y: border, w: Int32(store.pixelBox.width), h: Int32(store.pixelBox.height))
        // On whole pixels, as `copy` places the CPU path's store.
        var destination = SDL_FRect(
            x: Float(device.minX.rounded()), y: Float(device.minY.rounded()),
            w: Float(device.width.rounded()), h: Float(device.height.rounded()))
        SDL_RenderCopyF(sdl, texture.pointer, &source, &destination)
    }

    /// Multiplies the current target — a premultiplied store of `width` × `height` pixels at
    /// (`offset`, `offset`) — by a rounded clip's coverage: `RoundedClipMask`'s slices drawn with
    /// `RendererCapabilities.coverageBlendMode` (dst × mask alpha, colour and alpha alike).
    func multiplyByCoverage(of mask: RoundedMask, width: Int, height: Int, offset: Int) {
        let clipMask = RoundedClipMask(width: width, height: height, mask: mask)
        guard let texture = roundedClipTexture(clipMask),
            SDL_SetTextureBlendMode(texture.pointer, RendererCapabilities.coverageBlendMode) == 0
        else { return }
        SDL_SetTextureColorMod(texture.pointer, 255, 255, 255)
        SDL_SetTextureAlphaMod(texture.pointer, 255)
        for slice in clipMask.slices where slice.destination.width > 0 && slice.destination.height > 0 {
            var source = SDL_Rect(
                x: Int32(slice.source.x), y: Int32(slice.source.y), w: Int32(slice.source.width),
                h: Int32(slice.source.height))
            var destination = SDL_Rect(
                x: Int32(slice.destination.x + offset), y: Int32(slice.destination.y + offset),
                w: Int32(slice.destination.width), h: Int32(slice.destination.height))
            SDL_RenderCopy(sdl, texture.pointer, &source, &destination)
        }
    }

    /// The texture of `mask` (white, alpha = coverage), cached by its key; sampled
    /// nearest-neighbour, so that a stretched slice repeats its line exactly.
    func roundedClipTexture(_ mask: RoundedClipMask) -> Texture? {
        if let entry = memory.roundedClipMasks[mask.key] {
            entry.lastUsed = useStamp
            return entry.texture
        }
        var bytes = [UInt8](repeating: 255, count: mask.alpha.count * 4)
        for (index, alpha) in mask.alpha.enumerated() { bytes[index * 4 + 3] = alpha }
        guard
            let texture = makeTexture(
                bytes: bytes, width: mask.textureWidth, height: mask.textureHeight, format: SDL_PIXELFORMAT_ARGB8888)
        else { return nil }
        SDL_SetTextureScaleMode(texture.pointer, SDL_ScaleModeNearest)
        memory.roundedClipMasks[mask.key] = CacheEntry(texture: texture, frame: useStamp)
        return texture
    }

    /// Draws `store` (covering `local` in the view's coordinates, `scale` pixels a point) under
    /// the rotation or shear `m` at `opacity` through `SDL_RenderGeometry`.
    func drawOnRenderer(_ store: BackingStore, local: CGRect, scale: CGFloat, matrix m: Transform, opacity: CGFloat) {
        let alpha = UInt8(max(0, min(255, (opacity * 255).rounded())))
        // At the translation rounded to whole pixels, as the CPU path places its copy (§5): the
        // store lands on the same pixels on either path (occlusion counts on it), and moves in the
        // same whole-pixel steps as the axis-aligned views beside it.
        guard alpha > 0, let (linear, x, y) = Self.resamplePlacement(local: local, scale: scale, matrix: m) else {
            return
        }
        var toTarget = linear
        toTarget.tx = x
        toTarget.ty = y
        let (width, height) = (store.pixelBox.width, store.pixelBox.height)
        let vertices: [SDL_Vertex]
        let texture: Texture
        if store.isPremultiplied, let premultiplied = store.texture,
            SDL_SetTextureBlendMode(premultiplied.pointer, RendererCapabilities.premultipliedBlendMode) == 0
        {
            // The store itself, premultiplied inside its clear border.
            texture = premultiplied
            vertices = Self.storeQuad(
                width: width, height: height, border: BackingStore.premultipliedBorder, toTarget: toTarget,
                color: SDL_Color(r: alpha, g: alpha, b: alpha, a: alpha))
        } else if !store.isPremultiplied, let premultiplied = premultipliedCopy(of: store) {
            texture = premultiplied
            vertices = Self.storeQuad(
                width: width, height: height, border: 1, toTarget: toTarget,
                color: SDL_Color(r: alpha, g: alpha, b: alpha, a: alpha))
        } else if !store.isPremultiplied, let straight = store.texture {
            // No copy could be made: the straight store with SDL's blend (its edge is not antialiased).
            texture = straight
            SDL_SetTextureBlendMode(straight.pointer, SDL_BLENDMODE_BLEND)
            vertices = Self.storeQuad(
                width: width, height: height, border: 0, toTarget: toTarget,
                color: SDL_Color(r: 255, g: 255, b: 255, a: alpha))
        } else {
            return
        }
        SDL_RenderGeometry(sdl, texture.pointer, vertices, 4, Self.quadIndices, 6)
        statistics.rendererQuads += 1
    }

    /// The two triangles of `quadIndices`.
    static let quadIndices: [Int32] = [0, 1, 2, 0, 2, 3]

    /// The corners of a texture holding a `width` × `height` store inside a clear `border` of
    /// texels, mapped to the target by `toTarget` (store pixels to target pixels): top left, top
    /// right, bottom right, bottom left, with texture coordinates 0…1 across the whole texture, so
    /// that texel centres land where `toTarget` puts the store's pixel centres. Each vertex
    /// carries `color`, which the renderer multiplies into the texels.
    static func storeQuad(width: Int, height: Int, border: Int, toTarget: Transform, color: SDL_Color) -> [SDL_Vertex] {
        let x0 = CGFloat(-border), y0 = CGFloat(-border)
        let x1 = CGFloat(width + border), y1 = CGFloat(height + border)
        let corners: [(CGPoint, Float, Float)] = [
            (CGPoint(x: x0, y: y0), 0, 0), (CGPoint(x: x1, y: y0), 1, 0),
            (CGPoint(x: x1, y: y1), 1, 1), (CGPoint(x: x0, y: y1), 0, 1),
        ]
        return corners.map { corner, u, v in
            let p = corner.applying(toTarget)
            return SDL_Vertex(
                position: SDL_FPoint(x: Float(p.x), y: Float(p.y)), color: color, tex_coord: SDL_FPoint(x: u, y: v))
        }
    }

    /// `store`'s premultiplied copy (`premultipliedWithBorder`), blended with
    /// `RendererCapabilities.premultipliedBlendMode`: made once per drawing of the store; nil when
    /// the renderer refuses a texture or the blend mode.
    func premultipliedCopy(of store: BackingStore) -> Texture? {
        if let copy = store.premultiplied { return copy }
        guard let texture = store.texture, let copy = premultipliedWithBorder(texture),
            SDL_SetTextureBlendMode(copy.pointer, RendererCapabilities.premultipliedBlendMode) == 0
        else { return nil }
        store.premultiplied = copy
        return copy
    }

    /// A straight-alpha `texture`'s pixels multiplied by their alpha, inside a clear one-texel
    /// border, drawn by the renderer: the texture blended over a cleared target, where SDL's blend
    /// leaves colour × alpha (Docs/Rendering.md §4). Filtering that copy interpolates colour
    /// weighted by alpha, as the CPU resampler does, and its border fades the quad's edge out
    /// over one texel instead of cutting it (§14).
    func premultipliedWithBorder(_ texture: Texture) -> Texture? {
        guard
            let copy = newTexture(
                width: texture.width + 2, height: texture.height + 2, format: SDL_PIXELFORMAT_ARGB8888,
                access: SDL_TEXTUREACCESS_TARGET)
        else { return nil }
        pushTarget(copy.pointer)
        SDL_SetRenderDrawBlendMode(sdl, SDL_BLENDMODE_NONE)
        SDL_SetRenderDrawColor(sdl, 0, 0, 0, 0)
        SDL_RenderClear(sdl)
        SDL_SetTextureBlendMode(texture.pointer, SDL_BLENDMODE_BLEND)
        SDL_SetTextureColorMod(texture.pointer, 255, 255, 255)
        SDL_SetTextureAlphaMod(texture.pointer, 255)
        var inside = SDL_Rect(x: 1, y: 1, w: Int32(texture.width), h: Int32(texture.height))
        SDL_RenderCopy(sdl, texture.pointer, nil, &inside)
        popTarget()
        return copy
    }
}
