import FluidTestSupport
import Foundation
import Testing

@testable import ViewTree

/// `LongPressGestureRecognizer` against UIKit's documentation of `UILongPressGestureRecognizer`
/// (https://developer.apple.com/documentation/uikit/uilongpressgesturerecognizer): it begins once
/// the fingers are held for `minimumPressDuration` without moving beyond `allowableMovement`,
/// changes as a finger moves, and ends when a finger lifts.
@MainActor
@Suite struct LongPressGestureRecognizerTests {
    let stage = GestureStage()
    let box: View
    let press: LongPressGestureRecognizer

    init() {
        box = stage.addView(CGRect(x: 0, y: 0, width: 400, height: 400))
        press = stage.attach(LongPressGestureRecognizer(), to: box, name: "press")
    }

    /// The documented defaults: `minimumPressDuration` 0.5 s
    /// (https://developer.apple.com/documentation/uikit/uilongpressgesturerecognizer/minimumpressduration),
    /// `allowableMovement` 10 pt
    /// (https://developer.apple.com/documentation/uikit/uilongpressgesturerecognizer/allowablemovement),
    /// `numberOfTouchesRequired` 1 and `numberOfTapsRequired` 0.
    @Test func theDefaultsAreUIKits() {
        let fresh = LongPressGestureRecognizer()
        #expect(fresh.minimumPressDuration == 0.5)
        #expect(fresh.allowableMovement == 10)
        #expect(fresh.numberOfTouchesRequired == 1)
        #expect(fresh.numberOfTapsRequired == 0)
    }

    @Test func heldStillItBeginsAtTheMinimumDurationThenChangesAndEnds() {
        stage.pointer(.began, 100, 100, 0)
        stage.run(for: 0.45)
        #expect(stage.log.isEmpty, "not yet: held 0.45 s")
        stage.run(for: 0.1)
        #expect(stage.log == ["press:began"])
        #expect(press.location(in: box) == CGPoint(x: 100, y: 100))
        // Once it has begun a finger may move any distance: the gesture changes.
        stage.pointer(.moved, 180, 240, 0.6)
        #expect(press.location(in: box) == CGPoint(x: 180, y: 240))
        stage.pointer(.ended, 180, 240, 0.7)
        #expect(stage.path == ["press:began", "press:changed", "press:ended"])
    }

    @Test func liftedBeforeTheDurationItFailsWithoutAnAction() {
        stage.pointer(.began, 100, 100, 0)
        stage.run(for: 0.3)
        stage.pointer(.ended, 100, 100, 0.3)
        stage.run(for: 1)
        #expect(stage.log.isEmpty)
        #expect(press.state == .possible, "reset for the next gesture")
    }

    @Test func movingBeyondTheAllowableMovementBeforeItBeginsMakesItFail() {
        stage.pointer(.began, 100, 100, 0)
        stage.pointer(.moved, 109, 100, 0.1)  // within 10 pt: still possible
        #expect(press.state == .possible)
        stage.pointer(.moved, 111, 100, 0.2)
        #expect(press.state == .failed)
        stage.run(for: 1)
        stage.pointer(.ended, 111, 100, 1)
        #expect(stage.log.isEmpty)
    }

    @Test func twoFingersAreTimedFromTheSecond() {
        press.numberOfTouchesRequired = 2
        stage.pointer(.began, 100, 100, 0, finger: 1)
        stage.run(for: 0.2)
        stage.pointer(.began, 200, 100, 0.2, finger: 2)
        stage.run(for: 0.45)
        #expect(stage.log.isEmpty, "0.45 s after the second finger")
        stage.run(for: 0.1)
        #expect(stage.log == ["press:began"])
        #expect(press.location(in: box) == CGPoint(x: 150, y: 100), "the fingers' centroid")
        stage.pointer(.ended, 200, 100, 0.8, finger: 2)
        #expect(stage.path == ["press:began", "press:ended"], "one finger lifting ends it")
    }

    @Test func aTapFirstThenThePressWithinTheInterval() {
        press.numberOfTapsRequired = 1
        stage.pointer(.began, 100, 100, 0)
        stage.pointer(.ended, 100, 100, 0.1)
        stage.run(for: 0.2)
        stage.pointer(.began, 102, 101, 0.2)
        stage.run(for: 0.55)
        #expect(stage.log == ["press:began"])
        stage.pointer(.ended, 102, 101, 0.8)

        // The press after the interval: the tap was not followed in time.
        stage.clearLog()
        stage.pointer(.began, 100, 100, 1)
        stage.pointer(.ended, 100, 100, 1.1)
        stage.run(for: 0.5)
        stage.pointer(.began, 100, 100, 1.55)
        stage.run(for: 0.6)
        #expect(stage.log.isEmpty)
    }

    @Test func aPanThatMovesFirstWinsAndThePressFails() {
        let pan = stage.attach(PanGestureRecognizer(), to: box, name: "pan")
        stage.pointer(.began, 100, 100, 0)
        stage.pointer(.moved, 130, 100, 0.1)
        #expect(pan.state == .began && press.state == .failed)
        stage.run(for: 1)
        stage.pointer(.ended, 130, 100, 1)
        #expect(!stage.log.contains { $0.hasPrefix("press") })
    }
}
