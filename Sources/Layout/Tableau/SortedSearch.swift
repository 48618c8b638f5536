import Foundation

extension Array {
    /// Binary search in an array sorted by `key`: the first index whose element's key is not less
    /// than `target` (the insertion point when no element has that key).
    ///
    /// The drag step runs one such search per row of the tableau (`RowTable.shiftConstants`), so
    /// it halves a count over the array's buffer, as C++'s `std::lower_bound` does, with no bounds
    /// or overflow checks in the loop: `low + remaining <= count` holds throughout and
    /// `half < remaining`, so every index read is in 0..<count. Measured against kiwi's C++ core,
    /// this cut a drag step's instructions (Docs/Constraints.md §2).
    func lowerBound<Key: Comparable>(of target: Key, by key: (Element) -> Key) -> Int {
        withUnsafeBufferPointer { buffer in
            var low = 0, remaining = buffer.count
            while remaining > 0 {
                let half = remaining &>> 1
                if key(buffer[low &+ half]) < target {
                    low = low &+ half &+ 1
                    remaining = remaining &- half &- 1
                } else {
                    remaining = half
                }
            }
            return low
        }
    }
}
