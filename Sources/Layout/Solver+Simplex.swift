import Foundation

// The primal and dual simplex passes that keep the tableau optimal (Docs/Constraints.md §1; kiwi's
// `optimize` and `dualOptimize`).
extension Solver {
    // MARK: Simplex

    /// Replaces `symbol` by `row` in every row and objective, noting restricted rows that went
    /// negative for the dual simplex.
    func substitute(_ symbol: Symbol, _ row: Row) {
        table.substitute(symbol, row, infeasible: &infeasibleRows)
        objective.substitute(symbol, row)
        artificial?.substitute(symbol, row)
    }

    /// Primal simplex on `objective` (kiwi's `optimize`). Bland's rule — the entering symbol is
    /// the lowest-id one with a negative objective coefficient, ties in the ratio test go to the
    /// lowest-id row — so it cannot cycle and is deterministic. Coefficients within
    /// `objectiveTolerance` of 0 count as 0.
    func optimize(_ which: Objective) throws(LayoutError) {
        while true {
            let objectiveRow: Row, tolerance: Double
            switch which {
            case .main:
                objectiveRow = objective
                tolerance = objectiveTolerance
            case .artificial:
                guard let row = artificial else { return }
                objectiveRow = row
                tolerance = 1e-8
            }
            guard
                let entering = objectiveRow.cells.first(where: {
                    !$0.symbol.isDummy && $0.coefficient < -tolerance
                })?.symbol
            else { return }

            guard let leavingIndex = table.leavingRowIndex(entering: entering) else {
                throw .internalError("the objective is unbounded")
            }

            let leaving = table.symbols[leavingIndex]
            var row = table.remove(at: leavingIndex)
            row.solve(for: leaving, entering)
            substitute(entering, row)
            table.insert(row, for: entering)
        }
    }

    /// Dual simplex (Cassowary §2.4; kiwi's `dualOptimize`): while a restricted basic symbol is
    /// negative, pivot it out for the symbol of its row with a positive coefficient and the
    /// smallest objective-coefficient ratio, which keeps the objective optimal.
    func dualOptimize() throws(LayoutError) {
        while let leaving = infeasibleRows.popLast() {
            guard let index = table.index(of: leaving) else { continue }
            let constant = table.rows[index].constant
            guard constant < 0, !Row.nearZero(constant) else { continue }

            var entering: Symbol?
            var smallestRatio = Double.greatestFiniteMagnitude
            for cell in table.rows[index].cells where cell.coefficient > 0 && !cell.symbol.isDummy {
                let ratio = objective.coefficient(for: cell.symbol) / cell.coefficient
                if ratio < smallestRatio {
                    smallestRatio = ratio
                    entering = cell.symbol
                }
            }
            guard let entering else {
                infeasibleRows.removeAll()
                throw .internalError("the dual simplex found no symbol to pivot in")
            }

            var row = table.remove(at: index)
            row.solve(for: leaving, entering)
            substitute(entering, row)
            table.insert(row, for: entering)
        }
    }
}
