import Testing

@testable import Layout

/// Random small systems built around a known solution, so every required constraint is
/// satisfiable: whatever else is added, the solver's result must satisfy them all.
@Suite struct RandomSystemTests {
    private struct System {
        var variables: [Variable]
        var required: [Constraint]
        var preferences: [Constraint]
        var edits: [(Variable, Strength)]
    }

    /// Required equalities and inequalities that hold at `known`, plus random non-required
    /// pulls that usually conflict with them.
    private func makeSystem(_ rng: inout SplitMix64) -> System {
        let count = Int.random(in: 2...7, using: &rng)
        let variables = (0..<count).map { Variable("v\($0)") }
        let known = variables.map { _ in Double(Int.random(in: -100...100, using: &rng)) }
        var required: [Constraint] = []
        for _ in 0..<Int.random(in: 1...(count + 3), using: &rng) {
            let (expression, valueAtKnown) = rng.linearExpression(over: variables, at: known, coefficients: -4...4)
            guard !expression.terms.isEmpty else { continue }
            switch Int.random(in: 0...2, using: &rng) {
            case 0: required.append(expression == valueAtKnown)
            case 1: required.append(expression <= valueAtKnown + Double(Int.random(in: 0...20, using: &rng)))
            default: required.append(expression >= valueAtKnown - Double(Int.random(in: 0...20, using: &rng)))
            }
        }
        let strengths: [Strength] = [.weak, .medium, .strong, .create(0, 3, 7), .almostRequired]
        var preferences: [Constraint] = []
        for _ in 0..<Int.random(in: 0...(2 * count), using: &rng) {
            let variable = variables[Int.random(in: 0..<count, using: &rng)]
            let target = Double(Int.random(in: -300...300, using: &rng))
            let strength = strengths[Int.random(in: 0..<strengths.count, using: &rng)]
            let relation = Int.random(in: 0...2, using: &rng)
            let constraint: Constraint =
                relation == 0 ? variable == target : relation == 1 ? variable <= target : variable >= target
            preferences.append(constraint.withStrength(strength))
        }
        var edits: [(Variable, Strength)] = []
        for variable in variables where Int.random(in: 0..<4, using: &rng) == 0 {
            edits.append((variable, strengths[Int.random(in: 0..<(strengths.count), using: &rng)]))
        }
        return System(variables: variables, required: required, preferences: preferences, edits: edits)
    }

    private func assertRequiredHold(
        _ system: System, _ note: @autoclosure () -> String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for constraint in system.required where !constraint.isSatisfied(tolerance: 1e-6) {
            Issue.record(
                "\(note()): \(constraint) violated, value \(constraint.expression.value)",
                sourceLocation: sourceLocation)
        }
    }

    @Test func randomSystemsSatisfyTheirRequiredConstraints() throws {
        var rng = SplitMix64(state: 0x5EED_1A70)
        for round in 0..<400 {
            let system = makeSystem(&rng)
            let solver = Solver()
            // Preferences and required constraints interleaved in a random order.
            let all = (system.required + system.preferences).shuffled(using: &rng)
            for constraint in all { try solver.addConstraint(constraint) }
            for (variable, strength) in system.edits { try solver.addEditVariable(variable, strength: strength) }
            solver.updateVariables()
            assertRequiredHold(system, "round \(round) after adding")

            for step in 0..<5 {
                for (variable, _) in system.edits {
                    try solver.suggestValue(variable, Double(Int.random(in: -500...500, using: &rng)))
                }
                solver.updateVariables()
                assertRequiredHold(system, "round \(round) drag step \(step)")
            }

            // Remove about half of the preferences; the required ones must still hold.
            for constraint in system.preferences where Bool.random(using: &rng) {
                try solver.removeConstraint(constraint)
            }
            solver.updateVariables()
            assertRequiredHold(system, "round \(round) after removing preferences")
        }
    }

    /// Σ strength × violation over `constraints` at the variables' current values: what the
    /// solver minimises (an equality's error pair contributes |expression|).
    private func cost(_ constraints: [Constraint]) -> Double {
        constraints.reduce(0) { sum, constraint in
            let value = constraint.expression.value
            let violation: Double
            switch constraint.relation {
            case .equal: violation = abs(value)
            case .lessThanOrEqual: violation = max(value, 0)
            case .greaterThanOrEqual: violation = max(-value, 0)
            }
            return sum + constraint.strength.value * violation
        }
    }

    /// Adding more preferences and removing them again, in another order, returns to an optimum
    /// of what remains: the same cost as before (the optimal point itself need not be unique).
    @Test func addingThenRemovingReturnsToTheSameOptimum() throws {
        var rng = SplitMix64(state: 42)
        for round in 0..<300 {
            let system = makeSystem(&rng)
            let split = system.preferences.count / 2
            let kept = Array(system.preferences[..<split]), extra = Array(system.preferences[split...])
            let solver = Solver()
            for constraint in system.required + kept { try solver.addConstraint(constraint) }
            solver.updateVariables()
            let before = cost(kept)

            for constraint in extra { try solver.addConstraint(constraint) }
            solver.updateVariables()
            assertRequiredHold(system, "round \(round) with extra preferences")
            for constraint in extra.shuffled(using: &rng) { try solver.removeConstraint(constraint) }
            solver.updateVariables()
            assertRequiredHold(system, "round \(round) after removing them")
            // Round-off in the values (1e-9 of a unit) times the strengths, up to 10⁹ each.
            let tolerance = 1e-6 * max(1, before) + 1e-9 * kept.reduce(0) { $0 + $1.strength.value }
            #expect(abs(cost(kept) - before) <= tolerance, "round \(round)")
        }
    }

    /// The same sequence of calls gives the same values bit for bit. (Swift seeds each
    /// dictionary's hashing differently, so a choice that followed dictionary order would show
    /// up here.)
    @Test func theSameCallsGiveTheSameValuesBitForBit() throws {
        func run() throws -> [Double] {
            var rng = SplitMix64(state: 7)
            var results: [Double] = []
            for _ in 0..<50 {
                let system = makeSystem(&rng)
                let solver = Solver()
                for constraint in (system.required + system.preferences).shuffled(using: &rng) {
                    try solver.addConstraint(constraint)
                }
                solver.updateVariables()
                results += system.variables.map(\.value)
            }
            return results
        }
        let first = try run(), second = try run()
        #expect(first.map(\.bitPattern) == second.map(\.bitPattern))
    }
}
