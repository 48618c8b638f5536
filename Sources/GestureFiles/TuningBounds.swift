import Foundation

/// What a header's `tuning` may name (Docs/GestureFiles.md §1): a parameter's key, the range its
/// number must lie in, and how a number of it is written in a message. The app's
/// `TunableParameter` is one; the parser needs no more of it.
package protocol TuningBounds: Sendable {
    var key: String { get }
    var range: ClosedRange<Double> { get }
    func formatted(_ value: Double) -> String
}
