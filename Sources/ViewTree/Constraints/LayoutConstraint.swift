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
    public let multiplier: CGFloat
    /// Changing the constant re-solves the layout at the next layout pass (seed 003 moves a
    /// sheet by its top constraint's constant). A constant that is not finite is refused.
    public var constant: CGFloat {
        didSet {
            guard constant.isFinite else {
                report("constant must be finite, got \(constant); kept \(oldValue).")
                constant = oldValue
                return
            }
            if constant != oldValue { engineDidChange() }
        }
    }
    /// Changing the priority re-solves the layout. As in UIKit, an active constraint cannot move
    /// between required and optional (UIKit raises; here the change is reported and ignored):
    /// deactivate it first, or make another.
    public var priority: ConstraintPriority {
        didSet {
            guard priority.isValid, !isInEngine || priority.isRequired == oldValue.isRequired else {
                report(
                    "priority cannot change from \(oldValue) to \(priority) "
                        + (priority.isValid
                            ? "while the constraint is active (between required and optional); deactivate it first."
                            : "(a priority is 1…1000)."))
                priority = oldValue
                return
            }
            if priority != oldValue { engineDidChange() }
        }
    }
    public let label: String?
    public let location: SourceLocation
    /// Whether it takes part in layout (`NSLayoutConstraint.isActive`): setting it activates or
    /// deactivates it, as `activate(_:)` and `deactivate(_:)` do.
    public var isActive: Bool {
        get { isInEngine }
        set { newValue ? LayoutEngine.activate(self) : LayoutEngine.deactivate(self) }
    }
    /// True while the layout engine holds it.
    var isInEngine = false
    /// An issue about this constraint was reported once already (it is not repeated every frame).
    var hasReportedIssue = false
    /// The DSL statement that made it (`make.edges…` makes four that fail together), for saying
    /// an issue once per statement.
    weak var statement: Constraint?

    init(
        firstItem: View, firstAttribute: ConstraintAttributes, relation: ConstraintRelation,
        secondItem: View?, secondAttribute: ConstraintAttributes?, multiplier: CGFloat, constant: CGFloat,
        priority: ConstraintPriority, label: String?, location: SourceLocation
    ) {
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
        guard isInEngine, let firstItem else { return }
        LayoutEngine.engine(for: firstItem)?.constraintDidChange(self)
    }

    private func report(_ message: String) {
        guard let firstItem else { return }
        LayoutEngine.report(.misuse(message: "\(self): " + message, location: location), from: firstItem)
    }

    /// Activates each of `constraints` (`NSLayoutConstraint.activate(_:)`).
    public static func activate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates each of `constraints` (`NSLayoutConstraint.deactivate(_:)`).
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
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

    static func format(_ value: CGFloat) -> String {
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
