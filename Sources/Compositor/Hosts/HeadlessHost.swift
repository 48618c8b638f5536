import Animator
import CSDL2
import Foundation
import ViewTree

/// Draws a window into memory with SDL's software renderer on an XRGB8888 surface — no display,
/// no `SDL_Init`, byte-identical to the dummy video driver — on a virtual clock that only moves
/// when told to. Tests, `playground render` and the benchmark use it.
///
/// `init(screen:fonts:renderDriver:videoDriver:)` draws with another SDL renderer instead (an
/// accelerated one: `opengl`, `opengles2`), into a render-target texture of a hidden window, as
/// `WindowHost` draws into its canvas: the same frames on that renderer, without showing them.
@MainActor
public final class HeadlessHost {
    /// The frame's steps (dispatch, animate, layout, render) on this host's window.
    public let pipeline: FramePipeline
    public var window: Window { pipeline.window }
    public var rasterizer: Rasterizer { pipeline.rasterizer }
    /// The virtual clock, in seconds.
    public private(set) var time: TimeInterval = 0
    /// What the frame is drawn into.
    private enum Target {
        /// Memory, drawn by SDL's software renderer.
        case surface(UnsafeMutablePointer<SDL_Surface>)
        /// A render-target texture of another renderer (which owns it).
        case texture(OpaquePointer)
    }
    private let target: Target

    public convenience init(screen: Screen, fonts: [Font.Weight: URL]) throws {
        try self.init(window: Window(screen: screen), fonts: fonts)
    }

    /// A host drawing an existing `window` (a panel built before it is drawn headless).
    public init(window: Window, fonts: [Font.Weight: URL]) throws {
        let screen = window.screen
        guard
            let surface = SDL_CreateRGBSurfaceWithFormat(
                0, Int32(screen.pixelWidth), Int32(screen.pixelHeight), 32,
                SDL_PIXELFORMAT_RGB888.rawValue)
        else { throw RenderError.sdl(call: "SDL_CreateRGBSurfaceWithFormat", message: String(cString: SDL_GetError())) }
        guard let renderer = SDL_CreateSoftwareRenderer(surface) else {
            SDL_FreeSurface(surface)
            throw RenderError.sdl(call: "SDL_CreateSoftwareRenderer", message: String(cString: SDL_GetError()))
        }
        self.target = .surface(surface)
        // The renderer is released (destroyed) inside this function when it throws, before the
        // surface it draws into is freed.
        func makePipeline() throws -> FramePipeline {
            try FramePipeline(
                window: window, renderer: RendererHandle(renderer, owned: true), fonts: fonts, canvas: surface)
        }
        do { pipeline = try makePipeline() } catch {
            SDL_FreeSurface(surface)
            throw error
        }
        window.tick(at: time)
    }

    /// The render drivers this SDL was built with, by the names `SDL_HINT_RENDER_DRIVER` takes
    /// ("opengl", "opengles2", "software", …); a name not listed would be passed over silently.
    public static var renderDrivers: [String] {
        (0..<max(0, SDL_GetNumRenderDrivers())).compactMap { index in
            var info = SDL_RendererInfo()
            guard SDL_GetRenderDriverInfo(index, &info) == 0, let name = info.name else { return nil }
            return String(cString: name)
        }
    }

    /// A host drawing with SDL's `renderDriver` (`SDL_HINT_RENDER_DRIVER`: "opengl",
    /// "opengles2", …) into an XRGB8888 render-target texture of the screen's size, through a
    /// hidden window of `videoDriver` (SDL's choice when nil; "offscreen" needs no display: with
    /// Mesa's EGL it gives an accelerated OpenGL renderer). Starts SDL's video subsystem on that
    /// driver, stopping it first if it runs another one (no window may be open then), and stops
    /// it again when the host goes if it started it.
    public init(screen: Screen, fonts: [Font.Weight: URL], renderDriver: String, videoDriver: String?) throws {
        let started =
            SDL_WasInit(UInt32(SDL_INIT_VIDEO)) == 0
            || videoDriver.map { String(cString: SDL_GetCurrentVideoDriver()) != $0 } ?? false
        if started { try SDLContext.restart(videoDriver: videoDriver) }
        func fail(_ call: String) -> Error {
            let error = RenderError.sdl(call: call, message: String(cString: SDL_GetError()))
            if started { SDLContext.stopVideo() }
            return error
        }
        SDL_SetHint(SDL_HINT_RENDER_DRIVER, renderDriver)
        guard
            let sdlWindow = SDL_CreateWindow(
                "Fluid (hidden)", 0, 0, Int32(screen.pixelWidth), Int32(screen.pixelHeight),
                SDL_WINDOW_HIDDEN.rawValue)
        else { throw fail("SDL_CreateWindow") }
        guard let renderer = SDL_CreateRenderer(sdlWindow, -1, 0) else {
            SDL_DestroyWindow(sdlWindow)
            throw fail("SDL_CreateRenderer(\(renderDriver))")
        }
        SDL_ResetHint(SDL_HINT_RENDER_DRIVER)
        // The last of the renderer's users stops the video subsystem this host started.
        let handle = RendererHandle(renderer, owned: true, window: sdlWindow, stopsVideo: started)
        guard
            let canvas = SDL_CreateTexture(
                renderer, SDL_PIXELFORMAT_RGB888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue),
                Int32(screen.pixelWidth), Int32(screen.pixelHeight))
        else { throw RenderError.sdl(call: "SDL_CreateTexture", message: String(cString: SDL_GetError())) }
        do { pipeline = try FramePipeline(screen: screen, renderer: handle, fonts: fonts) } catch {
            SDL_DestroyTexture(canvas)
            throw error
        }
        target = .texture(canvas)
        window.tick(at: time)
    }

    isolated deinit {
        rasterizer.purgeCaches()
        switch target {
        case .surface(let surface): SDL_FreeSurface(surface)
        case .texture(let canvas): SDL_DestroyTexture(canvas)
        }
    }

    /// The name of the SDL renderer drawing the frames ("software", "opengl", …).
    public var rendererName: String {
        var info = SDL_RendererInfo()
        guard SDL_GetRendererInfo(sdlRenderer, &info) == 0, let name = info.name else { return "unknown" }
        return String(cString: name)
    }

    /// The SDL renderer, for code that draws with plain SDL calls (the benchmark's baseline).
    public var sdlRenderer: OpaquePointer { rasterizer.renderer.pointer }

    /// Moves the virtual clock forward and produces a frame at the new time: the delegate (if
    /// any) advances, then the window ticks (recognizer deadlines, animations).
    public func advance(by seconds: TimeInterval, delegate: HostDelegate? = nil) {
        time += seconds.isFinite ? max(0, seconds) : 0
        frame(delegate)
    }

    /// A frame's animate step; headless frames are laid out and drawn only when asked
    /// (``render()``, ``renderIfNeeded()``), since most tests look at the tree, not the pixels.
    private func frame(_ delegate: HostDelegate?) {
        pipeline.animate(to: time, delegate: delegate)
    }

    /// Delivers one event now, to the delegate if given (as a window host does), else to the window.
    public func send(_ event: InputEvent, delegate: HostDelegate? = nil) {
        pipeline.dispatch(event, to: delegate)
    }

    /// Plays `events` on the virtual clock as a window would see them (`EventSchedule`): a frame
    /// every `frameInterval` seconds delivers the events it has reached, then advances.
    public func play(_ events: [InputEvent], frameInterval: TimeInterval = 1.0 / 60, delegate: HostDelegate? = nil) {
        for frame in EventSchedule.frames(events, start: time, frameInterval: frameInterval) {
            for event in frame.events { send(event, delegate: delegate) }
            time = frame.time
            self.frame(delegate)
        }
    }

    /// Produces frames every `frameInterval` seconds for `duration` seconds.
    public func run(for duration: TimeInterval, frameInterval: TimeInterval = 1.0 / 60, delegate: HostDelegate? = nil) {
        let interval = frameInterval.isFinite && frameInterval > 0 ? frameInterval : 1.0 / 60
        let end = time + (duration.isFinite ? max(0, duration) : 0)
        while time + interval <= end + 1e-9 { advance(by: interval, delegate: delegate) }
    }

    /// Draws the window if anything changed; returns whether it drew.
    @discardableResult
    public func renderIfNeeded() -> Bool {
        guard window.needsRender else { return false }
        render()
        return true
    }

    /// Lays out and draws the window now, whatever changed.
    public func render() {
        pipeline.layOut()
        if case .texture(let canvas) = target { SDL_SetRenderTarget(sdlRenderer, canvas) }
        pipeline.render()
        if case .texture = target { SDL_RenderFlush(sdlRenderer) }
    }

    /// The frame drawn again in full with every view drawn whole (occlusion culling off): what
    /// tests compare damage-tracked, culled frames with. The next frame is drawn in full too.
    func referenceSnapshot() -> PixelBuffer {
        rasterizer.setNeedsFullRedraw()
        rasterizer.cullsOccludedDrawing = false
        rasterizer.cullsOffscreenSubviews = false
        render()
        rasterizer.cullsOccludedDrawing = true
        rasterizer.cullsOffscreenSubviews = true
        return snapshot()
    }

    /// Waits until the renderer has drawn every frame asked for: reading one pixel of the frame
    /// makes OpenGL finish its work (`glReadPixels`). Nothing to wait for on the software surface.
    public func finishDrawing() {
        guard case .texture(let canvas) = target else { return }
        SDL_SetRenderTarget(sdlRenderer, canvas)
        var pixel: UInt32 = 0
        var one = SDL_Rect(x: 0, y: 0, w: 1, h: 1)
        SDL_RenderReadPixels(sdlRenderer, &one, SDL_PIXELFORMAT_ARGB8888.rawValue, &pixel, 4)
    }

    /// The last frame's pixels (opaque RGBA).
    public func snapshot() -> PixelBuffer {
        switch target {
        case .surface(let surface):
            // SDL converts the XRGB8888 surface (no alpha) to RGBA with every alpha 255.
            return (try? PNGCodec.pixels(of: surface))
                ?? PixelBuffer(width: Int(surface.pointee.w), height: Int(surface.pointee.h))
        case .texture(let canvas):
            let screen = window.screen
            var buffer = PixelBuffer(width: screen.pixelWidth, height: screen.pixelHeight)
            SDL_SetRenderTarget(sdlRenderer, canvas)
            let status = buffer.bytes.withUnsafeMutableBytes { raw in
                SDL_RenderReadPixels(
                    sdlRenderer, nil, SDL_PIXELFORMAT_RGBA32.rawValue, raw.baseAddress, Int32(screen.pixelWidth * 4))
            }
            guard status == 0 else { return PixelBuffer(width: screen.pixelWidth, height: screen.pixelHeight) }
            // The canvas has no alpha: SDL reads what its texture holds there.
            for index in stride(from: 3, to: buffer.bytes.count, by: 4) { buffer.bytes[index] = 255 }
            return buffer
        }
    }
}
