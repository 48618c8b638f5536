import Foundation

/// The edges, sizes and centres a constraint can relate, as SnapKit's `ConstraintAttributes`: a set,
/// so that one statement can constrain several at once (`make.top.left.equalToSuperview()`).
///
/// `leading` and `trailing` are `left` and `right` (Fluid lays out left to right), but they stay
/// distinct attributes: `updateConstraints` matches `leading` only against `leading`, as SnapKit does.
public struct ConstraintAttributes: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: UInt16
    public init(rawValue: UInt16) { self.rawValue = rawValue }

    public static let left = ConstraintAttributes(rawValue: 1 << 0)
    public static let top = ConstraintAttributes(rawValue: 1 << 1)
    public static let right = ConstraintAttributes(rawValue: 1 << 2)
    public static let bottom = ConstraintAttributes(rawValue: 1 << 3)
    public static let leading = ConstraintAttributes(rawValue: 1 << 4)
    public static let trailing = ConstraintAttributes(rawValue: 1 << 5)
    public static let width = ConstraintAttributes(rawValue: 1 << 6)
    public static let height = ConstraintAttributes(rawValue: 1 << 7)
    public static let centerX = ConstraintAttributes(rawValue: 1 << 8)
    public static let centerY = ConstraintAttributes(rawValue: 1 << 9)
    /// The baseline of a label's first line of text; a view without text has its top there
    /// (UIKit's `forFirstBaselineLayout`: "If that view does not have a baseline, Auto Layout
    /// uses the view's top edge").
    public static let firstBaseline = ConstraintAttributes(rawValue: 1 << 11)
    /// The baseline of a label's last line; a view without text has its bottom there.
    public static let lastBaseline = ConstraintAttributes(rawValue: 1 << 12)
    /// Marks the attributes as those of the view's safe area (`safeAreaLayoutGuide`), not of
    /// its bounds: `[.top, .safeArea]` is the top of the safe area.
    static let safeArea = ConstraintAttributes(rawValue: 1 << 10)

    /// left, top, right, bottom.
    public static let edges: ConstraintAttributes = [.left, .top, .right, .bottom]
    /// width, height.
    public static let size: ConstraintAttributes = [.width, .height]
    /// centerX, centerY.
    public static let center: ConstraintAttributes = [.centerX, .centerY]

    /// The single attributes in a fixed order (the order constraints are made and listed in).
    static let singles: [ConstraintAttributes] =
        [
            .left, .top, .right, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY, .firstBaseline,
            .lastBaseline,
        ]

    /// The single attributes this set contains, in `singles` order.
    var members: [ConstraintAttributes] { Self.singles.filter { contains($0) } }

    /// True for width and height: a number target is an absolute size, not an offset from the superview.
    var isDimension: Bool { self == .width || self == .height }

    /// True for the attributes measured along x.
    var isHorizontal: Bool { !intersection([.left, .right, .leading, .trailing, .width, .centerX]).isEmpty }

    public var description: String {
        let names = [
            "left", "top", "right", "bottom", "leading", "trailing", "width", "height", "centerX", "centerY",
            "firstBaseline", "lastBaseline",
        ]
        let named = zip(Self.singles, names).filter { contains($0.0) }.map(\.1)
        let text = named.isEmpty ? "none" : named.joined(separator: ".")
        return contains(.safeArea) ? "safeAreaLayoutGuide.\(text)" : text
    }
}
