import Foundation

/// One linear relation between two view attributes, as `NSLayoutConstraint`:
/// `first.attribute  relation  second.attribute × multiplier + constant`, or
/// `first.attribute  relation  constant` for a size. SnapKit's `Constraint` expands into one of
/// these per attribute (`make.edges` gives four).
@MainActor
public final class LayoutConstraint: @MainActor CustomStringConvertible {
    public private(set) weak var firstItem: View?
    public let firstAttribute: ConstraintAttributes
    public let relation: ConstraintRelation
    public private(set) weak var secondItem: View?
    /// nil for a constant size (`make.width.equalTo(10)`).
    public let secondAttribute: ConstraintAttributes?
    public let multiplier: Double
    /// Changing the constant re-solves the layout at the next layout pass.
    public internal(set) var constant: Double {
        didSet { if constant != oldValue { engineDidChange() } }
    }
    public internal(set) var priority: ConstraintPriority {
        didSet { if priority != oldValue { engineDidChange() } }
    }
    public let label: String?
    public let location: SourceLocation
    /// True while it takes part in layout.
    public internal(set) var isActive = false
    /// An issue about this constraint was reported once already (it is not repeated every frame).
    var hasReportedIssue = false
    /// The DSL statement that made it (`make.edges…` makes four that fail together), for saying
    /// an issue once per statement.
    weak var statement: Constraint?

    init(firstItem: View, firstAttribute: ConstraintAttributes, relation: ConstraintRelation,
         secondItem: View?, secondAttribute: ConstraintAttributes?, multiplier: Double, constant: Double,
         priority: ConstraintPriority, label: String?, location: SourceLocation) {
        self.firstItem = firstItem
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = secondItem
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.label = label
        self.location = location
    }

    /// SnapKit's matching rule for `updateConstraints`: same items, attributes, relation, priority
    /// and multiplier (the constant may differ).
    func matches(_ other: LayoutConstraint) -> Bool {
        firstItem === other.firstItem && firstAttribute == other.firstAttribute
            && secondItem === other.secondItem && secondAttribute == other.secondAttribute
            && relation == other.relation && priority == other.priority && multiplier == other.multiplier
    }

    private func engineDidChange() {
        guard isActive, let firstItem else { return }
        LayoutEngine.engine(for: firstItem)?.constraintDidChange(self)
    }

    /// `name.width == other.width × 0.7 + 10 @750 "label" (File.swift:42)`.
    public var description: String {
        var text = "\(firstItem?.layoutName ?? "(released view)").\(firstAttribute) \(relation) "
        if let secondAttribute {
            text += "\(secondItem?.layoutName ?? "(released view)").\(secondAttribute)"
            if multiplier != 1 { text += " × \(Self.format(multiplier))" }
            if constant != 0 { text += constant > 0 ? " + \(Self.format(constant))" : " − \(Self.format(-constant))" }
        } else {
            text += Self.format(constant)
        }
        if !priority.isRequired { text += " @\(priority)" }
        if let label { text += " \"\(label)\"" }
        return text + " (\(location))"
    }

    static func format(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(format: "%.4g", value)
    }
}

extension View {
    /// How constraint messages name a view: its `accessibilityIdentifier`, else its class and address.
    var layoutName: String {
        if let accessibilityIdentifier { return accessibilityIdentifier }
        let address = String(UInt(bitPattern: ObjectIdentifier(self).hashValue), radix: 16)
        return "\(type(of: self))(0x\(address))"
    }
}
