import FluidTestSupport
import Foundation
import Testing
import ViewTree

@testable import FluidPlayground
@testable import Scenes

extension SDLTests {
    /// Scene 3 at 2× at the moments that matter, cropped to the stack and its buttons: the
    /// rasteriser's hardest case — a rounded clip of an image and text on a rotated, moving view
    /// with a shadow shaped by its content, and stamps fading on top.
    @Suite @MainActor
    struct CardStackSnapshotTests {
        @Test func atRest() throws {
            let stack = try CardStackHarness(scale: 2)
            assertImageSnapshot(stack.picture(), named: "rest", tolerance: .softwareRenderer)
        }

        /// Held 120 pt right of rest: tilted by tan(120 / 600) ≈ 11.3°, LIKE at alpha 0.48.
        @Test func draggedRight() throws {
            let stack = try CardStackHarness(scale: 2)
            stack.drag(by: CGPoint(x: 120, y: 0), release: false)
            let card = try #require(stack.top)
            #expect(abs(card.likeOverlay.alpha - 0.48) < 1e-12)
            assertImageSnapshot(stack.picture(), named: "right120", tolerance: .softwareRenderer)
        }

        /// Flicked right at 1,200 pt/s from dx 90, 0.1 s into the flight: still tilted, half off
        /// the screen, fading, the LIKE stamp coming up to full. (The seed's own throw starts with
        /// the card's centre already past the screen's edge; its picture would show a sliver.)
        @Test func midThrow() throws {
            let stack = try CardStackHarness(scale: 2)
            stack.flick(by: CGPoint(x: 90, y: -12), speed: 1200)
            let card = try #require(stack.top)
            #expect(card.thrownDirection == .right)
            stack.run(0.1)
            #expect(card.presentation.alpha > 0.3 && card.presentation.alpha < 0.8)
            assertImageSnapshot(stack.picture(), named: "throw", tolerance: .softwareRenderer)
        }

        /// After the throw and the 0.2 s re-layout: the next three cards in their places.
        @Test func relaidOut() throws {
            let stack = try CardStackHarness(scale: 2)
            stack.throwTop(.left)
            stack.run(0.6)
            #expect(stack.names == (1..<4).map(CardStackHarness.name))
            assertImageSnapshot(stack.picture(), named: "next", tolerance: .softwareRenderer)
        }

        /// Every card thrown: the empty view with its message and Reload.
        @Test func emptyView() throws {
            let stack = try CardStackHarness(scale: 2)
            for number in 0..<CardsDataModel.catalog.count {
                stack.throwTop(number % 3 == 0 ? .left : .right)
                stack.run(0.3)
            }
            stack.run(0.3)
            let emptyShown = stack.container.emptyView != nil
            #expect(emptyShown)
            assertImageSnapshot(stack.picture(), named: "empty", tolerance: .softwareRenderer)
        }
    }
}
