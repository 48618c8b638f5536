import CSDL2
import Foundation
import ViewTree

/// Owns an `SDL_Renderer` (and the window it draws into, if any); textures keep it alive so
/// that none outlives it, and the window is destroyed after its renderer.
final class RendererHandle {
    let pointer: OpaquePointer
    private let owned: Bool
    private let window: OpaquePointer?
    /// Stop SDL's video subsystem after the window: its host started it for this renderer alone.
    private let stopsVideo: Bool
    /// What the renderer draws into (a `MemoryCanvas`), released after the renderer is destroyed.
    private let keepsAlive: AnyObject?
    /// The window system destroyed the window already (another program did): it is then left to
    /// the process's end, because SDL's X11 backend, hiding it first, waits for an UnmapNotify
    /// that a window destroyed with its parent never gets, and would wait forever.
    var windowWasLost = false

    init(
        _ pointer: OpaquePointer, owned: Bool, window: OpaquePointer? = nil, stopsVideo: Bool = false,
        keepsAlive: AnyObject? = nil
    ) {
        self.pointer = pointer
        self.owned = owned
        self.window = window
        self.stopsVideo = stopsVideo
        self.keepsAlive = keepsAlive
    }

    deinit {
        if owned { SDL_DestroyRenderer(pointer) }
        if let window, !windowWasLost { SDL_DestroyWindow(window) }
        if stopsVideo {
            // As `SDLContext.stopVideo` (a deinit cannot reach the main actor): the next start chooses its driver again.
            SDL_QuitSubSystem(UInt32(SDL_INIT_VIDEO | SDL_INIT_EVENTS))
            SDL_ResetHint(SDL_HINT_VIDEODRIVER)
        }
    }
}

/// An SDL texture, destroyed with its last reference.
final class Texture {
    let pointer: OpaquePointer
    let width: Int
    let height: Int
    /// Every pixel opaque, stored without alpha (XRGB8888): copied unblended at full opacity.
    let isOpaque: Bool
    /// An opaque texture's copy with an alpha channel, for blending it into a target that has
    /// one (made when first needed: see `Rasterizer.copy`).
    var alphaTwin: Texture?
    /// The straight RGBA pixels an image texture was made from, kept on the software renderer,
    /// where its copies at other sizes are scaled on the CPU (`Rasterizer.scaledImageTexture`).
    /// A full-size image's share the image's own storage.
    var sourcePixels: PixelBuffer?
    /// The texture's own bytes as SDL holds them (its format, rows of `width` × 4 bytes), kept
    /// beside it where the frame is in memory (a corner mask, a shadow, a backing store), so that
    /// the rasteriser draws it 1:1 into the frame itself (`Rasterizer.copyIntoCanvas`). Whoever
    /// draws into the texture afterwards drops them.
    var ownPixels: [UInt8]?
    private let renderer: RendererHandle

    init(pointer: OpaquePointer, width: Int, height: Int, renderer: RendererHandle, isOpaque: Bool = false) {
        self.pointer = pointer
        self.width = width
        self.height = height
        self.isOpaque = isOpaque
        self.renderer = renderer
    }

    deinit { SDL_DestroyTexture(pointer) }
}
