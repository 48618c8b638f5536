import FluidTestSupport
import Foundation
import Testing
import ViewTree

@testable import FluidPlayground
@testable import Scenes

/// Live tuning: the model, `--set`'s checks, and for each scene that its main numbers,
/// tuned, change what the next gesture does as the parameter says — and the seed's back on reset.
@MainActor
@Suite struct TuningModelTests {
    @Test func everyScenesParametersHaveUniqueKeysAndSeedsInRange() {
        let all = SceneList.seeds.parameters
        #expect(Set(all.map(\.key)).count == all.count)
        #expect(all.allSatisfy { $0.range.contains($0.seed) && $0.step > 0 })
        for type in SceneList.seeds.all where type.number != 0 {
            #expect(!type.tunables.isEmpty, "scene \(type.number) tunes nothing")
        }
    }

    /// A scene with tunables but no code of its own gets them copied as constants, tuned values in.
    @Test func tunablesWithoutCodeAreCopiedAsConstants() {
        let tuning = Tuning(), damping = BottomSheetScene.dampingParameter
        tuning.set(damping, to: 0.8)
        let text = tuning.swiftDeclarations(of: [damping])
        #expect(
            text
                == "let damping: CGFloat = \(damping.formatted(0.8)) // sheet.damping: \(damping.title), seed \(damping.formatted(0.6))"
                + (damping.unit.isEmpty ? "" : " \(damping.unit)"), "\(text)")
    }

    @Test func setKeepsValuesInRangeAndTheSeedUntunes() {
        let tuning = Tuning(), damping = BottomSheetScene.dampingParameter
        var changes: [String] = []
        tuning.didChange = { changes.append($0.key) }
        #expect(tuning.value(damping) == 0.6 && !tuning.isModified(damping))
        tuning.set(damping, to: 0.8)
        #expect(tuning.value(damping) == 0.8 && tuning.isModified(damping) && tuning.modified == [damping])
        tuning.set(damping, to: 7)
        #expect(tuning.value(damping) == 1, "kept in range")
        tuning.set(damping, to: .nan)
        #expect(tuning.value(damping) == 1, "not a number: ignored")
        tuning.reset(damping)
        #expect(tuning.value(damping) == 0.6 && !tuning.isModified(damping))
        #expect(changes == ["sheet.damping", "sheet.damping", "sheet.damping"])
    }

    @Test func assignmentsAreCheckedWithOneLineThatSaysWhatToDo() throws {
        let tuning = Tuning()
        try tuning.apply("sheet.damping=0.75")
        #expect(tuning.value(BottomSheetScene.dampingParameter) == 0.75)
        let refused: [(String, TuningError)] = [
            ("sheet.damping", .malformed("sheet.damping")),
            ("=3", .malformed("=3")),
            ("sheet.dampin=0.7", .unknownParameter("sheet.dampin", known: BottomSheetScene.tunables.map(\.key))),
            ("sheet.damping=soft", .notANumber(key: "sheet.damping", value: "soft")),
            ("sheet.damping=nan", .notANumber(key: "sheet.damping", value: "nan")),
            ("sheet.damping=1.5", .outOfRange(BottomSheetScene.dampingParameter, value: 1.5)),
        ]
        for (text, expected) in refused {
            #expect(throws: expected) { try tuning.apply(text) }
        }
        #expect(
            TuningError.outOfRange(BottomSheetScene.dampingParameter, value: 1.5).description
                == "--set sheet.damping must be from 0.10 to 1.00 (got 1.5); the article's value is 0.60")
        let unknown = TuningError.unknownParameter("sheets.x", known: SceneList.seeds.parameters.map(\.key)).description
        #expect(!unknown.contains("\n") && unknown.contains("cell.openWidth"))
        #expect(tuning.value(BottomSheetScene.dampingParameter) == 0.75, "a refused assignment changes nothing")
    }
}

extension SDLTests {
    @MainActor
    @Suite struct TuningBehaviourTests {
        /// Seed damping 0.6 overshoots expanded (100) on a fling from half; 1.0 does not.
        @Test func sheetDampingOneStopsTheOvershoot() throws {
            for (damping, overshoots) in [(0.6, true), (1.0, false)] {
                let stage = try BottomSheetStage.atHalf()
                stage.app.tuning.set(BottomSheetScene.dampingParameter, to: damping)
                stage.flingUpFromHalf()
                let lowest = stage.tops(frames: 40).min() ?? 0
                #expect((lowest < 99) == overshoots, "damping \(damping): lowest top \(lowest)")
                #expect(stage.top == 100)
            }
        }

        /// A wider dead zone makes the same quick drag a slow one: the sheet goes to the nearest state.
        @Test func sheetDeadZoneDecidesWhatIsSlow() throws {
            let stage = try BottomSheetStage.atHalf()
            stage.app.tuning.set(BottomSheetScene.deadZoneParameter, to: 1000)
            _ = stage.drag(by: -60, duration: 0.2)  // 300 pt/s up, 50 pt: nearer half than expanded
            #expect(stage.scene.expansionState == .half)
            stage.app.tuning.reset(BottomSheetScene.deadZoneParameter)
            stage.settle()
            _ = stage.drag(by: -60, duration: 0.2)
            #expect(stage.scene.expansionState == .expanded, "the seed's 50 pt/s: a fling")
        }

        /// The seed's card returns from a centre at 350; with the right threshold at 300 it is thrown.
        @Test func cardThresholdThreeHundredThrowsAtThreeFifty() throws {
            let stack = try CardStackHarness()
            let first = try #require(stack.top)
            stack.drag(by: CGPoint(x: 200, y: 0))
            #expect(first.thrownDirection == nil)
            stack.run(1)
            stack.app.tuning.set(CardStackScene.rightThrow, to: 300)
            stack.drag(by: CGPoint(x: 200, y: 0))
            #expect(first.thrownDirection == .right)
            stack.run(0.5)
            stack.app.tuning.reset(CardStackScene.rightThrow)
            let second = try #require(stack.top)
            stack.drag(by: CGPoint(x: 200, y: 0))
            #expect(second.thrownDirection == nil, "reset: the seed's 400 again")
        }

        @Test func cardTiltDivisorAndThrowMove() throws {
            let stack = try CardStackHarness()
            let card = try #require(stack.top)
            stack.app.tuning.set(CardStackScene.tiltDivisor, to: 4)
            stack.drag(by: CGPoint(x: 120, y: 0), release: false)
            #expect(
                abs(card.transform.rotationAngle - tan(120.0 / (4 * 300))) < 1e-12, "tan(x / 4w), not the seed's 2w")
            stack.host.send(.focusLost(timestamp: stack.host.time), delegate: stack.app)
            stack.run(1)
            // A slow drag past 400, released at rest: the seed's throw, moved 300 pt on instead of 200.
            stack.app.tuning.set(CardStackScene.throwOffsetX, to: 300)
            stack.drag(by: CGPoint(x: 260, y: 0))
            #expect(card.thrownDirection == .right)
            #expect(card.center == CGPoint(x: 150 + 260 + 300, y: 200 + 75))
        }

        /// Damping 1 springs the cell open without passing 50; the seed's 0.5 overshoots.
        @Test func cellDampingAndOpenWidth() throws {
            let (host, app, scene) = try PlaygroundTests.makeScene(SwipeCellScene.self)
            host.run(for: 1.6, delegate: app)
            let cell = scene.cells[2]
            for (damping, overshoots) in [(0.5, true), (1.0, false)] {
                app.tuning.set(SwipeCellScene.springDamping, to: damping)
                let start = cell.convert(CGPoint(x: 200, y: 36), to: nil)
                host.play(
                    PointerScript.drag(from: start, to: CGPoint(x: start.x + 40, y: start.y), duration: 0.2),
                    delegate: app)
                var widths: [CGFloat] = []
                for _ in 0..<40 {
                    host.advance(by: 1.0 / 60, delegate: app)
                    widths.append(cell.leftView.presentation.bounds.width)
                }
                #expect(((widths.max() ?? 0) > 50.5) == overshoots, "damping \(damping)")
                cell.closeCell()
                host.run(for: 1, delegate: app)
            }
            // A wider open width: an open cell takes it at once.
            cell.openCell()
            host.run(for: 1, delegate: app)
            app.tuning.set(SwipeCellScene.openWidth, to: 80)
            host.window.layoutIfNeeded()
            #expect(cell.leftView.frame.width == 80 && cell.rightView.frame.minX == 80)
        }

        /// Threshold 0: a slow drag to 90 % released at rest completes (the seed's 200 pt/s: falls back).
        @Test func pagerThresholdZeroLetsASlowReleaseComplete() throws {
            let stage = try PagerStage()
            stage.app.tuning.set(SwipePagerScene.thresholdParameter, to: 0)
            var script = stage.swipe(dx: -0.9 * stage.width, speed: 100)
            script.rest(0.1)
            script.up()
            stage.play(script.events)
            let animator = try #require(stage.scene.animator)
            #expect(!animator.isReversed)
            stage.app.tuning.set(SwipePagerScene.durationParameter, to: 1.5)
            #expect(animator.duration == 0.5, "the running animator keeps its duration; the next one takes it")
        }

        /// The header's aspect and the text's inset are layout constants: applied at once.
        @Test func headerAspectAppliesAtOnce() throws {
            let (host, app, scene) = try PlaygroundTests.makeScene(StretchyHeaderScene.self)
            host.window.layoutIfNeeded()
            #expect(scene.imageContainer.frame.height == 273)
            app.tuning.set(StretchyHeaderScene.aspectParameter, to: 1)
            host.window.layoutIfNeeded()
            #expect(scene.imageContainer.frame.height == 390 && scene.imageView.frame.height == 390)
            app.tuning.set(StretchyHeaderScene.insetParameter, to: 30)
            host.window.layoutIfNeeded()
            #expect(scene.infoText.frame.minX == 30)
            app.tuning.reset(StretchyHeaderScene.aspectParameter)
            host.window.layoutIfNeeded()
            #expect(scene.imageContainer.frame.height == 273)
        }
    }
}
