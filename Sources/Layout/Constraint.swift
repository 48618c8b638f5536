import Foundation

/// A linear relation `expression  relation  0` with a strength, such as `x + 10 == y` (stored as
/// `x − y + 10 == 0`).
///
/// Constraints are made by the relation operators (required) and made optional with
/// ``withStrength(_:)``:
///
///     let pin = (image.top == root.top).withStrength(.strong)
///
/// A constraint is an object: the solver knows it by identity. Adding the same object twice is an
/// error; a new object that states the same relation is a different constraint (as in kiwi).
/// Constraints are immutable; ``withStrength(_:)`` and ``labeled(_:)`` make new ones.
public final class Constraint: Sendable, CustomStringConvertible {
    /// The left-hand side of `expression  relation  0`, one term per variable.
    public let expression: Expression
    public let relation: Relation
    /// The strength, clamped to ``Strength/required``.
    public let strength: Strength
    /// An optional name shown in ``description`` and error messages ("image.top pin").
    public let label: String?

    /// The constraint `expression  relation  0`.
    public init(
        _ expression: Expression, _ relation: Relation, strength: Strength = .required, label: String? = nil
    ) {
        self.expression = expression.reduced()
        self.relation = relation
        self.strength = strength
        self.label = label
    }

    /// A new constraint with the same relation and another strength: `(x == 10).withStrength(.weak)`.
    public func withStrength(_ strength: Strength) -> Constraint {
        Constraint(expression, relation, strength: strength, label: label)
    }

    /// A new constraint with the same relation and strength and a debug label.
    public func labeled(_ label: String) -> Constraint {
        Constraint(expression, relation, strength: strength, label: label)
    }

    /// True if the relation holds for the variables' current values, within `tolerance`.
    public func isSatisfied(tolerance: Double = 1e-6) -> Bool {
        let value = expression.value
        switch relation {
        case .lessThanOrEqual: return value <= tolerance
        case .equal: return abs(value) <= tolerance
        case .greaterThanOrEqual: return value >= -tolerance
        }
    }

    /// The relation written the way people write it, positive terms on each side:
    /// `x + 10 == y (required)`, `header: 2·w + 20 <= width (strong)`.
    public var description: String {
        var left: [(Double, String)] = [], right: [(Double, String)] = []
        for term in expression.terms {
            if term.coefficient < 0 {
                right.append((-term.coefficient, term.variable.description))
            } else {
                left.append((term.coefficient, term.variable.description))
            }
        }
        // The constant goes to the side without terms (`x == -5`, `-5 <= x`), else to the side
        // where it is positive (`x + 10 == y`, `x == y + 10`).
        let constant = expression.constant
        let constantOnLeft = right.isEmpty ? false : left.isEmpty ? true : constant > 0
        let lhs = Expression.format(sum: left, constant: constantOnLeft ? constant : 0)
        let rhs = Expression.format(sum: right, constant: constantOnLeft ? 0 : -constant)
        let text = "\(lhs) \(relation) \(rhs) (\(strength))"
        return label.map { "\($0): \(text)" } ?? text
    }
}
