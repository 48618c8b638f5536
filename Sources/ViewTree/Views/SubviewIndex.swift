import Foundation

/// Where each subview of a view with many (a long list's rows) can draw, in the view's bounds
/// coordinates, sorted along the axis they spread on, so that a frame visits only the subviews
/// that meet its clip and damage: off-screen rows cost nothing per frame.
///
/// A subview's *reach* is its subtree's `contentExtent` with its shadow, through its transform,
/// widened by `margin` for antialiased and snapped edges. The view notes which subviews changed
/// (`SubviewChanges`), so a frame measures again only those; a change to the list of subviews, or
/// another text scale, rebuilds the index. Subviews much longer than most along the axis are kept
/// apart and always tested, so one tall background does not make every query look at every row.
package final class SubviewIndex {
    /// Views with fewer subviews are walked as they are: looking costs more than it saves.
    package static let minimumSubviews = 48
    /// Points added on every side of a reach: two target pixels of antialiasing and snapping at
    /// any scale of 1 or more, and the shadow's extra pixel.
    package static let margin: CGFloat = 4

    /// The subviews' list version and the text scale the reaches were measured with.
    private let listVersion: UInt64
    let textScale: CGFloat
    /// Each subview's reach, by subview index; `.null` for one that draws nothing.
    private var reaches: [CGRect]
    /// Whether the subviews spread along y (a list), else along x (a row of pages).
    private var isVertical = true
    /// Indices of the subviews of ordinary length, by where their reach starts along the axis.
    private var sorted: [Int] = []
    /// The longest reach among `sorted`, along the axis.
    private var longest: CGFloat = 0
    /// Indices of the subviews longer than `longest` allows, or at places that are not finite.
    private var apart: [Int] = []
    /// Where each subview is in `sorted`, or -1 when it is set apart or draws nothing.
    private var positionInSorted: [Int] = []
    /// Reaches longer than this along the axis are set apart.
    private var lengthLimit: CGFloat = 0
    private var needsSorting = true

    /// Each subview's index, by identity.
    private let positions: [ObjectIdentifier: Int]

    package init(subviews: [View], reaches: [CGRect], listVersion: UInt64, textScale: CGFloat) {
        self.reaches = reaches
        self.listVersion = listVersion
        self.textScale = textScale
        positions = Dictionary(uniqueKeysWithValues: subviews.enumerated().map { (ObjectIdentifier($1), $0) })
    }

    package func isCurrent(listVersion: UInt64, textScale: CGFloat) -> Bool {
        listVersion == self.listVersion && textScale == self.textScale
    }

    /// Sets `subview`'s reach after it changed. A reach that stays between its neighbours in
    /// `sorted` (a row whose content moved within it) is updated in place; any other change sorts
    /// again before the next query.
    package func update(_ subview: View, reach: CGRect) {
        guard let index = positions[ObjectIdentifier(subview)], reaches[index] != reach else { return }
        reaches[index] = reach
        guard !needsSorting else { return }
        let position = positionInSorted[index]
        let length = isVertical ? reach.height : reach.width
        let start = start(index)
        guard position >= 0, reach.isFinite, !reach.isEmpty, length <= lengthLimit,
            position == 0 || self.start(sorted[position - 1]) <= start,
            position == sorted.count - 1 || start <= self.start(sorted[position + 1])
        else { return needsSorting = true }
        longest = max(longest, length)
    }

    /// The indices, ascending (the order subviews draw in), of the subviews whose reach meets
    /// `rect` (in the view's bounds coordinates).
    package func subviews(meeting rect: CGRect) -> [Int] {
        if needsSorting { sort() }
        guard !rect.isNull, !rect.isEmpty else { return [] }
        var found = apart.filter { !reaches[$0].isFinite || reaches[$0].intersects(rect) }
        let low = (isVertical ? rect.minY : rect.minX) - longest
        let high = isVertical ? rect.maxY : rect.maxX
        var position = firstPosition(startingAtOrAfter: low)
        while position < sorted.count {
            let index = sorted[position]
            let reach = reaches[index]
            if (isVertical ? reach.minY : reach.minX) > high { break }
            if reach.intersects(rect) { found.append(index) }
            position += 1
        }
        found.sort()
        return found
    }

    private func start(_ index: Int) -> CGFloat {
        isVertical ? reaches[index].minY : reaches[index].minX
    }

    private func firstPosition(startingAtOrAfter value: CGFloat) -> Int {
        var low = 0, high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if start(sorted[middle]) < value { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Chooses the axis, sets apart the long subviews and sorts the others by their start.
    private func sort() {
        needsSorting = false
        let drawn = reaches.indices.filter { !reaches[$0].isNull && !reaches[$0].isEmpty }
        let finite = drawn.filter { reaches[$0].isFinite }
        let span = finite.reduce(CGRect.null) { $0.union(reaches[$1]) }
        isVertical = span.height >= span.width
        let lengths = finite.map { isVertical ? reaches[$0].height : reaches[$0].width }.sorted()
        // Four times the median: a list's rows all pass, a background behind them all does not.
        lengthLimit = lengths.isEmpty ? 0 : 4 * lengths[lengths.count / 2]
        apart = drawn.filter {
            !reaches[$0].isFinite || (isVertical ? reaches[$0].height : reaches[$0].width) > lengthLimit
        }
        let ordinary = finite.filter { (isVertical ? reaches[$0].height : reaches[$0].width) <= lengthLimit }
        longest = ordinary.map { isVertical ? reaches[$0].height : reaches[$0].width }.max() ?? 0
        sorted = ordinary.sorted { start($0) < start($1) }
        positionInSorted = Array(repeating: -1, count: reaches.count)
        for (position, index) in sorted.enumerated() { positionInSorted[index] = position }
    }
}

extension CGRect {
    fileprivate var isFinite: Bool { minX.isFinite && minY.isFinite && maxX.isFinite && maxY.isFinite }
}
