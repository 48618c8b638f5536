/// One row of the swipe cell table: what stays with the row while cells come and go.
@MainActor
final class SwipeRow {
    /// The row's place in the table as it was built (0-based): its title says `number + 1`.
    let number: Int
    /// Starred with the red option's ★.
    var isStarred = false
    /// Flagged with the trailing action (`T`).
    var isFlagged = false
    /// Open or closed: where the row's spring last went (a cell shows it when it comes back on screen).
    var status = CellStatus.closed

    init(number: Int) {
        self.number = number
    }
}
