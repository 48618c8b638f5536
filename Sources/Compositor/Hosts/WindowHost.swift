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
    public private(set) var pipeline: FramePipeline
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
    public private(set) var windowSystemError: String? {
        didSet { rendererHandle.windowWasLost = windowSystemError != nil }
    }
    /// Why `auto` took the software renderer, when it did: the OpenGL found rasterises on the
    /// CPU (Mesa's llvmpipe under Xvfb), or no accelerated renderer would open.
    public let rendererReason: String?
    let sdlWindow: OpaquePointer
    /// The window's renderer: it presents the canvas (and the side panel, which it draws).
    private let rendererHandle: RendererHandle
    /// On the software renderer: the frame in memory, drawn by a software renderer of its own
    /// (the rasteriser's) and shown through a streaming texture of the window's (`MemoryCanvas`).
    private var memoryCanvas: MemoryCanvas?
    /// On other renderers: a render-target texture of the window's renderer, which draws the frame.
    private var canvas: OpaquePointer?
    /// Whether a memory canvas SDL would not make was reported (it is tried again on later frames).
    private var canvasFailureReported = false
    /// Animation frames begin at most once per display frame (`FramePacing`).
    private let pacing: FramePacing
    private var needsPresent = true
    private var quitRequested = false
    /// When true, the canvas scale follows the window: 2 once the canvas is shown at least
    /// 1.25 output pixels per point, else 1 (sharper than squeezing a 2× canvas into a small window).
    public var adaptsScaleToWindow = false {
        didSet { if adaptsScaleToWindow { adaptScale() } }
    }
    private var lastMouseLocation = CGPoint.zero
    private var mouseIsDown = false
    /// The mouse as one finger, or as two with Option held (as the iOS Simulator makes them).
    private var simulatedTouches: SimulatedTouches
    /// Pointer events timed by the window system where it says when they happened.
    private var eventClock = WindowSystemClock()
    /// When the window last asked the X server for its time (`SDL_GetTicks`), nil before the first.
    private var lastServerTimeRequest: UInt32?
    /// SDL's event time onto the clock `run` was given.
    private var eventTime: (TimeInterval) -> TimeInterval = { $0 }
    /// Told how long each drawn frame's steps took (the inspector's frame graph).
    public var frameObserver: ((FrameTimings) -> Void)?
    /// A second tree drawn beside the canvas, at its right (the playground's inspector).
    public private(set) var sidePanel: FramePipeline?
    private var panelCanvas: OpaquePointer?
    /// Whether the pointer went down on the side panel: its moves and release go there too.
    private var pointerOnPanel = false
    /// SDL_TOUCH_MOUSEID: mouse events SDL synthesises from touches (we take the touches themselves).
    private static let touchMouseID = UInt32.max
    /// SDL video drivers that open no visible window.
    static let invisibleVideoDrivers: Set<String> = ["offscreen", "dummy", "evdev"]

    /// What to tell a user whose window would show nothing: SDL chose `driver` because it was
    /// asked to (`SDL_VIDEODRIVER`) or because no display named in `environment` answered.
    private static func invisibleDriverMessage(_ driver: String, environment: [String: String]) -> String {
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
    private static func chooseSoftwareRenderer(videoDriver: String) {
        SDL_SetHint(SDL_HINT_RENDER_DRIVER, "software")
        if videoDriver == "x11" { SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0") }
    }

    /// SDL_MOUSE_TOUCHID: touches SDL synthesises from the mouse (we take the mouse itself).
    private static let mouseTouchID = SDL_TouchID(-1)

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
            if let sidePanel, sidePanel.animate(to: now, delegate: nil) { animating = true }
            drawIfNeeded(inputStart: inputStart, animateStart: animateStart)
            if let error = fluid_window_system_x_error() {
                windowSystemError =
                    "the X server reported \(String(cString: error)); another program may have closed it"
                break
            }
            if animating {
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
    private func requestServerTimeIfDue() {
        let now = SDL_GetTicks()
        if let last = lastServerTimeRequest, now &- last < 10_000 { return }
        lastServerTimeRequest = now
        _ = fluid_window_system_request_time(UnsafeMutableRawPointer(sdlWindow))
    }

    private func drawIfNeeded(inputStart: UInt64, animateStart: UInt64) {
        var outputWidth: Int32 = 0, outputHeight: Int32 = 0
        SDL_GetRendererOutputSize(rendererHandle.pointer, &outputWidth, &outputHeight)
        guard outputWidth > 0, outputHeight > 0 else { return }  // minimised or zero-sized: draw nothing
        let renderer = rendererHandle.pointer
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
        if let sidePanel, sidePanel.window.needsRender || panelCanvas == nil, let panelCanvas = panelTexture() {
            sidePanel.layOut()
            SDL_SetRenderTarget(renderer, panelCanvas)
            sidePanel.render()
            SDL_SetRenderTarget(renderer, nil)
            needsPresent = true
        }
        guard needsPresent, let canvas = memoryCanvas?.texture ?? canvas else { return }
        let placement = canvasPlacement(outputWidth: outputWidth, outputHeight: outputHeight)
        // Only the letterbox is filled: the copies cover the rest (a full clear of a 2× output is
        // a 5 MB streaming fill on the software renderer, every frame).
        let copied = [placement.canvas] + (panelCanvas == nil ? [] : placement.panel.map { [$0] } ?? [])
        let letterbox = Self.uncovered(width: outputWidth, height: outputHeight, by: copied)
        if !letterbox.isEmpty {
            SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
            SDL_SetRenderDrawColor(renderer, 28, 28, 30, 255)
            SDL_RenderFillRects(renderer, letterbox, Int32(letterbox.count))
        }
        var destination = placement.canvas
        SDL_RenderCopy(renderer, canvas, nil, &destination)
        drawSimulatedFingers(on: destination)
        if let panelCanvas, var panelDestination = placement.panel {
            SDL_RenderCopy(renderer, panelCanvas, nil, &panelDestination)
        }
        SDL_RenderPresent(renderer)
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

    /// The two fingers of an Option-drag (or of Option held), drawn over the canvas as the
    /// Simulator draws them: translucent white discs with a dark ring, 28 pt across, filled
    /// darker while down. Drawn at present time, outside the tree, so that they cost no damage.
    private func drawSimulatedFingers(on destination: SDL_Rect) {
        let fingers = simulatedTouches.indicatedFingers
        guard !fingers.isEmpty, window.screen.size.width > 0 else { return }
        let pixelsPerPoint = Float(destination.w) / Float(window.screen.size.width)
        let pressed = simulatedTouches.fingersDown > 0
        let pressure = simulatedTouches.pressure.map(Float.init)
        var vertices: [SDL_Vertex] = []
        for finger in fingers {
            let center = SDL_FPoint(
                x: Float(destination.x) + Float(finger.x) * pixelsPerPoint,
                y: Float(destination.y) + Float(finger.y) * pixelsPerPoint)
            // A faint disc a pixel wider first softens the ring's stair-stepped edge.
            vertices += Self.disc(
                center: center, radius: 14 * pixelsPerPoint + 1, color: SDL_Color(r: 20, g: 20, b: 24, a: 70))
            vertices += Self.disc(
                center: center, radius: 14 * pixelsPerPoint, color: SDL_Color(r: 20, g: 20, b: 24, a: 170))
            vertices += Self.disc(
                center: center, radius: 12 * pixelsPerPoint,
                color: pressed ? SDL_Color(r: 150, g: 150, b: 160, a: 190) : SDL_Color(r: 255, g: 255, b: 255, a: 150))
            // Pressure (Control + wheel) fills the finger from the centre, full at full pressure.
            if let pressure, pressure > 0 {
                vertices += Self.disc(
                    center: center, radius: 12 * pixelsPerPoint * pressure.squareRoot(),
                    color: SDL_Color(r: 255, g: 159, b: 10, a: 210))
            }
        }
        let renderer = rendererHandle.pointer
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        SDL_RenderGeometry(renderer, nil, vertices, Int32(vertices.count), nil, 0)
    }

    /// A disc as a fan of 32 triangles (listed vertex by vertex, no indices).
    private static func disc(center: SDL_FPoint, radius: Float, color: SDL_Color) -> [SDL_Vertex] {
        let segments = 32
        var vertices: [SDL_Vertex] = []
        vertices.reserveCapacity(segments * 3)
        func rim(_ index: Int) -> SDL_Vertex {
            let angle = Float(index) / Float(segments) * 2 * .pi
            return SDL_Vertex(
                position: SDL_FPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)),
                color: color, tex_coord: SDL_FPoint())
        }
        for index in 0..<segments {
            vertices += [
                SDL_Vertex(position: center, color: color, tex_coord: SDL_FPoint()), rim(index), rim(index + 1),
            ]
        }
        return vertices
    }

    // MARK: Side panel

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
        sidePanel = panel.map { panel in
            if panel.screen.scale != window.screen.scale { panel.setScale(window.screen.scale) }
            return FramePipeline(
                window: panel, rasterizer: Rasterizer(rendererHandle: rendererHandle, fonts: rasterizer.fonts))
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

    /// What opening the panel added to the window's width, given back when it closes.
    private var widthAddedForPanel: CGFloat = 0

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
    private func releasePanelPointer(timestamp: TimeInterval) {
        guard pointerOnPanel else { return }
        pointerOnPanel = false
        sidePanel?.dispatch(.focusLost(timestamp: timestamp), to: nil)
    }

    /// The points the output must show: the canvas, and the panel beside it when there is one.
    static func layoutSize(canvas: CGSize, panel: CGSize?) -> CGSize {
        guard let panel else { return canvas }
        return CGSize(width: canvas.width + panel.width, height: max(canvas.height, panel.height))
    }

    private func panelTexture() -> OpaquePointer? {
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

    private func adaptScale() {
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
        }
    }

    /// A memory canvas of the screen's pixel size, with a new rasteriser drawing into it (its
    /// renderer is bound to the canvas) sharing the fonts, drawn in full on the next frame;
    /// false, leaving the old one, when SDL cannot make it (told on standard error, once).
    private func replaceMemoryCanvas() -> Bool {
        do {
            let (canvas, renderer) = try MemoryCanvas.make(
                windowRenderer: rendererHandle,
                width: window.screen.pixelWidth, height: window.screen.pixelHeight)
            rasterizer.purgeCaches()
            pipeline = FramePipeline(
                window: window,
                rasterizer: Rasterizer(
                    rendererHandle: renderer, fonts: rasterizer.fonts,
                    canvas: canvas.surface))
            memoryCanvas = canvas
            window.setNeedsDisplay()
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

    private func canvasTexture() -> OpaquePointer? {
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
    private func canvasPlacement(outputWidth: Int32, outputHeight: Int32) -> (canvas: SDL_Rect, panel: SDL_Rect?) {
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
    private func panelPoint(windowX: CGFloat, windowY: CGFloat) -> CGPoint? {
        guard let sidePanel else { return nil }
        return mappedPoint(windowX: windowX, windowY: windowY, screenSize: sidePanel.window.screen.size) { $0.panel }
    }

    /// Window coordinates to the points of a screen shown in the output where `rect` says (the
    /// canvas or the panel); nil where that is nowhere or too small to tell.
    private func mappedPoint(
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
    private func pointOnPanel(windowX: CGFloat, windowY: CGFloat) -> CGPoint? {
        guard let sidePanel, let point = panelPoint(windowX: windowX, windowY: windowY),
            sidePanel.window.bounds.contains(point)
        else { return nil }
        return point
    }

    /// Window coordinates (SDL's, which are points on HiDPI displays) to canvas points; where the
    /// canvas is too small to tell (a window dragged down to a few pixels), the pointer stays
    /// where it was.
    private func canvasPoint(windowX: CGFloat, windowY: CGFloat) -> CGPoint {
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

    // MARK: Events

    private func dispatch(_ event: SDL_Event, to delegate: HostDelegate) {
        let type = SDL_EventType(event.type)
        var event = event
        var serverTime: UInt32 = 0
        let delivered = event.common.timestamp
        switch fluid_window_system_event(&event, &serverTime) {
        case FLUID_WINDOW_SYSTEM_MOTION:
            eventClock.noteWindowSystemEvent(.motion, serverTime: serverTime, delivered: delivered)
        case FLUID_WINDOW_SYSTEM_BUTTON:
            eventClock.noteWindowSystemEvent(.button, serverTime: serverTime, delivered: delivered)
        case FLUID_WINDOW_SYSTEM_TIMED:
            eventClock.noteWindowSystemEvent(nil, serverTime: serverTime, delivered: delivered)
        default: break
        }
        let pointerKind: WindowSystemClock.Kind? =
            switch type {
            case SDL_MOUSEMOTION: .motion
            case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP: .button
            default: nil
            }
        let timestamp = eventTime(
            pointerKind.map { eventClock.time(of: $0, delivered: delivered) } ?? TimeInterval(delivered) / 1000)
        func deliver(_ input: InputEvent) { pipeline.dispatch(input, to: delegate) }
        switch type {
        case SDL_SYSWMEVENT:
            if fluid_window_system_destroys(&event, UnsafeMutableRawPointer(sdlWindow)) != 0 {
                windowSystemError = "another program destroyed it, or the window it had been placed in"
            }
        case SDL_QUIT:
            quitRequested = true
        case SDL_RENDER_TARGETS_RESET, SDL_RENDER_DEVICE_RESET:
            // The canvas texture and the backing stores lost their pixels (Direct3D, some OpenGL
            // drivers): damage tracking can no longer draw over the last frame, so the next one is
            // drawn in full, with every store drawn again.
            rasterizer.renderTargetsWereReset()
            if type == SDL_RENDER_DEVICE_RESET {
                rasterizer.purgeCaches()
                if let canvas { SDL_DestroyTexture(canvas) }
                canvas = nil
            }
            window.setNeedsDisplay()
        case SDL_WINDOWEVENT:
            switch SDL_WindowEventID(UInt32(event.window.event)) {
            case SDL_WINDOWEVENT_FOCUS_LOST, SDL_WINDOWEVENT_MINIMIZED, SDL_WINDOWEVENT_HIDDEN:
                // Every touch is cancelled: a drag must not stay stuck to a button that was released elsewhere.
                if mouseIsDown {
                    mouseIsDown = false
                    SDL_CaptureMouse(SDL_FALSE)
                }
                // An Option released in another window is never seen here: the fingers are hidden.
                simulatedTouches.cancel()
                _ = simulatedTouches.modifiersChanged(to: [])
                deliver(.focusLost(timestamp: timestamp))
                releasePanelPointer(timestamp: timestamp)
                needsPresent = true
            case SDL_WINDOWEVENT_SIZE_CHANGED:
                // The canvas moves and scales under the pointer: a drag in progress is cancelled
                // (as on focus loss) rather than jump to wherever the new mapping puts it.
                if mouseIsDown || window.hasActiveTouches {
                    mouseIsDown = false
                    SDL_CaptureMouse(SDL_FALSE)
                    simulatedTouches.cancel()
                    deliver(.focusLost(timestamp: timestamp))
                }
                releasePanelPointer(timestamp: timestamp)
                deliver(
                    .windowResized(
                        windowSize: CGSize(width: Int(event.window.data1), height: Int(event.window.data2)),
                        timestamp: timestamp))
                adaptScale()
                needsPresent = true
            default:
                needsPresent = true
            }
        case SDL_MOUSEBUTTONDOWN
        where event.button.which != Self.touchMouseID && event.button.button == UInt8(SDL_BUTTON_LEFT):
            if let sidePanel,
                let point = pointOnPanel(windowX: CGFloat(event.button.x), windowY: CGFloat(event.button.y))
            {
                pointerOnPanel = true
                mouseIsDown = true
                SDL_CaptureMouse(SDL_TRUE)
                sidePanel.dispatch(
                    .pointer(PointerEvent(phase: .began, location: point, timestamp: timestamp)), to: nil)
                return
            }
            lastMouseLocation = canvasPoint(windowX: CGFloat(event.button.x), windowY: CGFloat(event.button.y))
            mouseIsDown = true
            SDL_CaptureMouse(SDL_TRUE)
            deliver(
                simulatedTouches.buttonDown(
                    at: lastMouseLocation, modifiers: Self.heldModifiers(), timestamp: timestamp))
            if simulatedTouches.fingersDown == 2 { needsPresent = true }
        case SDL_MOUSEMOTION where event.motion.which != Self.touchMouseID:
            if pointerOnPanel, let sidePanel,
                let point = panelPoint(windowX: CGFloat(event.motion.x), windowY: CGFloat(event.motion.y))
            {
                if mouseIsDown {
                    sidePanel.dispatch(
                        .pointer(PointerEvent(phase: .moved, location: point, timestamp: timestamp)), to: nil)
                }
                return
            }
            lastMouseLocation = canvasPoint(windowX: CGFloat(event.motion.x), windowY: CGFloat(event.motion.y))
            let moved = simulatedTouches.mouseMoved(
                to: lastMouseLocation, modifiers: Self.heldModifiers(), timestamp: timestamp)
            if mouseIsDown, let moved { deliver(moved) }
            // The fingers drawn over the canvas follow even when nothing in the tree changes.
            if !simulatedTouches.indicatedFingers.isEmpty { needsPresent = true }
        case SDL_MOUSEBUTTONUP
        where event.button.which != Self.touchMouseID && event.button.button == UInt8(SDL_BUTTON_LEFT):
            guard mouseIsDown else { return }
            mouseIsDown = false
            SDL_CaptureMouse(SDL_FALSE)
            if pointerOnPanel {
                pointerOnPanel = false
                if let sidePanel,
                    let point = panelPoint(windowX: CGFloat(event.button.x), windowY: CGFloat(event.button.y))
                {
                    sidePanel.dispatch(
                        .pointer(PointerEvent(phase: .ended, location: point, timestamp: timestamp)), to: nil)
                }
                return
            }
            lastMouseLocation = canvasPoint(windowX: CGFloat(event.button.x), windowY: CGFloat(event.button.y))
            if let lift = simulatedTouches.buttonUp(at: lastMouseLocation, timestamp: timestamp) { deliver(lift) }
            needsPresent = true
        // Each pattern needs its own `where`: touches SDL synthesises from the mouse are skipped in all three.
        case SDL_FINGERDOWN where event.tfinger.touchId != Self.mouseTouchID,
            SDL_FINGERMOTION where event.tfinger.touchId != Self.mouseTouchID,
            SDL_FINGERUP where event.tfinger.touchId != Self.mouseTouchID:
            var width: Int32 = 0, height: Int32 = 0
            SDL_GetWindowSize(sdlWindow, &width, &height)
            let location = canvasPoint(
                windowX: CGFloat(event.tfinger.x) * CGFloat(width), windowY: CGFloat(event.tfinger.y) * CGFloat(height))
            let phase: PointerEvent.Phase = type == SDL_FINGERDOWN ? .began : (type == SDL_FINGERUP ? .ended : .moved)
            deliver(
                .pointer(
                    PointerEvent(
                        phase: phase, location: location, timestamp: timestamp, source: .touch,
                        identifier: Int(truncatingIfNeeded: event.tfinger.fingerId),
                        pressure: Self.sensedPressure(event.tfinger.pressure))))
        case SDL_MOUSEWHEEL:
            // One wheel notch scrolls 20 pt. SDL's y is positive when the wheel turns away from the
            // user, which shows earlier content (the offset decreases); x is positive to the right.
            let flip: CGFloat = event.wheel.direction == UInt32(SDL_MOUSEWHEEL_FLIPPED.rawValue) ? -1 : 1
            // Control + wheel with the button down presses the fingers harder or softer instead.
            if mouseIsDown, !pointerOnPanel,
                let press = simulatedTouches.wheelTurned(
                    by: Double(event.wheel.preciseY * Float(flip)), modifiers: Self.heldModifiers(),
                    timestamp: timestamp)
            {
                deliver(press)
                needsPresent = true
                return
            }
            let delta = CGSize(
                width: CGFloat(event.wheel.preciseX) * 20 * flip, height: -CGFloat(event.wheel.preciseY) * 20 * flip)
            deliver(.scroll(ScrollEvent(delta: delta, location: lastMouseLocation, timestamp: timestamp)))
        case SDL_KEYUP:
            if simulatedTouches.modifiersChanged(to: Self.modifierFlags(event.key.keysym.mod)) { needsPresent = true }
        case SDL_KEYDOWN:
            if simulatedTouches.modifiersChanged(to: Self.modifierFlags(event.key.keysym.mod)) { needsPresent = true }
            if let key = Self.key(for: event.key.keysym.sym) {
                deliver(
                    .key(
                        KeyEvent(
                            key: key, timestamp: timestamp, isRepeat: event.key.repeat != 0,
                            modifierFlags: Self.modifierFlags(event.key.keysym.mod))))
            }
        default:
            break
        }
    }

    /// A finger's pressure as SDL reports it, or nil where it is no measurement: SDL 2's X11 back
    /// end (`src/video/x11/SDL_x11xinput2.c`) sends exactly 1 for every touch, whatever the
    /// screen senses. Readings strictly between 0 and 1 pass; one that reaches exactly 1 leaves
    /// the touch at its last reading.
    private static func sensedPressure(_ pressure: Float) -> Double? {
        pressure > 0 && pressure < 1 ? Double(pressure) : nil
    }

    /// The modifier keys held now (SDL's keyboard state, which mouse events do not carry).
    private static func heldModifiers() -> KeyModifierFlags {
        modifierFlags(UInt16(truncatingIfNeeded: SDL_GetModState().rawValue))
    }

    private static func modifierFlags(_ mod: UInt16) -> KeyModifierFlags {
        let held = UInt32(mod)
        var flags: KeyModifierFlags = []
        if held & KMOD_SHIFT.rawValue != 0 { flags.insert(.shift) }
        if held & KMOD_CTRL.rawValue != 0 { flags.insert(.control) }
        if held & KMOD_ALT.rawValue != 0 { flags.insert(.alternate) }
        if held & KMOD_GUI.rawValue != 0 { flags.insert(.command) }
        return flags
    }

    private static func key(for symbol: SDL_Keycode) -> KeyEvent.Key? {
        switch Int(symbol) {
        case Int(SDLK_ESCAPE.rawValue): return .escape
        case Int(SDLK_RETURN.rawValue), Int(SDLK_KP_ENTER.rawValue): return .enter
        case Int(SDLK_SPACE.rawValue): return .space
        case Int(SDLK_BACKSPACE.rawValue): return .backspace
        case Int(SDLK_TAB.rawValue): return .tab
        case Int(SDLK_LEFT.rawValue): return .left
        case Int(SDLK_RIGHT.rawValue): return .right
        case Int(SDLK_UP.rawValue): return .up
        case Int(SDLK_DOWN.rawValue): return .down
        case Int(SDLK_KP_0.rawValue):
            return .character("0")
        case Int(SDLK_KP_1.rawValue)...Int(SDLK_KP_9.rawValue):
            // SDL orders the keypad as 1…9, then 0.
            return .character(Character(String(Int(symbol) - Int(SDLK_KP_1.rawValue) + 1)))
        case 33...126:
            guard let scalar = Unicode.Scalar(UInt32(symbol)) else { return nil }
            return .character(Character(scalar))
        default:
            return nil
        }
    }
}
