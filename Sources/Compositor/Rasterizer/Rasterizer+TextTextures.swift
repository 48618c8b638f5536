import CRaster
import CSDL2
import Foundation
import ViewTree

// Lines of text as textures in their own colour (Docs/Rendering.md §7).
extension Rasterizer {
    /// One line of text rasterised in its colour. Tinting white glyphs at draw time instead
    /// would send every copy through SDL's generic modulating blitter, several times slower.
    func textTexture(_ text: String, font: Font, color: Color) -> Texture? {
        let c = color.rgba8
        let key = TextKey(
            text: text, weight: font.weight, pixelSize: fonts.pixelSize(of: font),
            color: UInt32(c.r) << 24 | UInt32(c.g) << 16 | UInt32(c.b) << 8 | UInt32(c.a))
        if let entry = memory.textTextures[key] {
            entry.lastUsed = useStamp
            return entry.texture
        }
        guard c.a > 0, let ttf = fonts.ttfFont(for: font),
            let surface = TTF_RenderUTF8_Blended(ttf, text, SDL_Color(r: c.r, g: c.g, b: c.b, a: c.a))
        else { return nil }
        defer { SDL_FreeSurface(surface) }
        guard
            let texture = streamingCopy(of: surface)
                ?? {
                    guard let pointer = SDL_CreateTextureFromSurface(sdl, surface) else { return nil }
                    SDL_SetTextureBlendMode(pointer, SDL_BLENDMODE_BLEND)
                    SDL_SetTextureScaleMode(pointer, SDL_ScaleModeLinear)
                    return Texture(
                        pointer: pointer, width: Int(surface.pointee.w), height: Int(surface.pointee.h),
                        renderer: renderer)
                }()
        else { return nil }
        memory.textTextures[key] = CacheEntry(texture: texture, frame: useStamp)
        statistics.textTexturesCreated += 1
        noteCacheFill(pixels: texture.width * texture.height)
        return texture
    }

    /// Where the frame is in memory, an ARGB8888 `surface` (SDL_ttf's blended text) as a
    /// streaming texture of its bytes — what `SDL_CreateTextureFromSurface` makes of it, which the
    /// rasteriser can then blend into the frame itself (`copyIntoCanvas` reads it through
    /// `SDL_LockTexture`). Nil elsewhere or for another format.
    func streamingCopy(of surface: UnsafeMutablePointer<SDL_Surface>) -> Texture? {
        let width = Int(surface.pointee.w), height = Int(surface.pointee.h), sourcePitch = Int(surface.pointee.pitch)
        guard keepsOwnPixels, surface.pointee.format.pointee.format == SDL_PIXELFORMAT_ARGB8888.rawValue,
            surface.pointee.flags & UInt32(SDL_RLEACCEL) == 0, let source = surface.pointee.pixels,
            width > 0, height > 0, sourcePitch >= width * 4
        else { return nil }
        return streamingTexture(width: width, height: height, format: SDL_PIXELFORMAT_ARGB8888) { target, pitch in
            craster_copy_rows(
                source.assumingMemoryBound(to: UInt8.self), sourcePitch, target, pitch, Int32(width * 4), Int32(height))
            return true
        }
    }
}
