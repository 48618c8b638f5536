import CRaster
import CSDL2
import Foundation
import ViewTree

extension Rasterizer {
    /// Resamples `store` through `transform` (the linear part of its placement; it lands at the
    /// whole-pixel offset) and blends the result straight into the frame's own pixels at
    /// `opacity` (SDL's alpha modulation, 0…255), within the current clip — the pixels SDL's blit
    /// of a resampled copy would give, without making and reading the copy (Docs/Rendering.md §5).
    /// False, drawing nothing, when the frame is not in memory the rasteriser may write: another
    /// renderer, or drawing into a backing store.
    func blendIntoCanvas(
        _ store: BackingStore, transform: Transform, offsetX: Int, offsetY: Int, opacity: UInt8
    ) -> Bool {
        guard let (canvas, pixels, pitch) = writableCanvas else { return false }
        let (width, height) = (store.pixelBox.width, store.pixelBox.height)
        guard width > 0, height > 0, store.pixels.count == width * height * 4 else { return false }
        var visible = CGRect(x: 0, y: 0, width: Int(canvas.pointee.w), height: Int(canvas.pointee.h))
        if let clip = currentClip { visible = visible.intersection(clip) }
        guard !visible.isNull, !visible.isEmpty,
            let area = AffineResampler.outputArea(
                width: width, height: height, transform: transform,
                clip: visible.offsetBy(dx: CGFloat(-offsetX), dy: CGFloat(-offsetY)))
        else { return true }  // nothing of it is visible
        // Every pixel written must be on the canvas: the rows are written through raw pointers.
        guard area.x + offsetX >= 0, area.y + offsetY >= 0, area.x + offsetX + area.width <= Int(canvas.pointee.w),
            area.y + offsetY + area.height <= Int(canvas.pointee.h)
        else { return false }
        // SDL queues its drawing: what lies beneath must be in the pixels before blending over it.
        SDL_RenderFlush(sdl)
        let start = pixels + (area.y + offsetY) * pitch + (area.x + offsetX) * 4
        AffineResampler.resample(
            store.pixels, width: width, height: height, transform: transform, area: area,
            into: start, pitch: pitch, mode: .blendOver(opacity: opacity))
        statistics.resamples += 1
        return true
    }

    /// Blends the translucent `color` over `rect` (target pixels) straight in the frame's pixels,
    /// within the current clip, as `fill` would with SDL: an opaque tile of the colour copied at
    /// the colour's alpha (`BlitRGBtoRGBSurfaceAlphaMMX`, `craster_fill_faded_xrgb`). Only on
    /// x86-64, whose SDL takes that blitter; false, filling nothing, elsewhere or when the frame is
    /// not in memory the rasteriser may write.
    func fillCanvasFaded(_ rect: SDL_Rect, _ color: SDL_Color) -> Bool {
        #if arch(x86_64)
            guard color.a > 0, color.a < 255, let canvas = writableCanvas,
                canvas.surface.pointee.format.pointee.format == SDL_PIXELFORMAT_RGB888.rawValue
            else { return false }
            guard let area = visibleCanvasArea(rect, on: canvas.surface) else { return true }
            let value = UInt32(color.r) << 16 | UInt32(color.g) << 8 | UInt32(color.b)
            craster_fill_faded_xrgb(
                canvas.pixels + Int(area.y) * canvas.pitch + Int(area.x) * 4, canvas.pitch, area.w, area.h,
                value, UInt32(color.a))
            statistics.canvasBlends += 1
            return true
        #else
            return false
        #endif
    }

    /// Fills `rect` (target pixels) with the opaque `color` straight in the frame's pixels, within
    /// the current clip: the bytes `SDL_RenderFillRect` writes there, with cached stores instead
    /// of SDL's streaming ones (`craster_fill`, Docs/Rendering.md §9). False, filling nothing,
    /// when the colour is translucent or the frame is not in memory the rasteriser may write.
    func fillCanvas(_ rect: SDL_Rect, _ color: SDL_Color) -> Bool {
        guard color.a == 255, let canvas = writableCanvas else { return false }
        guard let area = visibleCanvasArea(rect, on: canvas.surface) else { return true }
        let value = SDL_MapRGBA(canvas.surface.pointee.format, color.r, color.g, color.b, color.a)
        craster_fill(canvas.pixels + Int(area.y) * canvas.pitch + Int(area.x) * 4, canvas.pitch, area.w, area.h, value)
        statistics.canvasFills += 1
        return true
    }

    /// Draws `source` of `texture` 1:1 at `target` straight into the frame's pixels, within the
    /// current clip, leaving the bytes `SDL_RenderCopy` of it leaves with the texture's blend mode
    /// and modulation as they are set — without SDL's per-copy blit set-up, its streaming stores
    /// (an unblended copy is `SDL_memcpySSE`/`MMX` with `movntps`/`movntq`) and, for corner
    /// masks, its generic modulating blitter (Docs/Rendering.md §9). What it does:
    /// - an XRGB8888 texture unblended and unmodulated (a picture at its on-screen size, a store's
    ///   opaque interior): SDL's identity copy (`SDL_BlitCopy`), rows of bytes (`craster_copy_rows`);
    /// - an ARGB8888 texture blended and unmodulated (a shadow, a store's edges), on x86-64:
    ///   `BlitRGBtoRGBPixelAlphaMMX` (`craster_blend_argb_over_xrgb`); other machines' SDL takes
    ///   other blitters, with other rounding, so there SDL draws it;
    /// - an ARGB8888 texture blended with only its alpha modulated (a turned store's copy at a
    ///   view's opacity): `SDL_Blit_ARGB8888_RGB888_Modulate_Blend` (`craster_blend_argb_faded_over_xrgb`);
    /// - an XRGB8888 texture blended with only its alpha modulated (an opaque store or picture at
    ///   its view's opacity: a page fading as it swipes), on x86-64: `BlitRGBtoRGBSurfaceAlphaMMX`
    ///   (`craster_blend_xrgb_faded_over_xrgb`); elsewhere SDL draws it;
    /// - an RGBA32 texture blended, any modulation (a corner mask): `BlitRGBtoBGRPixelAlpha` or
    ///   `SDL_Blit_ABGR8888_RGB888_Modulate_Blend` (`craster_blend_rgba_over_xrgb`).
    /// The pixels are the texture's own bytes kept beside it (`Texture.ownPixels`), or, for a
    /// streaming texture, those `SDL_LockTexture` hands out (on the software renderer the texture's
    /// surface itself, `SW_LockTexture`). `asOpaque`: the bytes are copied unblended whatever the
    /// texture's format and blend mode — what SDL copies from an XRGB8888 texture made of them
    /// (a store's opaque cross, `BackingStore.interiorTexture`). False, drawing nothing, for
    /// anything else.
    func copyIntoCanvas(_ texture: Texture, source: SDL_Rect, to target: SDL_Rect, asOpaque: Bool = false) -> Bool {
        guard source.w == target.w, source.h == target.h, source.w > 0, source.h > 0, source.x >= 0, source.y >= 0,
            abs(Int(target.x)) < 1 << 24, abs(Int(target.y)) < 1 << 24,
            Int(source.x) + Int(source.w) <= texture.width, Int(source.y) + Int(source.h) <= texture.height,
            let canvas = writableCanvas,
            canvas.surface.pointee.format.pointee.format == SDL_PIXELFORMAT_RGB888.rawValue,
            let operation = asOpaque ? .copy : canvasOperation(for: texture)
        else { return false }
        var locked: UnsafeMutableRawPointer?
        var lockedPitch: Int32 = 0
        if texture.ownPixels == nil {
            var access: Int32 = 0
            guard SDL_QueryTexture(texture.pointer, nil, &access, nil, nil) == 0,
                access == Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
                SDL_LockTexture(texture.pointer, nil, &locked, &lockedPitch) == 0, locked != nil
            else { return false }
        }
        defer { if locked != nil { SDL_UnlockTexture(texture.pointer) } }
        guard let area = visibleCanvasArea(target, on: canvas.surface) else { return true }
        let into = canvas.pixels + Int(area.y) * canvas.pitch + Int(area.x) * 4
        let offset = (x: Int(source.x + area.x - target.x), y: Int(source.y + area.y - target.y))
        func draw(_ pixels: UnsafePointer<UInt8>, pitch: Int) {
            let from = pixels + offset.y * pitch + offset.x * 4
            switch operation {
            case .copy: craster_copy_rows(from, pitch, into, canvas.pitch, area.w * 4, area.h)
            case .blendARGB: craster_blend_argb_over_xrgb(from, pitch, into, canvas.pitch, area.w, area.h)
            case .blendARGBFaded(let opacity):
                craster_blend_argb_faded_over_xrgb(from, pitch, into, canvas.pitch, area.w, area.h, UInt32(opacity))
            case .blendXRGBFaded(let opacity):
                craster_blend_xrgb_faded_over_xrgb(from, pitch, into, canvas.pitch, area.w, area.h, UInt32(opacity))
            case .blendRGBA(let c):
                craster_blend_rgba_over_xrgb(
                    from, pitch, into, canvas.pitch, area.w, area.h,
                    UInt32(c.r), UInt32(c.g), UInt32(c.b), UInt32(c.a))
            }
        }
        if let own = texture.ownPixels {
            guard own.count == texture.width * texture.height * 4 else { return false }
            own.withUnsafeBufferPointer { bytes in
                if let base = bytes.baseAddress { draw(base, pitch: texture.width * 4) }
            }
        } else if let locked {
            draw(UnsafePointer(locked.assumingMemoryBound(to: UInt8.self)), pitch: Int(lockedPitch))
        }
        if case .copy = operation { statistics.canvasCopies += 1 } else { statistics.canvasBlends += 1 }
        return true
    }

    /// `source` of `texture` at `target` (whole pixels) as `SDL_RenderCopy` draws it, written
    /// straight into the frame where `copyIntoCanvas` can, else by SDL.
    func renderCopy(_ texture: Texture, source: SDL_Rect, to target: SDL_Rect) {
        guard !copyIntoCanvas(texture, source: source, to: target) else { return }
        var (from, to) = (source, target)
        SDL_RenderCopy(sdl, texture.pointer, &from, &to)
    }

    /// How `copyIntoCanvas` draws `texture` as SDL would with its blend mode and modulation; nil
    /// where it leaves the drawing to SDL.
    private func canvasOperation(for texture: Texture) -> CanvasOperation? {
        var format: UInt32 = 0, blendMode = SDL_BLENDMODE_NONE
        var color = SDL_Color(r: 255, g: 255, b: 255, a: 255)
        guard SDL_QueryTexture(texture.pointer, &format, nil, nil, nil) == 0,
            SDL_GetTextureBlendMode(texture.pointer, &blendMode) == 0,
            SDL_GetTextureColorMod(texture.pointer, &color.r, &color.g, &color.b) == 0,
            SDL_GetTextureAlphaMod(texture.pointer, &color.a) == 0
        else { return nil }
        let unmodulated = color.r == 255 && color.g == 255 && color.b == 255 && color.a == 255
        switch (format, blendMode) {
        case (SDL_PIXELFORMAT_RGB888.rawValue, SDL_BLENDMODE_NONE) where unmodulated:
            return .copy
        case (SDL_PIXELFORMAT_ARGB8888.rawValue, SDL_BLENDMODE_BLEND) where unmodulated:
            #if arch(x86_64)
                return .blendARGB
            #else
                return nil
            #endif
        case (SDL_PIXELFORMAT_ARGB8888.rawValue, SDL_BLENDMODE_BLEND)
        where color.r == 255 && color.g == 255 && color.b == 255:
            return .blendARGBFaded(color.a)
        case (SDL_PIXELFORMAT_RGB888.rawValue, SDL_BLENDMODE_BLEND)
        where color.r == 255 && color.g == 255 && color.b == 255 && color.a < 255:
            #if arch(x86_64)
                return .blendXRGBFaded(color.a)
            #else
                return nil
            #endif
        case (SDL_PIXELFORMAT_RGBA32.rawValue, SDL_BLENDMODE_BLEND):
            return .blendRGBA(color)
        default:
            return nil
        }
    }

    private enum CanvasOperation {
        case copy, blendARGB
        case blendARGBFaded(UInt8)
        case blendXRGBFaded(UInt8)
        case blendRGBA(SDL_Color)
    }

    /// The frame's own pixels, when the rasteriser may write them: it draws on the screen of a
    /// host whose frame is in memory (the headless surface, a window's `MemoryCanvas`).
    private var writableCanvas:
        (surface: UnsafeMutablePointer<SDL_Surface>, pixels: UnsafeMutablePointer<UInt8>, pitch: Int)?
    {
        guard isDrawingToScreen, pass.targetStack.first == .some(nil), let canvas, let pixels = canvas.pointee.pixels
        else {
            return nil
        }
        return (canvas, pixels.assumingMemoryBound(to: UInt8.self), Int(canvas.pointee.pitch))
    }

    /// The part of `rect` on `canvas` and inside the current clip, nil when none of it is, with
    /// SDL's queued drawing done first: what it drew before must be in the pixels before they are
    /// written here.
    private func visibleCanvasArea(_ rect: SDL_Rect, on canvas: UnsafeMutablePointer<SDL_Surface>) -> SDL_Rect? {
        var whole = SDL_Rect(x: 0, y: 0, w: canvas.pointee.w, h: canvas.pointee.h), within = rect, area = SDL_Rect()
        guard SDL_IntersectRect(&within, &whole, &area) == SDL_TRUE else { return nil }
        if var clip = pass.clipStack.last ?? nil {
            var clipped = SDL_Rect()
            guard SDL_IntersectRect(&area, &clip, &clipped) == SDL_TRUE else { return nil }
            area = clipped
        }
        SDL_RenderFlush(sdl)
        return area
    }
}
