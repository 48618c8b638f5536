import Foundation

/// The basic rows of the tableau, keyed by their basic symbol and kept sorted by symbol id
/// (kiwi's `m_rows`, a sorted-vector map), with the loops that visit every row. Rows are visited
/// in id order, which keeps every choice that scans them deterministic.
///
/// The loops live here rather than in ``Solver`` so that each runs under one access to the
/// solver's stored table instead of one per row.
struct RowTable {
    /// The basic symbols, ascending.
    private(set) var symbols: [Symbol] = []
    /// The row of each symbol in ``symbols``, same index.
    private(set) var rows: [Row] = []

    var count: Int { symbols.count }

    func index(of symbol: Symbol) -> Int? {
        let low = symbols.lowerBound(of: symbol) { $0 }
        return low < symbols.count && symbols[low] == symbol ? low : nil
    }

    /// Adds the row of `symbol`, which must not be basic yet.
    mutating func insert(_ row: Row, for symbol: Symbol) {
        let low = symbols.lowerBound(of: symbol) { $0 }
        assert(low == symbols.count || symbols[low] != symbol, "\(symbol) is already basic")
        symbols.insert(symbol, at: low)
        rows.insert(row, at: low)
    }

    @discardableResult
    mutating func remove(at index: Int) -> Row {
        symbols.remove(at: index)
        return rows.remove(at: index)
    }

    mutating func removeAll() {
        symbols.removeAll()
        rows.removeAll()
    }

    /// Adds `value` to the constant of row `index` and returns the new constant.
    mutating func addToConstant(at index: Int, _ value: Double) -> Double {
        rows[index].add(value)
    }

    /// Replaces `symbol` by `row` in every row, appending restricted rows that went negative to
    /// `infeasible`.
    mutating func substitute(_ symbol: Symbol, _ row: Row, infeasible: inout [Symbol]) {
        for index in rows.indices where rows[index].substitute(symbol, row) {
            if symbols[index].isRestricted, rows[index].constant < 0 {
                infeasible.append(symbols[index])
            }
        }
    }

    /// Adds `delta × (coefficient of symbol)` to the constant of every row that mentions
    /// `symbol`, appending restricted rows that went negative to `infeasible`.
    mutating func shiftConstants(mentioning symbol: Symbol, by delta: Double, infeasible: inout [Symbol]) {
        for index in rows.indices {
            let coefficient = rows[index].coefficient(for: symbol)
            if coefficient != 0, rows[index].add(delta * coefficient) < 0, symbols[index].isRestricted {
                infeasible.append(symbols[index])
            }
        }
    }

    /// Whether a dummy is basic with a value other than 0: a required equality that only other
    /// required equalities decide (its dummy is basic, at 0) no longer agrees with them.
    var hasDummyOffZero: Bool {
        symbols.indices.contains { symbols[$0].isDummy && !Row.nearZero(rows[$0].constant) }
    }

    /// Removes `symbol` from every row.
    mutating func removeEverywhere(_ symbol: Symbol) {
        for index in rows.indices { rows[index].remove(symbol) }
    }

    /// The primal ratio test (kiwi's `getLeavingRow`): among restricted rows where `entering` has
    /// a negative coefficient, the one with the smallest −constant/coefficient, i.e. the first to
    /// reach 0 as `entering` grows; ties go to the lower symbol id. Nil means unbounded.
    func leavingRowIndex(entering: Symbol) -> Int? {
        var best: Int?
        var smallestRatio = Double.greatestFiniteMagnitude
        for index in rows.indices where symbols[index].isRestricted {
            let coefficient = rows[index].coefficient(for: entering)
            if coefficient < 0 {
                let ratio = -rows[index].constant / coefficient
                if ratio < smallestRatio {
                    smallestRatio = ratio
                    best = index
                }
            }
        }
        return best
    }

    /// The row to pivot a non-basic marker into when removing its constraint (kiwi's
    /// `getMarkerLeavingRow`): the restricted row with a negative coefficient and the smallest
    /// −constant/coefficient; else the restricted row with a positive coefficient and the smallest
    /// constant/coefficient; else the first row of a variable. Ties go to the lower symbol id.
    ///
    /// Before all of these, a row whose basic symbol is a dummy: the dummy of a required equality
    /// that others imply (`x == 10`, `y == x`, then `y == 10`), basic at 0. Removing one of those
    /// others (its dummy the marker), the implied equality must take over its part, so its dummy
    /// is the one to become non-basic (held at 0). kiwi goes by the ratios alone: it may pivot
    /// the marker into a slack's row instead, and the implied equality, its dummy left basic
    /// with nothing holding it at 0, silently stops holding.
    func markerLeavingRowIndex(_ marker: Symbol) -> Int? {
        var first: Int?, second: Int?, third: Int?
        var firstRatio = Double.greatestFiniteMagnitude, secondRatio = Double.greatestFiniteMagnitude
        for index in rows.indices {
            let coefficient = rows[index].coefficient(for: marker)
            if coefficient == 0 { continue }
            let constant = rows[index].constant
            if symbols[index].isDummy { return index }
            if symbols[index].isExternal {
                if third == nil { third = index }
            } else if coefficient < 0 {
                let ratio = -constant / coefficient
                if ratio < firstRatio {
                    firstRatio = ratio
                    first = index
                }
            } else {
                let ratio = constant / coefficient
                if ratio < secondRatio {
                    secondRatio = ratio
                    second = index
                }
            }
        }
        return first ?? second ?? third
    }
}
