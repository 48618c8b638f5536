import Foundation
import Testing

@testable import Layout

@Suite struct EditVariableTests {
    @Test func suggestedValuesDragDependents() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addConstraint(y == 2 * x + 10)
        try solver.addEditVariable(x, strength: .strong)
        #expect(solver.hasEditVariable(x))
        for value in [0.0, 5, -12.5, 1000, 3] {
            try solver.suggestValue(x, value)
            solver.updateVariables()
            #expect(x.value == value)
            #expect(y.value == 2 * value + 10)
        }
    }

    /// `value` is one atomic word (Variable.swift): a variable keeps the value it was made with
    /// until an update, and another thread reading while the solver drags sees only whole values
    /// the solver wrote.
    @Test func aValueIsReadWholeFromAnotherThreadDuringADrag() throws {
        let solver = Solver()
        let x = Variable("x", value: -7.25), y = Variable("y", value: 3.5)
        #expect(x.value == -7.25)
        try solver.addConstraint(y == x + 0.5)
        try solver.addEditVariable(x, strength: .strong)
        #expect(y.value == 3.5)

        let steps = 20_000
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var torn = 0
        Thread.detachNewThread {
            for _ in 0..<steps {
                let value = y.value
                // 3.5 before the first update, then k + 0.5 for a step k.
                if value != 3.5, value != value.rounded(.down) + 0.5 || value < 0.5 || value > Double(steps) {
                    torn += 1
                }
            }
            done.signal()
        }
        for step in 0..<steps {
            try solver.suggestValue(x, Double(step))
            solver.updateVariables()
        }
        done.wait()
        #expect(torn == 0)
        #expect(y.value == Double(steps - 1) + 0.5)
    }

    @Test func anEditStopsAtARequiredBarrierAndComesBack() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(x <= 100)
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(x, 150)
        solver.updateVariables()
        #expect(x.value == 100)
        try solver.suggestValue(x, 50)
        solver.updateVariables()
        #expect(x.value == 50)
        try solver.suggestValue(x, 100.5)
        solver.updateVariables()
        #expect(x.value == 100)
    }

    /// The example of the Cassowary paper (§2.4): a midpoint dragged between two points that must
    /// stay 10 apart inside a wall at 100, with weak stays on the points (the right one twice as
    /// sticky, so the solution is unique).
    @Test func aMidpointDraggedAgainstAWallMovesThePointsByTheirStays() throws {
        let solver = Solver()
        let left = Variable("left"), middle = Variable("middle"), right = Variable("right")
        try solver.addConstraint(middle == (left + right) / 2)
        try solver.addConstraint(left + 10 <= right)
        try solver.addConstraint(right <= 100)
        try solver.addConstraint(left >= 0)
        try solver.addConstraint((left == 30).withStrength(.weak))
        try solver.addConstraint((right == 70).withStrength(.create(0, 0, 2)))
        try solver.addEditVariable(middle, strength: .strong)

        let expected: [(Double, Double, Double)] = [
            (50, 30, 70), (60, 50, 70), (95, 90, 100), (99, 90, 100), (50, 30, 70), (2, 0, 10),
        ]
        for (m, l, r) in expected {
            try solver.suggestValue(middle, m)
            solver.updateVariables()
            #expect(abs(left.value - l) <= 1e-9, "left at middle \(m)")
            #expect(abs(right.value - r) <= 1e-9, "right at middle \(m)")
        }
        // Past the wall the edit (strong) gives way to the required constraints.
        #expect(abs(middle.value - 5) <= 1e-9)
    }

    @Test func aRequiredEditStrengthIsRejected() {
        let solver = Solver()
        let x = Variable("x")
        let error = #expect(throws: LayoutError.requiredEditStrength(x)) {
            try solver.addEditVariable(x, strength: .required)
        }
        if let error {
            #expect("\(error)".contains("almostRequired"), "\(error)")
        }
        #expect(!solver.hasEditVariable(x))
        #expect(throws: Never.self) { try solver.addEditVariable(x, strength: .almostRequired) }
    }

    @Test func unknownAndDuplicateEditVariablesAreRejected() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        #expect(throws: LayoutError.unknownEditVariable(x)) { try solver.suggestValue(x, 1) }
        #expect(throws: LayoutError.unknownEditVariable(x)) { try solver.removeEditVariable(x) }
        try solver.addEditVariable(x, strength: .strong)
        #expect(throws: LayoutError.duplicateEditVariable(x)) { try solver.addEditVariable(x, strength: .weak) }
        #expect(throws: LayoutError.unknownEditVariable(y)) { try solver.suggestValue(y, 1) }
        try solver.removeEditVariable(x)
        #expect(!solver.hasEditVariable(x))
        #expect(throws: (any Error).self) { try solver.suggestValue(x, 1) }
    }

    @Test func removingAnEditReleasesTheVariable() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint((x == 10).withStrength(.weak))
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(x, 42)
        solver.updateVariables()
        #expect(x.value == 42)
        try solver.removeEditVariable(x)
        solver.updateVariables()
        #expect(x.value == 10)
        // A new edit starts from 0 again, at its own strength.
        try solver.addEditVariable(x, strength: .create(0, 0, 0.5))
        solver.updateVariables()
        #expect(x.value == 10)
    }

    @Test func theStrongerOfTwoEditsWinsWhereTheyConflict() throws {
        let solver = Solver()
        let left = Variable("left"), right = Variable("right")
        try solver.addConstraint(right >= left + 20)
        try solver.addEditVariable(left, strength: .strong)
        try solver.addEditVariable(right, strength: .medium)
        try solver.suggestValue(left, 100)
        try solver.suggestValue(right, 110)
        solver.updateVariables()
        #expect(left.value == 100)
        #expect(right.value == 120)
        try solver.suggestValue(right, 300)
        solver.updateVariables()
        #expect(left.value == 100)
        #expect(right.value == 300)
    }
}
