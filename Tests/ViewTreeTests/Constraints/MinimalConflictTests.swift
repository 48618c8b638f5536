import FluidTestSupport
import Foundation
import Layout
import Testing

@testable import ViewTree

/// The conflict a report names is minimal, and finding it asks few solver questions
/// (`MinimalConflict`, QuickXplain).
@Suite struct MinimalConflictTests {
    /// A chain of `count` widths from a wall: x₀ = 0, xᵢ₊₁ = xᵢ + 10.
    static func chain(_ count: Int) -> (variables: [Variable], constraints: [Layout.Constraint]) {
        let variables = (0...count).map { Variable("x\($0)") }
        var constraints = [Layout.Constraint(Layout.Expression(variables[0]), .equal)]
        for index in 0..<count {
            constraints.append(Layout.Constraint(variables[index + 1] - variables[index] - 10, .equal))
        }
        return (variables, constraints)
    }

    /// Whether `conflict` (indices into `candidates`) conflicts with `broken` and no member can go.
    static func isMinimal(
        _ conflict: [Int], among candidates: [Layout.Constraint], with broken: Layout.Constraint
    ) -> Bool {
        let members = conflict.map { candidates[$0] }
        guard !MinimalConflict.isSolvable(members + [broken]) else { return false }
        return members.indices.allSatisfy { dropped in
            MinimalConflict.isSolvable(members.enumerated().filter { $0.offset != dropped }.map(\.element) + [broken])
        }
    }

    /// A view pinned twice at the end of a 200-view chain: the conflict is the one other pin,
    /// found in 17 questions (the deletion filter asked 201, each over the whole chain).
    @Test func aSmallConflictOffALongChainTakesFewQuestions() {
        let (variables, chain) = Self.chain(200)
        let z = Variable("z")
        let pinned = Layout.Constraint(z - variables[200] - 5, .equal)
        let broken = Layout.Constraint(z - variables[200] - 6, .equal)
        var questions = 0
        let conflict = MinimalConflict.find(among: chain + [pinned], with: broken) {
            questions += 1
            return MinimalConflict.isSolvable($0)
        }
        #expect(conflict == [chain.count])
        #expect(questions <= 2 * 9, "\(questions) questions")
    }

    /// A conflict that spans the chain names every link, and nothing off it.
    @Test func aConflictAlongTheChainNamesEveryLink() {
        let (variables, chain) = Self.chain(20)
        let side = Layout.Constraint(Variable("y") - variables[3], .greaterThanOrEqual)
        let candidates = [side] + chain
        let broken = Layout.Constraint(variables[20] - 150, .equal)
        let conflict = MinimalConflict.find(among: candidates, with: broken)
        #expect(conflict == Array(1...21))
        #expect(Self.isMinimal(conflict, among: candidates, with: broken))
    }

    /// The solver names the required equalities a required equality contradicts from its
    /// tableau: the whole chain, minimal, with nothing off it.
    @Test func theTableauNamesAContradictedChain() throws {
        let (variables, chain) = Self.chain(30)
        let side = Layout.Constraint(Variable("y") - variables[3], .equal)
        let solver = Solver()
        for constraint in [side] + chain { try solver.addConstraint(constraint) }
        let broken = Layout.Constraint(variables[30] - 150, .equal)
        let named = try #require(solver.contradictedEqualities(broken))
        #expect(named.map(ObjectIdentifier.init) == chain.map(ObjectIdentifier.init))
        #expect(Self.isMinimal(Array(named.indices), among: named, with: broken))
        // What holds, what brings a new variable and what an inequality takes part in get nil.
        #expect(solver.contradictedEqualities(Layout.Constraint(variables[30] - 300, .equal)) == nil)
        #expect(solver.contradictedEqualities(Layout.Constraint(variables[30] - Variable("new"), .equal)) == nil)
        let z = Variable("z")
        try solver.addConstraint(Layout.Constraint(z - 10, .greaterThanOrEqual))
        #expect(solver.contradictedEqualities(Layout.Constraint(z - 5, .equal)) == nil)
    }

    /// Random systems of required equalities: the tableau's answer is a minimal conflict exactly
    /// when there is a conflict.
    @Test func theTableausAnswerIsMinimalInRandomSystems() throws {
        var random = SplitMix64(seed: 46)
        var conflicts = 0
        for _ in 0..<400 {
            let variables = (0..<5).map { Variable("v\($0)") }
            func expression() -> Layout.Expression {
                let first = Int(random.next() % 5), second = (first + 1 + Int(random.next() % 4)) % 5
                return variables[first] * Double(1 + random.next() % 2) - variables[second]
                    - Double(Int(random.next() % 7) - 3)
            }
            let solver = Solver()
            var added: [Layout.Constraint] = []
            for _ in 0..<5 {
                let constraint = Layout.Constraint(expression(), .equal)
                if (try? solver.addConstraint(constraint)) != nil { added.append(constraint) }
            }
            let broken = Layout.Constraint(expression(), .equal)
            let named = solver.contradictedEqualities(broken)
            if MinimalConflict.isSolvable(added + [broken]) {
                #expect(named == nil)
            } else {
                conflicts += 1
                let members = try #require(named)
                #expect(Self.isMinimal(Array(members.indices), among: members, with: broken))
            }
        }
        #expect(conflicts > 40, "the systems conflict often enough to test (\(conflicts))")
    }

    /// Random small systems of equalities and inequalities: whatever conflicts is reported as a
    /// minimal conflict, and a system that holds reports none.
    @Test func randomSystemsGetMinimalConflicts() {
        var random = SplitMix64(seed: 53)
        var conflicts = 0
        for _ in 0..<600 {
            let variables = (0..<4).map { Variable("v\($0)") }
            func expression() -> Layout.Expression {
                let first = Int(random.next() % 4), second = (first + 1 + Int(random.next() % 3)) % 4
                let a = variables[first], b = variables[second]
                return a - b - Double(Int(random.next() % 7) - 3)
            }
            let candidates = (0..<6).map { _ in
                Layout.Constraint(expression(), random.next() % 2 == 0 ? .equal : .lessThanOrEqual)
            }
            let broken = Layout.Constraint(expression(), .equal)
            let conflict = MinimalConflict.find(among: candidates, with: broken)
            if MinimalConflict.isSolvable(candidates) && !MinimalConflict.isSolvable(candidates + [broken]) {
                conflicts += 1
                #expect(Self.isMinimal(conflict, among: candidates, with: broken))
            } else if MinimalConflict.isSolvable(candidates + [broken]) {
                #expect(conflict.isEmpty)
            }
            // What cannot hold on its own conflicts with nothing else.
            #expect(
                MinimalConflict.find(among: candidates, with: Layout.Constraint(Layout.Expression(2), .equal)).isEmpty)
        }
        #expect(conflicts > 40, "the systems conflict often enough to test")
    }
}
