import Foundation

/// A tuning assignment that cannot be taken (`--set`), as one line that says what to do.
enum TuningError: Error, CustomStringConvertible, Equatable {
    case malformed(String)
    case unknownParameter(String, known: [String])
    case notANumber(key: String, value: String)
    case outOfRange(TunableParameter, value: Double)

    var description: String {
        switch self {
        case let .malformed(text):
            return "--set takes NAME=VALUE, e.g. --set sheet.damping=0.7 (got '\(text)')"
        case let .unknownParameter(key, known):
            return "no tunable parameter '\(key)': try one of \(known.joined(separator: ", "))"
        case let .notANumber(key, value):
            return "--set \(key) needs a number (got '\(value)')"
        case let .outOfRange(parameter, value):
            return "--set \(parameter.key) must be from \(parameter.formatted(parameter.range.lowerBound)) to "
                + "\(parameter.formatted(parameter.range.upperBound))\(parameter.unit.isEmpty ? "" : " " + parameter.unit) "
                + "(got \(value)); the article's value is \(parameter.formatted(parameter.seed))"
        }
    }
}
