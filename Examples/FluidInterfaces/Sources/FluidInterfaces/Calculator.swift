import Foundation

/// The arithmetic behind the keys, as a pocket calculator does it: an operator applies the
/// pending one to the number on display, `=` finishes, `AC` starts again.
struct Calculator {
    private var entry = "0"
    private var accumulator: Double?
    private var pending: String?
    private var startsNewEntry = false

    /// Presses `key` and returns what the display shows.
    mutating func press(_ key: String) -> String {
        switch key {
        case "0"..."9", ".":
            if startsNewEntry || entry == "0" && key != "." { entry = "" }
            startsNewEntry = false
            if key == "." && entry.contains(".") { break }
            if entry.filter(\.isNumber).count < 9 { entry += entry.isEmpty && key == "." ? "0." : key }
        case "AC":
            self = Calculator()
        case "±":
            entry = entry.hasPrefix("-") ? String(entry.dropFirst()) : (entry == "0" ? entry : "-" + entry)
        case "%":
            entry = Self.format((Double(entry) ?? 0) / 100)
        default:  // ÷ × − + =
            let value = Double(entry) ?? 0
            let result = accumulator.map { Self.apply(pending, $0, value) } ?? value
            entry = Self.format(result)
            accumulator = key == "=" ? nil : result
            pending = key == "=" ? nil : key
            startsNewEntry = true
        }
        return entry
    }

    private static func apply(_ operation: String?, _ a: Double, _ b: Double) -> Double {
        switch operation {
        case "÷": b == 0 ? .nan : a / b
        case "×": a * b
        case "−": a - b
        case "+": a + b
        default: b
        }
    }

    private static func format(_ value: Double) -> String {
        guard value.isFinite else { return "Error" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value.formatted(.number.precision(.significantDigits(1...9)).grouping(.never)))
    }
}
