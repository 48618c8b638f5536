import Animator
import CSDL2
import CWindowSystem
import Foundation
import ViewTree

// Where the canvas and the side panel sit in the window, how the scale follows the window, and
// how a window point maps to a canvas or panel point.
extension WindowHost {
    // MARK: Side panel

    /// Input for the side panel, at its own time (a replay delivering its events to a second
    /// phone beside the first), through its delegate if it has one.
    public func dispatchToSidePanel(_ event: InputEvent) {
        sidePanel?.dispatch(event, to: sidePanelDelegate)
    }

    /// Shows `panel` beside the canvas, at its right, or hides it (nil): the window widens (or
    /// narrows) by the panel's share so that the phone keeps its size on screen. The panel has a
    /// frame pipeline of its own on the same renderer and fonts; the pointer goes to the tree it
    /// went down on; keys go to the delegate as before.
    public func setSidePanel(_ panel: Window?) {
        guard panel !== sidePanel?.window else { return }
        let before = Self.layoutSize(canvas: window.screen.size, panel: sidePanel?.window.screen.size)
        if let panelCanvas { SDL_DestroyTexture(panelCanvas) }
        panelCanvas = nil
        sidePanel?.rasterizer.purgeCaches()
        pointerOnPanel = false
        panelMemoryCanvas = nil
        sidePanel = panel.map { panel in
            if panel.screen.scale != window.screen.scale { panel.setScale(window.screen.scale) }
            return panelPipeline(for: panel)
        }
        let after = Self.layoutSize(canvas: window.screen.size, panel: panel?.screen.size)
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetWindowSize(sdlWindow, &width, &height)
        var usable = SDL_Rect()
        let hasUsable = SDL_GetDisplayUsableBounds(SDL_GetWindowDisplayIndex(sdlWindow), &usable) == 0
        let resize = Self.windowWidth(
            showing: after, after: before, in: CGSize(width: CGFloat(width), height: CGFloat(height)),
            usableWidth: hasUsable ? CGFloat(usable.w) : nil, widthAddedForPanel: widthAddedForPanel)
        widthAddedForPanel = resize.added
        if resize.width != CGFloat(width) { SDL_SetWindowSize(sdlWindow, Int32(resize.width), height) }
        needsPresent = true
    }

    /// The window's width once the output shows `layout` instead of `previous`. Opening the panel
    /// widens the window only as far as the phone, at the size the window shows it now, needs
    /// (a window already wide enough keeps its width) and never past the display's usable width;
    /// closing gives back what opening added. Returns the width and what this change added.
    nonisolated static func windowWidth(
        showing layout: CGSize, after previous: CGSize, in window: CGSize,
        usableWidth: CGFloat?, widthAddedForPanel: CGFloat
    ) -> (width: CGFloat, added: CGFloat) {
        guard previous.width > 0, previous.height > 0, window.width > 0 else { return (window.width, 0) }
        if layout.width < previous.width {
            return (max(window.width - widthAddedForPanel, 1), 0)
        }
        // The letterbox's fit: window points per layout point, as the output is placed.
        let fit = min(window.width / previous.width, window.height / previous.height)
        let needed = (layout.width * fit).rounded(.up)
        guard needed > window.width else { return (window.width, 0) }
        let width = max(window.width, min(needed, usableWidth ?? needed))
        return (width, width - window.width)
    }

    /// A drag on the panel ends as the phone's do when the window loses focus or changes size.
    func releasePanelPointer(timestamp: TimeInterval) {
        guard pointerOnPanel else { return }
        pointerOnPanel = false
        sidePanel?.dispatch(.focusLost(timestamp: timestamp), to: nil)
    }

    /// The points the output must show: the canvas, and the panel beside it when there is one.
    static func layoutSize(canvas: CGSize, panel: CGSize?) -> CGSize {
        guard let panel else { return canvas }
        return CGSize(width: canvas.width + panel.width, height: max(canvas.height, panel.height))
    }

    /// The side panel's frame pipeline, on the phone's fonts: on the software renderer drawing
    /// into a memory canvas of its own as the phone does (`panelMemoryCanvas`), else into a
    /// target texture of the window's renderer (`panelTexture()`).
    /// The panel keeps its fonts across scale changes; it shares the phone's unless it places
    /// glyphs otherwise (``Window/allowsFontSubpixelPositioning``), or they cannot be opened.
    func panelPipeline(for panel: Window) -> FramePipeline {
        let fonts = fonts(for: panel)
        if memoryCanvas != nil, let (canvas, pipeline) = try? memoryCanvasPipeline(for: panel, fonts: fonts) {
            panelMemoryCanvas = canvas
            return pipeline
        }
        return FramePipeline(window: panel, rasterizer: Rasterizer(rendererHandle: rendererHandle, fonts: fonts))
    }

    /// The phone's fonts, or for a panel that places glyphs otherwise
    /// (``Window/allowsFontSubpixelPositioning``) a library of its own, opened once and kept for
    /// the panel's next opening; the phone's when that cannot be opened.
    func fonts(for panel: Window) -> FontLibrary {
        let subpixel = panel.allowsFontSubpixelPositioning
        guard subpixel != rasterizer.fonts.subpixelPositioning else { return rasterizer.fonts }
        if let panelFonts, panelFonts.subpixelPositioning == subpixel { return panelFonts }
        panelFonts = try? FontLibrary(
            files: rasterizer.fonts.files, scale: panel.screen.scale, subpixelPositioning: subpixel)
        return panelFonts ?? rasterizer.fonts
    }

    /// A memory canvas of `window`'s pixel size shown through the window's renderer, and a new
    /// rasteriser drawing `window` into it with `fonts` (the phone's when not given); the window is
    /// drawn in full on its next frame.
    func memoryCanvasPipeline(for window: Window, fonts: FontLibrary? = nil) throws -> (MemoryCanvas, FramePipeline) {
        let (canvas, renderer) = try MemoryCanvas.make(
            windowRenderer: rendererHandle, width: window.screen.pixelWidth, height: window.screen.pixelHeight)
        let rasterizer = Rasterizer(
            rendererHandle: renderer, fonts: fonts ?? rasterizer.fonts, canvas: canvas.surface)
        window.setNeedsDisplay()
        return (canvas, FramePipeline(window: window, rasterizer: rasterizer))
    }

    func panelTexture() -> OpaquePointer? {
        if let panelCanvas { return panelCanvas }
        guard let sidePanel else { return nil }
        sidePanel.rasterizer.setNeedsFullRedraw()
        let screen = sidePanel.window.screen
        let texture = SDL_CreateTexture(
            rendererHandle.pointer, SDL_PIXELFORMAT_RGB888.rawValue,
            Int32(SDL_TEXTUREACCESS_TARGET.rawValue), Int32(screen.pixelWidth), Int32(screen.pixelHeight))
        if let texture { SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear) }
        panelCanvas = texture
        return texture
    }

    func adaptScale() {
        guard adaptsScaleToWindow else { return }
        var outputWidth: Int32 = 0, outputHeight: Int32 = 0
        SDL_GetRendererOutputSize(rendererHandle.pointer, &outputWidth, &outputHeight)
        guard outputWidth > 0, outputHeight > 0 else { return }
        let size = window.screen.size
        let pixelsPerPoint = min(CGFloat(outputWidth) / size.width, CGFloat(outputHeight) / size.height)
        let scale: CGFloat = pixelsPerPoint >= 1.25 ? 2 : 1
        let previous = window.screen.scale
        guard scale != previous else { return }
        window.setScale(scale)
        if memoryCanvas != nil, !replaceMemoryCanvas() {
            window.setScale(previous)
            return
        }
        if let canvas { SDL_DestroyTexture(canvas) }
        canvas = nil
        if let sidePanel {
            sidePanel.window.setScale(scale)
            if let panelCanvas { SDL_DestroyTexture(panelCanvas) }
            panelCanvas = nil
            sidePanel.rasterizer.purgeCaches()
            panelMemoryCanvas = nil
            self.sidePanel = panelPipeline(for: sidePanel.window)
        }
    }

    /// A memory canvas of the screen's pixel size, with a new rasteriser drawing into it (its
    /// renderer is bound to the canvas) sharing the fonts, drawn in full on the next frame;
    /// false, leaving the old one, when SDL cannot make it (told on standard error, once).
    func replaceMemoryCanvas() -> Bool {
        do {
            let (canvas, pipeline) = try memoryCanvasPipeline(for: window)
            rasterizer.purgeCaches()
            self.pipeline = pipeline
            memoryCanvas = canvas
            return true
        } catch {
            guard !canvasFailureReported else { return false }
            canvasFailureReported = true
            StandardError.write(
                "cannot make the window's canvas at \(window.screen.pixelWidth) × \(window.screen.pixelHeight) px (\(error)); "
                    + "the window keeps the canvas it has; --renderer opengl draws without one", from: "fluid")
            return false
        }
    }

    func canvasTexture() -> OpaquePointer? {
        if let canvas { return canvas }
        // A new canvas holds nothing yet: its first frame is drawn in full.
        rasterizer.setNeedsFullRedraw()
        // XRGB8888, like the headless surface: no alpha to keep, and SDL's fast blitters target it.
        let texture = SDL_CreateTexture(
            rendererHandle.pointer, SDL_PIXELFORMAT_RGB888.rawValue,
            Int32(SDL_TEXTUREACCESS_TARGET.rawValue),
            Int32(window.screen.pixelWidth), Int32(window.screen.pixelHeight))
        if let texture { SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear) }
        canvas = texture
        return texture
    }

    /// The parts of a `width` × `height` output that none of `shown` covers, as rectangles: the
    /// output cut into columns at the rectangles' left and right edges, and each column's gaps
    /// above, between and below the rectangles spanning it.
    static func uncovered(width: Int32, height: Int32, by shown: [SDL_Rect]) -> [SDL_Rect] {
        guard width > 0, height > 0 else { return [] }
        let clamp = { (value: Int32) in min(max(value, 0), width) }
        let edges = Set([0, width] + shown.flatMap { [clamp($0.x), clamp($0.x &+ $0.w)] }).sorted()
        var gaps: [SDL_Rect] = []
        for (left, right) in zip(edges, edges.dropFirst()) where right > left {
            let spanning = shown.filter { $0.w > 0 && $0.h > 0 && $0.x <= left && $0.x &+ $0.w >= right }.sorted {
                $0.y < $1.y
            }
            var top: Int32 = 0
            for rect in spanning {
                let start = min(max(rect.y, 0), height)
                if start > top { gaps.append(SDL_Rect(x: left, y: top, w: right - left, h: start - top)) }
                top = max(top, min(max(rect.y &+ rect.h, 0), height))
            }
            if height > top { gaps.append(SDL_Rect(x: left, y: top, w: right - left, h: height - top)) }
        }
        return gaps
    }

    /// Where the canvas and the side panel go in the output, in output pixels: together as large
    /// as fits (the canvas alone when there is no panel), centred, the panel at the canvas's right, both at the same points-to-pixels ratio.
    func canvasPlacement(outputWidth: Int32, outputHeight: Int32) -> (canvas: SDL_Rect, panel: SDL_Rect?) {
        let canvasSize = window.screen.size, panelSize = sidePanel?.window.screen.size
        let total = Self.layoutSize(canvas: canvasSize, panel: panelSize)
        let fit = min(CGFloat(outputWidth) / total.width, CGFloat(outputHeight) / total.height)
        let left = ((CGFloat(outputWidth) - total.width * fit) / 2).rounded(.down)
        let top = (CGFloat(outputHeight) - total.height * fit) / 2
        let width = (canvasSize.width * fit).rounded(), height = (canvasSize.height * fit).rounded()
        let canvas = SDL_Rect(x: Int32(left), y: Int32(top.rounded(.down)), w: Int32(width), h: Int32(height))
        let panel = panelSize.map { size in
            SDL_Rect(
                x: Int32(left + width), y: Int32(top.rounded(.down)),
                w: Int32((size.width * fit).rounded()), h: Int32((size.height * fit).rounded()))
        }
        return (canvas, panel)
    }

    /// Window coordinates to the side panel's points, when the panel is shown.
    func panelPoint(windowX: CGFloat, windowY: CGFloat) -> CGPoint? {
        guard let sidePanel else { return nil }
        return mappedPoint(windowX: windowX, windowY: windowY, screenSize: sidePanel.window.screen.size) { $0.panel }
    }

    /// Window coordinates to the points of a screen shown in the output where `rect` says (the
    /// canvas or the panel); nil where that is nowhere or too small to tell.
    func mappedPoint(
        windowX: CGFloat, windowY: CGFloat, screenSize: CGSize,
        rect: ((canvas: SDL_Rect, panel: SDL_Rect?)) -> SDL_Rect?
    ) -> CGPoint? {
        var windowWidth: Int32 = 0, windowHeight: Int32 = 0, outputWidth: Int32 = 0, outputHeight: Int32 = 0
        SDL_GetWindowSize(sdlWindow, &windowWidth, &windowHeight)
        SDL_GetRendererOutputSize(rendererHandle.pointer, &outputWidth, &outputHeight)
        guard let rect = rect(canvasPlacement(outputWidth: outputWidth, outputHeight: outputHeight)) else { return nil }
        return Self.canvasPoint(
            CGPoint(x: windowX, y: windowY),
            windowSize: CGSize(width: Int(windowWidth), height: Int(windowHeight)),
            outputSize: CGSize(width: Int(outputWidth), height: Int(outputHeight)),
            canvas: CGRect(x: Int(rect.x), y: Int(rect.y), width: Int(rect.w), height: Int(rect.h)),
            screenSize: screenSize)
    }

    /// The side panel's point for a window point over it, if the panel is shown and under it.
    func pointOnPanel(windowX: CGFloat, windowY: CGFloat) -> CGPoint? {
        guard let sidePanel, let point = panelPoint(windowX: windowX, windowY: windowY),
            sidePanel.window.bounds.contains(point)
        else { return nil }
        return point
    }

    /// Window coordinates (SDL's, which are points on HiDPI displays) to canvas points; where the
    /// canvas is too small to tell (a window dragged down to a few pixels), the pointer stays
    /// where it was.
    func canvasPoint(windowX: CGFloat, windowY: CGFloat) -> CGPoint {
        mappedPoint(windowX: windowX, windowY: windowY, screenSize: window.screen.size) { $0.canvas }
            ?? lastMouseLocation
    }

    /// The canvas drawn smaller than this (output pixels, either side) maps no pointer: one
    /// window pixel would be tens of points (a 1 × 1 window read "over 252,438 pt").
    static let smallestMappedCanvas: CGFloat = 16

    /// `point` in a window of `windowSize` whose output of `outputSize` pixels shows the canvas in
    /// `canvas` (output pixels), as a point on a screen of `screenSize`; nil when the window or
    /// the canvas is degenerate.
    static func canvasPoint(
        _ point: CGPoint, windowSize: CGSize, outputSize: CGSize, canvas: CGRect, screenSize: CGSize
    ) -> CGPoint? {
        guard windowSize.width > 0, windowSize.height > 0, outputSize.width > 0, outputSize.height > 0,
            canvas.width >= smallestMappedCanvas, canvas.height >= smallestMappedCanvas,
            point.x.isFinite, point.y.isFinite
        else { return nil }
        let ratio = outputSize.width / windowSize.width
        return CGPoint(
            x: (point.x * ratio - canvas.minX) / canvas.width * screenSize.width,
            y: (point.y * ratio - canvas.minY) / canvas.height * screenSize.height)
    }

    /// The canvas as last drawn.
    public func canvasSnapshot() -> PixelBuffer? {
        if let memoryCanvas { return try? PNGCodec.pixels(of: memoryCanvas.surface) }
        guard let canvas else { return nil }
        let renderer = rendererHandle.pointer
        let width = window.screen.pixelWidth, height = window.screen.pixelHeight
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        SDL_SetRenderTarget(renderer, canvas)
        SDL_RenderReadPixels(renderer, nil, SDL_PIXELFORMAT_ABGR8888.rawValue, &pixels, Int32(width * 4))
        SDL_SetRenderTarget(renderer, nil)
        for i in stride(from: 3, to: pixels.count, by: 4) { pixels[i] = 255 }
        return PixelBuffer(width: width, height: height, bytes: pixels)
    }
}
