import Foundation

/// How a card tells its container that it has been swiped away (seed 002: `protocol
/// SwipeCardsDelegate`). The container is each card's delegate.
@MainActor
protocol SwipeCardsDelegate: AnyObject {
    /// `view` was thrown off the stack: remove it, bring in the next card, re-lay out the rest.
    func swipeDidEnd(on view: SwipeCardView)
}
