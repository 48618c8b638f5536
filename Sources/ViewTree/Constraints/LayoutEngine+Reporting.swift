import Foundation
import Layout

// Unsatisfiable and ambiguous layouts, reported once each as UIKit logs them (Docs/Constraints.md).
extension LayoutEngine {

    /// Reports an issue about a constraint once, and once per statement (`make.edges` makes four
    /// constraints that fail together) in each update.
    func reportOnce(_ issue: @autoclosure () -> LayoutIssue, about constraint: LayoutConstraint) {
        guard !constraint.hasReportedIssue, let view = constraint.firstItem else { return }
        constraint.hasReportedIssue = true
        let statement = constraint.statement.map(ObjectIdentifier.init) ?? ObjectIdentifier(constraint)
        guard reportedStatements.insert(statement).inserted else { return }
        Self.report(issue(), from: view)
    }

    /// Sends `issue` to the nearest `layoutIssueHandler` from `view` up, or to standard error.
    static func report(_ issue: LayoutIssue, from view: View) {
        var current: View? = view
        while let candidate = current {
            if let handler = candidate.constraintState.layoutIssueHandler { return handler(issue) }
            current = candidate.superview
        }
        StandardError.write(issue.description, from: "Layout")
    }

    /// A minimal set (no member can be dropped) of required constraints in the solver (the views'
    /// constraints and the fixed frames) that together with `broken` has no solution, described
    /// for the report (it only runs when a conflict occurs). Where only required equalities take
    /// part, the solver reads the set off its tableau in one pass
    /// (`Solver.contradictedEqualities`); otherwise, of the constraints connected to `broken`
    /// through shared variables, the set `MinimalConflict` finds by asking about parts of them.
    func minimalConflict(with broken: Layout.Constraint) -> [String] {
        conflictDiagnoses += 1
        var candidates = installedInOrder.filter { $0.solverConstraint.strength.isRequired }
            .map { (description: $0.constraint.description, constraint: $0.solverConstraint) }
        for record in recordOrder {
            for variable in [record.x, record.y, record.w, record.h] {
                if let constraint = fixed[ObjectIdentifier(variable)], constraint.strength.isRequired {
                    candidates.append((constraint.label ?? "\(constraint)", constraint))
                }
            }
        }
        if let contradicted = solver.contradictedEqualities(broken) {
            let members = Set(contradicted.map(ObjectIdentifier.init))
            let named = candidates.filter { members.contains(ObjectIdentifier($0.constraint)) }
            if named.count == members.count { return named.map(\.description) }
        }
        var reached = Set(broken.expression.terms.map { ObjectIdentifier($0.variable) })
        var connected: [(description: String, constraint: Layout.Constraint)] = []
        var grew = true
        while grew {
            grew = false
            candidates.removeAll { entry in
                let variables = entry.constraint.expression.terms.map { ObjectIdentifier($0.variable) }
                guard variables.contains(where: reached.contains) else { return false }
                reached.formUnion(variables)
                connected.append(entry)
                grew = true
                return true
            }
        }
        return MinimalConflict.find(among: connected.map(\.constraint), with: broken) { part in
            conflictQuestions += 1
            return MinimalConflict.isSolvable(part)
        }.map { connected[$0].description }
    }
}
