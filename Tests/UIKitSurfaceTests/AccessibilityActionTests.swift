import FluidUIKit
import Testing

/// UIKit's custom accessibility actions as a cell writes them: `UIAccessibilityCustomAction(name:
/// actionHandler:)` on `accessibilityCustomActions`; an assistive technology focused on a label
/// inside the cell finds the cell's actions and performs one.
@MainActor
@Suite struct AccessibilityActionTests {
    @Test func aCellsActionsAreFoundFromItsLabelAndPerformed() {
        let cell = UIView()
        let label = UILabel()
        cell.addSubview(label)
        var archived = false
        cell.accessibilityLabel = "Message from Ana"
        cell.accessibilityCustomActions = [
            UIAccessibilityCustomAction(name: "Archive") { _ in
                archived = true
                return true
            },
            UIAccessibilityCustomAction(name: "Reply") { _ in false },
        ]
        let scope = label.accessibilityCustomActionsInScope
        #expect(scope?.view === cell && scope?.actions.map(\.name) == ["Archive", "Reply"])
        #expect(scope?.actions[0].perform() == true && archived)
        #expect(scope?.actions[1].perform() == false, "a handler that declines says so")
        #expect(UIView().accessibilityCustomActionsInScope == nil)
        cell.accessibilityCustomActions = []
        #expect(label.accessibilityCustomActionsInScope == nil, "an empty list offers nothing")
    }
}
