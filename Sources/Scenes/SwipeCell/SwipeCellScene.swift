import FluidPlayground
import Foundation
import ViewTree

/// Scene 1: the swipe cell table of seed 000 — rows whose red option view is pulled in from the
/// left by a pan and springs open or closed (`AnimationCell`).
///
/// The seed's table has 6 rows of UITableView's 44 pt; at 390 × 844 they would not scroll, so the
/// table here has 16 rows of 72 pt (taller rows also show the gray gap better). The table is a
/// `ScrollView` laid out with constraints: each row is pinned below the previous one and the last
/// one to the content's bottom, which gives the content size. A vertical drag scrolls (the cells'
/// pans are horizontal only and fail); opening a row closes the open one; when the scene appears
/// the first row peeks open and back once.
///
/// Beyond the seed, each a switch in the inspector (its key): an open row closes when the table
/// starts scrolling, as SwipeCellKit hides it (`H`; off, it stays open), and a release starts the
/// spring at the finger's speed (`V`; off: the seed's `initialSpringVelocity: 0`); and, off by
/// default, a release decides by its projected rest rather than the velocity's sign (`D`), a
/// drag past 60 % deletes the row (`F`), and a swipe to the left reveals a trailing "Flag"
/// action (`T`, `AnimationCell+Trailing`).
@MainActor
final class SwipeCellScene: Scene, ScrollViewDelegate {
    nonisolated static let number = 1
    nonisolated static let title = "Swipe cell"
    nonisolated static let fonts: [Font] =
        [StatusBarView.timeFont, .systemFont(ofSize: 13, weight: .medium), .systemFont(ofSize: 17, weight: .bold),
         .systemFont(ofSize: 22, weight: .bold), .systemFont(ofSize: 34, weight: .bold)]
    /// The table's rows, unless `bench --rows` asks for another count (`rowCount`).
    static let defaultRowCount = 16
    /// At most 3,200 rows: they are chained by constraints, and the solver's tableau grows with
    /// the square of the chain (each row's position mentions every constant above it), so longer
    /// tables take minutes to build (README, "How a frame's cost follows the length of a list").
    nonisolated static let listRowsRange: ClosedRange<Int>? = 1...3_200
    let rowCount: Int
    static let rowHeight: CGFloat = 72
    /// How long after the scene appears the first row peeks.
    static let peekDelay: TimeInterval = 0.6

    let view = View()
    let tableView = ScrollView()
    private(set) var cells: [AnimationCell] = []
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
    /// How long a deleted row takes to close up (the rows below slide up meanwhile).
    static let rowRemovalDuration: TimeInterval = 0.25
    /// The view each row is pinned below, to close the row's separator when it is removed.
    private var viewAbove: [ObjectIdentifier: View] = [:]

    // MARK: Tuning (the seed's values)

    nonisolated static let openWidth = TunableParameter("cell.openWidth", "Open width", seed: 50, range: 30...120, step: 1, unit: "pt")
    nonisolated static let closedWidth = TunableParameter("cell.closedWidth", "Closed width", seed: 10, range: 0...29, step: 1, unit: "pt")
    nonisolated static let rubberBandDivisor = TunableParameter("cell.rubberBand", "Rubber band 1/n past open", seed: 5, range: 1...10, step: 0.5)
    nonisolated static let springDuration = TunableParameter("cell.springDuration", "Spring duration", seed: 0.5, range: 0.1...2, step: 0.05, unit: "s")
    nonisolated static let springDamping = TunableParameter("cell.damping", "Spring damping", seed: 0.5, range: 0.1...1, step: 0.05)
    nonisolated static var tunables: [TunableParameter] {
        [openWidth, closedWidth, rubberBandDivisor, springDuration, springDamping]
    }

    let tuning: Tuning

    init(context: SceneContext) throws {
        tuning = context.tuning
        rowCount = context.listRows ?? Self.defaultRowCount
        let screen = context.screen
        view.frame = screen.bounds
        view.backgroundColor = .systemGroupedBackground
        view.accessibilityIdentifier = "swipeCellScene"
        tableView.accessibilityIdentifier = "table"
        tableView.insetForSafeArea(screen.safeAreaInsets)
        tableView.delegate = self
        view.addSubview(tableView)
        tableView.snp.makeConstraints { make in make.edges.equalToSuperview() }

        let header = Label(text: "Swipe cells", font: .systemFont(ofSize: 34, weight: .bold))
        tableView.addSubview(header)
        header.snp.makeConstraints { make in
            make.top.equalToSuperview().offset(screen.safeAreaInsets.top + 8)
            make.leading.equalToSuperview().offset(16)
        }
        var above: View = header
        for row in 0..<rowCount {
            let cell = AnimationCell(row: row, tuning: context.tuning)
            cell.onOpen = { [weak self] opening in self?.closeCells(except: opening) }
            cell.onFullSwipe = { [weak self] deleted in self?.removeRow(deleted) }
            viewAbove[ObjectIdentifier(cell)] = above
            tableView.addSubview(cell)
            cell.snp.makeConstraints { make in
                make.top.equalTo(above.snp.bottom).offset(Self.gap(aboveRow: row))   // 1 pt separators
                make.leading.equalToSuperview()
                make.width.equalToSuperview()   // the scroll view's frame width (UIKit's rule for sizes)
                make.height.equalTo(Self.rowHeight)
            }
            cells.append(cell)
            above = cell
        }
        above.snp.makeConstraints { make in make.bottom.equalToSuperview() }   // the content's bottom

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
        [SceneSwitch(key: Self.closesOnScrollKey, title: "closes on scroll") { [weak self] in
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
        }]
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
            for cell in cells { cell.decidesByProjection = decidesByProjection }
        case Self.fullSwipeKey:
            expandsOnFullSwipe.toggle()
            for cell in cells { cell.expandsOnFullSwipe = expandsOnFullSwipe }
        case Self.trailingActionKey: setHasTrailingAction(!hasTrailingAction)
        default: return false
        }
        return true
    }

    /// Turns the trailing action on or off for every row; off, a row open on that side closes.
    func setHasTrailingAction(_ on: Bool) {
        hasTrailingAction = on
        for cell in cells {
            cell.hasTrailingAction = on
            if !on, cell.currentCellStatus == .openedTrailing { cell.closeCell() }
        }
    }

    /// Turns carrying the finger's speed into the open or close spring on or off for every row.
    func setCarriesReleaseVelocity(_ on: Bool) {
        carriesReleaseVelocity = on
        for cell in cells { cell.carriesReleaseVelocity = on }
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


    /// The separator between rows, and the gap above `row` (12 pt below the header for the first).
    static let separator: CGFloat = 1
    static func gap(aboveRow row: Int) -> CGFloat { row == 0 ? 12 : separator }

    /// A full swipe deleted `cell`: it closes up to nothing, with its separator, in 0.25 s while
    /// the rows below slide up (UITableView's `deleteRows`), and then leaves the tree's sight.
    /// It stays in the constraint chain, at height 0, so that the row below keeps its anchor.
    private func removeRow(_ cell: AnimationCell) {
        cells.removeAll { $0 === cell }
        deletedRows.append(cell.row)
        guard let above = viewAbove[ObjectIdentifier(cell)] else { return }
        cell.clipsToBounds = true
        cell.snp.updateConstraints { make in
            // The row below brings its own separator: this one keeps only what its gap adds to one.
            make.top.equalTo(above.snp.bottom).offset(Self.gap(aboveRow: cell.row) - Self.separator)
            make.height.equalTo(0)
        }
        View.animate(withDuration: Self.rowRemovalDuration, options: [.curveEaseInOut, .allowUserInteraction], animations: {
            self.tableView.layoutIfNeeded()
        }, completion: { _ in cell.isHidden = true })
    }

    /// Opening one row closes the others (SwipeCellKit's default).
    private func closeCells(except opening: AnimationCell) {
        for cell in cells where cell !== opening && cell.currentCellStatus != .closed { cell.closeCell() }
    }

    func sceneDidAppear(at time: TimeInterval) {
        peekTime = time + Self.peekDelay
    }

    func advance(to time: TimeInterval) -> Bool {
        guard let peekTime else { return false }
        guard time >= peekTime else { return true }   // frames until the peek
        self.peekTime = nil
        cells.first?.peek()
        return false
    }
}

extension SwipeCellScene {
    /// `bench --gesture`: open the second row past 50 pt (120 pt right); then scroll the table
    /// 300 pt up and let it coast (what a long list, `--rows`, costs while it moves).
    var benchmarkGestures: [ScriptedGesture] {
        [ScriptedGesture().drag(from: CGPoint(x: 120, y: 210), by: CGVector(dx: 120, dy: 0), seconds: 0.4).release(),
         ScriptedGesture(name: "scroll").drag(from: CGPoint(x: 200, y: 760), by: CGVector(dx: 0, dy: -300), seconds: 0.4).release()]
    }
}
