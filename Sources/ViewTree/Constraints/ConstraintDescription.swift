import Foundation

/// What one DSL statement says so far, filled in step by step by the maker chain
/// (attributes → relation and target → multiplier, offset or inset → priority → label) and turned
/// into a `Constraint` when the maker's closure returns.
@MainActor
final class ConstraintDescription {
    enum Target {
        /// Another view's attributes; empty attributes mean "the same attributes".
        case item(View, ConstraintAttributes)
        case constant(ConstraintConstant)
    }

    let item: View
    var attributes: ConstraintAttributes
    var relation: ConstraintRelation?
    var target: Target?
    var multiplier = 1.0
    /// Set by `offset` / `inset`; like SnapKit, it replaces a constant target's value.
    var constant: ConstraintConstant?
    var priority = ConstraintPriority.required
    var label: String?
    var location: SourceLocation
    /// A mistake found while the statement was written; the statement makes no constraint.
    var problem: String?

    private(set) lazy var constraint: Constraint? = build()

    init(item: View, attributes: ConstraintAttributes, location: SourceLocation) {
        self.item = item
        self.attributes = attributes
        self.location = location
    }

    /// Reports a mistake in this statement; the first one is kept.
    func fail(_ message: String) {
        if problem == nil { problem = message }
    }

    private func build() -> Constraint? {
        if problem == nil, relation == nil || target == nil {
            fail(
                "make.\(attributes) has no relation; finish it with equalTo, lessThanOrEqualTo or greaterThanOrEqualTo."
            )
        }
        guard problem == nil, let relation, let target else { return reportProblem() }
        var made: [LayoutConstraint] = []
        for attribute in attributes.members {
            var second: View?
            var secondAttribute: ConstraintAttributes?
            let value: Double
            switch target {
            case let .item(view, related):
                second = view
                // A safe-area guide's attributes are the view's, marked as the safe area's.
                let guide = related.intersection(.safeArea), plain = related.subtracting(.safeArea)
                if plain.isEmpty || plain == attributes {
                    secondAttribute = attribute.union(guide)
                } else if plain.members.count == 1 {
                    secondAttribute = related
                } else {
                    fail(
                        "make.\(attributes) cannot relate to \(view.layoutName).snp.\(related): relate to one attribute, "
                            + "the same attributes, or the view.")
                    return reportProblem()
                }
                value = constant?.value(for: attribute) ?? 0
            case let .constant(given):
                value = (constant ?? given).value(for: attribute)
                if !attribute.isDimension {
                    guard let superview = item.superview else {
                        fail(
                            "make.\(attribute).equalTo(a number) measures from the superview, but \(item.layoutName) "
                                + "has none; add it to a view first.")
                        return reportProblem()
                    }
                    second = superview
                    secondAttribute = attribute == .centerX ? .left : attribute == .centerY ? .top : attribute
                }
            }
            made.append(
                LayoutConstraint(
                    firstItem: item, firstAttribute: attribute, relation: relation, secondItem: second,
                    secondAttribute: secondAttribute, multiplier: secondAttribute == nil ? 1 : multiplier,
                    constant: value,
                    priority: priority, label: label, location: location))
        }
        return Constraint(layoutConstraints: made, location: location)
    }

    /// Reports the statement's mistake; it makes no constraint.
    private func reportProblem() -> Constraint? {
        LayoutEngine.report(
            .misuse(message: (problem ?? "") + " No constraint was made.", location: location), from: item)
        return nil
    }
}
