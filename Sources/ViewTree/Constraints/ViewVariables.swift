import Foundation
import Layout

/// The solver variables of one view in a `LayoutEngine` (see there for what each means).
@MainActor
final class ViewVariables {
    private(set) weak var view: View?
    /// Laid out by constraints: `x, y, w, h` are solved rather than fed from the model.
    let isManaged: Bool
    /// Its place in its engine's creation order: loops over some records keep that order.
    let order: Int
    let x, y, w, h: Variable
    let bx, by: Variable
    var intrinsicWidth: Variable?
    var intrinsicHeight: Variable?
    /// A multi-line label: its intrinsic height is measured at the solved width.
    let heightDependsOnWidth: Bool
    /// A scroll view's content size, when constraints of its subviews define it.
    private(set) var contentWidth: Variable?
    private(set) var contentHeight: Variable?
    /// The frame the last solution gave the view (managed views only).
    var solvedFrame: CGRect?
    var hasReportedFixedFrame = false
    /// Whether the solution gave the view a frame no screen can hold, and that was said.
    var hasReportedUnrepresentableFrame = false

    init(view: View, order: Int) {
        self.view = view
        self.order = order
        isManaged = !view.translatesAutoresizingMaskIntoConstraints
        let name = view.layoutName
        (x, y, w, h) = (
            Variable("\(name).x"), Variable("\(name).y"), Variable("\(name).width"), Variable("\(name).height")
        )
        (bx, by) = (Variable("\(name).bounds.x"), Variable("\(name).bounds.y"))
        if isManaged, let label = view as? Label {
            heightDependsOnWidth = label.numberOfLines != 1 && label.preferredMaxLayoutWidth == 0
        } else {
            heightDependsOnWidth = false
        }
    }

    /// The view's safe-area insets (top, left, bottom, right), inputs the engine suggests from
    /// the solution; made on first use by a `safeAreaLayoutGuide` constraint.
    private(set) var safeArea: (top: Variable, left: Variable, bottom: Variable, right: Variable)?

    /// The safe-area inset variables, and whether they were just made.
    func safeAreaVariables() -> (
        variables: (top: Variable, left: Variable, bottom: Variable, right: Variable), isNew: Bool
    ) {
        if let safeArea { return (safeArea, false) }
        let name = view?.layoutName ?? "view"
        let made = (
            Variable("\(name).safeArea.top"), Variable("\(name).safeArea.left"), Variable("\(name).safeArea.bottom"),
            Variable("\(name).safeArea.right")
        )
        safeArea = made
        return (made, true)
    }

    /// A label's first and last baselines below its vertical centre, inputs the engine
    /// suggests from its text; made on first use by a baseline constraint.
    private(set) var baselines: (first: Variable, last: Variable)?

    /// The baseline variables, and whether they were just made.
    func baselineVariables() -> (variables: (first: Variable, last: Variable), isNew: Bool) {
        if let baselines { return (baselines, false) }
        let name = view?.layoutName ?? "label"
        let made = (Variable("\(name).firstBaseline"), Variable("\(name).lastBaseline"))
        baselines = made
        return (made, true)
    }

    /// The content width or height variable of a scroll view, made on first use.
    func contentVariable(_ axis: LayoutAxis) -> Variable {
        let name = view?.layoutName ?? "scrollView"
        if axis == .horizontal {
            if let contentWidth { return contentWidth }
            let variable = Variable("\(name).contentWidth")
            contentWidth = variable
            return variable
        }
        if let contentHeight { return contentHeight }
        let variable = Variable("\(name).contentHeight")
        contentHeight = variable
        return variable
    }
}
