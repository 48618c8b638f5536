import FluidPlayground
import Foundation
import ViewTree

/// The table's header: a large title 8 pt below the status bar, with the first row 12 pt below
/// it. A table header's height is its frame's, and the title's size is known only once it can
/// measure text (in a window), so the header sizes itself then, and asks the table to place its
/// rows again (UIKit code does the same from `viewDidLayoutSubviews`).
@MainActor
final class LargeTitleHeader: View {
    let titleLabel: Label
    private let safeAreaTop: CGFloat

    init(title: String, below safeAreaTop: CGFloat) {
        titleLabel = Label(text: title, font: .systemFont(ofSize: 34, weight: .bold))
        self.safeAreaTop = safeAreaTop
        super.init(frame: .zero)
        addSubview(titleLabel)
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        sizeToTitle()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        sizeToTitle()
    }

    /// The title at its own size; the header down to 12 pt below it, less the separator the
    /// first row brings.
    private func sizeToTitle() {
        let title = CGRect(origin: CGPoint(x: 16, y: safeAreaTop + 8), size: titleLabel.intrinsicContentSize)
        if titleLabel.frame != title { titleLabel.frame = title }
        let height = title.maxY + 12 - SwipeCellScene.separator
        guard frame.height != height else { return }
        frame.size.height = height
        superview?.setNeedsLayout()
    }
}
