import FluidPlayground
import Foundation

/// Where the bottom sheet rests: seed 003's `ExpansionState` (the seed spells `half` as `haft`).
enum ExpansionState: CaseIterable, CustomStringConvertible {
    /// Only the top 100 pt of the sheet shows.
    case compressed
    /// The sheet's top is at the middle of the screen.
    case half
    /// The sheet's top is 100 pt below the top of the screen.
    case expanded

    /// The state a fast fling up goes to: seed 003's `dragUp(highVelocity:)` —
    /// compressed → half; half and expanded → expanded.
    var nextUp: ExpansionState {
        self == .compressed ? .half : .expanded
    }

    /// The state a fast fling down goes to: seed 003's `dragDown(highVelocity:)` —
    /// expanded → half; half and compressed → compressed.
    var nextDown: ExpansionState {
        self == .expanded ? .half : .compressed
    }

    /// The state a tap on the handle goes to: compressed → half → expanded → compressed
    /// (Fluid's addition; the seed has no tap).
    var cycled: ExpansionState {
        switch self {
        case .compressed: .half
        case .half: .expanded
        case .expanded: .compressed
        }
    }

    var description: String {
        switch self {
        case .compressed: "compressed"
        case .half: "half"
        case .expanded: "expanded"
        }
    }
}
