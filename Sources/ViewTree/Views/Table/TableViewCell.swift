import Foundation

/// One row of a table view (`UITableViewCell`): put the row's views in `contentView`, which
/// fills the cell. A table reuses cells that scroll away (`prepareForReuse()`).
@MainActor
open class TableViewCell: View {
    /// UIKit's cell styles; Fluid's cells have no built-in labels, so all are laid out alike.
    public enum CellStyle: Sendable {
        case `default`, value1, value2, subtitle
    }

    /// Where the row's content goes: fills the cell, above the selection background.
    public let contentView = View()
    /// Shown behind `contentView` while the cell is selected: UIKit's default gray.
    public let selectedBackgroundView = View()
    /// The identifier the cell was registered and dequeued with.
    public let reuseIdentifier: String?
    public let style: CellStyle
    /// Whether the row is selected; set by the table (`selectRow`, a tap, `deselectRow`).
    public private(set) var isSelected = false
    /// How far `contentView` (and the selection background) stand in from the cell's edges:
    /// zero fills the cell. Fluid's, for a gap between rows: UIKit code gets one by resetting
    /// `contentView.frame` after `super.layoutSubviews()`, but Fluid's table sizes the content
    /// view before the cell's own layout runs (the constraints inside it are solved against that
    /// frame), so it asks here.
    public var contentViewInsets = EdgeInsets.zero {
        didSet { setNeedsLayout() }
    }
    /// Puts `contentView` and the selection background where `contentViewInsets` say, in the
    /// cell's bounds (the table calls it too, before the constraints inside are solved).
    func placeContentView() {
        let frame = bounds.inset(by: contentViewInsets)
        contentView.frame = frame
        selectedBackgroundView.frame = frame
    }
    /// Set by the table while a deleted row closes up: the content keeps its size and the cell,
    /// clipped, shrinks over it.
    var isLeavingTable = false

    /// UIKit's designated initializer for cells, which the table calls for registered classes.
    public required init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        backgroundColor = .white
        // UIKit's light-mode selection colour, systemGray4.
        selectedBackgroundView.backgroundColor = Color(hex: 0xD1D1D6)
        selectedBackgroundView.isHidden = true
        selectedBackgroundView.isUserInteractionEnabled = false
        addSubview(selectedBackgroundView)
        addSubview(contentView)
    }

    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// Called once on cells the table makes from a prototype (`TableView.registerPrototype`),
    /// after they are made, as a storyboard calls it after loading a cell: set the cell up here.
    open func awakeFromNib() {}

    /// Called when the table hands this cell out again for another row: reset row state here.
    open func prepareForReuse() {}

    /// Shows or hides the selection; `animated` fades it out over 0.25 s.
    open func setSelected(_ selected: Bool, animated: Bool) {
        guard selected != isSelected else { return }
        isSelected = selected
        if selected {
            selectedBackgroundView.alpha = 1
            selectedBackgroundView.isHidden = false
        } else if animated {
            View.animate(withDuration: 0.25, animations: { self.selectedBackgroundView.alpha = 0 }) { _ in
                if !self.isSelected { self.selectedBackgroundView.isHidden = true }
            }
        } else {
            selectedBackgroundView.isHidden = true
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if !isLeavingTable { placeContentView() }
    }
}
