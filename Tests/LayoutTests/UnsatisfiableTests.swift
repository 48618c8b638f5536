import XCTest

@testable import Layout

final class UnsatisfiableTests: XCTestCase {
    func testConflictingRequiredEqualityIsRejected() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addConstraint(x == 10)
        try solver.addConstraint(y == x + 5)
        let conflict = (y == 20).labeled("too far")
        XCTAssertThrowsError(try solver.addConstraint(conflict)) { error in
            XCTAssertEqual(error as? LayoutError, .unsatisfiableConstraint(conflict))
            XCTAssertTrue(
                "\(error)".hasPrefix("Unsatisfiable constraint too far: y == 20 (required): it conflicts"), "\(error)")
        }
        XCTAssertFalse(solver.hasConstraint(conflict))
        // A redundant but consistent required equality is accepted.
        try solver.addConstraint(y == 15)
        solver.updateVariables()
        XCTAssertEqual(x.value, 10)
        XCTAssertEqual(y.value, 15)
    }

    func testConflictingRequiredInequalityIsRejected() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(x >= 10)
        let conflict = x <= 5
        XCTAssertThrowsError(try solver.addConstraint(conflict)) { error in
            XCTAssertEqual(error as? LayoutError, .unsatisfiableConstraint(conflict))
        }
        try solver.addConstraint(x <= 12)
        try solver.addConstraint((x == 100).withStrength(.strong))
        solver.updateVariables()
        XCTAssertEqual(x.value, 12)
    }

    /// A rejected constraint leaves no trace: the solver answers every later call exactly as a
    /// solver that never saw it (same values, bit for bit), even when the rejection needed phase-1
    /// pivots through several rows.
    func testRejectionLeavesTheSolverUnchanged() throws {
        func build() throws -> (Solver, [Variable]) {
            let solver = Solver()
            let a = Variable("a"), b = Variable("b"), c = Variable("c"), d = Variable("d")
            try solver.addConstraint(a >= 0)
            try solver.addConstraint(b >= a + 10)
            try solver.addConstraint(c >= b + 10)
            try solver.addConstraint(d == (a + c) / 2)
            try solver.addConstraint(c <= 300)
            try solver.addConstraint((a == 5).withStrength(.weak))
            try solver.addConstraint((c == 250).withStrength(.medium))
            try solver.addEditVariable(b, strength: .strong)
            return (solver, [a, b, c, d])
        }
        let (reference, referenceVariables) = try build()
        let (solver, variables) = try build()
        let b = variables[1], c = variables[2]
        try solver.suggestValue(b, 120)
        try reference.suggestValue(referenceVariables[1], 120)

        let rejected: [Constraint] = [c <= b, c + b == 10, variables[0] >= 400, (c - variables[3]) * 2 <= -300]
        for constraint in rejected {
            XCTAssertThrowsError(try solver.addConstraint(constraint)) { error in
                XCTAssertEqual(error as? LayoutError, .unsatisfiableConstraint(constraint), "\(constraint)")
            }
            XCTAssertFalse(solver.hasConstraint(constraint))
        }
        let counts = solver.counts, referenceCounts = reference.counts
        XCTAssertEqual(counts.rows, referenceCounts.rows)
        XCTAssertEqual(counts.variables, referenceCounts.variables)
        XCTAssertEqual(counts.objectiveCells, referenceCounts.objectiveCells)

        for value in [120.0, 500, -40, 33.25, 130] {
            try solver.suggestValue(b, value)
            try reference.suggestValue(referenceVariables[1], value)
            solver.updateVariables()
            reference.updateVariables()
            XCTAssertEqual(variables.map(\.value), referenceVariables.map(\.value), "at b = \(value)")
        }
        let extra = variables[3] <= 100
        try solver.addConstraint(extra)
        try reference.addConstraint(referenceVariables[3] <= 100)
        solver.updateVariables()
        reference.updateVariables()
        XCTAssertEqual(variables.map(\.value), referenceVariables.map(\.value))
    }

    func testConstraintsWithoutVariables() throws {
        let solver = Solver()
        let x = Variable("x")
        let false1 = x - x == 5, false2 = x - x >= 5
        XCTAssertThrowsError(try solver.addConstraint(false1)) { error in
            XCTAssertEqual(error as? LayoutError, .unsatisfiableConstraint(false1))
        }
        XCTAssertThrowsError(try solver.addConstraint(false2)) { error in
            XCTAssertEqual(error as? LayoutError, .unsatisfiableConstraint(false2))
        }
        XCTAssertNoThrow(try solver.addConstraint(x - x <= 5))
        XCTAssertNoThrow(try solver.addConstraint(x - x == 0))
        XCTAssertEqual(solver.counts.variables, 0)
    }

    func testNonRequiredConflictsNeverThrow() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(x == 10)
        XCTAssertNoThrow(try solver.addConstraint((x == 20).withStrength(.almostRequired)))
        XCTAssertNoThrow(try solver.addConstraint((x >= 30).withStrength(.weak)))
        solver.updateVariables()
        XCTAssertEqual(x.value, 10)
    }
}
