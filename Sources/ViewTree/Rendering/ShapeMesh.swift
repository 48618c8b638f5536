import CSDL2
import Foundation

/// Triangle meshes for antialiased rounded rectangles and bands (borders), in device pixels.
///
/// Antialiasing uses a *feather ring*: the true outline is offset half a pixel inwards (full
/// alpha) and half a pixel outwards (alpha 0) along its normals. Sampled at pixel centres, the
/// interpolated alpha equals the box-filtered coverage of the edge — exact for pixel-aligned edges,
/// within a few per cent for curved and rotated ones.
struct ShapeMesh {
    var vertices: [SDL_Vertex] = []
    var indices: [Int32] = []

    var isEmpty: Bool { indices.isEmpty }

    /// One point of an outline with its outward unit normal, both in device pixels.
    struct OutlinePoint {
        var point: CGPoint
        var normal: CGPoint
    }

    /// Segments for a quarter circle of `radius` device pixels, so that the chord deviates from
    /// the arc by at most 0.1 px (sagitta r·(1 − cos(θ/2)) ≤ 0.1).
    static func segmentsPerQuarter(radius: CGFloat) -> Int {
        guard radius > 0.1 else { return 2 }
        let step = 2 * acos(max(-1, 1 - 0.1 / radius))
        return min(64, max(2, Int((CGFloat.pi / 2 / step).rounded(.up))))
    }

    /// The outline of a rounded rectangle (`rect` in local coordinates, corner `radius` in local
    /// units, clamped to half the shorter side), clockwise on screen, mapped to device pixels.
    static func roundedRectOutline(_ rect: CGRect, radius: CGFloat, transform m: Transform, segments: Int? = nil) -> [OutlinePoint] {
        let r = max(0, min(radius, rect.width / 2, rect.height / 2))
        let segments = segments ?? segmentsPerQuarter(radius: r * max(m.scaleX, m.scaleY))
        let corners: [(CGPoint, CGFloat)] = [
            (CGPoint(x: rect.minX + r, y: rect.minY + r), .pi),
            (CGPoint(x: rect.maxX - r, y: rect.minY + r), .pi * 1.5),
            (CGPoint(x: rect.maxX - r, y: rect.maxY - r), 0),
            (CGPoint(x: rect.minX + r, y: rect.maxY - r), .pi / 2),
        ]
        var outline: [OutlinePoint] = []
        outline.reserveCapacity(4 * (segments + 1))
        for (center, start) in corners {
            for step in 0...segments {
                let angle = start + CGFloat.pi / 2 * CGFloat(step) / CGFloat(segments)
                let direction = CGPoint(x: cos(angle), y: sin(angle))
                let local = CGPoint(x: center.x + r * direction.x, y: center.y + r * direction.y)
                // Normals map through the linear part; exact for rotations and uniform scales.
                let mapped = CGPoint(x: m.a * direction.x + m.c * direction.y, y: m.b * direction.x + m.d * direction.y)
                let length = max(1e-9, (mapped.x * mapped.x + mapped.y * mapped.y).squareRoot())
                outline.append(OutlinePoint(point: local.applying(m), normal: CGPoint(x: mapped.x / length, y: mapped.y / length)))
            }
        }
        return outline
    }

    private mutating func add(_ p: CGPoint, _ color: SDL_Color) -> Int32 {
        vertices.append(SDL_Vertex(position: SDL_FPoint(x: Float(p.x), y: Float(p.y)), color: color, tex_coord: SDL_FPoint(x: 0, y: 0)))
        return Int32(vertices.count - 1)
    }

    private static func offset(_ o: OutlinePoint, _ distance: CGFloat) -> CGPoint {
        CGPoint(x: o.point.x + o.normal.x * distance, y: o.point.y + o.normal.y * distance)
    }

    /// The interior of a convex outline inset by half a pixel: a fan from its centroid.
    mutating func addInterior(_ outline: [OutlinePoint], color: SDL_Color) {
        guard outline.count >= 3 else { return }
        var center = CGPoint.zero
        for o in outline { center.x += o.point.x; center.y += o.point.y }
        center.x /= CGFloat(outline.count); center.y /= CGFloat(outline.count)
        let c = add(center, color)
        let first = Int32(vertices.count)
        for o in outline { _ = add(Self.offset(o, -0.5), color) }
        let n = Int32(outline.count)
        for i in 0..<n { indices += [c, first + i, first + (i + 1) % n] }
    }

    /// The feather ring of an outline: alpha from `innerAlpha`·colour at −0.5 px to 0 at +0.5 px
    /// (or reversed with `facingInwards` for the inner edge of a band).
    mutating func addFeather(_ outline: [OutlinePoint], color: SDL_Color, facingInwards: Bool = false) {
        guard outline.count >= 2 else { return }
        var clear = color
        clear.a = 0
        let first = Int32(vertices.count)
        for o in outline {
            _ = add(Self.offset(o, -0.5), facingInwards ? clear : color)
            _ = add(Self.offset(o, 0.5), facingInwards ? color : clear)
        }
        let n = Int32(outline.count)
        for i in 0..<n {
            let a = first + 2 * i, b = first + 2 * ((i + 1) % n)
            indices += [a, a + 1, b + 1, a, b + 1, b]
        }
    }

    /// A band between two outlines with the same number of points (a border), feathered on both sides.
    mutating func addBand(outer: [OutlinePoint], inner: [OutlinePoint], color: SDL_Color, width: CGFloat) {
        guard outer.count == inner.count, outer.count >= 2 else { return }
        let n = Int32(outer.count)
        if width < 1 {
            // Thinner than a pixel: one ring whose peak alpha is the width.
            var peak = color
            peak.a = UInt8((CGFloat(color.a) * width).rounded())
            var clear = color
            clear.a = 0
            let first = Int32(vertices.count)
            for (o, i) in zip(outer, inner) {
                let middle = CGPoint(x: (o.point.x + i.point.x) / 2, y: (o.point.y + i.point.y) / 2)
                _ = add(Self.offset(o, 0.5), clear)
                _ = add(middle, peak)
                _ = add(Self.offset(i, -0.5), clear)
            }
            for k in 0..<n {
                let a = first + 3 * k, b = first + 3 * ((k + 1) % n)
                indices += [a, a + 1, b + 1, a, b + 1, b, a + 1, a + 2, b + 2, a + 1, b + 2, b + 1]
            }
            return
        }
        addFeather(outer, color: color)
        addFeather(inner, color: color, facingInwards: true)
        let first = Int32(vertices.count)
        for (o, i) in zip(outer, inner) {
            _ = add(Self.offset(o, -0.5), color)
            _ = add(Self.offset(i, 0.5), color)
        }
        for k in 0..<n {
            let a = first + 2 * k, b = first + 2 * ((k + 1) % n)
            indices += [a, a + 1, b + 1, a, b + 1, b]
        }
    }

    /// One quarter disc of an axis-aligned rounded rectangle whose corner centre and radius are
    /// whole pixels: the interior fan and its feather arc.
    mutating func addCorner(center: CGPoint, radius r: CGFloat, startAngle: CGFloat, color: SDL_Color) {
        let segments = Self.segmentsPerQuarter(radius: r)
        var clear = color
        clear.a = 0
        let c = add(center, color)
        let first = Int32(vertices.count)
        for step in 0...segments {
            let angle = startAngle + CGFloat.pi / 2 * CGFloat(step) / CGFloat(segments)
            let direction = CGPoint(x: cos(angle), y: sin(angle))
            _ = add(CGPoint(x: center.x + (r - 0.5) * direction.x, y: center.y + (r - 0.5) * direction.y), color)
            _ = add(CGPoint(x: center.x + (r + 0.5) * direction.x, y: center.y + (r + 0.5) * direction.y), clear)
        }
        for k in 0..<Int32(segments) {
            let a = first + 2 * k, b = a + 2
            indices += [c, a, b]
            indices += [a, a + 1, b + 1, a, b + 1, b]
        }
    }
}

extension Color {
    /// The colour with its alpha multiplied by `opacity`, as SDL's 8-bit vertex colour.
    func sdlColor(opacity: CGFloat = 1) -> SDL_Color {
        let c = withAlphaComponent(alpha * Double(opacity)).rgba8
        return SDL_Color(r: c.r, g: c.g, b: c.b, a: c.a)
    }
}
