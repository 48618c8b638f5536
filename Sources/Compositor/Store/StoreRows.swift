import ViewTree

/// Bands of a backing store's rows, sorted, apart and not empty: what of a partial store is
/// drawn (`BackingStore.drawnRows`), or what of a store shows (`Rasterizer.visibleStoreRows`).
struct StoreRows: Equatable {
    let bands: [Range<Int>]

    /// `ranges` merged where they overlap or touch; empty ones dropped.
    init(_ ranges: [Range<Int>]) {
        var merged: [Range<Int>] = []
        for range in ranges.filter({ !$0.isEmpty }).sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = merged.last, range.lowerBound <= last.upperBound {
                merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        bands = merged
    }

    /// How many rows the bands hold.
    var count: Int { bands.reduce(0) { $0 + $1.count } }

    /// Whether every row of `other` is in a band of these.
    func contains(_ other: StoreRows) -> Bool {
        other.bands.allSatisfy { needed in
            bands.contains { $0.lowerBound <= needed.lowerBound && needed.upperBound <= $0.upperBound }
        }
    }
}
