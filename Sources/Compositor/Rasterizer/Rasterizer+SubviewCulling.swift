import Foundation
import ViewTree

/// Off-screen subviews cost nothing: the walks of a frame (damage, drawing, covers) visit, of a
/// view with many subviews, only those whose reach meets the area being drawn (`SubviewIndex`).
extension Rasterizer {
    /// Calls `body` with each subview of `view` (and its index), in drawing order, that can draw
    /// inside `device` (target pixels) when `view` is drawn under `matrix`, among the first
    /// `limit`; all of them for a view with few subviews or a matrix that cannot be inverted.
    func forEachSubview(
        of view: View, meeting device: CGRect, matrix: Transform, limit: Int = .max,
        _ body: (Int, View) -> Void
    ) {
        let subviews = view.subviews
        if let shown = subviewIndices(of: view, meeting: device, matrix: matrix) {
            for index in shown where index < limit { body(index, subviews[index]) }
        } else {
            for index in subviews.indices where index < limit { body(index, subviews[index]) }
        }
    }

    /// The indices of the subviews that can draw inside `device`, ascending; nil when `view` is
    /// not indexed (it has fewer than `SubviewIndex.minimumSubviews`) or `matrix` has no inverse.
    func subviewIndices(of view: View, meeting device: CGRect, matrix: Transform) -> [Int]? {
        guard view.subviews.count >= SubviewIndex.minimumSubviews else {
            if view.subviewIndex != nil { forgetSubviewIndex(of: view) }
            return nil
        }
        guard cullsOffscreenSubviews, matrix.isInvertible else { return nil }
        let local = device.applying(matrix.inverted())
        guard local.minX.isFinite, local.minY.isFinite, local.maxX.isFinite, local.maxY.isFinite else { return nil }
        return currentSubviewIndex(of: view).subviews(meeting: local)
    }

    /// `view`'s index, brought up to date: the subviews that changed are measured again, and a
    /// changed list of subviews (or another text scale) builds it anew.
    private func currentSubviewIndex(of view: View) -> SubviewIndex {
        let listVersion = view.frameState.subviewChanges.listVersion
        if let index = view.subviewIndex, index.isCurrent(listVersion: listVersion, textScale: fonts.scale),
            let changed = view.frameState.subviewChanges.drain()
        {
            for subview in changed { index.update(subview, reach: reach(of: subview)) }
            return index
        }
        view.frameState.subviewChanges.isNoted = true
        _ = view.frameState.subviewChanges.drain()
        let subviews = view.subviews
        let index = SubviewIndex(
            subviews: subviews, reaches: subviews.map(reach(of:)), listVersion: listVersion,
            textScale: fonts.scale)
        view.subviewIndex = index
        return index
    }

    private func forgetSubviewIndex(of view: View) {
        view.subviewIndex = nil
        view.frameState.subviewChanges.isNoted = false
        _ = view.frameState.subviewChanges.drain()
    }

    /// Where `subview`'s subtree can draw, in its superview's bounds coordinates: its content
    /// extent and shadow through its transform, `SubviewIndex.margin` wider; `.null` when hidden.
    private func reach(of subview: View) -> CGRect {
        guard Self.isVisible(subview) else { return .null }
        let q = subview.presentation
        var extent = contentExtent(of: subview, properties: q)
        if Self.castsShadow(q) {
            let spread = 3 * q.shadowRadius + 1
            extent = extent.union(
                q.bounds.offsetBy(dx: q.shadowOffset.width, dy: q.shadowOffset.height)
                    .insetBy(dx: -spread, dy: -spread))
        }
        let margin = SubviewIndex.margin
        return extent.applying(View.transformToSuperview(q)).insetBy(dx: -margin, dy: -margin)
    }
}
