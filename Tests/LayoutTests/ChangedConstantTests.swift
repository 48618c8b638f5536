import Testing

@testable import Layout

/// `Solver.replaceConstraint` with a constraint that differs only in its constant: the tableau is
/// shifted in place (Cassowary §2.4) instead of the constraint being removed and added again.
/// It must reach the same optimum as a solver built afresh, and refuse what remove-then-add
/// refuses.
@Suite struct ChangedConstantTests {
    @Test func aChangedConstantMovesWhatDependsOnIt() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        var pin = x == 10
        try solver.addConstraint(pin)
        try solver.addConstraint(y == x + 5)
        try solver.addConstraint(z >= y)
        try solver.addConstraint((z == 0).withStrength(.weak))
        for target in [20.0, -3, 10, 1e6, 0.25] {
            let moved = x == target
            try solver.replaceConstraint(pin, with: moved)
            pin = moved
            solver.updateVariables()
            #expect(x.value == target && y.value == target + 5 && z.value == max(0, target + 5))
            #expect(solver.hasConstraint(moved) && solver.hasConstraint(pin))
        }
        // Replacing a constraint that is not there, or with one that is, is misuse.
        #expect(throws: LayoutError.self) { try solver.replaceConstraint(x == 1, with: x == 2) }
        let other = y >= -100
        try solver.addConstraint(other)
        #expect(throws: LayoutError.self) { try solver.replaceConstraint(pin, with: other) }
    }

    /// A constant that contradicts the required constraints is refused as `addConstraint` refuses
    /// it: the old constraint is out, the new one not in, and the rest is solved as before.
    @Test func aContradictingConstantIsRefusedAndTheRestHolds() throws {
        // Equalities: y == 10 is implied by x == 10 and y == x (its dummy stays basic at 0).
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addConstraint(x == 10)
        try solver.addConstraint(y == x)
        let implied = y == 10
        try solver.addConstraint(implied)
        #expect(throws: LayoutError.self) { try solver.replaceConstraint(implied, with: y == 20) }
        #expect(!solver.hasConstraint(implied))
        solver.updateVariables()
        #expect(x.value == 10 && y.value == 10)

        // An inequality against an equality.
        let bounded = Solver()
        let w = Variable("w")
        try bounded.addConstraint(w >= 0)
        var pin = w == 40
        try bounded.addConstraint(pin)
        #expect(throws: LayoutError.self) { try bounded.replaceConstraint(pin, with: w == -5) }
        pin = w == 30
        try bounded.addConstraint(pin)
        try bounded.replaceConstraint(pin, with: w == 60)
        bounded.updateVariables()
        #expect(w.value == 60)
    }

    /// Removing a required equality that another one duplicates (`−v − 27 == 0`, then
    /// `−2v − 54 == 0`, whose dummy stays basic) leaves the duplicate holding. The marker used
    /// to be pivoted into the row of the slack of `v0 ≥ 3v + 79`, the ratio test's choice, and
    /// `v` then went to that inequality's bound (−24.67) instead of −27.
    @Test func removingAnEqualityKeepsTheOneThatDuplicatesIt() throws {
        let solver = Solver()
        let v0 = Variable("v0"), v = Variable("v")
        try solver.addConstraint(3 * v0 == 15)
        try solver.addConstraint(v0 >= 3 * v + 79)
        let first = -1 * v - 27 == 0
        try solver.addConstraint(first)
        try solver.addConstraint(-2 * v - 54 == 0)
        try solver.removeConstraint(first)
        solver.updateVariables()
        #expect(v.value == -27)
    }

    /// Random systems around a known solution; each step replaces a random constraint with its
    /// constant moved. Every required constraint still holds, and the optimum (the weighted sum of
    /// what the non-required constraints miss by) is the one a fresh solver finds for the same
    /// constraints; a refusal happens exactly when a fresh solver refuses too.
    @Test func shiftedConstantsReachTheOptimumOfAFreshSolve() throws {
        var rng = SplitMix64(state: 0xC0_57A4_7)
        var replaced = 0, refused = 0
        for _ in 0..<300 {
            let count = Int.random(in: 2...6, using: &rng)
            let variables = (0..<count).map { Variable("v\($0)") }
            let known = variables.map { _ in Double(Int.random(in: -50...50, using: &rng)) }
            var constraints: [Constraint] = []
            for _ in 0..<Int.random(in: 2...(2 * count + 2), using: &rng) {
                let (expression, atKnown) = rng.linearExpression(over: variables, at: known, coefficients: -3...3)
                guard !expression.terms.isEmpty else { continue }
                let strengths: [Strength] = [.required, .required, .weak, .medium, .strong]
                let strength = strengths[Int.random(in: 0..<strengths.count, using: &rng)]
                let relation = [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual][
                    Int.random(in: 0...2, using: &rng)]
                constraints.append(Constraint(expression - atKnown, relation, strength: strength))
            }
            let solver = Solver()
            constraints = constraints.filter { (try? solver.addConstraint($0)) != nil }
            for _ in 0..<8 where !constraints.isEmpty {
                let index = Int.random(in: 0..<constraints.count, using: &rng)
                let old = constraints[index]
                var expression = old.expression
                expression.constant += Double(Int.random(in: -30...30, using: &rng))
                let new = Constraint(expression, old.relation, strength: old.strength)
                var others = constraints
                others.remove(at: index)
                let fresh = Solver()
                for constraint in others { try fresh.addConstraint(constraint) }
                let freshRefuses = (try? fresh.addConstraint(new)) == nil
                do {
                    try solver.replaceConstraint(old, with: new)
                    #expect(!freshRefuses, "\(new) was taken where a fresh solver refuses it")
                    constraints[index] = new
                    replaced += 1
                } catch {
                    #expect(freshRefuses, "\(new) was refused: \(error)")
                    #expect(!solver.hasConstraint(old) && !solver.hasConstraint(new))
                    constraints = others
                    refused += 1
                }
                solver.updateVariables()
                let values = variables.map(\.value)
                for constraint in constraints where constraint.strength.isRequired {
                    #expect(
                        constraint.isSatisfied(tolerance: 1e-6),
                        "\(constraint) at \(values) after \(old) → \(new) in \(constraints)")
                }
                let optimum = Self.cost(of: constraints)
                fresh.updateVariables()
                let freshOptimum = Self.cost(of: constraints)
                #expect(
                    abs(optimum - freshOptimum) <= 1e-6 * max(1, freshOptimum), "\(optimum) vs \(freshOptimum) fresh")
                for (variable, value) in zip(variables, values) { variable.value = value }
            }
        }
        #expect(replaced > 1000 && refused > 20, "replaced \(replaced), refused \(refused)")
    }

    /// Σ strength × how far each non-required constraint misses, at the variables' values.
    private static func cost(of constraints: [Constraint]) -> Double {
        constraints.filter { !$0.strength.isRequired }.reduce(0) { sum, constraint in
            let value = constraint.expression.value
            let miss =
                switch constraint.relation {
                case .equal: abs(value)
                case .lessThanOrEqual: max(0, value)
                case .greaterThanOrEqual: max(0, -value)
                }
            return sum + constraint.strength.value * miss
        }
    }
}
