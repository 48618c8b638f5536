import Foundation
import Testing
@testable import ViewTree

/// Every character is 10 pt wide and lines are 20 pt apart, whatever the font.
@MainActor
private final class FixedWidthMeasurer: TextMeasurer {
    func width(of text: String, font: Font) -> CGFloat { CGFloat(text.count) * 10 }
    func lineHeight(of font: Font) -> CGFloat { 20 }
}

/// Like `FixedWidthMeasurer` with a little floating-point noise on top, as real glyph advances have.
@MainActor
private final class NoisyMeasurer: TextMeasurer {
    func width(of text: String, font: Font) -> CGFloat { CGFloat(text.count) * 10 + 0.0005 }
    func lineHeight(of font: Font) -> CGFloat { 20 }
}

@MainActor
@Suite struct TextLayoutTests {
    private let measurer = FixedWidthMeasurer()
    private let font = Font.systemFont(ofSize: 17)

    private func layout(_ text: String, width: CGFloat, lines: Int = 0) -> TextLayout {
        TextLayout(text: text, font: font, maxWidth: width, numberOfLines: lines, measurer: measurer)
    }

    private func texts(_ layout: TextLayout) -> [String] { layout.lines.map(\.text) }

    // MARK: Wrapping

    @Test func wordsWrapAtSpaces() {
        let result = layout("aaa bbb ccc", width: 75)
        #expect(texts(result) == ["aaa bbb", "ccc"])
        #expect(result.lines.map(\.width) == [70, 30])
        #expect(result.lineHeight == 20)
    }

    @Test func lineThatFitsExactlyIsKept() {
        #expect(texts(layout("aaa bbb ccc", width: 70)) == ["aaa bbb", "ccc"])
        #expect(texts(layout("aaa bbb ccc", width: 69)) == ["aaa", "bbb", "ccc"])
        #expect(texts(layout("aaa bbb ccc", width: 110)) == ["aaa bbb ccc"])
    }

    @Test func trailingSpacesAreTrimmed() {
        let result = layout("ab   ", width: 100)
        #expect(texts(result) == ["ab"])
        #expect(result.lines[0].width == 20)
        // The spaces at a break belong to neither line.
        #expect(texts(layout("aaa    bbb", width: 50)) == ["aaa", "bbb"])
        // Spaces do not count against the width at the end of a line: "aaaa " fits in 40.
        #expect(texts(layout("aaaa bbbb", width: 40)) == ["aaaa", "bbbb"])
    }

    @Test func leadingSpacesAreKept() {
        #expect(texts(layout("  ab", width: 100)) == ["  ab"])
    }

    @Test func longWordBreaksBetweenCharacters() {
        #expect(texts(layout("abcdefghij", width: 35)) == ["abc", "def", "ghi", "j"])
        #expect(texts(layout("ab abcdefgh", width: 50)) == ["ab", "abcde", "fgh"])
        #expect(texts(layout("abcdefgh x", width: 50)) == ["abcde", "fgh x"])
        for line in layout("abcdefghij", width: 35).lines {
            #expect(line.width <= 35)
        }
    }

    @Test func explicitNewlines() {
        #expect(texts(layout("a\nb", width: 100)) == ["a", "b"])
        #expect(texts(layout("a\n\nb", width: 100)) == ["a", "", "b"])
        let result = layout("aaa bbb\n\nccc ddd", width: 35)
        #expect(texts(result) == ["aaa", "bbb", "", "ccc", "ddd"])
        #expect(result.lines[2].width == 0)
        #expect(result.size == CGSize(width: 30, height: 100))
    }

    @Test func unlimitedLines() {
        let text = Array(repeating: "word", count: 12).joined(separator: " ")
        let result = layout(text, width: 95, lines: 0)
        #expect(result.lines.count == 6)
        #expect(result.lines.allSatisfy { $0.text == "word word" })
        #expect(!result.lines.contains { $0.text.hasSuffix(TextLayout.ellipsis) })
    }

    @Test func unlimitedWidthKeepsOneLine() {
        let result = layout("the quick brown fox", width: .infinity, lines: 1)
        #expect(texts(result) == ["the quick brown fox"])
        #expect(result.size == CGSize(width: 190, height: 20))
    }

    // MARK: Truncation

    @Test func lineLimitTruncatesTheLastLine() {
        let result = layout("aaa bbb ccc ddd eee", width: 75, lines: 2)
        #expect(texts(result) == ["aaa bbb", "ccc dd…"])
        #expect(result.lines[1].width == 70)
        #expect(result.lines.allSatisfy { $0.width <= 75 })
        #expect(result.size == CGSize(width: 70, height: 40))
    }

    @Test func lineLimitWithNewlinesTruncates() {
        let result = layout("aaa\nbbb\nccc", width: 100, lines: 2)
        #expect(texts(result) == ["aaa", "bbb…"])
    }

    @Test func textThatFitsTheLimitIsNotTruncated() {
        #expect(texts(layout("aaa bbb ccc ddd", width: 75, lines: 2)) == ["aaa bbb", "ccc ddd"])
        #expect(texts(layout("aaa", width: 75, lines: 1)) == ["aaa"])
    }

    @Test func singleLineTruncatesWithEllipsis() {
        let result = layout("hello world", width: 50, lines: 1)
        // "hello" would fit, but text is cut, so the ellipsis must fit too.
        #expect(texts(result) == ["hell…"])
        #expect(result.lines[0].width == 50)
        #expect(texts(layout("aaa bbb ccc", width: 75, lines: 1)) == ["aaa bb…"])
    }

    @Test func ellipsisDoesNotFollowASpace() {
        // The first line is "aaaa b"; cut after "aaaa ", the space is trimmed before the ellipsis
        // (even though "aaaa …" would fit in 60 too).
        #expect(texts(layout("aaaa b cccccc", width: 60, lines: 1)) == ["aaaa…"])
    }

    @Test func ellipsisAloneWhenNothingFits() {
        #expect(texts(layout("abc", width: 5, lines: 1)) == ["…"])
    }

    @Test func fitToleranceIsTheSameForWrappingAndTruncation() {
        let noisy = NoisyMeasurer()
        // Wrapping accepts a line up to 0.001 pt too wide: "hello" (50.0005) stays one line in 50.
        let wrapped = TextLayout(text: "hello", font: font, maxWidth: 50, numberOfLines: 0, measurer: noisy)
        #expect(wrapped.lines.map(\.text) == ["hello"])
        // With numberOfLines = 1 the same line must not then be cut.
        let single = TextLayout(text: "hello", font: font, maxWidth: 50, numberOfLines: 1, measurer: noisy)
        #expect(single.lines.map(\.text) == ["hello"])
    }

    // MARK: Non-Latin text

    @Test func hangulWrapsAtSpaces() {
        let text = "12 번째 뷰 한국어"
        #expect(text.count == 11)
        let result = layout(text, width: 60)
        #expect(texts(result) == ["12 번째", "뷰 한국어"])
        #expect(result.lines.map(\.width) == [50, 50])
        #expect(texts(layout(text, width: 40)) == ["12", "번째 뷰", "한국어"])
        #expect(texts(layout(text, width: 60, lines: 1)) == ["12 번째…"])
        #expect(texts(layout(text, width: 50, lines: 1)) == ["12 번…"])
    }

    // MARK: Size

    @Test func sizeIsWidestLineByLineCount() {
        let result = layout("aaa bbb ccc", width: 75)
        #expect(result.size == CGSize(width: 70, height: 40))
        let three = layout("a\nbbbbb\ncc", width: 100)
        #expect(three.size == CGSize(width: 50, height: 60))
    }

    @Test func emptyTextHasNoLines() {
        let result = layout("", width: 100)
        #expect(texts(result).isEmpty)
        #expect(result.size == .zero)
    }

    @Test func negativeOrNaNWidthBehavesAsZero() {
        #expect(texts(layout("ab", width: -10)) == ["a", "b"])
        #expect(texts(layout("ab", width: .nan)) == ["a", "b"])
    }

    // MARK: Label

    private func labelInWindow(_ text: String, width: CGFloat, lines: Int) -> (Window, Label) {
        let window = Window(screen: .phone())
        window.textMeasurer = measurer
        let label = Label(text: text)
        label.numberOfLines = lines
        label.frame = CGRect(x: 0, y: 100, width: width, height: 40)
        window.addSubview(label)
        return (window, label)
    }

    @Test func labelMeasuresWithTheWindowMeasurer() {
        // The label's superview link is weak: keep the window alive for the whole test.
        let (window, label) = labelInWindow("aaa bbb ccc", width: 75, lines: 0)
        withExtendedLifetime(window) {
            #expect(label.textLayoutForBounds.map(texts) == ["aaa bbb", "ccc"])
            #expect(label.intrinsicContentSize == CGSize(width: 110, height: 20))
            #expect(label.sizeThatFits(CGSize(width: 75, height: 1000)) == CGSize(width: 70, height: 40))
        }
        #expect(Label(text: "detached").textLayoutForBounds == nil)
    }

    @Test func singleLineLabelLayoutForBoundsIsTruncated() {
        let (window, label) = labelInWindow("hello world", width: 50, lines: 1)
        withExtendedLifetime(window) {
            // What is drawn in the bounds: a single line too long for them ends in "…"…
            #expect(label.textLayout(forWidth: 50).map(texts) == ["hell…"])
            #expect(label.textLayoutForBounds.map(texts) == ["hell…"])
            // …while the label's natural size is the whole line.
            #expect(label.intrinsicContentSize == CGSize(width: 110, height: 20))
            #expect(label.sizeThatFits(CGSize(width: 50, height: 100)) == CGSize(width: 50, height: 20))
        }
    }
}

@MainActor
@Suite struct ImageRectTests {
    private let image = CGSize(width: 200, height: 100)
    private let bounds = CGRect(x: 0, y: 0, width: 100, height: 100)

    @Test func aspectFitLetterboxes() {
        let rect = ImageView.imageRect(for: image, in: bounds, contentMode: .scaleAspectFit)
        #expect(close(rect, CGRect(x: 0, y: 25, width: 100, height: 50)))
    }

    @Test func aspectFillCovers() {
        let rect = ImageView.imageRect(for: image, in: bounds, contentMode: .scaleAspectFill)
        #expect(close(rect, CGRect(x: -50, y: 0, width: 200, height: 100)))
    }

    @Test func centerKeepsTheImageSize() {
        #expect(close(ImageView.imageRect(for: image, in: bounds, contentMode: .center),
                      CGRect(x: -50, y: 0, width: 200, height: 100)))
        #expect(close(ImageView.imageRect(for: CGSize(width: 50, height: 30), in: bounds, contentMode: .center),
                      CGRect(x: 25, y: 35, width: 50, height: 30)))
    }

    @Test func scaleToFillStretches() {
        #expect(ImageView.imageRect(for: image, in: bounds, contentMode: .scaleToFill) == bounds)
    }

    @Test func boundsOriginIsHonoured() {
        let shifted = CGRect(x: 10, y: 20, width: 100, height: 100)
        #expect(close(ImageView.imageRect(for: image, in: shifted, contentMode: .scaleAspectFit),
                      CGRect(x: 10, y: 45, width: 100, height: 50)))
        #expect(close(ImageView.imageRect(for: image, in: shifted, contentMode: .scaleAspectFill),
                      CGRect(x: -40, y: 20, width: 200, height: 100)))
    }

    @Test func tallImageInWideBounds() {
        let wide = CGRect(x: 0, y: 0, width: 300, height: 100)
        let tall = CGSize(width: 50, height: 200)
        #expect(close(ImageView.imageRect(for: tall, in: wide, contentMode: .scaleAspectFit),
                      CGRect(x: 137.5, y: 0, width: 25, height: 100)))
        #expect(close(ImageView.imageRect(for: tall, in: wide, contentMode: .scaleAspectFill),
                      CGRect(x: 0, y: -550, width: 300, height: 1200)))
    }

    @Test func emptyImageDrawsNothing() {
        #expect(ImageView.imageRect(for: .zero, in: bounds, contentMode: .scaleAspectFit) == .zero)
        #expect(ImageView.imageRect(for: CGSize(width: 10, height: 0), in: bounds, contentMode: .center) == .zero)
    }

    @Test func imageViewTakesTheImageSize() {
        let pixels = PixelBuffer(width: 40, height: 20)
        let view = ImageView(image: Image(pixels: pixels, scale: 2))
        #expect(view.bounds.size == CGSize(width: 20, height: 10))
        #expect(view.intrinsicContentSize == CGSize(width: 20, height: 10))
    }
}
