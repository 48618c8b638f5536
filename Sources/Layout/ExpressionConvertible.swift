import Foundation

/// Something that stands for a linear expression: a ``Variable``, a ``Term`` or an
/// ``Expression``. The arithmetic and relation operators take these on either side.
///
/// Numbers are deliberately not convertible: operators with a `Double` operand are separate
/// overloads, so `1.0 + 2.0` stays plain arithmetic and `x + 10` reads the literal as a `Double`.
public protocol ExpressionConvertible {
    var expression: Expression { get }
}

extension Variable: ExpressionConvertible {
    public var expression: Expression { Expression(self) }
}

extension Term: ExpressionConvertible {
    public var expression: Expression { Expression(terms: [self]) }
}

extension Expression: ExpressionConvertible {
    public var expression: Expression { self }
}
