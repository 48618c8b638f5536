import Foundation

/// An unknown of a constraint system: a view's left edge, a width, a scroll offset.
///
/// A variable is a reference: two variables with the same name are still two unknowns. `==` and
/// `hash(into:)` compare identity, so variables work as dictionary keys and in sets.
///
/// `==` between two variables has two meanings, chosen by the context: where a `Constraint` is
/// expected (`solver.addConstraint(x == y)`, `let c: Constraint = x == y`) it builds a constraint;
/// where a `Bool` is expected (`if x == y`, `Set`, `Dictionary`) it compares identity. Without a
/// context (`let c = x == y`) Swift picks the identity comparison, so give the type. Every other
/// relation (`x == y + 1`, `x <= y`, `x == 10`) always builds a constraint.
///
/// ``value`` is written by ``Solver/updateVariables()``; it is safe to read from any thread, but
/// it is only meaningful after the solver that owns the variable has been updated.
public final class Variable: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// A name for debugging and error messages; not used for identity.
    public let name: String

    // @unchecked Sendable: `storedValue` is only read and written under `lock`; `name` is immutable.
    private let lock = NSLock()
    private var storedValue: Double

    /// Creates a variable with a debug name and an initial value (0 unless given).
    public init(_ name: String = "", value: Double = 0) {
        self.name = name
        self.storedValue = value
    }

    /// The value from the last ``Solver/updateVariables()`` of a solver that has this variable in
    /// one of its constraints (the initial value before that).
    public internal(set) var value: Double {
        get { lock.withLock { storedValue } }
        set { lock.withLock { storedValue = newValue } }
    }

    public var description: String {
        name.isEmpty ? "Variable(\(String(UInt(bitPattern: ObjectIdentifier(self)), radix: 16)))" : name
    }

    /// Identity, as for any object: true only for the same variable.
    public static func == (lhs: Variable, rhs: Variable) -> Bool {
        lhs === rhs
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
