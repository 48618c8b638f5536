import Foundation

@testable import ViewTree

/// A rounded, clipped blue card with a white badge: a backing store of its own even upright, the
/// subject of the store tests.
@MainActor
func roundedCardWithBadge(frame: CGRect, cornerRadius: CGFloat, badge badgeFrame: CGRect) -> (card: View, badge: View) {
    let card = View(frame: frame)
    card.backgroundColor = .systemBlue
    card.cornerRadius = cornerRadius
    card.clipsToBounds = true
    let badge = View(frame: badgeFrame)
    badge.backgroundColor = .white
    card.addSubview(badge)
    return (card, badge)
}
