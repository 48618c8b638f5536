import Foundation

/// How much a constraint matters, on Auto Layout's scale: 1000 must hold, anything lower may be
/// broken in favour of higher priorities (SnapKit's `ConstraintPriority`, `UILayoutPriority`).
///
/// **Mapping to solver strengths.** 1000 is solver-required. Below it, priority `p` becomes the
/// weight `10^(p / 125)`: `.low` (250) → 10², `.medium` (500) → 10⁴, `.high` (750) → 10⁶ (the
/// solver's `strong`), 999 → 9.8·10⁷. The order of priorities is kept and each canonical level
/// weighs 100 times the one below, but the weights add up (the solver minimises Σ weight × error),
/// so a `.low` constraint violated by 200 pt costs as much as a `.medium` one violated by 2 pt.
/// (Apple documents only that higher priorities are satisfied before lower ones.) Keep competing
/// low-priority constraints few. Fixed
/// inputs (frames of views not laid out by constraints, scroll offsets, intrinsic sizes) are
/// edit variables at `Strength.almostRequired` (≈10⁹), above every non-required priority.
public struct ConstraintPriority: Hashable, Comparable, Sendable, CustomStringConvertible,
    ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral
{
    public let value: Float

    public init(_ value: Float) { self.value = value }
    public init(_ value: Double) { self.value = Float(value) }
    public init(_ value: Int) { self.value = Float(value) }
    public init(floatLiteral value: Double) { self.value = Float(value) }
    public init(integerLiteral value: Int) { self.value = Float(value) }

    public static let required = ConstraintPriority(1000)
    public static let high = ConstraintPriority(750)
    public static let medium = ConstraintPriority(500)
    public static let low = ConstraintPriority(250)

    public var isRequired: Bool { value >= 1000 }

    /// A priority `amount` higher (SnapKit's `Strideable` use: `.high.advanced(by: 1)`).
    public func advanced(by amount: Float) -> ConstraintPriority { ConstraintPriority(value + amount) }

    /// True for a number in 1…1000 (what UIKit accepts).
    var isValid: Bool { value.isFinite && value >= 1 && value <= 1000 }

    /// The solver weight (see the type's documentation); the caller checks `isRequired` first.
    var weight: Double { pow(10, Double(min(max(value, 1), 999)) / 125) }

    public static func < (lhs: ConstraintPriority, rhs: ConstraintPriority) -> Bool { lhs.value < rhs.value }

    public var description: String {
        value.rounded() == value ? String(Int(value)) : String(value)
    }
}
