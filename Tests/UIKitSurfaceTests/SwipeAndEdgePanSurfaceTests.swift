import FluidUIKit
import Foundation
import Testing

/// A swipe to delete and a back-swipe from the left edge, written as UIKit code:
/// `UISwipeGestureRecognizer` with `direction`, `UIScreenEdgePanGestureRecognizer` with `edges`.
@MainActor
@Suite struct SwipeAndEdgePanSurfaceTests {
    @MainActor final class Controller {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        var events: [String] = []

        func viewDidLoad() {
            let swipe = UISwipeGestureRecognizer(target: self, action: Controller.handleSwipe)
            swipe.direction = .left
            view.addGestureRecognizer(swipe)
            let back = UIScreenEdgePanGestureRecognizer(target: self, action: Controller.handleBack)
            back.edges = .left
            view.addGestureRecognizer(back)
        }

        func handleSwipe(_ sender: UISwipeGestureRecognizer) {
            let start = sender.location(in: view)
            events.append("swipe from \(Int(start.x)),\(Int(start.y))")
        }

        func handleBack(_ sender: UIScreenEdgePanGestureRecognizer) {
            if sender.state == .ended { events.append("back \(Int(sender.translation(in: view).x))") }
        }
    }

    @Test func aLeftSwipeAndABackSwipe() {
        let window = UIWindow(screen: UIScreen(size: CGSize(width: 390, height: 844), scale: 1, safeAreaInsets: .zero))
        let controller = Controller()
        window.rootView = controller.view
        controller.viewDidLoad()
        window.tick(at: 0)
        func drag(from x: CGFloat, to endX: CGFloat, at start: TimeInterval) {
            window.send(.pointer(PointerEvent(phase: .began, location: CGPoint(x: x, y: 400), timestamp: start)))
            for step in 1...6 {
                let location = CGPoint(x: x + (endX - x) * CGFloat(step) / 6, y: 400)
                window.send(
                    .pointer(PointerEvent(phase: .moved, location: location, timestamp: start + 0.02 * Double(step))))
            }
            window.send(
                .pointer(PointerEvent(phase: .ended, location: CGPoint(x: endX, y: 400), timestamp: start + 0.13)))
        }
        drag(from: 300, to: 150, at: 0)
        drag(from: 8, to: 208, at: 1)
        #expect(controller.events == ["swipe from 300,400", "back 190"])
    }
}
