import Animator
import CSDL2
import CWindowSystem
import Foundation
import ViewTree

/// A real, resizable, HiDPI-aware window showing the canvas (the window's screen, in pixels)
/// centred and scaled to fit, with letterboxing. It draws only when something changed and
/// sleeps in `SDL_WaitEventTimeout` when idle.
@MainActor
public final class WindowHost {
    public enum RendererChoice: String, CaseIterable, Sendable {
        /// The first accelerated renderer with vsync, else software.
        case auto
        case software
        case opengl
    }

    /// The frame's steps (dispatch, animate, layout, render) on this host's window. On the
    /// software renderer a new canvas size (`adaptsScaleToWindow`) brings a new rasteriser.
    public internal(set) var pipeline: FramePipeline
    public var window: Window { pipeline.window }
    public var rasterizer: Rasterizer { pipeline.rasterizer }
    /// The SDL render driver in use (e.g. "opengl", "software").
    public let rendererName: String
    /// Run when the connection to the X server breaks (the server quit, `xkill`), just before
    /// the process ends with one line and status 1 (Xlib lets nothing go on past that): for what
    /// must be said or closed first, such as a recording's summary. One for the process, as the
    /// connection is.
    public static var lastWords: (@MainActor () -> Void)?

    /// Why the window was lost, when that ended `run`: it was destroyed by another program (or
    /// with the window it had been placed in), or the X server reported an error about it.
    public internal(set) var windowSystemError: String? {
        didSet { rendererHandle.windowWasLost = windowSystemError != nil }
    }
    /// Why `auto` took the software renderer, when it did: the OpenGL found rasterises on the
    /// CPU (Mesa's llvmpipe under Xvfb), or no accelerated renderer would open.
    public let rendererReason: String?
    let sdlWindow: OpaquePointer
    /// The window's renderer: it presents the canvas (and the side panel, which it draws).
    let rendererHandle: RendererHandle
    /// On the software renderer: the frame in memory, drawn by a software renderer of its own
    /// (the rasteriser's) and shown through a streaming texture of the window's (`MemoryCanvas`).
    var memoryCanvas: MemoryCanvas?
    /// On other renderers: a render-target texture of the window's renderer, which draws the frame.
    var canvas: OpaquePointer?
    /// Whether a memory canvas SDL would not make was reported (it is tried again on later frames).
    var canvasFailureReported = false
    /// Animation frames begin at most once per display frame (`FramePacing`).
    var pacing: FramePacing
    /// The most frames a second the window shows (nil: the display's rate): to feel an interaction
    /// as a slower device shows it. Input still arrives with its own times; frames are fewer.
    public var frameRateLimit: Int? {
        get { pacing.limit }
        set { pacing.limit = newValue.map { max(1, $0) } }
    }
    var needsPresent = true
    /// Frames shown in the window so far (`SDL_RenderPresent` calls), for `run --stats`.
    public private(set) var framesPresented = 0
    /// Of those, the frames presented only where they changed (`presentDamaged`).
    var framesPresentedInPart = 0
    var quitRequested = false
    /// When true, the canvas scale follows the window: 2 once the canvas is shown at least
    /// 1.25 output pixels per point, else 1 (sharper than squeezing a 2× canvas into a small window).
    public var adaptsScaleToWindow = false {
        didSet { if adaptsScaleToWindow { adaptScale() } }
    }
    var lastMouseLocation = CGPoint.zero
    var mouseIsDown = false
    /// The mouse as one finger, or as two with Option held (as the iOS Simulator makes them).
    var simulatedTouches: SimulatedTouches
    /// Pointer events timed by the window system where it says when they happened.
    var eventClock = WindowSystemClock()
    /// When the window last asked the X server for its time (`SDL_GetTicks`), nil before the first.
    var lastServerTimeRequest: UInt32?
    /// SDL's event time onto the clock `run` was given.
    var eventTime: (TimeInterval) -> TimeInterval = { $0 }
    /// Told how long each drawn frame's steps took (the inspector's frame graph).
    public var frameObserver: ((FrameTimings) -> Void)?
    /// A second tree drawn beside the canvas, at its right (the playground's inspector).
    public internal(set) var sidePanel: FramePipeline?
    /// What the side panel's input and frames go to when it is a second app's phone (a replay
    /// compared side by side); nil: to the panel's window itself, as the inspector takes them.
    public var sidePanelDelegate: HostDelegate?
    /// What opening the panel added to the window's width, given back when it closes.
    var widthAddedForPanel: CGFloat = 0
    /// The side panel's frame: a memory canvas on the software renderer (as the phone's), else
    /// a target texture of the window's renderer.
    var panelMemoryCanvas: MemoryCanvas?
    /// The side panel's own fonts, when it places glyphs otherwise than the phone (`fonts(for:)`).
    var panelFonts: FontLibrary?
    var panelCanvas: OpaquePointer?
    /// Whether the pointer went down on the side panel: its moves and release go there too.
    var pointerOnPanel = false
    /// SDL_TOUCH_MOUSEID: mouse events SDL synthesises from touches (we take the touches themselves).
    static let touchMouseID = UInt32.max
    /// SDL video drivers that open no visible window.
    static let invisibleVideoDrivers: Set<String> = ["offscreen", "dummy", "evdev"]

    /// What to tell a user whose window would show nothing: SDL chose `driver` because it was
    /// asked to (`SDL_VIDEODRIVER`) or because no display named in `environment` answered.
    static func invisibleDriverMessage(_ driver: String, environment: [String: String]) -> String {
        let cause: String
        if let asked = environment["SDL_VIDEODRIVER"] {
            cause = "SDL_VIDEODRIVER=\(asked) chose SDL's '\(driver)' video driver, which shows nothing: unset it"
        } else {
            let displays = ["DISPLAY", "WAYLAND_DISPLAY"].compactMap { name in environment[name].map { "\(name)=\($0)" }
            }
            cause =
                "no display could be reached (\(displays.joined(separator: ", ")); SDL fell back to its '\(driver)' "
                + "video driver, which shows nothing): start the X server or Wayland compositor named there"
        }
        return cause + ", or use `playground render --scene N --out FILE.png` to draw without a display"
    }

    /// Asks SDL for its software renderer; on X11, presenting through the X server's own
    /// shared-memory image: SDL 2.26 otherwise presents a software window through a texture of an
    /// accelerated renderer (`SDL_GetWindowSurface` in `src/video/SDL_video.c` tries
    /// `SDL_CreateWindowTexture` on Linux unless `SDL_HINT_FRAMEBUFFER_ACCELERATION` says no), which
    /// under Xvfb or in a VM is Mesa's llvmpipe drawing the whole window again on the CPU every
    /// frame (Docs/Rendering.md §10). Other drivers (Wayland, KMSDRM) have no framebuffer of their
    /// own, so there SDL's choice stays. The environment's `SDL_FRAMEBUFFER_ACCELERATION` still
    /// wins (SDL's hints give way to it).
    static func chooseSoftwareRenderer(videoDriver: String) {
        SDL_SetHint(SDL_HINT_RENDER_DRIVER, "software")
        if videoDriver == "x11" { SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0") }
    }

    /// SDL_MOUSE_TOUCHID: touches SDL synthesises from the mouse (we take the mouse itself).
    static let mouseTouchID = SDL_TouchID(-1)

    /// Opens the window. Fails with a message that suggests what to do when no display is available.
    /// - Parameter requiresVisibleDriver: refuse SDL's video drivers that show nothing (`offscreen`,
    ///   where SDL falls back when no display answers, and `dummy`); tests that push events through
    ///   a window on the dummy driver pass false.
    public init(
        title: String, screen: Screen, renderer choice: RendererChoice, fonts: [Font.Weight: URL],
        requiresVisibleDriver: Bool = true
    ) throws {
        let environment = ProcessInfo.processInfo.environment
        if environment["DISPLAY"] == nil, environment["WAYLAND_DISPLAY"] == nil, environment["SDL_VIDEODRIVER"] == nil {
            throw RenderError.sdl(
                call: "opening a window",
                message:
                    "no display (neither DISPLAY nor WAYLAND_DISPLAY is set): use `playground render --scene N --out FILE.png` to draw without a display, or run under Xvfb (`xvfb-run swift run playground`)"
            )
        }
        // Only an X display named: ask for X11 alone, so that a display that cannot be reached is an
        // error here, not a Wayland attempt (libwayland prints its own line) and a fallback.
        let onlyX11 =
            environment["DISPLAY"] != nil && environment["WAYLAND_DISPLAY"] == nil
            && environment["SDL_VIDEODRIVER"] == nil
        let (started, said) = LibraryMessages.capturing {
            Result { try SDLContext.start(videoDriver: onlyX11 ? "x11" : nil) }
        }
        let saying = said.isEmpty ? "" : " (the system said: \(said.joined(separator: "; ")))"
        if case .failure(let error) = started {
            let cause =
                environment["SDL_VIDEODRIVER"].map {
                    "SDL_VIDEODRIVER=\($0) found no usable display: unset it or name a driver that works here, "
                }
                ?? "no usable display\(environment["DISPLAY"].map { " DISPLAY=\($0)" } ?? ""): start its X server, "
            throw RenderError.sdl(
                call: "opening a window",
                message:
                    "\(error)\(saying) — \(cause)use `playground render` to draw without one, or run under Xvfb")
        }
        // When no display can be reached SDL falls back to a driver that shows nothing (its
        // `offscreen` one; `dummy` when asked for): the app would run invisibly for ever.
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "none"
        if !said.isEmpty { StandardError.write("opening the display, SDL went on with its \(driver) driver\(saying)") }
        guard !requiresVisibleDriver || !Self.invisibleVideoDrivers.contains(driver) else {
            throw RenderError.sdl(
                call: "opening a window", message: Self.invisibleDriverMessage(driver, environment: environment))
        }
        switch choice {
        case .auto: break
        case .software: Self.chooseSoftwareRenderer(videoDriver: driver)
        case .opengl: SDL_SetHint(SDL_HINT_RENDER_DRIVER, "opengl")
        }
        SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "linear")

        // Fit the canvas's point size into 90 % of the usable display area.
        var usable = SDL_Rect(x: 0, y: 0, w: 1280, h: 800)
        _ = SDL_GetDisplayUsableBounds(0, &usable)
        let fit = min(1, min(CGFloat(usable.w) * 0.9 / screen.size.width, CGFloat(usable.h) * 0.9 / screen.size.height))
        let windowWidth = Int32((screen.size.width * fit).rounded()),
            windowHeight = Int32((screen.size.height * fit).rounded())
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_SHOWN.rawValue
        guard
            let sdlWindow = SDL_CreateWindow(
                title, Int32(fluid_windowpos_centered()), Int32(fluid_windowpos_centered()),
                windowWidth, windowHeight, flags)
        else { throw RenderError.sdl(call: "SDL_CreateWindow", message: String(cString: SDL_GetError())) }
        SDL_SetWindowMinimumSize(sdlWindow, 120, 200)
        // The X server's own event times (WindowSystemClock): SDL passes each raw event on first.
        // An X error (the window destroyed by another program) ends the run with one line
        // (`windowSystemError`), not Xlib's six and its exit.
        if driver == "x11" {
            SDL_EventState(UInt32(SDL_SYSWMEVENT.rawValue), SDL_ENABLE)
            fluid_window_system_catch_x_errors {
                if Thread.isMainThread { MainActor.assumeIsolated { WindowHost.lastWords?() } }
            }
        }

        var reason: String?
        // An X server without direct rendering has no GPU to give OpenGL: known before OpenGL
        // is loaded (llvmpipe's libraries stay resident once loaded), the software renderer is
        // taken.
        if choice == .auto, driver == "x11",
            fluid_window_system_direct_rendering(UnsafeMutableRawPointer(sdlWindow)) == 0
        {
            reason = "this X server has no GPU rendering (no DRI3, DRI2 or NV-GLX)"
        }
        var rendererFlags = SDL_RENDERER_PRESENTVSYNC.rawValue
        if choice != .software, reason == nil { rendererFlags |= SDL_RENDERER_ACCELERATED.rawValue }
        var renderer = reason == nil ? SDL_CreateRenderer(sdlWindow, -1, rendererFlags) : nil
        // `auto` wants a GPU; an OpenGL that rasterises on the CPU costs more than SDL's software
        // renderer for the same frame, so there the software renderer is taken instead.
        if choice == .auto, let accelerated = renderer, let gl = OpenGLImplementation.currentRenderer(),
            OpenGLImplementation.isSoftwareRasterizer(gl)
        {
            SDL_DestroyRenderer(accelerated)
            renderer = nil
            reason = "OpenGL here is \(OpenGLImplementation.shortName(gl)), which draws on the CPU"
        }
        if renderer == nil, choice == .auto {
            Self.chooseSoftwareRenderer(videoDriver: driver)
            renderer = SDL_CreateRenderer(sdlWindow, -1, SDL_RENDERER_SOFTWARE.rawValue)
            if reason == nil { reason = "no accelerated renderer: \(String(cString: SDL_GetError()))" }
        }
        guard let renderer else {
            var message = String(cString: SDL_GetError())
            // SDL's renderers draw into 15 bits of colour or more; an 8-bit (palette) display
            // gets "Couldn't find matching render driver", which does not say what to change.
            let bits = Int(fluid_window_system_depth(UnsafeMutableRawPointer(sdlWindow)))
            if bits > 0, bits < 15 {
                message +=
                    " — the display has \(bits)-bit colour and SDL draws in 15 bits or more: use a display of 16 or 24 bits (Xvfb -screen 0 1280x1000x24)"
            }
            SDL_DestroyWindow(sdlWindow)
            throw RenderError.sdl(call: "SDL_CreateRenderer(\(choice.rawValue))", message: message)
        }
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(renderer, &info)
        rendererName = info.name.map { String(cString: $0) } ?? "unknown"
        simulatedTouches = SimulatedTouches(canvasSize: screen.size)
        rendererReason = reason
        var mode = SDL_DisplayMode()
        pacing = FramePacing(refreshRate: SDL_GetWindowDisplayMode(sdlWindow, &mode) == 0 ? mode.refresh_rate : 0)

        // On a font error the handle, and with it the renderer and the SDL window, is released.
        let handle = RendererHandle(renderer, owned: true, window: sdlWindow)
        rendererHandle = handle
        // The software renderer draws the frame into memory the rasteriser may write too; were
        // SDL to refuse that canvas, the window's renderer draws it into a target texture.
        if rendererName == "software",
            let (canvas, canvasRenderer) = try? MemoryCanvas.make(
                windowRenderer: handle, width: screen.pixelWidth, height: screen.pixelHeight)
        {
            memoryCanvas = canvas
            pipeline = try FramePipeline(screen: screen, renderer: canvasRenderer, fonts: fonts, canvas: canvas.surface)
            pipeline.window.setNeedsDisplay()
        } else {
            pipeline = try FramePipeline(screen: screen, renderer: handle, fonts: fonts)
        }
        self.sdlWindow = sdlWindow
    }

    isolated deinit {
        rasterizer.purgeCaches()
        sidePanel?.rasterizer.purgeCaches()
        if let canvas { SDL_DestroyTexture(canvas) }
        if let panelCanvas { SDL_DestroyTexture(panelCanvas) }
    }

    /// The window's title bar text.
    public func setTitle(_ title: String) { SDL_SetWindowTitle(sdlWindow, title) }

    /// Puts `text` on the system clipboard (SDL's clipboard, the X selection under X11).
    public func setClipboardText(_ text: String) { SDL_SetClipboardText(text) }

    /// Runs until the delegate or the user quits. `clock` gives the frames' time; `eventTime` maps
    /// an event's time on SDL's clock onto it (the identity when `clock` is SDL's own; a replay's
    /// clock runs slower or later).
    public func run(
        _ delegate: HostDelegate, clock: () -> TimeInterval,
        eventTime: @escaping (TimeInterval) -> TimeInterval = { $0 }
    ) {
        self.eventTime = eventTime
        defer { self.eventTime = { $0 } }
        var animating = true
        var event = SDL_Event()
        while !quitRequested, !delegate.wantsToQuit {
            let frameStart = SDL_GetPerformanceCounter()
            let panelNeedsRender = sidePanel?.window.needsRender ?? false
            if !animating, !window.needsRender, !panelNeedsRender, !needsPresent, !delegate.idle() {
                // Idle with nothing left to do ahead: sleep until input arrives (the timeout only
                // bounds the wait).
                requestServerTimeIfDue()
                if SDL_WaitEventTimeout(&event, 500) != 0 { dispatch(event, to: delegate) }
            }
            let inputStart = SDL_GetPerformanceCounter()
            while SDL_PollEvent(&event) != 0 { dispatch(event, to: delegate) }
            if quitRequested || delegate.wantsToQuit || windowSystemError != nil { break }
            let now = clock()
            delegate.deliverScheduledInput(until: now, through: pipeline)
            let animateStart = SDL_GetPerformanceCounter()
            animating = pipeline.animate(to: now, delegate: delegate)
            if let sidePanel, sidePanel.animate(to: now, delegate: sidePanelDelegate) { animating = true }
            drawIfNeeded(inputStart: inputStart, animateStart: animateStart)
            if let error = fluid_window_system_x_error() {
                windowSystemError =
                    "the X server reported \(String(cString: error)); another program may have closed it"
                break
            }
            if animating || pacing.holdsEveryFrame {
                let elapsed =
                    TimeInterval(SDL_GetPerformanceCounter() &- frameStart)
                    / TimeInterval(SDL_GetPerformanceFrequency())
                let wait = pacing.delay(afterFrameOf: elapsed)
                if wait > 0 { Thread.sleep(forTimeInterval: wait) }
            }
        }
    }

    /// While idle, the server's time arrives at once: asked for at the first idle moment and then
    /// at most every 10 s, it measures the clocks (`WindowSystemClock`) before any gesture, so that
    /// even the first flick after launch, made while a frame is late, keeps its times.
    func requestServerTimeIfDue() {
        let now = SDL_GetTicks()
        if let last = lastServerTimeRequest, now &- last < 10_000 { return }
        lastServerTimeRequest = now
        _ = fluid_window_system_request_time(UnsafeMutableRawPointer(sdlWindow))
    }

    func drawIfNeeded(inputStart: UInt64, animateStart: UInt64) {
        var outputWidth: Int32 = 0, outputHeight: Int32 = 0
        SDL_GetRendererOutputSize(rendererHandle.pointer, &outputWidth, &outputHeight)
        guard outputWidth > 0, outputHeight > 0 else { return }  // minimised or zero-sized: draw nothing
        let renderer = rendererHandle.pointer
        // Asked for by something other than this frame's drawing (an expose, a resize, the panel
        // opening, the fingers' overlay): the whole output is presented.
        let presentsWhole = needsPresent
        var damage = PresentedDamage()
        let layoutStart = SDL_GetPerformanceCounter()
        var renderStart = layoutStart
        if let memoryCanvas {
            if window.needsRender {
                // Should SDL ever hand out other pixels than the canvas's, a new canvas is made.
                var drawing = memoryCanvas
                if !drawing.beginDrawing() {
                    guard replaceMemoryCanvas(), let replaced = self.memoryCanvas, replaced.beginDrawing() else {
                        return
                    }
                    drawing = replaced
                }
                // Anything that asked for layout also asked for a frame (setNeedsLayout marks it), so
                // layout runs on frames that draw.
                pipeline.layOut()
                renderStart = SDL_GetPerformanceCounter()
                pipeline.render()
                drawing.endDrawing(renderer: rasterizer.renderer)
                damage.canvas = rasterizer.lastDamage
                needsPresent = true
            }
        } else if window.needsRender || canvas == nil {
            guard let canvas = canvasTexture() else { return }
            pipeline.layOut()
            renderStart = SDL_GetPerformanceCounter()
            SDL_SetRenderTarget(renderer, canvas)
            pipeline.render()
            SDL_SetRenderTarget(renderer, nil)
            needsPresent = true
        }
        if let sidePanel, let panelMemoryCanvas {
            if sidePanel.window.needsRender, panelMemoryCanvas.beginDrawing() {
                sidePanel.layOut()
                sidePanel.render()
                panelMemoryCanvas.endDrawing(renderer: sidePanel.rasterizer.renderer)
                damage.panel = sidePanel.rasterizer.lastDamage
                needsPresent = true
            } else if sidePanel.window.needsRender {
                // SDL no longer hands out the canvas's pixels: a new one, drawn in full next frame.
                sidePanel.rasterizer.purgeCaches()
                self.panelMemoryCanvas = nil
                self.sidePanel = panelPipeline(for: sidePanel.window)
            }
        } else if let sidePanel, sidePanel.window.needsRender || panelCanvas == nil, let panelCanvas = panelTexture() {
            sidePanel.layOut()
            SDL_SetRenderTarget(renderer, panelCanvas)
            sidePanel.render()
            SDL_SetRenderTarget(renderer, nil)
            needsPresent = true
        }
        guard needsPresent, let canvas = memoryCanvas?.texture ?? canvas else { return }
        let panelCanvas = panelMemoryCanvas?.texture ?? panelCanvas
        let placement = canvasPlacement(outputWidth: outputWidth, outputHeight: outputHeight)
        if presentsWhole || !presentDamaged(damage, canvas: canvas, panel: panelCanvas, placement: placement) {
            presentWhole(
                canvas: canvas, panel: panelCanvas, placement: placement, outputWidth: outputWidth,
                outputHeight: outputHeight)
        }
        framesPresented += 1
        needsPresent = false
        if let frameObserver {
            let end = SDL_GetPerformanceCounter()
            let seconds = { (from: UInt64, to: UInt64) in
                TimeInterval(to &- from) / TimeInterval(SDL_GetPerformanceFrequency())
            }
            frameObserver(
                FrameTimings(
                    input: seconds(inputStart, animateStart), animate: seconds(animateStart, layoutStart),
                    layout: seconds(layoutStart, renderStart), render: seconds(renderStart, end)))
        }
    }
}
