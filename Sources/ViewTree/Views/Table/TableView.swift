import Foundation

/// A scrolling list of rows in sections (`UITableView`, plain style, rows of one height): it asks
/// its `dataSource` for a cell only for the rows on screen, and puts the cells of rows that
/// scroll away in a pool that `dequeueReusableCell(withIdentifier:for:)` hands out again.
/// A tap on a row selects it and tells the delegate (`TableViewDelegate`, set as `delegate`).
/// A `tableHeaderView` sits above the rows; `deleteRows(at:with:)` closes the rows' gap with
/// an animation.
///
/// Like UIKit's, the table bounces vertically even when its rows fit. Section headers, footers,
/// separators, editing and self-sizing rows are not there.
///
/// Cells in the pool stay the table's subviews, hidden: a cell that left the tree and came back
/// would take its constraints out of the layout engine and put them in again (a rebuild of the
/// window's solver each time a row scrolls on), while a hidden one keeps them, solved and unseen.
@MainActor
open class TableView: ScrollView {
    /// UIKit's table styles; Fluid draws every table plain.
    public enum Style: Sendable {
        case plain, grouped, insetGrouped
    }

    public let style: Style
    /// Gives the rows and their cells; setting it reloads the table.
    public weak var dataSource: TableViewDataSource? { didSet { reloadData() } }
    /// Every row's height, in points (UIKit's classic 44). Values that are not finite and
    /// positive are ignored.
    public var rowHeight: CGFloat = 44 {
        didSet {
            guard rowHeight.isFinite, rowHeight > 0 else { return rowHeight = oldValue }
            if rowHeight != oldValue { reloadData() }
        }
    }
    /// The selected row, if any.
    public private(set) var indexPathForSelectedRow: IndexPath?
    /// A view above the rows, as wide as the table and as tall as its frame says (UIKit's
    /// `tableHeaderView`): the rows start below it and scroll with it.
    public var tableHeaderView: View? {
        didSet {
            guard tableHeaderView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let tableHeaderView { insertSubview(tableHeaderView, at: 0) }
            setNeedsLayout()
        }
    }
    /// How rows that are deleted leave (UIKit's `UITableView.RowAnimation`). Fluid animates
    /// `.none` (at once), `.fade` (the row fades where it is) and every other case as the row
    /// closing up from its bottom edge, clipped, while the rows below slide up.
    public enum RowAnimation: Sendable {
        case fade, right, left, top, bottom, none, middle, automatic
    }
    /// How long a row animation takes. UIKit does not document it; 0.3 s is what its table
    /// animations are commonly measured at.
    public static let rowAnimationDuration: TimeInterval = 0.3

    private enum Registration {
        case cellClass(TableViewCell.Type, isPrototype: Bool)
    }
    private var registrations: [String: Registration] = [:]
    private var reusePool: [String: [TableViewCell]] = [:]
    private var cellsOnScreen: [IndexPath: TableViewCell] = [:]
    /// The rows per section, as the data source last gave them.
    private var rowCounts: [Int] = []
    private var needsReload = true

    /// A table of `style` (drawn plain whatever the style).
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        alwaysBounceVertical = true
        backgroundColor = .white
        onTap = { [weak self] location in self?.didTap(at: location) }
    }

    public convenience override init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    // MARK: Cells

    /// Cells for `identifier` are made with `init(style: .default, reuseIdentifier:)`.
    public func register(_ cellClass: TableViewCell.Type, forCellReuseIdentifier identifier: String) {
        registrations[identifier] = .cellClass(cellClass, isPrototype: false)
    }

    /// Interface Builder's prototype cell, which Fluid has no storyboard for: cells for
    /// `identifier` are made with `init(style: .default, reuseIdentifier:)` and then sent
    /// `awakeFromNib()`, as a storyboard's prototype cells are (UIKit makes those with
    /// `init(coder:)`). Code written for a storyboard's cell set up in `awakeFromNib` runs as is.
    public func registerPrototype(_ cellClass: TableViewCell.Type, forCellReuseIdentifier identifier: String) {
        registrations[identifier] = .cellClass(cellClass, isPrototype: true)
    }

    /// A cell for the row, from the pool of cells that scrolled away or new. As in UIKit, asking
    /// for an identifier nothing was registered for is a programming error and stops the program.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        if var pool = reusePool[identifier], let cell = pool.popLast() {
            reusePool[identifier] = pool
            cell.prepareForReuse()
            return cell
        }
        guard case let .cellClass(cellClass, isPrototype)? = registrations[identifier] else {
            preconditionFailure(
                "unable to dequeue a cell with identifier \(identifier): register a class or a prototype for it first")
        }
        let cell = cellClass.init(style: .default, reuseIdentifier: identifier)
        if isPrototype { cell.awakeFromNib() }
        return cell
    }

    /// The cell showing the row, if it is on screen.
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? { cellsOnScreen[indexPath] }

    /// The cells on screen, top to bottom.
    public var visibleCells: [TableViewCell] {
        indexPathsForVisibleRows.compactMap { cellsOnScreen[$0] }
    }

    /// The rows whose cells are on screen, top to bottom.
    public var indexPathsForVisibleRows: [IndexPath] {
        cellsOnScreen.keys.sorted { ($0.section, $0.row) < ($1.section, $1.row) }
    }

    /// Asks the data source for the rows again and makes the visible cells anew.
    public func reloadData() {
        needsReload = true
        setNeedsLayout()
    }

    public var numberOfSections: Int { rowCounts.count }

    public func numberOfRows(inSection section: Int) -> Int {
        rowCounts.indices.contains(section) ? rowCounts[section] : 0
    }

    /// Where the rows start in the content: below the header view.
    private var rowsTop: CGFloat { tableHeaderView?.frame.height ?? 0 }

    /// The header and every row, as wide as the table.
    private var contentSizeOfRows: CGSize {
        CGSize(width: bounds.width, height: rowsTop + CGFloat(rowCounts.reduce(0, +)) * rowHeight)
    }

    /// Where the row is, in the table's content.
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        CGRect(x: 0, y: rowsTop + CGFloat(flatIndex(of: indexPath)) * rowHeight, width: bounds.width, height: rowHeight)
    }

    /// The row at a point of the table's content, if there is one.
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        guard point.y >= rowsTop, point.y.isFinite, point.x >= 0, point.x < bounds.width else { return nil }
        return indexPath(atFlatIndex: Int((point.y - rowsTop) / rowHeight))
    }

    // MARK: Selection

    /// Selects the row (deselecting the previous one) without telling the delegate.
    public func selectRow(at indexPath: IndexPath?, animated: Bool) {
        if let previous = indexPathForSelectedRow, previous != indexPath {
            cellsOnScreen[previous]?.setSelected(false, animated: animated)
        }
        indexPathForSelectedRow = indexPath
        if let indexPath { cellsOnScreen[indexPath]?.setSelected(true, animated: animated) }
    }

    /// Deselects the row; `animated` fades its selection out.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        guard indexPathForSelectedRow == indexPath else { return }
        indexPathForSelectedRow = nil
        cellsOnScreen[indexPath]?.setSelected(false, animated: animated)
    }

    private func didTap(at location: CGPoint) {
        guard let indexPath = indexPathForRow(at: location) else { return }
        selectRow(at: indexPath, animated: false)
        (delegate as? TableViewDelegate)?.tableView(self, didSelectRowAt: indexPath)
    }

    // MARK: Updates

    /// Removes the rows at `indexPaths` (of the table as it was), which the data source no longer
    /// counts, as UIKit's `deleteRows(at:with:)` does: the rows below slide up over
    /// `rowAnimationDuration` while each deleted row leaves as `animation` says, and rows that
    /// come on screen at the bottom slide in with them. As in UIKit, a data source whose counts do
    /// not match the deletion is a programming error and stops the program.
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        let deleted = Set(indexPaths)
        // Not loaded yet, or a reload pending: the next layout asks the data source anyway.
        guard !deleted.isEmpty, !needsReload else { return }
        let newCounts = (0..<rowCounts.count).map {
            max(0, dataSource?.tableView(self, numberOfRowsInSection: $0) ?? 0)
        }
        for section in rowCounts.indices {
            let removed = deleted.filter { $0.section == section && $0.row < rowCounts[section] }.count
            precondition(
                newCounts[section] == rowCounts[section] - removed,
                "Invalid update: invalid number of rows in section \(section): \(rowCounts[section]) before, "
                    + "\(removed) deleted, but the data source now says \(newCounts[section])")
        }
        /// How many deleted rows lay above a row of the old table: how many rows it moves up.
        func removedAbove(_ old: IndexPath) -> Int {
            deleted.filter { $0.section < old.section || ($0.section == old.section && $0.row < old.row) }.count
        }
        func shifted(_ old: IndexPath) -> IndexPath {
            IndexPath(
                row: old.row - deleted.filter { $0.section == old.section && $0.row < old.row }.count,
                section: old.section)
        }
        /// Where a row of the new table was in the old one.
        func unshifted(_ new: IndexPath) -> IndexPath {
            var row = new.row
            for gone in deleted.filter({ $0.section == new.section }).map(\.row).sorted() where gone <= row { row += 1 }
            return IndexPath(row: row, section: new.section)
        }
        var departing: [(cell: TableViewCell, closedFrame: CGRect)] = []
        var kept: [IndexPath: TableViewCell] = [:]
        for (old, cell) in cellsOnScreen {
            if deleted.contains(old) {
                let top = cell.frame.minY - CGFloat(removedAbove(old)) * rowHeight
                departing.append((cell, CGRect(x: cell.frame.minX, y: top, width: cell.frame.width, height: 0)))
            } else {
                kept[shifted(old)] = cell
            }
        }
        if let selected = indexPathForSelectedRow {
            indexPathForSelectedRow = deleted.contains(selected) ? nil : shifted(selected)
        }
        // Where each kept row was, before the rows above it went.
        let before = Dictionary(uniqueKeysWithValues: kept.values.map { (ObjectIdentifier($0), $0.frame) })
        rowCounts = newCounts
        cellsOnScreen = kept
        contentSize = contentSizeOfRows
        // Rows that come on screen start where they were in the old table, below the bottom.
        for flat in visibleFlatIndices() {
            guard let indexPath = indexPath(atFlatIndex: flat), cellsOnScreen[indexPath] == nil else { continue }
            let cell = makeCell(for: indexPath)
            cell.frame = rectForRow(at: indexPath).offsetBy(
                dx: 0, dy: CGFloat(removedAbove(unshifted(indexPath))) * rowHeight)
            cell.placeContentView()
        }
        guard animation != .none else {
            for (cell, _) in departing { retire(cell) }
            return setNeedsLayout()
        }
        for (cell, _) in departing where animation != .fade {
            cell.clipsToBounds = true
            cell.isLeavingTable = true
        }
        View.animate(
            withDuration: Self.rowAnimationDuration, options: [.curveEaseInOut, .allowUserInteraction],
            animations: {
                for (indexPath, cell) in self.cellsOnScreen {
                    let frame = self.rectForRow(at: indexPath)
                    if before[ObjectIdentifier(cell)] != frame { cell.frame = frame }
                }
                for (cell, closedFrame) in departing {
                    if animation == .fade { cell.alpha = 0 } else { cell.frame = closedFrame }
                }
            },
            completion: { [weak self] _ in
                for (cell, _) in departing { self?.retire(cell) }
            })
    }

    /// A deleted row's cell, its animation over: back to how it was, into the pool.
    private func retire(_ cell: TableViewCell) {
        cell.clipsToBounds = false
        cell.isLeavingTable = false
        cell.alpha = 1
        putInPool(cell)
    }

    // MARK: Layout

    override func contentOffsetDidChange() {
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if needsReload { reload() }
        if let header = tableHeaderView {
            let frame = CGRect(x: 0, y: 0, width: bounds.width, height: header.frame.height)
            if header.frame != frame { header.frame = frame }
        }
        if contentSize != contentSizeOfRows { contentSize = contentSizeOfRows }
        let visible = visibleFlatIndices()
        for (indexPath, cell) in cellsOnScreen where !visible.contains(flatIndex(of: indexPath)) {
            recycle(cell, at: indexPath)
        }
        var placed: [TableViewCell] = []
        for flat in visible {
            guard let indexPath = indexPath(atFlatIndex: flat) else { continue }
            let cell = cellsOnScreen[indexPath] ?? makeCell(for: indexPath)
            let frame = rectForRow(at: indexPath)
            if cell.frame != frame {
                cell.frame = frame
                // Set here, not only in the cell's layoutSubviews: constraints inside the content
                // view are solved against its frame before the cell's own layout runs.
                cell.placeContentView()
                placed.append(cell)
            }
        }
        // Cells placed or resized now were not in this pass's solution: lay them out again.
        for cell in placed { cell.layoutIfNeeded() }
    }

    private func reload() {
        needsReload = false
        for (indexPath, cell) in cellsOnScreen { recycle(cell, at: indexPath) }
        guard let dataSource else { return rowCounts = [] }
        let sections = max(0, dataSource.numberOfSections(in: self))
        rowCounts = (0..<sections).map { max(0, dataSource.tableView(self, numberOfRowsInSection: $0)) }
        if let selected = indexPathForSelectedRow,
            selected.section >= sections || selected.row >= rowCounts[selected.section]
        {
            indexPathForSelectedRow = nil
        }
    }

    private func makeCell(for indexPath: IndexPath) -> TableViewCell {
        let cell: TableViewCell
        if let dataSource {
            cell = dataSource.tableView(self, cellForRowAt: indexPath)
        } else {
            cell = TableViewCell(style: .default, reuseIdentifier: nil)
        }
        cell.setSelected(indexPath == indexPathForSelectedRow, animated: false)
        // Below the scroll indicators, which are the scroll view's last subviews.
        if cell.superview !== self { insertSubview(cell, at: 0) }
        cell.isHidden = false
        cellsOnScreen[indexPath] = cell
        return cell
    }

    private func recycle(_ cell: TableViewCell, at indexPath: IndexPath) {
        cellsOnScreen[indexPath] = nil
        putInPool(cell)
    }

    /// Hides the cell, which stays a subview, for `dequeueReusableCell` to hand out again; a
    /// cell without an identifier cannot be asked for again and leaves.
    private func putInPool(_ cell: TableViewCell) {
        guard let identifier = cell.reuseIdentifier else { return cell.removeFromSuperview() }
        cell.isHidden = true
        reusePool[identifier, default: []].append(cell)
    }

    private func visibleFlatIndices() -> Range<Int> {
        let total = rowCounts.reduce(0, +)
        guard total > 0, bounds.height > 0 else { return 0..<0 }
        let first = Int((max(0, bounds.minY - rowsTop) / rowHeight).rounded(.down))
        let last = Int((max(0, bounds.maxY - rowsTop) / rowHeight).rounded(.up))
        return min(first, total)..<min(max(first, last), total)
    }

    private func flatIndex(of indexPath: IndexPath) -> Int {
        rowCounts.prefix(max(0, min(indexPath.section, rowCounts.count))).reduce(0, +) + indexPath.row
    }

    private func indexPath(atFlatIndex flat: Int) -> IndexPath? {
        var remaining = flat
        for (section, count) in rowCounts.enumerated() {
            if remaining < count { return IndexPath(row: remaining, section: section) }
            remaining -= count
        }
        return nil
    }
}
