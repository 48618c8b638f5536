import FluidTestSupport
import Foundation
import Testing

@testable import Compositor
@testable import ViewTree

extension SDLTests {
    /// Glyphs are placed at their shaped, fractional positions (SDL_ttf's light subpixel
    /// hinting), not at advances each rounded to whole pixels, so that at 1× the spaces of a line
    /// come out alike: with whole-pixel advances the sheet's subtitle read "aroundthe".
    @Suite @MainActor
    struct WordSpacingTests {
        /// The widths, in pixels, of the inkless runs of columns between the words of `text`
        /// drawn at `scale`: the spaces as the eye sees them.
        func wordGaps(_ text: String, size: CGFloat, scale: CGFloat) throws -> [Int] {
            let host = try HeadlessHost(screen: .phone(scale: scale), fonts: TestAssets.fonts)
            let label = Label(text: text, font: .systemFont(ofSize: size), color: .black)
            label.frame = CGRect(x: 10, y: 100, width: 370, height: 30)
            host.window.backgroundColor = .white
            host.window.addSubview(label)
            host.render()
            let frame = host.snapshot()
            let rows = Int(100 * scale)..<Int(130 * scale)
            let ink = (0..<frame.width).map { x in rows.contains { y in frame[x, y].r < 160 } }
            guard let first = ink.firstIndex(of: true), let last = ink.lastIndex(of: true) else { return [] }
            var gaps: [Int] = [], run = 0
            for x in first...last {
                if ink[x] {
                    if run > 0 { gaps.append(run) }
                    run = 0
                } else {
                    run += 1
                }
            }
            // Gaps inside a word are a pixel or two at most; a word space is wider.
            let widest = gaps.max() ?? 0
            return gaps.filter { $0 * 2 > widest }
        }

        @Test(arguments: [1, 2] as [CGFloat])
        func theSpacesOfALineComeOutAlike(scale: CGFloat) throws {
            let gaps = try wordGaps("12 places around the lake", size: 13, scale: scale)
            #expect(gaps.count == 4, "four spaces, found \(gaps)")
            #expect((gaps.max() ?? 0) - (gaps.min() ?? 0) <= 1, "spaces \(gaps) px at \(scale)x")
        }
    }
}
