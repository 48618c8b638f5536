import Testing

@testable import Layout

@Suite struct ExpressionTests {
    @Test func operatorsBuildLinearExpressions() {
        let x = Variable("x"), y = Variable("y"), w = Variable("w")
        let e = 2 * w - 20 + x / 4 - (y + 3) * 0.5
        #expect(e.terms.map(\.coefficient) == [2, 0.25, -0.5])
        #expect(e.terms[0].variable === w && e.terms[1].variable === x && e.terms[2].variable === y)
        #expect(e.constant == -21.5)

        let mean = (x + y) / 2
        #expect(mean.terms.map(\.coefficient) == [0.5, 0.5])
        #expect((-x).terms.first?.coefficient == -1)
        #expect((10 - x).constant == 10)
        #expect((10 - x).terms.first?.coefficient == -1)
    }

    @Test func relationsBuildReducedConstraints() {
        let x = Variable("x"), y = Variable("y")
        let c = x + 10 == y
        #expect(c.relation == .equal)
        #expect(c.strength == .required)
        #expect(c.expression.terms.map(\.coefficient) == [1, -1])
        #expect(c.expression.constant == 10)

        // Same variable on both sides: coefficients add up, zeros disappear.
        let d = 2 * x + y <= x + y + 5
        #expect(d.relation == .lessThanOrEqual)
        #expect(d.expression.terms.count == 1)
        #expect(d.expression.terms[0].variable === x)
        #expect(d.expression.terms[0].coefficient == 1)
        #expect(d.expression.constant == -5)

        #expect((x >= 3).relation == .greaterThanOrEqual)
        #expect((3 >= x).expression.terms.first?.coefficient == -1)
    }

    /// `==` between variables always builds a constraint, as in kiwi — with or without a type
    /// context (`let c = x == y` compared identities before, a trap) — and identity is `===`/`id`.
    @Test func variableEqualityAlwaysBuildsAConstraintAndIdentityIsSeparate() {
        let x = Variable("x"), y = Variable("y"), twin = Variable("x")
        let constraint = x == y
        #expect(constraint.expression.terms.count == 2)
        #expect(constraint.relation == .equal)
        #expect(x === x)
        #expect(!(x === twin))
        #expect(x.id != twin.id)
        let set: Set<ObjectIdentifier> = [x.id, y.id, twin.id, x.id]
        #expect(set.count == 3)
        var values: [ObjectIdentifier: Int] = [:]
        values[x.id] = 1
        values[twin.id] = 2
        #expect(values[x.id] == 1)
    }

    @Test func strengthsEncodeTheirThreeLevelsInOneNumber() {
        #expect(Strength.weak.value == 1)
        #expect(Strength.medium.value == 1000)
        #expect(Strength.strong.value == 1_000_000)
        #expect(Strength.required.value == 1_001_001_000)
        #expect(Strength.almostRequired.value == 1_000_001_000)
        #expect(Strength.weak < .medium && Strength.medium < .strong && Strength.strong < .almostRequired)
        #expect(Strength.almostRequired < .required)
        #expect(Strength.required.isRequired)
        #expect(!Strength.almostRequired.isRequired)
        // Each level is clamped to 0…1000 after weighting.
        #expect(Strength.create(1, 2, 3, weight: 10).value == 10_000_000 + 20_000 + 30)
        #expect(Strength.create(5000, -1, .nan).value == 1_000_000_000)
        #expect(Strength(5e12) == .required)
        #expect(Strength(-3).value == 0)
        #expect(Strength(.nan).value == 0)
        let c = (Variable("x") == 1).withStrength(.weak)
        #expect(c.strength == .weak)
    }

    @Test func constraintsAndExpressionsDescribeThemselvesReadably() {
        let x = Variable("x"), y = Variable("y"), w = Variable("w"), width = Variable("width")
        #expect((x + 10 == y).description == "x + 10 == y (required)")
        #expect((2 * w <= width - 20).withStrength(.strong).description == "2·w + 20 <= width (strong)")
        #expect((x >= 0).labeled("left").description == "left: x >= 0 (required)")
        #expect((x == -5).description == "x == -5 (required)")
        #expect((x >= y + 3).description == "x >= y + 3 (required)")
        #expect((-5 <= x).description == "-5 <= x (required)")
        #expect((10 - x <= 0).description == "10 <= x (required)")
        #expect((x + y == 2.5).withStrength(.create(0, 250, 0)).description == "x + y == 2.5 (strength 250000)")
        #expect((x * 2 + 1).description == "2·x + 1")
    }
}
