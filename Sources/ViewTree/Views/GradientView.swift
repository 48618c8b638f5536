import Foundation

/// A view that fills its bounds with a colour gradient, as a `CAGradientLayer`.
///
/// Colours are interpolated in sRGB with straight alpha, as Core Animation does: a gradient from
/// `.clear` (transparent *black*) to white passes through grey; fade to the same colour with
/// alpha 0 instead.
@MainActor
open class GradientView: View, ContentDrawing {
    /// How the colours spread from `startPoint` to `endPoint` (`CAGradientLayerType`).
    public enum Kind: Sendable {
        /// Along the line from start to end, constant across it (`.axial`, the default).
        case axial
        /// In ellipses about `startPoint`, reaching the last colour where x or y is as far as
        /// `endPoint`'s (`.radial`).
        case radial
        /// Around `startPoint`, clockwise from the direction of `endPoint` (`.conic`).
        case conic
    }

    /// The colours, in order; nothing is drawn with none.
    public var colors: [Color] = [] { didSet { if colors != oldValue { setNeedsDisplay() } } }
    /// Where each colour sits, 0…1 along the gradient; nil spreads them evenly. Ignored unless
    /// there is one per colour, as in Core Animation.
    public var locations: [Double]? { didSet { if locations != oldValue { setNeedsDisplay() } } }
    /// In the unit square of the bounds: (0, 0) is the top-left corner. Default (0.5, 0).
    public var startPoint = CGPoint(x: 0.5, y: 0) { didSet { if startPoint != oldValue { setNeedsDisplay() } } }
    /// Default (0.5, 1): top to bottom.
    public var endPoint = CGPoint(x: 0.5, y: 1) { didSet { if endPoint != oldValue { setNeedsDisplay() } } }
    public var kind: Kind = .axial { didSet { if kind != oldValue { setNeedsDisplay() } } }

    public func drawnContentRect(in bounds: CGRect) -> CGRect {
        colors.isEmpty || bounds.width <= 0 || bounds.height <= 0 ? .null : bounds
    }

    public func drawContent(in bounds: CGRect, scale: CGFloat) -> DrawnContent? {
        guard let grid = DrawnContent.grid(for: drawnContentRect(in: bounds), scale: scale) else { return nil }
        let stops = self.stops
        var pixels = PixelBuffer(width: grid.width, height: grid.height)
        let start = CGPoint(x: bounds.minX + startPoint.x * bounds.width, y: bounds.minY + startPoint.y * bounds.height)
        let end = CGPoint(x: bounds.minX + endPoint.x * bounds.width, y: bounds.minY + endPoint.y * bounds.height)
        let axis = CGPoint(x: end.x - start.x, y: end.y - start.y)
        let axisSquared = axis.x * axis.x + axis.y * axis.y
        let baseAngle = atan2(axis.y, axis.x)
        for row in 0..<grid.height {
            for column in 0..<grid.width {
                // The pixel's centre in the view's coordinates.
                let x = grid.origin.x + (CGFloat(column) + 0.5) / scale
                let y = grid.origin.y + (CGFloat(row) + 0.5) / scale
                let t: CGFloat
                switch kind {
                case .axial:
                    t = axisSquared > 0 ? ((x - start.x) * axis.x + (y - start.y) * axis.y) / axisSquared : 0
                case .radial:
                    let rx = abs(axis.x), ry = abs(axis.y)
                    let dx = rx > 0 ? (x - start.x) / rx : 0, dy = ry > 0 ? (y - start.y) / ry : 0
                    t = (dx * dx + dy * dy).squareRoot()
                case .conic:
                    var angle = atan2(y - start.y, x - start.x) - baseAngle
                    while angle < 0 { angle += 2 * .pi }
                    t = angle / (2 * .pi)
                }
                pixels[column, row] = Self.color(at: Double(t), stops: stops).rgba8
            }
        }
        return DrawnContent(
            pixels: pixels,
            rect: CGRect(
                x: grid.origin.x, y: grid.origin.y, width: CGFloat(grid.width) / scale,
                height: CGFloat(grid.height) / scale))
    }

    /// The colours with their locations, in order of location.
    private var stops: [(location: Double, color: Color)] {
        let spots: [Double]
        if let locations, locations.count == colors.count {
            spots = locations
        } else {
            spots = colors.indices.map { colors.count == 1 ? 0 : Double($0) / Double(colors.count - 1) }
        }
        return zip(spots, colors).map { ($0, $1) }.sorted { $0.location < $1.location }
    }

    /// The colour at `t` along `stops`: the first or last colour beyond them, linear between.
    static func color(at t: Double, stops: [(location: Double, color: Color)]) -> Color {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if t <= first.location { return first.color }
        if t >= last.location { return last.color }
        for (a, b) in zip(stops, stops.dropFirst()) where t <= b.location {
            let span = b.location - a.location
            return span > 0 ? a.color.interpolated(to: b.color, fraction: (t - a.location) / span) : b.color
        }
        return last.color
    }
}
