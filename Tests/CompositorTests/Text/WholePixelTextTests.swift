import CSDL2
import FluidTestSupport
import Foundation
import Testing

@testable import Compositor
@testable import ViewTree

extension SDLTests {
    /// A window whose `allowsFontSubpixelPositioning` is false (the inspector's panel) draws its text
    /// with glyphs on whole pixels, from fonts of its own; others keep fractional positions.
    @Suite @MainActor
    struct WholePixelTextTests {
        static let font = Font(size: 13)

        @Test func aWindowThatForbidsSubpixelPositioningGetsWholePixelFonts() throws {
            let screen = Screen(size: CGSize(width: 200, height: 60), scale: 2, safeAreaInsets: .zero)
            let plain = Window(screen: screen)
            let whole = Window(screen: screen)
            whole.allowsFontSubpixelPositioning = false
            let fractional = try HeadlessHost(window: plain, fonts: TestAssets.fonts)
            let onPixels = try HeadlessHost(window: whole, fonts: TestAssets.fonts)
            #expect(fractional.rasterizer.fonts.subpixelPositioning)
            #expect(!onPixels.rasterizer.fonts.subpixelPositioning)
            let fractionalFont = try #require(fractional.rasterizer.fonts.ttfFont(for: Self.font))
            let wholeFont = try #require(onPixels.rasterizer.fonts.ttfFont(for: Self.font))
            #expect(TTF_GetFontHinting(fractionalFont) == TTF_HINTING_LIGHT_SUBPIXEL)
            #expect(TTF_GetFontHinting(wholeFont) == TTF_HINTING_LIGHT)
        }

        /// The same line drawn by both: the same text, legible either way, at glyph positions that
        /// differ (else the switch would do nothing).
        @Test func theSameLineIsDrawnWithItsGlyphsPlacedDifferently() throws {
            func drawn(subpixel: Bool) throws -> PixelBuffer {
                let window = Window(
                    screen: Screen(size: CGSize(width: 240, height: 40), scale: 1, safeAreaInsets: .zero))
                window.isStatusBarHidden = true
                window.allowsFontSubpixelPositioning = subpixel
                let root = View(frame: window.bounds)
                root.backgroundColor = .white
                let label = Label(text: "v (213.7, -41.9) pt/s · fraction 0.437", font: Self.font, color: .black)
                label.frame = CGRect(x: 4, y: 10, width: 232, height: 20)
                root.addSubview(label)
                window.rootView = root
                let host = try HeadlessHost(window: window, fonts: TestAssets.fonts)
                host.render()
                return host.snapshot()
            }
            let fractional = try drawn(subpixel: true)
            let whole = try drawn(subpixel: false)
            let inked = { (picture: PixelBuffer) in
                stride(from: 0, to: picture.bytes.count, by: 4).filter { picture.bytes[$0] < 128 }.count
            }
            #expect(inked(whole) > 200 && inked(fractional) > 200, "both draw the line")
            #expect(abs(inked(whole) - inked(fractional)) * 10 < inked(fractional), "with about as much ink")
            #expect(whole.bytes != fractional.bytes, "at other glyph positions")
        }
    }
}
