import FluidPlayground
import Foundation
import ViewTree

/// The bottom sheet's numbers for a screen `height` points tall with `safeAreaInsets`: the tops
/// of the three states, the drag rule, the release rules and the backdrop's dimming. Pure values,
/// so every rule can be tested without a window.
struct SheetGeometry {
    /// The height of the view the sheet lives in (the seed's `self.view.bounds.height`).
    let height: CGFloat
    /// The screen's safe area, from which `expanded` and `compressed` are measured.
    let safeAreaInsets: EdgeInsets

    /// `expanded` lies this far below the top of the safe area: the seed's 100 on its 47 pt inset.
    static let expandedBelowSafeArea: CGFloat = 53
    /// `compressed` lies this far above the bottom of the safe area: the seed's `height − 100` on
    /// its 34 pt inset.
    static let compressedAboveSafeArea: CGFloat = 66
    /// The projection's deceleration rate: `UIScrollView.DecelerationRate.normal`, 0.998 per ms.
    static let projectionRate = DecelerationRate.normal

    /// Release velocities up to this (pt/s, either way) count as slow: the sheet goes to the
    /// nearest state (seed 003: "50 is the speed at which we consider the user to drag slowly").
    static let slowVelocity: CGFloat = 50
    /// The backdrop's alpha with the sheet expanded; 0 when compressed.
    static let maximumDimming: CGFloat = 0.4

    /// The container's top constant for `state`: seed 003's `topViewContainer(forState:)` —
    /// compressed `height − 100`, half `height / 2`, expanded `100` — measured from the safe area
    /// (as FloatingPanel's anchors are), so the sheet clears the status bar and the home indicator
    /// alike on any screen: expanded `safe top + 53`, compressed `height − safe bottom − 66`, the
    /// seed's 100 and 744 on the 844 pt phone (47/34 pt insets). Half stays half the screen (a
    /// fractional anchor on the whole screen, FloatingPanel's `referenceGuide: .superview`).
    func top(for state: ExpansionState) -> CGFloat {
        switch state {
        case .compressed: height - safeAreaInsets.bottom - Self.compressedAboveSafeArea
        case .half: height / 2
        case .expanded: safeAreaInsets.top + Self.expandedBelowSafeArea
        }
    }

    // MARK: Dragging

    /// The top while dragging, seed 003's `.changed`: `newTop = oldTop + translation.y`.
    ///
    /// - `rubberBands == false` (the seed): `newTop` applies only if it is ≥ 0; otherwise nil and
    ///   the top stays where it was.
    /// - `rubberBands == true` (Fluid's default): above `expanded` the sheet follows with
    ///   UIScrollView's rubber band `b(x) = c·x·d/(d + c·x)` (Docs/Motion.md §3.2, c = 0.55) over the
    ///   `d = 100` pt left above `expanded`, so the top approaches 0 but never reaches it.
    func draggedTop(from oldTop: CGFloat, translation: CGFloat, rubberBands: Bool) -> CGFloat? {
        let newTop = oldTop + translation
        guard newTop.isFinite else { return nil }
        guard rubberBands else { return newTop >= 0 ? newTop : nil }
        let expanded = top(for: .expanded)
        guard newTop < expanded else { return newTop }
        return expanded - RubberBand.offset(forOvershoot: expanded - newTop, dimension: expanded)
    }

    /// The `oldTop` a drag that grabs the sheet where it is seen (`displayedTop`) starts from, so
    /// that a translation of 0 shows it exactly there: the displayed top itself, or above
    /// `expanded` with rubber-banding, the raw position whose band is the displayed top — the
    /// inverse `x = b·d/(c·(d − b))` (Docs/Motion.md §3.2). The band never shows the top above 0, so
    /// a sheet seen there (a spring would need a fling from ~1000 pt below `expanded` to overshoot
    /// that far) is taken from 0.5 pt.
    func dragOrigin(forDisplayedTop displayedTop: CGFloat, rubberBands: Bool) -> CGFloat {
        let expanded = top(for: .expanded)
        guard rubberBands, displayedTop < expanded else { return displayedTop }
        let shown = max(displayedTop, 0.5)
        return expanded - RubberBand.overshoot(forOffset: expanded - shown, dimension: expanded)
    }

    // MARK: Releasing

    /// The state a drag released at `top` with vertical velocity `velocity` (pt/s, down positive)
    /// goes to, seed 003's `panGesture(didEndTranslationPoint:withVelocity:)`:
    /// - `|velocity| ≤ 50`: the state nearest to `top` (`drag(lowVelocity:)`);
    /// - faster downwards: `state.nextDown` (`dragDown(highVelocity:)`);
    /// - faster upwards: `state.nextUp` (`dragUp(highVelocity:)`).
    ///
    /// `state` is the state the sheet was in before the drag, as in the seed: a fling decides by
    /// where the sheet came from, not by where it was let go.
    /// `slowVelocity` is the dead zone (the seed's 50, tunable).
    func target(
        from state: ExpansionState, releasedAt top: CGFloat, velocity: CGFloat,
        slowVelocity: CGFloat = Self.slowVelocity
    ) -> ExpansionState {
        guard velocity.isFinite, abs(velocity) > slowVelocity else { return nearestState(to: top) }
        return velocity > 0 ? state.nextDown : state.nextUp
    }

    /// Fluid's option (`D`): the state nearest to where the sheet would come to rest if it glided
    /// on from `top` at `velocity` (pt/s) and slowed like a scroll view — `top + (v/1000)·r/(1 − r)`
    /// with r = 0.998 per ms, about half a second's travel (WWDC18's projection, Docs/Motion.md
    /// §4.2; FloatingPanel's `shouldProjectMomentum`). A hard fling may skip half; the state before
    /// the drag plays no part.
    func projectedTarget(releasedAt top: CGFloat, velocity: CGFloat) -> ExpansionState {
        nearestState(to: projectedTop(releasedAt: top, velocity: velocity))
    }

    /// Where a release at `top` with `velocity` would come to rest (see `projectedTarget`).
    func projectedTop(releasedAt top: CGFloat, velocity: CGFloat) -> CGFloat {
        top + CGFloat(project(velocity: Double(velocity), decelerationRate: Self.projectionRate))
    }

    /// The state whose top is nearest to `top`; on a tie the seed's order decides (expanded,
    /// then half, then compressed).
    func nearestState(to top: CGFloat) -> ExpansionState {
        let order: [ExpansionState] = [.expanded, .half, .compressed]
        let distances = order.map { abs(top - self.top(for: $0)) }
        guard let nearest = distances.min(), let index = distances.firstIndex(of: nearest) else { return .half }
        return order[index]
    }

    // MARK: Backdrop

    /// How far the sheet is open: 0 at `compressed`, 1 at `expanded`, linear in the top (beyond
    /// those while the sheet is past them).
    func progress(top: CGFloat) -> CGFloat {
        let compressed = self.top(for: .compressed), expanded = self.top(for: .expanded)
        guard compressed != expanded else { return 0 }
        return (compressed - top) / (compressed - expanded)
    }

    /// The backdrop's alpha for a sheet at `top`: `0.4 × progress`, progress clamped to 0…1.
    func backdropAlpha(top: CGFloat) -> CGFloat {
        let open = progress(top: top)
        return Self.maximumDimming * (open.isFinite ? min(max(open, 0), 1) : 0)
    }
}
