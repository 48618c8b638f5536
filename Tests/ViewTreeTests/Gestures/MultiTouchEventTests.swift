import FluidTestSupport
import Foundation
import Testing

@testable import ViewTree

/// Pointers that change at one moment (`InputEvent.pointers`) reach each recognizer as one event
/// with every touch of its own that changed, as UIKit's `touchesMoved(_:with:)` gets the set of
/// touches that moved in a `UIEvent`.
@MainActor
@Suite struct MultiTouchEventTests {
    /// Logs each call with the number of touches it was given and of `allTouches`.
    final class LoggingRecognizer: GestureRecognizer {
        var calls: [String] = []
        override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
            calls.append("began \(touches.count)/\(event.allTouches?.count ?? 0)")
        }
        override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
            calls.append("moved \(touches.count)/\(event.allTouches?.count ?? 0)")
        }
        override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
            calls.append("ended \(touches.count)/\(event.allTouches?.count ?? 0)")
        }
    }

    let stage = GestureStage()

    @Test func twoFingersGoDownMoveAndLiftAsOneEventEach() {
        let box = stage.addView(CGRect(x: 0, y: 0, width: 400, height: 800))
        let recognizer = stage.attach(LoggingRecognizer(), to: box, name: "log")
        let down = [1: CGPoint(x: 100, y: 100), 2: CGPoint(x: 300, y: 100)]
        stage.fingers(.began, down, 0)
        stage.fingers(.moved, [1: CGPoint(x: 90, y: 100), 2: CGPoint(x: 310, y: 100)], 0.02)
        stage.fingers(.ended, [1: CGPoint(x: 90, y: 100), 2: CGPoint(x: 310, y: 100)], 0.04)
        #expect(recognizer.calls == ["began 2/2", "moved 2/2", "ended 2/2"])
    }

    @Test func eachRecognizerGetsOnlyItsOwnTouches() {
        let left = stage.addView(CGRect(x: 0, y: 0, width: 200, height: 800))
        let right = stage.addView(CGRect(x: 200, y: 0, width: 200, height: 800))
        let leftLog = stage.attach(LoggingRecognizer(), to: left, name: "left")
        let rightLog = stage.attach(LoggingRecognizer(), to: right, name: "right")
        let rootLog = stage.attach(LoggingRecognizer(), to: stage.root, name: "root")
        stage.fingers(.began, [1: CGPoint(x: 100, y: 100), 2: CGPoint(x: 300, y: 100)], 0)
        stage.fingers(.moved, [1: CGPoint(x: 100, y: 150), 2: CGPoint(x: 300, y: 150)], 0.02)
        #expect(leftLog.calls == ["began 1/2", "moved 1/2"])
        #expect(rightLog.calls == ["began 1/2", "moved 1/2"])
        #expect(rootLog.calls == ["began 2/2", "moved 2/2"], "an ancestor of both sees both, once")
    }

    @Test func oneFingerOfAPairMovingAloneIsAnEventOfOne() {
        let box = stage.addView(CGRect(x: 0, y: 0, width: 400, height: 800))
        let recognizer = stage.attach(LoggingRecognizer(), to: box, name: "log")
        stage.fingers(.began, [1: CGPoint(x: 100, y: 100), 2: CGPoint(x: 300, y: 100)], 0)
        stage.pointer(.moved, 120, 100, 0.02, finger: 1)
        stage.pointer(.ended, 120, 100, 0.04, finger: 1)
        #expect(recognizer.calls == ["began 2/2", "moved 1/2", "ended 1/2"])
    }

    /// `UIEvent.touches(for:)`: of an event's touches, those that went down on a view, and
    /// those a recognizer was given; `allTouches` is optional, as UIKit's.
    @Test func anEventsTouchesForAViewAndForARecognizer() {
        final class Probe: GestureRecognizer {
            weak var left: View?
            var counts: [String] = []
            override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
                guard let left else { return }
                counts.append(
                    "\(event.allTouches?.count ?? -1) \(event.touches(for: left)?.count ?? -1) "
                        + "\(event.touches(for: self)?.count ?? -1)")
            }
        }
        let left = stage.addView(CGRect(x: 0, y: 0, width: 200, height: 800))
        let right = stage.addView(CGRect(x: 200, y: 0, width: 200, height: 800))
        let probe = stage.attach(Probe(), to: right, name: "probe")
        probe.left = left
        stage.fingers(.began, [1: CGPoint(x: 100, y: 100), 2: CGPoint(x: 300, y: 100), 3: CGPoint(x: 350, y: 100)], 0)
        stage.fingers(.moved, [2: CGPoint(x: 300, y: 150)], 0.02)
        #expect(probe.counts == ["3 1 2"])
    }
}
