import FluidTestSupport
import Foundation

@testable import ViewTree

// Shared helpers for the pure (SDL-free) geometry, hierarchy and layout tests.

/// Whether two scalars differ by at most `tolerance` (false when either is NaN).
func close<T: BinaryFloatingPoint>(_ a: T, _ b: T, _ tolerance: T = 1e-9) -> Bool {
    abs(a - b) <= tolerance
}

func close(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-9) -> Bool {
    close(a.x, b.x, tolerance) && close(a.y, b.y, tolerance)
}

func close(_ a: CGSize, _ b: CGSize, _ tolerance: CGFloat = 1e-9) -> Bool {
    close(a.width, b.width, tolerance) && close(a.height, b.height, tolerance)
}

/// Compares origin and size as stored (no standardisation).
func close(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-9) -> Bool {
    close(a.origin, b.origin, tolerance) && close(a.size, b.size, tolerance)
}

func close(_ a: Transform, _ b: Transform, _ tolerance: CGFloat = 1e-9) -> Bool {
    close(a.a, b.a, tolerance) && close(a.b, b.b, tolerance) && close(a.c, b.c, tolerance)
        && close(a.d, b.d, tolerance) && close(a.tx, b.tx, tolerance) && close(a.ty, b.ty, tolerance)
}

func close(_ a: EdgeInsets, _ b: EdgeInsets, _ tolerance: CGFloat = 1e-9) -> Bool {
    close(a.top, b.top, tolerance) && close(a.left, b.left, tolerance)
        && close(a.bottom, b.bottom, tolerance) && close(a.right, b.right, tolerance)
}

extension SplitMix64 {
    mutating func cgFloat(in range: ClosedRange<CGFloat>) -> CGFloat {
        CGFloat.random(in: range, using: &self)
    }

    mutating func point(in range: ClosedRange<CGFloat>) -> CGPoint {
        CGPoint(x: cgFloat(in: range), y: cgFloat(in: range))
    }
}
