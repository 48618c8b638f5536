import FluidTestSupport
import Foundation
import Testing

@testable import ViewTree

/// `UITouch.force` and `maximumPossibleForce` from a pointer's pressure, and the mouse pressed
/// harder with Control + wheel (Docs/Gestures.md §6, "Force from a mouse").
@MainActor
@Suite struct TouchForceTests {
    let stage = GestureStage()

    /// Records the force and maximum force of the first touch at every event it hears.
    final class ForceProbe: GestureRecognizer {
        var readings: [(phase: Touch.Phase, force: CGFloat, maximum: CGFloat)] = []
        private func note(_ touches: Set<Touch>) {
            guard let touch = touches.first else { return }
            readings.append((touch.phase, touch.force, touch.maximumPossibleForce))
        }
        override func touchesBegan(_ touches: Set<Touch>, with event: Event) { note(touches) }
        override func touchesMoved(_ touches: Set<Touch>, with event: Event) { note(touches) }
        override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
            note(touches)
            state = .failed
        }
    }

    /// Apple: "A value of 1.0 represents the force of an average touch"; the maximum is not
    /// documented, and a device without pressure sensing reports 0 for both.
    @Test func forceIsPressureTimesTheMaximumAndZeroWithoutPressure() {
        let box = stage.addView(CGRect(x: 0, y: 0, width: 400, height: 800))
        let probe = stage.attach(ForceProbe(), to: box, name: "probe")
        stage.send([
            .pointer(PointerEvent(phase: .began, location: CGPoint(x: 50, y: 50), timestamp: 0, source: .touch)),
            .pointer(
                PointerEvent(
                    phase: .moved, location: CGPoint(x: 50, y: 50), timestamp: 0.1, source: .touch, pressure: 0.15)),
            .pointer(PointerEvent(phase: .moved, location: CGPoint(x: 52, y: 50), timestamp: 0.2, source: .touch)),
            .pointer(
                PointerEvent(
                    phase: .moved, location: CGPoint(x: 52, y: 50), timestamp: 0.3, source: .touch, pressure: 7)),
        ])
        let maximum = Touch.pressureSensingMaximumForce
        #expect(abs(maximum - 20.0 / 3) < 1e-12)
        #expect(probe.readings.map(\.force) == [0, 0.15 * maximum, 0.15 * maximum, maximum])
        #expect(probe.readings.map(\.maximum) == [0, maximum, maximum, maximum])
        #expect(abs(probe.readings[1].force - 1) < 1e-12, "pressure 0.15 is an average touch, force 1")
    }

    /// Control + wheel with the button held presses the mouse harder, a tenth a notch, as a move
    /// in place; without Control, or with the button up, the wheel is no press.
    @Test func controlWheelPressesTheHeldMouseHarderAsAMoveInPlace() {
        var touches = SimulatedTouches(canvasSize: CGSize(width: 400, height: 800))
        let box = stage.addView(CGRect(x: 0, y: 0, width: 400, height: 800))
        let probe = stage.attach(ForceProbe(), to: box, name: "probe")
        #expect(touches.wheelTurned(by: 1, modifiers: .control, timestamp: 0) == nil, "button up: no press")
        stage.send([touches.buttonDown(at: CGPoint(x: 100, y: 100), modifiers: [], timestamp: 0)])
        #expect(touches.wheelTurned(by: 1, modifiers: [], timestamp: 0.05) == nil, "no Control: the wheel scrolls")
        #expect(touches.indicatedFingers.isEmpty, "no pressure yet: no finger drawn")
        for (step, notches) in [3.0, 3, 9, -2].enumerated() {
            let press = touches.wheelTurned(by: notches, modifiers: .control, timestamp: 0.1 * Double(step + 1))
            #expect(press?.pointerEvents.map(\.location) == [CGPoint(x: 100, y: 100)])
            #expect(press?.pointerEvents.first?.phase == .moved)
            stage.send([press].compactMap { $0 })
        }
        #expect(touches.indicatedFingers == [CGPoint(x: 100, y: 100)], "a pressed finger is drawn")
        let maximum = Touch.pressureSensingMaximumForce
        let forces = probe.readings.map { ($0.force / maximum * 100).rounded() / 100 }
        #expect(forces == [0, 0.3, 0.6, 1, 0.8], "clamped at full pressure")
        stage.send([touches.buttonUp(at: CGPoint(x: 100, y: 100), timestamp: 0.6)].compactMap { $0 })
        #expect(touches.pressure == nil, "the next press starts with no pressure")
        stage.send([touches.buttonDown(at: CGPoint(x: 100, y: 100), modifiers: [], timestamp: 0.7)])
        #expect(probe.readings.last?.force == 0)
    }

    /// With Option, both simulated fingers press alike.
    @Test func bothOptionFingersPressTogether() {
        var touches = SimulatedTouches(canvasSize: CGSize(width: 400, height: 800))
        _ = touches.buttonDown(at: CGPoint(x: 150, y: 400), modifiers: .alternate, timestamp: 0)
        let press = touches.wheelTurned(by: 5, modifiers: [.alternate, .control], timestamp: 0.1)
        #expect(press?.pointerEvents.map(\.pressure) == [0.5, 0.5])
        #expect(press?.pointerEvents.map(\.identifier) == [0, SimulatedTouches.secondFinger])
    }
}
