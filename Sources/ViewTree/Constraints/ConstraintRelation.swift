import Foundation

/// How the first item compares with the second: `equalTo`, `lessThanOrEqualTo`, `greaterThanOrEqualTo`.
public enum ConstraintRelation: Hashable, Sendable, CustomStringConvertible {
    case equal, lessThanOrEqual, greaterThanOrEqual

    public var description: String {
        switch self {
        case .equal: "=="
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        }
    }
}
