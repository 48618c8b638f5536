import Foundation

/// The fields of one line of a gesture file, read with the checks every field needs: present
/// when required, of the right JSON type, finite and in range. Each failure is a
/// ``GestureFileError`` naming the line and the field.
package struct GestureLineFields {
    package let line: Int
    package let object: [String: JSONValue]

    /// Fails on the first field not in `allowed` (in the file's order of names, sorted, so the
    /// message is the same every time), naming the fields this kind of line takes.
    package func requireOnly(_ allowed: [String], for kind: String) throws(GestureFileError) {
        if let unknown = object.keys.sorted().first(where: { !allowed.contains($0) }) {
            throw GestureFileError(
                line: line, field: unknown,
                "unknown field for \(kind): it takes \(allowed.joined(separator: ", "))")
        }
    }

    package func error(_ field: String, _ problem: String) -> GestureFileError {
        GestureFileError(line: line, field: field, problem)
    }

    /// A finite number in `range`; nil when absent and not `required`.
    package func number(
        _ field: String, in range: ClosedRange<Double>, required: Bool = true, unit: String = ""
    ) throws(GestureFileError) -> Double? {
        guard let value = object[field] else {
            if required {
                throw error(field, "missing: add \"\(field)\": a number\(unit.isEmpty ? "" : " in \(unit)")")
            }
            return nil
        }
        guard case let .number(number) = value else {
            throw error(field, "\(value.kindDescription) where a number\(unit.isEmpty ? "" : " in \(unit)") belongs")
        }
        guard number.isFinite else {
            throw error(
                field, "\(number) is not a finite number: write one between \(range.lowerBound) and \(range.upperBound)"
            )
        }
        guard range.contains(number) else {
            throw error(
                field,
                "\(number) is outside \(Self.format(range.lowerBound))…\(Self.format(range.upperBound))\(unit.isEmpty ? "" : " \(unit)")"
            )
        }
        return number
    }

    /// An integer in `range`; nil when absent and not `required`.
    package func integer(
        _ field: String, in range: ClosedRange<Int>, required: Bool = true
    ) throws(GestureFileError) -> Int? {
        guard
            let number = try number(field, in: Double(range.lowerBound)...Double(range.upperBound), required: required)
        else { return nil }
        guard number == number.rounded() else { throw error(field, "\(number) is not a whole number") }
        return Int(number)
    }

    /// A string; nil when absent and not `required`.
    package func string(_ field: String, required: Bool = true) throws(GestureFileError) -> String? {
        guard let value = object[field] else {
            if required { throw error(field, "missing: add \"\(field)\": a string") }
            return nil
        }
        guard case let .string(string) = value else {
            throw error(field, "\(value.kindDescription) where a string belongs")
        }
        return string
    }

    /// One of `choices`; `fallback` when absent.
    package func choice<T: RawRepresentable>(
        _ field: String, of choices: [T], fallback: T
    ) throws(GestureFileError) -> T
    where T.RawValue == String {
        guard let name = try string(field, required: false) else { return fallback }
        guard let choice = choices.first(where: { $0.rawValue == name }) else {
            throw error(
                field, "\"\(name)\" is not one of \(choices.map { "\"\($0.rawValue)\"" }.joined(separator: ", "))")
        }
        return choice
    }

    /// true or false; `fallback` when absent.
    package func bool(_ field: String, fallback: Bool) throws(GestureFileError) -> Bool {
        guard let value = object[field] else { return fallback }
        guard case let .bool(bool) = value else {
            throw error(field, "\(value.kindDescription) where true or false belongs")
        }
        return bool
    }

    /// A point written `[x, y]`, each coordinate finite and within `bound` of 0.
    package func point(_ field: String, bound: Double) throws(GestureFileError) -> (x: Double, y: Double) {
        guard let value = object[field] else { throw error(field, "missing: add \"\(field)\": [x, y] in points") }
        guard case let .array(items) = value, items.count == 2, case let .number(x) = items[0],
            case let .number(y) = items[1]
        else {
            throw error(field, "\(value.kindDescription) where a point [x, y] (two numbers, in points) belongs")
        }
        guard x.isFinite, y.isFinite, abs(x) <= bound, abs(y) <= bound else {
            throw error(
                field,
                "[\(x), \(y)] is not a point within ±\(Self.format(bound)) pt: write finite coordinates in points")
        }
        return (x, y)
    }

    /// An array of strings; empty when absent.
    package func strings(_ field: String) throws(GestureFileError) -> [String] {
        guard let value = object[field] else { return [] }
        guard case let .array(items) = value else {
            throw error(field, "\(value.kindDescription) where an array of strings belongs")
        }
        var strings: [String] = []
        for item in items {
            guard case let .string(string) = item else {
                throw error(field, "holds \(item.kindDescription) where only strings belong")
            }
            strings.append(string)
        }
        return strings
    }

    /// 3600.0 → "3600", 0.5 → "0.5".
    package static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
