import Foundation

@testable import ViewTree

/// Every character is 10 pt wide and lines are 20 pt apart, whatever the font: text sizes that
/// are easy to compute by hand.
@MainActor
final class FixedWidthMeasurer: TextMeasurer {
    func width(of text: String, font: Font) -> CGFloat { CGFloat(text.count) * 10 }
    func lineHeight(of font: Font) -> CGFloat { 20 }
}
