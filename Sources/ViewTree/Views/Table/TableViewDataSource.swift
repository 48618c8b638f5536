import Foundation

/// Gives a table view its rows and makes their cells (`UITableViewDataSource`).
@MainActor
public protocol TableViewDataSource: AnyObject {
    /// How many sections the table has. Default 1.
    func numberOfSections(in tableView: TableView) -> Int
    /// How many rows `section` has.
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for a row about to show: usually `tableView.dequeueReusableCell(withIdentifier:for:)`,
    /// configured for the row.
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
}

extension TableViewDataSource {
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
}
