import CSDL2
import Foundation

/// Rotated and sheared backing stores composited by an accelerated renderer (Docs/Rendering.md
/// §14): the store's premultiplied copy drawn as two linearly filtered triangles, mapped by the
/// store's full affine matrix, so that no pixels are read back or resampled on the CPU.
extension Rasterizer {
    /// Draws `store` (covering `local` in the view's coordinates, `scale` pixels a point) under
    /// the rotation or shear `m` at `opacity` through `SDL_RenderGeometry`.
    func drawOnRenderer(_ store: BackingStore, local: CGRect, scale: CGFloat, matrix m: Transform, opacity: CGFloat) {
        let alpha = UInt8(max(0, min(255, (opacity * 255).rounded())))
        // At the translation rounded to whole pixels, as the CPU path places its copy (§5): the
        // store lands on the same pixels on either path (occlusion counts on it), and moves in the
        // same whole-pixel steps as the axis-aligned views beside it.
        guard alpha > 0, let (linear, x, y) = Self.resamplePlacement(local: local, scale: scale, matrix: m) else { return }
        var toTarget = linear
        toTarget.tx = x
        toTarget.ty = y
        let (width, height) = (store.pixelBox.width, store.pixelBox.height)
        let vertices: [SDL_Vertex]
        let texture: Texture
        if let premultiplied = premultipliedCopy(of: store) {
            texture = premultiplied
            vertices = Self.storeQuad(width: width, height: height, border: 1, toTarget: toTarget,
                                      color: SDL_Color(r: alpha, g: alpha, b: alpha, a: alpha))
        } else if let straight = store.texture {
            // No copy could be made: the straight store with SDL's blend (its edge is not antialiased).
            texture = straight
            SDL_SetTextureBlendMode(straight.pointer, SDL_BLENDMODE_BLEND)
            vertices = Self.storeQuad(width: width, height: height, border: 0, toTarget: toTarget,
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
        let corners: [(CGPoint, Float, Float)] = [(CGPoint(x: x0, y: y0), 0, 0), (CGPoint(x: x1, y: y0), 1, 0),
                                                  (CGPoint(x: x1, y: y1), 1, 1), (CGPoint(x: x0, y: y1), 0, 1)]
        return corners.map { corner, u, v in
            let p = corner.applying(toTarget)
            return SDL_Vertex(position: SDL_FPoint(x: Float(p.x), y: Float(p.y)), color: color, tex_coord: SDL_FPoint(x: u, y: v))
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
        guard let copy = newTexture(width: texture.width + 2, height: texture.height + 2, format: SDL_PIXELFORMAT_ARGB8888,
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
