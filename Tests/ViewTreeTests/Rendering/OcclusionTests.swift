import Foundation
import Testing
@testable import ViewTree

/// Occlusion culling's rectangle arithmetic: a cover takes a side off only when it spans the
/// rectangle across, several covers in turn, and nothing is taken that is not covered.
@MainActor
struct OcclusionTests {
    let screen = CGRect(x: 0, y: 0, width: 780, height: 1688)

    @Test func aSheetAcrossTheBottomLeavesTheBandAboveIt() {
        let sheet = CGRect(x: 0, y: 600, width: 780, height: 1200)
        #expect(Rasterizer.uncoveredPart(of: screen, by: [sheet]) == CGRect(x: 0, y: 0, width: 780, height: 600))
    }

    @Test func coversTakeSidesInTurnAndTogetherCanHideEverything() {
        let header = CGRect(x: -10, y: -10, width: 800, height: 410)
        let sheet = CGRect(x: 0, y: 1000, width: 780, height: 700)
        #expect(Rasterizer.uncoveredPart(of: screen, by: [header, sheet]) == CGRect(x: 0, y: 400, width: 780, height: 600))
        let middle = CGRect(x: 0, y: 390, width: 780, height: 620)
        #expect(Rasterizer.uncoveredPart(of: screen, by: [header, sheet, middle]) == nil)
    }

    @Test func aCoverThatDoesNotSpanTheRectangleTakesNothing() {
        let card = CGRect(x: 100, y: 100, width: 300, height: 400)
        let narrow = CGRect(x: 0, y: 1500, width: 700, height: 300)
        #expect(Rasterizer.uncoveredPart(of: screen, by: [card, narrow]) == screen)
    }

    @Test func aLeftColumnTakesTheLeftSide() {
        let column = CGRect(x: -5, y: -5, width: 300, height: 2000)
        #expect(Rasterizer.uncoveredPart(of: screen, by: [column]) == CGRect(x: 295, y: 0, width: 485, height: 1688))
    }
}
