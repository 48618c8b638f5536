import Compositor
import FluidTestSupport
import Foundation
import SeedArticles
import Testing
import ViewTree

extension SDLTests {
    /// Seed 000's swipe cells, as written against `import UIKit` and `import SnapKit`, in a headless
    /// 390 × 844 window: six rows of 44 pt whose red left view is pulled open by a pan, rubber-banding
    /// by ⅕ past its open width of 50 pt while the blue view follows the finger, and springing open
    /// (0.5 s, damping 0.5) or closed (10 pt) by the release's direction. The playground scene's
    /// numbers (SwipeCellTests).
    @Suite @MainActor
    struct SeedSwipeCellPortTests {
        @MainActor
        struct Stage {
            let host: HeadlessHost
            let controller = SwipeCellViewController()
            let tableView: TableView

            init() throws {
                host = try HeadlessHost(screen: .phone(scale: 1), fonts: TestAssets.fonts)
                controller.present(in: host.window)
                host.render()
                tableView = try #require(controller.view.subviews.first as? TableView)
            }

            func cell(_ row: Int) throws -> AnimationCell {
                try #require(tableView.cellForRow(at: IndexPath(row: row, section: 0)) as? AnimationCell)
            }

            /// The red view's width and the blue view's leading and trailing edges, in the cell.
            func edges(_ cell: AnimationCell) -> (left: CGFloat, rightLeading: CGFloat, rightTrailing: CGFloat) {
                host.window.layoutIfNeeded()
                return (cell.leftView.frame.width, cell.rightView.frame.minX, cell.rightView.frame.maxX)
            }
        }

        @Test func theTableShowsSixRowsOfTheArticlesClosedCells() throws {
            let stage = try Stage()
            #expect(stage.tableView.visibleCells.count == 6)
            for row in 0..<6 {
                let cell = try stage.cell(row)
                #expect(cell.frame == CGRect(x: 0, y: 44 * CGFloat(row), width: 390, height: 44))
                let edges = stage.edges(cell)
                #expect(edges.left == 10)
                #expect(edges.rightLeading == 10)
                #expect(edges.rightTrailing == 390)
                #expect(cell.leftView.backgroundColor == .red)
                #expect(cell.backgroundColor == .gray)
            }
        }

        @Test func aPanRubberBandsPastTheOpenWidthAndSpringsOpen() throws {
            let stage = try Stage()
            let cell = try stage.cell(2)
            // From x 20 in row 2 (y 110) right by 130 pt; the pan's translation starts after the
            // 10 pt slop.
            stage.host.drag(
                from: CGPoint(x: 20, y: 110), to: CGPoint(x: 150, y: 110), duration: 0.5,
                rest: 0.1, release: false, settle: 0)
            let edges = stage.edges(cell)
            let translation = edges.rightLeading - 10
            #expect(translation > 100)
            #expect(
                abs(edges.left - (50 + (10 + translation - 50) / 5)) <= 1.0 / 64,
                "the article's ⅕ rubber band (frames snap to 1/64 pt)")
            #expect(abs(edges.rightTrailing - (390 + translation)) <= 1.0 / 64, "the blue view slides, not squeezed")
            // Released moving right: the article's spring opens it.
            stage.host.send(
                .pointer(
                    PointerEvent(
                        phase: .ended, location: CGPoint(x: 150, y: 110),
                        timestamp: stage.host.time + 0.01)))
            stage.host.advance(by: 0.05)
            #expect(cell.currentCellStatus == .opened)
            stage.host.advance(by: 0.7)
            let open = stage.edges(cell)
            #expect(open.left == 50)
            #expect(open.rightLeading == 50)
            #expect(open.rightTrailing == 430)
            #expect(!cell.rightView.hasPresentationValues, "the spring has settled")
        }

        @Test func aPanReleasedMovingLeftClosesTheCell() throws {
            let stage = try Stage()
            let cell = try stage.cell(0)
            stage.host.drag(from: CGPoint(x: 20, y: 22), to: CGPoint(x: 120, y: 22), duration: 0.3, settle: 0.7)
            #expect(cell.currentCellStatus == .opened)
            stage.host.drag(from: CGPoint(x: 200, y: 22), to: CGPoint(x: 150, y: 22), duration: 0.2, settle: 0.7)
            #expect(cell.currentCellStatus == .closed)
            let edges = stage.edges(cell)
            #expect(edges.left == 10)
            #expect(edges.rightLeading == 10)
            #expect(edges.rightTrailing == 390)
        }

        /// (Selection itself is TableViewTests'; here the article's didSelectRowAt deselects at once.)
        @Test func aTapLeavesTheCellClosedAndNoRowSelected() throws {
            let stage = try Stage()
            let cell = try stage.cell(3)
            stage.host.drag(from: CGPoint(x: 200, y: 150), to: CGPoint(x: 200, y: 150), duration: 0, settle: 0.1)
            #expect(stage.tableView.indexPathForSelectedRow == nil, "didSelectRowAt deselected it")
            #expect(!cell.isSelected)
            #expect(cell.currentCellStatus == .closed, "a tap is not a swipe")
        }
    }
}
