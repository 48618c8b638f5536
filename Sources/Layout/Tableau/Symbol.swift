import Foundation

/// A column of the simplex tableau (Cassowary §2.1 augmented simplex form; kiwi's `Symbol`).
///
/// Ordered by id, which increases as symbols are created: every choice the solver makes between
/// symbols ("the first external", "the smallest ratio, ties to the lower id") follows this order,
/// so results do not depend on hashing and are the same run to run.
struct Symbol: Hashable, Comparable {
    package enum Kind: Int {
        /// A user ``Variable``; unrestricted in sign.
        case external
        /// The slack of an inequality (≥ 0), also its marker.
        case slack
        /// An error of a non-required constraint (≥ 0); weighted by strength in the objective.
        case error
        /// The marker of a required equality; always 0, never enters the basis.
        case dummy
    }

    // id in the high bits, kind in the low 2 bits: one word, compared as an integer.
    private let raw: Int

    init(id: Int, kind: Kind) {
        raw = id << 2 | kind.rawValue
    }

    var id: Int { raw >> 2 }
    var kind: Kind { Kind(rawValue: raw & 3) ?? .external }

    /// Slack and error symbols must stay ≥ 0; externals may take any sign.
    var isRestricted: Bool { raw & 3 != Kind.external.rawValue }
    var isExternal: Bool { raw & 3 == Kind.external.rawValue }
    var isDummy: Bool { raw & 3 == Kind.dummy.rawValue }
    /// Slack and error symbols: the ones a pivot may bring into the basis.
    var isPivotable: Bool { raw & 3 == Kind.slack.rawValue || raw & 3 == Kind.error.rawValue }

    static func < (lhs: Symbol, rhs: Symbol) -> Bool {
        lhs.raw < rhs.raw
    }
}
