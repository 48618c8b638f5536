import FluidPlayground
import FluidTesting
import FluidUIKit
import Testing

@testable import FluidInterfaces

@MainActor
struct ZoomablePhotoSceneTests {
    static let gesture = "Gestures/pinch-and-turn.gesture"

    @Test func thePhotoFollowsBothFingersThenSpringsHome() {
        assertSceneSnapshot(of: ZoomablePhotoScene.self, at: 0.7, replaying: Self.gesture, named: "pinched")
        assertSceneSnapshot(of: ZoomablePhotoScene.self, at: 0.85, replaying: Self.gesture, named: "springing")
        assertSceneSnapshot(of: ZoomablePhotoScene.self, at: 2.5, replaying: Self.gesture, named: "home")
    }

    /// The handlers as UIKit code runs them: two fingers spread from 120 to 240 pt scale the photo
    /// by 240/130 (the pinch counts from 10 pt past where they went down, so nothing jumps), a
    /// quarter turn of the fingers turns it by a quarter turn less the rotation's 10 pt slop (crossed
    /// at the third step, 66 pt from the centre: 10/66 rad), and their midpoint staying put leaves
    /// it in place.
    @Test func theHandlersScaleAndTurnThePhotoAsTheFingersDo() throws {
        let window = UIWindow(screen: UIScreen(size: CGSize(width: 390, height: 844), scale: 1, safeAreaInsets: .zero))
        let scene = ZoomablePhotoScene(context: try SceneContext(for: ZoomablePhotoScene.self))
        scene.view.frame = window.bounds
        window.rootView = scene.view
        window.tick(at: 0)
        var touches = SimulatedTouches(canvasSize: window.screen.size)
        window.send(touches.buttonDown(at: CGPoint(x: 135, y: 422), modifiers: .alternate, timestamp: 0.1))
        let steps = 30
        for step in 1...steps {
            let fraction = CGFloat(step) / CGFloat(steps)
            let radius = 60 + 60 * fraction, angle = .pi + fraction * .pi / 2
            let mouse = CGPoint(x: 195 + radius * cos(angle), y: 422 + radius * sin(angle))
            let moved = touches.mouseMoved(to: mouse, modifiers: .alternate, timestamp: 0.1 + Double(step) / 60)
            window.send(try #require(moved))
        }
        let transform = scene.photo.transform
        let scale = (transform.a * transform.a + transform.b * transform.b).squareRoot()
        #expect(abs(scale - 240.0 / 130) < 1e-6)
        #expect(abs(scene.photo.center.x - 195) < 1e-9 && abs(scene.photo.center.y - 422) < 1e-9)
        let angle = atan2(transform.b, transform.a)
        let expected: CGFloat = .pi / 2 - 10.0 / 66
        #expect(abs(angle - expected) < 1e-9, "a quarter turn less the slop")
    }
}
