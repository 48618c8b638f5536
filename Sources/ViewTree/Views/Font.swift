import Foundation

/// A font: the system typeface at a size (points) and a weight, as `UIFont.systemFont(ofSize:weight:)`.
public struct Font: Hashable, Sendable {
    public enum Weight: Int, Hashable, Sendable, CaseIterable {
        case regular, medium, semibold, bold
    }

    public var size: CGFloat
    public var weight: Weight

    public init(size: CGFloat, weight: Weight = .regular) {
        // Capped: SDL_ttf takes a 32-bit pixel size, and nothing on a phone-sized canvas is larger.
        self.size = size.isFinite ? min(1000, max(1, size)) : 17
        self.weight = weight
    }

    public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> Font {
        Font(size: size, weight: weight)
    }

    public static func boldSystemFont(ofSize size: CGFloat) -> Font {
        Font(size: size, weight: .bold)
    }
}

/// Measures text for layout; the rendering back end supplies one to the window.
@MainActor
public protocol TextMeasurer: AnyObject {
    /// The advance width of `text` on one line, in points.
    func width(of text: String, font: Font) -> CGFloat
    /// The distance between baselines of consecutive lines, in points.
    func lineHeight(of font: Font) -> CGFloat
    /// How far below a line's top its baseline is, in points (for baseline constraints).
    func baseline(of font: Font) -> CGFloat
}

extension TextMeasurer {
    /// Four fifths of the line height: an estimate for measurers that know no font metrics.
    public func baseline(of font: Font) -> CGFloat { lineHeight(of: font) * 0.8 }
}
