import Foundation

/// What is wrong with a gesture file, at which line and field: one line for the user, saying
/// what to do (Docs/GestureFiles.md §4).
package struct GestureFileError: Error, Equatable, CustomStringConvertible {
    /// The line at fault, counting from 1; nil for the file as a whole.
    package var line: Int?
    /// The field at fault, if one is.
    package var field: String?
    /// The problem and what to do about it.
    package var problem: String

    package init(line: Int? = nil, field: String? = nil, _ problem: String) {
        self.line = line
        self.field = field
        self.problem = problem
    }

    /// One line: control characters and line separators a file's names and values bring in (a
    /// key `"a\nb"` decodes to a newline) are written as escapes.
    package var description: String {
        let place = [line.map { "line \($0)" }, field.map { "field \"\($0)\"" }].compactMap { $0 }.joined(
            separator: ", ")
        return Self.oneLine(place.isEmpty ? problem : "\(place): \(problem)")
    }

    package static func oneLine(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028
                || scalar.value == 0x2029
            {
                result += "\\u{\(String(scalar.value, radix: 16))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
