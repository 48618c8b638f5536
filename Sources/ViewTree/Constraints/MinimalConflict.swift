import Layout

/// A minimal set of constraints that cannot hold together with one more (no member can be
/// dropped and the set still conflict), found with QuickXplain (U. Junker, "QUICKXPLAIN:
/// Preferred Explanations and Relaxations for Over-Constrained Problems", AAAI 2004, Fig. 1).
///
/// QuickXplain splits the candidates in halves and asks a fresh solver whether a half, with what
/// is already known to belong, is solvable: about 2k·log₂(n/k) questions for a conflict of k
/// among n candidates, each over a part of them. The deletion filter it replaces asked n
/// questions over nearly all n, each rebuilding a solver of n rows: a small conflict hanging
/// off a 200-view chain took 201 questions, now 17. A conflict that spans the whole chain still
/// needs every member confirmed (k = n): about twice the deletion filter's questions, over
/// smaller parts; so where only required equalities take part, `LayoutEngine` reads the conflict
/// off the solver's tableau instead (`Solver.contradictedEqualities`) and asks nothing. Of several minimal conflicts it prefers the one whose members come earliest in
/// `candidates`.
enum MinimalConflict {
    /// Indices into `candidates` (ascending) of a minimal set that together with `broken` has no
    /// solution; empty if all of them together with `broken` can be satisfied.
    /// - Parameter isSolvable: the question asked of each part (a fresh solver's; tests count them).
    static func find(
        among candidates: [Layout.Constraint], with broken: Layout.Constraint,
        isSolvable: ([Layout.Constraint]) -> Bool = isSolvable
    ) -> [Int] {
        if isSolvable([broken] + candidates) { return [] }
        // Δ = B at the top (Junker's QUICKXPLAIN): `broken` alone may be what cannot hold.
        return explain(
            background: [broken], backgroundChanged: true, candidates: Array(candidates.indices), in: candidates,
            isSolvable
        ).sorted()
    }

    /// Junker's QUICKXPLAIN(B, Δ, C): a minimal subset of `candidates` that conflicts with
    /// `background`, given that `background` with all of `candidates` conflicts.
    private static func explain(
        background: [Layout.Constraint], backgroundChanged: Bool, candidates: [Int],
        in constraints: [Layout.Constraint], _ isSolvable: ([Layout.Constraint]) -> Bool
    ) -> [Int] {
        if backgroundChanged, !isSolvable(background) { return [] }
        if candidates.count == 1 { return candidates }
        let half = candidates.count / 2
        let first = Array(candidates[..<half]), second = Array(candidates[half...])
        let fromSecond = explain(
            background: background + first.map { constraints[$0] }, backgroundChanged: true,
            candidates: second, in: constraints, isSolvable)
        let fromFirst = explain(
            background: background + fromSecond.map { constraints[$0] }, backgroundChanged: !fromSecond.isEmpty,
            candidates: first, in: constraints, isSolvable)
        return fromFirst + fromSecond
    }

    /// Whether a fresh solver takes every one of `constraints`.
    static func isSolvable(_ constraints: [Layout.Constraint]) -> Bool {
        let trial = Solver()
        for constraint in constraints {
            do { try trial.addConstraint(constraint) } catch { return false }
        }
        return true
    }
}
