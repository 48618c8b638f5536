import CSDL2
import Foundation
import ViewTree

/// Drawing a tree that is not on screen yet, so that its first frame on screen is warm
/// (Docs/Rendering.md §12).
extension Rasterizer {
    /// Draws `window` — a window staged off screen, holding a tree about to be shown — into a
    /// texture of its screen's size, so that the caches hold what the tree's first frame on
    /// screen needs: its backing stores, text, images and shadows. What this draws is kept from
    /// eviction until a frame on screen uses it. The renderer's target, its frame, what damage
    /// tracking knows of that frame, and the statistics (which describe frames on screen) are
    /// left as they were.
    ///
    /// `pixelBudget` splits the work into passes short enough for one idle turn each: once a
    /// pass's cache fills (a backing store, a text texture, a shadow, an image level or an
    /// on-screen-size picture) add up to that many pixels, the views of the screen's level after
    /// it are left for the next pass, which reuses what this one made. A budget of 1 makes one
    /// fill a pass. A view drawn into a backing store is never cut short, so no store is cached
    /// half drawn. Returns whether the pass drew the whole tree.
    @discardableResult
    func renderOffscreen(_ window: Window, pixelBudget: Int? = nil) -> Bool {
        let size = (width: window.screen.pixelWidth, height: window.screen.pixelHeight)
        // One target for every pass: a new screen-sized texture per pass was zeroed and its fresh
        // pages faulted in, even for a pass that fills nothing new (§12). What it shows is never
        // read.
        if memory.stagingTarget?.width != size.width || memory.stagingTarget?.height != size.height {
            memory.stagingTarget = newTexture(
                width: size.width, height: size.height, format: SDL_PIXELFORMAT_RGB888,
                access: SDL_TEXTUREACCESS_TARGET)
        }
        guard let target = memory.stagingTarget else { return true }
        let previous = SDL_GetRenderTarget(sdl)
        let (tracker, counts) = (memory.damageTracker, statistics)
        memory.damageTracker = DamageTracker()
        pass.isStaging = true
        (pass.stagingPixelBudget, pass.stagingFilledPixels, pass.stagingPassWasCut) = (pixelBudget, 0, false)
        SDL_SetRenderTarget(sdl, target.pointer)
        render(window)
        SDL_SetRenderTarget(sdl, previous)
        pass.isStaging = false
        pass.stagingPixelBudget = nil
        (memory.damageTracker, statistics) = (tracker, counts)
        return !pass.stagingPassWasCut
    }

    /// Draws whole, off screen, the partial stores (`BackingStore.drawnRows`) of `window`'s views,
    /// so that a drag uncovering them does not draw them on its first frame; a pass draws at most
    /// `pixelBudget` pixels of them, as staging does. Whether it is done: none is left that a
    /// pass can reach — a pass that completes none (its view hidden now, or wholly covered) gives
    /// those up, so that the window's idle work ends rather than redraw it off screen on every
    /// turn. What the pass uses is stamped with this frame, not kept as a stage's is (`useStamp`);
    /// the window's frame, damage tracking and whether it needs a frame stay as they were.
    func completePartialStores(of window: Window, pixelBudget: Int? = nil) -> Bool {
        func partial() -> [BackingStore] {
            memory.backingStores.values.filter {
                $0.drawnRows != nil && !$0.isBeyondCompletion && $0.view?.window === window
            }
        }
        let before = partial()
        guard !before.isEmpty else { return true }
        let needed = window.needsRender
        pass.drawsStoresWhole = true
        defer { pass.drawsStoresWhole = false }
        _ = renderOffscreen(window, pixelBudget: pixelBudget)
        if needed { window.setNeedsRender() }
        let after = partial()
        if after.count == before.count { after.forEach { $0.isBeyondCompletion = true } }
        return after.isEmpty || after.count == before.count
    }

    /// Counts one cache fill (something drawn or scaled that later frames reuse) of `pixels`
    /// pixels for a staging pass's budget; every fill counts at least one.
    func noteCacheFill(pixels: Int) {
        if pass.isStaging { pass.stagingFilledPixels += max(1, pixels) }
    }

    /// Whether a staging pass has spent its budget, so that the view about to be drawn on the
    /// screen's level is left for the next pass (and the pass is marked cut). Always false inside
    /// a backing store and outside staging.
    func stagingBudgetIsSpent() -> Bool {
        guard pass.isStaging, isDrawingToScreen, let budget = pass.stagingPixelBudget,
            pass.stagingFilledPixels >= budget
        else {
            return false
        }
        pass.stagingPassWasCut = true
        return true
    }

    /// What a cache entry used now records as its last use: this frame's number, or, while a
    /// scene is staged, a mark that keeps it until a frame on screen uses it.
    var useStamp: UInt64 { pass.isStaging && !pass.drawsStoresWhole ? Self.stagedStamp : frameNumber }

    /// The last use of an entry drawn only off screen (`renderOffscreen`).
    static let stagedStamp = UInt64.max

    /// Whether an entry last used at `stamp` is still worth keeping `lifetime` frames on.
    func isRecent(_ stamp: UInt64, lifetime: UInt64) -> Bool {
        stamp == Self.stagedStamp || frameNumber &- stamp < lifetime
    }
}
