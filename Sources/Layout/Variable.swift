import Foundation

#if canImport(Synchronization) && !canImport(Darwin)
    import Synchronization
#endif

/// An unknown of a constraint system: a view's left edge, a width, a scroll offset.
///
/// A variable is a reference: two variables with the same name are still two unknowns.
///
/// `==`, `<=` and `>=` between variables, expressions and numbers always build a ``Constraint``
/// (`solver.addConstraint(x == y)`), as in kiwi; a variable is not `Equatable`, so `==` never
/// means identity — which used to depend on the context (`let c = x == y` compared the two
/// objects). Compare identity with `===`; key collections by ``id`` (`ObjectIdentifier`).
///
/// ``value`` is written by ``Solver/updateVariables()``; it is safe to read from any thread, but
/// it is only meaningful after the solver that owns the variable has been updated.
public final class Variable: Identifiable, @unchecked Sendable, CustomStringConvertible {
    /// A name for debugging and error messages; not used for identity.
    public let name: String

    #if canImport(Synchronization) && !canImport(Darwin)
        // @unchecked Sendable: the value is one atomic word (its bit pattern), so a read from another
        // thread sees a whole value, the previous or the new one, as it did under the lock this
        // replaced; `name` is immutable. ``Solver/updateVariables()`` writes every variable on every
        // drag step, and the lock, with a retain and release around each call to it, was most of a
        // step's work (Docs/Constraints.md §2).
        // (Synchronization's Atomic needs macOS 15; Apple platforms keep the lock.)
        private let bits: Atomic<UInt64>

        /// Creates a variable with a debug name and an initial value (0 unless given).
        public init(_ name: String = "", value: Double = 0) {
            self.name = name
            self.bits = Atomic(value.bitPattern)
        }

        /// The value from the last ``Solver/updateVariables()`` of a solver that has this variable in
        /// one of its constraints (the initial value before that).
        public internal(set) var value: Double {
            get { Double(bitPattern: bits.load(ordering: .acquiring)) }
            set { bits.store(newValue.bitPattern, ordering: .releasing) }
        }
    #else
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
    #endif

    public var description: String {
        name.isEmpty ? "Variable(\(String(UInt(bitPattern: ObjectIdentifier(self)), radix: 16)))" : name
    }

    /// The variable's identity, for keys of sets and dictionaries.
    public var id: ObjectIdentifier { ObjectIdentifier(self) }
}
