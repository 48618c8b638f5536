import Foundation

#if !canImport(CoreGraphics)
    /// Core Graphics' vector type, which swift-corelibs-foundation does not provide. UIKit passes
    /// spring initial velocities as a `CGVector`, so Fluid defines it for code that ports line for line.
    public struct CGVector: Hashable, Sendable {
        public var dx: CGFloat
        public var dy: CGFloat

        public init(dx: CGFloat, dy: CGFloat) {
            self.dx = dx
            self.dy = dy
        }

        public static let zero = CGVector(dx: 0, dy: 0)
    }
#endif
