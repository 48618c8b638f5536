import FluidUIKit
import Foundation
import Testing

/// A `UIGestureRecognizer` subclass written as UIKit code (`UIGestureRecognizerSubclass`): a pan
/// that begins on touch-down, for grabbing something in flight, overriding
/// `touchesBegan/Moved/Ended/Cancelled(_:with:)` and setting `state`. The only change from iOS is
/// the `import UIKit.UIGestureRecognizerSubclass` line, which goes: the state is settable here.
@MainActor
@Suite struct RecognizerSubclassSurfaceTests {
    final class ImmediatePanGestureRecognizer: UIPanGestureRecognizer {
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesBegan(touches, with: event)
            if state == .possible { state = .began }
        }
    }

    @MainActor final class Controller {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        var states: [UIGestureRecognizer.State] = []
        var translations: [CGPoint] = []

        func viewDidLoad() {
            view.addGestureRecognizer(ImmediatePanGestureRecognizer(target: self, action: Controller.handlePan))
        }

        func handlePan(_ pan: ImmediatePanGestureRecognizer) {
            states.append(pan.state)
            translations.append(pan.translation(in: view))
        }
    }

    @Test func itBeginsOnTouchDown() {
        let window = UIWindow(screen: UIScreen(size: CGSize(width: 390, height: 844), scale: 1, safeAreaInsets: .zero))
        let controller = Controller()
        window.rootView = controller.view
        controller.viewDidLoad()
        window.tick(at: 0)
        window.send(.pointer(PointerEvent(phase: .began, location: CGPoint(x: 100, y: 100), timestamp: 0)))
        #expect(controller.states == [.began], "on the touch-down itself, before any movement")
        window.send(.pointer(PointerEvent(phase: .moved, location: CGPoint(x: 103, y: 100), timestamp: 0.02)))
        window.send(.pointer(PointerEvent(phase: .ended, location: CGPoint(x: 103, y: 100), timestamp: 0.04)))
        #expect(controller.states == [.began, .changed, .ended])
        #expect(
            controller.translations == [.zero, CGPoint(x: 3, y: 0), CGPoint(x: 3, y: 0)],
            "the translation counts from the touch-down, where the subclass began it")
    }
}
