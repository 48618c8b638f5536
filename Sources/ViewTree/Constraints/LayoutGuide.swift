import Foundation

/// A rectangle in a view's coordinate space that constraints can refer to, as UIKit's
/// `UILayoutGuide`; here the view's safe area (`View.safeAreaLayoutGuide`): its bounds inset by
/// its `safeAreaInsets`, the part the status bar and the home indicator leave free.
///
///     title.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8)
///     card.snp.makeConstraints { make in make.bottom.equalTo(view.safeAreaLayoutGuide).inset(16) }
///
/// The insets follow the solution: a view laid out by constraints that ends up under the status
/// bar gets the insets of where it is (Docs/Constraints.md, "The safe area").
@MainActor
public final class LayoutGuide {
    /// The view whose safe area this is (held weakly, as UIKit's).
    public private(set) weak var owningView: View?

    init(owningView: View) {
        self.owningView = owningView
    }

    /// The guide's rectangle in the owning view's coordinates, as last laid out.
    public var layoutFrame: CGRect {
        guard let view = owningView else { return .zero }
        let insets = view.safeAreaInsets
        let bounds = view.bounds
        return CGRect(
            x: bounds.minX + insets.left, y: bounds.minY + insets.top,
            width: max(0, bounds.width - insets.left - insets.right),
            height: max(0, bounds.height - insets.top - insets.bottom))
    }

    public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: item, attribute: [.left, .safeArea]) }
    public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: item, attribute: [.right, .safeArea]) }
    public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: item, attribute: [.leading, .safeArea]) }
    public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: item, attribute: [.trailing, .safeArea]) }
    public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: item, attribute: [.centerX, .safeArea]) }
    public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: item, attribute: [.top, .safeArea]) }
    public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: item, attribute: [.bottom, .safeArea]) }
    public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: item, attribute: [.centerY, .safeArea]) }
    public var widthAnchor: LayoutDimension { LayoutDimension(item: item, attribute: [.width, .safeArea]) }
    public var heightAnchor: LayoutDimension { LayoutDimension(item: item, attribute: [.height, .safeArea]) }

    /// The guide's attributes for the constraint DSL (`view.safeAreaLayoutGuide.snp.top`).
    public var snp: LayoutGuideDSL { LayoutGuideDSL(view: item) }

    /// The owning view; a released one gives anchors of a stand-in, which the anchor reports.
    private var item: View { owningView ?? View() }
}

extension View {
    /// The view's safe area as a layout guide (`UIView.safeAreaLayoutGuide`).
    public var safeAreaLayoutGuide: LayoutGuide { LayoutGuide(owningView: self) }
}

extension LayoutGuide: ConstraintRelatableTarget {}

/// `guide.snp`: a layout guide's attributes to relate to, as `view.snp`'s (a guide has no
/// baselines).
@MainActor
public struct LayoutGuideDSL: ConstraintAttributeNaming {
    let view: View

    public func item(_ attributes: ConstraintAttributes) -> ConstraintItem {
        ConstraintItem(view: view, attributes: attributes.union(.safeArea))
    }
}
