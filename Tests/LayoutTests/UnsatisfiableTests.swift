import Testing

@testable import Layout

@Suite struct UnsatisfiableTests {
    @Test func aConflictingRequiredEqualityIsRejected() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addConstraint(x == 10)
        try solver.addConstraint(y == x + 5)
        let conflict = (y == 20).labeled("too far")
        let error = #expect(throws: LayoutError.unsatisfiableConstraint(conflict)) {
            try solver.addConstraint(conflict)
        }
        if let error {
            #expect(
                "\(error)".hasPrefix("Unsatisfiable constraint too far: y == 20 (required): it conflicts"), "\(error)")
        }
        #expect(!solver.hasConstraint(conflict))
        // A redundant but consistent required equality is accepted.
        try solver.addConstraint(y == 15)
        solver.updateVariables()
        #expect(x.value == 10)
        #expect(y.value == 15)
    }

    @Test func aConflictingRequiredInequalityIsRejected() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(x >= 10)
        let conflict = x <= 5
        #expect(throws: LayoutError.unsatisfiableConstraint(conflict)) { try solver.addConstraint(conflict) }
        try solver.addConstraint(x <= 12)
        try solver.addConstraint((x == 100).withStrength(.strong))
        solver.updateVariables()
        #expect(x.value == 12)
    }

    /// A rejected constraint leaves no trace: the solver answers every later call exactly as a
    /// solver that never saw it (same values, bit for bit), even when the rejection needed phase-1
    /// pivots through several rows.
    @Test func aRejectionLeavesTheSolverUnchanged() throws {
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
            #expect(throws: LayoutError.unsatisfiableConstraint(constraint), "\(constraint)") {
                try solver.addConstraint(constraint)
            }
            #expect(!solver.hasConstraint(constraint))
        }
        let counts = solver.counts, referenceCounts = reference.counts
        #expect(counts.rows == referenceCounts.rows)
        #expect(counts.variables == referenceCounts.variables)
        #expect(counts.objectiveCells == referenceCounts.objectiveCells)

        for value in [120.0, 500, -40, 33.25, 130] {
            try solver.suggestValue(b, value)
            try reference.suggestValue(referenceVariables[1], value)
            solver.updateVariables()
            reference.updateVariables()
            #expect(variables.map(\.value) == referenceVariables.map(\.value), "at b = \(value)")
        }
        let extra = variables[3] <= 100
        try solver.addConstraint(extra)
        try reference.addConstraint(referenceVariables[3] <= 100)
        solver.updateVariables()
        reference.updateVariables()
        #expect(variables.map(\.value) == referenceVariables.map(\.value))
    }

    @Test func constraintsWithoutVariablesAreRefusedOnlyWhenFalse() throws {
        let solver = Solver()
        let x = Variable("x")
        let false1 = x - x == 5, false2 = x - x >= 5
        #expect(throws: LayoutError.unsatisfiableConstraint(false1)) { try solver.addConstraint(false1) }
        #expect(throws: LayoutError.unsatisfiableConstraint(false2)) { try solver.addConstraint(false2) }
        #expect(throws: Never.self) { try solver.addConstraint(x - x <= 5) }
        #expect(throws: Never.self) { try solver.addConstraint(x - x == 0) }
        #expect(solver.counts.variables == 0)
    }

    @Test func nonRequiredConflictsNeverThrow() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(x == 10)
        #expect(throws: Never.self) { try solver.addConstraint((x == 20).withStrength(.almostRequired)) }
        #expect(throws: Never.self) { try solver.addConstraint((x >= 30).withStrength(.weak)) }
        solver.updateVariables()
        #expect(x.value == 10)
    }
}
