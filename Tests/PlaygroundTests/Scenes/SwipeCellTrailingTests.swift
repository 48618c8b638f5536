import FluidTestSupport
import Foundation
import Testing
import ViewTree

@testable import FluidPlayground
@testable import Scenes

extension SDLTests.SwipeCellTests {
    /// `T`, the trailing action (SwipeCellKit's `.right` actions): a swipe to the left pushes the
    /// blue content over the orange button, which fills the gap exactly, rubber-bands past 74 pt,
    /// opens or closes by the seed's rule mirrored, and flags the row when tapped. Off, the
    /// seed's cell does not move left (aLeftwardDragNeverShrinksRedBelowTen).
    @Test func aLeftSwipeRevealsTheTrailingActionWithNoGap() throws {
        let (host, app, scene) = try makeScene()
        app.handle(.key(KeyEvent(key: .character("t"), timestamp: host.time)))
        #expect(scene.hasTrailingAction && scene.switches.contains { $0.key == "t" && $0.isOn() })
        let cell = scene.cells[2]
        func trailing() -> CGRect { cell.trailingView.frame }
        #expect(trailing().width == 0)
        // 40 pt left: the button is 40 pt wide, right against the blue edge; the red stays 10.
        var script = drag(cell, by: -40, host: host, app: app)
        #expect(geometry(cell) == (10, -30, 350))
        #expect(trailing().minX == 350 && trailing().maxX == 390)
        #expect(abs(cell.trailingLabel.alpha - 40.0 / 74) < 1e-9)
        // 150 pt left: 74 + (150 − 74) / 5 = 89.2 revealed.
        let played = script.events.count
        script.drag(to: CGPoint(x: script.location.x - 110, y: script.location.y), duration: 0.2)
        host.play(Array(script.events[played...]), delegate: app)
        host.window.layoutIfNeeded()
        #expect(
            abs(trailing().width - (74 + 76.0 / 5)) <= 1.0 / 64 && trailing().minX == cell.rightView.frame.maxX,
            "\(trailing())")
        // Let go moving left: it springs open at 74 pt.
        release(script, host: host, app: app)
        host.run(for: 0.8, delegate: app)
        #expect(cell.currentCellStatus == .openedTrailing)
        #expect(geometry(cell) == (10, 10 - 74, 390 - 74) && trailing().width == 74 && cell.trailingLabel.alpha == 1)
        // A tap on the button flags the row and closes it.
        let button = cell.trailingView.convert(CGPoint(x: 37, y: 36), to: nil)
        host.play(PointerScript.tap(at: button, time: host.time), delegate: app)
        host.run(for: 0.8, delegate: app)
        #expect(cell.isFlagged && cell.titleLabel.text == "Row 3 · flagged" && cell.currentCellStatus == .closed)
        #expect(geometry(cell) == (10, 10, 390) && trailing().width == 0)
        // Opened again, then dragged right and let go moving right: it closes (the mirror of
        // the seed's "closes only when moving left").
        release(drag(cell, by: -60, host: host, app: app), host: host, app: app)
        host.run(for: 0.8, delegate: app)
        script = drag(cell, by: 20, host: host, app: app)
        #expect(abs(cell.rightView.frame.minX - (10 - 74 + 20)) <= 1.0 / 64)
        release(script, host: host, app: app)
        host.run(for: 0.8, delegate: app)
        #expect(cell.currentCellStatus == .closed && geometry(cell) == (10, 10, 390))
        // Opening another row on either side closes this one; switching T off closes a row open on it.
        release(drag(cell, by: -60, host: host, app: app), host: host, app: app)
        host.run(for: 0.8, delegate: app)
        app.handle(.key(KeyEvent(key: .character("t"), timestamp: host.time)))
        host.run(for: 0.8, delegate: app)
        #expect(!cell.hasTrailingAction && cell.currentCellStatus == .closed && geometry(cell) == (10, 10, 390))
    }

    @Test func trailingGolden() throws {
        let (host, app, scene) = try makeScene(scale: 2)
        app.handle(.key(KeyEvent(key: .character("t"), timestamp: host.time)))
        host.run(for: 2.6, delegate: app)  // the option's note has gone
        _ = drag(scene.cells[1], by: -60, host: host, app: app)
        host.render()
        assertImageSnapshot(
            host.snapshot().cropped(to: (x: 0, y: 0, width: 780, height: 2 * 420)), named: "trailingMidDrag",
            tolerance: .softwareRenderer)
    }
}
