import Foundation

/// A resolution-independent outline: subpaths of lines and Bézier curves, as Core Graphics'
/// `CGPath`. Coordinates are points in the drawing view's space (y down). Build one with the
/// mutating methods, or with ``BezierPath`` (`UIBezierPath`), whose `cgPath` is a `Path`.
public struct Path: Equatable, Sendable {
    /// One step of a path, as `CGPathElement`.
    public enum Element: Equatable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    public private(set) var elements: [Element] = []
    /// Where the next segment starts (`CGPath.currentPoint`); `.zero` for an empty path.
    public private(set) var currentPoint: CGPoint = .zero
    /// The start of the current subpath, where `closeSubpath()` returns.
    private var subpathStart: CGPoint = .zero

    public init() {}

    public var isEmpty: Bool { elements.isEmpty }

    // MARK: Building

    public mutating func move(to point: CGPoint) {
        elements.append(.move(to: point))
        currentPoint = point
        subpathStart = point
    }

    /// A line from the current point; a path without one starts at `point` (Core Graphics
    /// reports this as a programming error; drawing it from there is what it then does).
    public mutating func addLine(to point: CGPoint) {
        startSubpathIfNeeded(at: point)
        elements.append(.line(to: point))
        currentPoint = point
    }

    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        startSubpathIfNeeded(at: control)
        elements.append(.quadCurve(to: point, control: control))
        currentPoint = point
    }

    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        startSubpathIfNeeded(at: control1)
        elements.append(.curve(to: point, control1: control1, control2: control2))
        currentPoint = point
    }

    public mutating func closeSubpath() {
        guard !elements.isEmpty, elements.last != .closeSubpath else { return }
        elements.append(.closeSubpath)
        currentPoint = subpathStart
    }

    private mutating func startSubpathIfNeeded(at point: CGPoint) {
        if elements.isEmpty || elements.last == .closeSubpath { move(to: elements.isEmpty ? point : currentPoint) }
    }

    /// A circular arc about `center`, from `startAngle` to `endAngle` (radians from the +x axis),
    /// joined to the current point by a line, as `UIBezierPath.addArc(withCenter:…)`. In this
    /// y-down space `clockwise` runs towards growing angles, as on the screen. Drawn as cubic
    /// Béziers of at most a quarter turn each, with control points at 4/3·tan(θ/4) of the radius
    /// (Riškus, "Approximation of a cubic Bézier curve by circular arcs and vice versa", 2006).
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        let sweep = Self.sweep(from: startAngle, to: endAngle, clockwise: clockwise)
        let start = CGPoint(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
        if elements.isEmpty || elements.last == .closeSubpath {
            move(to: start)
        } else if currentPoint != start {
            addLine(to: start)
        }
        guard radius > 0, sweep != 0 else { return }
        let pieces = max(1, Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / CGFloat(pieces)
        let k = 4 / 3 * tan(step / 4) * radius
        var angle = startAngle
        for _ in 0..<pieces {
            let next = angle + step
            let p0 = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            let p3 = CGPoint(x: center.x + radius * cos(next), y: center.y + radius * sin(next))
            addCurve(
                to: p3, control1: CGPoint(x: p0.x - k * sin(angle), y: p0.y + k * cos(angle)),
                control2: CGPoint(x: p3.x + k * sin(next), y: p3.y - k * cos(next)))
            angle = next
        }
    }

    /// The signed angle an arc turns through: towards growing angles when `clockwise`, at most a
    /// full turn; a full turn when the angles differ by a whole non-zero number of turns.
    static func sweep(from start: CGFloat, to end: CGFloat, clockwise: Bool) -> CGFloat {
        let turn = 2 * CGFloat.pi
        let difference = end - start
        if abs(difference) >= turn - 1e-12 { return clockwise ? turn : -turn }
        var sweep = difference.truncatingRemainder(dividingBy: turn)
        if clockwise, sweep < 0 { sweep += turn }
        if !clockwise, sweep > 0 { sweep -= turn }
        return sweep
    }

    public mutating func addRect(_ rect: CGRect) {
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.maxY))
        addLine(to: CGPoint(x: r.minX, y: r.maxY))
        closeSubpath()
    }

    /// The ellipse inscribed in `rect`, clockwise from its rightmost point.
    public mutating func addEllipse(in rect: CGRect) {
        let r = rect.standardized
        let rx = r.width / 2, ry = r.height / 2
        let c = CGPoint(x: r.midX, y: r.midY)
        let kx = 4 / 3 * tan(CGFloat.pi / 8) * rx, ky = 4 / 3 * tan(CGFloat.pi / 8) * ry
        move(to: CGPoint(x: r.maxX, y: c.y))
        addCurve(
            to: CGPoint(x: c.x, y: r.maxY), control1: CGPoint(x: r.maxX, y: c.y + ky),
            control2: CGPoint(x: c.x + kx, y: r.maxY))
        addCurve(
            to: CGPoint(x: r.minX, y: c.y), control1: CGPoint(x: c.x - kx, y: r.maxY),
            control2: CGPoint(x: r.minX, y: c.y + ky))
        addCurve(
            to: CGPoint(x: c.x, y: r.minY), control1: CGPoint(x: r.minX, y: c.y - ky),
            control2: CGPoint(x: c.x - kx, y: r.minY))
        addCurve(
            to: CGPoint(x: r.maxX, y: c.y), control1: CGPoint(x: c.x + kx, y: r.minY),
            control2: CGPoint(x: r.maxX, y: c.y - ky))
        closeSubpath()
    }

    /// A rectangle with circular corners of `cornerRadius` (at most half the shorter side) at
    /// `corners`, clockwise from the top-left. UIKit draws "continuous" corners whose curvature
    /// eases in; Fluid's are circular, as `cornerRadius` draws them.
    public mutating func addRoundedRect(_ rect: CGRect, cornerRadius: CGFloat, corners: RectCorner = .allCorners) {
        let r = rect.standardized
        let radius = max(0, min(cornerRadius, r.width / 2, r.height / 2))
        guard radius > 0, !corners.isEmpty else { return addRect(r) }
        move(to: CGPoint(x: r.minX, y: corners.contains(.topLeft) ? r.minY + radius : r.minY))
        func corner(_ which: RectCorner, _ point: CGPoint, center: CGPoint, from angle: CGFloat) {
            if corners.contains(which) {
                addArc(center: center, radius: radius, startAngle: angle, endAngle: angle + .pi / 2, clockwise: true)
            } else {
                addLine(to: point)
            }
        }
        corner(
            .topLeft, CGPoint(x: r.minX, y: r.minY), center: CGPoint(x: r.minX + radius, y: r.minY + radius), from: .pi)
        corner(
            .topRight, CGPoint(x: r.maxX, y: r.minY), center: CGPoint(x: r.maxX - radius, y: r.minY + radius),
            from: -.pi / 2)
        corner(
            .bottomRight, CGPoint(x: r.maxX, y: r.maxY), center: CGPoint(x: r.maxX - radius, y: r.maxY - radius),
            from: 0)
        corner(
            .bottomLeft, CGPoint(x: r.minX, y: r.maxY), center: CGPoint(x: r.minX + radius, y: r.maxY - radius),
            from: .pi / 2)
        closeSubpath()
    }

    /// Appends every subpath of `other`.
    public mutating func addPath(_ other: Path) {
        for element in other.elements {
            switch element {
            case .move(let p): move(to: p)
            case .line(let p): addLine(to: p)
            case .quadCurve(let p, let c): addQuadCurve(to: p, control: c)
            case .curve(let p, let c1, let c2): addCurve(to: p, control1: c1, control2: c2)
            case .closeSubpath: closeSubpath()
            }
        }
    }

    /// The path with every point mapped by `transform` (`CGPath.copy(using:)`).
    public func applying(_ transform: Transform) -> Path {
        var result = Path()
        func map(_ p: CGPoint) -> CGPoint { p.applying(transform) }
        for element in elements {
            switch element {
            case .move(let p): result.move(to: map(p))
            case .line(let p): result.addLine(to: map(p))
            case .quadCurve(let p, let c): result.addQuadCurve(to: map(p), control: map(c))
            case .curve(let p, let c1, let c2): result.addCurve(to: map(p), control1: map(c1), control2: map(c2))
            case .closeSubpath: result.closeSubpath()
            }
        }
        return result
    }

    // MARK: Reading

    /// The smallest rectangle holding every point and control point (`CGPath.boundingBox`);
    /// `.null` for an empty path.
    public var boundingBox: CGRect {
        var box = CGRect.null
        func add(_ p: CGPoint) { box = box.union(CGRect(origin: p, size: .zero)) }
        for element in elements {
            switch element {
            case .move(let p), .line(let p): add(p)
            case .quadCurve(let p, let c):
                add(p)
                add(c)
            case .curve(let p, let c1, let c2):
                add(p)
                add(c1)
                add(c2)
            case .closeSubpath: break
            }
        }
        return box
    }

    /// Whether `point` is inside the filled path (`CGPath.contains(_:using:)`).
    public func contains(_ point: CGPoint, using rule: FillRule = .nonZero) -> Bool {
        var winding = 0
        for polyline in flattened(tolerance: 0.05) {
            let points = polyline.points
            guard points.count > 1 else { continue }
            for i in 0..<points.count {
                let a = points[i], b = points[(i + 1) % points.count]
                if a.y <= point.y, b.y > point.y, Self.side(a, b, point) > 0 { winding += 1 }
                if a.y > point.y, b.y <= point.y, Self.side(a, b, point) < 0 { winding -= 1 }
            }
        }
        return rule == .evenOdd ? winding % 2 != 0 : winding != 0
    }

    private static func side(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }

    /// One subpath as straight segments.
    public struct Polyline: Equatable, Sendable {
        public var points: [CGPoint]
        public var isClosed: Bool
    }

    /// The subpaths as polylines whose distance from the curves is at most `tolerance`. A curve
    /// is cut into n equal steps of its parameter, n from Wang's formula: for degree d and
    /// control points Pᵢ, n = ⌈√(d(d−1)/8 · max‖Pᵢ − 2Pᵢ₊₁ + Pᵢ₊₂‖ / tolerance)⌉ (Wang, "Rational
    /// B-splines and their applications", 1984; in Goldman, *Pyramid Algorithms*, 2003, §5.6).
    public func flattened(tolerance: CGFloat) -> [Polyline] {
        var result: [Polyline] = []
        var current: [CGPoint] = []
        var last = CGPoint.zero
        func finish(closed: Bool) {
            if !current.isEmpty { result.append(Polyline(points: current, isClosed: closed)) }
            current = []
        }
        for element in elements {
            switch element {
            case .move(let p):
                finish(closed: false)
                current = [p]
                last = p
            case .line(let p):
                current.append(p)
                last = p
            case .quadCurve(let p, let c):
                let n = Self.steps(degree: 2, secondDifferences: [Self.length(last - 2 * c + p)], tolerance: tolerance)
                for i in 1...n {
                    let t = CGFloat(i) / CGFloat(n), u = 1 - t
                    current.append(u * u * last + 2 * u * t * c + t * t * p)
                }
                last = p
            case .curve(let p, let c1, let c2):
                let n = Self.steps(
                    degree: 3,
                    secondDifferences: [Self.length(last - 2 * c1 + c2), Self.length(c1 - 2 * c2 + p)],
                    tolerance: tolerance)
                for i in 1...n {
                    let t = CGFloat(i) / CGFloat(n), u = 1 - t
                    current.append(u * u * u * last + 3 * u * u * t * c1 + 3 * u * t * t * c2 + t * t * t * p)
                }
                last = p
            case .closeSubpath:
                let start = current.first ?? last
                finish(closed: true)
                current = [start]
                last = start
            }
        }
        if current.count > 1 { finish(closed: false) }
        return result
    }

    private static func steps(degree: Int, secondDifferences: [CGFloat], tolerance: CGFloat) -> Int {
        let m = secondDifferences.max() ?? 0
        let factor = CGFloat(degree * (degree - 1)) / 8
        let n = (factor * m / max(tolerance, 1e-6)).squareRoot().rounded(.up)
        return n.isFinite ? max(1, min(4096, Int(n))) : 1
    }

    private static func length(_ p: CGPoint) -> CGFloat { (p.x * p.x + p.y * p.y).squareRoot() }
}

// Point arithmetic for the formulas above.
extension CGPoint {
    fileprivate static func + (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x + b.x, y: a.y + b.y) }
    fileprivate static func - (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x - b.x, y: a.y - b.y) }
    fileprivate static func * (k: CGFloat, p: CGPoint) -> CGPoint { CGPoint(x: k * p.x, y: k * p.y) }
}
