import Foundation
import Testing

@testable import ViewTree

@Suite struct ColorTests {
    @Test func hexInitialiser() {
        let blue = Color(hex: 0x007AFF)
        #expect(blue.red == 0)
        #expect(close(blue.green, 122.0 / 255))
        #expect(blue.blue == 1)
        #expect(blue.alpha == 1)
        #expect(blue.rgba8 == (0, 122, 255, 255))
        #expect(Color(hex: 0xFF3B30, alpha: 0.5).rgba8 == (255, 59, 48, 128))
        // Bits above 0xFFFFFF are ignored.
        #expect(Color(hex: 0xAB12_3456) == Color(hex: 0x12_3456))
        #expect(Color.systemBlue == blue)
    }

    @Test func componentsAreClamped() {
        let c = Color(red: 1.5, green: -0.2, blue: 0.25, alpha: 2)
        #expect(c.red == 1 && c.green == 0 && c.blue == 0.25 && c.alpha == 1)
        let infinite = Color(red: .infinity, green: -.infinity, blue: 0, alpha: -1)
        #expect(infinite.red == 1 && infinite.green == 0 && infinite.alpha == 0)
        #expect(Color(white: 3).rgba8 == (255, 255, 255, 255))
        #expect(Color.white.withAlphaComponent(7).alpha == 1)
    }

    @Test func nanComponentsBecomeZero() {
        let c = Color(red: .nan, green: .nan, blue: 0.5, alpha: .nan)
        #expect(c.red == 0 && c.green == 0 && c.blue == 0.5 && c.alpha == 0)
        #expect(c.isClear)
        #expect(Color.red.withAlphaComponent(.nan).alpha == 0)
    }

    @Test func rgba8Rounds() {
        #expect(Color(white: 0.5).rgba8 == (128, 128, 128, 255))  // 127.5 rounds away from zero
        #expect(Color(white: 1.0 / 3).rgba8.r == 85)
        #expect(Color(white: 2.0 / 3).rgba8.r == 170)
        #expect(Color(red: 0.1, green: 0.002, blue: 0.998, alpha: 0.001).rgba8 == (26, 1, 254, 0))
        #expect(Color(red: 100.4 / 255, green: 100.6 / 255, blue: 0, alpha: 0).rgba8 == (100, 101, 0, 0))
    }

    @Test func interpolation() {
        let mid = Color.black.interpolated(to: .white, fraction: 0.25)
        #expect(close(mid.red, 0.25) && close(mid.green, 0.25) && close(mid.blue, 0.25))
        #expect(mid.alpha == 1)

        let from = Color(red: 1, green: 0, blue: 0.5, alpha: 0)
        let to = Color(red: 0, green: 1, blue: 0.5, alpha: 1)
        let half = from.interpolated(to: to, fraction: 0.5)
        #expect(close(half.red, 0.5) && close(half.green, 0.5) && close(half.blue, 0.5) && close(half.alpha, 0.5))
        #expect(from.interpolated(to: to, fraction: 0) == from)
        #expect(from.interpolated(to: to, fraction: 1) == to)
        // Overshooting fractions (spring animations) are clamped to the valid range.
        let over = from.interpolated(to: to, fraction: 1.5)
        #expect(over.red == 0 && over.green == 1 && over.alpha == 1)
        let under = from.interpolated(to: to, fraction: -0.5)
        #expect(under.red == 1 && under.green == 0 && under.alpha == 0)
    }

    @Test func opacityAndDescription() {
        #expect(Color.black.isOpaque && !Color.black.isClear)
        #expect(Color.clear.isClear && !Color.clear.isOpaque)
        #expect(!Color.gray.withAlphaComponent(0.5).isOpaque)
        #expect(Color(hex: 0x007AFF).description == "Color(r: 0, g: 122, b: 255, a: 255)")
        #expect(Color.secondaryLabel.rgba8 == (60, 60, 67, 153))
    }

    /// HSB as UIKit reads it: the primaries and secondaries round the wheel, grey at saturation 0,
    /// black at brightness 0, and a hue of 1 (or -1) the same red as 0.
    @Test func hueSaturationBrightness() {
        #expect(Color(hue: 0, saturation: 1, brightness: 1) == Color(red: 1, green: 0, blue: 0))
        #expect(Color(hue: 1.0 / 3, saturation: 1, brightness: 1) == Color(red: 0, green: 1, blue: 0))
        #expect(Color(hue: 2.0 / 3, saturation: 1, brightness: 1) == Color(red: 0, green: 0, blue: 1))
        #expect(Color(hue: 1.0 / 6, saturation: 1, brightness: 1) == Color(red: 1, green: 1, blue: 0))
        #expect(Color(hue: 0.5, saturation: 0, brightness: 0.4, alpha: 0.5) == Color(white: 0.4, alpha: 0.5))
        #expect(Color(hue: 0.3, saturation: 0.7, brightness: 0) == Color(white: 0))
        #expect(Color(hue: 1, saturation: 1, brightness: 1) == Color(hue: 0, saturation: 1, brightness: 1))
        #expect(Color(hue: -1, saturation: 1, brightness: 1) == Color(red: 1, green: 0, blue: 0))
        let orange = Color(hue: 30.0 / 360, saturation: 1, brightness: 1)
        #expect(orange.rgba8 == (255, 128, 0, 255))
    }
}
