import CSDL2
import CRaster
import Foundation

extension Rasterizer {
    /// Resamples `store` through `transform` (the linear part of its placement; it lands at the
    /// whole-pixel offset) and blends the result straight into the frame's own pixels, within the
    /// current clip — the pixels SDL's blit of a resampled copy would give, without making and
    /// reading the copy (Docs/Rendering.md §5). False, drawing nothing, when the frame is not in
    /// memory the rasteriser may write: another renderer, or drawing into a backing store.
    func blendIntoCanvas(_ store: BackingStore, transform: Transform, offsetX: Int, offsetY: Int) -> Bool {
        guard let (canvas, pixels, pitch) = writableCanvas else { return false }
        let (width, height) = (store.pixelBox.width, store.pixelBox.height)
        guard width > 0, height > 0, store.pixels.count == width * height * 4 else { return false }
        var visible = CGRect(x: 0, y: 0, width: Int(canvas.pointee.w), height: Int(canvas.pointee.h))
        if let clip = clipStack.last ?? nil {
            visible = visible.intersection(CGRect(x: Int(clip.x), y: Int(clip.y), width: Int(clip.w), height: Int(clip.h)))
        }
        guard !visible.isNull, !visible.isEmpty,
              let area = AffineResampler.outputArea(width: width, height: height, transform: transform,
                                                    clip: visible.offsetBy(dx: CGFloat(-offsetX), dy: CGFloat(-offsetY)))
        else { return true } // nothing of it is visible
        // Every pixel written must be on the canvas: the rows are written through raw pointers.
        guard area.x + offsetX >= 0, area.y + offsetY >= 0, area.x + offsetX + area.width <= Int(canvas.pointee.w),
              area.y + offsetY + area.height <= Int(canvas.pointee.h)
        else { return false }
        // SDL queues its drawing: what lies beneath must be in the pixels before blending over it.
        SDL_RenderFlush(sdl)
        let start = pixels + (area.y + offsetY) * pitch + (area.x + offsetX) * 4
        AffineResampler.resample(store.pixels, width: width, height: height, transform: transform, area: area,
                                 into: start, pitch: pitch, mode: .blendOver)
        statistics.resamples += 1
        return true
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

    /// Blends `texture` (RGBA32, whose pixels it was made from are kept: `Texture.sourcePixels`)
    /// at `target` straight into the frame's pixels with colour and alpha modulation `color`,
    /// within the current clip: the bytes `SDL_RenderCopy` of it leaves (`craster_blend_rgba_over_xrgb`,
    /// Docs/Rendering.md §9), without SDL's generic modulating blitter. False, drawing nothing,
    /// when the frame is not in memory the rasteriser may write or the pixels were not kept.
    func blendMaskIntoCanvas(_ texture: Texture, at target: SDL_Rect, color: SDL_Color) -> Bool {
        guard let canvas = writableCanvas, let source = texture.sourcePixels, source.width == Int(target.w),
              source.height == Int(target.h), source.bytes.count == source.width * source.height * 4
        else { return false }
        guard let area = visibleCanvasArea(target, on: canvas.surface) else { return true }
        let into = canvas.pixels + Int(area.y) * canvas.pitch + Int(area.x) * 4
        source.bytes.withUnsafeBufferPointer { bytes in
            guard let base = bytes.baseAddress else { return }
            let from = base + (Int(area.y - target.y) * source.width + Int(area.x - target.x)) * 4
            craster_blend_rgba_over_xrgb(from, source.width * 4, into, canvas.pitch, area.w, area.h,
                                         UInt32(color.r), UInt32(color.g), UInt32(color.b), UInt32(color.a))
        }
        statistics.canvasBlends += 1
        return true
    }

    /// Copies `source` of the opaque streaming `texture` (a picture scaled to its on-screen size)
    /// 1:1 to `target` straight into the frame's pixels, within the current clip: row copies with
    /// cached stores of the bytes SDL's `SDL_BlitCopy` copies with streaming ones when the rows
    /// are 16-byte aligned (`SDL_memcpySSE`, Docs/Rendering.md §9). The texture's pixels are read
    /// through `SDL_LockTexture`, which on the software renderer hands out the texture's own
    /// surface (`SW_LockTexture`). False, copying nothing, for anything else.
    func copyIntoCanvas(_ texture: Texture, source: SDL_Rect, to target: SDL_Rect) -> Bool {
        guard texture.isOpaque, source.w == target.w, source.h == target.h, source.x >= 0, source.y >= 0,
              abs(Int(target.x)) < 1 << 24, abs(Int(target.y)) < 1 << 24,
              Int(source.x) + Int(source.w) <= texture.width, Int(source.y) + Int(source.h) <= texture.height,
              let canvas = writableCanvas, canvas.surface.pointee.format.pointee.format == SDL_PIXELFORMAT_RGB888.rawValue
        else { return false }
        var access: Int32 = 0
        guard SDL_QueryTexture(texture.pointer, nil, &access, nil, nil) == 0,
              access == Int32(SDL_TEXTUREACCESS_STREAMING.rawValue)
        else { return false }
        guard let area = visibleCanvasArea(target, on: canvas.surface) else { return true }
        var locked: UnsafeMutableRawPointer?
        var pitch: Int32 = 0
        guard SDL_LockTexture(texture.pointer, nil, &locked, &pitch) == 0, let pixels = locked else { return false }
        defer { SDL_UnlockTexture(texture.pointer) }
        let from = pixels.assumingMemoryBound(to: UInt8.self)
            + Int(source.y + area.y - target.y) * Int(pitch) + Int(source.x + area.x - target.x) * 4
        let into = canvas.pixels + Int(area.y) * canvas.pitch + Int(area.x) * 4
        craster_copy_rows(from, Int(pitch), into, canvas.pitch, Int32(area.w) * 4, area.h)
        statistics.canvasCopies += 1
        return true
    }

    /// The frame's own pixels, when the rasteriser may write them: it draws on the screen of a
    /// host whose frame is in memory (the headless surface).
    private var writableCanvas: (surface: UnsafeMutablePointer<SDL_Surface>, pixels: UnsafeMutablePointer<UInt8>, pitch: Int)? {
        guard isDrawingToScreen, targetStack.first == .some(nil), let canvas, let pixels = canvas.pointee.pixels else { return nil }
        return (canvas, pixels.assumingMemoryBound(to: UInt8.self), Int(canvas.pointee.pitch))
    }

    /// The part of `rect` on `canvas` and inside the current clip, nil when none of it is, with
    /// SDL's queued drawing done first: what it drew before must be in the pixels before they are
    /// written here.
    private func visibleCanvasArea(_ rect: SDL_Rect, on canvas: UnsafeMutablePointer<SDL_Surface>) -> SDL_Rect? {
        var whole = SDL_Rect(x: 0, y: 0, w: canvas.pointee.w, h: canvas.pointee.h), within = rect, area = SDL_Rect()
        guard SDL_IntersectRect(&within, &whole, &area) == SDL_TRUE else { return nil }
        if var clip = clipStack.last ?? nil {
            var clipped = SDL_Rect()
            guard SDL_IntersectRect(&area, &clip, &clipped) == SDL_TRUE else { return nil }
            area = clipped
        }
        SDL_RenderFlush(sdl)
        return area
    }
}
