import Foundation
import Layout

/// Turns the active `LayoutConstraint`s of one view tree into a Cassowary system and the solution
/// into frames. The root of a tree that has constraints owns one (no global state).
///
/// **Variables.** Every view a constraint mentions, and every view on the way from it up to the
/// constraint's coordinate space, gets `x, y, w, h` (its frame in its superview, transform
/// ignored, as Auto Layout sets `center` and `bounds`) and `bx, by` (its bounds origin: the
/// content offset of a scroll view). For views laid out by constraints
/// (`translatesAutoresizingMaskIntoConstraints == false`) `x…h` are solved. For the others they
/// are held by required equalities with the model's frame (UIKit's autoresizing-mask
/// constraints), replaced when the frame changes, so a constraint that contradicts a fixed frame
/// is reported and left out like any conflict. Every `bx, by` is an edit variable fed from the
/// model at `Strength.almostRequired`: a scroll step is a `suggestValue` (dual simplex), not a
/// rebuild, and it beats every non-required constraint.
///
/// **Coordinate space.** A constraint is stated in the bounds coordinates of the nearest common
/// ancestor `A` of its views: a view's edge is its `x` plus, for each ancestor `S` below `A`,
/// `S.x − S.bx`. So views inside a scroll view constrained to views outside it stay put while the
/// content scrolls (the stretchy header). `A`'s own attributes are its bounds (`bx … bx + w`),
/// except for a scroll view, whose edges seen from its subviews are the *content* area
/// (0 … contentSize, which the solution then sets) while width, height and centres are the frame,
/// as in UIKit.
///
/// **Intrinsic size.** A view laid out by constraints whose class reports an
/// `intrinsicContentSize` gets `w ≥ iw` at its compression resistance and `w ≤ iw` at its content
/// hugging (and the same for the height). A multi-line label's height is measured again at the
/// solved width until it settles (at most three times), as Auto Layout does.
@MainActor
final class LayoutEngine {
    private weak var root: View?
    private let solver = Solver()
    private var needsRebuild = true
    private var needsSolve = true
    private var records: [ObjectIdentifier: ViewVariables] = [:]
    /// The records in creation order: every loop that affects results runs in a stable order.
    private var recordOrder: [ViewVariables] = []
    private var installed: [ObjectIdentifier: Installed] = [:]
    /// Activated or changed since the last update, in order.
    private var pending: [LayoutConstraint] = []
    /// Left out: unsatisfiable ones (tried again when something is removed) and ones whose views
    /// are not in one tree yet (tried again when the hierarchy changes).
    private var waiting: [LayoutConstraint] = []
    private var suggested: [ObjectIdentifier: Double] = [:]
    /// Records whose inputs (bounds origin, fixed frame, intrinsic size) may have changed since
    /// they were last suggested: an update suggests only these.
    private var changedInputs: [ObjectIdentifier: ViewVariables] = [:]
    /// Records whose inputs or solved variables changed in this update (or that are new): only
    /// their frames are published and their bounds origins checked.
    private var touched: [ObjectIdentifier: ViewVariables] = [:]
    /// The record each frame and bounds variable belongs to.
    private var owners: [ObjectIdentifier: ViewVariables] = [:]
    /// How many installed constraints mention each view's bounds origin (`bx`, `by`), by variable:
    /// a scroll step of a view whose origin none mentions changes no solution, so it solves nothing.
    private var boundsOriginUses: [ObjectIdentifier: Int] = [:]
    /// The required `variable == value` holding each fixed frame variable, by variable.
    private var fixed: [ObjectIdentifier: Layout.Constraint] = [:]
    private var isUpdating = false
    /// Inputs derived from the solution or the text, which constraints mention: a view's
    /// safe-area insets (`safeAreaLayoutGuide`), a label's baselines. Each gives its edit
    /// variables' values as they are now; they are suggested again after every solve.
    private var derivedInputs: [() -> [(Variable, Double)]] = []
    /// Statements reported during the current update.
    /// The statements (or, for a constraint made without the DSL, the constraints) reported in
    /// this update: by identity, not source line — a loop makes many statements on one line.
    private var reportedStatements: Set<ObjectIdentifier> = []
    /// How many conflicts were diagnosed (for tests: a standing conflict is diagnosed once).
    private(set) var conflictDiagnoses = 0
    /// Solver questions the diagnoses asked (`MinimalConflict`; none where the tableau tells).
    private(set) var conflictQuestions = 0
    /// How many updates solved (for tests: scrolling content that no constraint ties to the
    /// scroll offset solves nothing).
    private(set) var solves = 0
    /// How many view records the updates visited to suggest inputs and publish frames (for tests:
    /// a changed constant visits the views it moves, not every view of the tree).
    private(set) var recordVisits = 0
    /// How many times every constraint was installed anew (for tests: moving a whole laid-out
    /// tree keeps its engine).
    private(set) var rebuilds = 0

    private struct Installed {
        let constraint: LayoutConstraint
        let solverConstraint: Layout.Constraint
        /// When it was first installed: reports list constraints in this order.
        let order: Int
    }

    /// The installed constraints in the order they were first installed (for reports only).
    private var installedInOrder: [Installed] { installed.values.sorted { $0.order < $1.order } }
    private var installCount = 0

    init(root: View) {
        self.root = root
    }

    // MARK: Finding engines

    /// The engine of `view`'s tree, if that tree has one.
    static func engine(for view: View) -> LayoutEngine? {
        view.layoutRoot.constraintState.engine
    }

    private static func ensureEngine(for view: View) -> LayoutEngine {
        let root = view.layoutRoot
        if let engine = root.constraintState.engine { return engine }
        let engine = LayoutEngine(root: root)
        root.constraintState.engine = engine
        return engine
    }

    // MARK: Activation

    static func activate(_ constraint: LayoutConstraint) {
        guard !constraint.isInEngine, let first = constraint.firstItem else { return }
        constraint.isInEngine = true
        first.constraintState.layoutConstraints.append(constraint)
        ensureEngine(for: first).constraintDidChange(constraint)
    }

    static func deactivate(_ constraint: LayoutConstraint) {
        guard constraint.isInEngine else { return }
        constraint.isInEngine = false
        guard let first = constraint.firstItem else { return }
        first.constraintState.layoutConstraints.removeAll { $0 === constraint }
        engine(for: first)?.constraintWasRemoved(constraint)
    }

    // MARK: Changes

    /// An active constraint was added or its constant or priority changed.
    func constraintDidChange(_ constraint: LayoutConstraint) {
        setNeedsSolve()
        guard !needsRebuild, !pending.contains(where: { $0 === constraint }) else { return }
        pending.append(constraint)
    }

    private func constraintWasRemoved(_ constraint: LayoutConstraint) {
        setNeedsSolve()
        pending.removeAll { $0 === constraint }
        waiting.removeAll { $0 === constraint }
        uninstall(constraint)
        // Something that could not hold before may hold now.
        for other in waiting where !pending.contains(where: { $0 === other }) { pending.append(other) }
        waiting.removeAll()
    }

    func setNeedsRebuild() {
        needsRebuild = true
        setNeedsSolve()
    }

    /// Marks the solution out of date and asks for a layout pass, which also makes the window
    /// draw a frame (nothing else may have changed on screen yet).
    func setNeedsSolve() {
        needsSolve = true
        root?.setNeedsLayout()
    }

    /// A view moved from the tree rooted at `oldRoot` to wherever it is now: the engines of both
    /// trees start over if the moved subtree has constraints or views they laid out, and the
    /// constraints travel with the views.
    static func viewDidMove(_ view: View, from oldRoot: View) {
        let newRoot = view.layoutRoot
        if oldRoot !== newRoot, let engine = oldRoot.constraintState.engine, newRoot.constraintState.engine == nil,
            view === oldRoot || view.constraintState.engine == nil, !takesPartInLayout(oldRoot, leaving: view)
        {
            // Everything the engine lays out moved together: each constraint is stated in its
            // views' nearest common ancestor, inside the moved subtree, so every expression still
            // holds, and the engine goes with them instead of starting over. A scene built off
            // screen and shown in a window (its labels measured only there) is solved again, not
            // installed again (Docs/Constraints.md §1).
            oldRoot.constraintState.engine = nil
            engine.root = newRoot
            newRoot.constraintState.engine = engine
            if engine.waiting.isEmpty { engine.setNeedsSolve() } else { engine.setNeedsRebuild() }
            return
        }
        let oldEngine = oldRoot.constraintState.engine
        let relevant = subtreeTakesPartInLayout(view)
        if relevant { oldEngine?.setNeedsRebuild() }
        if view !== newRoot, let engine = view.constraintState.engine {
            // A tree with its own engine joined another: one engine for the merged tree.
            view.constraintState.engine = nil
            engine.root = nil
        }
        if relevant {
            ensureEngine(for: newRoot).setNeedsRebuild()
        } else if let engine = newRoot.constraintState.engine, !engine.waiting.isEmpty {
            engine.setNeedsRebuild()
        }
    }

    /// Whether anything of `root`'s tree, now that `moved` has left it, takes part in layout
    /// (`root` itself apart from its engine).
    private static func takesPartInLayout(_ root: View, leaving moved: View) -> Bool {
        guard root !== moved else { return false }
        return !root.constraintState.layoutConstraints.isEmpty || root.constraintState.trackingEngine != nil
            || root.subviews.contains { subtreeTakesPartInLayout($0) }
    }

    private static func subtreeTakesPartInLayout(_ view: View) -> Bool {
        if !view.constraintState.layoutConstraints.isEmpty || view.constraintState.trackingEngine != nil
            || view.constraintState.engine != nil
        {
            return true
        }
        return view.subviews.contains { subtreeTakesPartInLayout($0) }
    }

    /// A model property of a view this engine tracks changed; bounds and centre are inputs of
    /// views placed by frame, the bounds origin (scroll offset) of every view.
    func trackedGeometryDidChange(of view: View, oldBounds: CGRect, oldCenter: CGPoint) {
        let new = view.model
        // Inputs: the bounds origin of every view, the frame of views placed by frame (not the
        // frames a solution gave, applied in `layoutIfNeeded`).
        let originMoved = oldBounds.origin != new.bounds.origin
        let frameMoved =
            view.translatesAutoresizingMaskIntoConstraints
            && (oldBounds.size != new.bounds.size || oldCenter != new.center)
        if originMoved || frameMoved { noteInputsChanged(of: view) }
        let originMatters =
            originMoved
            && constraintsMentionBoundsOrigin(
                of: view, x: oldBounds.origin.x != new.bounds.origin.x, y: oldBounds.origin.y != new.bounds.origin.y)
        if frameMoved || originMatters { setNeedsSolve() }
    }

    /// What `view.intrinsicContentSize` returns changed.
    func intrinsicContentSizeDidChange(of view: View) {
        noteInputsChanged(of: view)
        setNeedsSolve()
    }

    private func noteInputsChanged(of view: View) {
        let key = ObjectIdentifier(view)
        if let record = records[key] { changedInputs[key] = record }
    }

    /// Notes the records of `variables` (whose values the solver just changed) as touched.
    private func noteChangedOutputs(_ variables: [Variable]) {
        for variable in variables {
            guard let record = owners[ObjectIdentifier(variable)], let view = record.view else { continue }
            touched[ObjectIdentifier(view)] = record
        }
    }

    /// Whether an installed constraint mentions the `x` or `y` (as asked) of `view`'s bounds
    /// origin: one that crosses out of a scroll view (the stretchy header's image pinned to the
    /// screen), or one stated in the view's own bounds. Constraints inside a scroll view's
    /// content mention neither, so scrolling a long table lays nothing out.
    private func constraintsMentionBoundsOrigin(of view: View, x: Bool, y: Bool) -> Bool {
        guard let record = records[ObjectIdentifier(view)] else { return false }
        return (x && boundsOriginUses[ObjectIdentifier(record.bx), default: 0] > 0)
            || (y && boundsOriginUses[ObjectIdentifier(record.by), default: 0] > 0)
    }

    /// Counts `constraint`'s mentions of bounds origins up (installed) or down (removed).
    private func countBoundsOriginUses(of constraint: Layout.Constraint, by change: Int) {
        for term in constraint.expression.terms {
            let key = ObjectIdentifier(term.variable)
            guard let uses = boundsOriginUses[key] else { continue }
            boundsOriginUses[key] = uses + change
        }
    }

    // MARK: Update

    /// Brings the solution up to date and marks the superviews of views whose frame changed as
    /// needing layout (they apply the frames in `layoutIfNeeded`).
    func update() {
        // A scroll delegate that lays out while the solution moves a scroll view's offset would
        // come back here: the outer update finishes the work.
        guard let root, !isUpdating else { return }
        isUpdating = true
        defer { isUpdating = false }
        reportedStatements = []
        if needsRebuild { rebuild(from: root) }
        if !pending.isEmpty {
            let toInstall = pending
            pending = []
            for constraint in toInstall { install(constraint) }
        }
        guard needsSolve else { return }
        solves += 1
        // Setting a scroll view's content size can move its offset, an input: solve again then.
        for _ in 0..<3 {
            needsSolve = false
            suggestInputs()
            noteChangedOutputs(solver.updateVariables())
            measureWidthDependentHeights()
            applyContentSizes()
            // The safe-area insets follow from where the solution puts the views: solve again
            // when they moved (a view laid out by constraints that slid under the status bar).
            if suggestDerivedInputs() { needsSolve = true }
            if !needsSolve { break }
        }
        needsSolve = false
        let touched = self.touched.values.sorted { $0.order < $1.order }
        self.touched = [:]
        recordVisits += touched.count
        publishFrames(of: touched)
        checkBoundsOrigins(of: touched)
    }

    /// The frame the solution gives `view` in its superview, if constraints lay it out.
    func solvedFrame(for view: View) -> CGRect? {
        records[ObjectIdentifier(view)]?.solvedFrame
    }

    private func rebuild(from root: View) {
        rebuilds += 1
        solver.reset()
        for record in recordOrder {
            if let view = record.view, view.constraintState.trackingEngine === self {
                view.constraintState.trackingEngine = nil
            }
        }
        records = [:]
        recordOrder = []
        installed = [:]
        suggested = [:]
        changedInputs = [:]
        touched = [:]
        owners = [:]
        fixed = [:]
        boundsOriginUses = [:]
        derivedInputs = []
        waiting = []
        needsRebuild = false
        needsSolve = true
        var all: [LayoutConstraint] = []
        func collect(_ view: View) {
            all.append(contentsOf: view.constraintState.layoutConstraints)
            for subview in view.subviews { collect(subview) }
        }
        collect(root)
        pending = all
    }

    // MARK: Installing constraints

    /// Puts `constraint` in the solver as it now is: new, or in place of what was installed for
    /// it (a changed constant is a shift of the tableau, not a rebuild of its rows).
    private func install(_ constraint: LayoutConstraint) {
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
    private func solverConstraint(for constraint: LayoutConstraint) -> Layout.Constraint? {
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

    private func uninstall(_ constraint: LayoutConstraint) {
        guard let entry = installed.removeValue(forKey: ObjectIdentifier(constraint)) else { return }
        try? solver.removeConstraint(entry.solverConstraint)
        countBoundsOriginUses(of: entry.solverConstraint, by: -1)
    }

    private static func relation(_ relation: ConstraintRelation) -> Relation {
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
    private func expression(_ view: View, _ attribute: ConstraintAttributes, in ancestor: View) -> Layout.Expression {
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
    private func baseline(
        of record: ViewVariables, _ attribute: ConstraintAttributes, top: Layout.Expression
    ) -> Layout.Expression {
        guard record.view is Label else { return attribute == .firstBaseline ? top : top + record.h }
        let variables = baselineVariables(of: record)
        return top + record.h * 0.5 + (attribute == .firstBaseline ? variables.first : variables.last)
    }

    private func baselineVariables(of record: ViewVariables) -> (first: Variable, last: Variable) {
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
    private func addDerivedInputs(_ values: @escaping () -> [(Variable, Double)]) {
        for (variable, value) in values() {
            try? solver.addEditVariable(variable, strength: .almostRequired, value: value)
            suggested[ObjectIdentifier(variable)] = value
        }
        derivedInputs.append(values)
    }

    /// Suggests every derived input as it now is; returns whether any changed (a view laid out
    /// by constraints that moved under the status bar, a wrapped label whose width changed).
    private func suggestDerivedInputs() -> Bool {
        var changed = false
        for values in derivedInputs {
            for (variable, value) in values() where suggest(variable, value) { changed = true }
        }
        return changed
    }

    /// A label's baselines below its centre at its solved width (0 outside a window).
    private func baselineOffsets(of record: ViewVariables) -> (first: Double, last: Double) {
        guard let label = record.view as? Label,
            let offsets = label.baselineOffsetsFromCenter(forWidth: CGFloat(max(0, record.w.value)))
        else { return (0, 0) }
        return (Double(offsets.first), Double(offsets.last))
    }

    /// An attribute of `view`'s safe area (`safeAreaLayoutGuide`): that of its bounds moved in by
    /// its safe-area insets, inputs suggested from the solution (`suggestDerivedInputs`). A scroll
    /// view's safe area is on its bounds (what it shows), not its content.
    private func safeAreaExpression(
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

    private func safeAreaVariables(
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
    private func solvedSafeAreaInsets(of view: View) -> EdgeInsets {
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
    private func layoutFrame(of view: View) -> CGRect {
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
    private func ownExpression(
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

    private func record(for view: View) -> ViewVariables {
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

    private func addIntrinsicSizeConstraints(_ record: ViewVariables, _ view: View) {
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

    // MARK: Inputs and outputs

    /// Suggests `value` for an edit variable unless it already has it; returns whether it changed.
    @discardableResult
    private func suggest(_ variable: Variable, _ value: Double) -> Bool {
        let key = ObjectIdentifier(variable)
        guard value.isFinite, suggested[key] != value else { return false }
        suggested[key] = value
        try? solver.suggestValue(variable, value)
        return true
    }

    private func suggestInputs() {
        let changed = changedInputs.values.sorted { $0.order < $1.order }
        changedInputs = [:]
        for record in changed {
            guard let view = record.view else { continue }
            touched[ObjectIdentifier(view)] = record
            let model = view.model
            if !record.isManaged { fixFrame(of: record, view) }
            suggest(record.bx, Double(model.bounds.origin.x))
            suggest(record.by, Double(model.bounds.origin.y))
            if record.intrinsicWidth != nil || record.intrinsicHeight != nil {
                let size = view.intrinsicContentSize
                if let width = record.intrinsicWidth { suggest(width, Double(size.width)) }
                if let height = record.intrinsicHeight, !record.heightDependsOnWidth {
                    suggest(height, Double(size.height))
                }
            }
        }
    }

    /// Holds the frame variables of a view not laid out by constraints at its model frame.
    private func fixFrame(of record: ViewVariables, _ view: View) {
        let model = view.model
        let values = [
            model.center.x - model.bounds.width / 2, model.center.y - model.bounds.height / 2,
            model.bounds.width, model.bounds.height,
        ]
        for (variable, value) in zip([record.x, record.y, record.w, record.h], values.map(Double.init)) {
            let key = ObjectIdentifier(variable)
            guard value.isFinite, suggested[key] != value else { continue }
            suggested[key] = value
            let old = fixed.removeValue(forKey: key)
            let constraint = Layout.Constraint(
                variable - value, .equal,
                label: "\(variable) == \(LayoutConstraint.format(value)) (fixed frame)")
            do {
                if let old {
                    try solver.replaceConstraint(old, with: constraint)
                } else {
                    try solver.addConstraint(constraint)
                }
                fixed[key] = constraint
            } catch {
                // Required constraints added earlier contradict the new frame: they win here, and the
                // conflict is reported (once per view), diagnosed before the weaker stand-in joins.
                let conflict = record.hasReportedFixedFrame ? nil : minimalConflict(with: constraint)
                let weaker = constraint.withStrength(.almostRequired)
                try? solver.addConstraint(weaker)
                fixed[key] = weaker
                if let conflict {
                    record.hasReportedFixedFrame = true
                    Self.report(.unsatisfiable(conflict: conflict, broken: constraint.label ?? ""), from: view)
                }
            }
        }
    }

    /// Multi-line labels: the height that fits the solved width, until the widths settle.
    private func measureWidthDependentHeights() {
        for _ in 0..<3 {
            var changed = false
            for record in recordOrder where record.heightDependsOnWidth {
                guard let label = record.view as? Label, let height = record.intrinsicHeight else { continue }
                let fitted = label.sizeThatFits(CGSize(width: max(0, record.w.value), height: .greatestFiniteMagnitude))
                if suggest(height, Double(fitted.height)) { changed = true }
            }
            guard changed else { return }
            noteChangedOutputs(solver.updateVariables())
        }
    }

    private func applyContentSizes() {
        for record in recordOrder where record.contentWidth != nil || record.contentHeight != nil {
            guard let scrollView = record.view as? ScrollView else { continue }
            var size = scrollView.contentSize
            if let width = record.contentWidth { size.width = CGFloat(width.value) }
            if let height = record.contentHeight { size.height = CGFloat(height.value) }
            // May clamp the content offset, which asks for another solve.
            if size != scrollView.contentSize { scrollView.contentSize = size }
        }
    }

    static func snap(_ value: Double) -> Double { (value * 64).rounded() / 64 }

    /// Coordinates beyond this (points) are not laid out: no screen shows them, and sums of them
    /// lose every fraction of a point.
    static let largestCoordinate = 1e7

    private func publishFrames(of records: [ViewVariables]) {
        for record in records where record.isManaged {
            guard let view = record.view else { continue }
            // Edges snap to 1/64 pt: exact in binary, far below a pixel at any scale, and it clears
            // the simplex's rounding noise (843.9999999999995 → 844), so neighbours that share an
            // edge share it exactly.
            let solution = [record.x.value, record.y.value, record.w.value, record.h.value]
            guard solution.allSatisfy({ $0.isFinite && abs($0) <= Self.largestCoordinate }) else {
                if !record.hasReportedUnrepresentableFrame {
                    record.hasReportedUnrepresentableFrame = true
                    Self.report(
                        .unrepresentableFrame(
                            view: view.layoutName, solution: "\(solution)",
                            kept: "\(record.solvedFrame ?? view.frame)"), from: view)
                }
                continue
            }
            record.hasReportedUnrepresentableFrame = false
            let left = Self.snap(record.x.value), top = Self.snap(record.y.value)
            let right = Self.snap(record.x.value + max(0, record.w.value))
            let bottom = Self.snap(record.y.value + max(0, record.h.value))
            let frame = CGRect(x: left, y: top, width: right - left, height: bottom - top)
            guard frame != record.solvedFrame else { continue }
            record.solvedFrame = frame
            view.superview?.setNeedsLayout()
        }
    }

    /// Bounds origins are edits: required constraints that need another one move them in the
    /// solution only, while the view keeps its own. Say so once per view.
    private func checkBoundsOrigins(of records: [ViewVariables]) {
        for record in records where !record.hasReportedFixedFrame {
            guard let view = record.view else { continue }
            let origin = view.model.bounds.origin
            guard abs(record.bx.value - Double(origin.x)) > 0.5 || abs(record.by.value - Double(origin.y)) > 0.5 else {
                continue
            }
            record.hasReportedFixedFrame = true
            let related = installedInOrder.filter {
                $0.constraint.firstItem === view || $0.constraint.secondItem === view
            }
            Self.report(
                .unsatisfiable(
                    conflict: related.map(\.constraint.description),
                    broken: "the bounds origin of \(view.layoutName), \(origin): constraints need "
                        + "(\(record.bx.value), \(record.by.value)); frames were solved with that value"),
                from: view)
        }
    }

    // MARK: Reporting

    /// Reports an issue about a constraint once, and once per statement (`make.edges` makes four
    /// constraints that fail together) in each update.
    private func reportOnce(_ issue: @autoclosure () -> LayoutIssue, about constraint: LayoutConstraint) {
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
    private func minimalConflict(with broken: Layout.Constraint) -> [String] {
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
