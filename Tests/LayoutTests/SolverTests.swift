import XCTest

@testable import Layout

final class SolverTests: XCTestCase {
    func testEqualitiesChainThrough() throws {
        let solver = Solver()
        let left = Variable("left"), width = Variable("width"), right = Variable("right")
        try solver.addConstraint(left == 20)
        try solver.addConstraint(width == 100)
        try solver.addConstraint(left + width == right)
        solver.updateVariables()
        XCTAssertEqual(left.value, 20)
        XCTAssertEqual(width.value, 100)
        XCTAssertEqual(right.value, 120)
    }

    func testMidpointOfTwoEdges() throws {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b"), middle = Variable("middle")
        try solver.addConstraint((a + b) / 2 == middle)
        try solver.addConstraint(a == 10)
        try solver.addConstraint(middle == 25)
        solver.updateVariables()
        XCTAssertEqual(b.value, 40, accuracy: 1e-9)
    }

    func testInequalitiesBoundAWeakPreference() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(x >= 10)
        try solver.addConstraint(x <= 20)
        let wantsZero = (x == 0).withStrength(.weak)
        try solver.addConstraint(wantsZero)
        solver.updateVariables()
        XCTAssertEqual(x.value, 10)
        try solver.removeConstraint(wantsZero)
        try solver.addConstraint((x == 100).withStrength(.weak))
        solver.updateVariables()
        XCTAssertEqual(x.value, 20)
        try solver.addConstraint((x == 15).withStrength(.weak))
        solver.updateVariables()
        // Two weak pulls to 100 and 15 inside 10…20: any x in 15…20 costs 85; the solver is at a vertex.
        XCTAssertTrue([15.0, 20.0].contains(x.value), "\(x.value)")
    }

    func testScaledInequality() throws {
        let solver = Solver()
        let w = Variable("w"), width = Variable("width")
        try solver.addConstraint(width == 300)
        try solver.addConstraint(2 * w <= width - 20)
        try solver.addConstraint((w == 1000).withStrength(.strong))
        solver.updateVariables()
        XCTAssertEqual(w.value, 140, accuracy: 1e-9)
    }

    func testStrongerStrengthWins() throws {
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
            XCTAssertEqual(x.value, 30)
        }
        try solver.addConstraint(required)
        solver.updateVariables()
        XCTAssertEqual(x.value, 40)
        try solver.removeConstraint(required)
        try solver.removeConstraint(strong)
        solver.updateVariables()
        XCTAssertEqual(x.value, 20)
        try solver.removeConstraint(medium)
        solver.updateVariables()
        XCTAssertEqual(x.value, 10)
    }

    func testWeightsWithinALevel() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint((x == 0).withStrength(.create(0, 0, 2)))
        try solver.addConstraint((x == 100).withStrength(.create(0, 0, 3)))
        solver.updateVariables()
        XCTAssertEqual(x.value, 100)
    }

    /// Strengths are one fused number (Docs/Constraints.md §1), not lexicographic as in the Cassowary paper:
    /// 1001 weak errors of 1 cost more than one medium error of 1, 999 cost less.
    func testManyWeakConstraintsOutweighOneMedium() throws {
        for (weakCount, expected) in [(999, 0.0), (1001, 1.0)] {
            let solver = Solver()
            let x = Variable("x")
            try solver.addConstraint((x == 0).withStrength(.medium))
            for _ in 0..<weakCount {
                try solver.addConstraint((x == 1).withStrength(.weak))
            }
            solver.updateVariables()
            XCTAssertEqual(x.value, expected, "\(weakCount) weak constraints against one medium")
        }
    }

    /// The solver keeps variables it has already placed where they are when a new constraint
    /// introduces a variable: it solves for the new one. Pins the documented subject choice.
    func testUnderdeterminedSystemsAreSolvedForNewVariables() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        try solver.addConstraint(x + y == 10)
        solver.updateVariables()
        XCTAssertEqual(x.value, 10)
        XCTAssertEqual(y.value, 0)
        try solver.addConstraint(z == y + 5)
        solver.updateVariables()
        XCTAssertEqual(x.value, 10)
        XCTAssertEqual(y.value, 0)
        XCTAssertEqual(z.value, 5)
    }

    func testResetForgetsEverything() throws {
        let solver = Solver()
        let x = Variable("x")
        let c = x == 5
        try solver.addConstraint(c)
        try solver.addEditVariable(x, strength: .strong)
        solver.reset()
        XCTAssertFalse(solver.hasConstraint(c))
        XCTAssertFalse(solver.hasEditVariable(x))
        XCTAssertEqual(solver.counts.rows, 0)
        try solver.addConstraint(c)
        try solver.addEditVariable(x, strength: .strong)
        solver.updateVariables()
        XCTAssertEqual(x.value, 5)
    }

    func testNonFiniteInputIsRejected() throws {
        let solver = Solver()
        let x = Variable("x")
        let divided = x / 0 == 1
        XCTAssertThrowsError(try solver.addConstraint(divided)) { error in
            XCTAssertEqual(error as? LayoutError, .nonFiniteConstraint(divided))
        }
        XCTAssertFalse(solver.hasConstraint(divided))
        let nan = x == .nan
        XCTAssertThrowsError(try solver.addConstraint(nan))
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(x, 7)
        XCTAssertThrowsError(try solver.suggestValue(x, .infinity)) { error in
            XCTAssertEqual(error as? LayoutError, .nonFiniteSuggestedValue(x, .infinity))
        }
        solver.updateVariables()
        XCTAssertEqual(x.value, 7)
    }

    func testUpdateVariablesWritesPositiveZero() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addConstraint(x == -y)
        try solver.addConstraint(y == 0)
        solver.updateVariables()
        XCTAssertEqual(x.value.sign, .plus)
        XCTAssertEqual(y.value.sign, .plus)
    }
}
