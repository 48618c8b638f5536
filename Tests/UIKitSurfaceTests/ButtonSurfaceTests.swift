import FluidUIKit
import Foundation
import Testing

/// A button written as UIKit code: `UIButton(type: .system)`, `setTitle(_:for:)`,
/// `addTarget(_:action:for:)` with a method and with several events, and `UIAction`.
@MainActor
@Suite struct ButtonSurfaceTests {
    @MainActor final class Controller {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let button = UIButton(type: .system)
        var events: [String] = []

        func viewDidLoad() {
            button.frame = CGRect(x: 95, y: 400, width: 200, height: 44)
            button.setTitle("Save", for: .normal)
            button.addTarget(self, action: Controller.saveTapped, for: .touchUpInside)
            button.addTarget(self, action: Controller.pressed, for: [.touchDown, .touchDragEnter])
            button.addAction(
                UIAction { [unowned self] action in events.append("action from \(action.sender === button)") },
                for: .primaryActionTriggered)
            view.addSubview(button)
        }

        func saveTapped(_ sender: UIButton) { events.append("saved \(sender.currentTitle ?? "")") }
        func pressed() { events.append("pressed, highlighted \(button.isHighlighted)") }
    }

    @Test func aTapRunsTheTargetsInOrder() {
        let window = UIWindow(screen: UIScreen(size: CGSize(width: 390, height: 844), scale: 1, safeAreaInsets: .zero))
        let controller = Controller()
        window.rootView = controller.view
        controller.viewDidLoad()
        window.tick(at: 0)
        window.send(.pointer(PointerEvent(phase: .began, location: CGPoint(x: 195, y: 420), timestamp: 0)))
        window.send(.pointer(PointerEvent(phase: .ended, location: CGPoint(x: 195, y: 420), timestamp: 0.08)))
        #expect(controller.events == ["pressed, highlighted true", "saved Save", "action from true"])
    }
}
