import Foundation

/// A linear expression `c₁·v₁ + c₂·v₂ + … + constant`.
///
/// Build it with the operators (`x + 10`, `2 * w - 20`, `(a + b) / 2`) or directly. A variable may
/// appear in several terms; ``Constraint`` adds their coefficients up. Only linear expressions can
/// be written: there is no operator that multiplies two variables.
public struct Expression: Sendable, CustomStringConvertible {
    public var terms: [Term]
    public var constant: Double

    public init(terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression `1·variable`.
    public init(_ variable: Variable) {
        self.init(terms: [Term(variable)])
    }

    /// The constant expression `constant`.
    public init(_ constant: Double) {
        self.init(constant: constant)
    }

    /// The value with each variable's current ``Variable/value``.
    public var value: Double {
        terms.reduce(constant) { $0 + $1.coefficient * $1.variable.value }
    }

    /// The same expression with one term per variable (coefficients added up, in order of first
    /// appearance) and without terms whose coefficient is exactly 0.
    public func reduced() -> Expression {
        // Linear search for the few terms a layout constraint has; a dictionary beyond that.
        var merged: [Term] = []
        merged.reserveCapacity(terms.count)
        if terms.count <= 8 {
            for term in terms {
                if let index = merged.firstIndex(where: { $0.variable === term.variable }) {
                    merged[index].coefficient += term.coefficient
                } else {
                    merged.append(term)
                }
            }
        } else {
            var indexOf: [ObjectIdentifier: Int] = [:]
            for term in terms {
                let key = ObjectIdentifier(term.variable)
                if let index = indexOf[key] {
                    merged[index].coefficient += term.coefficient
                } else {
                    indexOf[key] = merged.count
                    merged.append(term)
                }
            }
        }
        merged.removeAll { $0.coefficient == 0 }
        return Expression(terms: merged, constant: constant)
    }

    /// True if every coefficient and the constant are finite numbers.
    var isFinite: Bool {
        constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
    }

    public var description: String {
        Expression.format(sum: terms.map { ($0.coefficient, $0.variable.description) }, constant: constant)
    }

    /// `a·x + b·y − c` from (coefficient, name) pairs; "0" when empty.
    static func format(sum: [(Double, String)], constant: Double) -> String {
        var text = ""
        for (coefficient, name) in sum {
            let magnitude = abs(coefficient)
            let factor = magnitude == 1 ? name : "\(format(magnitude))·\(name)"
            if text.isEmpty {
                text = coefficient < 0 ? "-" + factor : factor
            } else {
                text += coefficient < 0 ? " - " + factor : " + " + factor
            }
        }
        if constant != 0 || text.isEmpty {
            if text.isEmpty {
                text = format(constant)
            } else {
                text += constant < 0 ? " - \(format(-constant))" : " + \(format(constant))"
            }
        }
        return text
    }

    /// A number without a trailing ".0" when it is whole.
    static func format(_ number: Double) -> String {
        if number.isFinite, number == number.rounded(), abs(number) < 1e15 {
            return String(Int64(number))
        }
        return String(number)
    }
}
