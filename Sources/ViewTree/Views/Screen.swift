import Foundation

/// The device a window simulates: its size in points, its scale and its safe-area insets.
public struct Screen: Hashable, Sendable {
    /// Size in points.
    public var size: CGSize
    /// Device pixels per point: 1, or 2 for HiDPI.
    public var scale: CGFloat
    public var safeAreaInsets: EdgeInsets

    public init(size: CGSize, scale: CGFloat, safeAreaInsets: EdgeInsets) {
        self.size = size
        self.scale = scale
        self.safeAreaInsets = safeAreaInsets
    }

    /// An iPhone 14-sized screen: 390 × 844 pt, safe area 47 pt at the top and 34 pt at the bottom.
    public static func phone(scale: CGFloat = 2) -> Screen {
        Screen(
            size: CGSize(width: 390, height: 844), scale: scale,
            safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    }

    public var bounds: CGRect { CGRect(origin: .zero, size: size) }

    /// Size in device pixels.
    public var pixelWidth: Int { Int((size.width * scale).rounded()) }
    public var pixelHeight: Int { Int((size.height * scale).rounded()) }
}
