import FluidUIKit
import Foundation
import Testing

/// A long press written as UIKit code, the shape of a context-menu or "hold to edit" handler:
/// `UILongPressGestureRecognizer(target:action:)`, `minimumPressDuration`, and the action's
/// `.began` / `.changed` / `.ended` with `location(in:)`.
@MainActor
@Suite struct LongPressSurfaceTests {
    @MainActor final class Controller {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        var events: [String] = []

        func viewDidLoad() {
            let press = UILongPressGestureRecognizer(target: self, action: Controller.handleLongPress)
            press.minimumPressDuration = 0.3
            view.addGestureRecognizer(press)
        }

        func handleLongPress(_ sender: UILongPressGestureRecognizer) {
            let point = sender.location(in: view)
            switch sender.state {
            case .began: events.append("began at \(Int(point.x)),\(Int(point.y))")
            case .changed: events.append("changed")
            case .ended: events.append("ended at \(Int(point.x)),\(Int(point.y))")
            default: break
            }
        }
    }

    @Test func aHeldFingerBeginsAfterTheDurationThenMovesAndLifts() {
        let window = UIWindow(screen: UIScreen(size: CGSize(width: 390, height: 844), scale: 1, safeAreaInsets: .zero))
        let controller = Controller()
        window.rootView = controller.view
        controller.viewDidLoad()
        window.tick(at: 0)
        func touch(_ phase: PointerEvent.Phase, _ x: CGFloat, _ y: CGFloat, _ time: TimeInterval) {
            window.send(.pointer(PointerEvent(phase: phase, location: CGPoint(x: x, y: y), timestamp: time)))
        }
        touch(.began, 120, 300, 0)
        for frame in 1...15 { window.tick(at: Double(frame) / 60) }  // 0.25 s
        #expect(controller.events.isEmpty)
        for frame in 16...20 { window.tick(at: Double(frame) / 60) }  // past 0.3 s
        #expect(controller.events == ["began at 120,300"])
        touch(.moved, 160, 340, 0.4)
        touch(.ended, 160, 340, 0.5)
        #expect(controller.events == ["began at 120,300", "changed", "ended at 160,340"])
    }
}
