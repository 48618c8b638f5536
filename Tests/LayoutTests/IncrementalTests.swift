import Testing

@testable import Layout

@Suite struct IncrementalTests {
    @Test func removingAConstraintRestoresThePreviousSolution() throws {
        let solver = Solver()
        let left = Variable("left"), right = Variable("right"), width = Variable("width")
        try solver.addConstraint(left >= 0)
        try solver.addConstraint(right <= 500)
        try solver.addConstraint(right == left + width)
        try solver.addConstraint((width == 200).withStrength(.strong))
        try solver.addConstraint((left == 100).withStrength(.medium))
        solver.updateVariables()
        let before = [left.value, right.value, width.value]
        #expect(before == [100, 300, 200])

        let squeeze = right <= 250
        try solver.addConstraint(squeeze)
        solver.updateVariables()
        #expect([left.value, right.value, width.value] == [50, 250, 200])
        let narrow = width <= 100
        try solver.addConstraint(narrow)
        solver.updateVariables()
        #expect([left.value, right.value, width.value] == [100, 200, 100])

        try solver.removeConstraint(squeeze)
        try solver.removeConstraint(narrow)
        solver.updateVariables()
        #expect(abs(left.value - before[0]) <= 1e-9)
        #expect(abs(right.value - before[1]) <= 1e-9)
        #expect(abs(width.value - before[2]) <= 1e-9)
    }

    @Test func removingAnUnknownConstraintThrows() throws {
        let solver = Solver()
        let x = Variable("x")
        let never = x == 1
        let error = #expect(throws: LayoutError.unknownConstraint(never)) { try solver.removeConstraint(never) }
        if let error {
            #expect("\(error)".hasPrefix("Unknown constraint x == 1 (required)"), "\(error)")
        }
        let once = x == 2
        try solver.addConstraint(once)
        try solver.removeConstraint(once)
        #expect(throws: LayoutError.unknownConstraint(once)) { try solver.removeConstraint(once) }
    }

    @Test func theSameObjectTwiceIsADuplicateButAnEqualNewObjectIsAccepted() throws {
        let solver = Solver()
        let x = Variable("x")
        for make in [{ x == 10 }, { x >= 0 }, { (x == 3).withStrength(.weak) }, { (x <= 50).withStrength(.strong) }] {
            let constraint = make()
            try solver.addConstraint(constraint)
            #expect(throws: LayoutError.duplicateConstraint(constraint)) { try solver.addConstraint(constraint) }
            let twin = make()
            #expect(throws: Never.self) { try solver.addConstraint(twin) }
            #expect(solver.hasConstraint(constraint) && solver.hasConstraint(twin))
        }
        solver.updateVariables()
        #expect(x.value == 10)
    }

    @Test func removingEverythingEmptiesTheTableau() throws {
        let solver = Solver()
        let xs = (0..<20).map { Variable("x\($0)") }
        var constraints: [Constraint] = [xs[0] == 0]
        for i in 1..<xs.count {
            constraints.append(xs[i] >= xs[i - 1] + 5)
            constraints.append((xs[i] == Double(i) * 3).withStrength(.weak))
        }
        constraints.append(xs[xs.count - 1] <= 200)
        for constraint in constraints { try solver.addConstraint(constraint) }
        try solver.addEditVariable(xs[3], strength: .strong)
        try solver.suggestValue(xs[3], 40)
        solver.updateVariables()
        #expect(abs(xs[3].value - 40) <= 1e-9)
        #expect(abs(xs[4].value - 45) <= 1e-9)

        // Remove in an order unlike the order of adding.
        for constraint in constraints.enumerated().sorted(by: { ($0.offset * 7) % 41 < ($1.offset * 7) % 41 }) {
            try solver.removeConstraint(constraint.element)
        }
        try solver.removeEditVariable(xs[3])
        let counts = solver.counts
        #expect(counts.rows == 0)
        #expect(counts.variables == 0)
        #expect(counts.constraints == 0)
        #expect(counts.objectiveCells == 0)
    }
}
