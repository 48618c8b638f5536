import FluidTestSupport
import Foundation
import Testing

@testable import ViewTree

@MainActor
@Suite struct GestureArbitrationTests {
    /// A card (inner) inside a panel (outer), each with a pan.
    private func nestedPans() -> (GestureStage, PanGestureRecognizer, PanGestureRecognizer) {
        let stage = GestureStage()
        let outer = stage.addView(CGRect(x: 0, y: 0, width: 400, height: 800))
        let inner = stage.addView(CGRect(x: 100, y: 100, width: 200, height: 200), to: outer)
        let outerPan = stage.attach(PanGestureRecognizer(), to: outer, name: "outer")
        let innerPan = stage.attach(PanGestureRecognizer(), to: inner, name: "inner")
        return (stage, outerPan, innerPan)
    }

    @Test func theDeepestRecognizerWinsAndTheOthersFail() {
        let (stage, outer, _) = nestedPans()
        var outerStates: [GestureRecognizer.State] = []
        outer.addAction { outerStates.append($0.state) }
        stage.send(PointerScript.drag(from: CGPoint(x: 150, y: 150), to: CGPoint(x: 250, y: 150), duration: 0.1))
        #expect(stage.path == ["inner:began", "inner:changed", "inner:ended"])
        #expect(outerStates.isEmpty)
    }

    @Test func simultaneousRecognitionWhenEitherSideAllowsIt() {
        let (stage, outer, inner) = nestedPans()
        inner.shouldRecognizeSimultaneously = { $0 === outer }
        stage.send(PointerScript.drag(from: CGPoint(x: 150, y: 150), to: CGPoint(x: 250, y: 150), duration: 0.1))
        #expect(stage.log.prefix(2).sorted() == ["inner:began", "outer:began"])
        #expect(stage.log.suffix(2).sorted() == ["inner:ended", "outer:ended"])

        final class AllowAll: GestureRecognizerDelegate {
            func gestureRecognizer(
                _ g: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer
            ) -> Bool { true }
        }
        let (stage2, outer2, _) = nestedPans()
        let delegate = AllowAll()
        outer2.delegate = delegate
        stage2.send(PointerScript.drag(from: CGPoint(x: 150, y: 150), to: CGPoint(x: 250, y: 150), duration: 0.1))
        #expect(stage2.log.contains("outer:began") && stage2.log.contains("inner:began"))
    }

    @Test func requireToFailWaitsInPossibleThenProceeds() {
        let (stage, outer, inner) = nestedPans()
        inner.allowedDirections = .horizontal
        // The outer pan waits for the inner (horizontal) one to fail.
        outer.require(toFail: inner)
        stage.pointer(.began, 150, 150, 0)
        stage.pointer(.moved, 152, 170, 0.02)  // vertical: inner fails, outer may begin
        #expect(inner.state == .failed)
        #expect(stage.log == ["outer:began"])
        stage.pointer(.ended, 152, 170, 0.03)
        #expect(stage.path == ["outer:began", "outer:ended"])
    }

    /// A single tap that requires a double tap (on the same view) to fail.
    private func singleWaitingForDouble() -> (GestureStage, TapGestureRecognizer, TapGestureRecognizer) {
        let stage = GestureStage()
        let box = stage.addView(CGRect(x: 0, y: 0, width: 400, height: 400))
        let single = stage.attach(TapGestureRecognizer(), to: box, name: "single")
        let double = stage.attach(TapGestureRecognizer(), to: box, name: "double")
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        return (stage, single, double)
    }

    @Test func aWaitingRecognizerFailsWhenTheOtherIsRecognized() {
        let (stage, single, double) = singleWaitingForDouble()
        stage.send(PointerScript.tap(at: CGPoint(x: 100, y: 100), time: 0))
        #expect(stage.log.isEmpty)  // single waits for double
        #expect(single.state == .possible)
        stage.send(PointerScript.tap(at: CGPoint(x: 102, y: 101), time: 0.2))
        #expect(stage.log == ["double:ended"])
        #expect(single.state == .possible && double.state == .possible)  // both reset
        stage.window.tick(at: 5)
        #expect(stage.log == ["double:ended"])
    }

    @Test func aWaitingTapIsRecognizedWhenTheDeadlinePasses() {
        let (stage, single, double) = singleWaitingForDouble()
        stage.send(PointerScript.tap(at: CGPoint(x: 100, y: 100), time: 0))
        #expect(stage.window.needsFrames)  // the double tap's deadline is pending
        stage.window.tick(at: 0.3)
        #expect(stage.log.isEmpty)
        stage.window.tick(at: 0.44)  // 0.08 + 0.35 passed
        #expect(stage.log == ["single:ended"])
        #expect(!stage.window.needsFrames)
        #expect(single.state == .possible && double.state == .possible)
    }

    @Test func delegateRequirementHooks() {
        final class Rules: GestureRecognizerDelegate {
            weak var waiter: GestureRecognizer?
            func gestureRecognizer(_ g: GestureRecognizer, shouldBeRequiredToFailBy other: GestureRecognizer) -> Bool {
                other === waiter
            }
        }
        let (stage, outer, inner) = nestedPans()
        inner.allowedDirections = .horizontal
        let rules = Rules()
        rules.waiter = outer
        inner.delegate = rules
        stage.send(PointerScript.drag(from: CGPoint(x: 150, y: 150), to: CGPoint(x: 150, y: 300), duration: 0.1))
        #expect(stage.path == ["outer:began", "outer:changed", "outer:ended"])
    }

    @Test func shouldBeginFalseFailsAndLetsOthersProceed() {
        let (stage, _, inner) = nestedPans()
        inner.shouldBegin = { _ in false }
        stage.send(PointerScript.drag(from: CGPoint(x: 150, y: 150), to: CGPoint(x: 250, y: 150), duration: 0.1))
        #expect(stage.path == ["outer:began", "outer:changed", "outer:ended"])
    }

    @Test func anActiveGesturePreventsALaterOne() {
        let stage = GestureStage()
        let box = stage.addView(CGRect(x: 0, y: 0, width: 400, height: 400))
        let pan = stage.attach(PanGestureRecognizer(), to: box, name: "pan")
        let longSlop = stage.attach(PanGestureRecognizer(), to: stage.root, name: "longSlop")
        longSlop.slop = 40
        _ = pan
        stage.send(PointerScript.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 300, y: 100), duration: 0.2))
        #expect(!stage.log.contains { $0.hasPrefix("longSlop") })
    }

    /// Found in review: with the double tap attached first, a cancel during the second tap (or
    /// focus loss) must not release the single tap waiting for the double tap's failure.
    @Test func cancellingDoesNotReleaseAWaitingTap() {
        for cancelByFocus in [false, true] {
            let stage = GestureStage()
            let box = stage.addView(CGRect(x: 0, y: 0, width: 400, height: 400))
            let double = stage.attach(TapGestureRecognizer(), to: box, name: "double")
            double.numberOfTapsRequired = 2
            let single = stage.attach(TapGestureRecognizer(), to: box, name: "single")
            single.require(toFail: double)
            stage.send(PointerScript.tap(at: CGPoint(x: 100, y: 100), time: 0))
            stage.pointer(.began, 100, 100, 0.2)
            if cancelByFocus {
                stage.window.send(.focusLost(timestamp: 0.25))
            } else {
                stage.pointer(.cancelled, 100, 100, 0.25)
            }
            stage.window.tick(at: 2)
            #expect(stage.log.isEmpty, "cancel by focus: \(cancelByFocus)")
            #expect(single.state == .possible && double.state == .possible)
        }
    }

    /// Found in review: a tap recognized on an ancestor prevents a tap released later in the same
    /// cascade (one touch gives one tap).
    @Test func aRecognizedTapPreventsTapsReleasedAfterIt() {
        let stage = GestureStage()
        let box = stage.addView(CGRect(x: 0, y: 0, width: 400, height: 400))
        let double = stage.attach(TapGestureRecognizer(), to: box, name: "double")
        double.numberOfTapsRequired = 2
        let single = stage.attach(TapGestureRecognizer(), to: box, name: "single")
        single.require(toFail: double)
        stage.attach(TapGestureRecognizer(), to: stage.root, name: "outer")
        stage.send(PointerScript.tap(at: CGPoint(x: 100, y: 100), time: 0))
        stage.window.tick(at: 1)
        #expect(stage.log.count == 1)
    }

    /// A subclass that begins and cancels in the same handler (Docs/Gestures.md §4's common pattern)
    /// fails instead, so that a recognizer waiting on it proceeds.
    @Test func beganThenCancelledBeforeDeliveryIsAFailure() {
        final class CancelOnVertical: PanGestureRecognizer {
            override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
                super.touchesMoved(touches, with: event)
                if state == .began, abs(velocity(in: nil).y) > abs(velocity(in: nil).x) { state = .cancelled }
            }
        }
        let stage = GestureStage()
        let panel = stage.addView(CGRect(x: 0, y: 0, width: 400, height: 800))
        let card = stage.addView(CGRect(x: 100, y: 100, width: 200, height: 200), to: panel)
        let outer = stage.attach(PanGestureRecognizer(), to: panel, name: "outer")
        let inner = stage.attach(CancelOnVertical(), to: card, name: "sub")
        outer.require(toFail: inner)
        stage.send(PointerScript.drag(from: CGPoint(x: 150, y: 150), to: CGPoint(x: 150, y: 300), duration: 0.1))
        #expect(stage.log.contains("outer:began"))
        #expect(!stage.log.contains { $0.hasPrefix("sub") })
    }

    // MARK: Cancellation

    @Test func focusLossCancelsADragAndLeavesStateConsistent() {
        let stage = GestureStage()
        let pan = stage.attach(PanGestureRecognizer(), to: stage.root, name: "p")
        var script = PointerScript()
        script.down(at: CGPoint(x: 100, y: 100), time: 0)
        script.drag(to: CGPoint(x: 200, y: 100), duration: 0.1)
        stage.send(script.events)
        stage.window.send(.focusLost(timestamp: 0.2))
        #expect(stage.path == ["p:began", "p:changed", "p:cancelled"])
        #expect(pan.state == .possible)
        #expect(!stage.window.hasActiveTouches)
        #expect(pan.velocity(in: nil) == .zero)
        // The stale button-up and moves of the lost drag change nothing; a new drag works.
        stage.pointer(.moved, 300, 100, 0.3)
        stage.pointer(.ended, 300, 100, 0.31)
        #expect(stage.log.last == "p:cancelled")
        stage.clearLog()
        stage.send(PointerScript.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), at: 1, duration: 0.1))
        #expect(stage.path == ["p:began", "p:changed", "p:ended"])
    }

    @Test func cancelledPointerAndCancelAllTouches() {
        let stage = GestureStage()
        stage.attach(PanGestureRecognizer(), to: stage.root, name: "p")
        var taps = 0
        stage.root.onTap = { _ in taps += 1 }
        var script = PointerScript()
        script.down(at: CGPoint(x: 100, y: 100), time: 0)
        script.drag(to: CGPoint(x: 200, y: 100), duration: 0.1)
        script.cancel()
        stage.send(script.events)
        #expect(stage.path == ["p:began", "p:changed", "p:cancelled"])
        // A touch cancelled before it moved is not a tap either.
        stage.pointer(.began, 50, 50, 1)
        stage.window.cancelAllTouches(timestamp: 1.05)
        #expect(taps == 0)
        stage.pointer(.ended, 50, 50, 1.1)
        #expect(taps == 0)
    }

    @Test func disablingMidGestureCancels() {
        let stage = GestureStage()
        let pan = stage.attach(PanGestureRecognizer(), to: stage.root, name: "p")
        stage.pointer(.began, 100, 100, 0)
        stage.pointer(.moved, 130, 100, 0.02)
        stage.pointer(.moved, 140, 100, 0.04)
        pan.isEnabled = false
        #expect(stage.path == ["p:began", "p:changed", "p:cancelled"])
        #expect(pan.state == .possible)
        stage.pointer(.moved, 160, 100, 0.06)
        stage.pointer(.ended, 160, 100, 0.08)
        #expect(stage.log.last == "p:cancelled")
        // A disabled recognizer gets nothing; enabled again, it works.
        stage.clearLog()
        stage.send(PointerScript.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), at: 1, duration: 0.1))
        #expect(stage.log.isEmpty)
        pan.isEnabled = true
        stage.send(PointerScript.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), at: 2, duration: 0.1))
        #expect(stage.path == ["p:began", "p:changed", "p:ended"])
    }

    @Test func aViewRemovedMidGestureCancelsItsRecognizer() {
        let stage = GestureStage()
        let card = stage.addView(CGRect(x: 50, y: 50, width: 200, height: 200))
        let pan = stage.attach(PanGestureRecognizer(), to: card, name: "card")
        var removedInAction = false
        pan.addAction { pan in
            if pan.state == .changed, !removedInAction {
                removedInAction = true
                card.removeFromSuperview()
            }
        }
        stage.send(PointerScript.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 300, y: 100), duration: 0.2))
        #expect(stage.path == ["card:began", "card:changed", "card:cancelled"])
        #expect(pan.state == .possible)
        #expect(!stage.window.hasActiveTouches)
        // Removing the recognizer itself mid-gesture does the same.
        let box = stage.addView(CGRect(x: 0, y: 300, width: 400, height: 400))
        let other = stage.attach(PanGestureRecognizer(), to: box, name: "box")
        stage.pointer(.began, 100, 400, 1)
        stage.pointer(.moved, 100, 450, 1.02)
        box.removeGestureRecognizer(other)
        #expect(stage.log.suffix(2) == ["box:began", "box:cancelled"])
        #expect(other.view == nil && other.state == .possible)
        stage.pointer(.ended, 100, 450, 1.04)
        // Found in review: a `.cancelled` action that removes recognizers from the same view
        // while it is being removed must not trap or remove the wrong one.
        let panel = stage.addView(CGRect(x: 0, y: 0, width: 400, height: 400))
        let first = stage.attach(PanGestureRecognizer(), to: panel, name: "first")
        let second = stage.attach(PanGestureRecognizer(), to: panel, name: "second")
        let third = stage.attach(TapGestureRecognizer(), to: panel, name: "third")
        first.addAction { pan in if pan.state == .cancelled { panel.removeGestureRecognizer(second) } }
        stage.pointer(.began, 100, 100, 2)
        stage.pointer(.moved, 100, 150, 2.02)
        panel.removeGestureRecognizer(first)
        #expect(panel.gestureRecognizers.count == 1 && panel.gestureRecognizers.first === third)
        stage.pointer(.ended, 100, 150, 2.04)
    }

    /// Found in review: a second finger landing while the pan is still deciding is not a movement.
    @Test func aSecondFingerIsNotAMovement() {
        let stage = GestureStage()
        let pan = stage.attach(PanGestureRecognizer(), to: stage.root, name: "p")
        pan.allowedDirections = .vertical
        stage.pointer(.began, 100, 100, 0, finger: 1)
        stage.pointer(.began, 140, 100, 0.01, finger: 2)  // the centroid jumps 20 pt sideways
        stage.pointer(.moved, 100, 102, 0.02, finger: 1)
        #expect(pan.state == .possible)
        stage.pointer(.moved, 100, 130, 0.04, finger: 1)
        stage.pointer(.moved, 140, 130, 0.05, finger: 2)
        #expect(pan.state == .began || pan.state == .changed)
    }

    // MARK: Misuse and robustness

    @Test func impossibleTransitionsAreReportedAndIgnored() {
        final class Broken: GestureRecognizer {
            override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
                state = .began
                state = .began  // began → began is not a transition
            }
            override func touchesEnded(_ touches: Set<Touch>, with event: Event) { state = .ended }
        }
        let stage = GestureStage()
        let broken = stage.attach(Broken(), to: stage.root, name: "b")
        stage.pointer(.began, 10, 10, 0)
        stage.pointer(.ended, 10, 10, 0.1)
        #expect(stage.log == ["b:began", "b:ended"])
        #expect(stage.misuse.count == 1)
        #expect(broken.state == .possible)
    }

    @Test func targetActionHoldsItsTargetWeakly() {
        @MainActor final class Controller {
            var states: [GestureRecognizer.State] = []
            func handleGesture(_ gesture: PanGestureRecognizer) { states.append(gesture.state) }
        }
        let stage = GestureStage()
        let pan = PanGestureRecognizer()
        stage.root.addGestureRecognizer(pan)
        var controller: Controller? = Controller()
        weak var weakController = controller
        if let controller { pan.addTarget(controller, action: Controller.handleGesture) }
        stage.send(PointerScript.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), duration: 0.1))
        #expect(controller?.states.first == .began && controller?.states.last == .ended)
        controller = nil
        #expect(weakController == nil)
        stage.send(PointerScript.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), at: 1, duration: 0.1))
        let other = Controller()
        pan.addTarget(other, action: Controller.handleGesture)
        pan.removeTarget(other)
        stage.send(PointerScript.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), at: 2, duration: 0.1))
        #expect(other.states.isEmpty)
    }

    /// A target's action may take the recognizer's own class or any superclass of it, and it is
    /// called; one written for a subclass of the recognizer's static type does not compile (it
    /// compiled and was never called: `plain.addTarget(c, action: C.handleSubclass)` on a plain
    /// `PanGestureRecognizer` is now "cannot convert value of type '(C) -> (Subclass) -> ()' to
    /// expected argument type '(C) -> (PanGestureRecognizer) -> Void'").
    @Test func targetActionsTakeTheRecognizersClassOrASuperclass() {
        final class Subclass: PanGestureRecognizer {}
        @MainActor final class Controller {
            var calls: [String] = []
            func handleSubclass(_ gesture: Subclass) { calls.append("subclass \(gesture.state)") }
            func handleAny(_ gesture: GestureRecognizer) { calls.append("any \(gesture.state)") }
        }
        let stage = GestureStage()
        let pan = Subclass()
        stage.root.addGestureRecognizer(pan)
        let controller = Controller()
        pan.addTarget(controller, action: Controller.handleSubclass)
        pan.addTarget(controller, action: Controller.handleAny)
        stage.send(PointerScript.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), duration: 0.1))
        #expect(controller.calls.first == "subclass began" && controller.calls.dropFirst().first == "any began")
        #expect(controller.calls.last == "any ended" && controller.calls.count.isMultiple(of: 2))
    }

    @Test func tenThousandMovesInOneFrame() {
        let stage = GestureStage()
        var actions = 0
        let pan = stage.attach(PanGestureRecognizer(), to: stage.root, name: "p")
        pan.addAction { _ in actions += 1 }
        stage.pointer(.began, 0, 400, 0)
        for k in 1...10_000 {
            stage.pointer(.moved, CGFloat(k) * 0.03, 400, 0.000_001 * Double(k))
        }
        stage.pointer(.ended, 300, 400, 0.0101)
        #expect(actions > 9_000)
        #expect(stage.log.last == "p:ended")
        #expect(pan.velocity(in: nil).x.isFinite)
        #expect(pan.state == .possible)
    }

    @Test func zeroLengthDragsNaNAndStrayEvents() {
        let stage = GestureStage()
        var taps = 0
        stage.root.onTap = { _ in taps += 1 }
        let pan = stage.attach(PanGestureRecognizer(), to: stage.root, name: "p")
        // Down and up at the same point and time: a tap, no pan.
        stage.pointer(.began, 100, 100, 0)
        stage.pointer(.ended, 100, 100, 0)
        #expect(taps == 1 && stage.log.isEmpty)
        // Moves and ups for touches that never went down are ignored.
        stage.pointer(.moved, 100, 100, 0.1)
        stage.pointer(.ended, 100, 100, 0.1, finger: 9)
        // A NaN location is dropped, a NaN up still ends the touch where it was.
        stage.pointer(.began, .nan, 100, 0.2)
        #expect(!stage.window.hasActiveTouches)
        stage.pointer(.began, 100, 100, 0.3)
        stage.pointer(.moved, .nan, .infinity, 0.31)
        stage.pointer(.moved, 150, 100, 0.32)
        stage.pointer(.ended, .nan, 100, 0.33)
        #expect(stage.path == ["p:began", "p:ended"])
        #expect(pan.translation(in: nil).x.isFinite)
        // A second "down" of the same pointer without an "up" cancels the first.
        stage.clearLog()
        stage.pointer(.began, 100, 100, 1)
        stage.pointer(.moved, 150, 100, 1.02)
        stage.pointer(.began, 100, 100, 1.04)
        #expect(stage.path == ["p:began", "p:cancelled"])
        stage.pointer(.ended, 100, 100, 1.05)
        #expect(!stage.window.hasActiveTouches)
    }

    @Test func mouseAndFingerAreSeparateTouches() {
        let stage = GestureStage()
        let left = stage.addView(CGRect(x: 0, y: 0, width: 200, height: 800))
        let right = stage.addView(CGRect(x: 200, y: 0, width: 200, height: 800))
        stage.attach(PanGestureRecognizer(), to: left, name: "left")
        stage.attach(PanGestureRecognizer(), to: right, name: "right")
        stage.pointer(.began, 100, 100, 0)
        stage.pointer(.began, 300, 100, 0, finger: 0)
        stage.pointer(.moved, 100, 150, 0.02)
        stage.pointer(.moved, 300, 150, 0.02, finger: 0)
        stage.pointer(.ended, 100, 150, 0.04)
        stage.pointer(.ended, 300, 150, 0.04, finger: 0)
        #expect(stage.path == ["left:began", "right:began", "left:ended", "right:ended"])
    }
}
