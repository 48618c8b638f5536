import FluidPlayground
import Foundation
import ViewTree

/// What a `StackContainerView` shows, asked for the way a table view asks its data source
/// (seed 002: `protocol SwipeCardsDataSource`).
@MainActor
protocol SwipeCardsDataSource: AnyObject {
    /// How many cards there are in all (the seed: "just the data array's count").
    func numberOfCardsToShow() -> Int
    /// A new card for the item at `index` (0 ≤ index < `numberOfCardsToShow()`).
    func card(at index: Int) -> SwipeCardView
    /// What to show once every card has been swiped away; nil shows nothing. The seed declares it
    /// and leaves it to the reader ("try it yourself"); Fluid's scene returns a message and a
    /// reload action.
    func emptyView() -> View?
}
