import CoreFoundation
import Foundation
import ViewTree

/// Where a backing store's pixels are certainly opaque, as a cross: a `horizontal` band and a
/// `vertical` one through it — a rounded rectangle less its four corners. The rectangle inset by
/// the corner radius on every side (the band's middle) leaves strips as wide as the radius along
/// every edge to blend; the cross leaves only the corner squares (Docs/Rendering.md §3).
struct OpaqueCross: Equatable {
    /// Full width of the opaque area, over the rows of its middle.
    var horizontal: CGRect
    /// Full height of the opaque area, over the columns of its middle; spans the horizontal band's rows.
    var vertical: CGRect

    /// A cross that is one rectangle.
    init(_ rect: CGRect) {
        horizontal = rect
        vertical = rect
    }

    init(horizontal: CGRect, vertical: CGRect) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    func offsetBy(dx: CGFloat, dy: CGFloat) -> OpaqueCross {
        OpaqueCross(horizontal: horizontal.offsetBy(dx: dx, dy: dy), vertical: vertical.offsetBy(dx: dx, dy: dy))
    }

    /// The cross's three disjoint rectangles: the horizontal band, then the vertical band above and below it.
    var parts: [CGRect] {
        [
            horizontal,
            CGRect(x: vertical.minX, y: vertical.minY, width: vertical.width, height: horizontal.minY - vertical.minY),
            CGRect(
                x: vertical.minX, y: horizontal.maxY, width: vertical.width, height: vertical.maxY - horizontal.maxY),
        ]
    }

    /// `rect` less the cross, as disjoint rectangles (empty ones included; callers skip them).
    func complement(in rect: CGRect) -> [CGRect] {
        let h = horizontal, v = vertical
        func rows(_ y0: CGFloat, _ y1: CGFloat, without x0: CGFloat, _ x1: CGFloat) -> [CGRect] {
            [
                CGRect(x: rect.minX, y: y0, width: x0 - rect.minX, height: y1 - y0),
                CGRect(x: x1, y: y0, width: rect.maxX - x1, height: y1 - y0),
            ]
        }
        return [
            CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: v.minY - rect.minY),
            CGRect(x: rect.minX, y: v.maxY, width: rect.width, height: rect.maxY - v.maxY),
        ]
            + rows(v.minY, h.minY, without: v.minX, v.maxX)
            + rows(h.maxY, v.maxY, without: v.minX, v.maxX)
            + rows(h.minY, h.maxY, without: h.minX, h.maxX)
    }

    /// Whether the cross is well formed and lies within `rect`.
    func isInside(_ rect: CGRect) -> Bool {
        rect.contains(horizontal) && rect.contains(vertical)
            && vertical.minX >= horizontal.minX && vertical.maxX <= horizontal.maxX
            && vertical.minY <= horizontal.minY && vertical.maxY >= horizontal.maxY
            && horizontal.width >= 1 && horizontal.height >= 1
    }
}
