import FluidTestSupport
import Foundation
import Testing

@testable import ViewTree

/// Like `FixedWidthMeasurer` with a little floating-point noise on top, as real glyph advances have.
@MainActor
private final class NoisyMeasurer: TextMeasurer {
    func width(of text: String, font: Font) -> CGFloat { CGFloat(text.count) * 10 + 0.0005 }
    func lineHeight(of font: Font) -> CGFloat { 20 }
}

/// Widths that do not add up, as with kerning: "w" is wide, a space narrows what follows it.
@MainActor
private final class KerningMeasurer: TextMeasurer {
    func width(of text: String, font: Font) -> CGFloat {
        var width: CGFloat = 0.0005
        var previous: Character?
        for character in text {
            width += character == "w" ? 13 : character == "i" ? 4 : 9
            if previous == " " { width -= 1.5 }
            previous = character
        }
        return width
    }
    func lineHeight(of font: Font) -> CGFloat { 20 }
}

/// Like `FixedWidthMeasurer`, counting the calls and the characters measured.
@MainActor
private final class CountingMeasurer: TextMeasurer {
    var calls = 0
    var characters = 0
    func width(of text: String, font: Font) -> CGFloat {
        calls += 1
        characters += text.count
        return CGFloat(text.count) * 10
    }
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
        // Narrower than a character: one to a line, and the spaces after a word make no line.
        #expect(texts(layout("a  bc  ", width: 5)) == ["a", "b", "c"])
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
        // Cut after "aaaa ", the space is trimmed before the ellipsis (even though "aaaa …" would
        // fit in 60 too).
        #expect(texts(layout("aaaa b cccccc", width: 60, lines: 1)) == ["aaaa…"])
    }

    @Test func singleLineIsCutBetweenCharactersNotWords() {
        // As UILabel: one line is not wrapped first, so the cut is not at the end of "aaaa".
        let result = layout("aaaa bbbbbbbbbbbb", width: 100, lines: 1)
        #expect(texts(result) == ["aaaa bbbb…"])
        #expect(result.lines[0].width == 100)
        #expect(texts(layout("aaaa bbbbbbbbbbbb", width: 95, lines: 1)) == ["aaaa bbb…"])
    }

    @Test func lastLineHoldsTheRestOfTheParagraph() {
        // Wrapped, the second line would be "cc"; as the last line it takes "cc dddddddd" and is cut.
        #expect(texts(layout("aaa bbb cc dddddddd", width: 75, lines: 2)) == ["aaa bbb", "cc ddd…"])
        // The rest of the paragraph starts after the spaces at the break.
        #expect(texts(layout("aaaaaaa    bbbbbbbbbb", width: 75, lines: 2)) == ["aaaaaaa", "bbbbbb…"])
        // A long word broken between characters continues on the last line.
        #expect(texts(layout("abcdefghijkl", width: 50, lines: 2)) == ["abcde", "fghi…"])
    }

    @Test func textAfterTheLastLineIsCut() {
        // Later paragraphs are not shown, but they are cut, so the last line ends in "…".
        #expect(texts(layout("aaa\nbbb ccc\nddd", width: 100, lines: 2)) == ["aaa", "bbb ccc…"])
        #expect(texts(layout("aaa\nbbb ccc\nddd", width: 75, lines: 2)) == ["aaa", "bbb cc…"])
        #expect(texts(layout("abc\ndef", width: 100, lines: 1)) == ["abc…"])
        #expect(texts(layout("abc\ndef", width: .infinity, lines: 1)) == ["abc…"])
        #expect(texts(layout("abc\n\ndef", width: 100, lines: 2)) == ["abc", "…"])
    }

    @Test func noEllipsisWhenNothingIsCut() {
        // Only empty paragraphs (or spaces) follow: nothing visible is cut.
        #expect(texts(layout("abc\n", width: 100, lines: 1)) == ["abc"])
        #expect(texts(layout("abc\n\n", width: 100, lines: 1)) == ["abc"])
        #expect(texts(layout("abc\n  \n", width: 100, lines: 1)) == ["abc"])
        #expect(texts(layout("abc\n", width: .infinity, lines: 1)) == ["abc"])
        #expect(texts(layout("aaa bbb\n", width: 75, lines: 2)) == ["aaa bbb", ""])
        #expect(texts(layout("aaa bbb ccc\n", width: 75, lines: 2)) == ["aaa bbb", "ccc"])
    }

    @Test func ellipsisAloneWhenNothingFits() {
        #expect(texts(layout("abc", width: 5, lines: 1)) == ["…"])
    }

    @Test func fitToleranceIsTheSameForWrappingAndTruncation() {
        let noisy = NoisyMeasurer()
        func texts(_ text: String, width: CGFloat, lines: Int) -> [String] {
            TextLayout(text: text, font: font, maxWidth: width, numberOfLines: lines, measurer: noisy).lines.map(\.text)
        }
        // Wrapping accepts a line up to 0.001 pt too wide: "hello" (50.0005) stays one line in 50.
        #expect(texts("hello", width: 50, lines: 0) == ["hello"])
        #expect(texts("hello world", width: 50, lines: 0) == ["hello", "world"])
        #expect(texts("helloworld", width: 50, lines: 0) == ["hello", "world"])
        // With numberOfLines = 1 the same line must not then be cut…
        #expect(texts("hello", width: 50, lines: 1) == ["hello"])
        #expect(texts("hello\n", width: 50, lines: 1) == ["hello"])
        #expect(texts("hello world", width: 100, lines: 2) == ["hello", "world"])
        // …and a cut line with its ellipsis fits the same way: "hello…" is 60.0005.
        #expect(texts("hello world", width: 60, lines: 1) == ["hello…"])
        #expect(texts("hello\nworld", width: 60, lines: 1) == ["hello…"])
        #expect(texts("hello world", width: 59.99, lines: 1) == ["hell…"])
    }

    // MARK: Cost

    @Test func unlimitedWidthMeasuresEachParagraphOnce() {
        let counter = CountingMeasurer()
        let line = String(repeating: "abcd ", count: 4_000)
        #expect(line.count == 20_000)
        for lines in [0, 1, 2] {
            counter.calls = 0
            let result = TextLayout(
                text: line, font: font, maxWidth: .infinity, numberOfLines: lines, measurer: counter)
            #expect(result.lines.count == 1)
            #expect(result.size == CGSize(width: 199_990, height: 20))
            #expect(counter.calls <= 1 + 2)
        }
        let paragraphs = Array(repeating: String(repeating: "abcd ", count: 1_000), count: 4).joined(separator: "\n")
        counter.calls = 0
        let result = TextLayout(text: paragraphs, font: font, maxWidth: .infinity, numberOfLines: 0, measurer: counter)
        #expect(result.lines.count == 4)
        #expect(counter.calls <= 4 + 2)
        // Cut after the first paragraph: still a bounded number of measurements.
        counter.calls = 0
        let cut = TextLayout(text: paragraphs, font: font, maxWidth: .infinity, numberOfLines: 1, measurer: counter)
        #expect(
            cut.lines.map(\.text) == [String(String(repeating: "abcd ", count: 1_000).dropLast()) + TextLayout.ellipsis]
        )
        #expect(counter.calls <= 1 + 2)
    }

    @Test func wrappingDoesNotMeasureTheLineOncePerWord() {
        let counter = CountingMeasurer()
        let text = String(repeating: "abcd ", count: 4_000)
        let result = TextLayout(text: text, font: font, maxWidth: 1_000, numberOfLines: 0, measurer: counter)
        // 20 words (99 characters) to a line.
        #expect(result.lines.count == 200)
        #expect(result.lines.allSatisfy { $0.text == Array(repeating: "abcd", count: 20).joined(separator: " ") })
        // Growing each line word by word would measure over 10 characters per character of text.
        #expect(counter.characters <= 4 * text.count)
        #expect(counter.calls <= 3 * result.lines.count + 20)
    }

    @Test func lastFittingFindsTheLastIndexFromAnyGuess() {
        for count in 0...40 {
            for answer in -1..<count {
                for guess in [-3, 0, 1, answer - 1, answer, answer + 1, count - 1, count + 5] {
                    var calls = 0
                    let found = TextLayout.lastFitting(count, from: guess) {
                        calls += 1
                        return $0 <= answer
                    }
                    #expect(found == (answer >= 0 ? answer : nil))
                    #expect(calls <= 2 * (count.bitWidth - count.leadingZeroBitCount) + 2)
                    if guess == answer, answer >= 0, answer + 1 < count { #expect(calls == 2) }
                }
            }
        }
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

    @Test func labelKeepsALayoutPerWidth() {
        let (window, label) = labelInWindow("aaa bbb ccc", width: 75, lines: 0)
        let counter = CountingMeasurer()
        window.textMeasurer = counter
        withExtendedLifetime(window) {
            // Intrinsic size (unlimited width) and drawing (bounds width) every frame, and one more width.
            @MainActor func frame() {
                _ = label.intrinsicContentSize
                _ = label.textLayoutForBounds
                _ = label.sizeThatFits(CGSize(width: 45, height: 1000))
            }
            frame()
            let calls = counter.calls
            #expect(calls > 0)
            for _ in 0..<5 { frame() }
            #expect(counter.calls == calls)

            // Any change that affects the layout drops the cached ones.
            for change in [
                { label.text = "aaa bbb" }, { label.font = .systemFont(ofSize: 12) }, { label.numberOfLines = 1 },
            ] {
                let before = counter.calls
                change()
                frame()
                #expect(counter.calls > before)
                counter.calls = 0
                frame()
                #expect(counter.calls == 0)
            }
            #expect(label.textLayoutForBounds.map(texts) == ["aaa bbb"])
            window.textMeasurer = measurer
            #expect(label.textLayoutForBounds.map(texts) == ["aaa bbb"])
            #expect(counter.calls == 0)
        }
    }

    /// Where every line of the unlimited layout fits a width, the layout for that width is the
    /// same (`TextLayout.fits(within:)`): random paragraphs, widths and line limits, measured
    /// with widths that do not add up, each laid out both ways.
    @Test func anUnlimitedLayoutThatFitsAWidthIsThatWidthsLayout() {
        let kerning = KerningMeasurer()
        var random = SplitMix64(seed: 16)
        var reused = 0, checked = 0
        for _ in 0..<3000 {
            let pieces = ["wi", "iii", "ww", " ", "  ", "\n", "awa", "x", "…", "wiw iw"]
            let text = (0..<Int.random(in: 0...7, using: &random)).map { _ in pieces.randomElement(using: &random) ?? ""
            }.joined()
            let limit = Int.random(in: 0...3, using: &random)
            let width = CGFloat(Int.random(in: 0...800, using: &random)) / 8
            let unlimited = TextLayout(
                text: text, font: font, maxWidth: .infinity, numberOfLines: limit, measurer: kerning)
            let direct = TextLayout(text: text, font: font, maxWidth: width, numberOfLines: limit, measurer: kerning)
            guard unlimited.fits(within: width) else { continue }
            checked += 1
            if !unlimited.lines.isEmpty { reused += 1 }
            #expect(direct == unlimited, "\(text.debugDescription) in \(width), \(limit) lines")
        }
        #expect(reused > 300 && checked < 3000, "\(reused) of \(checked) checked")
        // A line ended with "…" was measured with it only: not taken for a narrower width.
        let cut = TextLayout(text: "aaa\nbbb", font: font, maxWidth: .infinity, numberOfLines: 1, measurer: measurer)
        #expect(texts(cut) == ["aaa…"] && !cut.fits(within: 100))
    }

    /// A label whose bounds hold its unlimited layout (the intrinsic size) draws that layout,
    /// without measuring its text again.
    @Test func boundsThatHoldTheIntrinsicLayoutMeasureNothing() {
        let (window, label) = labelInWindow("aaa bbb ccc", width: 200, lines: 1)
        let counter = CountingMeasurer()
        window.textMeasurer = counter
        withExtendedLifetime(window) {
            _ = label.intrinsicContentSize
            let calls = counter.calls
            #expect(label.textLayoutForBounds.map(texts) == ["aaa bbb ccc"])
            #expect(counter.calls == calls)
            label.frame.size.width = 75
            #expect(label.textLayoutForBounds.map(texts) == ["aaa bb…"])
            #expect(counter.calls > calls)
        }
    }

    @Test func labelLayoutFollowsItsWindow() {
        let counter = CountingMeasurer()
        let label = Label(text: "hello world")
        label.frame = CGRect(x: 0, y: 0, width: 50, height: 20)
        do {
            let window = Window(screen: .phone())
            window.textMeasurer = measurer
            window.addSubview(label)
            #expect(label.textLayoutForBounds.map(texts) == ["hell…"])
            let other = Window(screen: .phone())
            other.textMeasurer = counter
            other.addSubview(label)
            #expect(label.textLayoutForBounds.map(texts) == ["hell…"])
            #expect(counter.calls > 0)
            withExtendedLifetime(window) {}
            // Keep `other` alive only to here: the label's superview link is weak.
            withExtendedLifetime(other) {}
        }
        // The window is gone (the superview link is weak): no window, no layout, cached or not.
        #expect(label.window == nil)
        #expect(label.textLayoutForBounds == nil)
        #expect(label.intrinsicContentSize == .zero)
    }

    @Test func longSingleLineLabelSizeIsLinear() {
        let (window, label) = labelInWindow(String(repeating: "abcd ", count: 3_000), width: 375, lines: 1)
        let counter = CountingMeasurer()
        window.textMeasurer = counter
        withExtendedLifetime(window) {
            #expect(label.intrinsicContentSize == CGSize(width: 149_990, height: 20))
            #expect(counter.calls <= 3)
            #expect(label.textLayoutForBounds.map { $0.lines.map(\.text) } == ["abcd abcd abcd abcd abcd abcd abcd a…"])
            #expect(counter.characters <= 3 * 15_000)
        }
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
        #expect(
            close(
                ImageView.imageRect(for: image, in: bounds, contentMode: .center),
                CGRect(x: -50, y: 0, width: 200, height: 100)))
        #expect(
            close(
                ImageView.imageRect(for: CGSize(width: 50, height: 30), in: bounds, contentMode: .center),
                CGRect(x: 25, y: 35, width: 50, height: 30)))
    }

    @Test func scaleToFillStretches() {
        #expect(ImageView.imageRect(for: image, in: bounds, contentMode: .scaleToFill) == bounds)
    }

    @Test func boundsOriginIsHonoured() {
        let shifted = CGRect(x: 10, y: 20, width: 100, height: 100)
        #expect(
            close(
                ImageView.imageRect(for: image, in: shifted, contentMode: .scaleAspectFit),
                CGRect(x: 10, y: 45, width: 100, height: 50)))
        #expect(
            close(
                ImageView.imageRect(for: image, in: shifted, contentMode: .scaleAspectFill),
                CGRect(x: -40, y: 20, width: 200, height: 100)))
    }

    @Test func tallImageInWideBounds() {
        let wide = CGRect(x: 0, y: 0, width: 300, height: 100)
        let tall = CGSize(width: 50, height: 200)
        #expect(
            close(
                ImageView.imageRect(for: tall, in: wide, contentMode: .scaleAspectFit),
                CGRect(x: 137.5, y: 0, width: 25, height: 100)))
        #expect(
            close(
                ImageView.imageRect(for: tall, in: wide, contentMode: .scaleAspectFill),
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
