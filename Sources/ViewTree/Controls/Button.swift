import Foundation

/// A button (`UIButton`): a control with a title per state, sending `.touchUpInside` (and
/// `.primaryActionTriggered`) when tapped. A `.system` button draws its title in the tint
/// colour (`.systemBlue`) and dims it while highlighted, as UIKit's system buttons do; a
/// `.custom` button (`init(frame:)`) changes only what its titles and colours per state say.
/// A state without a title or colour of its own shows the normal state's.
@MainActor
open class Button: Control {
    public enum ButtonType: Sendable { case custom, system }

    public let buttonType: ButtonType
    /// The label that shows the current title (its font and alignment are the button's to set).
    public let titleLabel = Label()
    /// Space between the edges and the title, for the intrinsic size.
    public var contentEdgeInsets = EdgeInsets.zero {
        didSet { invalidateIntrinsicContentSize() }
    }

    private var titles: [State: String] = [:]
    private var titleColors: [State: Color] = [:]

    /// A `.custom` button.
    public override init(frame: CGRect) {
        buttonType = .custom
        super.init(frame: frame)
        setUp()
    }

    /// A button of `type` (`UIButton(type: .system)`).
    public init(type: ButtonType) {
        buttonType = type
        super.init(frame: .zero)
        setUp()
    }

    private func setUp() {
        titleLabel.textAlignment = .center
        titleLabel.isUserInteractionEnabled = false
        if buttonType == .system {
            titleLabel.font = .systemFont(ofSize: 17, weight: .regular)
            titleColors[.normal] = .systemBlue
        } else {
            titleColors[.normal] = .white
        }
        addSubview(titleLabel)
        refreshTitle()
    }

    // MARK: Titles per state

    /// Sets the title shown in `state` (nil: the normal state's).
    public func setTitle(_ title: String?, for state: State) {
        titles[state] = title
        refreshTitle()
    }

    /// The title set for `state` (the normal one when it has none).
    public func title(for state: State) -> String? { titles[state] ?? titles[.normal] }

    /// Sets the title's colour in `state` (nil: the normal state's).
    public func setTitleColor(_ color: Color?, for state: State) {
        titleColors[state] = color
        refreshTitle()
    }

    /// The colour set for `state` (the normal one when it has none).
    public func titleColor(for state: State) -> Color? { titleColors[state] ?? titleColors[.normal] }

    /// The title shown now.
    public var currentTitle: String? { title(for: state) }

    override open func stateDidChange() {
        refreshTitle()
    }

    private func refreshTitle() {
        titleLabel.text = currentTitle ?? ""
        var color = titleColor(for: state) ?? .white
        if buttonType == .system, titleColors[state] == nil {
            // A system button dims its title while held, and greys it out when disabled.
            if isHighlighted { color = color.withAlphaComponent(0.2) }
            if !isEnabled { color = Color(white: 0.6, alpha: 1) }
        }
        titleLabel.textColor = color
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    // MARK: Layout

    override open var intrinsicContentSize: CGSize {
        let title = titleLabel.intrinsicContentSize
        return CGSize(
            width: title.width + contentEdgeInsets.left + contentEdgeInsets.right,
            height: max(title.height, buttonType == .system ? 34 : 0) + contentEdgeInsets.top
                + contentEdgeInsets.bottom)
    }

    override open func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame = CGRect(
            x: contentEdgeInsets.left, y: contentEdgeInsets.top,
            width: max(0, bounds.width - contentEdgeInsets.left - contentEdgeInsets.right),
            height: max(0, bounds.height - contentEdgeInsets.top - contentEdgeInsets.bottom))
    }
}
