import FluidPlayground
import Foundation
import ViewTree

/// WCAG 2's relative luminance, for choosing light or dark text (the status bar's style) over
/// what lies beneath it: sRGB decoded to linear light, weighted 0.2126 / 0.7152 / 0.0722
/// (https://www.w3.org/TR/WCAG21/#dfn-relative-luminance).
enum RelativeLuminance {
    /// Below this luminance white text has more contrast than black: white's 1.05 / (L + 0.05)
    /// and black's (L + 0.05) / 0.05 are equal at L ≈ 0.179.
    static let lightContentBelow = 0.179

    /// The relative luminance of an opaque colour.
    static func of(_ color: Color) -> Double {
        0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
    }

    /// Whether white text reads better than black on a surface of this luminance.
    static func prefersLightContent(_ luminance: Double) -> Bool { luminance < lightContentBelow }

    /// An sRGB component (0…1) in linear light.
    static func linear(_ component: Double) -> Double {
        component <= 0.04045 ? component / 12.92 : pow((component + 0.055) / 1.055, 2.4)
    }
}
