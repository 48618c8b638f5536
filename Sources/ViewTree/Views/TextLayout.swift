import Foundation

/// Lines of text broken to fit a width, as `UILabel` breaks them with `byTruncatingTail`: words
/// wrap at spaces, a word wider than the line breaks between characters, and explicit newlines
/// start new lines. The last line allowed by `numberOfLines` holds the rest of the text, cut
/// between characters and ended with "…" when anything does not fit (with one line, the text is
/// not wrapped at all). An unlimited width never wraps: each paragraph is one line.
public struct TextLayout: Equatable, Sendable {
    public struct Line: Equatable, Sendable {
        public var text: String
        public var width: CGFloat
    }

    public var lines: [Line]
    public var lineHeight: CGFloat

    /// The size of the laid-out block: widest line × line count × line height.
    public var size: CGSize {
        CGSize(width: lines.map(\.width).max() ?? 0, height: CGFloat(lines.count) * lineHeight)
    }

    public static let ellipsis = "…"

    /// Whether this layout, made for an unlimited width, is also the layout for `maxWidth`
    /// (same text, font, line limit and measurer): when each of its lines fits that width and
    /// none ends with "…". An unlimited width makes each paragraph one line, whole. Laying out
    /// for `maxWidth`, the breaker measures each paragraph whole first (`nextLine`, `lastLine`),
    /// finds the same line fits and takes it, paragraph after paragraph, up to the same line
    /// limit: the same lines, measured the same. (A last line ended with "…" because text
    /// follows was only measured with it; whether the paragraph fits without it is not known.)
    /// A label whose intrinsic size placed it then need not measure its text again for its
    /// bounds (a label placed by its frame is measured once anyway).
    func fits(within maxWidth: CGFloat) -> Bool {
        lines.allSatisfy { $0.width <= maxWidth + Self.fitTolerance && !$0.text.hasSuffix(Self.ellipsis) }
    }

    /// Measured widths carry rounding noise; a line fits when it is at most this much wider.
    static let fitTolerance: CGFloat = 0.001

    /// Lays out `text` with `measurer`, measuring each line a bounded number of times (once per
    /// paragraph when `maxWidth` is unlimited).
    ///
    /// - Parameters:
    ///   - maxWidth: the available width in points (`.infinity` for no limit; NaN or negative
    ///     widths count as 0).
    ///   - numberOfLines: the maximum number of lines; 0 means no limit.
    @MainActor
    public init(text: String, font: Font, maxWidth: CGFloat, numberOfLines: Int, measurer: TextMeasurer) {
        self.lineHeight = measurer.lineHeight(of: font)
        // Empty text has no lines, so an empty label has no size (as UILabel).
        guard !text.isEmpty else {
            self.lines = []
            return
        }
        let width = maxWidth.isNaN ? 0 : max(0, maxWidth)
        let measure = { (s: String) in measurer.width(of: s, font: font) }
        let limit = numberOfLines > 0 ? numberOfLines : Int.max
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false)
        var lines: [Line] = []
        var breaker = LineBreaker(width: width, measure: measure)
        paragraphs: for (index, paragraph) in paragraphs.enumerated() {
            breaker.start(paragraph)
            repeat {
                if lines.count == limit - 1 {
                    // Text after this paragraph is cut too; only spaces and newlines cut nothing.
                    let textFollows = paragraphs[(index + 1)...].contains { $0.contains { $0 != " " } }
                    lines.append(breaker.lastLine(textFollows: textFollows))
                    break paragraphs
                }
                lines.append(breaker.nextLine())
            } while !breaker.isAtEnd
        }
        self.lines = lines
    }

    /// The last index in `0..<count` for which `fits` holds, or nil; `fits` must hold for the
    /// indices up to some point and not after it. The search gallops out from `guess` and then
    /// bisects, so a good guess costs two calls and a poor one a few more.
    static func lastFitting(_ count: Int, from guess: Int = 0, _ fits: (Int) -> Bool) -> Int? {
        var good = -1, bad = count, step = 1
        var probe = min(max(guess, 0), count - 1)
        while good + 1 < bad {
            if fits(probe) { good = probe } else { bad = probe }
            if bad == count {
                probe = min(good + step, count - 1)
            } else if good == -1 {
                probe = max(bad - step, 0)
            } else {
                probe = (good + bad) / 2
            }
            step *= 2
        }
        return good == -1 ? nil : good
    }
}

/// Greedy line breaking of one paragraph at a time.
///
/// Each candidate line is measured whole (widths need not add up, e.g. with kerning), but the
/// break is searched for from the previous line's length instead of growing the line word by
/// word, so a line is usually measured twice rather than once per word.
private struct LineBreaker {
    let width: CGFloat
    let measure: (String) -> CGFloat

    /// The paragraph, and where each of its characters starts (and its end, last): lines are
    /// made by slicing it, which copies UTF-8, not one `Character` after another.
    private var paragraph: Substring = ""
    private var boundaries: [String.Index] = []
    /// Whether each character is a plain space (where words end, and what a line's end drops).
    private var isSpace: [Bool] = []
    /// How many characters the paragraph has.
    private var count: Int { isSpace.count }
    /// Where the next line starts: the paragraph's start, its end, or a character that is not a space.
    private var position = 0
    /// The ends of the paragraph's words, trailing spaces included; made when it needs wrapping.
    private var wordEnds: [Int] = []
    /// The index in `wordEnds` of the first word end after `position`.
    private var nextWordEnd = 0
    /// How many candidates the previous line took, as a guess for the next one.
    private var wordGuess = 0, characterGuess = 0

    init(width: CGFloat, measure: @escaping (String) -> CGFloat) {
        self.width = width
        self.measure = measure
    }

    var isAtEnd: Bool { position >= count }

    mutating func start(_ paragraph: Substring) {
        self.paragraph = paragraph
        boundaries = Array(paragraph.indices) + [paragraph.endIndex]
        isSpace = paragraph.map { $0 == " " }
        position = 0
        wordEnds = []
        nextWordEnd = 0
    }

    func fits(_ lineWidth: CGFloat) -> Bool {
        width == .infinity || lineWidth <= width + TextLayout.fitTolerance
    }

    /// The characters from `position` to `end` without trailing spaces, measured.
    private func line(to end: Int, ellipsis: Bool = false) -> TextLayout.Line {
        var last = end
        while last > position, isSpace[last - 1] { last -= 1 }
        var text = String(paragraph[boundaries[position]..<boundaries[last]])
        if ellipsis { text += TextLayout.ellipsis }
        return TextLayout.Line(text: text, width: text.isEmpty ? 0 : measure(text))
    }

    /// The next line: as many words as fit or, when the first word alone is too wide, as many of
    /// its characters as fit (at least one).
    mutating func nextLine() -> TextLayout.Line {
        if position == 0 {
            let whole = line(to: count)
            if fits(whole.width) {
                position = count
                return whole
            }
            wordEnds = (1..<max(1, count)).filter { isSpace[$0 - 1] && !isSpace[$0] } + [count]
        }
        while wordEnds[nextWordEnd] <= position { nextWordEnd += 1 }
        var best: TextLayout.Line?
        let first = nextWordEnd, ends = wordEnds
        if let words = TextLayout.lastFitting(
            ends.count - first, from: wordGuess - 1,
            { i in
                let candidate = line(to: ends[first + i])
                guard fits(candidate.width) else { return false }
                best = candidate
                return true
            }), let best
        {
            wordGuess = words + 1
            position = ends[first + words]
            return best
        }
        let start = position
        let taken = TextLayout.lastFitting(ends[first] - start - 1, from: characterGuess - 1) { i in
            let candidate = line(to: start + 1 + i)
            guard fits(candidate.width) else { return false }
            best = candidate
            return true
        }
        let end = start + 1 + (taken ?? 0)
        let result = best ?? line(to: end)
        characterGuess = end - start
        // A character taken because none fit can end the word: its spaces belong to no line.
        position = end
        while position < count, isSpace[position] { position += 1 }
        return result
    }

    /// The rest of the text on one line: the rest of the paragraph, cut between characters and
    /// ended with "…" when it does not fit or `textFollows` (the longest prefix that fits with
    /// the ellipsis, trailing spaces trimmed; the ellipsis alone if nothing does).
    func lastLine(textFollows: Bool) -> TextLayout.Line {
        let whole = line(to: count)
        if fits(whole.width) {
            guard textFollows else { return whole }
            let ended = line(to: count, ellipsis: true)
            if fits(ended.width) { return ended }
        }
        var best: TextLayout.Line?
        _ = TextLayout.lastFitting(count - position) { i in
            let candidate = line(to: position + 1 + i, ellipsis: true)
            guard fits(candidate.width) else { return false }
            best = candidate
            return true
        }
        return best ?? line(to: position, ellipsis: true)
    }
}
