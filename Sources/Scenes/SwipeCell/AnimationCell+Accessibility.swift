import FluidPlayground
import Foundation
import ViewTree

/// The row's swipe actions as accessibility custom actions (Fluid; SwipeCellKit's
/// `SwipeTableViewCell` lists its right then left actions the same way): what a swipe reveals can
/// be done without the swipe — from VoiceOver's actions rotor on a phone, from the inspector's
/// list here. Each acts at once, without opening the row: star, flag (with `T`), delete (with
/// `F`, as a full swipe would: the row slides out and the table removes it).
extension AnimationCell {
    func updateAccessibilityActions() {
        guard !isDeleted else {
            accessibilityCustomActions = nil  // on its way out: nothing to offer
            return
        }
        var actions: [AccessibilityCustomAction] = []
        if hasTrailingAction {
            actions.append(
                AccessibilityCustomAction(name: isFlagged ? "Unflag" : "Flag") { [weak self] _ in
                    guard let self, !self.isDeleted else { return false }
                    self.setFlagged(!self.isFlagged)
                    return true
                })
        }
        actions.append(
            AccessibilityCustomAction(name: isStarred ? "Remove star" : "Star") { [weak self] _ in
                guard let self, !self.isDeleted else { return false }
                self.setStarred(!self.isStarred)
                return true
            })
        if expandsOnFullSwipe {
            actions.append(
                AccessibilityCustomAction(name: "Delete") { [weak self] _ in
                    guard let self, !self.isDeleted else { return false }
                    self.fireFullSwipe()
                    return true
                })
        }
        accessibilityCustomActions = actions
    }
}
