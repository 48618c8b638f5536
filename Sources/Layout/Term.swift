import Foundation

/// A variable times a coefficient, one summand of an ``Expression``: the `2·w` in `2·w + 10`.
public struct Term: Sendable, CustomStringConvertible {
    public var variable: Variable
    public var coefficient: Double

    public init(_ variable: Variable, coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    public var description: String {
        coefficient == 1 ? variable.description : "\(Expression.format(coefficient))·\(variable)"
    }
}
