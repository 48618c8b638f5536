import FluidTestSupport
import Foundation
import Testing

@testable import ViewTree

/// A recognizer's `delaysTouchesBegan` and `delaysTouchesEnded` against UIKit's documentation
/// (https://developer.apple.com/documentation/uikit/uigesturerecognizer/delaystouchesbegan and
/// …/delaystouchesended): the window suspends delivering a touch's beginning (off by default) or
/// end (on by default) to the view, here a control, until the recognizer has failed; if it is
/// recognized instead, the control never hears of the touch, or has it cancelled.
@MainActor
@Suite struct ControlTouchDelayTests {
    let stage = GestureStage()
    let control = ControlTests.LoggingControl(frame: CGRect(x: 100, y: 100, width: 100, height: 50))

    init() {
        stage.root.frame = CGRect(x: 0, y: 0, width: 400, height: 800)
        stage.root.addSubview(control)
        for (event, name) in [
            (Control.Event.touchDown, "down"), (.touchUpInside, "upInside"), (.touchCancel, "cancel"),
        ] {
            control.addAction(
                ControlAction { action in (action.sender as? ControlTests.LoggingControl)?.log.append(name) },
                for: event)
        }
    }

    private func doubleTap() -> TapGestureRecognizer {
        let tap = TapGestureRecognizer()
        tap.numberOfTapsRequired = 2
        return stage.attach(tap, to: stage.root, name: "double")
    }

    @Test func theDefaultsAreUIKits() {
        let recognizer = PanGestureRecognizer()
        #expect(!recognizer.delaysTouchesBegan && recognizer.delaysTouchesEnded && recognizer.cancelsTouchesInView)
    }

    /// A double tap on the parent is still deciding when a single tap on the button lifts: the
    /// button hears the lift once the double tap has failed, not before (UIKit's well-known
    /// late button under a double-tap recognizer).
    @Test func aLiftWaitsForADoubleTapToFail() {
        _ = doubleTap()
        stage.pointer(.began, 150, 125, 0)
        stage.pointer(.ended, 150, 125, 0.05)
        #expect(control.log == ["begin", "down"], "the lift is held")
        #expect(control.isTracking)
        stage.run(for: 1)
        #expect(control.log == ["begin", "down", "end", "upInside"])
        #expect(stage.log == [])
    }

    /// Recognized instead, the double tap takes the touches: the first tap's held lift is
    /// cancelled, and the button does not act.
    @Test func aDoubleTapCancelsTheHeldLift() {
        _ = doubleTap()
        stage.pointer(.began, 150, 125, 0)
        stage.pointer(.ended, 150, 125, 0.05)
        stage.pointer(.began, 150, 125, 0.15)
        stage.pointer(.ended, 150, 125, 0.2)
        stage.run(for: 1)
        #expect(stage.log == ["double:ended"])
        #expect(!control.log.contains("upInside"))
        #expect(control.log.prefix(3) == ["begin", "down", "cancel"], "\(control.log)")
    }

    /// With `delaysTouchesEnded` off the lift goes through at once.
    @Test func withoutTheEndDelayTheButtonActsAtTheLift() {
        doubleTap().delaysTouchesEnded = false
        stage.pointer(.began, 150, 125, 0)
        stage.pointer(.ended, 150, 125, 0.05)
        #expect(control.log.suffix(2) == ["end", "upInside"])
    }

    /// A parent's pan with `delaysTouchesBegan`: a drag it recognizes never reaches the button
    /// (no highlight, no cancel); a touch it fails on (no movement) reaches it at the lift.
    @Test func aPanThatDelaysTheBeginningKeepsTheControlOutOfItsDrags() {
        stage.attach(PanGestureRecognizer(), to: stage.root, name: "pan").delaysTouchesBegan = true
        stage.pointer(.began, 150, 125, 0)
        #expect(!control.isHighlighted && control.log == [])
        stage.pointer(.moved, 150, 160, 0.05)
        stage.pointer(.ended, 150, 160, 0.1)
        #expect(stage.log == ["pan:began", "pan:ended"])
        #expect(control.log == [])
        stage.pointer(.began, 150, 125, 1)
        stage.pointer(.ended, 150, 125, 1.05)
        #expect(control.log == ["begin", "down", "end", "upInside"])
    }

    /// A long press that delays the beginning: held, it is recognized and the button never
    /// hears of the touch; a quick tap fails it and the button gets the whole tap at the lift.
    @Test func aLongPressThatDelaysTheBeginning() {
        stage.attach(LongPressGestureRecognizer(), to: stage.root, name: "long").delaysTouchesBegan = true
        stage.pointer(.began, 150, 125, 0)
        stage.run(for: 0.7)
        stage.pointer(.ended, 150, 125, 0.75)
        #expect(stage.log == ["long:began", "long:ended"])
        #expect(control.log == [])
        stage.pointer(.began, 150, 125, 2)
        stage.pointer(.ended, 150, 125, 2.1)
        #expect(control.log == ["begin", "down", "end", "upInside"])
    }
}
