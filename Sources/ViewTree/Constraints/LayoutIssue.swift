import Foundation

/// Something wrong with constraints, reported where UIKit logs or SnapKit crashes; layout goes on.
/// Reports go to the nearest `layoutIssueHandler` up the view tree (by default: standard error).
public enum LayoutIssue: Equatable, Sendable, CustomStringConvertible {
    /// Required constraints that cannot all hold. `conflict` is a minimal set (no member can be
    /// dropped) of installed required constraints that, together with `broken`, has no solution; `broken` (the one being
    /// added) was left out. It is tried again when the hierarchy or the conflicting constraints change.
    case unsatisfiable(conflict: [String], broken: String)
    /// `updateConstraints` made a constraint that matches none made before (same items,
    /// attributes, relation, priority and multiplier). It was not added (SnapKit: fatalError).
    case noMatchingConstraint(constraint: String, location: SourceLocation)
    /// The constraint's two views are not in one view tree; it waits until they are.
    case noCommonAncestor(constraint: String)
    /// The solution puts `view` beyond ±1e7 pt or at a non-finite place (a constant such as 1e308
    /// overflows the solver's sums): the view keeps the frame it had.
    case unrepresentableFrame(view: String, solution: String, kept: String)
    /// A call that cannot be carried out (a missing superview, a non-finite number, mismatched
    /// attributes); `message` says what was done instead.
    case misuse(message: String, location: SourceLocation)

    public var description: String {
        switch self {
        case let .unsatisfiable(conflict, broken):
            let list = conflict.map { "    \($0)" }.joined(separator: "\n")
            return """
                Unable to simultaneously satisfy constraints.
                  Probably at least one of the constraints in the following list is one you don't want.
                  Try this: (1) look at each constraint and try to figure out which you don't expect;
                  (2) find the code that added the unwanted constraint or constraints and fix it.
                (
                \(list)
                )
                Will attempt to recover by breaking constraint
                    \(broken)
                """
        case let .noMatchingConstraint(constraint, location):
            return "\(location): updateConstraints found no existing constraint matching \(constraint). "
                + "updateConstraints only changes the constant of a constraint made before with the same "
                + "views, attributes, relation, priority and multiplier; use remakeConstraints to change "
                + "anything else. The constraint was not added."
        case let .noCommonAncestor(constraint):
            return "The views of \(constraint) have no common ancestor, so it cannot be installed; "
                + "it takes effect once both views are in one view tree."
        case let .unrepresentableFrame(view, solution, kept):
            return "The constraints put \(view) at \(solution), beyond what a screen can show (±1e7 pt; "
                + "a constant such as 1e308 overflows the solver). It keeps its frame \(kept); check the "
                + "constants of its constraints."
        case let .misuse(message, location):
            return "\(location): \(message)"
        }
    }
}

/// Where in the source a constraint was made (`#fileID` and `#line` of the DSL call).
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    public let file: String
    public let line: Int

    public init(file: String, line: Int) {
        self.file = file
        self.line = line
    }

    public var description: String {
        "\(file.split(separator: "/").last.map(String.init) ?? file):\(line)"
    }
}
