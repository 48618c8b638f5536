import Foundation

/// How much a constraint matters: ``required`` constraints always hold; the solver satisfies the
/// others as well as it can, minimising Σ strength × error.
///
/// As in kiwi (Docs/Constraints.md §1), a strength is one `Double` built from three levels and a weight:
///
///     create(a, b, c, weight: w) = clamp(a·w)·10⁶ + clamp(b·w)·10³ + clamp(c·w),   clamp to 0…1000
///
/// so ``weak`` = 1, ``medium`` = 10³, ``strong`` = 10⁶ and ``required`` = create(1000, 1000, 1000)
/// = 1.001·10⁹. Anything in between is allowed: `create(0, 250, 0)`, `create(999, 1000, 1000)`.
///
/// **The levels are fused, not lexicographic.** The original Cassowary compares strengths level
/// by level, so no number of weak violations can outweigh one strong one. Here they are plain
/// numbers that add up: 1001 weak constraints each violated by 1 (error 1001) outweigh one medium
/// constraint violated by 1 (error 1000), and a weak error of 2000 points costs as much as a
/// medium error of 2. Keep the gaps wide and the number of competing weak constraints small.
public struct Strength: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The weight in the objective, 0 … `required.value`.
    public let value: Double

    /// A strength of `value`, clamped to 0 … ``required``; NaN gives 0 (a constraint that never
    /// matters).
    public init(_ value: Double) {
        self.value = value.isNaN ? 0 : min(max(value, 0), Strength.requiredValue)
    }

    /// `clamp(a·w)·10⁶ + clamp(b·w)·10³ + clamp(c·w)`, each product clamped to 0…1000 (kiwi's
    /// `strength::create`).
    public static func create(_ a: Double, _ b: Double, _ c: Double, weight: Double = 1) -> Strength {
        func clamp(_ x: Double) -> Double { x.isNaN ? 0 : min(max(x, 0), 1000) }
        return Strength(clamp(a * weight) * 1_000_000 + clamp(b * weight) * 1000 + clamp(c * weight))
    }

    private static let requiredValue = 1000.0 * 1_000_000 + 1000.0 * 1000 + 1000.0

    /// Must hold; the solver refuses a required constraint that conflicts with others.
    public static let required = create(1000, 1000, 1000)
    /// The strongest a non-required constraint can be, create(999, 1000, 1000) = 1.000001·10⁹.
    /// Use it for edit variables that must win against everything except required constraints
    /// (edit variables cannot be required).
    public static let almostRequired = create(999, 1000, 1000)
    /// 10⁶.
    public static let strong = create(1, 0, 0)
    /// 10³.
    public static let medium = create(0, 1, 0)
    /// 1.
    public static let weak = create(0, 0, 1)

    /// True for ``required`` (the only strength the solver treats as a hard constraint).
    public var isRequired: Bool { value >= Strength.requiredValue }

    public static func < (lhs: Strength, rhs: Strength) -> Bool {
        lhs.value < rhs.value
    }

    public var description: String {
        switch self {
        case .required: "required"
        case .almostRequired: "almostRequired"
        case .strong: "strong"
        case .medium: "medium"
        case .weak: "weak"
        default: "strength \(Expression.format(value))"
        }
    }
}
