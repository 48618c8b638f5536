import CSDL2
import Foundation
import ViewTree

/// Draws a view tree's presentation values through an `SDL_Renderer`.
///
/// Strategy (Docs/OneFrame.md, "Rendering strategy"): axis-aligned views are drawn on edges snapped
/// to device pixels, opaque runs as unblended fill rects, and rounded corners from cached coverage
/// masks (`CoverageMask`; SDL's software geometry snaps vertices to whole pixels, so feather rings
/// cannot antialias). A subtree that needs group opacity, a rounded clip, any rotation or shear, or
/// `shouldRasterize` is drawn once into an offscreen *backing store* and composited as one texture
/// until its content changes. Text, images and shadows are textures cached by their content.
/// The target keeps the last frame: each frame redraws only the area where something changed
/// (`DamageTracker`, Docs/Rendering.md §13), clipped to it.
@MainActor
public final class Rasterizer {
    public let fonts: FontLibrary
    let renderer: RendererHandle
    /// The XRGB8888 surface the renderer draws the frame into, when it is a software renderer on
    /// memory the host owns: the rasteriser then writes into it itself (`Rasterizer+Canvas`).
    let canvas: UnsafeMutablePointer<SDL_Surface>?
    /// Whether textures keep their own bytes beside them (`Texture.ownPixels`): where the frame
    /// is in memory, so that they are drawn into it without SDL (`copyIntoCanvas`).
    var keepsOwnPixels: Bool { canvas != nil }
    /// What the renderer can do, asked once: whether rotated and sheared stores are composited by
    /// it rather than resampled on the CPU (Docs/Rendering.md §14). Tests may state it.
    var capabilities: RendererCapabilities
    var frameNumber: UInt64 = 0
    /// What the rasteriser keeps from one frame to the next (`RasterizerMemory`).
    var memory = RasterizerMemory()
    /// The frame or staging pass being drawn (`DrawingPass`).
    var pass = DrawingPass()
    /// Pixels a point of views' own drawn content: the screen's scale (set by `render`).
    var contentScale: CGFloat = 1
    /// The target pixels the last `render` redrew; nil when nothing had changed (for benchmarks'
    /// floors, which draw the same rectangle).
    public private(set) var lastDamage: CGRect?

    /// Whether what opaque views cover is left undrawn (Rasterizer+Occlusion.swift). Off, every
    /// view is drawn in full: the reference tests compare culled frames with.
    var cullsOccludedDrawing = true
    /// Whether a view with many subviews has only those that can show visited (`SubviewIndex`);
    /// off, every subview is walked, for reference frames in tests.
    var cullsOffscreenSubviews = true

    /// What the last frames did, for tests and benchmarks.
    public struct Statistics: Equatable, Sendable {
        public var framesDrawn = 0
        public var backingStoresDrawn = 0
        public var backingStoresReused = 0
        public var textTexturesCreated = 0
        public var shadowTexturesCreated = 0
        /// Rotated backing stores resampled on the CPU (not reused).
        public var resamples = 0
        /// Rotated or sheared backing stores drawn by the renderer as a textured quad (an
        /// accelerated renderer: no pixels in memory, no resampling; Docs/Rendering.md §14).
        public var rendererQuads = 0
        /// Backing stores read back from the renderer (`SDL_RenderReadPixels`) after drawing them.
        public var pixelReadbacks = 0
        /// Target pixels redrawn, summed over frames (damage tracking redraws only what changed).
        public var pixelsRedrawn = 0
        /// Frames where nothing had changed, so nothing was drawn.
        public var framesUnchanged = 0
        /// Opaque fills written straight into the frame's pixels (`fillCanvas`) instead of by SDL.
        public var canvasFills = 0
        /// Textures blended straight into the frame's pixels (`copyIntoCanvas`: corner masks, shadows,
        /// stores' edges; `fillCanvasFaded`: a translucent fill's tile) instead of by SDL.
        public var canvasBlends = 0
        /// Opaque textures copied straight into the frame's pixels (`copyIntoCanvas`: pictures, stores'
        /// opaque interiors) instead of by SDL.
        public var canvasCopies = 0
        /// Image levels halved while drawing (none for pictures that came with `Image.halvings`).
        public var imageHalvings = 0
        /// Backing stores drawn only in the rows that showed between opaque views above them
        /// (`BackingStore.drawnRows`; also counted in `backingStoresDrawn`).
        public var partialStoresDrawn = 0
    }
    public var statistics = Statistics()

    /// Draws into `renderer` (not owned: its owner must outlive the rasteriser).
    public init(renderer: OpaquePointer, fonts: FontLibrary) {
        self.renderer = RendererHandle(renderer, owned: false)
        self.fonts = fonts
        self.canvas = nil
        self.capabilities = RendererCapabilities(renderer: renderer)
    }

    /// `canvas`: the surface a software renderer draws into (`SDL_CreateSoftwareRenderer`), if
    /// the caller owns it and it is XRGB8888; otherwise it is ignored.
    init(rendererHandle: RendererHandle, fonts: FontLibrary, canvas: UnsafeMutablePointer<SDL_Surface>? = nil) {
        self.renderer = rendererHandle
        self.fonts = fonts
        let isXRGB =
            canvas.map {
                $0.pointee.format.pointee.format == SDL_PIXELFORMAT_RGB888.rawValue
                    && $0.pointee.flags & UInt32(SDL_RLEACCEL) == 0
            } ?? false
        self.canvas = isXRGB ? canvas : nil
        self.capabilities = RendererCapabilities(renderer: rendererHandle.pointer)
    }

    var sdl: OpaquePointer { renderer.pointer }

    /// Draws the laid-out `window` (``FramePipeline/layOut()`` runs first) at its screen's scale into
    /// the renderer's current target, which must be `screen.pixelWidth × screen.pixelHeight`.
    public func render(_ window: Window) {
        frameNumber += 1
        statistics.framesDrawn += 1
        let scale = window.screen.scale
        contentScale = scale
        pass.targetStack = [SDL_GetRenderTarget(sdl)]
        pass.targetSizes = [Self.size(of: pass.targetStack[0], renderer: sdl)]
        let toRoot = Transform(scaleX: scale, y: scale)
        // What changed since the last frame; the rest of the target already shows it.
        var frame = memory.damageTracker.beginFrame(targetSize: pass.targetSizes[0])
        recordDrawing(of: window, matrix: toRoot, into: &frame)
        lastDamage = memory.damageTracker.endFrame(frame)
        guard let damage = lastDamage else {
            statistics.framesUnchanged += 1
            window.didRender()
            return
        }
        statistics.pixelsRedrawn += Int(damage.width * damage.height)
        pass.frameDamage = damage
        defer { pass.frameDamage = nil }
        pass.clipStack = [
            SDL_Rect(x: Int32(damage.minX), y: Int32(damage.minY), w: Int32(damage.width), h: Int32(damage.height))
        ]
        applyClip()
        SDL_SetRenderDrawBlendMode(sdl, SDL_BLENDMODE_NONE)
        // An opaque window background (or a view covering it) paints every pixel anyway.
        if window.presentation.backgroundColor.alpha < 1 {
            SDL_SetRenderDrawColor(sdl, 0, 0, 0, 255)
            var rect = pass.clipStack[0] ?? SDL_Rect()
            SDL_RenderFillRect(sdl, &rect)  // SDL_RenderClear would ignore the clip
        }
        // The window's own placement is the screen itself.
        drawSubtree(of: window, properties: window.presentation, matrix: toRoot, opacity: 1)
        if frameNumber % 30 == 0 { evictUnused() }
        window.didRender()
    }

    isolated deinit {
        purgeCaches()
    }

    static func size(of target: OpaquePointer?, renderer: OpaquePointer) -> CGSize {
        var width: Int32 = 0, height: Int32 = 0
        if let target {
            SDL_QueryTexture(target, nil, nil, &width, &height)
        } else {
            SDL_GetRendererOutputSize(renderer, &width, &height)
        }
        return CGSize(width: Int(width), height: Int(height))
    }

    /// True while drawing into the frame itself (whose alpha nobody reads), not into a backing store.
    var isDrawingToScreen: Bool { pass.targetStack.count == 1 }

    /// The pixel size of what is being drawn into.
    var targetSize: CGSize { pass.targetSizes.last ?? .zero }

    /// `deviceRect` limited to the target plus `margin` pixels on every side, or nil when it lies
    /// entirely outside. Edges beyond the margin are invisible, so moving them changes nothing on
    /// screen — and it keeps far-away views from overflowing SDL's 32-bit integer coordinates.
    func visiblePart(of deviceRect: CGRect, margin: CGFloat) -> CGRect? {
        let limit = CGRect(origin: .zero, size: targetSize).insetBy(dx: -margin, dy: -margin)
        guard deviceRect.width.isFinite, deviceRect.height.isFinite, deviceRect.intersects(limit) else { return nil }
        return deviceRect.intersection(limit)
    }

    // MARK: Tree walk

    /// Draws `view` with `parentMatrix` mapping its superview's coordinates to target pixels.
    func draw(_ view: View, parentMatrix: Transform, opacity inherited: CGFloat) {
        guard !isOutsideDamage(view),
            let (p, matrix, opacity) = Self.placement(of: view, parentMatrix: parentMatrix, opacity: inherited)
        else { return }
        guard !stagingBudgetIsSpent() else { return }
        if needsBackingStore(view, p, matrix) {
            drawComposited(view, properties: p, matrix: matrix, opacity: opacity)
        } else {
            drawShadow(of: view, properties: p, matrix: matrix, opacity: opacity)
            drawSubtree(of: view, properties: p, matrix: matrix, opacity: opacity)
        }
    }

    /// Where and how `view` is drawn under `parentMatrix` at the `inherited` opacity: its
    /// presentation, its matrix to the target and its opacity; nil when it draws nothing (hidden,
    /// faded out, or squashed flat). Damage tracking places views by the same rule.
    static func placement(
        of view: View, parentMatrix: Transform, opacity inherited: CGFloat
    )
        -> (properties: LayerProperties, matrix: Transform, opacity: CGFloat)?
    {
        guard !view.isHidden else { return nil }
        let p = view.presentation
        // Presentation values come from animations, which may overshoot: clamp like the model.
        let opacity = inherited * min(1, max(0, p.alpha.isNaN ? 0 : p.alpha))
        guard opacity > 1.0 / 512 else { return nil }
        let matrix = View.transformToSuperview(p).concatenating(parentMatrix)
        guard matrix.isInvertible || p.bounds.isEmpty else { return nil }
        return (p, matrix, opacity)
    }

    /// Own content, then the subviews, then the border (above the subviews, as `CALayer` draws it).
    /// `subviewLimit`: how many subviews to draw (the rest are composited on their own).
    func drawSubtree(
        of view: View, properties p: LayerProperties, matrix: Transform, opacity: CGFloat,
        roundedClipIsMasked: Bool = false, subviewLimit: Int = .max
    ) {
        // Of a view with many subviews, only those that can show in the clip (`SubviewIndex`).
        var subviews: [(index: Int, view: View)] = []
        forEachSubview(
            of: view, meeting: currentClip ?? CGRect(origin: .zero, size: targetSize), matrix: matrix,
            limit: subviewLimit
        ) { index, subview in subviews.append((index, subview)) }
        // What subviews paint opaquely (with their index), so that what lies under it need not be drawn.
        let covers =
            cullsOccludedDrawing && opacity >= 1 && matrix.isAxisAligned
            ? subviews.compactMap { index, subview in
                // A subview the damage misses hides nothing this frame draws.
                isOutsideDamage(subview)
                    ? nil
                    : (Self.opaqueCover(of: subview, parentMatrix: matrix)
                        ?? storeCover(of: subview, parentMatrix: matrix, opacity: opacity)
                        ?? Self.descendantCover(of: subview, parentMatrix: matrix)).map { (index: index, cover: $0) }
            }
            : []
        drawContent(
            of: view, properties: p, matrix: matrix, opacity: opacity, squareCorners: roundedClipIsMasked,
            coveredBy: backgroundCovers(
                of: p, matrix: matrix, opacity: opacity, subviews: subviews,
                direct: covers))
        let clips = view.clipsToBounds && !roundedClipIsMasked
        if clips { pushClip(p.bounds, matrix: matrix) }
        for (index, subview) in subviews {
            // A view under opaque later siblings: only its uncovered part is drawn.
            if let last = covers.last, last.index > index, let extent = drawnExtent(of: subview, parentMatrix: matrix) {
                drawUncovered(extent, by: covers.lazy.filter { $0.index > index }.map(\.cover)) {
                    draw(subview, parentMatrix: matrix, opacity: opacity)
                }
            } else {
                draw(subview, parentMatrix: matrix, opacity: opacity)
            }
        }
        if clips { popClip() }
        drawBorder(properties: p, matrix: matrix, opacity: opacity)
    }

    static func hasVisibleSubviews(_ view: View) -> Bool {
        view.subviews.contains(where: isVisible)
    }

    static func isVisible(_ view: View) -> Bool {
        !view.isHidden && view.presentation.alpha > 1.0 / 512
    }

    static func hasOwnContent(_ view: View) -> Bool {
        if let imageView = view as? ImageView { return imageView.image != nil }
        if let label = view as? Label { return !label.text.isEmpty }
        return view.drawsOwnContent && drawnContentRect(of: view, bounds: view.presentation.bounds) != nil
    }

    /// Whether the subtree must be drawn offscreen and composited as one texture.
    func needsBackingStore(_ view: View, _ p: LayerProperties, _ matrix: Transform) -> Bool {
        if view.shouldRasterize || view.mask != nil { return true }
        let children = Self.hasVisibleSubviews(view)
        let content = Self.hasOwnContent(view)
        let background = !p.backgroundColor.isClear
        // Group opacity: layers inside a translucent view must not show through each other.
        let ownLayers = (background ? 1 : 0) + (p.borderWidth > 0 ? 1 : 0) + (content ? 1 : 0)
        if p.alpha < 1, children || ownLayers >= 2 { return true }
        // Everything is drawn axis-aligned; rotated and sheared views are resampled as one texture.
        if !matrix.isAxisAligned, children || ownLayers > 0 { return true }
        if view.clipsToBounds, p.cornerRadius > 0, children || content { return true }
        // A shadow shaped by the content's alpha rather than by a rounded rectangle (ShadowShape).
        if Self.castsShadow(p), !background, children, ShadowShape.of(view, properties: p) == nil { return true }
        return false
    }

    static func castsShadow(_ p: LayerProperties) -> Bool {
        p.shadowOpacity > 0 && !p.shadowColor.isClear
    }

    // MARK: Clipping

    /// The current clip in target pixels; nil when nothing clips.
    var currentClip: CGRect? {
        (pass.clipStack.last ?? nil).map { CGRect(x: Int($0.x), y: Int($0.y), width: Int($0.w), height: Int($0.h)) }
    }

    func pushClip(_ rect: CGRect, matrix: Transform) {
        pushClip(device: Self.snapped(rect.applying(matrix)))
    }

    /// Clips to `device` (target pixels, whole) within the current clip.
    func pushClip(device rect: CGRect) {
        let device = visiblePart(of: rect, margin: 1) ?? CGRect(x: -2, y: -2, width: 0, height: 0)
        var clip = SDL_Rect(
            x: Int32(device.minX), y: Int32(device.minY), w: Int32(device.width), h: Int32(device.height))
        if let current = pass.clipStack.last ?? nil {
            var intersection = SDL_Rect()
            clip =
                SDL_IntersectRect(&clip, [current], &intersection) == SDL_TRUE
                ? intersection : SDL_Rect(x: 0, y: 0, w: 0, h: 0)
        }
        pass.clipStack.append(clip)
        applyClip()
    }

    func popClip() {
        pass.clipStack.removeLast()
        applyClip()
    }

    func applyClip() {
        if var clip = pass.clipStack.last ?? nil {
            // An empty SDL clip rect means "no clipping"; clip to a pixel off-target instead.
            if clip.w <= 0 || clip.h <= 0 { clip = SDL_Rect(x: -2, y: -2, w: 1, h: 1) }
            SDL_RenderSetClipRect(sdl, &clip)
        } else {
            SDL_RenderSetClipRect(sdl, nil)
        }
    }

    func pushTarget(_ texture: OpaquePointer) {
        pass.targetStack.append(texture)
        pass.targetSizes.append(Self.size(of: texture, renderer: sdl))
        SDL_SetRenderTarget(sdl, texture)
        pass.clipStack.append(nil)
        applyClip()
    }

    func popTarget() {
        pass.targetStack.removeLast()
        pass.targetSizes.removeLast()
        SDL_SetRenderTarget(sdl, pass.targetStack.last ?? nil)
        pass.clipStack.removeLast()
        applyClip()
    }

    /// A device rectangle with its edges rounded to whole pixels.
    static func snapped(_ rect: CGRect) -> CGRect {
        let x0 = rect.minX.rounded(), y0 = rect.minY.rounded()
        let x1 = rect.maxX.rounded(), y1 = rect.maxY.rounded()
        return CGRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }
}
