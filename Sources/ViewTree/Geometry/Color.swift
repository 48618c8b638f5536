import Foundation

/// An sRGB colour with straight (non-premultiplied) alpha, components in 0…1.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    public var red: Double, green: Double, blue: Double, alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        func clamp(_ v: Double) -> Double { v.isNaN ? 0 : min(1, max(0, v)) }
        self.red = clamp(red)
        self.green = clamp(green)
        self.blue = clamp(blue)
        self.alpha = clamp(alpha)
    }

    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// `UIColor(hue:saturation:brightness:alpha:)`: HSB (HSV) in 0…1, hue wrapping round the
    /// colour wheel (0 and 1 are red), converted to sRGB as in Foley & van Dam, "Computer
    /// Graphics: Principles and Practice", §13.3.4 (HSV to RGB).
    public init(hue: Double, saturation: Double, brightness: Double, alpha: Double = 1) {
        let h = hue.isFinite ? (hue - hue.rounded(.down)) * 6 : 0
        let s = min(max(saturation.isNaN ? 0 : saturation, 0), 1)
        let v = min(max(brightness.isNaN ? 0 : brightness, 0), 1)
        let sector = Int(h) % 6, f = h - h.rounded(.down)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double) =
            switch sector {
            case 0: (v, t, p)
            case 1: (q, v, p)
            case 2: (p, v, t)
            case 3: (p, q, v)
            case 4: (t, p, v)
            default: (v, p, q)
            }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// `0xRRGGBB`, e.g. `Color(hex: 0x007AFF)`.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255, alpha: alpha)
    }

    public func withAlphaComponent(_ alpha: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Linear interpolation in sRGB, as Core Animation interpolates colours.
    public func interpolated(to other: Color, fraction t: Double) -> Color {
        Color(
            red: red + (other.red - red) * t, green: green + (other.green - green) * t,
            blue: blue + (other.blue - blue) * t, alpha: alpha + (other.alpha - alpha) * t)
    }

    public var isOpaque: Bool { alpha >= 1 }
    public var isClear: Bool { alpha <= 0 }

    /// 8-bit components, rounded.
    public var rgba8: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        func byte(_ v: Double) -> UInt8 { UInt8((v * 255).rounded()) }
        return (byte(red), byte(green), byte(blue), byte(alpha))
    }

    public var description: String {
        let c = rgba8
        return "Color(r: \(c.r), g: \(c.g), b: \(c.b), a: \(c.a))"
    }

    public static let clear = Color(white: 0, alpha: 0)
    public static let black = Color(white: 0)
    public static let white = Color(white: 1)
    public static let darkGray = Color(white: 1.0 / 3)
    public static let gray = Color(white: 0.5)
    public static let lightGray = Color(white: 2.0 / 3)
    public static let red = Color(red: 1, green: 0, blue: 0)
    public static let green = Color(red: 0, green: 1, blue: 0)
    public static let blue = Color(red: 0, green: 0, blue: 1)
    public static let yellow = Color(red: 1, green: 1, blue: 0)
    public static let orange = Color(red: 1, green: 0.5, blue: 0)
    // iOS system colours (light appearance).
    public static let systemRed = Color(hex: 0xFF3B30)
    public static let systemOrange = Color(hex: 0xFF9500)
    public static let systemYellow = Color(hex: 0xFFCC00)
    public static let systemGreen = Color(hex: 0x34C759)
    public static let systemTeal = Color(hex: 0x30B0C7)
    public static let systemBlue = Color(hex: 0x007AFF)
    public static let systemIndigo = Color(hex: 0x5856D6)
    public static let systemPurple = Color(hex: 0xAF52DE)
    public static let systemPink = Color(hex: 0xFF2D55)
    public static let systemGray = Color(hex: 0x8E8E93)
    public static let systemGray5 = Color(hex: 0xE5E5EA)
    public static let systemGray6 = Color(hex: 0xF2F2F7)
    public static let label = Color(white: 0)
    public static let secondaryLabel = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6)
    public static let systemBackground = Color(white: 1)
    public static let systemGroupedBackground = Color(hex: 0xF2F2F7)
}
