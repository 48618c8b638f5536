import FluidTestSupport
import Foundation
import Testing

@testable import ViewTree

/// The mouse as two fingers, with the iOS Simulator's modifier scheme: Option mirrors a second
/// finger about the centre (pinch, rotate), Option + Shift moves both together (two-finger pan).
@MainActor
@Suite struct SimulatedTouchesTests {
    let stage = GestureStage()
    var touches = SimulatedTouches(canvasSize: CGSize(width: 400, height: 800))

    @Test func optionShowsBothFingersMirroredAboutTheCentreBeforeTheButtonGoesDown() {
        var touches = touches
        _ = touches.mouseMoved(to: CGPoint(x: 150, y: 380), modifiers: [], timestamp: 0)
        #expect(touches.indicatedFingers.isEmpty, "no Option: the pointer is the one finger")
        let shown = touches.modifiersChanged(to: .alternate)
        #expect(shown)
        #expect(touches.indicatedFingers == [CGPoint(x: 150, y: 380), CGPoint(x: 250, y: 420)])
        let hidden = touches.modifiersChanged(to: [])
        #expect(hidden)
        #expect(touches.indicatedFingers.isEmpty)
    }

    /// The check: a scripted Option-drag pinches by the expected scale. The mouse goes
    /// down 50 pt left of the centre and moves to 100 pt left: the fingers go from 100 to 200 pt
    /// apart, and the pinch, measured from 110 pt (its 10 pt slop), reads 200 / 110.
    @Test func anOptionDragPinchesByTheExpectedScale() {
        var touches = touches
        let box = stage.addView(CGRect(x: 0, y: 0, width: 400, height: 800))
        let pinch = stage.attach(PinchGestureRecognizer(), to: box, name: "pinch")
        var scales: [CGFloat] = []
        pinch.addAction { scales.append($0.scale) }
        stage.send([touches.buttonDown(at: CGPoint(x: 150, y: 400), modifiers: .alternate, timestamp: 0)])
        for step in 1...10 {
            let x = 150 - 5 * CGFloat(step)
            stage.send(
                [touches.mouseMoved(to: CGPoint(x: x, y: 400), modifiers: .alternate, timestamp: Double(step) / 60)]
                    .compactMap { $0 })
        }
        #expect(abs(pinch.scale - 200.0 / 110) < 1e-12)
        stage.send([touches.buttonUp(at: CGPoint(x: 100, y: 400), timestamp: 0.2)].compactMap { $0 })
        #expect(stage.path == ["pinch:began", "pinch:changed", "pinch:ended"])
        #expect(abs((scales.last ?? 0) - 200.0 / 110) < 1e-12, "the end reads the last scale")
        #expect(scales.first.map { $0 < 1.1 } == true, "no jump at the start: \(scales)")
    }

    @Test func anOptionDragAroundTheCentreRotates() {
        var touches = touches
        let box = stage.addView(CGRect(x: 0, y: 0, width: 400, height: 800))
        let rotation = stage.attach(RotationGestureRecognizer(), to: box, name: "rotation")
        // Down 100 pt right of the centre (200, 400), then a quarter turn clockwise around it.
        stage.send([touches.buttonDown(at: CGPoint(x: 300, y: 400), modifiers: .alternate, timestamp: 0)])
        for step in 1...12 {
            let angle = CGFloat(step) / 12 * .pi / 2
            let mouse = CGPoint(x: 200 + 100 * cos(angle), y: 400 + 100 * sin(angle))
            stage.send(
                [touches.mouseMoved(to: mouse, modifiers: .alternate, timestamp: Double(step) / 60)].compactMap { $0 })
        }
        // Each finger 100 pt from the centre: the 10 pt slop is a turn of 0.1 rad.
        #expect(abs(rotation.rotation - (.pi / 2 - 0.1)) < 1e-9)
        #expect(rotation.velocity > 0, "turning clockwise on screen")
    }

    @Test func optionShiftDragMovesBothFingersTogetherAndThePairStaysMoved() {
        var touches = touches
        let box = stage.addView(CGRect(x: 0, y: 0, width: 400, height: 800))
        let pan = stage.attach(PanGestureRecognizer(), to: box, name: "pan")
        let pinch = stage.attach(PinchGestureRecognizer(), to: box, name: "pinch")
        pan.minimumNumberOfTouches = 2
        pinch.shouldRecognizeSimultaneously = { _ in true }
        let both: KeyModifierFlags = [.alternate, .shift]
        stage.send([touches.buttonDown(at: CGPoint(x: 150, y: 400), modifiers: both, timestamp: 0)])
        #expect(pan.numberOfTouches == 2)
        for step in 1...6 {
            stage.send(
                [
                    touches.mouseMoved(
                        to: CGPoint(x: 150, y: 400 + 10 * CGFloat(step)), modifiers: both, timestamp: Double(step) / 60)
                ]
                .compactMap { $0 })
        }
        #expect(pan.translation(in: box) == CGPoint(x: 0, y: 50), "60 pt, less the 10 pt slop")
        #expect(pinch.state == .possible, "the fingers stayed 100 pt apart")
        stage.send([touches.buttonUp(at: CGPoint(x: 150, y: 460), timestamp: 0.2)].compactMap { $0 })
        #expect(touches.center == CGPoint(x: 200, y: 460), "the pinch centre moved with the pair")
        #expect(touches.indicatedFingers == [CGPoint(x: 150, y: 460), CGPoint(x: 250, y: 460)])
    }

    @Test func optionShiftWithTheButtonUpMovesThePinchCentre() {
        var touches = touches
        _ = touches.mouseMoved(to: CGPoint(x: 150, y: 400), modifiers: .alternate, timestamp: 0)
        _ = touches.mouseMoved(to: CGPoint(x: 100, y: 300), modifiers: [.alternate, .shift], timestamp: 0.1)
        #expect(touches.center == CGPoint(x: 150, y: 300))
        _ = touches.mouseMoved(to: CGPoint(x: 120, y: 300), modifiers: .alternate, timestamp: 0.2)
        #expect(touches.mirroredFinger == CGPoint(x: 180, y: 300), "Option alone mirrors about the new centre")
    }

    @Test func withoutOptionTheMouseIsOneFinger() {
        var touches = touches
        let down = touches.buttonDown(at: CGPoint(x: 10, y: 20), modifiers: .shift, timestamp: 0)
        #expect(down == .pointer(PointerEvent(phase: .began, location: CGPoint(x: 10, y: 20), timestamp: 0)))
        #expect(touches.indicatedFingers.isEmpty)
        let moved = touches.mouseMoved(to: CGPoint(x: 30, y: 20), modifiers: .alternate, timestamp: 0.1)
        #expect(moved?.pointerEvents.count == 1, "Option pressed mid-drag does not add a finger")
        #expect(touches.buttonUp(at: CGPoint(x: 30, y: 20), timestamp: 0.2)?.pointerEvents.count == 1)
        #expect(touches.buttonUp(at: CGPoint(x: 30, y: 20), timestamp: 0.3) == nil, "no lift without a press")
    }
}
