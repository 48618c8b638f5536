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
    var contentHugging = (horizontal: ConstraintPriority.low, vertical: ConstraintPriority.low)
    var compressionResistance = (horizontal: ConstraintPriority.high, vertical: ConstraintPriority.high)
    var layoutIssueHandler: (@MainActor (LayoutIssue) -> Void)?
}

extension View {
    /// How much the view resists growing beyond its `intrinsicContentSize` on `axis` (default
    /// `.low`, 250, as in UIKit).
    public func contentHuggingPriority(for axis: LayoutAxis) -> ConstraintPriority {
        axis == .horizontal ? constraintState.contentHugging.horizontal : constraintState.contentHugging.vertical
    }

    public func setContentHuggingPriority(_ priority: ConstraintPriority, for axis: LayoutAxis) {
        guard priority.isValid else { return }
        if axis == .horizontal { constraintState.contentHugging.horizontal = priority } else {
            constraintState.contentHugging.vertical = priority
        }
        constraintState.trackingEngine?.setNeedsRebuild()
    }

    /// How much the view resists shrinking below its `intrinsicContentSize` on `axis` (default
    /// `.high`, 750, as in UIKit).
    public func contentCompressionResistancePriority(for axis: LayoutAxis) -> ConstraintPriority {
        axis == .horizontal ? constraintState.compressionResistance.horizontal : constraintState.compressionResistance.vertical
    }

    public func setContentCompressionResistancePriority(_ priority: ConstraintPriority, for axis: LayoutAxis) {
        guard priority.isValid else { return }
        if axis == .horizontal { constraintState.compressionResistance.horizontal = priority } else {
            constraintState.compressionResistance.vertical = priority
        }
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
        constraintState.trackingEngine?.setNeedsSolve()
    }

    /// The root of this view's tree (the window, or the top of a tree not in one).
    var layoutRoot: View {
        var current: View = self
        while let parent = current.superview { current = parent }
        return current
    }
}
