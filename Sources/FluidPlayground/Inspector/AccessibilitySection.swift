import Foundation
import ViewTree

/// The inspector's stand-in for VoiceOver's actions rotor: the accessibility custom actions of
/// the view last touched on the phone (or of its nearest ancestor that has some: the row, for a
/// touch on its title), a pill each that performs the action when tapped, and what the last one
/// answered.
@MainActor
final class AccessibilitySection: View {
    static let height: CGFloat = 42
    static let pillHeight: CGFloat = 22
    let header = Label(text: "", font: .systemFont(ofSize: 11, weight: .bold), color: Color(white: 1, alpha: 0.45))
    private(set) var pills: [Label] = []
    /// The view whose actions are listed.
    private(set) weak var target: View?
    /// "Star: done" after a pill was tapped, until another view is touched.
    private var lastResult: String?

    init(width: CGFloat) {
        super.init(frame: CGRect(x: 0, y: 0, width: width, height: Self.height))
        accessibilityIdentifier = "accessibilityActions"
        header.frame = CGRect(x: 0, y: 0, width: width, height: 14)
        addSubview(header)
        refresh()
    }

    /// A touch began on `view`: list its actions (or its nearest ancestor's).
    func show(touched view: View?) {
        target = view?.accessibilityCustomActionsInScope?.view
        lastResult = nil
        refresh()
    }

    /// The actions as they are now (a name may have changed: "Star" after "Remove star").
    func refresh() {
        // A view that left the screen or is hidden offers nothing any more (as VoiceOver skips it).
        if let target, target.window == nil || target.isHiddenInTree { self.target = nil }
        let scope = target?.accessibilityCustomActionsInScope
        var text = "ACCESSIBILITY · "
        if let scope {
            let view = scope.view
            text += view.accessibilityLabel ?? view.accessibilityIdentifier ?? String(describing: type(of: view))
            if let lastResult { text += " · \(lastResult)" }
        } else {
            text += (lastResult.map { "\($0) · " } ?? "") + "touch a view to list its custom actions"
        }
        if header.text != text { header.text = text }
        let names = scope?.actions.map(\.name) ?? []
        guard names != pills.map(\.text) else { return }
        for pill in pills { pill.removeFromSuperview() }
        var x: CGFloat = 0
        pills = (scope?.actions ?? []).map { action in
            let pill = Label(text: action.name, font: .systemFont(ofSize: 12, weight: .semibold), color: .white)
            pill.textAlignment = .center
            pill.backgroundColor = Color(white: 1, alpha: 0.14)
            pill.cornerRadius = 6
            pill.clipsToBounds = true
            pill.accessibilityIdentifier = "action.\(action.name)"
            let width = CGFloat(action.name.count) * 7.5 + 24
            pill.frame = CGRect(x: x, y: 20, width: width, height: Self.pillHeight)
            x += width + 6
            pill.onTap = { [weak self] _ in self?.perform(named: action.name) }
            addSubview(pill)
            return pill
        }
    }

    /// Performs the target's action called `name` now, as VoiceOver does when one is picked.
    func perform(named name: String) {
        guard let action = target?.accessibilityCustomActionsInScope?.actions.first(where: { $0.name == name }) else {
            return
        }
        lastResult = "\(name): " + (action.perform() ? "done" : "declined")
        refresh()
    }
}

extension View {
    /// Whether the view or an ancestor is hidden.
    var isHiddenInTree: Bool {
        var view: View? = self
        while let current = view {
            if current.isHidden { return true }
            view = current.superview
        }
        return false
    }

    /// Whether this view or one below it offers accessibility custom actions.
    var offersAccessibilityActions: Bool {
        if let actions = accessibilityCustomActions, !actions.isEmpty { return true }
        return subviews.contains { $0.offersAccessibilityActions }
    }
}
