import CSDL2
import Foundation
import ViewTree

/// A window's frame in memory, for a window whose renderer is SDL's software renderer: a
/// streaming XRGB8888 texture of the window's renderer (what is presented, with one copy), and
/// an SDL surface over that texture's own pixels, which a second software renderer — the
/// rasteriser's — draws into. The rasteriser then writes the frame's pixels itself where SDL
/// would stream them past the caches or take a slow blitter (`Rasterizer.copyIntoCanvas`,
/// `fillCanvas`, rotated stores blended in place; Docs/Rendering.md §9), as it does headless.
///
/// It relies on the software renderer's `SW_LockTexture` handing out the texture's surface
/// itself (`src/render/software/SDL_render_sw.c`), the same pixels on every lock: `make` checks
/// that, and `beginDrawing` on every frame.
final class MemoryCanvas {
    /// The streaming texture of the window's renderer holding the frame.
    let texture: OpaquePointer
    /// A surface over the texture's pixels (it owns none): what the canvas renderer draws into.
    let surface: UnsafeMutablePointer<SDL_Surface>
    /// The window's renderer, which owns `texture`: kept until the texture is destroyed.
    private let windowRenderer: RendererHandle

    private init(texture: OpaquePointer, surface: UnsafeMutablePointer<SDL_Surface>, windowRenderer: RendererHandle) {
        self.texture = texture
        self.surface = surface
        self.windowRenderer = windowRenderer
    }

    /// A canvas of `width` × `height` pixels shown through `windowRenderer` (a software one), and
    /// the software renderer that draws into it, which keeps the canvas alive.
    static func make(
        windowRenderer: RendererHandle, width: Int, height: Int
    ) throws -> (canvas: MemoryCanvas, renderer: RendererHandle) {
        func failure(_ call: String) -> RenderError {
            RenderError.sdl(call: call, message: String(cString: SDL_GetError()))
        }
        guard width > 0, height > 0,
            let texture = SDL_CreateTexture(
                windowRenderer.pointer, SDL_PIXELFORMAT_RGB888.rawValue,
                Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), Int32(width), Int32(height))
        else { throw failure("SDL_CreateTexture") }
        SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
        var locked: UnsafeMutableRawPointer?
        var pitch: Int32 = 0
        guard SDL_LockTexture(texture, nil, &locked, &pitch) == 0, let pixels = locked else {
            SDL_DestroyTexture(texture)
            throw failure("SDL_LockTexture")
        }
        SDL_UnlockTexture(texture)
        guard
            let surface = SDL_CreateRGBSurfaceWithFormatFrom(
                pixels, Int32(width), Int32(height), 32, pitch,
                SDL_PIXELFORMAT_RGB888.rawValue)
        else {
            SDL_DestroyTexture(texture)
            throw failure("SDL_CreateRGBSurfaceWithFormatFrom")
        }
        let canvas = MemoryCanvas(texture: texture, surface: surface, windowRenderer: windowRenderer)
        // The pixels must stay where they are between locks (the software renderer's do).
        guard canvas.beginDrawing() else {
            throw RenderError.sdl(
                call: "SDL_LockTexture", message: "the renderer does not keep a streaming texture's pixels in place")
        }
        SDL_UnlockTexture(texture)
        guard let renderer = SDL_CreateSoftwareRenderer(surface) else { throw failure("SDL_CreateSoftwareRenderer") }
        return (canvas, RendererHandle(renderer, owned: true, keepsAlive: canvas))
    }

    /// Opens the texture's pixels for drawing a frame: false when SDL no longer hands out the
    /// surface's pixels (the canvas must then be made again).
    func beginDrawing() -> Bool {
        var pixels: UnsafeMutableRawPointer?
        var pitch: Int32 = 0
        guard SDL_LockTexture(texture, nil, &pixels, &pitch) == 0 else { return false }
        guard pixels == surface.pointee.pixels, pitch == surface.pointee.pitch else {
            SDL_UnlockTexture(texture)
            return false
        }
        return true
    }

    /// Ends a frame's drawing: what `renderer` queued is drawn, then the texture is unlocked.
    func endDrawing(renderer: RendererHandle) {
        SDL_RenderFlush(renderer.pointer)
        SDL_UnlockTexture(texture)
    }

    deinit {
        SDL_FreeSurface(surface)
        SDL_DestroyTexture(texture)
    }
}
