import Foundation

/// Corners of a rectangle, for rounding some of them (`UIRectCorner`).
public struct RectCorner: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let topLeft = RectCorner(rawValue: 1 << 0)
    public static let topRight = RectCorner(rawValue: 1 << 1)
    public static let bottomLeft = RectCorner(rawValue: 1 << 2)
    public static let bottomRight = RectCorner(rawValue: 1 << 3)
    public static let allCorners: RectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// A path built step by step, as `UIBezierPath`: a reference to a ``Path`` (its `cgPath`), with
/// UIKit's initializers and method names.
@MainActor
public final class BezierPath {
    /// The outline built so far.
    public var cgPath: Path
    /// Whether a fill of it uses the even-odd rule (what `contains(_:)` answers by).
    public var usesEvenOddFillRule = false

    public init() { cgPath = Path() }

    public init(cgPath: Path) { self.cgPath = cgPath }

    public convenience init(rect: CGRect) {
        self.init()
        cgPath.addRect(rect)
    }

    public convenience init(ovalIn rect: CGRect) {
        self.init()
        cgPath.addEllipse(in: rect)
    }

    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        cgPath.addRoundedRect(rect, cornerRadius: cornerRadius)
    }

    /// Only `corners` rounded, with the radius `cornerRadii.width` (UIKit uses the width; the
    /// corners are circular).
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: RectCorner, cornerRadii: CGSize) {
        self.init()
        cgPath.addRoundedRect(rect, cornerRadius: cornerRadii.width, corners: corners)
    }

    public convenience init(
        arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        self.init()
        cgPath.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    public func move(to point: CGPoint) { cgPath.move(to: point) }
    public func addLine(to point: CGPoint) { cgPath.addLine(to: point) }
    public func addQuadCurve(to point: CGPoint, controlPoint: CGPoint) {
        cgPath.addQuadCurve(to: point, control: controlPoint)
    }
    public func addCurve(to point: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        cgPath.addCurve(to: point, control1: controlPoint1, control2: controlPoint2)
    }
    public func addArc(
        withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        cgPath.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }
    public func close() { cgPath.closeSubpath() }
    public func append(_ other: BezierPath) { cgPath.addPath(other.cgPath) }
    public func removeAllPoints() { cgPath = Path() }
    /// Maps every point by `transform`.
    public func apply(_ transform: Transform) { cgPath = cgPath.applying(transform) }

    public var isEmpty: Bool { cgPath.isEmpty }
    public var currentPoint: CGPoint { cgPath.currentPoint }
    /// The box around every point and control point.
    public var bounds: CGRect { cgPath.boundingBox }
    public func contains(_ point: CGPoint) -> Bool {
        cgPath.contains(point, using: usesEvenOddFillRule ? .evenOdd : .nonZero)
    }
}
