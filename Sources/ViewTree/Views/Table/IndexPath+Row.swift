import Foundation

/// UIKit's table addressing on Foundation's `IndexPath` (UIKit adds these on iOS; Foundation on
/// Linux has only the plain index path): `[section, row]`.
extension IndexPath {
    /// A path to `row` in `section`.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The section: the first index.
    public var section: Int { self[0] }

    /// The row in its section: the second index.
    public var row: Int { self[1] }
}
