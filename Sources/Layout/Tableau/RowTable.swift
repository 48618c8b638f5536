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

    /// The symbols whose rows' constants may have changed, or that entered or left the basis,
    /// since the last `takeTouched()`, in no order and maybe repeated; nil when more changed than
    /// is worth listing (then every row counts). `Solver.updateVariables` copies out only these.
    private var touched: [Symbol]? = []

    var count: Int { symbols.count }

    /// Notes that `symbol`'s value may have changed (a new variable, not basic, is 0).
    mutating func touch(_ symbol: Symbol) {
        guard touched != nil else { return }
        touched!.append(symbol)
        if touched!.count > 4 * max(64, symbols.count) { touched = nil }
    }

    /// The symbols touched since the last call (nil: all), and starts a new list.
    mutating func takeTouched() -> [Symbol]? {
        defer { touched = [] }
        return touched
    }

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
        touch(symbol)
    }

    @discardableResult
    mutating func remove(at index: Int) -> Row {
        touch(symbols[index])
        symbols.remove(at: index)
        return rows.remove(at: index)
    }

    mutating func removeAll() {
        symbols.removeAll()
        rows.removeAll()
        touched = nil
    }

    /// Adds `value` to the constant of row `index` and returns the new constant.
    mutating func addToConstant(at index: Int, _ value: Double) -> Double {
        touch(symbols[index])
        return rows[index].add(value)
    }

    /// Replaces `symbol` by `row` in every row, appending restricted rows that went negative to
    /// `infeasible`.
    mutating func substitute(_ symbol: Symbol, _ row: Row, infeasible: inout [Symbol]) {
        for index in rows.indices where rows[index].substitute(symbol, row) {
            touch(symbols[index])
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
            guard coefficient != 0 else { continue }
            touch(symbols[index])
            if rows[index].add(delta * coefficient) < 0, symbols[index].isRestricted {
                infeasible.append(symbols[index])
            }
        }
    }

    /// Where the list of touched symbols is now, for `hasDummyOffZero(touchedSince:)`.
    var touchMark: Int? { touched?.count }

    /// Whether a dummy is basic with a value other than 0: a required equality that only other
    /// required equalities decide (its dummy is basic, at 0) no longer agrees with them. Only
    /// the rows touched since `mark` are looked at, as the others kept their constants.
    func hasDummyOffZero(touchedSince mark: Int?) -> Bool {
        func isOff(_ index: Int) -> Bool { symbols[index].isDummy && !Row.nearZero(rows[index].constant) }
        guard let mark, let touched, mark <= touched.count else { return symbols.indices.contains(where: isOff) }
        return touched[mark...].contains { $0.isDummy && index(of: $0).map(isOff) == true }
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
