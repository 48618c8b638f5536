import Foundation

/// Attributes of a view to relate to: `other.snp.bottom`, `other.snp.edges` (SnapKit's `ConstraintItem`).
@MainActor
public struct ConstraintItem {
    public let view: View
    /// Empty when the target is the view itself (each attribute then relates to the same attribute).
    public let attributes: ConstraintAttributes
}

/// What `equalTo`, `lessThanOrEqualTo` and `greaterThanOrEqualTo` accept: another view's
/// attributes (`other.snp.bottom`), a view (the same attributes of it), or a constant — a number,
/// a `CGSize` (for `size`), a `CGPoint` (for `center`) or `EdgeInsets` (for `edges`).
///
/// A constant on a position attribute is measured from the superview's same edge, so
/// `make.top.equalTo(20)` is `top == superview.top + 20`; on `width` / `height` it is an absolute
/// size. A constant on `centerX` / `centerY` is measured from the superview's left / top edge
/// (as SnapKit does).
public protocol ConstraintRelatableTarget {}

extension Int: ConstraintRelatableTarget {}
extension Double: ConstraintRelatableTarget {}
extension Float: ConstraintRelatableTarget {}
extension CGFloat: ConstraintRelatableTarget {}
extension CGSize: ConstraintRelatableTarget {}
extension CGPoint: ConstraintRelatableTarget {}
extension EdgeInsets: ConstraintRelatableTarget {}
extension View: ConstraintRelatableTarget {}
extension ConstraintItem: ConstraintRelatableTarget {}

/// A constant in one of the shapes SnapKit accepts, read per attribute.
enum ConstraintConstant: Equatable, Sendable {
    case scalar(Double)
    case size(CGSize)
    case point(CGPoint)
    /// Signed per edge (SnapKit's rule for `inset` and for insets as a target): +left/top,
    /// −right/bottom, −(left + right) for width, (left − right) / 2 for centerX.
    case insets(EdgeInsets)

    init?(_ target: Any) {
        switch target {
        case let value as Int: self = .scalar(Double(value))
        case let value as Double: self = .scalar(value)
        case let value as Float: self = .scalar(Double(value))
        case let value as CGFloat: self = .scalar(Double(value))
        case let value as CGSize: self = .size(value)
        case let value as CGPoint: self = .point(value)
        case let value as EdgeInsets: self = .insets(value)
        default: return nil
        }
    }

    /// The constant for one single attribute.
    func value(for attribute: ConstraintAttributes) -> Double {
        switch self {
        case let .scalar(value):
            return value
        case let .size(size):
            if attribute == .width { return Double(size.width) }
            if attribute == .height { return Double(size.height) }
            return 0
        case let .point(point):
            if attribute.isDimension { return 0 }
            return Double(attribute.isHorizontal ? point.x : point.y)
        case let .insets(insets):
            let value: CGFloat =
                switch attribute {
                case .left, .leading: insets.left
                case .top: insets.top
                case .right, .trailing: -insets.right
                case .bottom: -insets.bottom
                case .width: -(insets.left + insets.right)
                case .height: -(insets.top + insets.bottom)
                case .centerX: (insets.left - insets.right) / 2
                case .centerY: (insets.top - insets.bottom) / 2
                default: 0
                }
            return Double(value)
        }
    }

    /// True when every value is a finite number.
    var isFinite: Bool {
        switch self {
        case let .scalar(value): value.isFinite
        case let .size(size): size.width.isFinite && size.height.isFinite
        case let .point(point): point.x.isFinite && point.y.isFinite
        case let .insets(insets): [insets.top, insets.left, insets.bottom, insets.right].allSatisfy(\.isFinite)
        }
    }
}
