import Foundation

/// A view that fills and strokes a path, as a `CAShapeLayer`: antialiased, at the screen's
/// scale. The path is in the view's coordinates and may reach outside its bounds (a shape view
/// with a zero frame draws its path about its origin, as a shape layer does).
///
/// `strokeStart`, `strokeEnd`, `lineWidth`, `fillColor` and `strokeColor` animate inside
/// animation blocks and property animators, as a view's own properties do.
@MainActor
open class ShapeView: View, ContentDrawing {
    public var path: Path? { didSet { if path != oldValue { setNeedsDisplay() } } }
    /// Black by default, as `CAShapeLayer.fillColor`; nil fills nothing.
    public var fillColor: Color? {
        get { fill.model.isClear ? nil : fill.model }
        set { fill.set(newValue ?? .clear) }
    }
    /// Nil by default (no stroke), as `CAShapeLayer.strokeColor`.
    public var strokeColor: Color? {
        get { stroke.model.isClear ? nil : stroke.model }
        set { stroke.set(newValue ?? .clear) }
    }
    /// 1 point by default.
    public var lineWidth: CGFloat {
        get { width.model }
        set { width.set(max(0, newValue)) }
    }
    /// Where the stroke starts and ends along the path, as fractions of its length (0 and 1).
    public var strokeStart: CGFloat {
        get { start.model }
        set { start.set(newValue) }
    }
    public var strokeEnd: CGFloat {
        get { end.model }
        set { end.set(newValue) }
    }
    public var fillRule: FillRule = .nonZero { didSet { if fillRule != oldValue { setNeedsDisplay() } } }
    public var lineCap: LineCap = .butt { didSet { if lineCap != oldValue { setNeedsDisplay() } } }
    public var lineJoin: LineJoin = .miter { didSet { if lineJoin != oldValue { setNeedsDisplay() } } }
    /// 10 by default, as Core Graphics'.
    public var miterLimit: CGFloat = 10 { didSet { if miterLimit != oldValue { setNeedsDisplay() } } }

    private lazy var fill = animated(Color.black)
    private lazy var stroke = animated(Color.clear)
    private lazy var width = animated(CGFloat(1))
    private lazy var start = animated(CGFloat(0))
    private lazy var end = animated(CGFloat(1))

    private func animated<Value: Animatable & Equatable & Sendable>(_ value: Value) -> AnimatedValue<Value> {
        AnimatedValue(
            value, changed: { [weak self] in self?.setNeedsDisplay() },
            driver: { [weak self] in self?.window?.animationDriver })
    }

    /// The values on screen this frame (an animation's, while one runs).
    public var presentedStrokeEnd: CGFloat { end.shown }

    // MARK: Drawing

    /// How far the stroke reaches beyond the path: half the line's width, or the longest miter.
    private var strokeReach: CGFloat {
        guard !stroke.shown.isClear, width.shown > 0 else { return 0 }
        let half = width.shown / 2
        switch lineJoin {
        case .miter: return half * max(1, miterLimit)
        case .round, .bevel: return lineCap == .square ? half * 2.squareRoot() : half
        }
    }

    public func drawnContentRect(in bounds: CGRect) -> CGRect {
        guard let path, !path.isEmpty else { return .null }
        let box = path.boundingBox
        return box.insetBy(dx: -strokeReach, dy: -strokeReach)
    }

    public func drawContent(in bounds: CGRect, scale: CGFloat) -> DrawnContent? {
        guard let path, let grid = DrawnContent.grid(for: drawnContentRect(in: bounds), scale: scale) else {
            return nil
        }
        let toPixels = Transform(translationX: -grid.origin.x, y: -grid.origin.y)
            .concatenating(Transform(scaleX: scale, y: scale))
        let polylines = path.applying(toPixels).flattened(tolerance: 0.1)
        var pixels = PixelBuffer(width: grid.width, height: grid.height)
        if !fill.shown.isClear {
            let coverage = PathCoverage.coverage(
                of: polylines.map(\.points), rule: fillRule, width: grid.width, height: grid.height)
            pixels.blend(fill.shown, coverage: coverage)
        }
        if !stroke.shown.isClear, width.shown > 0 {
            let outline = StrokeOutline(
                width: width.shown * scale, cap: lineCap, join: lineJoin, miterLimit: miterLimit)
            let trimmed = StrokeOutline.trimmed(polylines, from: start.shown, to: end.shown)
            let coverage = PathCoverage.coverage(
                of: outline.polygons(for: trimmed), rule: .nonZero, width: grid.width, height: grid.height)
            pixels.blend(stroke.shown, coverage: coverage)
        }
        return DrawnContent(
            pixels: pixels,
            rect: CGRect(
                x: grid.origin.x, y: grid.origin.y, width: CGFloat(grid.width) / scale,
                height: CGFloat(grid.height) / scale))
    }
}

extension PixelBuffer {
    /// Draws `color` over the pixels at each pixel's `coverage` (0…255), straight alpha *over*.
    mutating func blend(_ color: Color, coverage: [UInt8]) {
        let source = color.rgba8
        let sourceAlpha = Double(source.a) / 255
        guard sourceAlpha > 0, coverage.count == width * height else { return }
        bytes.withUnsafeMutableBufferPointer { bytes in
            for (index, cover) in coverage.enumerated() where cover > 0 {
                let i = index * 4
                let a = sourceAlpha * Double(cover) / 255
                let below = Double(bytes[i + 3]) / 255
                let out = a + below * (1 - a)
                guard out > 0 else { continue }
                func mix(_ top: UInt8, _ bottom: UInt8) -> UInt8 {
                    UInt8((Double(top) * a + Double(bottom) * below * (1 - a)) / out + 0.5)
                }
                bytes[i] = mix(source.r, bytes[i])
                bytes[i + 1] = mix(source.g, bytes[i + 1])
                bytes[i + 2] = mix(source.b, bytes[i + 2])
                bytes[i + 3] = UInt8(min(255, out * 255 + 0.5))
            }
        }
    }
}
