import Foundation

/// The one place Fluid's libraries and app write messages for a person at the terminal: misuse
/// reports (`PropertyAnimator`, gesture recognizers), layout issues, the app's own messages and
/// errors. Each is one line, `<source>: <message>`, on standard error; the typed handlers
/// (`misuseHandler`, `layoutIssueHandler`, `report`) default to it and tests replace them.
public enum StandardError {
    /// Writes `message` as one line, prefixed with `source` and a colon when given.
    public static func write(_ message: String, from source: String? = nil) {
        let line = (source.map { "\($0): " } ?? "") + message + "\n"
        FileHandle.standardError.write(Data(line.utf8))
    }
}
