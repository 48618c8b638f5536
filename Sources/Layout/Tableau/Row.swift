import Foundation

/// One equation of the tableau, `basic = constant + Σ coefficient·symbol` (Cassowary §2.1; kiwi's
/// `Row`). The basic symbol itself is the row's key in ``RowTable``, not a cell.
///
/// Cells are kept sorted by symbol id, like kiwi's sorted-vector map: lookups are binary searches,
/// adding a multiple of another row is a merge, and iteration order is deterministic.
struct Row {
    struct Cell {
        var symbol: Symbol
        var coefficient: Double
    }

    private(set) var cells: [Cell] = []
    private(set) var constant: Double
    /// A bit for each symbol the row has ever had a cell for, by id modulo 64: a row whose bit
    /// for a symbol is clear does not mention it, so the loops over every row of the tableau
    /// (shifting a constant, substituting a pivot) skip most rows without a search.
    private(set) var mentions: UInt64 = 0

    private static func bit(_ symbol: Symbol) -> UInt64 {
        1 << UInt64(truncatingIfNeeded: symbol.id & 63)
    }

    /// False when the row certainly has no cell for `symbol`.
    func mayMention(_ symbol: Symbol) -> Bool {
        mentions & Row.bit(symbol) != 0
    }

    init(constant: Double = 0) {
        self.constant = constant
    }

    /// Coefficients this small are dropped so round-off does not leave ghost terms (kiwi's
    /// `nearZero`, 1e-8).
    static func nearZero(_ value: Double) -> Bool {
        abs(value) < 1e-8
    }

    /// True if `a + b` (given as `sum`) is zero up to round-off: below 1e-8, or below 10⁻¹² of
    /// the larger operand.
    ///
    /// The relative part is not in kiwi. The objective sums strengths up to 1.001·10⁹, where the
    /// round-off of a cancellation is about 10⁻⁷, above kiwi's 1e-8; such a ghost coefficient
    /// with a negative sign can enter the basis and make the simplex report an unbounded
    /// objective. Genuine differences are at least a weak strength times a coefficient, many
    /// orders of magnitude above 10⁻¹² × 10⁹.
    static func cancels(_ sum: Double, _ a: Double, _ b: Double) -> Bool {
        let magnitude = abs(sum)
        return magnitude < 1e-8 || magnitude < 1e-12 * max(abs(a), abs(b))
    }

    /// True if the row has no cells or only dummy cells.
    var hasOnlyDummies: Bool {
        cells.allSatisfy { $0.symbol.isDummy }
    }

    func coefficient(for symbol: Symbol) -> Double {
        guard mayMention(symbol) else { return 0 }
        let (found, index) = search(symbol)
        return found ? cells[index].coefficient : 0
    }

    /// Adds `value` to the constant and returns the new constant.
    @discardableResult
    mutating func add(_ value: Double) -> Double {
        constant += value
        return constant
    }

    /// Adds `coefficient·symbol`, dropping the cell if the sum is near zero.
    mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
        let (found, index) = search(symbol)
        if found {
            let sum = cells[index].coefficient + coefficient
            if Row.cancels(sum, cells[index].coefficient, coefficient) {
                cells.remove(at: index)
            } else {
                cells[index].coefficient = sum
            }
        } else if !Row.nearZero(coefficient) {
            cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
            mentions |= Row.bit(symbol)
        }
    }

    /// Adds `coefficient·row` (its constant and every cell), dropping cells that become near zero.
    mutating func insert(_ row: Row, _ coefficient: Double = 1) {
        constant += row.constant * coefficient
        mentions |= row.mentions
        if row.cells.count <= 4 {
            for cell in row.cells {
                insert(cell.symbol, cell.coefficient * coefficient)
            }
            return
        }
        cells = Row.merge(cells, row.cells, coefficient)
    }

    /// `mine + coefficient·theirs` for two cell lists sorted by symbol, dropping near-zero sums:
    /// one O(n + m) pass instead of m binary-search insertions.
    private static func merge(_ mine: [Cell], _ theirs: [Cell], _ coefficient: Double) -> [Cell] {
        // Two spare cells: a new row gets its marker (and error) right after this merge.
        let capacity = mine.count + theirs.count + 2
        return mine.withUnsafeBufferPointer { a in
            theirs.withUnsafeBufferPointer { b in
                [Cell](unsafeUninitializedCapacity: capacity) { output, count in
                    var i = 0, j = 0, k = 0
                    func emit(_ symbol: Symbol, _ value: Double) {
                        output.initializeElement(at: k, to: Cell(symbol: symbol, coefficient: value))
                        k += 1
                    }
                    while i < a.count, j < b.count {
                        if a[i].symbol < b[j].symbol {
                            output.initializeElement(at: k, to: a[i])
                            k += 1
                            i += 1
                        } else if b[j].symbol < a[i].symbol {
                            let value = b[j].coefficient * coefficient
                            if !Row.nearZero(value) { emit(b[j].symbol, value) }
                            j += 1
                        } else {
                            let added = b[j].coefficient * coefficient
                            let value = a[i].coefficient + added
                            if !Row.cancels(value, a[i].coefficient, added) { emit(a[i].symbol, value) }
                            i += 1
                            j += 1
                        }
                    }
                    while i < a.count {
                        output.initializeElement(at: k, to: a[i])
                        k += 1
                        i += 1
                    }
                    while j < b.count {
                        let value = b[j].coefficient * coefficient
                        if !Row.nearZero(value) { emit(b[j].symbol, value) }
                        j += 1
                    }
                    count = k
                }
            }
        }
    }

    mutating func remove(_ symbol: Symbol) {
        guard mayMention(symbol) else { return }
        let (found, index) = search(symbol)
        if found { cells.remove(at: index) }
    }

    /// Multiplies the row by −1.
    mutating func reverseSign() {
        constant = -constant
        for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
    }

    /// Rewrites `0 = constant + a·symbol + rest` as `symbol = −(constant + rest)/a`: the row then
    /// defines `symbol`, which must be one of its cells.
    mutating func solve(for symbol: Symbol) {
        let (found, index) = search(symbol)
        assert(found, "solve(for:) needs a symbol of the row")
        guard found else { return }
        let factor = -1 / cells[index].coefficient
        cells.remove(at: index)
        constant *= factor
        for i in cells.indices { cells[i].coefficient *= factor }
    }

    /// Rewrites `lhs = … + a·rhs + …` as `rhs = …` (a pivot: `lhs` leaves, `rhs` enters).
    mutating func solve(for lhs: Symbol, _ rhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by the expression `row` defines for it. Returns false if the row did not
    /// mention `symbol` (and is unchanged).
    @discardableResult
    mutating func substitute(_ symbol: Symbol, _ row: Row) -> Bool {
        guard mayMention(symbol) else { return false }
        let (found, index) = search(symbol)
        guard found else { return false }
        let coefficient = cells[index].coefficient
        cells.remove(at: index)
        insert(row, coefficient)
        return true
    }

    /// Binary search: whether `symbol` has a cell, and its index or insertion point.
    private func search(_ symbol: Symbol) -> (found: Bool, index: Int) {
        let low = cells.lowerBound(of: symbol) { $0.symbol }
        return (low < cells.count && cells[low].symbol == symbol, low)
    }
}
