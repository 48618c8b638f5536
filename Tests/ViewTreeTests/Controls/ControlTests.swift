import FluidTestSupport
import Foundation
import Testing

@testable import ViewTree

/// `Control` against UIKit's documentation of `UIControl`
/// (https://developer.apple.com/documentation/uikit/uicontrol): the touch events in their order,
/// the highlighted state while a finger is down inside, tracking, targets, and a single tap that
/// is the control's rather than a tap recognizer's on its parent
/// (https://developer.apple.com/documentation/uikit/uiview/gesturerecognizershouldbegin(_:)).
@MainActor
@Suite struct ControlTests {
    /// Logs its tracking calls and every event it sends.
    final class LoggingControl: Control {
        var log: [String] = []
        override func beginTracking(_ touch: Touch, with event: ViewTree.Event?) -> Bool {
            log.append("begin")
            return super.beginTracking(touch, with: event)
        }
        override func continueTracking(_ touch: Touch, with event: ViewTree.Event?) -> Bool {
            log.append("continue")
            return super.continueTracking(touch, with: event)
        }
        override func endTracking(_ touch: Touch?, with event: ViewTree.Event?) { log.append("end") }
        override func cancelTracking(with event: ViewTree.Event?) { log.append("cancel") }
    }

    let stage = GestureStage()
    let control = LoggingControl(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
    var events: [String] = []

    init() {
        stage.root.frame = CGRect(x: 0, y: 0, width: 400, height: 800)
        stage.root.addSubview(control)
        let names: [(Control.Event, String)] = [
            (.touchDown, "down"), (.touchDragInside, "dragInside"), (.touchDragOutside, "dragOutside"),
            (.touchDragEnter, "enter"), (.touchDragExit, "exit"), (.touchUpInside, "upInside"),
            (.touchUpOutside, "upOutside"), (.touchCancel, "cancel"), (.primaryActionTriggered, "primary"),
        ]
        for (event, name) in names {
            control.addAction(
                ControlAction { action in (action.sender as? LoggingControl)?.log.append(name) }, for: event)
        }
    }

    @Test func aTapIsDownThenUpInsideAndHighlightsWhileHeld() {
        stage.pointer(.began, 150, 125, 0)
        #expect(control.isHighlighted && control.isTracking && control.state == .highlighted)
        stage.pointer(.ended, 152, 126, 0.1)
        #expect(control.log == ["begin", "down", "end", "upInside", "primary"])
        #expect(!control.isHighlighted && !control.isTracking)
    }

    @Test func draggingOutAndBackCrossesTheEdgeBothWays() {
        stage.pointer(.began, 150, 125, 0)
        stage.pointer(.moved, 160, 125, 0.02)
        stage.pointer(.moved, 300, 125, 0.04)  // 100 pt right of the bounds: past the 70 pt margin
        #expect(!control.isHighlighted)
        stage.pointer(.moved, 320, 125, 0.06)
        stage.pointer(.moved, 190, 125, 0.08)
        stage.pointer(.ended, 190, 125, 0.1)
        #expect(
            control.log == [
                "begin", "down", "dragInside", "continue", "exit", "dragOutside", "continue", "dragOutside",
                "continue", "enter", "dragInside", "continue", "end", "upInside", "primary",
            ])
    }

    @Test func aLiftWithinTheMarginIsInsideAndBeyondItOutside() {
        stage.pointer(.began, 150, 125, 0)
        stage.pointer(.ended, 150, 190, 0.1)  // 65 pt below the bounds
        #expect(control.log.suffix(2) == ["upInside", "primary"])
        control.log.removeAll()
        stage.pointer(.began, 150, 125, 1)
        stage.pointer(.ended, 150, 260, 1.1)  // 110 pt below
        #expect(control.log.suffix(2) == ["end", "upOutside"])
    }

    @Test func aDisabledControlIsNotTouched() {
        control.isEnabled = false
        #expect(control.state == .disabled)
        stage.pointer(.began, 150, 125, 0)
        stage.pointer(.ended, 150, 125, 0.1)
        #expect(control.log.isEmpty)
    }

    @Test func theControlsTapIsItsOwnNotItsParentsTapRecognizers() {
        let tap = stage.attach(TapGestureRecognizer(), to: stage.root, name: "tap")
        stage.pointer(.began, 150, 125, 0)
        stage.pointer(.ended, 150, 125, 0.05)
        #expect(control.log.suffix(2) == ["upInside", "primary"])
        #expect(stage.log.isEmpty, "the parent's tap did not see it")
        stage.pointer(.began, 300, 500, 1)
        stage.pointer(.ended, 300, 500, 1.05)
        #expect(stage.log == ["tap:ended"], "elsewhere it taps")
        _ = tap
    }

    @Test func aParentsPanTakesTheTouchAndTheControlIsCancelled() {
        stage.attach(PanGestureRecognizer(), to: stage.root, name: "pan")
        stage.pointer(.began, 150, 125, 0)
        stage.pointer(.moved, 150, 131, 0.02)
        #expect(control.isHighlighted)
        stage.pointer(.moved, 150, 160, 0.04)
        #expect(stage.log == ["pan:began"])
        #expect(!control.isHighlighted && !control.isTracking)
        stage.pointer(.ended, 150, 160, 0.06)
        #expect(control.log == ["begin", "down", "dragInside", "continue", "cancel", "cancel"])
    }

    /// UIKit's `cancelsTouchesInView` (default true,
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/cancelstouchesinview):
    /// false leaves the control tracking while the parent's pan runs.
    @Test func aPanThatDoesNotCancelTouchesLeavesTheControlTracking() {
        let pan = stage.attach(PanGestureRecognizer(), to: stage.root, name: "pan")
        #expect(pan.cancelsTouchesInView, "UIKit's default")
        pan.cancelsTouchesInView = false
        stage.pointer(.began, 150, 125, 0)
        stage.pointer(.moved, 150, 160, 0.04)
        #expect(stage.log == ["pan:began"])
        #expect(control.isTracking && control.isHighlighted)
        stage.pointer(.ended, 150, 140, 0.06)
        #expect(control.log.suffix(3) == ["end", "upInside", "primary"])
    }

    @Test func targetsAreHeldWeaklyAndCanBeRemoved() {
        final class Target {
            var taps = 0
            func tapped(_ sender: Control) { taps += 1 }
            func tappedWithoutSender() { taps += 10 }
        }
        var target: Target? = Target()
        weak var weakTarget = target
        control.addTarget(target!, action: Target.tapped, for: .touchUpInside)
        control.addTarget(target!, action: Target.tappedWithoutSender, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(target?.taps == 11)
        control.removeTarget(target, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(target?.taps == 11)
        control.addTarget(target!, action: Target.tapped, for: .touchUpInside)
        target = nil
        #expect(weakTarget == nil, "the control does not keep its target")
        control.sendActions(for: .touchUpInside)
    }
}
