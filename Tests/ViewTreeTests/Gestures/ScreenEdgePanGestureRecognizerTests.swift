import FluidTestSupport
import Foundation
import Testing

@testable import ViewTree

/// `ScreenEdgePanGestureRecognizer` against UIKit's documentation of
/// `UIScreenEdgePanGestureRecognizer`
/// (https://developer.apple.com/documentation/uikit/uiscreenedgepangesturerecognizer): "looks for
/// panning (dragging) gestures that start near an edge of the screen", from the `edges` it is
/// given (none by default). How near is Fluid's: 20 pt.
@MainActor
@Suite struct ScreenEdgePanGestureRecognizerTests {
    let stage = GestureStage()
    let edgePan: ScreenEdgePanGestureRecognizer

    init() {
        let box = stage.addView(CGRect(x: 0, y: 0, width: 400, height: 800))
        edgePan = stage.attach(ScreenEdgePanGestureRecognizer(), to: box, name: "edge")
    }

    private func drag(from: CGPoint, by: CGVector) {
        stage.pointer(.began, from.x, from.y, 0)
        for step in 1...5 {
            let fraction = CGFloat(step) / 5
            stage.pointer(.moved, from.x + by.dx * fraction, from.y + by.dy * fraction, 0.02 * Double(step))
        }
        stage.pointer(.ended, from.x + by.dx, from.y + by.dy, 0.11)
    }

    @Test func withoutEdgesItRecognizesNothing() {
        #expect(edgePan.edges == [])
        drag(from: CGPoint(x: 5, y: 400), by: CGVector(dx: 100, dy: 0))
        #expect(stage.log.isEmpty)
    }

    @Test func aDragFromTheLeftEdgeInwardPans() {
        edgePan.edges = .left
        var translations: [CGFloat] = []
        edgePan.addAction { translations.append(($0 as? ScreenEdgePanGestureRecognizer)?.translation(in: nil).x ?? 0) }
        drag(from: CGPoint(x: 12, y: 400), by: CGVector(dx: 100, dy: 0))
        #expect(stage.path == ["edge:began", "edge:changed", "edge:ended"])
        #expect(translations.last == 90, "a pan: 100 pt less the 10 pt slop")
    }

    @Test func aTouchAwayFromTheEdgeFails() {
        edgePan.edges = .left
        drag(from: CGPoint(x: 40, y: 400), by: CGVector(dx: 100, dy: 0))
        #expect(stage.log.isEmpty)
    }

    @Test func towardTheEdgeFails() {
        edgePan.edges = [.left, .bottom]
        drag(from: CGPoint(x: 10, y: 400), by: CGVector(dx: 0, dy: -100))
        #expect(stage.log.isEmpty, "from the left edge only rightward counts")
        drag(from: CGPoint(x: 200, y: 790), by: CGVector(dx: 0, dy: -100))
        #expect(stage.path == ["edge:began", "edge:changed", "edge:ended"], "up from the bottom edge")
    }
}
