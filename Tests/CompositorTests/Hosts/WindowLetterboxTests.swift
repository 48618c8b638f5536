import CSDL2
import Foundation
import Testing

@testable import Compositor
@testable import ViewTree

/// What the window fills around the canvas and the side panel (`WindowHost.uncovered`): exactly
/// the output's pixels that neither covers, each once.
@MainActor
@Suite struct WindowLetterboxTests {
    /// Each output pixel's count of `rects` covering it.
    private func coverage(width: Int32, height: Int32, _ rects: [SDL_Rect]) -> [Int] {
        var counts = [Int](repeating: 0, count: Int(width * height))
        for rect in rects {
            for y in max(0, rect.y)..<min(height, rect.y + rect.h) {
                for x in max(0, rect.x)..<min(width, rect.x + rect.w) { counts[Int(y * width + x)] += 1 }
            }
        }
        return counts
    }

    @Test(arguments: [
        // A canvas letterboxed at the sides, one at the top and bottom, one filling the output.
        [SDL_Rect(x: 13, y: 0, w: 40, h: 90)],
        [SDL_Rect(x: 0, y: 7, w: 60, h: 70)],
        [SDL_Rect(x: 0, y: 0, w: 60, h: 90)],
        // The canvas with a shorter panel at its right, centred.
        [SDL_Rect(x: 5, y: 2, w: 30, h: 86), SDL_Rect(x: 35, y: 2, w: 20, h: 50)],
        // Beyond the output's edges (a window dragged smaller than its content).
        [SDL_Rect(x: -10, y: -5, w: 50, h: 120), SDL_Rect(x: 40, y: 30, w: 90, h: 10)],
    ])
    func fillsEveryUncoveredPixelOnce(shown: [SDL_Rect]) {
        let (width, height): (Int32, Int32) = (60, 90)
        let gaps = WindowHost.uncovered(width: width, height: height, by: shown)
        let covered = coverage(width: width, height: height, shown),
            filled = coverage(width: width, height: height, gaps)
        #expect(zip(covered, filled).allSatisfy { ($0 > 0 && $1 == 0) || ($0 == 0 && $1 == 1) })
    }

    @Test func aCanvasFillingTheOutputLeavesNothingToFill() {
        #expect(WindowHost.uncovered(width: 780, height: 1688, by: [SDL_Rect(x: 0, y: 0, w: 780, h: 1688)]).isEmpty)
        #expect(WindowHost.uncovered(width: 0, height: 10, by: []).isEmpty)
        #expect(WindowHost.uncovered(width: 4, height: 3, by: []).map { [$0.x, $0.y, $0.w, $0.h] } == [[0, 0, 4, 3]])
    }
}

/// How `I` sizes the window (`WindowHost.windowWidth`): the phone keeps its size on screen, a
/// window already wide enough keeps its width, the display's edge bounds it, and closing gives
/// back what opening took.
@Suite struct SidePanelWindowWidthTests {
    let phone = CGSize(width: 390, height: 844)
    let withPanel = CGSize(width: 390 + 360, height: 844)

    @Test func aWindowTheSizeOfThePhoneWidensByThePanel() {
        let opened = WindowHost.windowWidth(
            showing: withPanel, after: phone, in: phone, usableWidth: 1920, widthAddedForPanel: 0)
        #expect(opened == (width: 750, added: 360))
        let closed = WindowHost.windowWidth(
            showing: phone, after: withPanel, in: CGSize(width: 750, height: 844),
            usableWidth: 1920, widthAddedForPanel: opened.added)
        #expect(closed == (width: 390, added: 0))
    }

    /// A window resized to 1000 × 844 letterboxes the phone at 1:1: the panel fits beside it, so
    /// the window keeps its width (it widened to 1923 px on a 1920 px screen before).
    @Test func aWindowAlreadyWideEnoughKeepsItsWidth() {
        let opened = WindowHost.windowWidth(
            showing: withPanel, after: phone, in: CGSize(width: 1000, height: 844),
            usableWidth: 1920, widthAddedForPanel: 0)
        #expect(opened == (width: 1000, added: 0))
        let closed = WindowHost.windowWidth(
            showing: phone, after: withPanel, in: CGSize(width: 1000, height: 844),
            usableWidth: 1920, widthAddedForPanel: 0)
        #expect(closed.width == 1000)
    }

    /// Twice the phone's height: the phone shows at 2×, the panel needs 720 more, and the
    /// display's usable width caps it.
    @Test func theDisplaysEdgeBoundsTheWidening() {
        let window = CGSize(width: 780, height: 1688)
        #expect(
            WindowHost.windowWidth(
                showing: withPanel, after: phone, in: window, usableWidth: 3000, widthAddedForPanel: 0)
                == (width: 1500, added: 720))
        #expect(
            WindowHost.windowWidth(
                showing: withPanel, after: phone, in: window, usableWidth: 1200, widthAddedForPanel: 0)
                == (width: 1200, added: 420))
    }
}
