import FluidTestSupport
import Foundation
import Testing
import ViewTree

@testable import FluidPlayground
@testable import Scenes

extension SDLTests {
    /// Scene 4's list: a scroll view that the sheet tracks as FloatingPanel's
    /// `track(scrollView:)` does, driven by scripted drags on the virtual clock — it scrolls only at
    /// `expanded`, hands a drag down to the sheet at its top without a jump, and shows its last row
    /// whole above the home indicator.
    @Suite @MainActor
    struct BottomSheetListTests {
        /// A point on the list, `y` in window coordinates.
        static let listX: CGFloat = 195

        /// A drag on the list from `y` by `dy` over `duration` at 60 events a second, resting
        /// `rest` before lifting (unless `release` is false). Returns the tops and list offsets
        /// after every event.
        @discardableResult
        private func dragList(
            _ stage: BottomSheetStage, from y: CGFloat, by dy: CGFloat, duration: TimeInterval,
            rest: TimeInterval = 0, release: Bool = true
        ) -> [(top: CGFloat, offset: CGFloat)] {
            var script = PointerScript()
            script.down(at: CGPoint(x: Self.listX, y: y), time: stage.host.time)
            script.drag(to: CGPoint(x: Self.listX, y: y + dy), duration: duration)
            script.rest(rest)
            if release { script.up() }
            var seen: [(top: CGFloat, offset: CGFloat)] = []
            for event in script.events {
                stage.host.play([event], delegate: stage.app)
                seen.append((stage.top, stage.scene.sheet.list.contentOffset.y))
            }
            return seen
        }

        private var slop: CGFloat { PanGestureRecognizer.defaultSlop }

        /// A resting expanded sheet whose list is scrolled down by `offset` points (a slow drag
        /// up, rested before lifting so that nothing glides).
        private func expanded(scrolledBy offset: CGFloat) throws -> BottomSheetStage {
            let stage = try BottomSheetStage.resting(in: .expanded)
            if offset > 0 {
                dragList(stage, from: 700, by: -(offset + slop), duration: 0.6, rest: 0.1)
                stage.settle()
            }
            #expect(stage.scene.sheet.list.contentOffset.y == offset)
            return stage
        }

        // MARK: Scrolling at expanded

        @Test func atExpandedADragUpScrollsTheListAndTheSheetStays() throws {
            let stage = try expanded(scrolledBy: 0)
            // The list scrolls 91 pt: 720 pt of rows and 34 under the last in a 663 pt frame.
            #expect(stage.scene.sheet.list.maximumContentOffset.y == 91)
            let seen = dragList(stage, from: 700, by: -70, duration: 0.7, rest: 0.1)
            #expect(seen.allSatisfy { $0.top == 100 })
            #expect(stage.scene.sheet.list.contentOffset.y == 60)  // 1:1 once past the slop
            #expect(stage.scene.dragOwner == .list && stage.scene.expansionState == .expanded)
            #expect(stage.scene.animator == nil)
        }

        /// Scrolled to the end, the twelfth row ends above the home indicator's 34 pt and the
        /// screen shows it whole.
        @Test func scrolledToTheEndTheLastRowShowsWholeAboveTheHomeIndicator() throws {
            let stage = try BottomSheetStage.resting(in: .expanded)
            let list = stage.scene.sheet.list
            // A long slow drag up, rested: past the end, it bounces back there.
            dragList(stage, from: 780, by: -300, duration: 1.2, rest: 0.1)
            stage.host.run(for: 2, delegate: stage.app)  // the bounce back to the end
            #expect(list.contentOffset.y == list.maximumContentOffset.y)
            let last = try #require(stage.scene.sheet.rows.last)
            let frame = last.convert(last.bounds, to: nil)
            let homeIndicatorTop = 844 - Screen.phone().safeAreaInsets.bottom
            #expect(frame.maxY == homeIndicatorTop, "the last row ends at \(frame.maxY)")
            #expect(frame.minY >= list.convert(list.bounds, to: nil).minY)
            #expect(stage.top == 100)
            stage.host.render()
            assertImageSnapshot(stage.host.snapshot(), named: "expandedScrolledToTheEnd", tolerance: .softwareRenderer)
        }

        /// On a screen with other insets (852 pt, 59 pt under the Dynamic Island) the states keep
        /// their distance from the safe area and the last row still ends above the home indicator.
        @Test func onAnotherScreenTheTopsAndTheListFollowTheSafeArea() throws {
            let screen = Screen(
                size: CGSize(width: 393, height: 852), scale: 1,
                safeAreaInsets: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
            for (state, top) in [(ExpansionState.compressed, 752), (.half, 426), (.expanded, 112)]
                as [(ExpansionState, CGFloat)]
            {
                let stage = try BottomSheetStage.resting(in: state, screen: screen)
                #expect(stage.top == top, "\(state)")
            }
            let stage = try BottomSheetStage.resting(in: .expanded, screen: screen)
            let list = stage.scene.sheet.list
            #expect(list.convert(list.bounds, to: nil).maxY == 852)
            dragList(stage, from: 780, by: -300, duration: 1.2, rest: 0.1)
            stage.host.run(for: 2, delegate: stage.app)
            let last = try #require(stage.scene.sheet.rows.last)
            let homeIndicatorTop: CGFloat = 852 - 34
            #expect(last.convert(last.bounds, to: nil).maxY == homeIndicatorTop)
        }

        // MARK: Below expanded the list moves the sheet

        @Test(arguments: [ExpansionState.half, .compressed])
        func belowExpandedADragOnTheListMovesTheSheet(_ state: ExpansionState) throws {
            let stage = try BottomSheetStage.resting(in: state)
            let start = stage.top + 90  // on the list (its first row)
            let seen = dragList(stage, from: start, by: -160, duration: 0.8, rest: 0.1, release: false)
            #expect(seen.allSatisfy { $0.offset == 0 })
            #expect(stage.top == stage.scene.geometry.top(for: state) - 150)
            #expect(stage.scene.dragOwner == .sheet)
            stage.pointer(.ended, at: CGPoint(x: Self.listX, y: start - 160))
            stage.settle()
            #expect(stage.scene.sheet.list.contentOffset.y == 0)
        }

        @Test func aTouchOnTheListWhileTheSheetSpringsCatchesTheSheet() throws {
            // A sheet on its way to expanded: the handle tapped at half, 10 frames in.
            let stage = try BottomSheetStage.atHalf()
            stage.host.play(
                PointerScript.tap(at: stage.pointOnSheet(below: 14), time: stage.host.time), delegate: stage.app)
            for _ in 0..<3 { stage.frame() }
            let seenTop = stage.top
            #expect(stage.scene.animator != nil && seenTop > 100)
            stage.pointer(.began, at: CGPoint(x: Self.listX, y: seenTop + 200))
            #expect(stage.scene.animator == nil && stage.scene.dragOwner == .sheet)
            stage.pointer(.moved, at: CGPoint(x: Self.listX, y: seenTop + 160))
            #expect(abs(stage.top - (seenTop - 40)) <= BottomSheetStage.layoutGrain)
            #expect(stage.scene.sheet.list.contentOffset.y == 0)
        }

        // MARK: Hand-over at the list's top

        @Test func atExpandedADragDownFromTheListsTopMovesTheSheet() throws {
            let stage = try expanded(scrolledBy: 0)
            let seen = dragList(stage, from: 300, by: 210, duration: 0.7, rest: 0.1, release: false)
            #expect(seen.allSatisfy { $0.offset == 0 })
            #expect(zip(seen, seen.dropFirst()).allSatisfy { $0.top <= $1.top })
            #expect(stage.top == 300)  // 1:1 past the slop
            #expect(stage.scene.dragOwner == .sheet)
            // Released slowly at 300: nearest is half.
            stage.pointer(.ended, at: CGPoint(x: Self.listX, y: 510))
            #expect(stage.scene.expansionState == .half)
        }

        /// One drag down on a list scrolled by 80 pt: the list scrolls back to its top, then the
        /// sheet follows — the finger's travel is always the list's scroll plus the sheet's move,
        /// event by event, so nothing jumps. Flung at the end, the sheet leaves on the seed's rule
        /// and the list does not glide.
        @Test func aDragThatScrollsTheListToItsTopHandsOverToTheSheetWithoutAJump() throws {
            let stage = try expanded(scrolledBy: 80)
            // 400 pt down in 0.5 s: 800 pt/s, 13.3 pt a frame.
            let seen = dragList(stage, from: 250, by: 400, duration: 0.5)
            let travelled = seen.map { ($0.top - 100) + (80 - $0.offset) }
            // Every move after the one that began the pans (the down, the slop, and the lift
            // aside): the sum follows the finger, which moves the same each event (within the
            // 1/64 pt layout grain).
            let steps = zip(travelled, travelled.dropFirst()).map { $1 - $0 }.dropFirst(2).dropLast()
            let step: CGFloat = 400.0 / 30
            #expect(steps.allSatisfy { abs($0 - step) <= BottomSheetStage.layoutGrain }, "\(steps)")
            #expect(
                seen.contains { $0.offset > 0 && $0.offset < 80 } && seen.contains { $0.top > 100 && $0.offset == 0 })
            #expect(seen.allSatisfy { $0.offset >= 0 }, "the list never bounces past its top")
            let last = try #require(seen.dropLast().last)  // the last move, before the lift
            #expect(abs(last.top - (100 + 400 - slop - 80)) <= BottomSheetStage.layoutGrain)
            // A fast fling down from expanded: the seed's next state, half; the list stays at its
            // top on every frame (it does not glide, or bounce, on the finger's 800 pt/s).
            #expect(stage.scene.expansionState == .half)
            let offsets = (0..<45).map { _ in
                stage.frame()
                return stage.scene.sheet.list.contentOffset.y
            }
            #expect(offsets.allSatisfy { $0 == 0 }, "\(offsets)")
            #expect(stage.top == 422)
        }

        /// A touch on the gliding list catches it at once (its pan begins on touch-down, the
        /// sheet's only past the slop): the hand-over still follows the finger exactly.
        @Test func aDragThatCatchesTheGlidingListHandsOverWithoutAJumpToo() throws {
            let stage = try expanded(scrolledBy: 0)
            // A gentle flick (100 pt/s): the list glides on towards 65, inside its range.
            dragList(stage, from: 700, by: -25, duration: 0.25)
            for _ in 0..<4 { stage.frame() }
            let list = stage.scene.sheet.list
            #expect(list.isScrollAnimating)
            #expect(list.contentOffset.y > 15 && list.contentOffset.y < 40)
            let seen = dragList(stage, from: 400, by: 300, duration: 0.5, release: false)
            #expect(!list.isScrollAnimating && stage.scene.dragOwner == .sheet)
            // Where the touch-down stopped it (the glide ran on to the event's time).
            let caught = try #require(seen.first).offset
            // From the touch on, the list's scroll plus the sheet's move is the finger's travel.
            let step: CGFloat = 10
            for (index, moment) in seen.enumerated() {
                let travelled = (moment.top - 100) + (caught - moment.offset)
                #expect(
                    abs(travelled - CGFloat(index) * step) <= BottomSheetStage.layoutGrain, "event \(index): \(moment)")
            }
            stage.pointer(.ended, at: CGPoint(x: Self.listX, y: 700))
        }

        /// Once the sheet has the drag it keeps it: back up past expanded it rubber-bands, and the
        /// list stays at its top.
        @Test func afterTheHandOverTheSheetKeepsTheDragUntilTheFingerLifts() throws {
            let stage = try expanded(scrolledBy: 60)
            var script = PointerScript()
            script.down(at: CGPoint(x: Self.listX, y: 300), time: stage.host.time)
            script.drag(to: CGPoint(x: Self.listX, y: 470), duration: 0.5)  // 60 back, 100 of sheet
            script.drag(to: CGPoint(x: Self.listX, y: 250), duration: 0.6)  // 220 up: 120 above expanded
            script.rest(0.1)
            stage.host.play(script.events, delegate: stage.app)
            #expect(stage.scene.sheet.list.contentOffset.y == 0)
            let band = 0.55 * 120 * 100 / (100 + 0.55 * 120)
            #expect(abs(stage.top - (100 - band)) <= BottomSheetStage.layoutGrain)
            stage.pointer(.ended, at: script.location)
            stage.settle()
            #expect(stage.top == 100 && stage.scene.sheet.list.contentOffset.y == 0)
        }
    }
}
