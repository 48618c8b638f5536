import FluidTestSupport
import Foundation
import Testing

@testable import ViewTree

/// `TableView`: cells only for the rows on screen, reused as rows scroll away, sections stacked,
/// selection by tap told to the delegate.
@MainActor
@Suite struct TableViewTests {
    final class Cell: TableViewCell {
        var reuseCount = 0
        var awoke = 0
        override func prepareForReuse() { reuseCount += 1 }
        override func awakeFromNib() { awoke += 1 }
    }

    /// A 400 × 440 table (ten 44 pt rows on screen) filling the stage's top.
    final class Fixture: TableViewDataSource, TableViewDelegate {
        let stage = GestureStage()
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 400, height: 440), style: .plain)
        var rows: [Int]
        var asked: [IndexPath] = []
        var selected: [IndexPath] = []
        var made = 0

        init(rows: [Int] = [100], prototype: Bool = false, cellClass: TableViewCell.Type = Cell.self) {
            self.rows = rows
            if prototype {
                table.registerPrototype(cellClass, forCellReuseIdentifier: "row")
            } else {
                table.register(cellClass, forCellReuseIdentifier: "row")
            }
            table.delegate = self
            table.dataSource = self
            stage.root.addSubview(table)
            layout()
        }

        func layout() { stage.window.layoutIfNeeded() }

        func numberOfSections(in tableView: TableView) -> Int { rows.count }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows[section] }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            asked.append(indexPath)
            return tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        }
        func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }

        var cells: [Cell] { table.visibleCells.compactMap { $0 as? Cell } }
        /// The cell on screen for row `row` of section 0.
        func cell(_ row: Int) -> TableViewCell? { table.cellForRow(at: IndexPath(row: row, section: 0)) }
    }

    @Test func onlyTheRowsOnScreenHaveCells() {
        let fixture = Fixture()
        #expect(fixture.table.contentSize == CGSize(width: 400, height: 4400))
        #expect(fixture.asked == (0..<10).map { IndexPath(row: $0, section: 0) })
        #expect(fixture.table.indexPathsForVisibleRows.count == 10)
        #expect(
            fixture.table.cellForRow(at: IndexPath(row: 4, section: 0))?.frame
                == CGRect(x: 0, y: 176, width: 400, height: 44))
        #expect(fixture.table.cellForRow(at: IndexPath(row: 10, section: 0)) == nil)
    }

    @Test func rowsScrolledAwayGiveTheirCellsToTheRowsComingOn() {
        let fixture = Fixture()
        let first = Set(fixture.cells.map(ObjectIdentifier.init))
        fixture.table.contentOffset = CGPoint(x: 0, y: 440)  // rows 10…19
        fixture.layout()
        #expect(fixture.table.indexPathsForVisibleRows == (10..<20).map { IndexPath(row: $0, section: 0) })
        let second = fixture.cells
        #expect(Set(second.map(ObjectIdentifier.init)) == first, "the same ten cells, reused")
        #expect(second.allSatisfy { $0.reuseCount == 1 && $0.superview === fixture.table })
        #expect(fixture.table.cellForRow(at: IndexPath(row: 12, section: 0))?.frame.minY == 528)
        // Half a row further: eleven rows show, one cell more is made.
        fixture.table.contentOffset = CGPoint(x: 0, y: 462)
        fixture.layout()
        #expect(fixture.table.indexPathsForVisibleRows.count == 11)
        #expect(fixture.table.subviews.compactMap { $0 as? Cell }.count == 11)
    }

    @Test func sectionsStackAndReloadAsksAgain() {
        let fixture = Fixture(rows: [2, 0, 3])
        #expect(fixture.table.numberOfSections == 3)
        #expect(fixture.table.contentSize.height == 220)  // five rows of 44
        #expect(
            fixture.table.indexPathsForVisibleRows == [
                IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0),
                IndexPath(row: 0, section: 2), IndexPath(row: 1, section: 2), IndexPath(row: 2, section: 2),
            ])
        #expect(fixture.table.rectForRow(at: IndexPath(row: 1, section: 2)).minY == 132)  // below three rows
        #expect(fixture.table.indexPathForRow(at: CGPoint(x: 10, y: 100)) == IndexPath(row: 0, section: 2))
        #expect(fixture.table.indexPathForRow(at: CGPoint(x: 10, y: 5 * 44 + 1)) == nil)
        fixture.rows = [1]
        fixture.table.reloadData()
        fixture.layout()
        #expect(fixture.table.indexPathsForVisibleRows == [IndexPath(row: 0, section: 0)])
        #expect(
            fixture.table.subviews.compactMap { $0 as? Cell }.filter { !$0.isHidden }.count == 1,
            "the rest wait hidden in the pool")
    }

    @Test func aTapSelectsTheRowAndTellsTheDelegate() {
        let fixture = Fixture()
        fixture.stage.pointer(.began, 100, 100, 0.1)
        fixture.stage.pointer(.ended, 100, 100, 0.2)
        #expect(fixture.selected == [IndexPath(row: 2, section: 0)])
        #expect(fixture.table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        let cell = fixture.table.cellForRow(at: IndexPath(row: 2, section: 0))
        #expect(cell?.isSelected == true && cell?.selectedBackgroundView.isHidden == false)
        fixture.table.deselectRow(at: IndexPath(row: 2, section: 0), animated: false)
        #expect(fixture.table.indexPathForSelectedRow == nil)
        #expect(cell?.isSelected == false && cell?.selectedBackgroundView.isHidden == true)
        // A drag is not a tap: it scrolls, and selects nothing.
        fixture.stage.pointer(.began, 100, 300, 0.3)
        fixture.stage.pointer(.moved, 100, 200, 0.4)
        fixture.stage.pointer(.ended, 100, 200, 0.5)
        #expect(fixture.selected.count == 1)
    }

    @Test func prototypeCellsAwakeOnceAndPlainOnesNever() {
        let prototypes = Fixture(prototype: true)
        #expect(prototypes.cells.allSatisfy { $0.awoke == 1 })
        prototypes.table.contentOffset = CGPoint(x: 0, y: 880)
        prototypes.layout()
        #expect(prototypes.cells.allSatisfy { $0.awoke == 1 }, "reused, not awoken again")
        let plain = Fixture()
        #expect(plain.cells.allSatisfy { $0.awoke == 0 })
    }

    /// A cell whose content is laid out by constraints, 4 pt in from its content view.
    final class ConstrainedCell: TableViewCell {
        let inner = View()
        required init(style: CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            contentViewInsets = EdgeInsets(top: 2, left: 0, bottom: 0, right: 0)
            contentView.addSubview(inner)
            inner.snp.makeConstraints { make in make.edges.equalToSuperview().inset(4) }
        }
    }

    /// Rows scrolling on and off move no cell in or out of the tree: the pool keeps its cells
    /// hidden, so their constraints stay in the window's engine, which is never rebuilt for a
    /// scroll; a reused cell's content is solved against its new row.
    @Test func scrollingReusesCellsWithoutRebuildingTheLayoutEngine() throws {
        let fixture = Fixture(cellClass: ConstrainedCell.self)
        fixture.table.contentOffset = CGPoint(x: 0, y: 22)  // eleven rows: every cell there will be
        fixture.layout()
        let engine = try #require(LayoutEngine.engine(for: fixture.table))
        let rebuilds = engine.rebuilds
        for step in 1...40 {
            fixture.table.contentOffset = CGPoint(x: 0, y: 22 + CGFloat(step) * 30)
            fixture.layout()
        }
        #expect(engine.rebuilds == rebuilds)
        #expect(fixture.table.subviews.compactMap { $0 as? ConstrainedCell }.count == 11)
        let cell = try #require(fixture.table.cellForRow(at: IndexPath(row: 30, section: 0)) as? ConstrainedCell)
        #expect(cell.frame == CGRect(x: 0, y: 30 * 44, width: 400, height: 44) && cell.contentView.frame.minY == 2)
        #expect(cell.inner.frame == CGRect(x: 4, y: 4, width: 392, height: 34))
    }

    @Test func aRowHeightThatIsNotFiniteAndPositiveIsIgnored() {
        let fixture = Fixture()
        for bad in [0, -44, .nan, .infinity] as [CGFloat] { fixture.table.rowHeight = bad }
        #expect(fixture.table.rowHeight == 44)
        fixture.table.rowHeight = 88
        fixture.layout()
        #expect(fixture.table.indexPathsForVisibleRows.count == 5)
        #expect(fixture.table.contentSize.height == 8800)
    }
}

/// `tableHeaderView` and `deleteRows(at:with:)`.
@MainActor
@Suite struct TableViewUpdateTests {
    typealias Fixture = TableViewTests.Fixture

    /// The header is as wide as the table and as tall as its frame; the rows start below it.
    @Test func theRowsStartBelowTheHeaderView() {
        let fixture = Fixture()
        let header = View(frame: CGRect(x: 5, y: 5, width: 10, height: 100))
        fixture.table.tableHeaderView = header
        fixture.layout()
        #expect(header.superview === fixture.table && header.frame == CGRect(x: 0, y: 0, width: 400, height: 100))
        #expect(fixture.table.contentSize == CGSize(width: 400, height: 4500))
        #expect(fixture.cell(0)?.frame == CGRect(x: 0, y: 100, width: 400, height: 44))
        // 440 pt of screen: the header and rows 0…7 (the eighth row ends at 452).
        #expect(fixture.table.indexPathsForVisibleRows.map(\.row) == Array(0...7))
        #expect(fixture.table.indexPathForRow(at: CGPoint(x: 10, y: 99)) == nil)
        #expect(fixture.table.indexPathForRow(at: CGPoint(x: 10, y: 145)) == IndexPath(row: 1, section: 0))
        fixture.table.tableHeaderView = nil
        fixture.layout()
        #expect(header.superview == nil && fixture.table.contentSize.height == 4400)
    }

    /// A deleted row closes up, clipped, while the rows below slide up by its height and the
    /// row coming on at the bottom slides in with them; at the end its cell is back in the pool.
    @Test func aDeletedRowClosesUpAndTheRowsBelowSlideUp() {
        let fixture = Fixture()
        let table = fixture.table
        let deleted = fixture.cell(2)!
        let below = fixture.cell(3)!
        fixture.rows = [99]
        table.deleteRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)
        fixture.layout()
        #expect(fixture.cell(2) === below)
        #expect(
            below.frame.minY == 88 && below.presentation.center.y == 132 + 22,
            "the model is where it goes, the screen where it was")
        #expect(table.contentSize.height == CGFloat(99 * 44))
        let arriving = fixture.cell(9)!
        #expect(arriving.presentation.center.y == 440 + 22 && arriving.frame.minY == 396)
        #expect(!table.visibleCells.contains { $0 === deleted } && deleted.superview === table && deleted.clipsToBounds)
        fixture.stage.run(for: TableView.rowAnimationDuration / 2)
        #expect(below.presentation.center.y < 132 + 22 && below.presentation.center.y > 88 + 22)
        #expect(deleted.presentation.bounds.height < 44 && deleted.presentation.bounds.height > 0)
        fixture.stage.run(for: TableView.rowAnimationDuration)
        #expect(
            below.presentation.center.y == 88 + 22 && deleted.isHidden
                && !table.visibleCells.contains { $0 === deleted } && !deleted.clipsToBounds)
        // The pool hands the deleted row's cell out again, once the rows scrolled away are used.
        fixture.table.contentOffset = CGPoint(x: 0, y: 462)  // 11 rows on screen, the ten cells scrolled away and it
        fixture.layout()
        #expect(table.visibleCells.contains { $0 === deleted } && (deleted as? TableViewTests.Cell)?.reuseCount == 1)
    }

    /// Two rows deleted at once: each row below moves up by the deleted rows above it, and the
    /// rows coming on start from where they were in the old table.
    @Test func twoDeletedRowsMoveEachRowByTheRowsGoneAboveIt() {
        let fixture = Fixture()
        let table = fixture.table
        let sixth = fixture.cell(6)!
        let fourth = fixture.cell(4)!
        fixture.rows = [98]
        table.deleteRows(at: [IndexPath(row: 2, section: 0), IndexPath(row: 5, section: 0)], with: .automatic)
        fixture.layout()
        #expect(fixture.cell(3) === fourth && fourth.presentation.center.y == 176 + 22)
        #expect(fixture.cell(4) === sixth && sixth.presentation.center.y == 264 + 22)
        #expect(fixture.cell(8)?.presentation.center.y == CGFloat(440 + 22))
        #expect(fixture.cell(9)?.presentation.center.y == CGFloat(484 + 22))
        fixture.stage.run(for: TableView.rowAnimationDuration + 0.05)
        #expect(fourth.presentation.center.y == 132 + 22 && sixth.presentation.center.y == 176 + 22)
        #expect(table.visibleCells.count == 10)
    }

    /// `.none` takes the row away at once; `.fade` fades it where it is. The selection follows
    /// its row, or goes with it.
    @Test func withoutAnimationOrFadingAndTheSelection() {
        let fixture = Fixture()
        let table = fixture.table
        table.selectRow(at: IndexPath(row: 5, section: 0), animated: false)
        let gone = fixture.cell(0)!
        fixture.rows = [99]
        table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .none)
        fixture.layout()
        #expect(gone.isHidden && fixture.cell(0)?.frame.minY == 0)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 4, section: 0))
        let faded = fixture.cell(4)!
        fixture.rows = [98]
        table.deleteRows(at: [IndexPath(row: 4, section: 0)], with: .fade)
        fixture.layout()
        #expect(table.indexPathForSelectedRow == nil && !faded.clipsToBounds && faded.frame.height == 44)
        fixture.stage.run(for: TableView.rowAnimationDuration / 2)
        #expect(faded.presentation.alpha > 0 && faded.presentation.alpha < 1)
        fixture.stage.run(for: TableView.rowAnimationDuration)
        #expect(faded.isHidden && faded.alpha == 1)
    }
}
