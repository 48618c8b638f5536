import Foundation

/// What is wrong with a gesture file, at which line and field: one line for the user, saying
/// what to do (Docs/GestureFiles.md §4).
struct GestureFileError: Error, Equatable, CustomStringConvertible {
    /// The line at fault, counting from 1; nil for the file as a whole.
    var line: Int?
    /// The field at fault, if one is.
    var field: String?
    /// The problem and what to do about it.
    var problem: String

    init(line: Int? = nil, field: String? = nil, _ problem: String) {
        self.line = line
        self.field = field
        self.problem = problem
    }

    var description: String {
        let place = [line.map { "line \($0)" }, field.map { "field \"\($0)\"" }].compactMap { $0 }.joined(separator: ", ")
        return place.isEmpty ? problem : "\(place): \(problem)"
    }
}
