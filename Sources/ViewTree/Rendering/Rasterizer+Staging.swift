import CSDL2
import Foundation

/// Drawing a tree that is not on screen yet, so that its first frame on screen is warm
/// (Docs/Rendering.md §12).
extension Rasterizer {
    /// Draws `window` — a window staged off screen, holding a tree about to be shown — into a
    /// texture of its screen's size, so that the caches hold what the tree's first frame on
    /// screen needs: its backing stores, text, images and shadows. What this draws is kept from
    /// eviction until a frame on screen uses it. The renderer's target, its frame, what damage
    /// tracking knows of that frame, and the statistics (which describe frames on screen) are
    /// left as they were.
    func renderOffscreen(_ window: Window) {
        let size = (width: window.screen.pixelWidth, height: window.screen.pixelHeight)
        guard let target = newTexture(width: size.width, height: size.height, format: SDL_PIXELFORMAT_RGB888,
                                      access: SDL_TEXTUREACCESS_TARGET)
        else { return }
        let previous = SDL_GetRenderTarget(sdl)
        let (tracker, counts) = (damageTracker, statistics)
        damageTracker = DamageTracker()
        isStaging = true
        SDL_SetRenderTarget(sdl, target.pointer)
        render(window)
        SDL_SetRenderTarget(sdl, previous)
        isStaging = false
        (damageTracker, statistics) = (tracker, counts)
    }

    /// What a cache entry used now records as its last use: this frame's number, or, while
    /// staging, a mark that keeps it until a frame on screen uses it.
    var useStamp: UInt64 { isStaging ? Self.stagedStamp : frameNumber }

    /// The last use of an entry drawn only off screen (`renderOffscreen`).
    static let stagedStamp = UInt64.max

    /// Whether an entry last used at `stamp` is still worth keeping `lifetime` frames on.
    func isRecent(_ stamp: UInt64, lifetime: UInt64) -> Bool {
        stamp == Self.stagedStamp || frameNumber &- stamp < lifetime
    }
}
