import Foundation

/// A 2-D affine transform with `CGAffineTransform`'s layout and semantics.
///
/// A point maps as `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty` (row-vector convention), so
/// `t1.concatenating(t2)` applies `t1` first and then `t2`, exactly as in Core Graphics.
public struct Transform: Hashable, Sendable, CustomStringConvertible {
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    public static let identity = Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A rotation by `angle` radians; positive angles turn clockwise on screen (y points down).
    public init(rotationAngle angle: CGFloat) {
        let cosine = cos(angle), sine = sin(angle)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    public init(translationX x: CGFloat, y: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    public var isIdentity: Bool { self == .identity }

    /// `self` followed by `other`.
    public func concatenating(_ other: Transform) -> Transform {
        Transform(
            a: a * other.a + b * other.c,
            b: a * other.b + b * other.d,
            c: c * other.a + d * other.c,
            d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx,
            ty: tx * other.b + ty * other.d + other.ty)
    }

    /// A rotation applied before `self` (as `CGAffineTransform.rotated(by:)`).
    public func rotated(by angle: CGFloat) -> Transform {
        Transform(rotationAngle: angle).concatenating(self)
    }

    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> Transform {
        Transform(scaleX: sx, y: sy).concatenating(self)
    }

    public func translatedBy(x: CGFloat, y: CGFloat) -> Transform {
        Transform(translationX: x, y: y).concatenating(self)
    }

    public var determinant: CGFloat { a * d - b * c }

    /// The inverse, or `self` unchanged when the transform is singular (as Core Graphics does).
    public func inverted() -> Transform {
        let det = determinant
        guard det != 0, det.isFinite else { return self }
        return Transform(
            a: d / det, b: -b / det, c: -c / det, d: a / det,
            tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }

    public var isInvertible: Bool { determinant != 0 && determinant.isFinite }

    /// True when the transform maps axis-aligned rectangles to axis-aligned rectangles without
    /// mirroring or rotation (only scale and translation).
    public var isAxisAligned: Bool {
        abs(b) < 1e-9 && abs(c) < 1e-9 && a > 0 && d > 0
    }

    /// True when the transform is a rotation, uniform or non-uniform scale applied along the
    /// rotated axes and translation — anything without shear or mirroring.
    public var isSimilarity: Bool {
        // Columns orthogonal and the orientation preserved.
        abs(a * c + b * d) < 1e-9 * max(1, a * a + b * b) && determinant > 0
    }

    /// The rotation angle of the first column, in radians.
    public var rotationAngle: CGFloat { atan2(b, a) }

    /// The length of the images of the unit x and y vectors.
    public var scaleX: CGFloat { (a * a + b * b).squareRoot() }
    public var scaleY: CGFloat { (c * c + d * d).squareRoot() }

    public var description: String { "Transform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))" }
}

extension CGPoint {
    public func applying(_ t: Transform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// The size mapped by the linear part of `t` (translation ignored), as in Core Graphics.
    public func applying(_ t: Transform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest axis-aligned rectangle containing the transformed corners of `self`.
    public func applying(_ t: Transform) -> CGRect {
        if isNull { return self }
        // Per frame and per view: no arrays.
        let p0 = CGPoint(x: minX, y: minY).applying(t), p1 = CGPoint(x: maxX, y: minY).applying(t)
        let p2 = CGPoint(x: maxX, y: maxY).applying(t), p3 = CGPoint(x: minX, y: maxY).applying(t)
        let x0 = min(p0.x, p1.x, p2.x, p3.x), y0 = min(p0.y, p1.y, p2.y, p3.y)
        let x1 = max(p0.x, p1.x, p2.x, p3.x), y1 = max(p0.y, p1.y, p2.y, p3.y)
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    public var center: CGPoint { CGPoint(x: midX, y: midY) }
}
