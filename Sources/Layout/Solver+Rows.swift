import Foundation

// Turning a constraint into a tableau row, choosing its subject, and taking a constraint's row
// out again (Docs/Constraints.md §1; kiwi's `createRow`, `chooseSubject`, `addWithArtificialVariable`,
// `removeConstraint`).
extension Solver {
    // MARK: Building rows

    func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        defer { nextSymbolID += 1 }
        return Symbol(id: nextSymbolID, kind: kind)
    }

    /// The constraint as a row in terms of the current non-basic symbols, with its slack, error
    /// or dummy marker, and the error symbols to add to the objective (kiwi's `createRow`, without
    /// making the constant ≥ 0; the caller does that when it needs to).
    /// Variables seen for the first time get symbols in `newVariables`; nothing else changes.
    func makeRow(
        for constraint: Constraint, newVariables: inout [(symbol: Symbol, variable: Variable)]
    ) -> (Row, Tag, [Symbol]) {
        let expression = constraint.expression
        var row = Row(constant: expression.constant)
        for term in expression.terms {
            let symbol: Symbol
            if let entry = variables[ObjectIdentifier(term.variable)] {
                symbol = entry.symbol
            } else {
                symbol = makeSymbol(.external)
                newVariables.append((symbol, term.variable))
            }
            guard !Row.nearZero(term.coefficient) else { continue }
            if let index = table.index(of: symbol) {
                row.insert(table.rows[index], term.coefficient)
            } else {
                row.insert(symbol, term.coefficient)
            }
        }

        // expr ≤ 0 becomes expr + slack = 0 and expr ≥ 0 becomes expr − slack = 0 (slack ≥ 0); a
        // non-required one also gets an error that lets it be violated at a cost. A non-required
        // equality gets a pair, expr = e⁺ − e⁻ (Cassowary §2.3).
        let tag: Tag
        var errors: [Symbol] = []
        let required = constraint.strength.isRequired
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = makeSymbol(.slack)
            row.insert(slack, sign)
            if required {
                tag = Tag(marker: slack, other: nil, markerCoefficient: sign)
            } else {
                let error = makeSymbol(.error)
                row.insert(error, -sign)
                errors = [error]
                tag = Tag(marker: slack, other: error, markerCoefficient: sign, otherCoefficient: -sign)
            }
        case .equal:
            if required {
                let dummy = makeSymbol(.dummy)
                row.insert(dummy)
                tag = Tag(marker: dummy, other: nil, markerCoefficient: 1)
            } else {
                let plus = makeSymbol(.error), minus = makeSymbol(.error)
                row.insert(plus, -1)
                row.insert(minus, 1)
                errors = [plus, minus]
                tag = Tag(marker: plus, other: minus, markerCoefficient: -1, otherCoefficient: 1)
            }
        }
        return (row, tag, errors)
    }

    /// The symbol to make basic for a new row, first choice (kiwi's `chooseSubject`): a variable,
    /// preferring one the constraint introduces (it is in no other row, so nothing needs
    /// substituting, and variables already placed keep their values), else the lowest id.
    func chooseVariableSubject(_ row: Row, firstNewID: Int) -> Symbol? {
        var firstExternal: Symbol?
        for cell in row.cells where cell.symbol.isExternal {
            if cell.symbol.id >= firstNewID { return cell.symbol }
            if firstExternal == nil { firstExternal = cell.symbol }
        }
        return firstExternal
    }

    /// Second choice, for a row without variables and with a constant ≥ 0: the constraint's slack
    /// or error marker if its coefficient is negative (solving for it keeps it ≥ 0); else none.
    func chooseMarkerSubject(_ row: Row, _ tag: Tag) -> Symbol? {
        if tag.marker.isPivotable, row.coefficient(for: tag.marker) < 0 { return tag.marker }
        if let other = tag.other, other.isPivotable, row.coefficient(for: other) < 0 { return other }
        return nil
    }

    /// Phase 1 with an artificial variable `a = row`: minimise `a`; the constraint can hold iff
    /// the minimum is 0 (Cassowary §2.5). On success `a` is pivoted out and dropped, leaving the
    /// constraint in the tableau. On failure the tableau holds pivots the caller must undo.
    func addWithArtificialVariable(_ row: Row) throws(LayoutError) -> Bool {
        let art = makeSymbol(.slack)
        table.insert(row, for: art)
        artificial = row
        try optimize(.artificial)
        let success = Row.nearZero(artificial?.constant ?? 1)
        artificial = nil
        guard success else { return false }

        if let index = table.index(of: art) {
            // Still basic (at 0): pivot it out for any slack or error symbol of its row.
            var artRow = table.remove(at: index)
            if artRow.cells.isEmpty { return true }
            guard let entering = artRow.cells.first(where: { $0.symbol.isPivotable })?.symbol else {
                return false
            }
            artRow.solve(for: art, entering)
            substitute(entering, artRow)
            table.insert(artRow, for: entering)
        }
        table.removeEverywhere(art)
        objective.remove(art)
        return true
    }

    // MARK: Removing

    /// Takes a constraint out: its errors leave the objective, its marker is pivoted into the
    /// basis and that row dropped, then the objective is re-optimised (Cassowary §2.6).
    func remove(_ entry: ConstraintEntry) throws(LayoutError) {
        let marker = entry.tag.marker
        let markerIndex = table.index(of: marker)
        let leavingIndex = markerIndex == nil ? table.markerLeavingRowIndex(marker) : nil
        guard markerIndex != nil || leavingIndex != nil else {
            throw .internalError("no row to pivot the marker of \(entry.constraint) out of")
        }

        constraints[ObjectIdentifier(entry.constraint)] = nil
        let strength = entry.constraint.strength.value
        if marker.kind == .error { removeMarkerEffects(marker, strength) }
        if let other = entry.tag.other, other.kind == .error { removeMarkerEffects(other, strength) }

        if let markerIndex {
            table.remove(at: markerIndex)
        } else if let leavingIndex {
            let leaving = table.symbols[leavingIndex]
            var row = table.remove(at: leavingIndex)
            row.solve(for: leaving, marker)
            substitute(marker, row)
        }
        // The other error symbol appeared only together with the marker (as e⁺ − e⁻, or
        // slack − error), so it is now in no row; what the objective still holds of it is
        // round-off from strengths that did not cancel exactly.
        if let other = entry.tag.other, other.kind == .error { objective.remove(other) }
        release(entry.constraint)
        try optimize(.main)
    }

    func removeMarkerEffects(_ marker: Symbol, _ strength: Double) {
        if let index = table.index(of: marker) {
            objective.insert(table.rows[index], -strength)
        } else {
            objective.insert(marker, -strength)
        }
    }

    /// One fewer reference from `constraint` to each of its variables; a variable no constraint
    /// mentions any more is forgotten (its row, if basic, is a free definition and goes too).
    func release(_ constraint: Constraint) {
        for term in constraint.expression.terms {
            let key = ObjectIdentifier(term.variable)
            guard var entry = variables[key] else { continue }
            entry.references -= 1
            if entry.references > 0 {
                variables[key] = entry
                continue
            }
            variables[key] = nil
            if let position = variableOrderIndex(of: entry.symbol) { variableOrder.remove(at: position) }
            if let index = table.index(of: entry.symbol) { table.remove(at: index) }
        }
    }

    func variableOrderIndex(of symbol: Symbol) -> Int? {
        let low = variableOrder.lowerBound(of: symbol) { $0.symbol }
        return low < variableOrder.count && variableOrder[low].symbol == symbol ? low : nil
    }
}
