import FluidTestSupport
import Foundation
import Testing
import ViewTree

@testable import FluidPlayground
@testable import Scenes

/// Feel, measured with the virtual clock: in every scene the frame on which a drag begins already
/// shows the view moved by the pan's translation (which counts from the slop's edge), and every
/// release that carries on leaves at the speed the view had under the finger.
@MainActor
struct FeelTests {
    /// What a test allows between the view and the finger's offset at the slop: layout snaps
    /// frames to 1/64 pt, far below this.
    static let tracking: CGFloat = 0.05

    @Test func theSheetMovesOnTheFrameItsDragBegins() throws {
        let stage = try BottomSheetStage.atHalf()
        let probe = DragProbe(host: stage.host, app: stage.app)
        let samples = probe.drag(from: stage.pointOnSheet(), along: CGVector(dx: 0, dy: 1)) {
            CGPoint(x: 0, y: stage.scene.displayedTop)
        }
        #expect(DragProbe.trackingError(samples) <= Self.tracking, "\(samples)")
    }

    @Test func theSwipeCellMovesOnTheFrameItsDragBegins() throws {
        let (probe, cell) = try swipeCell()
        let samples = probe.drag(from: cell.convert(CGPoint(x: 200, y: 36), to: nil), along: CGVector(dx: 1, dy: 0)) {
            Self.blueEdge(cell)
        }
        #expect(DragProbe.trackingError(samples) <= Self.tracking, "\(samples)")
    }

    /// The last move and the release in one frame: the spring starts from the finger's last
    /// position, at its speed (600 pt/s), not from the frame before.
    @Test func theSwipeCellsReleaseSharingAFrameWithTheLastMoveLeavesAtTheFingersSpeed() throws {
        let (probe, cell) = try swipeCell()
        let start = cell.convert(CGPoint(x: 200, y: 36), to: nil)
        _ = probe.drag(from: start, along: CGVector(dx: 1, dy: 0), steps: 3) { Self.blueEdge(cell) }
        probe.moveAndRelease(from: CGPoint(x: start.x + 30, y: start.y), along: CGVector(dx: 1, dy: 0))
        let speed = probe.velocity(along: CGVector(dx: 1, dy: 0)) { Self.blueEdge(cell) }
        #expect(cell.currentCellStatus == .opened)
        #expect(abs(speed / 600 - 1) <= 0.02, "the blue edge left at \(speed) pt/s; the finger moved at 600")
    }

    @Test func thePagerMovesOnTheFrameItsDragBegins() throws {
        let stage = try PagerStage()
        let page = try stage.page(0)
        let probe = DragProbe(host: stage.host, app: stage.app)
        let samples = probe.drag(from: PagerStage.start, along: CGVector(dx: -1, dy: 0)) {
            CGPoint(x: page.presentation.transform.tx, y: 0)
        }
        #expect(DragProbe.trackingError(samples) <= Self.tracking, "\(samples)")
    }

    /// A page touched while it slides stops where it is seen, and the drag that follows tracks
    /// the finger from the touch, with no slop lost (it lost 10 pt before).
    @Test func aPageCaughtMidFlightFollowsTheFingerFromTheTouch() throws {
        let stage = try PagerStage()
        let page = try stage.page(0)
        _ = try stage.pageInFlight(after: 0.15)
        let probe = DragProbe(host: stage.host, app: stage.app)
        let samples = probe.drag(from: CGPoint(x: 200, y: 500), along: CGVector(dx: -1, dy: 0), step: 5) {
            CGPoint(x: page.presentation.transform.tx, y: 0)
        }
        let lost = samples.map { abs($0.moved - $0.finger) }.max() ?? .infinity
        #expect(lost <= Self.tracking, "\(samples)")
        probe.moveAndRelease(from: CGPoint(x: 170, y: 500), along: CGVector(dx: -1, dy: 0), step: 5)
        #expect(
            [stage.scene.gesture, stage.scene.backGesture].allSatisfy { $0.slop == PanGestureRecognizer.defaultSlop },
            "the next touch has the slop again")
    }

    /// Arrow keys pressed during a slide are not dropped: each → queues one more page, turned
    /// as the one before lands, and ← takes a queued one back (before, three → reached page 1).
    @Test func arrowKeysPressedDuringASlideAreQueued() throws {
        let stage = try PagerStage()
        func press(_ key: KeyEvent.Key) {
            _ = stage.scene.handle(.key(KeyEvent(key: key, timestamp: stage.host.time)))
            stage.host.run(for: 0.05, delegate: stage.app)
        }
        for _ in 0..<3 { press(.right) }
        #expect(stage.scene.queuedPageTurns == 2)
        stage.host.run(for: 2, delegate: stage.app)
        #expect(stage.scene.currentPage == 3 && stage.scene.queuedPageTurns == 0)
        press(.right)
        press(.right)
        press(.left)
        stage.host.run(for: 2, delegate: stage.app)
        #expect(stage.scene.currentPage == 4, "the second → was taken back by ←")
        press(.left)
        press(.left)
        stage.host.run(for: 2, delegate: stage.app)
        #expect(stage.scene.currentPage == 2)
    }

    /// With `V`, a page let go mid-slide slides on at the finger's speed (600 pt/s) on a spring;
    /// without it the seed's ease-in-out resumes at its own pace (×1.96 here).
    @Test func withVAReleasedPageSlidesOnAtTheFingersSpeed() throws {
        for springs in [false, true] {
            let stage = try PagerStage()
            let page = try stage.page(0)
            if springs {
                _ = stage.scene.handle(
                    .key(KeyEvent(key: .character(SwipePagerScene.releaseSpringKey), timestamp: stage.host.time)))
            }
            #expect(stage.scene.springsFromRelease == springs)
            let probe = DragProbe(host: stage.host, app: stage.app)
            let left = CGVector(dx: -1, dy: 0)
            _ = probe.drag(from: PagerStage.start, along: left, steps: 10) {
                CGPoint(x: page.presentation.transform.tx, y: 0)
            }
            probe.moveAndRelease(from: CGPoint(x: PagerStage.start.x - 100, y: PagerStage.start.y), along: left)
            let speed = probe.velocity(along: left) { CGPoint(x: page.presentation.transform.tx, y: 0) }
            if springs {
                #expect(abs(speed / 600 - 1) <= 0.02, "the page left at \(speed) pt/s; the finger moved at 600")
            } else {
                #expect(abs(speed / 600 - 1) > 0.5, "the seed's curve resumes at its own pace: \(speed) pt/s")
            }
            stage.host.run(for: 1, delegate: stage.app)
            #expect(stage.scene.currentPage == 1, "the flick reached the next page")
        }
    }

    @Test func theStretchyHeadersContentMovesOnTheFrameItsDragBegins() throws {
        let (host, app, scene) = try makeScene(StretchyHeaderScene.self)
        let probe = DragProbe(host: host, app: app)
        let samples = probe.drag(from: CGPoint(x: 200, y: 600), along: CGVector(dx: 0, dy: -1)) {
            CGPoint(x: 0, y: -scene.scrollView.contentOffset.y)
        }
        #expect(DragProbe.trackingError(samples) <= Self.tracking, "\(samples)")
    }

    /// Pulled down past the top and let go: the content leaves at the speed it had in the rubber
    /// band (the finger's 600 pt/s times the band's slope there), not at the finger's.
    @Test func theStretchyHeaderReleasedInTheRubberBandKeepsItsOwnSpeed() throws {
        let (host, app, scene) = try makeScene(StretchyHeaderScene.self)
        let probe = DragProbe(host: host, app: app)
        let down = CGVector(dx: 0, dy: 1)
        _ = probe.drag(from: CGPoint(x: 200, y: 200), along: down, steps: 20) {
            CGPoint(x: 0, y: -scene.scrollView.contentOffset.y)
        }
        probe.moveAndRelease(from: CGPoint(x: 200, y: 400), along: down)
        let speed = probe.velocity(along: down) { CGPoint(x: 0, y: -scene.scrollView.contentOffset.y) }
        // The finger is 200 pt past the slop's edge, all of it past the top.
        let own = 600 * CGFloat(RubberBand.slope(atOvershoot: 200, dimension: Double(scene.scrollView.bounds.height)))
        #expect(abs(speed / own - 1) <= 0.02, "the content left at \(speed) pt/s; it moved at \(own) in the band")
    }

    @Test func theTopCardMovesOnTheFrameItsDragBegins() throws {
        let harness = try CardStackHarness()
        harness.host.run(for: 0.1, delegate: harness.app)
        let card = try #require(harness.stack.first)
        let probe = DragProbe(host: harness.host, app: harness.app)
        let samples = probe.drag(
            from: card.convert(CGPoint(x: card.bounds.midX, y: card.bounds.midY), to: nil),
            along: CGVector(dx: 1, dy: 0)
        ) { card.presentation.center }
        #expect(DragProbe.trackingError(samples) <= Self.tracking, "\(samples)")
    }

    /// The swipe cell's blue edge as seen (its presentation).
    private static func blueEdge(_ cell: AnimationCell) -> CGPoint {
        let seen = cell.rightView.presentation
        return CGPoint(x: seen.center.x - seen.bounds.width / 2, y: 0)
    }

    /// With `K`, a card thrown off can be caught back while it is on screen: the touch stops it
    /// where it is seen, it stays in the stack and fades back in, and the drag goes on. Without
    /// it, the seed's throw goes on under the finger and the card leaves.
    @Test func withKAThrownCardCanBeCaughtBack() throws {
        for catches in [false, true] {
            let harness = try CardStackHarness()
            harness.host.run(for: 0.1, delegate: harness.app)
            if catches {
                harness.handle(
                    .key(KeyEvent(key: .character(CardStackScene.catchesThrowsKey), timestamp: harness.host.time)))
            }
            let card = try #require(harness.stack.first)
            harness.drag(by: CGPoint(x: 270, y: 0))  // past the seed's x 400: thrown right
            #expect(card.thrownDirection == .right)
            harness.host.run(for: 2.0 / 60, delegate: harness.app)
            let seen = card.presentation.center
            let touch = harness.container.convert(CGPoint(x: seen.x - 100, y: seen.y), to: nil)
            harness.host.send(
                .pointer(PointerEvent(phase: .began, location: touch, timestamp: harness.host.time)),
                delegate: harness.app)
            harness.host.advance(by: 1.0 / 60, delegate: harness.app)
            if catches {
                #expect(card.thrownDirection == nil && card.isDragging)
                #expect(abs(card.presentation.center.x - seen.x) < 0.5, "caught where it was seen")
            } else {
                #expect(card.presentation.center.x > seen.x + 5, "the seed's throw flies on")
            }
            let back = CGPoint(x: touch.x - 150, y: touch.y)
            harness.host.send(
                .pointer(PointerEvent(phase: .moved, location: back, timestamp: harness.host.time + 0.01)),
                delegate: harness.app)
            harness.host.run(for: 0.1, delegate: harness.app)
            harness.host.send(
                .pointer(PointerEvent(phase: .ended, location: back, timestamp: harness.host.time)),
                delegate: harness.app)
            harness.host.run(for: 1, delegate: harness.app)
            #expect(harness.holds(card) == catches, catches ? "dragged back and let go, it stays" : "it left")
            if catches {
                #expect(
                    card.presentation.alpha == 1
                        && abs(card.presentation.center.x - harness.container.bounds.midX) < 0.5)
            }
        }
    }

    /// Scene 1 settled (past the first row's peek), and its third row.
    private func swipeCell() throws -> (DragProbe, AnimationCell) {
        let (host, app, scene) = try makeScene(SwipeCellScene.self)
        host.run(for: 1.6, delegate: app)
        return (DragProbe(host: host, app: app), scene.cells[2])
    }
}
