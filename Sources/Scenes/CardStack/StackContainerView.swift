import FluidPlayground
import Foundation
import ViewTree

/// The stack (seed 002: `StackContainerView`): shows at most `cardsToBeVisible` cards from its
/// data source, each framed by its place in the stack, the top one draggable. It is every card's
/// delegate: a thrown card is replaced by the next one at the bottom and the stack moves up.
///
/// Fluid adds what the seed leaves out or Koloda and Shuffle users expect: the data source's
/// `emptyView` once the last card is gone, `reloadData()` to start again, and `undoLastSwipe()`,
/// which brings the last thrown card back from where it left.
///
/// The stack's order: cards are subviews, the top card last (in front); `visibleCards` lists them
/// back to front, as the seed's `subviews`, so `visibleCards.reversed()` is top first. The cards
/// on show are always consecutive items of the data source, so the top card's item is
/// `numberOfCardsToShow − remainingcards − visibleCards.count`.
@MainActor
final class StackContainerView: View, SwipeCardsDelegate {
    /// What happened, for whoever shows a tally (the scene) and for tests.
    enum Event: Equatable {
        /// The card of item `index` was thrown off (`swipeDidEnd`).
        case swiped(index: Int, direction: SwipeRules.Direction)
        /// The card of item `index` came back.
        case undone(index: Int)
        case reloaded
    }

    /// A thrown card, as undo needs it: its item and where it ended up.
    struct SwipedCard: Equatable {
        let index: Int
        let direction: SwipeRules.Direction
        let center: CGPoint
        let transform: Transform
    }

    /// The data source's count, read by `reloadData()`.
    private(set) var numberOfCardsToShow: Int = 0
    /// The seed's constant: at most three cards on show.
    let cardsToBeVisible: Int = 3
    /// Items not yet made into cards (the seed's `remainingcards`).
    private(set) var remainingcards: Int = 0
    /// Each card below the top is this much narrower on each side per place…
    let horizontalInset: CGFloat = 10
    /// …and this much lower (the seed leaves both open; 10 and 10 look like a stack).
    let verticalInset: CGFloat = 10

    /// Setting it loads the cards (seed: `didSet { reloadData() }`). Weak: the data source owns
    /// this view (the seed's strong reference makes a cycle).
    weak var dataSource: SwipeCardsDataSource? { didSet { reloadData() } }
    var onEvent: ((Event) -> Void)?

    /// The thrown cards, oldest first.
    private(set) var history: [SwipedCard] = []
    /// The data source's empty view while it is shown.
    private(set) var emptyView: View?
    /// Whether the cards below the top one move toward the next place up as the top card is
    /// dragged toward a throw (Koloda, `G`); false, the default, is the seed's stack, still until
    /// the throw. Off by default because it costs: the cards below change size every frame, so
    /// their pictures (photo, rounded clip, shadow) are drawn again every frame, several times
    /// the card drag's usual work (Docs/Scenes.md §3). A scale transform instead of a frame
    /// redraws them as well (the stores follow the scale); growing them without redrawing needs
    /// stores drawn at the largest size and scaled down, left for later.
    var growsCardsBelowWithDrag = false

    /// The cards on show, back to front (seed: `subviews as? [SwipeCardView] ?? []`, which would
    /// be empty as soon as any other view — the empty view — is a subview).
    var visibleCards: [SwipeCardView] { subviews.compactMap { $0 as? SwipeCardView } }

    /// The item of the top card, or of the next card to show when none is.
    var topCardIndex: Int { numberOfCardsToShow - remainingcards - visibleCards.count }

    // MARK: Loading (seed: reloadData, addCardView, addCardFrame)

    /// Asks the data source again and shows its first cards. Fluid also clears what was shown
    /// before (cards, the empty view, the undo history), so it can be called again to start over.
    func reloadData() {
        for card in visibleCards { card.removeFromSuperview() }
        hideEmptyView()
        history = []
        guard let datasource = dataSource else { return }
        setNeedsLayout()
        layoutIfNeeded()
        numberOfCardsToShow = max(0, datasource.numberOfCardsToShow())
        remainingcards = numberOfCardsToShow
        for i in 0..<min(numberOfCardsToShow, cardsToBeVisible) {
            addCardView(cardView: datasource.card(at: i), atIndex: i)
        }
        showEmptyViewIfNeeded()
        updateInteraction()
        onEvent?(.reloaded)
    }

    /// Puts a card at place `index` of the stack, behind every card already there (the seed's
    /// `insertSubview(cardView, at: 0)`; the seed also appends it to a `cardViews` array it never
    /// reads or empties, which Fluid leaves out).
    private func addCardView(cardView: SwipeCardView, atIndex index: Int) {
        cardView.delegate = self
        addCardFrame(index: index, cardView: cardView)
        insertSubview(cardView, at: 0)
        cardView.layoutIfNeeded()
        remainingcards -= 1
    }

    /// Card `index`'s frame: the container's bounds, `index × horizontalInset` narrower on each
    /// side and `index × verticalInset` lower (seed: `addCardFrame`, from Phill Farrugia's post).
    /// The height stays, so lower cards show below the ones in front.
    func addCardFrame(index: Int, cardView: SwipeCardView) {
        cardView.frame = Self.cardFrame(
            index: index, in: bounds, horizontalInset: horizontalInset, verticalInset: verticalInset)
    }

    nonisolated static func cardFrame(
        index: Int, in bounds: CGRect, horizontalInset: CGFloat, verticalInset: CGFloat
    ) -> CGRect {
        var cardViewFrame = bounds
        let horizontalInset = CGFloat(index) * horizontalInset
        let verticalInset = CGFloat(index) * verticalInset
        cardViewFrame.size.width -= 2 * horizontalInset
        cardViewFrame.origin.x += horizontalInset
        cardViewFrame.origin.y += verticalInset
        return cardViewFrame
    }

    /// Inside the container, or on a thrown card that may still be caught (the scene's `K`): it
    /// flies out past the container's edge, and hit testing looks for a view only where its
    /// superview says the point is inside, as UIKit's does.
    override func point(inside point: CGPoint) -> Bool {
        super.point(inside: point) || visibleCards.contains { $0.isCatchable && $0.isSeenCovering(point) }
    }

    // MARK: Swiping (seed: swipeDidEnd)

    /// A card was thrown off: remove it; if items remain, add the next one at the bottom
    /// (place `cardsToBeVisible − 1`, the seed's `atIndex: 2`); move every card to its new place
    /// in 0.2 s. Fluid shows the empty view when no card is left and remembers the card for undo.
    func swipeDidEnd(on view: SwipeCardView) {
        guard let datasource = dataSource, view.superview === self else { return }
        let index = topCardIndex + (visibleCards.count - 1 - (visibleCards.firstIndex { $0 === view } ?? 0))
        let direction = view.thrownDirection ?? (view.center.x >= bounds.midX ? .right : .left)
        history.append(SwipedCard(index: index, direction: direction, center: view.center, transform: view.transform))
        view.removeFromSuperview()
        if remainingcards > 0 {
            // The seed asks the data source for its count again here; Fluid keeps the count it
            // loaded, so that an item index never runs past what `reloadData` saw.
            let newIndex = numberOfCardsToShow - remainingcards
            addCardView(cardView: datasource.card(at: newIndex), atIndex: cardsToBeVisible - 1)
        }
        // The seed repeats this loop in both branches of the `if`.
        layOutVisibleCards()
        showEmptyViewIfNeeded()
        updateInteraction()
        onEvent?(.swiped(index: index, direction: direction))
    }

    /// Fluid, as Koloda: while the top card is dragged, each card below sits `progress` of the
    /// way from its place's frame to the one above, so at the throw threshold the stack already
    /// stands where the throw leaves it.
    func swipeDidMove(on view: SwipeCardView, progress: CGFloat) {
        guard growsCardsBelowWithDrag, view === visibleCards.last else { return }
        let progress = min(1, max(0, progress.isFinite ? progress : 0))
        for (place, card) in visibleCards.reversed().enumerated() where place > 0 {
            let from = Self.cardFrame(
                index: place, in: bounds, horizontalInset: horizontalInset, verticalInset: verticalInset)
            let to = Self.cardFrame(
                index: place - 1, in: bounds, horizontalInset: horizontalInset, verticalInset: verticalInset)
            card.frame = CGRect(
                x: from.minX + (to.minX - from.minX) * progress, y: from.minY + (to.minY - from.minY) * progress,
                width: from.width + (to.width - from.width) * progress, height: from.height)
        }
    }

    /// The top card goes home: the cards below go back to their places.
    func swipeDidReturn(on view: SwipeCardView) {
        guard growsCardsBelowWithDrag, view === visibleCards.last else { return }
        layOutVisibleCards(excluding: view)
    }

    /// Every card (but `excluded`) moves to the frame of its place in 0.2 s (seed: one
    /// `UIView.animate(withDuration: 0.2)` per card, top first). The seed's first line in the block,
    /// `cardView.center = self.center`, is left out: the frame set next replaces it, and
    /// `self.center` is in the superview's coordinates anyway. Unlike UIKit's default, the cards
    /// stay touchable while they move, so the next card can be grabbed at once.
    private func layOutVisibleCards(excluding excluded: SwipeCardView? = nil) {
        for (cardIndex, cardView) in visibleCards.reversed().enumerated() where cardView !== excluded {
            View.animate(
                withDuration: 0.2, options: .allowUserInteraction,
                animations: {
                    self.addCardFrame(index: cardIndex, cardView: cardView)
                    self.layoutIfNeeded()
                })
        }
    }

    /// Only the top card can be dragged (the seed gives every card a pan; a lower card's visible
    /// strip could be dragged too, from the wrong place).
    private func updateInteraction() {
        let cards = visibleCards
        for (position, card) in cards.enumerated() { card.isUserInteractionEnabled = position == cards.count - 1 }
    }

    // MARK: Empty view

    private func showEmptyViewIfNeeded() {
        guard visibleCards.isEmpty, emptyView == nil, let view = dataSource?.emptyView() else { return }
        view.frame = bounds
        view.alpha = 0
        addSubview(view)
        emptyView = view
        View.animate(withDuration: 0.2, options: .allowUserInteraction, animations: { view.alpha = 1 })
    }

    private func hideEmptyView() {
        emptyView?.removeFromSuperview()
        emptyView = nil
    }

    // MARK: Undo

    /// Whether `undoLastSwipe()` would bring a card back.
    var canUndo: Bool { !history.isEmpty || visibleCards.last?.thrownDirection != nil }

    /// Brings the last thrown card back on top, springing from where it was thrown to; the cards
    /// move down a place and the bottom one goes back to the remaining items, so the stack and its
    /// order are as before that swipe. A card still being thrown finishes its throw first (so undo
    /// brings that one back). Nothing happens while the top card is being dragged or when no card
    /// was thrown; returns whether a card came back.
    @discardableResult
    func undoLastSwipe() -> Bool {
        if let top = visibleCards.last {
            if top.isDragging { return false }
            top.finishThrow()
        }
        guard let datasource = dataSource, let swiped = history.popLast() else { return false }
        hideEmptyView()
        if visibleCards.count == cardsToBeVisible, let bottom = visibleCards.first {
            bottom.removeFromSuperview()
            remainingcards += 1
        }
        let card = datasource.card(at: swiped.index)
        card.delegate = self
        addCardFrame(index: 0, cardView: card)
        addSubview(card)
        card.layoutIfNeeded()
        card.comeBack(from: swiped.center, transform: swiped.transform, direction: swiped.direction)
        layOutVisibleCards(excluding: card)
        updateInteraction()
        onEvent?(.undone(index: swiped.index))
        return true
    }
}
