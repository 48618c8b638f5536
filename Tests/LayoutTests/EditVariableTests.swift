import XCTest

@testable import Layout

final class EditVariableTests: XCTestCase {
    func testSuggestedValuesDragDependents() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addConstraint(y == 2 * x + 10)
        try solver.addEditVariable(x, strength: .strong)
        XCTAssertTrue(solver.hasEditVariable(x))
        for value in [0.0, 5, -12.5, 1000, 3] {
            try solver.suggestValue(x, value)
            solver.updateVariables()
            XCTAssertEqual(x.value, value)
            XCTAssertEqual(y.value, 2 * value + 10)
        }
    }

    /// `value` is one atomic word (Variable.swift): a variable keeps the value it was made with
    /// until an update, and another thread reading while the solver drags sees only whole values
    /// the solver wrote.
    func testValueIsReadWholeFromAnotherThreadDuringADrag() throws {
        let solver = Solver()
        let x = Variable("x", value: -7.25), y = Variable("y", value: 3.5)
        XCTAssertEqual(x.value, -7.25)
        try solver.addConstraint(y == x + 0.5)
        try solver.addEditVariable(x, strength: .strong)
        XCTAssertEqual(y.value, 3.5)

        let steps = 20_000
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var torn = 0
        Thread.detachNewThread {
            for _ in 0..<steps {
                let value = y.value
                // 3.5 before the first update, then k + 0.5 for a step k.
                if value != 3.5, value != value.rounded(.down) + 0.5 || value < 0.5 || value > Double(steps) { torn += 1 }
            }
            done.signal()
        }
        for step in 0..<steps {
            try solver.suggestValue(x, Double(step))
            solver.updateVariables()
        }
        done.wait()
        XCTAssertEqual(torn, 0)
        XCTAssertEqual(y.value, Double(steps - 1) + 0.5)
    }

    func testEditStopsAtARequiredBarrierAndComesBack() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(x <= 100)
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(x, 150)
        solver.updateVariables()
        XCTAssertEqual(x.value, 100)
        try solver.suggestValue(x, 50)
        solver.updateVariables()
        XCTAssertEqual(x.value, 50)
        try solver.suggestValue(x, 100.5)
        solver.updateVariables()
        XCTAssertEqual(x.value, 100)
    }

    /// The example of the Cassowary paper (§2.4): a midpoint dragged between two points that must
    /// stay 10 apart inside a wall at 100, with weak stays on the points (the right one twice as
    /// sticky, so the solution is unique).
    func testMidpointDraggedAgainstAWall() throws {
        let solver = Solver()
        let left = Variable("left"), middle = Variable("middle"), right = Variable("right")
        try solver.addConstraint(middle == (left + right) / 2)
        try solver.addConstraint(left + 10 <= right)
        try solver.addConstraint(right <= 100)
        try solver.addConstraint(left >= 0)
        try solver.addConstraint((left == 30).withStrength(.weak))
        try solver.addConstraint((right == 70).withStrength(.create(0, 0, 2)))
        try solver.addEditVariable(middle, strength: .strong)

        let expected: [(Double, Double, Double)] = [(50, 30, 70), (60, 50, 70), (95, 90, 100), (99, 90, 100), (50, 30, 70), (2, 0, 10)]
        for (m, l, r) in expected {
            try solver.suggestValue(middle, m)
            solver.updateVariables()
            XCTAssertEqual(left.value, l, accuracy: 1e-9, "left at middle \(m)")
            XCTAssertEqual(right.value, r, accuracy: 1e-9, "right at middle \(m)")
        }
        // Past the wall the edit (strong) gives way to the required constraints.
        XCTAssertEqual(middle.value, 5, accuracy: 1e-9)
    }

    func testRequiredEditStrengthIsRejected() {
        let solver = Solver()
        let x = Variable("x")
        XCTAssertThrowsError(try solver.addEditVariable(x, strength: .required)) { error in
            XCTAssertEqual(error as? LayoutError, .requiredEditStrength(x))
            XCTAssertTrue("\(error)".contains("almostRequired"), "\(error)")
        }
        XCTAssertFalse(solver.hasEditVariable(x))
        XCTAssertNoThrow(try solver.addEditVariable(x, strength: .almostRequired))
    }

    func testUnknownAndDuplicateEditVariables() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        XCTAssertThrowsError(try solver.suggestValue(x, 1)) { error in
            XCTAssertEqual(error as? LayoutError, .unknownEditVariable(x))
        }
        XCTAssertThrowsError(try solver.removeEditVariable(x)) { error in
            XCTAssertEqual(error as? LayoutError, .unknownEditVariable(x))
        }
        try solver.addEditVariable(x, strength: .strong)
        XCTAssertThrowsError(try solver.addEditVariable(x, strength: .weak)) { error in
            XCTAssertEqual(error as? LayoutError, .duplicateEditVariable(x))
        }
        XCTAssertThrowsError(try solver.suggestValue(y, 1)) { error in
            XCTAssertEqual(error as? LayoutError, .unknownEditVariable(y))
        }
        try solver.removeEditVariable(x)
        XCTAssertFalse(solver.hasEditVariable(x))
        XCTAssertThrowsError(try solver.suggestValue(x, 1))
    }

    func testRemovingAnEditReleasesTheVariable() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint((x == 10).withStrength(.weak))
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(x, 42)
        solver.updateVariables()
        XCTAssertEqual(x.value, 42)
        try solver.removeEditVariable(x)
        solver.updateVariables()
        XCTAssertEqual(x.value, 10)
        // A new edit starts from 0 again, at its own strength.
        try solver.addEditVariable(x, strength: .create(0, 0, 0.5))
        solver.updateVariables()
        XCTAssertEqual(x.value, 10)
    }

    func testTwoEditsOfDifferentStrength() throws {
        let solver = Solver()
        let left = Variable("left"), right = Variable("right")
        try solver.addConstraint(right >= left + 20)
        try solver.addEditVariable(left, strength: .strong)
        try solver.addEditVariable(right, strength: .medium)
        try solver.suggestValue(left, 100)
        try solver.suggestValue(right, 110)
        solver.updateVariables()
        XCTAssertEqual(left.value, 100)
        XCTAssertEqual(right.value, 120)
        try solver.suggestValue(right, 300)
        solver.updateVariables()
        XCTAssertEqual(left.value, 100)
        XCTAssertEqual(right.value, 300)
    }
}
