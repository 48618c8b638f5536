import FluidTestSupport
import Foundation
import Testing

@testable import ViewTree

@MainActor
@Suite struct PanGestureRecognizerTests {
    @Test func statePathOfADrag() {
        let stage = GestureStage()
        let pan = stage.attach(PanGestureRecognizer(), to: stage.root, name: "p")
        stage.send(PointerScript.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), duration: 0.2))
        #expect(stage.path == ["p:began", "p:changed", "p:ended"])
        #expect(stage.log.filter { $0 == "p:changed" }.count > 5)
        // Reset for the next gesture.
        #expect(pan.state == .possible)
        #expect(pan.numberOfTouches == 0)
        stage.clearLog()
        stage.send(PointerScript.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 300), at: 1, duration: 0.2))
        #expect(stage.path == ["p:began", "p:changed", "p:ended"])
    }

    /// A release is never reported faster than 8,000 pt/s, in its own direction: a pointer that
    /// jumped 3,000 pt in 10 ms (a hitch, a synthetic event) read 300,000 pt/s.
    @Test func theReleaseVelocityIsCappedAtEightThousand() {
        let stage = GestureStage()
        let pan = stage.attach(PanGestureRecognizer(), to: stage.root, name: "p")
        var script = PointerScript()
        script.down(at: CGPoint(x: 100, y: 100), time: 0)
        script.move(to: CGPoint(x: 120, y: 100), time: 0.02)
        script.move(to: CGPoint(x: 140, y: 100), time: 0.03)
        script.move(to: CGPoint(x: 2540, y: 1900), time: 0.04)
        script.up(after: 0.001)
        var released: CGPoint?
        pan.addAction { if $0.state == .ended { released = pan.velocity(in: nil) } }
        stage.send(script.events)
        let v = released ?? .zero
        let speed = (v.x * v.x + v.y * v.y).squareRoot()
        #expect(abs(speed - PanGestureRecognizer.maximumVelocity) < 1e-6, "\(v)")
        #expect(v.x > 0 && v.y > 0)
    }

    @Test func slopThenBoundedOrigin() {
        let stage = GestureStage()
        var translations: [CGPoint] = []
        let pan = stage.attach(PanGestureRecognizer(), to: stage.root, name: "p")
        pan.addAction { pan in translations.append(pan.translation(in: nil)) }
        stage.pointer(.began, 100, 100, 0)
        stage.pointer(.moved, 106, 100, 0.016)
        stage.pointer(.moved, 110, 100, 0.032)  // exactly 10: not beyond the slop
        #expect(pan.state == .possible)
        #expect(stage.log.isEmpty)
        stage.pointer(.moved, 113, 100, 0.048)
        #expect(stage.log == ["p:began"])
        // The origin is the slop's edge on the way out, (110, 100): the slop is not delivered,
        // what the event moved past it is.
        #expect(translations == [CGPoint(x: 3, y: 0)])
        stage.pointer(.moved, 121, 104, 0.064)
        #expect(translations.last == CGPoint(x: 11, y: 4))  // 1:1, 10 pt behind the finger
        stage.pointer(.ended, 121, 104, 0.07)
        #expect(stage.path == ["p:began", "p:changed", "p:ended"])
        #expect(translations.last == CGPoint(x: 11, y: 4))
    }

    /// The pointer leads the translation by exactly the slop once the pan has
    /// begun, however far apart the events come (it led by the whole first step past the slop:
    /// 20 pt with 20 pt steps).
    @Test(arguments: [4.3, 5, 10, 20, 37] as [CGFloat])
    func theOffsetBehindThePointerIsTheSlopWhateverTheEventSpacing(step: CGFloat) {
        let stage = GestureStage()
        var leads: [CGFloat] = []
        let pan = stage.attach(PanGestureRecognizer(), to: stage.root, name: "p")
        let down = CGPoint(x: 50, y: 300)
        let direction = CGPoint(x: 0.8, y: -0.6)
        var pointer = down
        pan.addAction { pan in
            let translation = pan.translation(in: nil)
            leads.append(hypot(pointer.x - down.x - translation.x, pointer.y - down.y - translation.y))
        }
        stage.pointer(.began, down.x, down.y, 0)
        for index in 1...12 {
            pointer = CGPoint(
                x: down.x + CGFloat(index) * step * direction.x, y: down.y + CGFloat(index) * step * direction.y)
            stage.pointer(.moved, pointer.x, pointer.y, Double(index) / 60)
        }
        #expect(!leads.isEmpty)
        #expect(leads.allSatisfy { abs($0 - PanGestureRecognizer.defaultSlop) < 1e-9 }, "\(leads)")
    }

    @Test func configurableSlop() {
        let stage = GestureStage()
        let pan = stage.attach(PanGestureRecognizer(), to: stage.root, name: "p")
        pan.slop = 30
        stage.pointer(.began, 100, 100, 0)
        stage.pointer(.moved, 100, 125, 0.02)
        #expect(pan.state == .possible)
        stage.pointer(.moved, 100, 131, 0.04)
        #expect(pan.state == .began)
    }

    @Test func aDragThatStaysWithinTheSlopFailsAndIsATap() {
        let stage = GestureStage()
        var taps: [CGPoint] = []
        let box = stage.addView(CGRect(x: 50, y: 50, width: 100, height: 100))
        box.onTap = { taps.append($0) }
        let pan = stage.attach(PanGestureRecognizer(), to: stage.root, name: "p")
        stage.pointer(.began, 60, 70, 0)
        stage.pointer(.moved, 64, 72, 0.02)
        stage.pointer(.ended, 64, 72, 0.05)
        #expect(stage.log.isEmpty)
        #expect(taps == [CGPoint(x: 14, y: 22)])  // in the tapped view's coordinates
        #expect(pan.state == .possible)  // failed, then reset
    }

    @Test func beginsImmediatelyOnTouchDown() {
        let stage = GestureStage()
        var translations: [CGPoint] = []
        let pan = stage.attach(PanGestureRecognizer(), to: stage.root, name: "p")
        pan.beginsImmediately = true
        pan.addAction { translations.append($0.translation(in: nil)) }
        stage.pointer(.began, 100, 100, 0)
        #expect(stage.log == ["p:began"])
        stage.pointer(.moved, 102, 101, 0.016)
        #expect(translations.last == CGPoint(x: 2, y: 1))
        stage.pointer(.ended, 102, 101, 0.02)
        #expect(stage.path == ["p:began", "p:changed", "p:ended"])
    }

    @Test func setTranslationRebasesAndResetsVelocity() {
        let stage = GestureStage()
        let pan = stage.attach(PanGestureRecognizer(), to: stage.root, name: "p")
        var script = PointerScript()
        script.down(at: CGPoint(x: 0, y: 400), time: 0)
        script.drag(to: CGPoint(x: 200, y: 400), duration: 0.2)
        stage.send(script.events)
        #expect(abs(pan.velocity(in: nil).x - 1000) < 1)
        pan.setTranslation(CGPoint(x: 50, y: -5), in: nil)
        #expect(pan.translation(in: nil) == CGPoint(x: 50, y: -5))
        #expect(pan.velocity(in: nil) == .zero)
        stage.pointer(.moved, 210, 400, 0.21)
        #expect(pan.translation(in: nil) == CGPoint(x: 60, y: -5))
    }

    @Test func translationAndVelocityInARotatedView() {
        let stage = GestureStage()
        let turned = stage.addView(CGRect(x: 100, y: 300, width: 200, height: 200))
        turned.transform = Transform(rotationAngle: .pi / 2)
        let pan = stage.attach(PanGestureRecognizer(), to: stage.root, name: "p")
        stage.send(
            Array(
                PointerScript.drag(from: CGPoint(x: 150, y: 400), to: CGPoint(x: 250, y: 400), duration: 0.1).dropLast()
            ))
        let inWindow = pan.translation(in: nil)
        let inTurned = pan.translation(in: turned)
        // Began at the first event beyond the slop (x 166.67), its origin the slop's edge (x 160).
        #expect(abs(inWindow.x - 90) < 1e-9 && inWindow.y == 0)
        // A quarter turn: moving right on screen is moving up (−y) in the turned view.
        #expect(abs(inTurned.x) < 1e-6)
        #expect(abs(inTurned.y + inWindow.x) < 1e-6)
        let v = pan.velocity(in: turned)
        #expect(abs(v.x) < 1e-6)
        #expect(abs(v.y + 1000) < 1)
    }

    // MARK: Direction-restricted pans

    @Test func aWrongFirstMovementFailsRatherThanCancels() {
        let stage = GestureStage()
        let pan = stage.attach(PanGestureRecognizer(), to: stage.root, name: "h")
        pan.allowedDirections = .horizontal
        var seen: [GestureRecognizer.State] = []
        pan.addAction { seen.append($0.state) }
        stage.pointer(.began, 200, 200, 0)
        stage.pointer(.moved, 203, 212, 0.02)
        #expect(pan.state == .failed)
        #expect(seen.isEmpty)  // no began/cancelled pair reaches the target
        stage.pointer(.moved, 260, 212, 0.04)  // later horizontal movement does not revive it
        #expect(pan.state == .failed)
        stage.pointer(.ended, 260, 212, 0.05)
        #expect(pan.state == .possible)
        #expect(seen.isEmpty)
    }

    @Test func rightToLeftOnly() {
        let stage = GestureStage()
        let pan = stage.attach(PanGestureRecognizer(), to: stage.root, name: "rtl")
        pan.allowedDirections = .left
        stage.send(PointerScript.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 300, y: 200), duration: 0.1))
        #expect(stage.log.isEmpty)
        stage.send(PointerScript.drag(from: CGPoint(x: 300, y: 200), to: CGPoint(x: 200, y: 205), at: 1, duration: 0.1))
        #expect(stage.path == ["rtl:began", "rtl:changed", "rtl:ended"])
    }

    /// The seed's `RightToLeftSwipeGestureRecognizer` ported line for line: it sets `.failed` in
    /// `touchesMoved` when the state is `.began` and the velocity is not right-to-left.
    final class SeedRightToLeftSwipeGestureRecognizer: PanGestureRecognizer {
        override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
            super.touchesMoved(touches, with: event)
            guard let view = self.view, self.state == .began else { return }
            guard velocity(in: view).x.magnitude > velocity(in: view).y.magnitude, velocity(in: view).x < 0 else {
                self.state = .failed
                return
            }
        }
    }

    @Test func seedStyleSubclassFailsBeforeAnyoneHearsOfIt() {
        let stage = GestureStage()
        let swipe = stage.attach(SeedRightToLeftSwipeGestureRecognizer(), to: stage.root, name: "seed")
        let fallback = stage.attach(PanGestureRecognizer(), to: stage.root, name: "fallback")
        fallback.require(toFail: swipe)
        stage.send(PointerScript.drag(from: CGPoint(x: 100, y: 200), to: CGPoint(x: 250, y: 200), duration: 0.15))
        #expect(!stage.log.contains { $0.hasPrefix("seed") })
        #expect(stage.path.first == "fallback:began")
        #expect(stage.misuse.isEmpty)
        stage.clearLog()
        stage.send(
            PointerScript.drag(from: CGPoint(x: 250, y: 200), to: CGPoint(x: 100, y: 200), at: 1, duration: 0.15))
        #expect(stage.path == ["seed:began", "seed:changed", "seed:ended"])
        #expect(swipe.state == .possible)
    }

    // MARK: Touch counts

    @Test func secondFingerJoiningDoesNotJump() {
        let stage = GestureStage()
        var translations: [CGPoint] = []
        let pan = stage.attach(PanGestureRecognizer(), to: stage.root, name: "p")
        pan.addAction { translations.append($0.translation(in: nil)) }
        stage.pointer(.began, 100, 100, 0, finger: 1)
        stage.pointer(.moved, 130, 100, 0.02, finger: 1)
        #expect(translations.last == CGPoint(x: 20, y: 0))  // from the slop's edge, x 110
        stage.pointer(.moved, 140, 100, 0.04, finger: 1)
        #expect(translations.last == CGPoint(x: 30, y: 0))
        stage.pointer(.began, 300, 300, 0.05, finger: 2)
        #expect(pan.numberOfTouches == 2)
        stage.pointer(.moved, 310, 300, 0.06, finger: 2)  // the centroid moves 5
        #expect(translations.last == CGPoint(x: 35, y: 0))
        stage.pointer(.ended, 310, 300, 0.07, finger: 2)
        stage.pointer(.moved, 141, 100, 0.08, finger: 1)
        #expect(translations.last == CGPoint(x: 36, y: 0))
        stage.pointer(.ended, 141, 100, 0.09, finger: 1)
        #expect(stage.log.last == "p:ended")
    }

    @Test func minimumAndMaximumNumberOfTouches() {
        let stage = GestureStage()
        let twoFinger = stage.attach(PanGestureRecognizer(), to: stage.root, name: "two")
        twoFinger.minimumNumberOfTouches = 2
        stage.send(PointerScript.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), duration: 0.1))
        #expect(stage.log.isEmpty)
        stage.pointer(.began, 100, 100, 1, finger: 1)
        stage.pointer(.began, 120, 100, 1.01, finger: 2)
        stage.pointer(.moved, 100, 130, 1.02, finger: 1)
        stage.pointer(.moved, 120, 130, 1.03, finger: 2)
        #expect(twoFinger.state == .began || twoFinger.state == .changed)
        stage.pointer(.ended, 100, 130, 1.04, finger: 1)
        stage.pointer(.ended, 120, 130, 1.05, finger: 2)
        #expect(stage.log.last == "two:ended")

        let stage2 = GestureStage()
        let oneFinger = stage2.attach(PanGestureRecognizer(), to: stage2.root, name: "one")
        oneFinger.maximumNumberOfTouches = 1
        stage2.pointer(.began, 100, 100, 0, finger: 1)
        stage2.pointer(.began, 200, 200, 0.01, finger: 2)
        #expect(oneFinger.numberOfTouches == 1)
        stage2.pointer(.moved, 200, 260, 0.02, finger: 2)  // the ignored finger moves nothing
        #expect(oneFinger.state == .possible)
        stage2.pointer(.moved, 100, 130, 0.03, finger: 1)
        #expect(oneFinger.state == .began)
    }
}
