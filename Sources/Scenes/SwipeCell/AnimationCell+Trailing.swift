import FluidPlayground
import Foundation
import ViewTree

/// The trailing action (Fluid, the scene's `T`), as SwipeCellKit's `.right` actions: a swipe to
/// the left pushes the blue content over an orange "Flag" button at the row's right edge, which
/// fills the gap exactly (no grey shows, unlike the seed's leading side), rubber-bands past its
/// 74 pt with the seed's divisor, and a release opens or closes it by the mirror of the seed's
/// rule (it opens unless the finger moves right) or, with `D`, by the projected rest. A tap on it
/// flags the row and closes it.
extension AnimationCell {
    /// The trailing action's width when open: SwipeCellKit's button with a one-word title.
    static let trailingOpenWidth: CGFloat = 74

    /// The button behind the blue view: from the blue view's trailing edge to the row's, never
    /// narrower than nothing (the leading side pushes the blue view past the row's edge).
    func installTrailingAction() {
        trailingView.backgroundColor = .systemOrange
        trailingView.clipsToBounds = true
        trailingView.accessibilityIdentifier = "trailingView\(row)"
        contentView.insertSubview(trailingView, belowSubview: rightView)
        trailingView.snp.makeConstraints { make in
            make.top.bottom.trailing.equalToSuperview()
            make.leading.equalTo(rightView.snp.trailing).priority(.high)
            make.width.greaterThanOrEqualTo(0)
        }
        trailingView.addSubview(trailingLabel)
        trailingLabel.textAlignment = .center
        trailingLabel.snp.makeConstraints { make in
            make.centerY.equalToSuperview()
            make.centerX.equalTo(trailingView.snp.right).offset(-Self.trailingOpenWidth / 2)
        }
        trailingView.onTap = { [weak self] _ in self?.toggleFlag() }
    }

    /// The blue edge left of closed: the revealed width `closed − offset`, past the open width
    /// only a `rubberBandDivisor`-th of the rest (the seed's pull, mirrored).
    func trailingOffset(_ offset: CGFloat) -> CGFloat {
        var revealed = widthOfClosedLeftView - offset
        if revealed >= Self.trailingOpenWidth {
            revealed = Self.trailingOpenWidth + (revealed - Self.trailingOpenWidth) / rubberBandDivisor
        }
        return widthOfClosedLeftView - revealed
    }

    /// The title fades in over the button's opening: 0 closed, 1 at its open width.
    func revealTrailingAction(offset: CGFloat) {
        trailingLabel.alpha = ((widthOfClosedLeftView - offset) / Self.trailingOpenWidth).clamped(to: 0...1)
    }

    /// The seed's rule mirrored: open unless the finger moves right; with `D`, open when the
    /// projected rest is past half the button's width.
    func opensTrailingOnRelease(at offset: CGFloat, velocity: CGFloat) -> Bool {
        guard decidesByProjection else { return !(velocity > 0) }
        let rest = offset + CGFloat(project(velocity: Double(velocity.isFinite ? velocity : 0)))
        return rest <= widthOfClosedLeftView - Self.trailingOpenWidth / 2
    }

    /// Springs the cell open on the trailing side; `initialSpringVelocity` is UIKit's.
    func openTrailingCell(initialSpringVelocity: CGFloat = 0) {
        spring(to: .openedTrailing, initialSpringVelocity: initialSpringVelocity)
    }

    private func toggleFlag() {
        guard currentCellStatus == .openedTrailing else { return }
        setFlagged(!isFlagged)
    }

    /// Flags or unflags the row wherever it is (its accessibility action): an open row closes.
    func setFlagged(_ flagged: Bool) {
        isFlagged = flagged
        updateTitle()
        if currentCellStatus != .closed { closeCell() }
    }
}
