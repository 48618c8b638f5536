import Foundation

/// A command an assistive technology offers on a view besides activating it (UIKit's
/// `UIAccessibilityCustomAction`): VoiceOver reads a view's `accessibilityCustomActions` as a
/// list the user picks from, so that what a gesture does (swiping a row open to star it) can be
/// done without the gesture. Fluid has no screen reader: the inspector lists the actions of the
/// view last touched and performs one when it is tapped, as VoiceOver would.
@MainActor
public final class AccessibilityCustomAction {
    /// What the action is called, as it is read out (and listed).
    public var name: String
    /// Does the action; returns whether it succeeded (UIKit's contract).
    public var actionHandler: ((AccessibilityCustomAction) -> Bool)?

    public init(name: String, actionHandler: @escaping (AccessibilityCustomAction) -> Bool) {
        self.name = name
        self.actionHandler = actionHandler
    }

    /// Performs the action as an assistive technology does: the handler's answer, false without one.
    @discardableResult
    public func perform() -> Bool {
        actionHandler?(self) ?? false
    }
}

extension View {
    /// The view's custom actions, or the nearest ancestor's: what an assistive technology
    /// focused on this view (or a part of it, a label in a cell) offers.
    public var accessibilityCustomActionsInScope: (view: View, actions: [AccessibilityCustomAction])? {
        var view: View? = self
        while let current = view {
            if let actions = current.accessibilityCustomActions, !actions.isEmpty { return (current, actions) }
            view = current.superview
        }
        return nil
    }
}
