import FluidPlayground
import Foundation

/// How a card tells its container that it has been swiped away (seed 002: `protocol
/// SwipeCardsDelegate`). The container is each card's delegate.
@MainActor
protocol SwipeCardsDelegate: AnyObject {
    /// `view` was thrown off the stack: remove it, bring in the next card, re-lay out the rest.
    func swipeDidEnd(on view: SwipeCardView)
    /// Fluid: `view` is dragged `progress` of the way (0…1) to the threshold that would throw it.
    func swipeDidMove(on view: SwipeCardView, progress: CGFloat)
    /// Fluid: `view` was let go short of a throw and springs back to the top of the stack.
    func swipeDidReturn(on view: SwipeCardView)
}

extension SwipeCardsDelegate {
    func swipeDidMove(on view: SwipeCardView, progress: CGFloat) {}
    func swipeDidReturn(on view: SwipeCardView) {}
}
