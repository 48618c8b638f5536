import Animator
import CSDL2
import Foundation
import ViewTree

/// One frame of a window, in the order every host runs it:
///
///     input → dispatch → animate → layout → render (→ present)
///
/// - **input**: the host turns what its platform delivers into ``InputEvent``s (`WindowHost` from
///   SDL's queue, `HeadlessHost` from a script).
/// - **dispatch** (``dispatch(_:to:)``), once per event as it arrives, before the frame (a
///   pointer going down first lays out what is pending, so it is hit-tested on the tree as it
///   will be drawn): the animation clock is first advanced to the event's time, so that an
///   animation the event starts
///   begins there and a running one is caught where it is seen; then the app (the delegate) or the
///   window's gesture recognizers handle it. An event that arrives before a frame is in that
///   frame's pixels: zero frames of input latency.
/// - **animate** (``animate(to:delegate:)``): at the frame's time, the app's frame code first (what
///   it starts begins its clock at this frame), then recognizer deadlines, running animators and
///   display links.
/// - **layout** (``layOut()``): text is measured with the fonts at the window's scale, then
///   constraints are solved and `layoutSubviews` runs where something asked for layout.
/// - **render** (``render()``): the rasteriser draws the laid-out presentation tree; it never lays
///   out itself. Presenting the picture is the host's (a window's swap, or nothing headless).
///
/// Each step is its own function so that a benchmark or an inspector can time them apart.
@MainActor
public struct FramePipeline {
    public let window: Window
    public let rasterizer: Rasterizer

    public init(window: Window, rasterizer: Rasterizer) {
        self.window = window
        self.rasterizer = rasterizer
    }

    /// A new window of `screen` drawn through `renderer`, with its fonts opened and measuring its
    /// text — the set-up every host shares. A missing or damaged font throws (and `renderer` is
    /// released with everything else made here). `canvas`: the surface a software `renderer` draws
    /// into, when the host owns it.
    init(
        screen: Screen, renderer: RendererHandle, fonts files: [Font.Weight: URL],
        canvas: UnsafeMutablePointer<SDL_Surface>? = nil
    ) throws {
        try self.init(window: Window(screen: screen), renderer: renderer, fonts: files, canvas: canvas)
    }

    /// The same for an existing `window` (a panel built before it is drawn).
    init(
        window: Window, renderer: RendererHandle, fonts files: [Font.Weight: URL],
        canvas: UnsafeMutablePointer<SDL_Surface>? = nil
    ) throws {
        let library = try FontLibrary(
            files: files, scale: window.screen.scale, subpixelPositioning: window.allowsFontSubpixelPositioning)
        window.textMeasurer = library
        self.init(window: window, rasterizer: Rasterizer(rendererHandle: renderer, fonts: library, canvas: canvas))
    }

    /// Dispatch: one input event, at its own time, to `delegate` if given (which passes on what it
    /// does not handle itself), else to the window. A pointer going down is hit-tested on the
    /// tree as it will be drawn: layout still pending (a tree never laid out yet, or headless
    /// frames that lay out only when drawn) is done first, so that a view placed by constraints
    /// can be touched on the first event.
    public func dispatch(_ event: InputEvent, to delegate: HostDelegate?) {
        if event.beginsATouch { layOut() }
        window.animationDriver.advance(to: event.timestamp)
        if let delegate { window.performAsCurrent { delegate.handle(event) } } else { window.deliver(event) }
    }

    /// Animate: the frame at `time`. Returns whether frames are still needed (something animates
    /// or a recognizer waits for a deadline).
    @discardableResult
    public func animate(to time: TimeInterval, delegate: HostDelegate?) -> Bool {
        window.animationDriver.advance(to: time)
        let delegateAnimates = window.performAsCurrent { delegate?.advance(to: time) ?? false }
        window.fireDeadlines(at: time)
        window.advanceAnimations()
        return delegateAnimates || window.needsFrames
    }

    /// Layout: fonts at the window's scale measure its text; then whatever needs layout is laid out.
    public func layOut() {
        let fonts = rasterizer.fonts
        let scale = window.screen.scale
        if fonts.scale != scale {
            fonts.setScale(scale)
            window.textMeasurer = nil
        }
        if window.textMeasurer !== fonts { window.textMeasurer = fonts }
        window.layoutIfNeeded()
    }

    /// Lays out and draws `staged` — a window of this screen that is not on screen, holding a
    /// tree about to be shown — off screen, so that the frame that first shows the tree reuses
    /// what this draws (its backing stores, text and shadows) instead of making it then. The
    /// window's own frame, its damage tracking and the render statistics are untouched; a
    /// window of another screen is left alone. Given the window itself, draws whole the backing
    /// stores its last frame drew only in part (`Rasterizer.completePartialStores`).
    ///
    /// `pixelBudget` (pixels of cache fills) makes this one pass of several
    /// (`Rasterizer.renderOffscreen`): it returns false when the pass left part of the tree for
    /// the next call.
    @discardableResult
    public func prerender(_ staged: Window, pixelBudget: Int? = nil) -> Bool {
        let fonts = rasterizer.fonts
        if staged === window { return rasterizer.completePartialStores(of: window, pixelBudget: pixelBudget) }
        guard staged.screen == window.screen, fonts.scale == staged.screen.scale else { return true }
        if staged.textMeasurer !== fonts { staged.textMeasurer = fonts }
        staged.layoutIfNeeded()
        return rasterizer.renderOffscreen(staged, pixelBudget: pixelBudget)
    }

    /// Render: draws the window into the renderer's current target.
    public func render() {
        rasterizer.render(window)
    }
}
