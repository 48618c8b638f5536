import Foundation

/// Hears what a table view does (`UITableViewDelegate`): what a scroll view's delegate hears,
/// and the selection. Set it as the table's `delegate`. Every method has a default.
@MainActor
public protocol TableViewDelegate: ScrollViewDelegate {
    /// A tap selected the row (a touch that ended where it began, which no gesture took).
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
}

extension TableViewDelegate {
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
}
