import Compositor
import FluidTestSupport
import Foundation
import Testing
import ViewTree

@testable import FluidPlayground
@testable import Scenes

extension SDLTests {
    /// Scene 1, the swipe cell of seed 000, driven by scripted drags on the virtual clock.
    @Suite @MainActor
    struct SwipeCellTests {
        func makeScene(scale: CGFloat = 1, settle: Bool = true) throws -> (HeadlessHost, PlaygroundApp, SwipeCellScene)
        {
            let (host, app, scene) = try PlaygroundTests.makeScene(SwipeCellScene.self, scale: scale)
            if settle { host.run(for: 1.6, delegate: app) }  // past the first row's peek
            host.render()
            return (host, app, scene)
        }

        /// `--rows R` builds the table with R rows, one under another, with cells for the rows on
        /// screen only, and the switches back to it (`R`) keep the count; the other scenes keep their own lists (the gallery's 10 rows), so
        /// that staging them while the window idles costs what it always did.
        @Test func aListSceneIsBuiltWithTheRowsAskedFor() throws {
            let host = try HeadlessHost(screen: .phone(scale: 1), fonts: TestAssets.fonts)
            let app = try PlaygroundApp(
                window: host.window, assets: AssetCatalog(root: TestAssets.root), scenes: .seeds,
                sceneNumber: SwipeCellScene.number, listRows: 40)
            host.render()
            let table = try #require(app.scene as? SwipeCellScene)
            #expect(table.rowCount == 40 && table.rows.count == 40 && table.tableView.numberOfRows(inSection: 0) == 40)
            #expect(table.cells.map(\.row) == Array(0..<11), "cells for the rows on screen only")
            #expect(
                zip(table.cells, table.cells.dropFirst()).allSatisfy { $0.frame.maxY <= $1.frame.minY },
                "each row below the last")
            app.switchToScene(SwipeCellScene.number)
            #expect((app.scene as? SwipeCellScene)?.rows.count == 40)
            app.switchToScene(GalleryScene.number)
            host.render()
            let list = try #require((app.scene as? GalleryScene)?.gestureList)
            #expect(
                list.view.subviews.filter { $0.accessibilityIdentifier?.hasPrefix("row") == true }.count
                    == GestureListSection.defaultRowCount)
            #expect(try PlaygroundTests.makeScene(SwipeCellScene.self).2.rows.count == SwipeCellScene.defaultRowCount)
        }

        /// Red width, blue leading and blue trailing edge in the cell.
        func geometry(_ cell: AnimationCell) -> (red: CGFloat, blueLeading: CGFloat, blueTrailing: CGFloat) {
            (cell.leftView.frame.width, cell.rightView.frame.minX, cell.rightView.frame.maxX)
        }

        /// Presses on the cell, moves 20 pt sideways (the pan begins there, its translation counting
        /// from the slop's edge 10 pt out), then drags on until the translation is `dx` and holds
        /// (no release).
        func drag(_ cell: AnimationCell, by dx: CGFloat, host: HeadlessHost, app: PlaygroundApp) -> PointerScript {
            let start = cell.convert(CGPoint(x: 200, y: 36), to: nil)
            let begin = CGPoint(x: start.x + (dx < 0 ? -20 : 20), y: start.y)
            var script = PointerScript()
            script.down(at: start, time: host.time)
            script.move(to: begin, time: host.time)
            let edge = start.x + (dx < 0 ? -1 : 1) * PanGestureRecognizer.defaultSlop
            script.drag(to: CGPoint(x: edge + dx, y: start.y), duration: 0.25)
            let before = geometry(cell)
            host.play(script.events, delegate: app)
            // As a window would: a frame is drawn only if something asked for one, and what
            // changed must have asked.
            let drew = host.renderIfNeeded()
            host.window.layoutIfNeeded()
            #expect(drew || geometry(cell) == before)
            return script
        }

        func release(_ script: PointerScript, host: HeadlessHost, app: PlaygroundApp, after rest: TimeInterval = 0.001)
        {
            host.play(
                [.pointer(PointerEvent(phase: .ended, location: script.location, timestamp: host.time + rest))],
                delegate: app)
        }

        @Test func closedAndOpenWidthsAreTheArticles() throws {
            let (host, app, scene) = try makeScene()
            let cell = scene.cells[2]
            #expect(geometry(cell) == (10, 10, 390))
            release(drag(cell, by: 30, host: host, app: app), host: host, app: app)
            host.run(for: 0.6, delegate: app)
            host.render()
            #expect(cell.currentCellStatus == .opened)
            #expect(geometry(cell) == (50, 50, 430))  // the blue view is pushed out, not squeezed
        }

        @Test func pullingPastOpenRubberBandsAndOpensTheGrayGap() throws {
            let (host, app, scene) = try makeScene()
            let cell = scene.cells[2]
            _ = drag(cell, by: 100, host: host, app: app)
            // 50 + (110 − 50) / 5 = 62; the blue view follows the finger: 10 + 100.
            #expect(geometry(cell) == (62, 110, 490))
            #expect(cell.actionLabel.alpha == 1)
        }

        @Test func aLeftwardDragNeverShrinksRedBelowTen() throws {
            let (host, app, scene) = try makeScene()
            let cell = scene.cells[2]
            for dx in [-5.0, -40, -120] {
                _ = drag(cell, by: dx, host: host, app: app)
                #expect(geometry(cell) == (10, 10, 390), "dx \(dx)")
                host.send(.focusLost(timestamp: host.time), delegate: app)  // cancel: back to closed
                host.run(for: 0.6, delegate: app)
            }
        }

        @Test func releaseClosesOnNegativeVelocityAndOpensOtherwise() throws {
            let (host, app, scene) = try makeScene()
            let cell = scene.cells[2]
            // Moving right at release (even slowly, and even short of open): opens.
            release(drag(cell, by: 15, host: host, app: app), host: host, app: app)
            #expect(cell.currentCellStatus == .opened)
            host.run(for: 0.6, delegate: app)
            // From open the base is 50: +20 gives 50 + (70 − 50) / 5 and a blue edge at 70.
            var script = drag(cell, by: 20, host: host, app: app)
            #expect(geometry(cell) == (54, 70, 450))
            // Then back left: the velocity at release is negative, so it closes.
            script.drag(to: CGPoint(x: script.location.x - 60, y: script.location.y), duration: 0.2)
            host.play(Array(script.events.suffix(from: script.events.count - 12)), delegate: app)
            host.render()
            #expect(geometry(cell) == (10, 10, 390))
            release(script, host: host, app: app)
            #expect(cell.currentCellStatus == .closed)
            // Zero velocity (a rest before release) opens, as `velocity.x < 0` is false.
            release(drag(cell, by: -5, host: host, app: app), host: host, app: app, after: 0.1)
            #expect(cell.currentCellStatus == .opened)
        }

        /// With `D` a release decides by the blue edge's projected rest (past 30 pt opens): a
        /// touch that drifts 10 pt right and rests closes, where the seed opens (velocity 0 is not
        /// < 0); an open row nudged 12 pt left, slowly, stays open, where the seed closes.
        @Test func withProjectionASlowReleaseDoesWhatTheFingerMeant() throws {
            for projects in [true, false] {
                let (host, app, scene) = try makeScene()
                if projects { app.handle(.key(KeyEvent(key: .character("d"), timestamp: host.time))) }
                #expect(scene.decidesByProjection == projects && scene.switches.count == 5)
                let cell = scene.cells[2]
                release(drag(cell, by: 10, host: host, app: app), host: host, app: app, after: 0.1)
                #expect(cell.currentCellStatus == (projects ? .closed : .opened), "projects \(projects)")
                host.run(for: 0.6, delegate: app)
                if projects { release(drag(cell, by: 40, host: host, app: app), host: host, app: app) }
                host.run(for: 0.6, delegate: app)
                #expect(cell.currentCellStatus == .opened)
                let nudge = drag(cell, by: -12, host: host, app: app)
                let velocity = cell.panGestureRecognizer.velocity(in: cell).x
                #expect(velocity < 0 && velocity > -40, "\(velocity)")
                release(nudge, host: host, app: app)
                #expect(cell.currentCellStatus == (projects ? .opened : .closed), "projects \(projects)")
            }
        }

        @Test func theSpringOvershootsAndSettlesInHalfASecond() throws {
            let (host, app, scene) = try makeScene()
            scene.setCarriesReleaseVelocity(false)  // the seed's spring, from rest
            let cell = scene.cells[2]
            release(drag(cell, by: 20, host: host, app: app), host: host, app: app)  // from 30 pt wide
            var widths: [CGFloat] = []
            for _ in 0..<40 {
                host.advance(by: 1.0 / 60, delegate: app)
                widths.append(cell.leftView.presentation.bounds.width)
            }
            // Damping 0.5 overshoots by exp(−πζ/√(1−ζ²)) ≈ 16 % of the 20 pt travelled.
            let peak = widths.max() ?? 0
            #expect(peak > 52 && peak < 54)
            // UIKit's damping-ratio spring ends at its duration, 0.5 s after the release.
            #expect(!cell.leftView.isAnimating && cell.leftView.bounds.width == 50)
            #expect(widths[31...].allSatisfy { $0 == 50 })
        }

        /// A finger on a cell springing open stops it where it is seen; lifted without a drag, the
        /// touch is a tap, which closes an open cell (the scene's tap); dragged, it goes on from
        /// where it was caught.
        @Test func aTouchCatchesACellMidSpring() throws {
            let (host, app, scene) = try makeScene()
            let cell = scene.cells[2]
            release(drag(cell, by: 20, host: host, app: app), host: host, app: app)  // opens from 30 pt
            host.run(for: 3.0 / 60, delegate: app)
            let seen = (cell.leftView.presentation.bounds.width, cell.rightView.presentation.center.x)
            #expect(seen.0 > 31 && seen.0 < 49, "mid-spring: \(seen.0)")
            let point = cell.convert(CGPoint(x: 200, y: 36), to: nil)
            var touch = PointerScript()
            touch.down(at: point, time: host.time + 0.001)
            host.play(touch.events, delegate: app)
            host.run(for: 0.2, delegate: app)  // held still
            host.window.layoutIfNeeded()
            #expect(abs(cell.leftView.presentation.bounds.width - seen.0) <= 0.5)
            #expect(abs(cell.rightView.presentation.center.x - seen.1) <= 0.5)
            #expect(abs(cell.leftView.frame.width - seen.0) <= 0.5)  // the layout keeps it there too
            touch.up(after: 0.01)
            host.play([touch.events[touch.events.count - 1]], delegate: app)
            host.run(for: 0.6, delegate: app)
            host.window.layoutIfNeeded()
            #expect(cell.currentCellStatus == .closed && geometry(cell) == (10, 10, 390))

            // Caught while closing, then dragged 15 pt right: the pan begins past the 10 pt slop
            // (at 12) and the blue edge goes on by the 5 pt past the slop's edge from where it
            // was caught.
            release(drag(cell, by: 20, host: host, app: app), host: host, app: app)
            host.run(for: 0.6, delegate: app)
            var close = drag(cell, by: -40, host: host, app: app)
            release(close, host: host, app: app)
            host.run(for: 2.0 / 60, delegate: app)
            let edge = cell.rightView.presentation.center.x - cell.rightView.presentation.bounds.width / 2
            close = PointerScript()
            close.down(at: point, time: host.time + 0.001)
            close.move(to: CGPoint(x: point.x + 12, y: point.y), time: host.time + 0.02)
            close.move(to: CGPoint(x: point.x + 15, y: point.y), time: host.time + 0.03)
            host.play(close.events, delegate: app)
            host.window.layoutIfNeeded()
            #expect(
                abs(cell.rightView.frame.minX - (edge + 5)) <= 0.5, "\(cell.rightView.frame.minX) against \(edge + 5)")
        }

        /// A new swipe of a row whose spring has ended stops nothing: no misuse is reported (it
        /// printed "stopAnimation(_:) called on an inactive animator" on every such swipe).
        @Test func swipingARowWhoseSpringEndedReportsNothing() throws {
            let (host, app, scene) = try makeScene()
            let cell = scene.cells[2]
            release(drag(cell, by: 30, host: host, app: app), host: host, app: app)
            host.run(for: 0.6, delegate: app)
            let ended = try #require(cell.swipeAnimator)
            #expect(ended.state == .inactive)
            var misuses: [AnimatorMisuse] = []
            ended.misuseHandler = { misuses.append($0) }
            release(drag(cell, by: -30, host: host, app: app), host: host, app: app)
            #expect(misuses.isEmpty, "\(misuses)")
        }

        @Test func aVerticalDragScrollsAndNeverOpensACell() throws {
            let (host, app, scene) = try makeScene()
            let cell = scene.cells[3]
            let start = cell.convert(CGPoint(x: 200, y: 36), to: nil)
            host.play(
                PointerScript.drag(from: start, to: CGPoint(x: start.x + 8, y: start.y - 300), duration: 0.3),
                delegate: app)
            #expect(scene.tableView.contentOffset.y > 200)
            #expect(cell.panGestureRecognizer.state == .possible || cell.panGestureRecognizer.state == .failed)
            #expect(scene.cells.allSatisfy { $0.currentCellStatus == .closed && $0.leftView.frame.width == 10 })
        }

        /// A table drag closes the open row (SwipeCellKit's `hideSwipe` on the table's pan); with
        /// `H` off it stays open as the table scrolls.
        @Test func scrollingTheTableClosesAnOpenRow() throws {
            for closes in [true, false] {
                let (host, app, scene) = try makeScene()
                if !closes { app.handle(.key(KeyEvent(key: .character("h"), timestamp: host.time))) }
                #expect(scene.closesOnScroll == closes)
                let open = scene.cells[2]
                release(drag(open, by: 40, host: host, app: app), host: host, app: app)
                host.run(for: 0.6, delegate: app)
                #expect(open.currentCellStatus == .opened)
                let start = scene.cells[5].convert(CGPoint(x: 200, y: 36), to: nil)
                host.play(
                    PointerScript.drag(
                        from: start, to: CGPoint(x: start.x, y: start.y - 200), at: host.time, duration: 0.3),
                    delegate: app)
                #expect(scene.tableView.contentOffset.y > 100)
                host.run(for: 0.6, delegate: app)
                #expect(scene.rows[2].status == (closes ? .closed : .opened), "closes \(closes)")
                // Scrolled back, the row's cell (another one, as likely as not) shows it as it was left.
                scene.tableView.setContentOffset(.zero, animated: false)
                host.window.layoutIfNeeded()
                let row = try #require(scene.cells.first { $0.row == 2 })
                #expect(row.currentCellStatus == (closes ? .closed : .opened), "closes \(closes)")
                #expect(row.leftView.frame.width == (closes ? 10 : 50), "closes \(closes)")
            }
        }

        /// With `H` off an open row scrolls away open; opening another row closes it there too
        /// (one open row at a time, as SwipeCellKit), so its cell comes back closed.
        @Test func openingARowClosesOneLeftOpenOffScreen() throws {
            let (host, app, scene) = try makeScene()
            app.handle(.key(KeyEvent(key: .character("h"), timestamp: host.time)))
            release(drag(scene.cells[2], by: 40, host: host, app: app), host: host, app: app)
            host.run(for: 0.6, delegate: app)
            scene.tableView.setContentOffset(CGPoint(x: 0, y: 400), animated: false)
            host.window.layoutIfNeeded()
            #expect(!scene.cells.contains { $0.row == 2 } && scene.rows[2].status == .opened)
            let other = try #require(scene.cells.first { $0.row == 8 })
            release(drag(other, by: 40, host: host, app: app), host: host, app: app)
            host.run(for: 0.6, delegate: app)
            #expect(other.currentCellStatus == .opened && scene.rows[2].status == .closed)
        }

        /// A quick flick open: the spring starts at the finger's speed, so in the first frame the
        /// blue edge runs on at least as far as that speed takes it (the spring's pull towards
        /// 50 pt adds to it); with `V` off (the seed's
        /// `initialSpringVelocity: 0`) it starts from rest and lags far behind.
        @Test func aFlickCarriesItsSpeedIntoTheSpring() throws {
            var firstFrame: [Bool: CGFloat] = [:]
            for carries in [true, false] {
                let (host, app, scene) = try makeScene()
                if !carries { app.handle(.key(KeyEvent(key: .character("v"), timestamp: host.time))) }
                #expect(scene.carriesReleaseVelocity == carries)
                let cell = scene.cells[2]
                var script = drag(cell, by: 5, host: host, app: app)
                script.drag(to: CGPoint(x: script.location.x + 24, y: script.location.y), duration: 0.03)
                host.play(Array(script.events.suffix(2)), delegate: app)
                host.window.layoutIfNeeded()
                let velocity = cell.panGestureRecognizer.velocity(in: cell).x
                let released = cell.rightView.frame.minX
                #expect(velocity > 600 && released < 45, "\(velocity) pt/s at \(released)")
                release(script, host: host, app: app)
                host.advance(by: 1.0 / 60, delegate: app)
                let moved =
                    cell.rightView.presentation.center.x - cell.rightView.presentation.bounds.width / 2 - released
                firstFrame[carries] = moved
                if carries {
                    #expect(moved > velocity / 60 && moved < 2 * velocity / 60, "\(moved) against \(velocity / 60)")
                }
                host.run(for: 0.6, delegate: app)
                #expect(cell.currentCellStatus == .opened && cell.leftView.frame.width == 50)
            }
            #expect((firstFrame[false] ?? .infinity) < (firstFrame[true] ?? 0) / 3, "\(firstFrame)")
        }

        @Test func openingOneClosesTheOtherAndTapsClose() throws {
            let (host, app, scene) = try makeScene()
            let first = scene.cells[1], second = scene.cells[4]
            release(drag(first, by: 40, host: host, app: app), host: host, app: app)
            host.run(for: 0.6, delegate: app)
            release(drag(second, by: 40, host: host, app: app), host: host, app: app)
            #expect(first.currentCellStatus == .closed && second.currentCellStatus == .opened)
            host.run(for: 0.6, delegate: app)
            // A tap on the open row (on the blue view) closes it.
            host.play(
                PointerScript.tap(at: second.convert(CGPoint(x: 250, y: 36), to: nil), time: host.time), delegate: app)
            #expect(second.currentCellStatus == .closed)
        }

        @Test func theRevealedActionStarsTheRow() throws {
            let (host, app, scene) = try makeScene()
            let cell = scene.cells[2]
            release(drag(cell, by: 40, host: host, app: app), host: host, app: app)
            host.run(for: 0.6, delegate: app)
            #expect(cell.actionLabel.alpha == 1)
            host.play(
                PointerScript.tap(at: cell.convert(CGPoint(x: 25, y: 36), to: nil), time: host.time), delegate: app)
            #expect(cell.isStarred && cell.titleLabel.text == "Row 3  ★")
            #expect(cell.currentCellStatus == .closed && cell.actionLabel.alpha == 0)
        }

        @Test func theFirstRowPeeksOnceWhenTheSceneAppears() throws {
            let (host, app, scene) = try makeScene(settle: false)
            let cell = scene.cells[0]
            var widths: [CGFloat] = []
            for _ in 0..<120 {
                host.advance(by: 1.0 / 60, delegate: app)
                widths.append(cell.leftView.presentation.bounds.width)
            }
            #expect(widths[..<36].allSatisfy { $0 == 10 })  // nothing before 0.6 s
            #expect((widths.max() ?? 0) > 25)  // half open (30 pt)…
            #expect(widths.last == 10 && cell.currentCellStatus == .closed)  // …and back
            host.run(for: 3, delegate: app)
            #expect(!host.window.animationDriver.isAnimating)  // once
        }

        /// `F`: past 60 % of the row (234 pt) the red view fills the row up to the blue edge and
        /// "Delete" jumps from the ★'s place to that edge (a 0.15 s tick); back below, the seed's
        /// rubber band again; released expanded, the row is deleted and the rows below slide up.
        /// Off (the default), the seed's rubber band goes on past the threshold.
        @Test func aFullSwipeExpandsPastSixtyPercentAndDeletesTheRow() throws {
            let (host, app, scene) = try makeScene()
            let cell = scene.cells[2], below = scene.cells[3]
            #expect(!scene.expandsOnFullSwipe && scene.switches.map(\.key).contains("f"))
            // Off: 250 pt rubber-bands as the seed does, 50 + (260 − 50) / 5 = 92.
            _ = drag(cell, by: 250, host: host, app: app)
            #expect(geometry(cell) == (92, 260, 640) && !cell.isExpanded)
            host.send(.focusLost(timestamp: host.time), delegate: app)
            host.run(for: 0.6, delegate: app)

            #expect(scene.handle(.key(KeyEvent(key: .character("f"), timestamp: host.time))))
            // Below the threshold (blue at 200 < 234) nothing changes from the seed's rule.
            _ = drag(cell, by: 190, host: host, app: app)
            #expect(geometry(cell) == (80, 200, 580) && !cell.isExpanded)
            host.send(.focusLost(timestamp: host.time), delegate: app)
            host.run(for: 0.6, delegate: app)
            let belowTop = below.frame.minY
            let script = drag(cell, by: 250, host: host, app: app)
            #expect(cell.isExpanded && geometry(cell) == (260, 260, 640))
            // The tick: the label starts at the ★'s place and reaches the edge in 0.15 s.
            #expect(cell.fullSwipeLabel.presentation.transform.tx < -100)
            host.run(for: 0.2, delegate: app)
            host.window.layoutIfNeeded()
            #expect(cell.fullSwipeLabel.presentation.transform == .identity && cell.fullSwipeLabel.alpha == 1)
            #expect(abs(cell.fullSwipeLabel.frame.maxX - (260 - AnimationCell.fullSwipeLabelInset)) < 0.5)
            #expect(cell.actionLabel.alpha == 0)
            release(script, host: host, app: app)
            #expect(cell.isDeleted && !cell.isUserInteractionEnabled)
            host.run(for: 0.8, delegate: app)
            host.window.layoutIfNeeded()
            #expect(scene.deletedRows == [2] && !scene.cells.contains { $0 === cell } && cell.isHidden)
            // The row below took its place: up by a row and a separator.
            #expect(below.frame.minY == belowTop - SwipeCellScene.rowHeight - 1)
        }

        /// The expanded row (`F`), after the tick: red up to the blue edge, "Delete" beside it.
        @Test func fullSwipeGolden() throws {
            let (host, app, scene) = try makeScene(scale: 2)
            _ = scene.handle(.key(KeyEvent(key: .character("f"), timestamp: host.time)))
            _ = drag(scene.cells[1], by: 270, host: host, app: app)
            host.run(for: 0.3, delegate: app)
            host.render()
            assertImageSnapshot(
                host.snapshot().cropped(to: (x: 0, y: 0, width: 780, height: 2 * 420)), named: "expanded",
                tolerance: .softwareRenderer)
        }

        /// Dragged past the threshold and back below it, the row is the seed's again and a release opens it.
        @Test func aFullSwipeTakenBackOpensAsTheSeedDoes() throws {
            let (host, app, scene) = try makeScene()
            _ = scene.handle(.key(KeyEvent(key: .character("f"), timestamp: host.time)))
            let cell = scene.cells[2]
            let start = cell.convert(CGPoint(x: 100, y: 36), to: nil)
            var script = PointerScript()
            script.down(at: start, time: host.time)
            script.move(to: CGPoint(x: start.x + 20, y: start.y), time: host.time + 0.02)
            script.drag(to: CGPoint(x: start.x + 260, y: start.y), duration: 0.25)
            host.play(script.events, delegate: app)
            #expect(cell.isExpanded)
            let played = script.events.count
            script.drag(to: CGPoint(x: start.x + 110, y: start.y), duration: 0.25)
            host.play(Array(script.events[played...]), delegate: app)
            host.window.layoutIfNeeded()
            #expect(!cell.isExpanded && geometry(cell) == (62, 110, 490))
            release(script, host: host, app: app, after: 0.1)  // held still: velocity 0, the seed opens
            host.run(for: 1, delegate: app)
            #expect(cell.currentCellStatus == .opened && !cell.isDeleted && scene.deletedRows.isEmpty)
        }

        // MARK: Pictures

        /// The seed's pictures: its spring from rest (`V` off), so the overshoot frame is the article's.
        @Test func goldens() throws {
            let (host, app, scene) = try makeScene(scale: 2)
            scene.setCarriesReleaseVelocity(false)
            let crop = (x: 0, y: 0, width: 780, height: 2 * 420)
            assertImageSnapshot(host.snapshot().cropped(to: crop), named: "rest", tolerance: .softwareRenderer)
            let cell = scene.cells[1]
            let script = drag(cell, by: 100, host: host, app: app)
            assertImageSnapshot(
                host.snapshot().cropped(to: crop), named: "midDragGrayGap", tolerance: .softwareRenderer)
            release(script, host: host, app: app)
            // The frame nearest the spring's peak: from 62 back towards 50, the overshoot is below 50.
            var best = (width: CGFloat.infinity, frame: 0)
            for frame in 1...30 {
                host.advance(by: 1.0 / 60, delegate: app)
                let width = cell.leftView.presentation.bounds.width
                if width < best.width { best = (width, frame) }
            }
            #expect(best.width < 49)
            let (again, againApp, againScene) = try makeScene(scale: 2)
            againScene.setCarriesReleaseVelocity(false)
            release(drag(againScene.cells[1], by: 100, host: again, app: againApp), host: again, app: againApp)
            for _ in 0..<best.frame { again.advance(by: 1.0 / 60, delegate: againApp) }
            again.render()
            assertImageSnapshot(
                again.snapshot().cropped(to: crop), named: "springOvershoot", tolerance: .softwareRenderer)
            again.run(for: 1, delegate: againApp)
            again.render()
            assertImageSnapshot(again.snapshot().cropped(to: crop), named: "open", tolerance: .softwareRenderer)
        }
    }
}
