import Compositor
import FluidTestSupport
import Foundation
import Testing
import ViewTree

@testable import FluidPlayground
@testable import Scenes

extension SDLTests {
    /// The inspector (`I`): its panel mid-gesture as goldens, the recognizers' histories,
    /// the velocity arrow, and the sliders tuning the scene through the panel's own recognizers.
    @Suite @MainActor
    struct InspectorTests {
        /// An example gesture replayed to `time` with the inspector open, and 240 frames of made-up
        /// timings so that the frame graph has bars (a headless replay times nothing).
        static func replay(_ name: String, to time: TimeInterval) throws -> GestureReplay {
            let file = try GestureFile.read(
                GestureFilmTests.examples.appendingPathComponent(name),
                knownScenes: Set(SceneList.seeds.all.map { $0.number }))
            let replay = try GestureReplay(file: file, assets: AssetCatalog(root: TestAssets.root), scale: 1)
            replay.app.setInspectorShown(true)
            for index in 0..<FrameHistory.capacity {
                let wobble = Double(index % 13) / 13
                replay.app.inspector?.recordFrame(
                    FrameTimings(
                        input: 0.0003, animate: 0.0004 + 0.0002 * wobble,
                        layout: 0.0006, render: 0.002 + 0.009 * wobble * wobble))
            }
            replay.play(to: time)
            return replay
        }

        static func picture(_ replay: GestureReplay) throws -> PixelBuffer {
            try replay.app.withInspector(replay.snapshot(), fonts: TestAssets.fonts)
        }

        /// The card 0.4 s into its drag: the pan's history and velocity, the arrow at the touch.
        @Test func cardMidDrag() throws {
            let replay = try Self.replay(GestureFilmTests.cards, to: 0.7)
            let inspector = try #require(replay.app.inspector)
            let pan = try #require(inspector.recognizers.entries.first { $0.recognizer is PanGestureRecognizer })
            #expect(pan.states == [.possible, .began, .changed])
            #expect(inspector.arrow.window === replay.host.window && !inspector.arrow.isHidden)
            inspector.update(phone: replay.host.window, statistics: nil, force: true)
            #expect(inspector.gesture.text.contains { $0.hasPrefix("touch (") }, "\(inspector.gesture.text)")
            let picture = try Self.picture(replay)
            #expect(picture.width == 390 + 360 && picture.height == 844)
            assertImageSnapshot(picture, named: "cardMidDrag", tolerance: .softwareRenderer)
        }

        /// Each touch down is listed where it is, with its force once its pointer reports a pressure.
        @Test func eachTouchIsListedWithItsForce() {
            let line = GestureSection.touchesLine([
                PointerEvent(phase: .moved, location: CGPoint(x: 120.4, y: 300), timestamp: 0),
                PointerEvent(
                    phase: .moved, location: CGPoint(x: 270, y: 544), timestamp: 0, identifier: 1, pressure: 0.3),
            ])
            #expect(line == "touches (120, 300) · (270, 544) force 2.0/6.7")
        }

        /// Input the panel has not shown yet keeps frames coming until the next refresh shows it
        /// (a press that ends between refreshes, with nothing moving after, left them stale).
        @Test func inputNotYetShownAsksForFramesUntilARefresh() throws {
            let replay = try Self.replay(GestureFilmTests.cards, to: 3)
            let inspector = try #require(replay.app.inspector)
            let phone = replay.host.window
            inspector.update(phone: phone, statistics: nil, force: true)
            #expect(!inspector.update(phone: phone, statistics: nil), "nothing new: no frame wanted")
            inspector.observe(
                .pointer(PointerEvent(phase: .began, location: CGPoint(x: 195, y: 400), timestamp: 3)), phone: phone)
            var frames = 1
            while inspector.update(phone: phone, statistics: nil) { frames += 1 }
            #expect(frames <= Inspector.refreshInterval, "\(frames)")
            #expect(inspector.gesture.text.contains { $0.hasPrefix("touch (195, 400)") }, "\(inspector.gesture.text)")
        }

        /// After a card's flick the pan's figures at release stay shown (the recognizer itself reads
        /// 0 once it resets), and once the thrown card has left the tree its gesture is still listed
        /// (it read "no gesture yet" before) until another gesture begins.
        @Test func aThrownCardsGestureStaysShownWithItsFiguresAtRelease() throws {
            let replay = try Self.replay(GestureFilmTests.cards, to: 2.6)
            let inspector = try #require(replay.app.inspector)
            let pan = try #require(inspector.recognizers.entries.last { $0.title.hasPrefix("PanGestureRecognizer") })
            #expect(pan.states == [.possible, .began, .changed, .ended])
            #expect(pan.isGone, "the thrown card has left the stack")
            let figures = try #require(pan.figures)
            #expect(figures.translation.x > 100 && figures.velocity.x > 500, "\(figures)")
            inspector.update(phone: replay.host.window, statistics: nil, force: true)
            let shown = inspector.gesture.text
            #expect(
                shown.contains { $0.hasPrefix("PanGestureRecognizer") && $0.hasSuffix("(left the tree)") }, "\(shown)")
            #expect(shown.contains { $0.hasSuffix("pt/s at release") }, "\(shown)")
            #expect(GestureSection.points(-0.3) == "0" && GestureSection.points(-0.6) == "-1", "no \"-0\"")
        }

        /// While the finger rests on the card the arrow falls to 0 pt/s, what a release then reads;
        /// mid-drag it shows the pan's speed (it kept the last speed, 179 pt/s, while resting).
        @Test func theArrowFallsToZeroWhileTheFingerRests() throws {
            let moving = try Self.replay(GestureFilmTests.cards, to: 0.7)
            #expect(moving.app.inspector?.arrow.figureText != "0 pt/s")
            let resting = try Self.replay(GestureFilmTests.cards, to: 0.98)  // still since 0.9
            let arrow = try #require(resting.app.inspector?.arrow)
            #expect(arrow.superview != nil && arrow.figureText == "0 pt/s", "\(arrow.figureText)")
        }

        /// Mid-drag in the pager the page's animator is paused and scrubbed: the animation section
        /// shows it, paused, with its fraction (it read "no animation yet").
        @Test func thePagersScrubbedAnimatorIsShown() throws {
            let replay = try Self.replay("2-swipe-pager-swipe-and-fall-back.gesture", to: 1.8)
            let inspector = try #require(replay.app.inspector)
            inspector.update(phone: replay.host.window, statistics: nil, force: true)
            #expect(
                inspector.animation.summary.text.hasPrefix("active paused · fraction 0."),
                "\(inspector.animation.summary.text)")
        }

        /// The sheet flung down, mid-spring: the pan's whole history (ended), the spring's curve with
        /// its overshoot and the marker on it.
        @Test func sheetMidSpring() throws {
            let replay = try Self.replay("4-bottom-sheet-drag-and-fling.gesture", to: 2.55)
            let inspector = try #require(replay.app.inspector)
            let pan = try #require(inspector.recognizers.entries.first { $0.recognizer is PanGestureRecognizer })
            #expect(pan.states == [.possible, .began, .changed, .ended])
            #expect(inspector.arrow.superview == nil, "no pan moves: no arrow")
            #expect(inspector.animation.summary.text.hasPrefix("active running"))
            #expect(!inspector.animation.plot.marker.isHidden)
            #expect(inspector.animation.plot.valueRange.upperBound > 1, "the spring's overshoot widens the plot")
            assertImageSnapshot(try Self.picture(replay), named: "sheetMidSpring", tolerance: .softwareRenderer)
        }

        /// A drag on a slider in the panel sets the value under the pointer (on the step grid); the
        /// scene takes it; a tap on the value resets it to the article's.
        @Test func aSliderTunesTheSceneAndATapResetsIt() throws {
            let (_, app, scene) = try PlaygroundTests.makeScene(CardStackScene.self)
            app.setInspectorShown(true)
            let inspector = try #require(app.inspector)
            let panel = try HeadlessHost(window: inspector.panel, fonts: TestAssets.fonts)
            panel.render()
            let row = try #require(inspector.tuningSection.rows.first { $0.parameter == CardStackScene.rightThrow })
            func onTrack(_ value: Double) -> CGPoint {
                row.convert(
                    CGPoint(
                        x: row.track.frame.minX + row.fraction(of: value) * row.track.frame.width,
                        y: row.track.frame.midY), to: nil)
            }
            var script = PointerScript()
            script.down(at: onTrack(500), time: panel.time + 0.01)
            script.drag(to: onTrack(301), duration: 0.2)
            script.up()
            for event in script.events { panel.send(event) }
            #expect(app.tuning.value(CardStackScene.rightThrow) == 300, "snapped to the 5 pt step")
            #expect(scene.rules.rightThrowCenterX == 300)
            #expect(row.valueLabel.text == "300 pt  (400)")
            let value = row.valueLabel.convert(
                CGPoint(x: row.valueLabel.bounds.midX, y: row.valueLabel.bounds.midY), to: nil)
            panel.send(.pointer(PointerEvent(phase: .began, location: value, timestamp: panel.time + 1)))
            panel.send(.pointer(PointerEvent(phase: .ended, location: value, timestamp: panel.time + 1.05)))
            #expect(!app.tuning.isModified(CardStackScene.rightThrow) && row.valueLabel.text == "400 pt")
            // The panel's "Copy as Swift" does what C does.
            var copied: [String] = [], printed: [String] = [], reported: [String] = []
            app.clipboard = { copied.append($0) }
            app.printCode = { printed.append($0) }
            app.report = { reported.append($0) }
            app.tuning.set(CardStackScene.throwDuration, to: 0.35)
            let button = inspector.copyButton.convert(
                CGPoint(x: inspector.copyButton.bounds.midX, y: inspector.copyButton.bounds.midY), to: nil)
            panel.send(.pointer(PointerEvent(phase: .began, location: button, timestamp: panel.time + 2)))
            panel.send(.pointer(PointerEvent(phase: .ended, location: button, timestamp: panel.time + 2.05)))
            #expect(copied.count == 1 && copied[0].contains("UIView.animate(withDuration: 0.35)"))
            // The code goes to standard output; standard error gets one line saying so.
            #expect(printed == copied)
            #expect(
                reported.count == 1 && !reported[0].contains("\n")
                    && reported[0].contains("copied to the clipboard and printed on standard output"), "\(reported)")
            // Standard output gone (`playground run | head`): still copied, and the report says so.
            app.printCode = { _ in throw CocoaError(.fileWriteUnknown) }
            reported = []
            panel.send(.pointer(PointerEvent(phase: .began, location: button, timestamp: panel.time + 3)))
            panel.send(.pointer(PointerEvent(phase: .ended, location: button, timestamp: panel.time + 3.05)))
            #expect(copied.count == 2 && reported.count == 1, "\(reported)")
            #expect(
                reported.first?.contains("copied to the clipboard, not printed: standard output is closed") == true,
                "\(reported)")
            // Standard output on a full disk (`> /dev/full`): not "closed".
            app.printCode = { _ in throw RegularFile.WriteFailure(written: 0, code: ENOSPC) }
            reported = []
            panel.send(.pointer(PointerEvent(phase: .began, location: button, timestamp: panel.time + 4)))
            panel.send(.pointer(PointerEvent(phase: .ended, location: button, timestamp: panel.time + 4.05)))
            #expect(
                reported.first?.hasSuffix(
                    "copied to the clipboard, not printed: standard output refused it (No space left on device)")
                    == true, "\(reported)")
            app.setInspectorShown(false)
            #expect(app.inspector == nil && inspector.arrow.superview == nil)
        }

        /// The sheet's `B` as a switch: tapped, it presses the key; pressed on the keyboard, the
        /// switch follows.
        @Test func aSwitchPressesTheScenesKey() throws {
            let (host, app, scene) = try PlaygroundTests.makeScene(BottomSheetScene.self)
            app.setInspectorShown(true)
            let inspector = try #require(app.inspector)
            let panel = try HeadlessHost(window: inspector.panel, fonts: TestAssets.fonts)
            panel.render()
            let rubberBand = try #require(inspector.tuningSection.switchRows.first { $0.option.key == "b" })
            #expect(scene.rubberBands && rubberBand.label.text == "B  rubber band above expanded: on")
            let centre = rubberBand.convert(CGPoint(x: rubberBand.bounds.midX, y: rubberBand.bounds.midY), to: nil)
            panel.send(.pointer(PointerEvent(phase: .began, location: centre, timestamp: panel.time + 0.1)))
            panel.send(.pointer(PointerEvent(phase: .ended, location: centre, timestamp: panel.time + 0.15)))
            #expect(!scene.rubberBands && rubberBand.label.text == "B  rubber band above expanded: off")
            app.handle(.key(KeyEvent(key: .character("v"), timestamp: host.time)))
            for _ in 0..<Inspector.refreshInterval { host.advance(by: 1.0 / 60, delegate: app) }  // the next refresh
            let formula = try #require(inspector.tuningSection.switchRows.first { $0.option.key == "v" })
            #expect(scene.velocityFormula == .normalised && formula.label.text.hasSuffix(": on"))
        }

        /// Frames slower than the graph's 25 ms ceiling (a debug build, a hitch) fill their bar to
        /// the top: their later steps lie wholly above it, which crashed the window (an empty
        /// range made backwards).
        @Test func framesSlowerThanTheCeilingFillTheirBars() {
            var history = FrameHistory()
            history.record(FrameTimings(input: 0.03, animate: 0.01, layout: 0.002, render: 0.04))
            history.record(FrameTimings(input: 0.001, animate: 0.001, layout: 0.001, render: 0.002))
            let picture = FrameGraphView.picture(history, size: CGSize(width: 240, height: 70), scale: 1)
            let purple = Color.systemPurple
            let top = picture[238, 0]
            #expect(
                top.r == UInt8(purple.red * 255) && top.g == UInt8(purple.green * 255),
                "the slow frame's input reaches the top")
        }

        /// The swipe cell's rows offer their swipe actions to assistive technologies
        /// (`accessibilityCustomActions`); the inspector lists the touched row's and performs one
        /// when its pill is tapped, as VoiceOver's actions rotor would (issue 52, item 7).
        @Test func theTouchedRowsAccessibilityActionsArePerformedFromThePanel() throws {
            let (host, app, scene) = try PlaygroundTests.makeScene(SwipeCellScene.self, scale: 2)
            app.setInspectorShown(true)
            let inspector = try #require(app.inspector)
            let section = inspector.accessibility
            #expect(!section.isHidden && section.pills.isEmpty)
            #expect(section.header.text == "ACCESSIBILITY · touch a view to list its custom actions")
            for key: Character in ["t", "f"] { app.handle(.key(KeyEvent(key: .character(key), timestamp: host.time))) }
            let cell = scene.cells[2]
            // A touch on the row's title lists the row's actions.
            let title = cell.titleLabel.convert(CGPoint(x: 5, y: 5), to: nil)
            for phase in [PointerEvent.Phase.began, .ended] {
                app.handle(.pointer(PointerEvent(phase: phase, location: title, timestamp: host.time + 0.05)))
            }
            host.run(for: 0.5, delegate: app)
            #expect(section.pills.map(\.text) == ["Flag", "Star", "Delete"])
            let panel = try HeadlessHost(window: inspector.panel, fonts: TestAssets.fonts)
            func tap(_ name: String) throws {
                let pill = try #require(section.pills.first { $0.text == name })
                let centre = pill.convert(CGPoint(x: pill.bounds.midX, y: pill.bounds.midY), to: nil)
                panel.send(.pointer(PointerEvent(phase: .began, location: centre, timestamp: panel.time + 0.1)))
                panel.send(.pointer(PointerEvent(phase: .ended, location: centre, timestamp: panel.time + 0.15)))
                panel.advance(by: 0.2)
            }
            try tap("Star")
            #expect(cell.isStarred && cell.currentCellStatus == .closed)
            #expect(section.pills.map(\.text) == ["Flag", "Remove star", "Delete"])
            #expect(section.header.text == "ACCESSIBILITY · Row 3, starred · Star: done")
            try tap("Flag")
            #expect(cell.isFlagged && cell.titleLabel.text == "Row 3  ★ · flagged")
            host.run(for: 0.5, delegate: app)
            host.render()
            panel.render()
            assertImageSnapshot(
                host.snapshot().besides(panel.snapshot()), named: "accessibilityActions", tolerance: .softwareRenderer)
            // Delete does what a full swipe does: the row slides out and the table removes it.
            let rows = scene.rows.count
            try tap("Delete")
            host.run(for: 1, delegate: app)
            #expect(scene.rows.count == rows - 1 && !scene.cells.contains { $0 === cell })
            inspector.update(phone: host.window, statistics: nil, force: true)
            #expect(section.pills.isEmpty, "the deleted row offers nothing")
            #expect(section.header.text == "ACCESSIBILITY · Delete: done · touch a view to list its custom actions")
        }
    }
}
