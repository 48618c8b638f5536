import Foundation

/// A statement that can still be given a priority (default `.required`).
@MainActor
public class ConstraintMakerPrioritizable: ConstraintMakerFinalizable {
    /// Sets the priority: `.required` (1000), `.high` (750), `.medium` (500), `.low` (250) or a
    /// number in 1…1000 (see `ConstraintPriority` for how it maps to solver strengths).
    @discardableResult
    public func priority(_ priority: ConstraintPriority) -> ConstraintMakerFinalizable {
        if priority.isValid {
            description.priority = priority
        } else {
            description.fail("priority(\(priority)) is outside 1…1000.")
        }
        return self
    }

    @discardableResult
    public func priority(_ value: Double) -> ConstraintMakerFinalizable { priority(ConstraintPriority(value)) }

    @discardableResult
    public func priority(_ value: Int) -> ConstraintMakerFinalizable { priority(ConstraintPriority(value)) }
}
