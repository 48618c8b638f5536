import Foundation

// Operators that make constraints read like the maths they state:
//
//     x + 10 == y            2 * w <= width - 20            (a + b) / 2 == c
//
// Arithmetic gives an `Expression`; `==`, `<=` and `>=` give a required `Constraint`, and
// `.withStrength(_:)` makes it optional: `(x == 10).withStrength(.weak)`.

// MARK: Arithmetic

public func + <L: ExpressionConvertible, R: ExpressionConvertible>(lhs: L, rhs: R) -> Expression {
    let left = lhs.expression, right = rhs.expression
    return Expression(terms: left.terms + right.terms, constant: left.constant + right.constant)
}

public func + <L: ExpressionConvertible>(lhs: L, rhs: Double) -> Expression {
    let left = lhs.expression
    return Expression(terms: left.terms, constant: left.constant + rhs)
}

public func + <R: ExpressionConvertible>(lhs: Double, rhs: R) -> Expression {
    rhs + lhs
}

public prefix func - <E: ExpressionConvertible>(operand: E) -> Expression {
    operand * -1
}

public func - <L: ExpressionConvertible, R: ExpressionConvertible>(lhs: L, rhs: R) -> Expression {
    lhs + -rhs
}

public func - <L: ExpressionConvertible>(lhs: L, rhs: Double) -> Expression {
    lhs + -rhs
}

public func - <R: ExpressionConvertible>(lhs: Double, rhs: R) -> Expression {
    lhs + -rhs
}

public func * <E: ExpressionConvertible>(lhs: E, rhs: Double) -> Expression {
    let expression = lhs.expression
    return Expression(
        terms: expression.terms.map { Term($0.variable, coefficient: $0.coefficient * rhs) },
        constant: expression.constant * rhs
    )
}

public func * <E: ExpressionConvertible>(lhs: Double, rhs: E) -> Expression {
    rhs * lhs
}

/// Division by a number. Dividing by 0 gives infinite coefficients, which
/// ``Solver/addConstraint(_:)`` rejects with ``LayoutError/nonFiniteConstraint(_:)``.
public func / <E: ExpressionConvertible>(lhs: E, rhs: Double) -> Expression {
    let expression = lhs.expression
    return Expression(
        terms: expression.terms.map { Term($0.variable, coefficient: $0.coefficient / rhs) },
        constant: expression.constant / rhs
    )
}

// MARK: Relations (each gives a required constraint `lhs − rhs  relation  0`)

public func == <L: ExpressionConvertible, R: ExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .equal)
}

public func == <L: ExpressionConvertible>(lhs: L, rhs: Double) -> Constraint {
    Constraint(lhs - rhs, .equal)
}

public func == <R: ExpressionConvertible>(lhs: Double, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .equal)
}

public func <= <L: ExpressionConvertible, R: ExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .lessThanOrEqual)
}

public func <= <L: ExpressionConvertible>(lhs: L, rhs: Double) -> Constraint {
    Constraint(lhs - rhs, .lessThanOrEqual)
}

public func <= <R: ExpressionConvertible>(lhs: Double, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .lessThanOrEqual)
}

public func >= <L: ExpressionConvertible, R: ExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .greaterThanOrEqual)
}

public func >= <L: ExpressionConvertible>(lhs: L, rhs: Double) -> Constraint {
    Constraint(lhs - rhs, .greaterThanOrEqual)
}

public func >= <R: ExpressionConvertible>(lhs: Double, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .greaterThanOrEqual)
}
