import Foundation

/// Hears what a scroll view does (`UIScrollViewDelegate`). Every method has a default; implement
/// the ones you need.
@MainActor
public protocol ScrollViewDelegate: AnyObject {
    /// The content offset changed (dragging, deceleration, bouncing, wheel, or code).
    func scrollViewDidScroll(_ scrollView: ScrollView)
    func scrollViewWillBeginDragging(_ scrollView: ScrollView)
    /// The finger lifts. `velocity` is in points per *millisecond*, in content-offset direction
    /// (as UIKit); change `targetContentOffset` to make the deceleration stop somewhere else.
    func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: inout CGPoint)
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
    /// A deceleration (or bounce) after a drag or a wheel scroll came to rest.
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
    /// `setContentOffset(_:animated: true)` finished.
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
}

extension ScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: ScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    public func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: inout CGPoint
    ) {}
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
}
