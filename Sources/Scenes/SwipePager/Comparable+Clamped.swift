import FluidPlayground
import Foundation

extension Comparable {
    /// The value limited to `range`: the seed's own `clamped(to:)` extension ("0보다 작으면 0,
    /// 1보다 크면 1", below 0 gives 0, above 1 gives 1).
    func clamped(to range: ClosedRange<Self>) -> Self {
        min(max(self, range.lowerBound), range.upperBound)
    }
}
