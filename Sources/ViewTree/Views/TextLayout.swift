import Foundation

/// Lines of text broken to fit a width, as `UILabel` breaks them: words wrap at spaces, a word
/// wider than the line breaks between characters, explicit newlines start new lines, and text
/// beyond `numberOfLines` is cut with a trailing ellipsis (`byTruncatingTail`).
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

    /// Measured widths carry rounding noise; a line fits when it is at most this much wider.
    static let fitTolerance: CGFloat = 0.001

    /// - Parameters:
    ///   - maxWidth: the available width in points (`.infinity` for no limit).
    ///   - numberOfLines: the maximum number of lines; 0 means no limit.
    @MainActor
    public init(text: String, font: Font, maxWidth: CGFloat, numberOfLines: Int, measurer: TextMeasurer) {
        let limit = numberOfLines > 0 ? numberOfLines : Int.max
        let width = maxWidth.isNaN ? 0 : max(0, maxWidth)
        let measure = { (s: String) in measurer.width(of: s, font: font) }
        self.lineHeight = measurer.lineHeight(of: font)
        // Empty text has no lines, so an empty label has no size (as UILabel).
        guard !text.isEmpty else {
            self.lines = []
            return
        }
        var lines: [String] = []
        var truncated = false
        paragraphs: for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            for line in TextLayout.wrap(String(paragraph), width: width, measure: measure) {
                if lines.count == limit {
                    truncated = true
                    break paragraphs
                }
                lines.append(line)
            }
        }
        if let last = lines.last, truncated || (limit == 1 && measure(last) > width + TextLayout.fitTolerance) {
            lines[lines.count - 1] = TextLayout.truncate(last, width: width, measure: measure, force: truncated)
        }
        self.lines = lines.map { Line(text: $0, width: measure($0)) }
    }

    /// Greedy line breaking of one paragraph.
    static func wrap(_ paragraph: String, width: CGFloat, measure: (String) -> CGFloat) -> [String] {
        guard !paragraph.isEmpty else { return [""] }
        // Words keep their trailing spaces so that joining them restores the text.
        var words: [String] = []
        var word = ""
        for character in paragraph {
            if character != " ", word.last == " " {
                words.append(word)
                word = ""
            }
            word.append(character)
        }
        if !word.isEmpty { words.append(word) }

        var lines: [String] = []
        var current = ""
        func fits(_ s: String) -> Bool { measure(trimmingTrailingSpaces(s)) <= width + fitTolerance }
        for word in words {
            if fits(current + word) {
                current += word
                continue
            }
            if !current.isEmpty {
                lines.append(trimmingTrailingSpaces(current))
                current = ""
            }
            if fits(word) {
                current = word
                continue
            }
            // A word wider than the line: break between characters.
            for character in word {
                if !current.isEmpty, !fits(current + String(character)) {
                    lines.append(trimmingTrailingSpaces(current))
                    current = ""
                }
                if current.isEmpty, character == " " { continue }
                current.append(character)
            }
        }
        lines.append(trimmingTrailingSpaces(current))
        return lines
    }

    /// The longest prefix of `line` that fits `width` with an ellipsis appended.
    static func truncate(_ line: String, width: CGFloat, measure: (String) -> CGFloat, force: Bool) -> String {
        if !force, measure(line) <= width + fitTolerance { return line }
        let characters = Array(line)
        var low = 0, high = characters.count
        while low < high {
            let mid = (low + high + 1) / 2
            let candidate = trimmingTrailingSpaces(String(characters[0..<mid])) + ellipsis
            if measure(candidate) <= width + fitTolerance { low = mid } else { high = mid - 1 }
        }
        return trimmingTrailingSpaces(String(characters[0..<low])) + ellipsis
    }

    private static func trimmingTrailingSpaces(_ s: String) -> String {
        var result = s
        while result.last == " " { result.removeLast() }
        return result
    }
}
