import Foundation

/// A scrolling list of rows in sections (`UITableView`, plain style, rows of one height): it asks
/// its `dataSource` for a cell only for the rows on screen, and puts the cells of rows that
/// scroll away in a pool that `dequeueReusableCell(withIdentifier:for:)` hands out again.
/// A tap on a row selects it and tells the delegate (`TableViewDelegate`, set as `delegate`).
///
/// Like UIKit's, the table bounces vertically even when its rows fit. Headers, footers,
/// separators, editing and self-sizing rows are not there.
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
            preconditionFailure("unable to dequeue a cell with identifier \(identifier): register a class or a prototype for it first")
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

    /// Where the row is, in the table's content.
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        CGRect(x: 0, y: CGFloat(flatIndex(of: indexPath)) * rowHeight, width: bounds.width, height: rowHeight)
    }

    /// The row at a point of the table's content, if there is one.
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        guard point.y >= 0, point.y.isFinite, point.x >= 0, point.x < bounds.width else { return nil }
        return indexPath(atFlatIndex: Int(point.y / rowHeight))
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

    // MARK: Layout

    override func contentOffsetDidChange() {
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if needsReload { reload() }
        let width = bounds.width
        let size = CGSize(width: width, height: CGFloat(rowCounts.reduce(0, +)) * rowHeight)
        if contentSize != size { contentSize = size }
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
                cell.contentView.frame = cell.bounds
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
        if let selected = indexPathForSelectedRow, selected.section >= sections || selected.row >= rowCounts[selected.section] {
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
        insertSubview(cell, at: 0)
        cellsOnScreen[indexPath] = cell
        return cell
    }

    private func recycle(_ cell: TableViewCell, at indexPath: IndexPath) {
        cellsOnScreen[indexPath] = nil
        cell.removeFromSuperview()
        if let identifier = cell.reuseIdentifier { reusePool[identifier, default: []].append(cell) }
    }

    private func visibleFlatIndices() -> Range<Int> {
        let total = rowCounts.reduce(0, +)
        guard total > 0, bounds.height > 0 else { return 0..<0 }
        let first = Int((max(0, bounds.minY) / rowHeight).rounded(.down))
        let last = Int((max(0, bounds.maxY) / rowHeight).rounded(.up))
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
