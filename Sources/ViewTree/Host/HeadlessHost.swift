import Animator
import CSDL2
import Foundation

/// Draws a window into memory with SDL's software renderer on an XRGB8888 surface — no display,
/// no `SDL_Init`, byte-identical to the dummy video driver — on a virtual clock that only moves
/// when told to. Tests, `playground render` and the benchmark use it.
@MainActor
public final class HeadlessHost {
    /// The frame's steps (dispatch, animate, layout, render) on this host's window.
    public let pipeline: FramePipeline
    public var window: Window { pipeline.window }
    public var rasterizer: Rasterizer { pipeline.rasterizer }
    /// The virtual clock, in seconds.
    public private(set) var time: TimeInterval = 0
    private let surface: UnsafeMutablePointer<SDL_Surface>

    public convenience init(screen: Screen, fonts: [Font.Weight: URL]) throws {
        try self.init(window: Window(screen: screen), fonts: fonts)
    }

    /// A host drawing an existing `window` (a panel built before it is drawn headless).
    public init(window: Window, fonts: [Font.Weight: URL]) throws {
        let screen = window.screen
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, Int32(screen.pixelWidth), Int32(screen.pixelHeight), 32,
                                                           SDL_PIXELFORMAT_RGB888.rawValue)
        else { throw RenderError.sdl(call: "SDL_CreateRGBSurfaceWithFormat", message: String(cString: SDL_GetError())) }
        guard let renderer = SDL_CreateSoftwareRenderer(surface) else {
            SDL_FreeSurface(surface)
            throw RenderError.sdl(call: "SDL_CreateSoftwareRenderer", message: String(cString: SDL_GetError()))
        }
        self.surface = surface
        // The renderer is released (destroyed) inside this function when it throws, before the
        // surface it draws into is freed.
        func makePipeline() throws -> FramePipeline {
            try FramePipeline(window: window, renderer: RendererHandle(renderer, owned: true), fonts: fonts, canvas: surface)
        }
        do { pipeline = try makePipeline() } catch {
            SDL_FreeSurface(surface)
            throw error
        }
        window.tick(at: time)
    }

    isolated deinit {
        rasterizer.purgeCaches()
        SDL_FreeSurface(surface)
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
        pipeline.layOut()
        pipeline.render()
        return true
    }

    /// Lays out and draws the window now, whatever changed.
    public func render() {
        pipeline.layOut()
        pipeline.render()
    }

    /// The last frame's pixels (opaque RGBA).
    public func snapshot() -> PixelBuffer {
        // SDL converts the XRGB8888 surface (no alpha) to RGBA with every alpha 255.
        (try? PNGCodec.pixels(of: surface)) ?? PixelBuffer(width: Int(surface.pointee.w), height: Int(surface.pointee.h))
    }
}
