import Testing

@testable import Layout

@Suite struct SolverTests {
    @Test func equalitiesChainThrough() throws {
        let solver = Solver()
        let left = Variable("left"), width = Variable("width"), right = Variable("right")
        try solver.addConstraint(left == 20)
        try solver.addConstraint(width == 100)
        try solver.addConstraint(left + width == right)
        solver.updateVariables()
        #expect(left.value == 20)
        #expect(width.value == 100)
        #expect(right.value == 120)
    }

    @Test func aMidpointAndOneEdgeGiveTheOtherEdge() throws {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b"), middle = Variable("middle")
        try solver.addConstraint((a + b) / 2 == middle)
        try solver.addConstraint(a == 10)
        try solver.addConstraint(middle == 25)
        solver.updateVariables()
        #expect(abs(b.value - 40) <= 1e-9)
    }

    @Test func inequalitiesBoundAWeakPreference() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(x >= 10)
        try solver.addConstraint(x <= 20)
        let wantsZero = (x == 0).withStrength(.weak)
        try solver.addConstraint(wantsZero)
        solver.updateVariables()
        #expect(x.value == 10)
        try solver.removeConstraint(wantsZero)
        try solver.addConstraint((x == 100).withStrength(.weak))
        solver.updateVariables()
        #expect(x.value == 20)
        try solver.addConstraint((x == 15).withStrength(.weak))
        solver.updateVariables()
        // Two weak pulls to 100 and 15 inside 10…20: any x in 15…20 costs 85; the solver is at a vertex.
        #expect([15.0, 20.0].contains(x.value), "\(x.value)")
    }

    @Test func aScaledInequalityBoundsAStrongPreference() throws {
        let solver = Solver()
        let w = Variable("w"), width = Variable("width")
        try solver.addConstraint(width == 300)
        try solver.addConstraint(2 * w <= width - 20)
        try solver.addConstraint((w == 1000).withStrength(.strong))
        solver.updateVariables()
        #expect(abs(w.value - 140) <= 1e-9)
    }

    @Test func theStrongerStrengthWins() throws {
        let solver = Solver()
        let x = Variable("x")
        let weak = (x == 10).withStrength(.weak)
        let medium = (x == 20).withStrength(.medium)
        let strong = (x == 30).withStrength(.strong)
        let required = x == 40
        // Added weakest-first and strongest-first: the order must not matter.
        for order in [[weak, medium, strong], [strong, medium, weak]] {
            solver.reset()
            for constraint in order { try solver.addConstraint(constraint) }
            solver.updateVariables()
            #expect(x.value == 30)
        }
        try solver.addConstraint(required)
        solver.updateVariables()
        #expect(x.value == 40)
        try solver.removeConstraint(required)
        try solver.removeConstraint(strong)
        solver.updateVariables()
        #expect(x.value == 20)
        try solver.removeConstraint(medium)
        solver.updateVariables()
        #expect(x.value == 10)
    }

    @Test func theHeavierWeightWinsWithinALevel() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint((x == 0).withStrength(.create(0, 0, 2)))
        try solver.addConstraint((x == 100).withStrength(.create(0, 0, 3)))
        solver.updateVariables()
        #expect(x.value == 100)
    }

    /// Strengths are one fused number (Docs/Constraints.md §1), not lexicographic as in the Cassowary paper:
    /// 1001 weak errors of 1 cost more than one medium error of 1, 999 cost less.
    @Test func manyWeakConstraintsOutweighOneMedium() throws {
        for (weakCount, expected) in [(999, 0.0), (1001, 1.0)] {
            let solver = Solver()
            let x = Variable("x")
            try solver.addConstraint((x == 0).withStrength(.medium))
            for _ in 0..<weakCount {
                try solver.addConstraint((x == 1).withStrength(.weak))
            }
            solver.updateVariables()
            #expect(x.value == expected, "\(weakCount) weak constraints against one medium")
        }
    }

    /// The solver keeps variables it has already placed where they are when a new constraint
    /// introduces a variable: it solves for the new one. Pins the documented subject choice.
    @Test func underdeterminedSystemsAreSolvedForNewVariables() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        try solver.addConstraint(x + y == 10)
        solver.updateVariables()
        #expect(x.value == 10)
        #expect(y.value == 0)
        try solver.addConstraint(z == y + 5)
        solver.updateVariables()
        #expect(x.value == 10)
        #expect(y.value == 0)
        #expect(z.value == 5)
    }

    @Test func resetForgetsEverything() throws {
        let solver = Solver()
        let x = Variable("x")
        let c = x == 5
        try solver.addConstraint(c)
        try solver.addEditVariable(x, strength: .strong)
        solver.reset()
        #expect(!solver.hasConstraint(c))
        #expect(!solver.hasEditVariable(x))
        #expect(solver.counts.rows == 0)
        try solver.addConstraint(c)
        try solver.addEditVariable(x, strength: .strong)
        solver.updateVariables()
        #expect(x.value == 5)
    }

    @Test func nonFiniteInputIsRejected() throws {
        let solver = Solver()
        let x = Variable("x")
        let divided = x / 0 == 1
        #expect(throws: LayoutError.nonFiniteConstraint(divided)) { try solver.addConstraint(divided) }
        #expect(!solver.hasConstraint(divided))
        let nan = x == .nan
        #expect(throws: (any Error).self) { try solver.addConstraint(nan) }
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(x, 7)
        #expect(throws: LayoutError.nonFiniteSuggestedValue(x, .infinity)) { try solver.suggestValue(x, .infinity) }
        solver.updateVariables()
        #expect(x.value == 7)
    }

    @Test func updateVariablesWritesPositiveZero() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addConstraint(x == -y)
        try solver.addConstraint(y == 0)
        solver.updateVariables()
        #expect(x.value.sign == .plus)
        #expect(y.value.sign == .plus)
    }
}
