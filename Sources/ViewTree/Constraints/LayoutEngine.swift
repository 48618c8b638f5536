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
///
/// This file keeps the engine's state, activation, change tracking and the update pass; building
/// a constraint's rows is in `LayoutEngine+Installing.swift`, the edit variables fed in and the
/// frames read out in `+Inputs`, and conflict reports in `+Reporting`.
@MainActor
final class LayoutEngine {
    private weak var root: View?
    let solver = Solver()
    var needsRebuild = true
    var needsSolve = true
    var records: [ObjectIdentifier: ViewVariables] = [:]
    /// The records in creation order: every loop that affects results runs in a stable order.
    var recordOrder: [ViewVariables] = []
    var installed: [ObjectIdentifier: Installed] = [:]
    /// Activated or changed since the last update, in order.
    var pending: [LayoutConstraint] = []
    /// Left out: unsatisfiable ones (tried again when something is removed) and ones whose views
    /// are not in one tree yet (tried again when the hierarchy changes).
    var waiting: [LayoutConstraint] = []
    var suggested: [ObjectIdentifier: Double] = [:]
    /// Records whose inputs (bounds origin, fixed frame, intrinsic size) may have changed since
    /// they were last suggested: an update suggests only these.
    var changedInputs: [ObjectIdentifier: ViewVariables] = [:]
    /// Records whose inputs or solved variables changed in this update (or that are new): only
    /// their frames are published and their bounds origins checked.
    var touched: [ObjectIdentifier: ViewVariables] = [:]
    /// The record each frame and bounds variable belongs to.
    var owners: [ObjectIdentifier: ViewVariables] = [:]
    /// How many installed constraints mention each view's bounds origin (`bx`, `by`), by variable:
    /// a scroll step of a view whose origin none mentions changes no solution, so it solves nothing.
    var boundsOriginUses: [ObjectIdentifier: Int] = [:]
    /// The required `variable == value` holding each fixed frame variable, by variable.
    var fixed: [ObjectIdentifier: Layout.Constraint] = [:]
    var isUpdating = false
    /// Inputs derived from the solution or the text, which constraints mention: a view's
    /// safe-area insets (`safeAreaLayoutGuide`), a label's baselines. Each gives its edit
    /// variables' values as they are now; they are suggested again after every solve.
    var derivedInputs: [() -> [(Variable, Double)]] = []
    /// Statements reported during the current update.
    /// The statements (or, for a constraint made without the DSL, the constraints) reported in
    /// this update: by identity, not source line — a loop makes many statements on one line.
    var reportedStatements: Set<ObjectIdentifier> = []
    /// How many conflicts were diagnosed (for tests: a standing conflict is diagnosed once).
    var conflictDiagnoses = 0
    /// Solver questions the diagnoses asked (`MinimalConflict`; none where the tableau tells).
    var conflictQuestions = 0
    /// How many updates solved (for tests: scrolling content that no constraint ties to the
    /// scroll offset solves nothing).
    private(set) var solves = 0
    /// How many view records the updates visited to suggest inputs and publish frames (for tests:
    /// a changed constant visits the views it moves, not every view of the tree).
    private(set) var recordVisits = 0
    /// How many times every constraint was installed anew (for tests: moving a whole laid-out
    /// tree keeps its engine).
    private(set) var rebuilds = 0

    struct Installed {
        let constraint: LayoutConstraint
        let solverConstraint: Layout.Constraint
        /// When it was first installed: reports list constraints in this order.
        let order: Int
    }

    /// The installed constraints in the order they were first installed (for reports only).
    var installedInOrder: [Installed] { installed.values.sorted { $0.order < $1.order } }
    var installCount = 0

    init(root: View) {
        self.root = root
    }

    // MARK: Finding engines

    /// The engine of `view`'s tree, if that tree has one.
    static func engine(for view: View) -> LayoutEngine? {
        view.layoutRoot.constraintState.engine
    }

    static func ensureEngine(for view: View) -> LayoutEngine {
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

    func constraintWasRemoved(_ constraint: LayoutConstraint) {
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
    static func takesPartInLayout(_ root: View, leaving moved: View) -> Bool {
        guard root !== moved else { return false }
        return !root.constraintState.layoutConstraints.isEmpty || root.constraintState.trackingEngine != nil
            || root.subviews.contains { subtreeTakesPartInLayout($0) }
    }

    static func subtreeTakesPartInLayout(_ view: View) -> Bool {
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

    func noteInputsChanged(of view: View) {
        let key = ObjectIdentifier(view)
        if let record = records[key] { changedInputs[key] = record }
    }

    /// Notes the records of `variables` (whose values the solver just changed) as touched.
    func noteChangedOutputs(_ variables: [Variable]) {
        for variable in variables {
            guard let record = owners[ObjectIdentifier(variable)], let view = record.view else { continue }
            touched[ObjectIdentifier(view)] = record
        }
    }

    /// Whether an installed constraint mentions the `x` or `y` (as asked) of `view`'s bounds
    /// origin: one that crosses out of a scroll view (the stretchy header's image pinned to the
    /// screen), or one stated in the view's own bounds. Constraints inside a scroll view's
    /// content mention neither, so scrolling a long table lays nothing out.
    func constraintsMentionBoundsOrigin(of view: View, x: Bool, y: Bool) -> Bool {
        guard let record = records[ObjectIdentifier(view)] else { return false }
        return (x && boundsOriginUses[ObjectIdentifier(record.bx), default: 0] > 0)
            || (y && boundsOriginUses[ObjectIdentifier(record.by), default: 0] > 0)
    }

    /// Counts `constraint`'s mentions of bounds origins up (installed) or down (removed).
    func countBoundsOriginUses(of constraint: Layout.Constraint, by change: Int) {
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

    func rebuild(from root: View) {
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
}
