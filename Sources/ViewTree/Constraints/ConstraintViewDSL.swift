import Foundation

extension View {
    /// The constraint DSL of this view, as SnapKit's `view.snp`.
    public var snp: ConstraintViewDSL { ConstraintViewDSL(view: self) }
}

/// `view.snp`: make, update, remake and remove the constraints whose first item is this view, and
/// name its attributes for other views' constraints (`make.top.equalTo(header.snp.bottom)`).
@MainActor
public struct ConstraintViewDSL: ConstraintAttributeNaming {
    public let view: View

    public var firstBaseline: ConstraintItem { item(.firstBaseline) }
    public var lastBaseline: ConstraintItem { item(.lastBaseline) }

    public func item(_ attributes: ConstraintAttributes) -> ConstraintItem {
        ConstraintItem(view: view, attributes: attributes)
    }

    /// Makes the constraints the closure describes without activating them (SnapKit's
    /// `prepareConstraints`); activate them later with `activate()`.
    @discardableResult
    public func prepareConstraints(_ closure: (ConstraintMaker) -> Void) -> [Constraint] {
        let maker = ConstraintMaker(item: view)
        closure(maker)
        view.translatesAutoresizingMaskIntoConstraints = false
        let constraints = maker.constraints
        view.constraintState.snapKitConstraints.append(contentsOf: constraints)
        return constraints
    }

    /// Makes and activates constraints; the view is laid out by constraints from now on
    /// (`translatesAutoresizingMaskIntoConstraints = false`).
    public func makeConstraints(_ closure: (ConstraintMaker) -> Void) {
        for constraint in prepareConstraints(closure) { constraint.activate() }
    }

    /// Removes every constraint made with `snp` for this view, then makes the new ones. Use it
    /// when attributes, targets, relations, priorities or multipliers change.
    public func remakeConstraints(_ closure: (ConstraintMaker) -> Void) {
        removeConstraints()
        makeConstraints(closure)
    }

    /// Changes only the constants of constraints made before: each new statement must match an
    /// active one in views, attributes, relation, priority and multiplier (SnapKit's rule). A
    /// statement that matches none is reported with its file and line and not added (SnapKit
    /// stops the program). With no constraints made before, this is `makeConstraints`.
    public func updateConstraints(_ closure: (ConstraintMaker) -> Void) {
        let existing = view.constraintState.snapKitConstraints.flatMap(\.layoutConstraints).filter(\.isActive)
        guard !existing.isEmpty else { return makeConstraints(closure) }
        let maker = ConstraintMaker(item: view)
        closure(maker)
        for constraint in maker.constraints {
            for wanted in constraint.layoutConstraints {
                if let match = existing.first(where: { $0.matches(wanted) }) {
                    match.constant = wanted.constant
                } else {
                    LayoutEngine.report(
                        .noMatchingConstraint(constraint: wanted.description, location: wanted.location),
                        from: view)
                }
            }
        }
    }

    /// Deactivates and forgets every constraint made with `snp` for this view.
    public func removeConstraints() {
        let constraints = view.constraintState.snapKitConstraints
        view.constraintState.snapKitConstraints = []
        for constraint in constraints { constraint.deactivate() }
    }

    /// The constraints made with `snp` for this view and not removed, active or not.
    public var constraints: [Constraint] { view.constraintState.snapKitConstraints }
}

/// What names attributes for other views' constraints: `view.snp` and a layout guide's `snp`
/// (`make.top.equalTo(header.snp.bottom)`).
@MainActor
public protocol ConstraintAttributeNaming {
    /// `attributes` as one target (`snp.item([.top, .left])` is `snp.top` and `snp.left` at once).
    func item(_ attributes: ConstraintAttributes) -> ConstraintItem
}

extension ConstraintAttributeNaming {
    public var left: ConstraintItem { item(.left) }
    public var top: ConstraintItem { item(.top) }
    public var right: ConstraintItem { item(.right) }
    public var bottom: ConstraintItem { item(.bottom) }
    public var leading: ConstraintItem { item(.leading) }
    public var trailing: ConstraintItem { item(.trailing) }
    public var width: ConstraintItem { item(.width) }
    public var height: ConstraintItem { item(.height) }
    public var centerX: ConstraintItem { item(.centerX) }
    public var centerY: ConstraintItem { item(.centerY) }
    public var edges: ConstraintItem { item(.edges) }
    public var size: ConstraintItem { item(.size) }
    public var center: ConstraintItem { item(.center) }
}
