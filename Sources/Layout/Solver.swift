import Foundation

/// An incremental Cassowary constraint solver (Badros, Borning & Stuckey, ACM TOCHI 2001), built
/// the way kiwi builds it (Docs/Constraints.md §1).
///
/// Add and remove constraints one at a time; each call leaves the tableau optimal, so
/// ``updateVariables()`` can copy the solution out at any point:
///
///     let solver = Solver()
///     try solver.addConstraint(x + 10 == y)
///     try solver.addConstraint((x == 50).withStrength(.weak))
///     solver.updateVariables()          // x.value == 50, y.value == 60
///
/// Required constraints always hold; a required constraint that conflicts with them is refused
/// with ``LayoutError/unsatisfiableConstraint(_:)`` and nothing changes. Non-required constraints
/// are met as well as possible, minimising Σ strength × |error| (see ``Strength`` for how
/// strengths add up).
///
/// For dragging, make a variable an edit variable and feed it values with ``suggestValue(_:_:)``:
/// the dual simplex re-solves from the current solution and pivots only when something hits or
/// leaves a barrier (Cassowary §2.4), so a drag step costs about one pass over the rows.
///
/// Where the solution is not unique, variables that no constraint pins down take 0 (they are
/// parametric). Results are deterministic: every choice between symbols follows creation order.
///
/// A solver is not thread-safe; use it from one thread or actor.
public final class Solver {
    /// Where a constraint lives in the tableau: its marker, plus the second error symbol of a
    /// non-required equality or the error symbol of a non-required inequality.
    struct Tag {
        var marker: Symbol
        var other: Symbol?
        /// The coefficients the marker and the other symbol have in the constraint's own row
        /// (`makeRow`): what a change of the constraint's constant is divided by.
        var markerCoefficient: Double
        var otherCoefficient: Double = 0
    }

    struct ConstraintEntry {
        let constraint: Constraint
        let tag: Tag
    }

    struct VariableEntry {
        let symbol: Symbol
        /// How many constraints in the solver mention the variable.
        var references: Int
    }

    struct EditEntry {
        let constraint: Constraint
        let tag: Tag
        /// The last suggested value.
        var constant: Double
    }

    enum Objective {
        case main, artificial
    }

    var constraints: [ObjectIdentifier: ConstraintEntry] = [:]
    var variables: [ObjectIdentifier: VariableEntry] = [:]
    /// The variables sorted by symbol id (creation order), for ``updateVariables()``.
    var variableOrder: [(symbol: Symbol, variable: Variable)] = []
    var edits: [ObjectIdentifier: EditEntry] = [:]
    var table = RowTable()
    /// Σ strength·error over the non-required constraints, in terms of non-basic symbols.
    var objective = Row()
    /// The phase-1 objective while a constraint is added with an artificial variable.
    var artificial: Row?
    /// Basic restricted symbols whose row constant went negative, for the dual simplex.
    var infeasibleRows: [Symbol] = []
    var nextSymbolID = 1
    /// Objective coefficients closer to 0 than this are round-off, not a reason to pivot: 10⁻¹²
    /// of the strongest non-required strength seen (at least 1e-8). With strengths up to 10⁹ a
    /// cancelled coefficient can be left at 10⁻⁷, and pivoting on it finds no bounding row.
    var objectiveTolerance = 1e-8

    public init() {}

    // MARK: Constraints

    /// Adds a constraint and re-optimises (Cassowary §2.5).
    ///
    /// Throws, leaving the solver unchanged:
    /// - ``LayoutError/duplicateConstraint(_:)`` if this object is already in the solver;
    /// - ``LayoutError/nonFiniteConstraint(_:)`` for a NaN or infinite coefficient or constant;
    /// - ``LayoutError/unsatisfiableConstraint(_:)`` for a required constraint that conflicts with
    ///   the required constraints already in the solver.
    public func addConstraint(_ constraint: Constraint) throws(LayoutError) {
        let key = ObjectIdentifier(constraint)
        guard constraints[key] == nil else { throw .duplicateConstraint(constraint) }
        guard constraint.expression.isFinite else { throw .nonFiniteConstraint(constraint) }

        let firstNewID = nextSymbolID
        var newVariables: [(symbol: Symbol, variable: Variable)] = []
        var (row, tag, errors) = makeRow(for: constraint, newVariables: &newVariables)

        var subject = chooseVariableSubject(row, firstNewID: firstNewID)
        if subject == nil {
            // The marker choice and phase 1 need the constant ≥ 0. (Solving for a variable does
            // not: the row is normalised either way, so a variable subject skips this pass.)
            if row.constant < 0 { row.reverseSign() }
            subject = chooseMarkerSubject(row, tag)
        }
        if subject == nil, row.hasOnlyDummies {
            // Only required equalities' markers: the constraint is implied by (constant 0) or
            // contradicts (constant ≠ 0) the required equalities already there.
            guard Row.nearZero(row.constant) else {
                nextSymbolID = firstNewID
                throw .unsatisfiableConstraint(constraint)
            }
            subject = tag.marker
        }

        if !errors.isEmpty {
            objectiveTolerance = max(objectiveTolerance, 1e-12 * constraint.strength.value)
        }
        if let subject {
            for error in errors { objective.insert(error, constraint.strength.value) }
            row.solve(for: subject)
            if subject.id < firstNewID {
                substitute(subject, row)
            } else {
                // A symbol made for this constraint is in no other row yet (only the objective
                // may hold it, as one of the errors just added): nothing else to rewrite.
                objective.substitute(subject, row)
            }
            table.insert(row, for: subject)
        } else {
            // No variable to solve for: phase 1 finds out whether the constraint can hold at all.
            // Only required constraints come here (the others always have an error symbol to
            // solve for), and a failed phase 1 leaves pivots behind, so restore a copy.
            let savedTable = table, savedObjective = objective
            func restore() {
                table = savedTable
                objective = savedObjective
                artificial = nil
                infeasibleRows.removeAll()
                nextSymbolID = firstNewID
            }
            for error in errors { objective.insert(error, constraint.strength.value) }
            let satisfiable: Bool
            do {
                satisfiable = try addWithArtificialVariable(row)
            } catch {
                restore()
                throw .internalError("\(error.detail) while adding \(constraint); it was not added")
            }
            guard satisfiable else {
                restore()
                throw .unsatisfiableConstraint(constraint)
            }
        }

        for (symbol, variable) in newVariables {
            variables[ObjectIdentifier(variable)] = VariableEntry(symbol: symbol, references: 0)
            variableOrder.append((symbol, variable))
            table.touch(symbol)
        }
        for term in constraint.expression.terms {
            variables[ObjectIdentifier(term.variable)]?.references += 1
        }
        let entry = ConstraintEntry(constraint: constraint, tag: tag)
        constraints[key] = entry

        do {
            try optimize(.main)
        } catch {
            try? remove(entry)
            throw .internalError("\(error.detail) while adding \(constraint); it was removed again")
        }
    }

    /// Removes a constraint and re-optimises (Cassowary §2.6). Throws
    /// ``LayoutError/unknownConstraint(_:)`` if it is not in the solver.
    public func removeConstraint(_ constraint: Constraint) throws(LayoutError) {
        guard let entry = constraints[ObjectIdentifier(constraint)] else {
            throw .unknownConstraint(constraint)
        }
        do {
            try remove(entry)
        } catch {
            throw .internalError("\(error.detail) while removing \(constraint)")
        }
    }

    /// True if this constraint object is in the solver.
    public func hasConstraint(_ constraint: Constraint) -> Bool {
        constraints[ObjectIdentifier(constraint)] != nil
    }

    /// Puts `replacement` in the place of `constraint`. When the two differ only in their
    /// expression's constant (a layout constraint's `constant` changed), the tableau is shifted
    /// as for a suggested value and re-solved with the dual simplex (Cassowary §2.4): no row is
    /// built, and the solution moves on from where it was. Otherwise, or when the new constant
    /// contradicts the required constraints, this is ``removeConstraint(_:)`` then
    /// ``addConstraint(_:)``, with their errors (`constraint` is then out of the solver).
    public func replaceConstraint(_ constraint: Constraint, with replacement: Constraint) throws(LayoutError) {
        let key = ObjectIdentifier(constraint)
        guard let entry = constraints[key] else { throw .unknownConstraint(constraint) }
        guard replacement === constraint || constraints[ObjectIdentifier(replacement)] == nil else {
            throw .duplicateConstraint(replacement)
        }
        // Beyond ±10⁹ it goes the long way: a shift by such a change cancels the digits of the
        // ordinary values in the rows it passes through (50 → 1e308 → 70 came back as 0).
        let old = constraint.expression.constant, new = replacement.expression.constant
        if replacement.expression.isFinite, abs(old) < 1e9, abs(new) < 1e9,
            Self.differOnlyInConstant(constraint, replacement),
            changeConstant(of: entry.tag, by: new - old, required: constraint.strength.isRequired)
        {
            constraints[key] = nil
            constraints[ObjectIdentifier(replacement)] = ConstraintEntry(constraint: replacement, tag: entry.tag)
            return
        }
        try removeConstraint(constraint)
        try addConstraint(replacement)
    }

    static func differOnlyInConstant(_ a: Constraint, _ b: Constraint) -> Bool {
        guard a.relation == b.relation, a.strength.value == b.strength.value,
            a.expression.terms.count == b.expression.terms.count
        else { return false }
        return zip(a.expression.terms, b.expression.terms).allSatisfy {
            $0.variable === $1.variable && $0.coefficient == $1.coefficient
        }
    }

    /// Moves the constant of the constraint tagged `tag` by `change` and re-solves; false, with
    /// the tableau as it was, when the required constraints cannot hold with the new constant.
    func changeConstant(of tag: Tag, by change: Double, required: Bool) -> Bool {
        guard change != 0 else { return true }
        let mark = table.touchMark
        shift(tag, byConstant: change)
        // A required equality implied by others keeps its dummy basic at 0: moved off 0, the
        // equalities contradict each other. The dual simplex finding no pivot is a required
        // inequality that cannot hold.
        func contradicted() -> Bool { required && table.hasDummyOffZero(touchedSince: mark) }
        if !contradicted(), (try? dualOptimize()) != nil, !contradicted() { return true }
        infeasibleRows.removeAll()
        shift(tag, byConstant: -change)
        try? dualOptimize()
        return false
    }

    /// The tableau of the constraint tagged `tag` with its constant moved by `change`: the same
    /// constraint with its marker m renamed m + change/a (a, the marker's coefficient in the
    /// constraint's row). So the marker's row, if basic, moves by −change/a; else the other
    /// error symbol's row, if basic, by −change/b; else every row mentioning the marker moves by
    /// its coefficient × change/a. Restricted rows that went negative are noted for the dual
    /// simplex. (kiwi's `suggestValue`, for any constraint.)
    func shift(_ tag: Tag, byConstant change: Double) {
        if let index = table.index(of: tag.marker) {
            if table.addToConstant(at: index, -change / tag.markerCoefficient) < 0, tag.marker.isRestricted {
                infeasibleRows.append(tag.marker)
            }
        } else if let other = tag.other, let index = table.index(of: other) {
            if table.addToConstant(at: index, -change / tag.otherCoefficient) < 0 { infeasibleRows.append(other) }
        } else {
            table.shiftConstants(
                mentioning: tag.marker, by: change / tag.markerCoefficient, infeasible: &infeasibleRows)
        }
    }

    /// The required equalities in the solver that `constraint`, a required equality, contradicts:
    /// a smallest set (no member can be dropped) that cannot hold together with it. Nil when it
    /// holds with them, or when it is not a required equality whose failure lies among them alone
    /// (an inequality takes part; trying subsets is then the only way to tell).
    ///
    /// Why the set is minimal: substituted into the tableau, `constraint` reads c + Σ aᵢ·dᵢ over
    /// non-basic dummies dᵢ, the markers of required equalities eᵢ, with c ≠ 0. Each eᵢ equals its
    /// free marker, so the eᵢ are linearly independent, and `constraint` is c away from the one
    /// combination Σ aᵢ·eᵢ: every member is needed, and without any one the rest are independent
    /// equalities, which always have a solution. One pass over the constraint's terms, where
    /// asking a fresh solver about each member costs a solve each (Docs/Constraints.md §1).
    public func contradictedEqualities(_ constraint: Constraint) -> [Constraint]? {
        guard constraint.strength.isRequired, constraint.relation == .equal, constraint.expression.isFinite else {
            return nil
        }
        var row = Row(constant: constraint.expression.constant)
        for term in constraint.expression.terms where !Row.nearZero(term.coefficient) {
            // A variable the solver has never seen can take any value: the constraint holds.
            guard let entry = variables[ObjectIdentifier(term.variable)] else { return nil }
            if let index = table.index(of: entry.symbol) {
                row.insert(table.rows[index], term.coefficient)
            } else {
                row.insert(entry.symbol, term.coefficient)
            }
        }
        guard row.hasOnlyDummies, !Row.nearZero(row.constant) else { return nil }
        let markers = Set(row.cells.map(\.symbol))
        return constraints.values.filter { markers.contains($0.tag.marker) }.sorted { $0.tag.marker < $1.tag.marker }
            .map(\.constraint)
    }

    // MARK: Edit variables

    /// Makes `variable` an edit variable: a hidden constraint `variable == suggested value` at
    /// `strength`, moved with ``suggestValue(_:_:)``. Its first suggested value is `value`.
    /// Starting at the value it will be given saves a suggestion, which costs a pass over every
    /// row while the edit's error symbols are not basic (a table of n rows that suggests each
    /// row's label size as it is built would be O(n²)).
    ///
    /// Throws ``LayoutError/duplicateEditVariable(_:)`` if it already is one, and
    /// ``LayoutError/requiredEditStrength(_:)`` for ``Strength/required`` (use
    /// ``Strength/almostRequired`` for an edit that beats everything but required constraints).
    public func addEditVariable(_ variable: Variable, strength: Strength, value: Double = 0) throws(LayoutError) {
        let key = ObjectIdentifier(variable)
        guard edits[key] == nil else { throw .duplicateEditVariable(variable) }
        guard !strength.isRequired else { throw .requiredEditStrength(variable) }
        guard value.isFinite else { throw .nonFiniteSuggestedValue(variable, value) }
        let constraint = Constraint(variable - value, .equal, strength: strength, label: "edit")
        try addConstraint(constraint)
        guard let tag = constraints[ObjectIdentifier(constraint)]?.tag else {
            throw .internalError("the edit constraint of \(variable) is missing after adding it")
        }
        edits[key] = EditEntry(constraint: constraint, tag: tag, constant: value)
    }

    /// Stops editing `variable` and removes its edit constraint. Throws
    /// ``LayoutError/unknownEditVariable(_:)`` if it is not an edit variable.
    public func removeEditVariable(_ variable: Variable) throws(LayoutError) {
        guard let entry = edits.removeValue(forKey: ObjectIdentifier(variable)) else {
            throw .unknownEditVariable(variable)
        }
        try removeConstraint(entry.constraint)
    }

    /// True if `variable` is an edit variable of this solver.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        edits[ObjectIdentifier(variable)] != nil
    }

    /// Moves an edit variable towards `value` and re-solves incrementally with the dual simplex
    /// (Cassowary §2.4): the constants of the rows that mention the edit's error symbols shift by
    /// the change, and only rows that became infeasible are pivoted.
    ///
    /// Throws ``LayoutError/unknownEditVariable(_:)`` if `variable` is not an edit variable, and
    /// ``LayoutError/nonFiniteSuggestedValue(_:_:)`` for NaN or ±∞ (ignored).
    public func suggestValue(_ variable: Variable, _ value: Double) throws(LayoutError) {
        let key = ObjectIdentifier(variable)
        guard let entry = edits[key] else { throw .unknownEditVariable(variable) }
        guard value.isFinite else { throw .nonFiniteSuggestedValue(variable, value) }

        // The edit constraint is `v − value`: a new value moves its constant by −delta. The
        // value it has already (a view's bounds origin suggested 0 as its edit is added) changes
        // nothing.
        let delta = value - entry.constant
        guard delta != 0 else { return }
        edits[key]?.constant = value
        shift(entry.tag, byConstant: -delta)
        do {
            try dualOptimize()
        } catch {
            throw .internalError("\(error.detail) while suggesting \(value) for \(variable)")
        }
    }

    // MARK: Results

    /// Copies the solution into ``Variable/value`` of every variable the constraints mention:
    /// the constant of its row if it is basic, otherwise 0. Returns the variables whose value
    /// changed, in creation order.
    @discardableResult
    public func updateVariables() -> [Variable] {
        var changed: [Variable] = []
        func copy(_ value: Double, to variable: Variable) {
            let new = value + 0  // + 0 turns −0 into 0
            if variable.value != new {
                variable.value = new
                changed.append(variable)
            }
        }
        if var touched = table.takeTouched() {
            // Only the rows that changed since the last copy: a drag step's few, not every row.
            touched.sort()
            var previous: Symbol?
            for symbol in touched where symbol.isExternal && symbol != previous {
                previous = symbol
                guard let position = variableOrderIndex(of: symbol) else { continue }
                copy(table.index(of: symbol).map { table.rows[$0].constant } ?? 0, to: variableOrder[position].variable)
            }
            return changed
        }
        // Both lists are sorted by symbol id: one merge pass instead of a lookup per variable.
        let symbols = table.symbols, rows = table.rows
        var index = 0
        for (symbol, variable) in variableOrder {
            while index < symbols.count, symbols[index] < symbol { index += 1 }
            copy(index < symbols.count && symbols[index] == symbol ? rows[index].constant : 0, to: variable)
        }
        return changed
    }

    /// Removes every constraint and edit variable. Variable values are left as they are.
    public func reset() {
        constraints.removeAll()
        variables.removeAll()
        variableOrder.removeAll()
        edits.removeAll()
        table.removeAll()
        objective = Row()
        artificial = nil
        infeasibleRows.removeAll()
        nextSymbolID = 1
        objectiveTolerance = 1e-8
    }

    /// Sizes of the internal structures (tests check that removing everything leaves nothing).
    var counts: (rows: Int, variables: Int, constraints: Int, objectiveCells: Int) {
        (table.count, variables.count, constraints.count, objective.cells.count)
    }
}

extension LayoutError {
    /// The message of an internal error, or the description of another case.
    var detail: String {
        if case let .internalError(detail) = self { return detail }
        return description
    }
}
