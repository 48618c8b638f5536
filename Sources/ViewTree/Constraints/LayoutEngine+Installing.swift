import Foundation
import Layout

// Constraints into the solver: each relation's expression over the views' variables, its
// strength, and the rows it adds and removes (Docs/Constraints.md).
extension LayoutEngine {

    /// Puts `constraint` in the solver as it now is: new, or in place of what was installed for
    /// it (a changed constant is a shift of the tableau, not a rebuild of its rows).
    func install(_ constraint: LayoutConstraint) {
        guard let solverConstraint = solverConstraint(for: constraint) else {
            uninstall(constraint)
            return
        }
        do {
            if let entry = installed[ObjectIdentifier(constraint)] {
                countBoundsOriginUses(of: entry.solverConstraint, by: -1)
                installed[ObjectIdentifier(constraint)] = nil
                try solver.replaceConstraint(entry.solverConstraint, with: solverConstraint)
                installed[ObjectIdentifier(constraint)] = Installed(
                    constraint: constraint, solverConstraint: solverConstraint, order: entry.order)
            } else {
                try solver.addConstraint(solverConstraint)
                installCount += 1
                installed[ObjectIdentifier(constraint)] = Installed(
                    constraint: constraint, solverConstraint: solverConstraint, order: installCount)
            }
            countBoundsOriginUses(of: solverConstraint, by: 1)
            constraint.hasReportedIssue = false
        } catch LayoutError.unsatisfiableConstraint {
            waiting.append(constraint)
            // The diagnosis solves parts of the required constraints many times over: it runs only
            // for a report that is made, once per conflict.
            reportOnce(
                .unsatisfiable(conflict: minimalConflict(with: solverConstraint), broken: constraint.description),
                about: constraint)
        } catch {
            reportOnce(
                .misuse(message: "\(constraint) could not be added: \(error)", location: constraint.location),
                about: constraint)
        }
    }

    /// `constraint` as a relation of the solver's variables, stated in its views' nearest common
    /// ancestor; nil when it is inactive or its views are not in one tree (then it waits).
    func solverConstraint(for constraint: LayoutConstraint) -> Layout.Constraint? {
        guard constraint.isActive, let first = constraint.firstItem else { return nil }
        let second = constraint.secondItem
        if constraint.secondAttribute != nil && second == nil { return nil }  // its second view was released
        guard let ancestor = Self.nearestCommonAncestor(first, second ?? first) else {
            waiting.append(constraint)
            reportOnce(.noCommonAncestor(constraint: constraint.description), about: constraint)
            return nil
        }
        var difference = expression(first, constraint.firstAttribute, in: ancestor) - Double(constraint.constant)
        if let secondAttribute = constraint.secondAttribute, let second {
            difference = difference - expression(second, secondAttribute, in: ancestor) * Double(constraint.multiplier)
        }
        let strength = constraint.priority.isRequired ? Strength.required : Strength(constraint.priority.weight)
        // No label: what a report says of it is `constraint.description`, made when a report is.
        // Made for every constraint installed, it weighed on a scene's first layout
        // (Docs/Constraints.md §1).
        return Layout.Constraint(difference, Self.relation(constraint.relation), strength: strength)
    }

    func uninstall(_ constraint: LayoutConstraint) {
        guard let entry = installed.removeValue(forKey: ObjectIdentifier(constraint)) else { return }
        try? solver.removeConstraint(entry.solverConstraint)
        countBoundsOriginUses(of: entry.solverConstraint, by: -1)
    }

    static func relation(_ relation: ConstraintRelation) -> Relation {
        switch relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }

    static func nearestCommonAncestor(_ a: View, _ b: View) -> View? {
        var ancestors = Set<ObjectIdentifier>()
        var current: View? = a
        while let view = current {
            ancestors.insert(ObjectIdentifier(view))
            current = view.superview
        }
        current = b
        while let view = current {
            if ancestors.contains(ObjectIdentifier(view)) { return view }
            current = view.superview
        }
        return nil
    }

    /// `attribute` of `view` in the bounds coordinates of `ancestor` (see the type's documentation).
    func expression(_ view: View, _ attribute: ConstraintAttributes, in ancestor: View) -> Layout.Expression {
        if attribute.contains(.safeArea) {
            return safeAreaExpression(view, attribute.subtracting(.safeArea), in: ancestor)
        }
        let own = record(for: view)
        if view === ancestor { return ownExpression(own, attribute) }
        var originX = Layout.Expression(own.x), originY = Layout.Expression(own.y)
        var current = view.superview
        while let step = current, step !== ancestor {
            let stepRecord = record(for: step)
            originX = originX + stepRecord.x - stepRecord.bx
            originY = originY + stepRecord.y - stepRecord.by
            current = step.superview
        }
        switch attribute {
        case .left, .leading: return originX
        case .right, .trailing: return originX + own.w
        case .centerX: return originX + own.w * 0.5
        case .top: return originY
        case .bottom: return originY + own.h
        case .centerY: return originY + own.h * 0.5
        case .firstBaseline, .lastBaseline: return baseline(of: own, attribute, top: originY)
        case .width: return Layout.Expression(own.w)
        default: return Layout.Expression(own.h)
        }
    }

    /// A label's first or last baseline: its vertical centre plus the offset its text gives
    /// (inputs suggested from the text, `suggestDerivedInputs`); a view without text has its first
    /// baseline at its top and its last at its bottom, as UIKit's without a baseline.
    func baseline(
        of record: ViewVariables, _ attribute: ConstraintAttributes, top: Layout.Expression
    ) -> Layout.Expression {
        guard record.view is Label else { return attribute == .firstBaseline ? top : top + record.h }
        let variables = baselineVariables(of: record)
        return top + record.h * 0.5 + (attribute == .firstBaseline ? variables.first : variables.last)
    }

    func baselineVariables(of record: ViewVariables) -> (first: Variable, last: Variable) {
        let (variables, isNew) = record.baselineVariables()
        if isNew {
            addDerivedInputs { [unowned self] in
                let offsets = baselineOffsets(of: record)
                return [(variables.first, offsets.first), (variables.last, offsets.last)]
            }
        }
        return variables
    }

    /// Adds edit variables at the values `values` gives now, to be suggested again after every solve.
    func addDerivedInputs(_ values: @escaping () -> [(Variable, Double)]) {
        for (variable, value) in values() {
            try? solver.addEditVariable(variable, strength: .almostRequired, value: value)
            suggested[ObjectIdentifier(variable)] = value
        }
        derivedInputs.append(values)
    }

    /// Suggests every derived input as it now is; returns whether any changed (a view laid out
    /// by constraints that moved under the status bar, a wrapped label whose width changed).
    func suggestDerivedInputs() -> Bool {
        var changed = false
        for values in derivedInputs {
            for (variable, value) in values() where suggest(variable, value) { changed = true }
        }
        return changed
    }

    /// A label's baselines below its centre at its solved width (0 outside a window).
    func baselineOffsets(of record: ViewVariables) -> (first: Double, last: Double) {
        guard let label = record.view as? Label,
            let offsets = label.baselineOffsetsFromCenter(forWidth: CGFloat(max(0, record.w.value)))
        else { return (0, 0) }
        return (Double(offsets.first), Double(offsets.last))
    }

    /// An attribute of `view`'s safe area (`safeAreaLayoutGuide`): that of its bounds moved in by
    /// its safe-area insets, inputs suggested from the solution (`suggestDerivedInputs`). A scroll
    /// view's safe area is on its bounds (what it shows), not its content.
    func safeAreaExpression(
        _ view: View, _ attribute: ConstraintAttributes, in ancestor: View
    ) -> Layout.Expression {
        let own = record(for: view)
        let insets = safeAreaVariables(of: own)
        let base =
            view === ancestor
            ? ownExpression(own, attribute, contentEdges: false) : expression(view, attribute, in: ancestor)
        switch attribute {
        case .left, .leading: return base + insets.left
        case .right, .trailing: return base - insets.right
        case .centerX: return base + insets.left * 0.5 - insets.right * 0.5
        case .top: return base + insets.top
        case .bottom: return base - insets.bottom
        case .centerY: return base + insets.top * 0.5 - insets.bottom * 0.5
        case .width: return base - insets.left - insets.right
        default: return base - insets.top - insets.bottom
        }
    }

    func safeAreaVariables(
        of record: ViewVariables
    ) -> (top: Variable, left: Variable, bottom: Variable, right: Variable) {
        let (variables, isNew) = record.safeAreaVariables()
        if isNew {
            addDerivedInputs { [unowned self] in
                let insets = record.view.map(solvedSafeAreaInsets) ?? .zero
                return [
                    (variables.top, Double(insets.top)), (variables.left, Double(insets.left)),
                    (variables.bottom, Double(insets.bottom)), (variables.right, Double(insets.right)),
                ]
            }
        }
        return variables
    }

    /// `view.safeAreaInsets` with the frames of the current solution: views laid out by
    /// constraints where the solver puts them, the others at their model frames, transforms
    /// ignored as layout ignores them; zero outside a window.
    func solvedSafeAreaInsets(of view: View) -> EdgeInsets {
        guard let window = view.window else { return .zero }
        var frame = view === window ? window.bounds : layoutFrame(of: view)
        var current = view
        while current !== window, let superview = current.superview {
            if superview !== window {
                let parent = layoutFrame(of: superview)
                frame.origin.x += parent.minX
                frame.origin.y += parent.minY
            }
            frame.origin.x -= superview.bounds.origin.x
            frame.origin.y -= superview.bounds.origin.y
            current = superview
        }
        let insets = window.screen.safeAreaInsets, bounds = window.bounds
        return EdgeInsets(
            top: max(0, insets.top - (frame.minY - bounds.minY)),
            left: max(0, insets.left - (frame.minX - bounds.minX)),
            bottom: max(0, insets.bottom - (bounds.maxY - frame.maxY)),
            right: max(0, insets.right - (bounds.maxX - frame.maxX)))
    }

    /// A view's frame in its superview as layout sees it (solved, or the model's without transform).
    func layoutFrame(of view: View) -> CGRect {
        if let record = records[ObjectIdentifier(view)], record.isManaged {
            return CGRect(x: record.x.value, y: record.y.value, width: record.w.value, height: record.h.value)
        }
        let model = view.model
        return CGRect(
            x: model.center.x - model.bounds.width / 2, y: model.center.y - model.bounds.height / 2,
            width: model.bounds.width, height: model.bounds.height)
    }

    /// A view's attribute as its own subviews see it: for a scroll view, edges of its content
    /// unless `contentEdges` is false.
    func ownExpression(
        _ record: ViewVariables, _ attribute: ConstraintAttributes, contentEdges: Bool = true
    ) -> Layout.Expression {
        if contentEdges, record.view is ScrollView {
            switch attribute {
            case .left, .leading, .top: return Layout.Expression(0)
            case .right, .trailing: return Layout.Expression(record.contentVariable(.horizontal))
            case .bottom: return Layout.Expression(record.contentVariable(.vertical))
            default: break
            }
        }
        switch attribute {
        case .left, .leading: return Layout.Expression(record.bx)
        case .right, .trailing: return record.bx + record.w
        case .centerX: return record.bx + record.w * 0.5
        case .top: return Layout.Expression(record.by)
        case .bottom: return record.by + record.h
        case .centerY: return record.by + record.h * 0.5
        case .firstBaseline, .lastBaseline: return baseline(of: record, attribute, top: Layout.Expression(record.by))
        case .width: return Layout.Expression(record.w)
        default: return Layout.Expression(record.h)
        }
    }

    func record(for view: View) -> ViewVariables {
        if let record = records[ObjectIdentifier(view)] { return record }
        let record = ViewVariables(view: view, order: recordOrder.count)
        records[ObjectIdentifier(view)] = record
        recordOrder.append(record)
        changedInputs[ObjectIdentifier(view)] = record
        touched[ObjectIdentifier(view)] = record
        for variable in [record.x, record.y, record.w, record.h, record.bx, record.by] {
            owners[ObjectIdentifier(variable)] = record
        }
        view.constraintState.trackingEngine = self
        for variable in [record.bx, record.by] {
            try? solver.addEditVariable(variable, strength: .almostRequired)
            boundsOriginUses[ObjectIdentifier(variable)] = 0
        }
        if record.isManaged { addIntrinsicSizeConstraints(record, view) } else { fixFrame(of: record, view) }
        return record
    }

    func addIntrinsicSizeConstraints(_ record: ViewVariables, _ view: View) {
        let size = view.intrinsicContentSize
        let axes: [(LayoutAxis, CGFloat, Variable)] = [
            (.horizontal, size.width, record.w), (.vertical, size.height, record.h),
        ]
        for (axis, metric, dimension) in axes where metric != View.noIntrinsicMetric {
            let intrinsic = Variable("\(view.layoutName).intrinsic\(axis == .horizontal ? "Width" : "Height")")
            // Added at its size: a suggestion afterwards would pass over every row.
            let start = metric.isFinite ? Double(metric) : 0
            try? solver.addEditVariable(intrinsic, strength: .almostRequired, value: start)
            suggested[ObjectIdentifier(intrinsic)] = start
            let hugging = view.contentHuggingPriority(for: axis),
                resistance = view.contentCompressionResistancePriority(for: axis)
            let pairs: [(Relation, ConstraintPriority)] = [
                (.lessThanOrEqual, hugging), (.greaterThanOrEqual, resistance),
            ]
            for (relation, priority) in pairs {
                let strength = priority.isRequired ? Strength.required : Strength(priority.weight)
                try? solver.addConstraint(Layout.Constraint(dimension - intrinsic, relation, strength: strength))
            }
            if axis == .horizontal { record.intrinsicWidth = intrinsic } else { record.intrinsicHeight = intrinsic }
        }
    }
}
