import Foundation
import Testing
import ViewTree

@testable import FluidPlayground

/// The inspector's line for a pinch and a rotation: the value and rate the recognizer reports,
/// and the fingers' own spread or direction, which code that sets the value back to identity on
/// every change (as UIKit's samples do) leaves alone.
@MainActor
@Suite struct InspectorMeasuresTests {
    @Test func aPinchShowsItsScaleRateAndTheFingersSpread() throws {
        let window = Window(screen: Screen(size: CGSize(width: 400, height: 800), scale: 1, safeAreaInsets: .zero))
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        window.rootView = root
        let pinch = PinchGestureRecognizer()
        let rotation = RotationGestureRecognizer()
        rotation.shouldRecognizeSimultaneously = { _ in true }
        root.addGestureRecognizer(pinch)
        root.addGestureRecognizer(rotation)
        window.tick(at: 0)
        func fingers(_ phase: PointerEvent.Phase, _ a: CGPoint, _ b: CGPoint, _ time: TimeInterval) {
            window.send(
                .pointers([
                    PointerEvent(phase: phase, location: a, timestamp: time, source: .touch, identifier: 1),
                    PointerEvent(phase: phase, location: b, timestamp: time, source: .touch, identifier: 2),
                ]))
        }
        fingers(.began, CGPoint(x: 150, y: 400), CGPoint(x: 250, y: 400), 0)
        fingers(.moved, CGPoint(x: 100, y: 400), CGPoint(x: 300, y: 400), 0.1)
        #expect(RecognizerHistory.measures(of: pinch) == "scale 1.82  0.00/s  fingers 200 pt apart")
        fingers(.moved, CGPoint(x: 200, y: 300), CGPoint(x: 200, y: 500), 0.2)
        let line = try #require(RecognizerHistory.measures(of: rotation))
        #expect(line.hasPrefix("rotation ") && line.hasSuffix("fingers at 90°"), "\(line)")
        #expect(RecognizerHistory.measures(of: PanGestureRecognizer()) == nil)
    }
}
