import FluidTestSupport
import Foundation
import Testing

@testable import ViewTree

/// `RotationGestureRecognizer` against UIKit's documentation of `UIRotationGestureRecognizer`
/// (https://developer.apple.com/documentation/uikit/uirotationgesturerecognizer): a continuous
/// gesture of two touches that "begins when the user moves the two fingers enough to create a
/// rotation gesture", changes "when a finger moves while both fingers remain touching" and ends
/// "when the user lifts both fingers"; `rotation` is in radians, "a single value that varies over
/// time", and setting it "resets the velocity" (…/uirotationgesturerecognizer/rotation); `velocity`
/// is "in radians per second" (…/uirotationgesturerecognizer/velocity).
@MainActor
@Suite struct RotationGestureRecognizerTests {
    let stage = GestureStage()
    let box: View
    let rotation: RotationGestureRecognizer

    init() {
        box = stage.addView(CGRect(x: 0, y: 0, width: 400, height: 800))
        rotation = stage.attach(RotationGestureRecognizer(), to: box, name: "rotation")
    }

    /// Two fingers opposite each other on a circle of radius 50 about (200, 400), the second at
    /// `angle` (radians, clockwise on screen from the positive x axis), in one event.
    private func fingers(_ phase: PointerEvent.Phase, angle: CGFloat, at time: TimeInterval) {
        let dx = 50 * cos(angle), dy = 50 * sin(angle)
        stage.fingers(phase, [1: CGPoint(x: 200 - dx, y: 400 - dy), 2: CGPoint(x: 200 + dx, y: 400 + dy)], time)
    }

    @Test func beforeARotationItIsZeroAndTheVelocityZero() {
        let fresh = RotationGestureRecognizer()
        #expect(fresh.rotation == 0)
        #expect(fresh.velocity == 0)
    }

    @Test func itBeginsOnceEachFingerTravelsTheSlopThenTracksTheTurn() {
        // Radius 50: a 10 pt slop is a turn of 0.2 rad.
        fingers(.began, angle: 0, at: 0)
        fingers(.moved, angle: 0.19, at: 0.01)
        #expect(stage.log.isEmpty)
        fingers(.moved, angle: 0.25, at: 0.02)
        #expect(stage.log == ["rotation:began"])
        #expect(abs(rotation.rotation - 0.05) < 1e-12, "measured from 0.2 rad: no jump")
        fingers(.moved, angle: 1.2, at: 0.1)
        #expect(abs(rotation.rotation - 1.0) < 1e-12, "clockwise on screen is positive")
        fingers(.ended, angle: 1.2, at: 0.2)
        #expect(stage.path == ["rotation:began", "rotation:changed", "rotation:ended"])
    }

    @Test func counterclockwiseIsNegative() {
        fingers(.began, angle: 0, at: 0)
        fingers(.moved, angle: -0.3, at: 0.02)
        fingers(.moved, angle: -1.2, at: 0.1)
        #expect(abs(rotation.rotation + 1.0) < 1e-12)
    }

    @Test func turnsPastHalfARevolutionKeepCounting() {
        fingers(.began, angle: 0, at: 0)
        // Two full turns in steps of 0.5 rad (each under π, so the direction is unambiguous).
        for step in 1...Int((4 * CGFloat.pi / 0.5).rounded(.up)) {
            fingers(.moved, angle: min(CGFloat(step) * 0.5, 4 * .pi), at: Double(step) / 60)
        }
        #expect(abs(rotation.rotation - (4 * .pi - 0.2)) < 1e-9)
    }

    @Test func theVelocityIsTheTurnsRateInRadiansPerSecond() {
        for frame in 0...12 {
            let time = Double(frame) / 120
            fingers(frame == 0 ? .began : .moved, angle: 3 * time, at: time)
        }
        #expect(abs(rotation.velocity - 3) < 1e-6)
        rotation.rotation = 0
        #expect(rotation.velocity == 0, "setting the rotation resets the velocity")
        fingers(.moved, angle: 3 * 0.1 + 0.5, at: 0.1 + 1.0 / 120)
        #expect(abs(rotation.rotation - 0.5) < 1e-12, "tracked on from where it was set")
    }

    /// A handler that applies the rotation and sets it back to 0 on every change still reads the
    /// rate when the fingers lift.
    @Test func aHandlerThatSetsTheRotationBackToZeroStillReadsTheRateAtTheEnd() throws {
        var velocityAtTheEnd: CGFloat?
        rotation.addAction { rotation in
            if rotation.state == .ended { velocityAtTheEnd = rotation.velocity }
            rotation.rotation = 0
        }
        for frame in 0...12 {
            let time = Double(frame) / 120
            fingers(frame == 0 ? .began : .moved, angle: 3 * time, at: time)
        }
        fingers(.ended, angle: 0.3, at: 0.1)
        let kept = try #require(velocityAtTheEnd)
        #expect(abs(kept - 3) < 1e-6)
    }

    @Test func whileOneFingerIsUpTheRotationHolds() {
        fingers(.began, angle: 0, at: 0)
        fingers(.moved, angle: 0.7, at: 0.05)  // 0.5 past the threshold
        stage.pointer(.ended, 200 + 50 * cos(0.7), 400 + 50 * sin(0.7), 0.1, finger: 2)
        stage.clearLog()
        stage.pointer(.moved, 100, 100, 0.15, finger: 1)
        #expect(stage.log.isEmpty)
        #expect(abs(rotation.rotation - 0.5) < 1e-12)
        // A new second finger straight right of finger 1, then turned a quarter turn clockwise.
        stage.pointer(.began, 200, 100, 0.2, finger: 3)
        stage.pointer(.moved, 100, 200, 0.25, finger: 3)
        #expect(abs(rotation.rotation - (0.5 + .pi / 2)) < 1e-12)
    }
}
