import Foundation

/// One attribute of a view to make constraints from, as UIKit's `NSLayoutAnchor`:
///
///     label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16).isActive = true
///     LayoutConstraint.activate([label.topAnchor.constraint(equalTo: view.topAnchor)])
///
/// The constraint says `item.attribute relation other.attribute + constant`; it is made inactive
/// and lays out on the same solver as the SnapKit-style DSL (`snp.makeConstraints`). The anchor
/// types keep axes apart at compile time, as UIKit's do: an x-axis anchor relates only to x-axis
/// anchors (`LayoutXAxisAnchor`), a y-axis one to y-axis ones (`LayoutYAxisAnchor`), a size to
/// sizes (`LayoutDimension`).
@MainActor
public class LayoutAnchor<AnchorType: AnyObject>: @MainActor CustomStringConvertible {
    /// The view the anchor belongs to (held weakly, as UIKit's `item`).
    public private(set) weak var item: View?
    let attribute: ConstraintAttributes

    init(item: View, attribute: ConstraintAttributes) {
        self.item = item
        self.attribute = attribute
    }

    /// `self == anchor + constant`.
    public func constraint(
        equalTo anchor: LayoutAnchor<AnchorType>, constant: CGFloat = 0,
        file: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        relate(.equal, to: anchor, multiplier: 1, constant: constant, SourceLocation(file: file, line: line))
    }

    /// `self ≥ anchor + constant`.
    public func constraint(
        greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant: CGFloat = 0,
        file: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        relate(
            .greaterThanOrEqual, to: anchor, multiplier: 1, constant: constant, SourceLocation(file: file, line: line))
    }

    /// `self ≤ anchor + constant`.
    public func constraint(
        lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant: CGFloat = 0,
        file: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        relate(.lessThanOrEqual, to: anchor, multiplier: 1, constant: constant, SourceLocation(file: file, line: line))
    }

    /// A constraint relating this anchor to `anchor` (or, without one, to a constant size).
    /// UIKit raises on a released view or on leading/trailing related to left/right; here the
    /// mistake is reported and the constraint made anyway refers to what is left (it lays out
    /// nothing while its view is gone).
    func relate(
        _ relation: ConstraintRelation, to anchor: LayoutAnchor<AnchorType>?, multiplier: CGFloat, constant: CGFloat,
        _ location: SourceLocation
    ) -> LayoutConstraint {
        let first = item ?? View()
        if item == nil || (anchor != nil && anchor?.item == nil) {
            LayoutEngine.report(
                .misuse(
                    message: "an anchor's view was released; the constraint lays out nothing.",
                    location: location), from: first)
        }
        if let anchor, Self.mixesDirections(attribute, anchor.attribute) {
            LayoutEngine.report(
                .misuse(
                    message: "\(self) is related to \(anchor): UIKit does not allow leading/trailing with left/right; "
                        + "use leading/trailing on both sides (Fluid lays out left to right, so the layout is the same).",
                    location: location), from: first)
        }
        return LayoutConstraint(
            firstItem: first, firstAttribute: attribute, relation: relation,
            secondItem: anchor?.item, secondAttribute: anchor?.attribute, multiplier: multiplier,
            constant: constant.isFinite ? constant : 0, priority: .required, label: nil, location: location)
    }

    private static func mixesDirections(_ a: ConstraintAttributes, _ b: ConstraintAttributes) -> Bool {
        let directional: ConstraintAttributes = [.leading, .trailing], absolute: ConstraintAttributes = [.left, .right]
        return (directional.contains(a) && absolute.contains(b)) || (absolute.contains(a) && directional.contains(b))
    }

    /// `name.attributeAnchor`.
    public var description: String { "\(item?.layoutName ?? "(released view)").\(attribute)Anchor" }
}

/// A horizontal edge or centre: left, right, leading, trailing, centerX (`NSLayoutXAxisAnchor`).
public final class LayoutXAxisAnchor: LayoutAnchor<LayoutXAxisAnchor> {}

/// A vertical edge or centre: top, bottom, centerY (`NSLayoutYAxisAnchor`).
public final class LayoutYAxisAnchor: LayoutAnchor<LayoutYAxisAnchor> {}
