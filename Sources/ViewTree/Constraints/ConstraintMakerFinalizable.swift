import Foundation

/// The end of a statement: a debug label, and `.constraint`, the handle to keep.
@MainActor
public class ConstraintMakerFinalizable {
    let description: ConstraintDescription

    init(_ description: ConstraintDescription) {
        self.description = description
    }

    /// Names the constraint in messages and in `description`.
    @discardableResult
    public func labeled(_ label: String) -> ConstraintMakerFinalizable {
        description.label = label
        return self
    }

    /// The statement's constraint, to change or switch later (nil if the statement has a mistake,
    /// which is reported).
    public var constraint: Constraint? { description.constraint }
}
