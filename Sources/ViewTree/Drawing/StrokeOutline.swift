import Foundation

/// How a stroke ends at an open subpath's ends (`CAShapeLayerLineCap`).
public enum LineCap: Sendable {
    case butt, round, square
}

/// How a stroke turns at a corner (`CAShapeLayerLineJoin`).
public enum LineJoin: Sendable {
    case miter, round, bevel
}

/// The area a stroke paints, as polygons to fill with the non-zero rule: each segment a
/// rectangle of the line's width, each corner a wedge (miter, bevel) or a disc (round), each open
/// end a cap. Every polygon winds the same way, so where they overlap the union is filled once.
/// The geometry is the one PostScript and Core Graphics define for `lineJoin`, `lineCap` and
/// `miterLimit` (Adobe, *PostScript Language Reference*, 3rd ed., §4.5.1, "setlinejoin",
/// "setmiterlimit": a miter is cut to a bevel when 1/sin(θ/2) exceeds the limit, θ the angle
/// between the segments).
struct StrokeOutline {
    var width: CGFloat
    var cap: LineCap = .butt
    var join: LineJoin = .miter
    var miterLimit: CGFloat = 10

    /// The stroke's polygons for `polylines`.
    func polygons(for polylines: [Path.Polyline]) -> [[CGPoint]] {
        let half = width / 2
        guard half > 0 else { return [] }
        var result: [[CGPoint]] = []
        for polyline in polylines {
            var points = polyline.points
            // Repeated points make no direction.
            points = points.enumerated().filter {
                $0.offset == 0 || Self.distance($0.element, points[$0.offset - 1]) > 1e-9
            }
            .map(\.element)
            if polyline.isClosed, points.count > 2, Self.distance(points[0], points[points.count - 1]) <= 1e-9 {
                points.removeLast()
            }
            guard points.count > 1 else {
                // A zero-length subpath paints only its round or square cap.
                if let p = points.first, cap != .butt, !polyline.isClosed { result.append(dot(at: p, half: half)) }
                continue
            }
            let closed = polyline.isClosed && points.count > 2
            if !closed, cap == .square {
                points[0] = Self.extend(points[0], awayFrom: points[1], by: half)
                points[points.count - 1] = Self.extend(
                    points[points.count - 1], awayFrom: points[points.count - 2], by: half)
            }
            let segmentCount = closed ? points.count : points.count - 1
            for i in 0..<segmentCount {
                let a = points[i], b = points[(i + 1) % points.count]
                let n = Self.normal(from: a, to: b, length: half)
                result.append(
                    Self.oriented([
                        CGPoint(x: a.x + n.x, y: a.y + n.y), CGPoint(x: b.x + n.x, y: b.y + n.y),
                        CGPoint(x: b.x - n.x, y: b.y - n.y), CGPoint(x: a.x - n.x, y: a.y - n.y),
                    ]))
            }
            let corners = closed ? Array(0..<points.count) : Array(1..<(points.count - 1))
            for i in corners {
                let previous = points[(i - 1 + points.count) % points.count], vertex = points[i]
                let next = points[(i + 1) % points.count]
                if let wedge = joint(previous, vertex, next, half: half) { result.append(wedge) }
            }
            if !closed, cap == .round {
                result.append(dot(at: points[0], half: half))
                result.append(dot(at: points[points.count - 1], half: half))
            }
        }
        return result
    }

    /// The corner at `vertex` between the segments from `previous` and to `next`, on the outer side.
    private func joint(_ previous: CGPoint, _ vertex: CGPoint, _ next: CGPoint, half: CGFloat) -> [CGPoint]? {
        if join == .round { return dot(at: vertex, half: half) }
        let n1 = Self.normal(from: previous, to: vertex, length: 1), n2 = Self.normal(from: vertex, to: next, length: 1)
        let d1 = CGPoint(x: vertex.x - previous.x, y: vertex.y - previous.y)
        let d2 = CGPoint(x: next.x - vertex.x, y: next.y - vertex.y)
        let turn = d1.x * d2.y - d1.y * d2.x
        guard abs(turn) > 1e-12 else { return nil }  // straight on (or straight back: no corner to fill)
        let side: CGFloat = turn > 0 ? -1 : 1
        let outer1 = CGPoint(x: vertex.x + side * n1.x * half, y: vertex.y + side * n1.y * half)
        let outer2 = CGPoint(x: vertex.x + side * n2.x * half, y: vertex.y + side * n2.y * half)
        let bisector = CGPoint(x: n1.x + n2.x, y: n1.y + n2.y)
        let length = Self.distance(bisector, .zero)
        if join == .miter, length > 1e-9 {
            let m = CGPoint(x: bisector.x / length, y: bisector.y / length)
            let cosine = m.x * n1.x + m.y * n1.y  // sin(θ/2), θ the angle between the segments
            if cosine > 0, 1 / cosine <= miterLimit {
                let tip = CGPoint(x: vertex.x + side * m.x * half / cosine, y: vertex.y + side * m.y * half / cosine)
                return Self.oriented([vertex, outer1, tip, outer2])
            }
        }
        return Self.oriented([vertex, outer1, outer2])
    }

    /// A disc of radius `half` as a polygon fine enough for a quarter-pixel error.
    private func dot(at center: CGPoint, half: CGFloat) -> [CGPoint] {
        // The chord of an n-gon strays r(1 − cos(π/n)) ≈ rπ²/(2n²) from the circle.
        let n = max(8, min(256, Int((CGFloat.pi * (half / 0.5).squareRoot()).rounded(.up) * 2)))
        return (0..<n).map { i in
            let angle = CGFloat(i) / CGFloat(n) * 2 * .pi
            return CGPoint(x: center.x + half * cos(angle), y: center.y + half * sin(angle))
        }
    }

    private static func normal(from a: CGPoint, to b: CGPoint, length: CGFloat) -> CGPoint {
        let d = distance(a, b)
        guard d > 0 else { return .zero }
        return CGPoint(x: -(b.y - a.y) / d * length, y: (b.x - a.x) / d * length)
    }

    private static func extend(_ end: CGPoint, awayFrom other: CGPoint, by amount: CGFloat) -> CGPoint {
        let d = distance(end, other)
        guard d > 0 else { return end }
        return CGPoint(x: end.x + (end.x - other.x) / d * amount, y: end.y + (end.y - other.y) / d * amount)
    }

    static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }

    /// `polygon` wound with a positive signed area, so that overlapping pieces add up under the
    /// non-zero rule instead of cancelling.
    private static func oriented(_ polygon: [CGPoint]) -> [CGPoint] {
        var area: CGFloat = 0
        for i in 0..<polygon.count {
            let a = polygon[i], b = polygon[(i + 1) % polygon.count]
            area += a.x * b.y - b.x * a.y
        }
        return area < 0 ? polygon.reversed() : polygon
    }

    /// The part of `polylines` from `start` to `end`, fractions of their total length
    /// (`strokeStart`, `strokeEnd`); a closed subpath cut anywhere becomes open.
    static func trimmed(_ polylines: [Path.Polyline], from start: CGFloat, to end: CGFloat) -> [Path.Polyline] {
        let from = max(0, min(1, start)), to = max(0, min(1, end))
        if from <= 0, to >= 1 { return polylines }
        guard to > from else { return [] }
        let closedUp = polylines.map { line -> [CGPoint] in
            line.isClosed && line.points.count > 1 ? line.points + [line.points[0]] : line.points
        }
        let total = closedUp.reduce(CGFloat(0)) { sum, points in
            sum + zip(points, points.dropFirst()).reduce(0) { $0 + distance($1.0, $1.1) }
        }
        guard total > 0 else { return [] }
        let low = from * total, high = to * total
        var result: [Path.Polyline] = []
        var travelled: CGFloat = 0
        for (line, points) in zip(polylines, closedUp) {
            let subpathStart = travelled
            var piece: [CGPoint] = []
            for (a, b) in zip(points, points.dropFirst()) {
                let length = distance(a, b)
                let segmentStart = travelled, segmentEnd = travelled + length
                travelled = segmentEnd
                guard segmentEnd > low, segmentStart < high, length > 0 else { continue }
                func point(at s: CGFloat) -> CGPoint {
                    let t = (s - segmentStart) / length
                    return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                }
                if piece.isEmpty { piece.append(segmentStart >= low ? a : point(at: low)) }
                piece.append(segmentEnd <= high ? b : point(at: high))
            }
            if line.isClosed, subpathStart >= low, travelled <= high {
                result.append(line)  // whole: it keeps its closing corner
            } else if piece.count > 1 {
                result.append(Path.Polyline(points: piece, isClosed: false))
            }
        }
        return result
    }
}
