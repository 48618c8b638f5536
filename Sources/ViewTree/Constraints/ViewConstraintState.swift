import Foundation

/// What a view keeps for constraint layout (stored in `View`, used by the DSL and the engine).
@MainActor
struct ViewConstraintState {
    /// Made with `snp` for this view, for update / remake / remove.
    var snapKitConstraints: [Constraint] = []
    /// Active layout constraints whose first item is this view.
    var layoutConstraints: [LayoutConstraint] = []
    /// The engine of this view's tree; only the root of a tree that has constraints holds one.
    var engine: LayoutEngine?
    /// The engine that has variables for this view, if any.
    weak var trackingEngine: LayoutEngine?
    var contentHugging: [LayoutAxis: ConstraintPriority] = [.horizontal: .low, .vertical: .low]
    var compressionResistance: [LayoutAxis: ConstraintPriority] = [.horizontal: .high, .vertical: .high]
    var layoutIssueHandler: (@MainActor (LayoutIssue) -> Void)?
    /// Constraints have given the view a frame before (the first one is not animated).
    var hasConstraintFrame = false
}

extension View {
    /// How much the view resists growing beyond its `intrinsicContentSize` on `axis` (default
    /// `.low`, 250, as in UIKit).
    public func contentHuggingPriority(for axis: LayoutAxis) -> ConstraintPriority {
        constraintState.contentHugging[axis] ?? .low
    }

    public func setContentHuggingPriority(_ priority: ConstraintPriority, for axis: LayoutAxis) {
        setIntrinsicSizePriority(\.contentHugging, priority, axis)
    }

    /// How much the view resists shrinking below its `intrinsicContentSize` on `axis` (default
    /// `.high`, 750, as in UIKit).
    public func contentCompressionResistancePriority(for axis: LayoutAxis) -> ConstraintPriority {
        constraintState.compressionResistance[axis] ?? .high
    }

    public func setContentCompressionResistancePriority(_ priority: ConstraintPriority, for axis: LayoutAxis) {
        setIntrinsicSizePriority(\.compressionResistance, priority, axis)
    }

    private func setIntrinsicSizePriority(
        _ table: WritableKeyPath<ViewConstraintState, [LayoutAxis: ConstraintPriority]>,
        _ priority: ConstraintPriority, _ axis: LayoutAxis
    ) {
        guard priority.isValid, constraintState[keyPath: table][axis] != priority else { return }
        constraintState[keyPath: table][axis] = priority
        constraintState.trackingEngine?.setNeedsRebuild()
    }

    /// Receives the layout problems of this view's subtree (unsatisfiable constraints, updates that
    /// match nothing, misuse); the nearest handler up the tree is used, standard error by default.
    public var layoutIssueHandler: (@MainActor (LayoutIssue) -> Void)? {
        get { constraintState.layoutIssueHandler }
        set { constraintState.layoutIssueHandler = newValue }
    }

    /// The active layout constraints whose first item is this view.
    public var activeLayoutConstraints: [LayoutConstraint] { constraintState.layoutConstraints }

    /// Call when what `intrinsicContentSize` returns has changed; constraint layout measures again.
    public func invalidateIntrinsicContentSize() {
        constraintState.trackingEngine?.intrinsicContentSizeDidChange(of: self)
    }

    /// The root of this view's tree (the window, or the top of a tree not in one).
    var layoutRoot: View {
        var current: View = self
        while let parent = current.superview { current = parent }
        return current
    }
}
