import FluidTestSupport
import Foundation
import Testing

@testable import ViewTree

/// `PinchGestureRecognizer` against UIKit's documentation of `UIPinchGestureRecognizer`
/// (https://developer.apple.com/documentation/uikit/uipinchgesturerecognizer): a continuous
/// gesture of two touches that begins "when the user moves the two fingers enough to create a
/// pinch gesture", changes "when a finger moves (while both fingers remain touching)" and ends
/// "when the user lifts both fingers"; `scale` is "an absolute value that varies over time" and
/// setting it "resets the velocity" (…/uipinchgesturerecognizer/scale).
@MainActor
@Suite struct PinchGestureRecognizerTests {
    let stage = GestureStage()
    let box: View
    let pinch: PinchGestureRecognizer

    init() {
        box = stage.addView(CGRect(x: 0, y: 0, width: 400, height: 800))
        pinch = stage.attach(PinchGestureRecognizer(), to: box, name: "pinch")
    }

    /// Two fingers on a horizontal line about (200, 400), `span` apart, in one event.
    private func fingers(_ phase: PointerEvent.Phase, span: CGFloat, at time: TimeInterval) {
        stage.fingers(phase, [1: CGPoint(x: 200 - span / 2, y: 400), 2: CGPoint(x: 200 + span / 2, y: 400)], time)
    }

    @Test func beforeAPinchTheScaleIsOneAndTheVelocityZero() {
        let fresh = PinchGestureRecognizer()
        #expect(fresh.scale == 1)
        #expect(fresh.velocity == 0)
        #expect(fresh.state == .possible)
    }

    @Test func itBeginsPastTheSlopWithoutAJumpThenTracksTheFingersExactly() throws {
        fingers(.began, span: 100, at: 0)
        fingers(.moved, span: 109, at: 0.01)
        #expect(stage.log.isEmpty, "9 pt apart is not yet a pinch")
        fingers(.moved, span: 112, at: 0.02)
        #expect(stage.log == ["pinch:began"])
        // Measured from 110 pt, where the 10 pt slop was crossed: 1.018, not a jump to 1.12.
        #expect(abs(pinch.scale - 112.0 / 110) < 1e-12)
        fingers(.moved, span: 220, at: 0.1)
        #expect(abs(pinch.scale - 2) < 1e-12, "the distance doubled from where the pinch began")
        #expect(pinch.location(in: box) == CGPoint(x: 200, y: 400), "the fingers' centroid")
        stage.pointer(.ended, 90, 400, 0.12, finger: 1)
        #expect(stage.path == ["pinch:began", "pinch:changed"], "one finger up: not over yet")
        stage.pointer(.ended, 310, 400, 0.13, finger: 2)
        #expect(stage.path == ["pinch:began", "pinch:changed", "pinch:ended"])
    }

    @Test func fingersMovingTogetherReadAScaleBelowOne() {
        fingers(.began, span: 200, at: 0)
        fingers(.moved, span: 180, at: 0.05)
        #expect(stage.log == ["pinch:began"])
        fingers(.moved, span: 95, at: 0.1)
        #expect(abs(pinch.scale - 0.5) < 1e-12, "measured from 190 pt")
    }

    @Test func theVelocityIsTheScalesRatePerSecond() throws {
        // The span grows 200 pt/s from 100 pt, so past 110 pt the scale is (100 + 200 t) / 110.
        fingers(.began, span: 100, at: 0)
        for frame in 1...12 {
            let time = Double(frame) / 120
            fingers(.moved, span: 100 + 200 * time, at: time)
        }
        #expect(abs(pinch.velocity - 200.0 / 110) < 1e-6)
        var velocityAtTheEnd: CGFloat?
        pinch.addAction { if $0.state == .ended { velocityAtTheEnd = $0.velocity } }
        stage.pointer(.ended, 140, 400, 0.1, finger: 1)  // where the last move left them
        stage.pointer(.ended, 260, 400, 0.1, finger: 2)
        let kept = try #require(velocityAtTheEnd)
        #expect(abs(kept - 200.0 / 110) < 1e-6, "kept from the moment the fingers stopped being two")
    }

    @Test func settingTheScaleResetsTheVelocityAndTracksOnFromThere() {
        fingers(.began, span: 100, at: 0)
        for frame in 1...6 {
            let time = Double(frame) / 120
            fingers(.moved, span: 100 + 300 * time, at: time)
        }
        #expect(pinch.velocity > 2)
        pinch.scale = 1  // the usual handler: apply the scale to the transform, then set it back to 1
        #expect(pinch.scale == 1)
        #expect(pinch.velocity == 0)
        fingers(.moved, span: 230, at: 0.1)
        #expect(abs(pinch.scale - 2) < 1e-12, "the distance doubled since the scale was set (115 → 230 pt)")
    }

    /// The handler of UIKit's samples applies the scale and sets it back to 1 on every change:
    /// the rate still reads at the end, in those units (the span's rate over the span: here
    /// 200 pt/s at 120 pt), as if the scale had been measured from the last change.
    @Test func aHandlerThatSetsTheScaleBackToOneStillReadsTheRateAtTheEnd() throws {
        var velocityAtTheEnd: CGFloat?
        pinch.addAction { pinch in
            if pinch.state == .ended { velocityAtTheEnd = pinch.velocity }
            pinch.scale = 1
        }
        fingers(.began, span: 100, at: 0)
        for frame in 1...12 {
            let time = Double(frame) / 120
            fingers(.moved, span: 100 + 200 * time, at: time)
        }
        #expect(pinch.velocity == 0, "read 0 after it was set")
        fingers(.ended, span: 120, at: 0.1)
        let kept = try #require(velocityAtTheEnd)
        #expect(abs(kept - 200.0 / 120) < 1e-6)
    }

    @Test func oneFingerNeverPinches() {
        stage.pointer(.began, 100, 100, 0, finger: 1)
        stage.pointer(.moved, 300, 500, 0.1, finger: 1)
        stage.pointer(.ended, 300, 500, 0.2, finger: 1)
        #expect(stage.log.isEmpty)
        #expect(pinch.state == .possible, "failed, then reset for the next gesture")
    }

    @Test func whileOneFingerIsUpTheScaleHoldsAndGoesOnWhenItReturns() {
        fingers(.began, span: 100, at: 0)
        fingers(.moved, span: 220, at: 0.05)  // measured from 110: scale 2
        stage.pointer(.ended, 310, 400, 0.1, finger: 2)
        stage.clearLog()
        stage.pointer(.moved, 40, 300, 0.15, finger: 1)
        #expect(stage.log.isEmpty, "no change while one finger moves alone")
        #expect(abs(pinch.scale - 2) < 1e-12)
        stage.pointer(.began, 140, 300, 0.2, finger: 3)  // 100 pt from finger 1
        stage.pointer(.moved, 190, 300, 0.25, finger: 3)  // 150 pt: ×1.5
        #expect(abs(pinch.scale - 3) < 1e-12, "2 held, then ×1.5 from the new distance")
        #expect(stage.log == ["pinch:changed"])
    }

    @Test func aThirdFingerIsIgnored() {
        fingers(.began, span: 100, at: 0)
        stage.pointer(.began, 200, 600, 0.01, finger: 3)
        #expect(pinch.numberOfTouches == 2)
        stage.pointer(.moved, 200, 790, 0.02, finger: 3)
        #expect(stage.log.isEmpty)
        fingers(.moved, span: 220, at: 0.05)
        #expect(abs(pinch.scale - 2) < 1e-12)
    }

    @Test func twoFingersMovingTogetherPanButDoNotPinch() {
        let pan = stage.attach(PanGestureRecognizer(), to: box, name: "pan")
        pan.shouldRecognizeSimultaneously = { _ in true }
        stage.fingers(.began, [1: CGPoint(x: 150, y: 400), 2: CGPoint(x: 250, y: 400)], 0)
        stage.fingers(.moved, [1: CGPoint(x: 150, y: 430), 2: CGPoint(x: 250, y: 430)], 0.05)
        stage.fingers(.moved, [1: CGPoint(x: 150, y: 460), 2: CGPoint(x: 250, y: 460)], 0.1)
        #expect(stage.path == ["pan:began", "pan:changed"])
        #expect(pinch.state == .possible)
    }
}
