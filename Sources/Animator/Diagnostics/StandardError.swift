import Foundation

/// The one place Fluid's libraries and app write messages for a person at the terminal: misuse
/// reports (`PropertyAnimator`, gesture recognizers), layout issues, the app's own messages and
/// errors. Each is one line, `<source>: <message>`, on standard error; the typed handlers
/// (`misuseHandler`, `layoutIssueHandler`, `report`) default to it and tests replace them.
public enum StandardError {
    /// Writes `message` as one line, prefixed with `source` and a colon when given. Control
    /// characters in either (a newline or an escape sequence inside a file name, say) are written
    /// escaped, as `\n` or `\u{1B}`, so that a message stays one line and cannot drive the terminal.
    public static func write(_ message: String, from source: String? = nil) {
        let line = (source.map { "\(oneLine($0)): " } ?? "") + oneLine(message) + "\n"
        // A closed or broken standard error loses the line, not the process.
        try? FileHandle.standardError.write(contentsOf: Data(line.utf8))
    }

    /// `text` with every control character (C0, DEL, C1, and the line and paragraph separators)
    /// written as a Swift escape, so it prints as one line of plain text.
    public static func oneLine(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var escaped = ""
        for scalar in text.unicodeScalars {
            guard isControl(scalar) else {
                escaped.unicodeScalars.append(scalar)
                continue
            }
            switch scalar {
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            default: escaped += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            }
        }
        return escaped
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}" || scalar == "\u{2029}"
    }
}
