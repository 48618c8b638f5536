import FluidTestSupport
import Foundation
import Testing
import ViewTree

@testable import FluidPlayground
@testable import Scenes

extension SDLTests {
    /// Scene 4 driven by scripted drags, taps and keys through the app: seed 003's appear spring,
    /// drag and release rule with real velocities, its spring against the closed form, and what
    /// Fluid adds (rubber band, grabbing mid-spring, backdrop, handle taps).
    @Suite @MainActor
    struct BottomSheetBehaviourTests {
        // MARK: Appearing

        @Test func itStartsCompressedAndSpringsToHalfOnAppearWithTheSeedsVelocity() throws {
            let stage = try BottomSheetStage()
            #expect(stage.top == 744 && stage.scene.expansionState == .compressed)
            #expect(stage.scene.sheet.frame == CGRect(x: 0, y: 744, width: 390, height: 112))
            stage.firstFrame()
            let launch = try #require(stage.scene.lastLaunch)
            #expect(launch.from == 744 && launch.to == 422 && launch.velocity == 50 && launch.target == .half)
            // The seed's max(1 / |50 / 322|, 0.08) = 6.44.
            #expect(abs(launch.initialVelocity - 6.44) < 1e-12)
            #expect(stage.top == 744)  // the spring's time 0 is this frame
            // Every frame where the closed form puts it.
            for (index, top) in stage.tops(frames: 40).enumerated() {
                let expected = BottomSheetStage.closedFormTop(launch, at: Double(index + 1) / 60)
                #expect(abs(top - expected) < 1e-6, "frame \(index + 1): \(top) against \(expected)")
            }
            #expect(stage.top == 422 && stage.scene.topConstant == 422 && stage.scene.oldTop == 422)
            #expect(!stage.scene.sheet.hasPresentationValues && stage.scene.animator == nil)
            #expect(!stage.host.window.animationDriver.isAnimating)  // the dimming link paused too
        }

        // MARK: Release rule with real drags

        /// A drag from a resting state: how far and how fast, how long the finger rests before
        /// lifting (a rest of 40 ms or more reads as 0 pt/s), and where seed 003 sends it.
        struct Drag: CustomTestStringConvertible, Sendable {
            let from: ExpansionState
            let dy: CGFloat
            let duration: TimeInterval
            let rest: TimeInterval
            let expected: ExpansionState
            var testDescription: String {
                "\(from): \(Int(dy)) pt in \(duration) s, rest \(rest) s → \(expected)"
            }
        }

        nonisolated static let drags: [Drag] = [
            // From compressed (744): slow → nearest; fast up → half; fast down → compressed.
            Drag(from: .compressed, dy: -300, duration: 0.6, rest: 0.1, expected: .half),  // to 454
            Drag(from: .compressed, dy: -600, duration: 1.0, rest: 0.1, expected: .expanded),  // to 154
            Drag(from: .compressed, dy: -80, duration: 0.1, rest: 0, expected: .half),  // −800 pt/s
            Drag(from: .compressed, dy: -500, duration: 0.25, rest: 0, expected: .half),  // −2000 pt/s, next state only
            Drag(from: .compressed, dy: 60, duration: 0.1, rest: 0, expected: .compressed),  // +600 pt/s
            // From half (422).
            Drag(from: .half, dy: 260, duration: 0.8, rest: 0.1, expected: .compressed),  // to 672
            Drag(from: .half, dy: -280, duration: 0.8, rest: 0.1, expected: .expanded),  // to 152
            Drag(from: .half, dy: -40, duration: 1.0, rest: 0, expected: .half),  // −40 pt/s: dead zone
            Drag(from: .half, dy: -40, duration: 0.4, rest: 0, expected: .expanded),  // −100 pt/s
            Drag(from: .half, dy: 40, duration: 0.4, rest: 0, expected: .compressed),  // +100 pt/s
            Drag(from: .half, dy: -120, duration: 0.1, rest: 0, expected: .expanded),  // −1200 pt/s
            Drag(from: .half, dy: 120, duration: 0.1, rest: 0, expected: .compressed),  // +1200 pt/s
            // From expanded (100).
            Drag(from: .expanded, dy: 350, duration: 0.8, rest: 0.1, expected: .half),  // to 440
            Drag(from: .expanded, dy: 560, duration: 1.0, rest: 0.1, expected: .compressed),  // to 650
            Drag(from: .expanded, dy: 640, duration: 0.3, rest: 0, expected: .half),  // fast: next state only
            Drag(from: .expanded, dy: 120, duration: 0.1, rest: 0, expected: .half),
            Drag(from: .expanded, dy: -60, duration: 0.1, rest: 0, expected: .expanded),  // up, banded
        ]

        @Test(arguments: drags)
        func releasesFollowTheSeedsRule(_ drag: Drag) throws {
            let stage = try BottomSheetStage.resting(in: drag.from)
            let before = stage.top
            stage.drag(by: drag.dy, duration: drag.duration, rest: drag.rest)
            let launch = try #require(stage.scene.lastLaunch)
            // The velocity the pan measured is the drag's (0 after a rest).
            let speed = drag.rest > 0 ? 0 : drag.dy / CGFloat(drag.duration)
            #expect(abs(launch.velocity - speed) <= max(2, abs(speed) * 0.02), "\(launch.velocity) against \(speed)")
            // Below expanded the finger is followed 1:1 once the pan has begun.
            let followed = before + drag.dy - BottomSheetStage.slopTaken(dy: drag.dy, duration: drag.duration)
            if followed >= 100 {
                #expect(abs(launch.from - followed) < 1e-6)
            } else {
                #expect(launch.from > 0 && launch.from < 100)
            }
            #expect(stage.scene.expansionState == drag.expected)
            stage.settle()
            #expect(stage.top == stage.scene.geometry.top(for: drag.expected))
        }

        /// `D`: the same drags decide by their projected rest (r = 0.998) instead.
        @Test func withProjectionAReleaseGoesToTheStateNearestItsProjectedRest() throws {
            // −100 pt/s from half, let go at 392: the seed goes on to expanded; projected 342, half.
            let slow = try BottomSheetStage.atHalf()
            slow.app.handle(.key(KeyEvent(key: .character("d"), timestamp: slow.host.time)))
            slow.drag(by: -40, duration: 0.4)
            let launch = try #require(slow.scene.lastLaunch)
            let projected = try #require(launch.projectedTop)
            #expect(abs(projected - (launch.from + launch.velocity * 0.499)) < 1e-9)
            #expect(projected > 261 && slow.scene.expansionState == .half)
            #expect(slow.scene.inspectorReadout?.contains(String(format: "projected rest %.0f pt", projected)) == true)
            // −2000 pt/s from compressed: the seed stops at half; the projection skips to expanded.
            let fast = try BottomSheetStage.resting(in: .compressed)
            fast.app.handle(.key(KeyEvent(key: .character("d"), timestamp: fast.host.time)))
            fast.drag(by: -500, duration: 0.25)
            #expect(fast.scene.expansionState == .expanded)
            fast.settle()
            #expect(fast.top == 100)
            // Off again: the seed's rule.
            fast.app.handle(.key(KeyEvent(key: .character("d"), timestamp: fast.host.time)))
            let seed = try BottomSheetStage.resting(in: .compressed)
            seed.drag(by: -500, duration: 0.25)
            #expect(
                !fast.scene.decidesByProjection && seed.scene.expansionState == .half
                    && seed.scene.lastLaunch?.projectedTop == nil)
        }

        @Test func theStateBeforeTheDragDecidesAFlingNotWhereItWasLetGo() throws {
            // From half, dragged slowly up next to expanded, then flicked down: seed 003 sends it
            // to the state below *half*.
            let stage = try BottomSheetStage.atHalf()
            var script = PointerScript()
            let start = stage.pointOnSheet()
            script.down(at: start, time: stage.host.time)
            script.drag(to: CGPoint(x: 195, y: start.y - 340), duration: 1.2)
            script.rest(0.06)  // the velocity tracker forgets the way up
            script.drag(to: CGPoint(x: 195, y: start.y - 300), duration: 0.05)
            script.up()
            stage.host.play(script.events, delegate: stage.app)
            let launch = try #require(stage.scene.lastLaunch)
            #expect(launch.from < 160 && launch.velocity > 600, "let go at \(launch.from) with \(launch.velocity) pt/s")
            #expect(stage.scene.geometry.nearestState(to: launch.from) == .expanded)
            #expect(stage.scene.expansionState == .compressed)
        }

        // MARK: The drag's limit above

        @Test func withoutTheRubberBandTheTopStopsAtZero() throws {
            let stage = try BottomSheetStage.resting(in: .expanded)
            stage.app.handle(.key(KeyEvent(key: .character("b"), timestamp: stage.host.time)))
            #expect(!stage.scene.rubberBands)
            func move(_ phase: PointerEvent.Phase, to y: CGFloat) {
                stage.pointer(phase, at: CGPoint(x: 195, y: y))
            }
            move(.began, to: 140)
            move(.moved, to: 128)  // 12 pt: the pan begins, its origin the slop's edge at 130
            move(.moved, to: 35)  // 95 pt above it: the top reaches 5
            #expect(stage.top == 5)
            // Further up, the seed ignores every top below 0: the sheet waits at its last one.
            var tops: [CGFloat] = []
            for y in stride(from: 27, through: -40, by: -5) as StrideThrough<CGFloat> {
                move(.moved, to: y)
                tops.append(stage.top)
            }
            #expect(tops.allSatisfy { $0 == 5 })
            move(.moved, to: 31)  // 1 pt below the grab's 0 (at 30): applied again
            #expect(stage.top == 1)
            #expect(stage.scene.sheet.frame.minY >= 0)
        }

        @Test func withTheRubberBandTheTopApproachesZeroButNeverReachesIt() throws {
            let stage = try BottomSheetStage.resting(in: .expanded)
            #expect(stage.scene.rubberBands)
            // Held by its title (a drag up on the list scrolls the list), and pulled far above the
            // screen: a touch follows the finger wherever it goes.
            var script = PointerScript()
            script.down(at: stage.pointOnSheet(below: 40), time: stage.host.time)
            var tops: [CGFloat] = []
            for step in 1...60 {
                script.move(to: CGPoint(x: 195, y: 140 - CGFloat(step) * 11), time: stage.host.time + Double(step) / 60)
            }
            for event in script.events {
                stage.host.play([event], delegate: stage.app)
                tops.append(stage.top)
            }
            // The pan began at the first move (11 pt) with its origin at the slop's edge (10 pt):
            // 650 pt more above expanded, 100 − b(650).
            let band = 0.55 * 650 * 100 / (100 + 0.55 * 650)
            #expect(abs(stage.top - (100 - band)) <= BottomSheetStage.layoutGrain / 2)
            #expect(tops.allSatisfy { $0 > 0 && $0 <= 100 })
            #expect(zip(tops, tops.dropFirst()).allSatisfy { $0 >= $1 })
            // Released with a rest: back to expanded (nearest).
            stage.pointer(.ended, at: script.location, after: 0.1)
            #expect(stage.scene.expansionState == .expanded)
            stage.settle()
            #expect(stage.top == 100)
        }

        // MARK: The spring

        @Test(arguments: [SpringVelocityFormula.seed, .normalised])
        func aFlingsSpringFollowsTheClosedFormWithTheComputedVelocity(_ formula: SpringVelocityFormula) throws {
            let stage = try BottomSheetStage.atHalf()
            if formula == .normalised {
                stage.app.handle(.key(KeyEvent(key: .character("v"), timestamp: stage.host.time)))
            }
            #expect(stage.scene.velocityFormula == formula)
            let fling = stage.drag(by: -150, duration: 0.15)  // flingUpFromHalf
            let released = try #require(fling.events.last?.timestamp)
            let launch = try #require(stage.scene.lastLaunch)
            #expect(launch.target == .expanded && launch.to == 100 && launch.formula == formula)
            // 150 pt in 9 events: the pan begins at the first (16.7 pt) with its origin 10 pt up,
            // so the sheet follows 10 pt behind and is let go at 282.
            #expect(abs(launch.from - (272 - BottomSheetStage.slopTaken(dy: -150, duration: 0.15))) < 1e-6)
            let distance = launch.to - launch.from
            let expected =
                formula == .seed ? max(1 / abs(launch.velocity / distance), 0.08) : launch.velocity / distance
            #expect(abs(launch.initialVelocity - expected) < 1e-12)
            // About 182 / 1000 = 0.182 for the seed, 1000 / 182 = 5.49 normalised.
            #expect(abs(launch.initialVelocity - (formula == .seed ? 0.182 : 5.49)) < 0.02)
            // The spring starts from the laid-out frame (the constant snapped to 1/64 pt) at the
            // release: the frame that delivered the release already shows it moving.
            let start = (launch.from * 64).rounded() / 64
            #expect(abs(start - launch.from) <= BottomSheetStage.layoutGrain / 2)
            let first = BottomSheetStage.closedFormTop(launch, from: start, at: stage.host.time - released)
            #expect(abs(stage.top - first) < 1e-6, "the release's frame: \(stage.top) against \(first)")
            let tops = stage.tops(frames: 31)
            for (index, top) in tops.enumerated() {
                let elapsed = stage.host.time - Double(30 - index) / 60 - released
                let closedForm = BottomSheetStage.closedFormTop(launch, from: start, at: elapsed)
                #expect(abs(top - closedForm) < 1e-6, "frame \(index + 1): \(top) against \(closedForm)")
            }
            // Damping 0.6 overshoots expanded, then settles on it at 0.5 s.
            #expect(tops.min().map { $0 < 95 && $0 > 60 } == true)
            #expect(stage.top == 100 && !stage.scene.sheet.hasPresentationValues)
        }

        // MARK: Grabbing mid-spring

        /// Grabs the sheet `frames` frames into a fling's spring (finger down, not moving); returns
        /// the top just before, the top after the grab's frame, where the finger went down, and the stage.
        private func grab(
            afterFrames frames: Int
        ) throws
            -> (before: CGFloat, after: CGFloat, down: CGPoint, stage: BottomSheetStage)
        {
            let stage = try BottomSheetStage.atHalf()
            stage.flingUpFromHalf()
            _ = stage.tops(frames: frames)
            #expect(stage.scene.animator?.isRunning == true)
            let before = stage.top
            let down = stage.pointOnSheet()
            stage.pointer(.began, at: down, after: 0.001)
            return (before, stage.top, down, stage)
        }

        @Test func grabbingMidSpringTakesTheSheetWhereItIsSeenAndTracksOneToOne() throws {
            var largestJump: CGFloat = 0
            for frames in [1, 3, 5, 8, 12, 18, 25] {
                let (before, after, down, stage) = try grab(afterFrames: frames)
                largestJump = max(largestJump, abs(after - before))
                #expect(abs(after - before) <= 0.5, "grabbed after \(frames) frames: \(before) → \(after)")
                #expect(stage.scene.animator == nil && !stage.scene.sheet.hasPresentationValues)
                // The constant takes the top as seen; laid out, it snaps to the layout's grain.
                let grain = BottomSheetStage.layoutGrain
                #expect(abs(stage.scene.topConstant - after) <= grain / 2)
                // The finger moves; the sheet follows it point for point (the pan began on touch-down).
                var script = PointerScript()
                script.down(at: down, time: stage.host.time)  // only sets the script's start: the finger is down
                script.drag(to: CGPoint(x: 195, y: down.y + 37), duration: 0.2)
                stage.host.play(Array(script.events.dropFirst()), delegate: stage.app)
                // Above expanded the grab is in the rubber band, and the band gives less than 37 pt.
                let geometry = stage.scene.geometry
                // The drag's origin is the raw top whose band is where the sheet was seen.
                let origin = stage.scene.oldTop
                let atGrab = try #require(geometry.draggedTop(from: origin, translation: 0, rubberBands: true))
                #expect(abs(atGrab - after) <= grain / 2)
                let followed = try #require(geometry.draggedTop(from: origin, translation: 37, rubberBands: true))
                #expect(
                    abs(stage.top - followed) <= grain / 2, "grabbed after \(frames) frames at \(after): \(stage.top)")
                if after >= 100 { #expect(abs(stage.top - (after + 37)) <= grain) }
                #expect(stage.scene.backdrop.alpha == stage.scene.geometry.backdropAlpha(top: stage.top))
            }
            print("bottom sheet: largest jump when grabbed mid-spring \(largestJump) pt")
        }

        @Test func grabbingDuringTheOvershootAboveExpandedContinuesInTheBand() throws {
            let stage = try BottomSheetStage.atHalf()
            stage.flingUpFromHalf()
            stage.runToOvershootPeak()
            let before = stage.top
            #expect(before < 100)
            let down = stage.pointOnSheet()
            stage.pointer(.began, at: down, after: 0.001)
            #expect(abs(stage.top - before) <= 0.5)
            // Up by 20 pt: the band gives less than 20, from where it was seen.
            stage.pointer(.moved, at: CGPoint(x: 195, y: down.y - 20))
            #expect(stage.top < before && stage.top > before - 20 * 0.55)
            // Back down to where it was grabbed: where it was seen (to the layout's grain).
            stage.pointer(.moved, at: down)
            #expect(abs(stage.top - before) <= BottomSheetStage.layoutGrain / 2)
        }

        @Test func aTapOnAMovingSheetCatchesItAndLetsItGoToTheNearestState() throws {
            let (_, after, _, stage) = try grab(afterFrames: 4)
            stage.pointer(.ended, at: stage.pointOnSheet(), after: 0.08)
            #expect(stage.scene.expansionState == stage.scene.geometry.nearestState(to: after))
            stage.settle()
            #expect(!stage.scene.pan.beginsImmediately)
        }

        // MARK: Backdrop

        @Test func theBackdropAlphaFollowsProgressOnEveryFrame() throws {
            let stage = try BottomSheetStage()
            #expect(stage.scene.backdrop.alpha == 0)
            stage.firstFrame()
            func check(_ moment: String) {
                let top = stage.top
                let progress = (744 - top) / 644
                let expected = 0.4 * min(max(progress, 0), 1)
                #expect(abs(stage.scene.backdrop.alpha - expected) < 1e-12, "\(moment): top \(top)")
            }
            // The appear spring (past half and back).
            for index in 0..<40 {
                stage.frame()
                check("appear frame \(index)")
            }
            #expect(stage.scene.backdrop.alpha == 0.2)
            // A drag, frame by frame.
            var script = PointerScript()
            script.down(at: stage.pointOnSheet(), time: stage.host.time)
            script.drag(to: CGPoint(x: 195, y: 300), duration: 0.5)
            for event in script.events {
                stage.host.play([event], delegate: stage.app)
                check("drag")
            }
            // A fling up to expanded; its spring overshoots above it, where alpha stays at 0.4.
            script.drag(to: CGPoint(x: 195, y: 200), duration: 0.08)
            script.up()
            stage.host.play(Array(script.events.suffix(6)), delegate: stage.app)
            #expect(stage.scene.expansionState == .expanded)
            var sawOvershoot = false
            for index in 0..<40 {
                stage.frame()
                check("fling frame \(index)")
                sawOvershoot = sawOvershoot || stage.top < 100
            }
            #expect(sawOvershoot && stage.scene.backdrop.alpha == 0.4)
        }

        @Test func tappingTheBackdropSendsTheSheetToHalf() throws {
            let stage = try BottomSheetStage.resting(in: .expanded)
            #expect(stage.scene.backdrop.alpha == 0.4)
            stage.host.play(PointerScript.tap(at: CGPoint(x: 195, y: 60), time: stage.host.time), delegate: stage.app)
            #expect(stage.scene.expansionState == .half)
            stage.settle()
            #expect(stage.top == 422 && stage.scene.backdrop.alpha == 0.2)
            // Compressed, the backdrop is clear and lets taps through (nothing happens).
            stage.tapHandle()
            stage.tapHandle()
            #expect(stage.scene.expansionState == .compressed && stage.scene.backdrop.alpha == 0)
            stage.host.play(PointerScript.tap(at: CGPoint(x: 195, y: 300), time: stage.host.time), delegate: stage.app)
            #expect(stage.scene.expansionState == .compressed)
        }

        // MARK: Handle, keys, cancel

        @Test func aTapOnTheHandleCyclesTheStates() throws {
            let stage = try BottomSheetStage.atHalf()
            var visited: [ExpansionState] = []
            for _ in 0..<3 {
                stage.tapHandle()
                visited.append(stage.scene.expansionState)
                #expect(stage.top == stage.scene.geometry.top(for: stage.scene.expansionState))
                #expect(stage.scene.lastLaunch?.initialVelocity == 0.08)  // a tap has no velocity
                #expect(
                    stage.scene.inspectorReadout?.contains("initial velocity 0.08 (seed 1/|v/d|) · v/d would give 0.00")
                        == true)
            }
            #expect(visited == [.expanded, .compressed, .half])
        }

        @Test func keysSwitchTheFormulaTheBandAndTheProjectionAndTheReadoutShowsTheLastRelease() throws {
            let stage = try BottomSheetStage.atHalf()
            let readout = try #require(stage.scene.inspectorReadout)
            #expect(readout.hasPrefix("→ half · v 50 pt/s over 322 pt"))
            #expect(readout.contains("initial velocity 6.44 (seed 1/|v/d|) · v/d would give -0.16"))
            #expect(!stage.scene.decidesByProjection)
            for key in ["v", "b", "d"] {
                stage.app.handle(.key(KeyEvent(key: .character(Character(key)), timestamp: stage.host.time)))
            }
            #expect(
                stage.scene.velocityFormula == .normalised && !stage.scene.rubberBands
                    && stage.scene.decidesByProjection)
            #expect(stage.scene.switches.map { "\($0.key)\($0.isOn())" } == ["vtrue", "bfalse", "dtrue"])
        }

        /// The release figures are the inspector's SCENE section, refreshed with the panel; a scene
        /// without figures shows no section.
        @Test func theInspectorShowsTheLastReleaseInItsSceneSection() throws {
            let stage = try BottomSheetStage.atHalf()
            stage.app.setInspectorShown(true)
            let inspector = try #require(stage.app.inspector)
            stage.flingUpFromHalf()
            for _ in 0..<Inspector.refreshInterval { stage.frame() }
            #expect(!inspector.sceneReadout.isHidden && !inspector.sceneHeader.isHidden)
            #expect(inspector.sceneReadout.text == stage.scene.inspectorReadout)
            #expect(inspector.sceneReadout.text.hasPrefix("→ expanded · v -1000 pt/s"))
            #expect(inspector.sceneReadout.frame.minY > inspector.tuningSection.frame.maxY)
            #expect(inspector.sceneReadout.frame.maxY <= inspector.panel.bounds.height)
            stage.app.handle(.key(KeyEvent(key: .character("3"), timestamp: stage.host.time)))
            #expect(inspector.sceneReadout.isHidden && inspector.sceneHeader.isHidden)
        }

        @Test func aSceneLeftMidSpringLeavesNothingRunning() throws {
            // No stage here: nothing but the app may hold the first scene, so that it goes away.
            let (host, app, _) = try makeScene(BottomSheetScene.self)
            weak var first = app.scene as? BottomSheetScene
            host.advance(by: 0, delegate: app)
            host.run(for: 0.1, delegate: app)
            #expect(host.window.animationDriver.isAnimating)
            app.handle(.key(KeyEvent(key: .character("r"), timestamp: host.time)))  // a fresh scene 4
            host.run(for: 1, delegate: app)
            #expect(first == nil)
            #expect(!host.window.animationDriver.isAnimating)  // its dimming link did not stay behind
        }

        @Test func escapeDuringADragReturnsTheSheetToItsState() throws {
            let stage = try BottomSheetStage.atHalf()
            stage.drag(by: -200, duration: 0.3, release: false)
            let held = 222 - BottomSheetStage.slopTaken(dy: -200, duration: 0.3)
            #expect(abs(stage.top - held) <= BottomSheetStage.layoutGrain / 2)
            stage.app.handle(.key(KeyEvent(key: .escape, timestamp: stage.host.time)))
            #expect(!stage.app.wantsToQuit && stage.scene.expansionState == .half)
            stage.settle()
            #expect(stage.top == 422)
        }
    }
}
