import XCTest

@testable import Layout

final class ExpressionTests: XCTestCase {
    func testOperatorsBuildLinearExpressions() {
        let x = Variable("x"), y = Variable("y"), w = Variable("w")
        let e = 2 * w - 20 + x / 4 - (y + 3) * 0.5
        XCTAssertEqual(e.terms.map(\.coefficient), [2, 0.25, -0.5])
        XCTAssertTrue(e.terms[0].variable === w && e.terms[1].variable === x && e.terms[2].variable === y)
        XCTAssertEqual(e.constant, -21.5)

        let mean = (x + y) / 2
        XCTAssertEqual(mean.terms.map(\.coefficient), [0.5, 0.5])
        XCTAssertEqual((-x).terms.first?.coefficient, -1)
        XCTAssertEqual((10 - x).constant, 10)
        XCTAssertEqual((10 - x).terms.first?.coefficient, -1)
    }

    func testRelationsBuildReducedConstraints() {
        let x = Variable("x"), y = Variable("y")
        let c = x + 10 == y
        XCTAssertEqual(c.relation, .equal)
        XCTAssertEqual(c.strength, .required)
        XCTAssertEqual(c.expression.terms.map(\.coefficient), [1, -1])
        XCTAssertEqual(c.expression.constant, 10)

        // Same variable on both sides: coefficients add up, zeros disappear.
        let d = 2 * x + y <= x + y + 5
        XCTAssertEqual(d.relation, .lessThanOrEqual)
        XCTAssertEqual(d.expression.terms.count, 1)
        XCTAssertTrue(d.expression.terms[0].variable === x)
        XCTAssertEqual(d.expression.terms[0].coefficient, 1)
        XCTAssertEqual(d.expression.constant, -5)

        XCTAssertEqual((x >= 3).relation, .greaterThanOrEqual)
        XCTAssertEqual((3 >= x).expression.terms.first?.coefficient, -1)
    }

    /// `==` between variables always builds a constraint, as in kiwi — with or without a type
    /// context (`let c = x == y` compared identities before, a trap) — and identity is `===`/`id`.
    func testVariableEqualityAlwaysBuildsAConstraintAndIdentityIsSeparate() {
        let x = Variable("x"), y = Variable("y"), twin = Variable("x")
        let constraint = x == y
        XCTAssertEqual(constraint.expression.terms.count, 2)
        XCTAssertEqual(constraint.relation, .equal)
        XCTAssertTrue(x === x)
        XCTAssertFalse(x === twin)
        XCTAssertNotEqual(x.id, twin.id)
        let set: Set<ObjectIdentifier> = [x.id, y.id, twin.id, x.id]
        XCTAssertEqual(set.count, 3)
        var values: [ObjectIdentifier: Int] = [:]
        values[x.id] = 1
        values[twin.id] = 2
        XCTAssertEqual(values[x.id], 1)
    }

    func testStrengthEncoding() {
        XCTAssertEqual(Strength.weak.value, 1)
        XCTAssertEqual(Strength.medium.value, 1000)
        XCTAssertEqual(Strength.strong.value, 1_000_000)
        XCTAssertEqual(Strength.required.value, 1_001_001_000)
        XCTAssertEqual(Strength.almostRequired.value, 1_000_001_000)
        XCTAssertTrue(Strength.weak < .medium && Strength.medium < .strong && Strength.strong < .almostRequired)
        XCTAssertTrue(Strength.almostRequired < .required)
        XCTAssertTrue(Strength.required.isRequired)
        XCTAssertFalse(Strength.almostRequired.isRequired)
        // Each level is clamped to 0…1000 after weighting.
        XCTAssertEqual(Strength.create(1, 2, 3, weight: 10).value, 10_000_000 + 20_000 + 30)
        XCTAssertEqual(Strength.create(5000, -1, .nan).value, 1_000_000_000)
        XCTAssertEqual(Strength(5e12), .required)
        XCTAssertEqual(Strength(-3).value, 0)
        XCTAssertEqual(Strength(.nan).value, 0)
        let c = (Variable("x") == 1).withStrength(.weak)
        XCTAssertEqual(c.strength, .weak)
    }

    func testDescriptions() {
        let x = Variable("x"), y = Variable("y"), w = Variable("w"), width = Variable("width")
        XCTAssertEqual((x + 10 == y).description, "x + 10 == y (required)")
        XCTAssertEqual((2 * w <= width - 20).withStrength(.strong).description, "2·w + 20 <= width (strong)")
        XCTAssertEqual((x >= 0).labeled("left").description, "left: x >= 0 (required)")
        XCTAssertEqual((x == -5).description, "x == -5 (required)")
        XCTAssertEqual((x >= y + 3).description, "x >= y + 3 (required)")
        XCTAssertEqual((-5 <= x).description, "-5 <= x (required)")
        XCTAssertEqual((10 - x <= 0).description, "10 <= x (required)")
        XCTAssertEqual((x + y == 2.5).withStrength(.create(0, 250, 0)).description, "x + y == 2.5 (strength 250000)")
        XCTAssertEqual((x * 2 + 1).description, "2·x + 1")
    }
}
