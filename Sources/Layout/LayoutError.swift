import Foundation

/// Why a ``Solver`` call was refused. Each case carries what was wrong, and ``description`` says
/// what to do about it.
///
/// The solver rejects the call and stays as it was (Docs/Constraints.md §1: kiwi's reject-on-add
/// model, with the tableau restored, which kiwi itself does not do after a failed phase 1; not
/// Auto Layout's "break a constraint and log"). The one exception is ``internalError(_:)``, which
/// reports a numerical breakdown that the solver could only partly undo.
public enum LayoutError: Error, Equatable, CustomStringConvertible {
    /// A required constraint that cannot hold together with the required constraints already in
    /// the solver. It was not added.
    case unsatisfiableConstraint(Constraint)
    /// This constraint object is already in the solver.
    case duplicateConstraint(Constraint)
    /// This constraint object is not in the solver.
    case unknownConstraint(Constraint)
    /// A coefficient or the constant is NaN or infinite (a division by zero, an overflow). It was
    /// not added.
    case nonFiniteConstraint(Constraint)
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable of this solver.
    case unknownEditVariable(Variable)
    /// An edit variable was given ``Strength/required`` strength; edits must be able to give way.
    case requiredEditStrength(Variable)
    /// A suggested value that is NaN or infinite; it was ignored.
    case nonFiniteSuggestedValue(Variable, Double)
    /// The simplex found an unbounded objective or no pivot where one must exist. This is a bug or
    /// a numerical breakdown (huge or tiny coefficients), not a property of the constraints.
    case internalError(String)

    public var description: String {
        switch self {
        case let .unsatisfiableConstraint(constraint):
            "Unsatisfiable constraint \(constraint): it conflicts with the required constraints already in the solver, "
                + "so it was not added. Give it (or a constraint it conflicts with) a strength below required "
                + "with withStrength(_:), or remove the conflicting constraint first."
        case let .duplicateConstraint(constraint):
            "Duplicate constraint \(constraint): this same object is already in the solver. Add each Constraint "
                + "once; to change one, remove it and add a new one."
        case let .unknownConstraint(constraint):
            "Unknown constraint \(constraint): it is not in the solver (never added, already removed, or "
                + "cleared by reset()). Check hasConstraint(_:) before removing it."
        case let .nonFiniteConstraint(constraint):
            "Constraint \(constraint) has a coefficient or constant that is NaN or infinite (a division by "
                + "zero?), so it was not added. Build it from finite numbers."
        case let .duplicateEditVariable(variable):
            "Duplicate edit variable \(variable): it is already an edit variable. Move it with "
                + "suggestValue(_:_:), or call removeEditVariable(_:) first to change its strength."
        case let .unknownEditVariable(variable):
            "Unknown edit variable \(variable): it is not an edit variable of this solver. Call "
                + "addEditVariable(_:strength:) before suggestValue(_:_:) or removeEditVariable(_:)."
        case let .requiredEditStrength(variable):
            "Edit variable \(variable) cannot be required: a suggested value must be able to give way to "
                + "required constraints. Use .strong, or .almostRequired (create(999, 1000, 1000)) to beat "
                + "every non-required constraint."
        case let .nonFiniteSuggestedValue(variable, value):
            "Suggested value \(value) for \(variable) is not a finite number, so it was ignored."
        case let .internalError(detail):
            "Internal solver error: \(detail). This is a bug or a numerical breakdown (check for huge or "
                + "tiny coefficients); call reset() and add the constraints again."
        }
    }

    /// Same case with the same constraint or variable (by identity).
    public static func == (lhs: LayoutError, rhs: LayoutError) -> Bool {
        switch (lhs, rhs) {
        case let (.unsatisfiableConstraint(a), .unsatisfiableConstraint(b)),
            let (.duplicateConstraint(a), .duplicateConstraint(b)),
            let (.unknownConstraint(a), .unknownConstraint(b)),
            let (.nonFiniteConstraint(a), .nonFiniteConstraint(b)):
            a === b
        case let (.duplicateEditVariable(a), .duplicateEditVariable(b)),
            let (.unknownEditVariable(a), .unknownEditVariable(b)),
            let (.requiredEditStrength(a), .requiredEditStrength(b)):
            a === b
        case let (.nonFiniteSuggestedValue(a, x), .nonFiniteSuggestedValue(b, y)):
            a === b && (x == y || (x.isNaN && y.isNaN))
        case let (.internalError(a), .internalError(b)):
            a == b
        default:
            false
        }
    }
}
