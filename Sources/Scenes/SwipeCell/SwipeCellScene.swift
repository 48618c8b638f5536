import FluidPlayground
import Foundation
import ViewTree

/// Scene 1: the swipe cell table of seed 000 — rows whose red option view is pulled in from the
/// left by a pan and springs open or closed (`AnimationCell`).
///
/// The seed's table has 6 rows of UITableView's 44 pt; at 390 × 844 they would not scroll, so the
/// table here has 16 rows of 72 pt (taller rows also show the gray gap better), with a 1 pt gap
/// above each. As in the seed it is a `TableView` whose prototype cell is an `AnimationCell`:
/// only the rows on screen have cells, so a table of thousands of rows (`--rows`) costs what
/// one screenful does. A vertical drag scrolls (the cells' pans are horizontal only and fail);
/// opening a row closes the open one; when the scene appears the first row peeks open and back
/// once.
///
/// Beyond the seed, each a switch in the inspector (its key): an open row closes when the table
/// starts scrolling, as SwipeCellKit hides it (`H`; off, it stays open), and a release starts the
/// spring at the finger's speed (`V`; off: the seed's `initialSpringVelocity: 0`); and, off by
/// default, a release decides by its projected rest rather than the velocity's sign (`D`), a
/// drag past 60 % deletes the row (`F`), and a swipe to the left reveals a trailing "Flag"
/// action (`T`, `AnimationCell+Trailing`).
@MainActor
final class SwipeCellScene: Scene, TableViewDataSource, TableViewDelegate {
    nonisolated static let number = 1
    nonisolated static let title = "Swipe cell"
    nonisolated static let fonts: [Font] =
        [
            StatusBarView.timeFont, .systemFont(ofSize: 13, weight: .medium), .systemFont(ofSize: 17, weight: .bold),
            .systemFont(ofSize: 22, weight: .bold), .systemFont(ofSize: 34, weight: .bold),
        ]
    /// The table's rows, unless `bench --rows` asks for another count (`rowCount`).
    static let defaultRowCount = 16
    nonisolated static let listRowsRange: ClosedRange<Int>? = 1...100_000
    /// How many rows the table was built with.
    let rowCount: Int
    /// The height of a row's gray content; the table's rows are a separator taller.
    static let rowHeight: CGFloat = 72
    /// The prototype cell's identifier, as in the seed's storyboard.
    static let cellIdentifier = "animationCell"
    /// How long after the scene appears the first row peeks.
    static let peekDelay: TimeInterval = 0.6

    let view = View()
    let tableView = TableView(frame: .zero, style: .plain)
    /// The rows left, top to bottom (a full swipe deletes one).
    private(set) var rows: [SwipeRow]
    /// The cells of the rows on screen, top to bottom.
    var cells: [AnimationCell] { tableView.visibleCells.compactMap { $0 as? AnimationCell } }
    /// When the first row peeks: set when the scene appears, cleared once it has.
    private var peekTime: TimeInterval?
    /// The key that switches closing an open row when the table starts scrolling.
    static let closesOnScrollKey: Character = "h"
    /// The key that switches carrying the release velocity into the spring.
    static let carriesVelocityKey: Character = "v"
    /// Whether a table drag closes an open row (SwipeCellKit's behaviour; the seed's table does
    /// not scroll, so it never had to).
    private(set) var closesOnScroll = true
    /// Whether a release starts the spring at the finger's speed (off: the seed's 0).
    private(set) var carriesReleaseVelocity = true
    /// The key that switches deciding a release by its projected rest.
    static let decidesByProjectionKey: Character = "d"
    /// Whether a release decides by its projected rest (off: the seed's velocity sign).
    private(set) var decidesByProjection = false
    /// The key that switches the full swipe.
    static let fullSwipeKey: Character = "f"
    /// The key that switches the trailing action (a swipe to the left flags the row).
    static let trailingActionKey: Character = "t"
    /// Whether a swipe to the left reveals the trailing action, as SwipeCellKit's `.right`
    /// actions (off: the seed's cell moves only to the right).
    private(set) var hasTrailingAction = false
    /// Whether a drag past 60 % of the row expands the action and a release there deletes the row
    /// (SwipeCellKit's expansion, off by default as there: it changes what a long drag does).
    private(set) var expandsOnFullSwipe = false
    /// The rows deleted by a full swipe, in order.
    private(set) var deletedRows: [Int] = []

    // MARK: Tuning (the seed's values)

    nonisolated static let openWidth = TunableParameter(
        "cell.openWidth", "Open width", seed: 50, range: 30...120, step: 1, unit: "pt")
    nonisolated static let closedWidth = TunableParameter(
        "cell.closedWidth", "Closed width", seed: 10, range: 0...29, step: 1, unit: "pt")
    nonisolated static let rubberBandDivisor = TunableParameter(
        "cell.rubberBand", "Rubber band 1/n past open", seed: 5, range: 1...10, step: 0.5)
    nonisolated static let springDuration = TunableParameter(
        "cell.springDuration", "Spring duration", seed: 0.5, range: 0.1...2, step: 0.05, unit: "s")
    nonisolated static let springDamping = TunableParameter(
        "cell.damping", "Spring damping", seed: 0.5, range: 0.1...1, step: 0.05)
    nonisolated static var tunables: [TunableParameter] {
        [openWidth, closedWidth, rubberBandDivisor, springDuration, springDamping]
    }

    let tuning: Tuning

    init(context: SceneContext) throws {
        tuning = context.tuning
        rowCount = context.listRows ?? Self.defaultRowCount
        rows = (0..<rowCount).map(SwipeRow.init(number:))
        let screen = context.screen
        view.frame = screen.bounds
        view.backgroundColor = .systemGroupedBackground
        view.accessibilityIdentifier = "swipeCellScene"
        tableView.accessibilityIdentifier = "table"
        tableView.backgroundColor = nil  // the scene's grouped background, between the rows too
        tableView.insetForSafeArea(screen.safeAreaInsets)
        tableView.rowHeight = Self.rowHeight + Self.separator
        tableView.tableHeaderView = LargeTitleHeader(title: "Swipe cells", below: screen.safeAreaInsets.top)
        tableView.registerPrototype(AnimationCell.self, forCellReuseIdentifier: Self.cellIdentifier)
        tableView.delegate = self
        tableView.dataSource = self
        view.addSubview(tableView)
        tableView.snp.makeConstraints { make in make.edges.equalToSuperview() }

        // Behind the status bar, so that rows scrolled up do not run under its text.
        let statusBarBacking = View()
        statusBarBacking.backgroundColor = .systemGroupedBackground
        statusBarBacking.isUserInteractionEnabled = false
        view.addSubview(statusBarBacking)
        statusBarBacking.snp.makeConstraints { make in
            make.top.left.right.equalToSuperview()
            make.height.equalTo(screen.safeAreaInsets.top)
        }
    }

    var switches: [SceneSwitch] {
        [
            SceneSwitch(key: Self.closesOnScrollKey, title: "closes on scroll") { [weak self] in
                self?.closesOnScroll ?? false
            },
            SceneSwitch(key: Self.carriesVelocityKey, title: "keeps speed") { [weak self] in
                self?.carriesReleaseVelocity ?? false
            },
            SceneSwitch(key: Self.decidesByProjectionKey, title: "projected rest") { [weak self] in
                self?.decidesByProjection ?? false
            },
            SceneSwitch(key: Self.fullSwipeKey, title: "full swipe") { [weak self] in
                self?.expandsOnFullSwipe ?? false
            },
            SceneSwitch(key: Self.trailingActionKey, title: "trailing action") { [weak self] in
                self?.hasTrailingAction ?? false
            },
        ]
    }

    /// `H` switches closing an open row when the table scrolls, `V` carrying the release velocity,
    /// `D` deciding a release by its projected rest, `F` the full swipe, `T` the trailing action.
    func handle(_ event: InputEvent) -> Bool {
        guard case let .key(key) = event, !key.isRepeat, case let .character(character) = key.key else { return false }
        switch character {
        case Self.closesOnScrollKey: closesOnScroll.toggle()
        case Self.carriesVelocityKey: setCarriesReleaseVelocity(!carriesReleaseVelocity)
        case Self.decidesByProjectionKey:
            decidesByProjection.toggle()
            for cell in cells { applySwitches(to: cell) }
        case Self.fullSwipeKey:
            expandsOnFullSwipe.toggle()
            for cell in cells { applySwitches(to: cell) }
        case Self.trailingActionKey: setHasTrailingAction(!hasTrailingAction)
        default: return false
        }
        return true
    }

    /// Turns the trailing action on or off for every row; off, a row open on that side closes.
    func setHasTrailingAction(_ on: Bool) {
        hasTrailingAction = on
        let onScreen = cells
        for cell in onScreen {
            applySwitches(to: cell)
            if !on, cell.currentCellStatus == .openedTrailing { cell.closeCell() }
        }
        if !on { closeRowsOffScreen(except: onScreen, where: { $0 == .openedTrailing }) }
    }

    /// Turns carrying the finger's speed into the open or close spring on or off for every row.
    func setCarriesReleaseVelocity(_ on: Bool) {
        carriesReleaseVelocity = on
        for cell in cells { applySwitches(to: cell) }
    }

    /// SwipeCellKit's `hideSwipe` on the table's pan: the open row closes as the table starts
    /// scrolling, so it does not ride away half-hidden under the finger.
    func scrollViewWillBeginDragging(_ scrollView: ScrollView) {
        guard closesOnScroll else { return }
        for cell in cells where cell.currentCellStatus != .closed { cell.closeCell() }
    }

    func tuningDidChange(_ parameter: TunableParameter) {
        guard parameter == Self.openWidth || parameter == Self.closedWidth else { return }
        for cell in cells { cell.applyTunedWidths() }
    }

    /// The gap above each row's gray content, where the background shows.
    static let separator: CGFloat = 1

    // MARK: The table (the seed's data source and delegate)

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        guard let cell = cell as? AnimationCell else { return cell }
        cell.configure(with: rows[indexPath.row], tuning: tuning)
        applySwitches(to: cell)
        cell.onOpen = { [weak self] opening in self?.closeCells(except: opening) }
        cell.onFullSwipe = { [weak self] deleted in self?.deleteRow(of: deleted) }
        return cell
    }

    /// The seed deselects at once: a tap on a row shows no selection.
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: false)
    }

    /// The scene's switches, on a cell on screen or one the table has just handed out.
    private func applySwitches(to cell: AnimationCell) {
        cell.carriesReleaseVelocity = carriesReleaseVelocity
        cell.decidesByProjection = decidesByProjection
        cell.expandsOnFullSwipe = expandsOnFullSwipe
        cell.hasTrailingAction = hasTrailingAction
    }

    /// A full swipe deleted `cell`'s row: the table closes it up while the rows below slide up
    /// (UITableView's `deleteRows`), and its cell goes back to the pool.
    private func deleteRow(of cell: AnimationCell) {
        guard let index = rows.firstIndex(where: { $0 === cell.item }) else { return }
        rows.remove(at: index)
        deletedRows.append(cell.row)
        tableView.deleteRows(at: [IndexPath(row: index, section: 0)], with: .automatic)
    }

    /// Opening one row closes the others (SwipeCellKit's default).
    private func closeCells(except opening: AnimationCell) {
        let onScreen = cells
        for cell in onScreen where cell !== opening && cell.currentCellStatus != .closed { cell.closeCell() }
        closeRowsOffScreen(except: onScreen, where: { _ in true })
    }

    /// Rows left open that scrolled away (with `H` off) close where no one sees them: their cells
    /// come back closed.
    private func closeRowsOffScreen(except onScreen: [AnimationCell], where matches: (CellStatus) -> Bool) {
        let shown = Set(onScreen.map { ObjectIdentifier($0.item) })
        for row in rows where row.status != .closed && matches(row.status) && !shown.contains(ObjectIdentifier(row)) {
            row.status = .closed
        }
    }

    func sceneDidAppear(at time: TimeInterval) {
        peekTime = time + Self.peekDelay
    }

    func advance(to time: TimeInterval) -> Bool {
        guard let peekTime else { return false }
        guard time >= peekTime else { return true }  // frames until the peek
        self.peekTime = nil
        tableView.layoutIfNeeded()  // the first row's cell, even before the first frame was drawn
        cells.first?.peek()
        return false
    }
}

extension SwipeCellScene {
    /// `bench --gesture`: open the second row past 50 pt (120 pt right); then scroll the table
    /// 300 pt up and let it coast (what a long list, `--rows`, costs while it moves).
    var benchmarkGestures: [ScriptedGesture] {
        [
            ScriptedGesture().drag(from: CGPoint(x: 120, y: 210), by: CGVector(dx: 120, dy: 0), seconds: 0.4).release(),
            ScriptedGesture(name: "scroll").drag(
                from: CGPoint(x: 200, y: 760), by: CGVector(dx: 0, dy: -300), seconds: 0.4
            ).release(),
        ]
    }
}
