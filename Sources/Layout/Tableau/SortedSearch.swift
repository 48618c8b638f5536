import Foundation

extension Array {
    /// Binary search in an array sorted by `key`: the first index whose element's key is not less
    /// than `target` (the insertion point when no element has that key).
    func lowerBound<Key: Comparable>(of target: Key, by key: (Element) -> Key) -> Int {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if key(self[middle]) < target {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low
    }
}
