import FluidPlayground
import Foundation
import ViewTree

/// The sheet's list, tracked as FloatingPanel's `track(scrollView:)` tracks a panel's scroll view:
/// one drag moves either the list or the sheet, and the list hands it to the sheet at its top.
///
/// The rule (FloatingPanel's `shouldScrollViewHandleTouch`, written out for one sheet):
/// - The list scrolls only while the sheet rests at `expanded` (no spring running): otherwise its
///   pan does not begin, and a drag on it moves the sheet as a drag anywhere on the sheet does.
/// - At `expanded` the list's pan and the sheet's both begin (they recognise simultaneously), and
///   the list has the drag: dragging up scrolls it, dragging down scrolls it back.
/// - The moment the finger has gone past the list's top — its offset when the drag began,
///   minus the finger's travel, below the top — the sheet takes the drag: the list stays at its
///   top, and the sheet moves down from `expanded` by exactly the travel past the top, so nothing
///   jumps (a drag that starts at the list's top hands over on its first move). From then on the
///   sheet keeps the drag until the finger lifts, and its release follows the sheet's rules; the
///   list does not glide on that release.
/// - A list caught mid-bounce above its top counts as at its top.
extension BottomSheetScene: ScrollViewDelegate {
    /// Wires the list to the sheet's pan; called once from `init`.
    func trackList() {
        let list = sheet.list
        list.delegate = self
        list.panGestureRecognizer.shouldBegin = { [weak self, weak list] _ in
            guard let self, let list, self.restsExpanded else { return false }
            // Hidden while the sheet had the last drag; asked before the pan shows it.
            list.showsVerticalScrollIndicator = true
            return true
        }
        pan.shouldRecognizeSimultaneously = { [weak list] other in other === list?.panGestureRecognizer }
    }

    func scrollViewWillBeginDragging(_ scrollView: ScrollView) {
        dragOwner = .list
        listTravelBeforeHandOver = nil
        listDragStart = max(scrollView.contentOffset.y, scrollView.minimumContentOffset.y)
    }

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        guard scrollView.isDragging else { return }
        let top = scrollView.minimumContentOffset.y
        switch dragOwner {
        case .list?:
            // The finger's travel past the list's top (down positive).
            let past = scrollView.panGestureRecognizer.translation(in: scrollView).y - (listDragStart - top)
            if past > 0 { handOverToSheet(scrollView, past: past) }
        case .sheet?:
            // The sheet has the drag: the list stays at its top.
            if scrollView.contentOffset.y != top {
                scrollView.contentOffset = CGPoint(x: scrollView.contentOffset.x, y: top)
            }
        case nil:
            break
        }
    }

    /// The sheet had the drag: the list does not glide on the finger's velocity (setting the
    /// offset stops the deceleration its pan just started).
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        guard dragOwner == .sheet, decelerate else { return }
        scrollView.contentOffset = scrollView.contentOffset
    }

    /// The list reached its top `past` points before the finger: it stops there and the sheet
    /// follows the finger from `expanded + past`.
    private func handOverToSheet(_ list: ScrollView, past: CGFloat) {
        dragOwner = .sheet
        list.showsVerticalScrollIndicator = false
        list.contentOffset = CGPoint(x: list.contentOffset.x, y: list.minimumContentOffset.y)
        oldTop = geometry.top(for: .expanded)
        // If the sheet's pan has not begun yet, its `.began` goes on from here.
        listTravelBeforeHandOver = listDragStart - list.minimumContentOffset.y
        panGesture(didChangeTranslation: CGPoint(x: 0, y: past))
    }
}
