import Foundation

/// What one DSL statement made (`make.edges.equalToSuperview().inset(8)`): a handle on its layout
/// constraints, one per attribute, as SnapKit's `Constraint`. Keep it to change the constants
/// later (`update(offset:)`) or to switch the statement on and off (`activate()`, `deactivate()`):
///
///     topConstraint = make.top.equalToSuperview().constraint
///     topConstraint?.update(offset: 40)
@MainActor
public final class Constraint: @MainActor CustomStringConvertible {
    /// One per attribute, in the order left, top, right, bottom, leading, trailing, width, height,
    /// centerX, centerY.
    public let layoutConstraints: [LayoutConstraint]
    public let location: SourceLocation

    init(layoutConstraints: [LayoutConstraint], location: SourceLocation) {
        self.layoutConstraints = layoutConstraints
        self.location = location
        for constraint in layoutConstraints { constraint.statement = self }
    }

    /// True while its layout constraints take part in layout.
    public var isActive: Bool { layoutConstraints.contains { $0.isActive } }

    public func activate() {
        for constraint in layoutConstraints where !constraint.isActive {
            LayoutEngine.activate(constraint)
        }
    }

    public func deactivate() {
        for constraint in layoutConstraints where constraint.isActive {
            LayoutEngine.deactivate(constraint)
        }
    }

    /// Sets the constant of every attribute to `amount` (SnapKit: offsets are added as given to
    /// each attribute, so `update(offset: -8)` on `right` moves the right edge 8 pt left).
    public func update(offset amount: CGFloat) {
        set(.scalar(Double(amount)), function: "update(offset:)")
    }

    /// Sets the constants as insets: +left/top, −right/bottom, −(left + right) for width.
    public func update(inset amount: CGFloat) {
        update(inset: EdgeInsets(top: amount, left: amount, bottom: amount, right: amount))
    }

    public func update(inset insets: EdgeInsets) {
        set(.insets(insets), function: "update(inset:)")
    }

    /// Changes the priority. Between required and optional it is refused (UIKit raises; SnapKit
    /// ignores it): deactivate this constraint and make a new one instead.
    public func update(priority: ConstraintPriority) {
        guard let first = layoutConstraints.first else { return }
        guard priority.isValid else {
            return report(
                .misuse(
                    message: "update(priority:) needs a priority in 1…1000, got \(priority); ignored.",
                    location: location))
        }
        if priority.isRequired != first.priority.isRequired {
            return report(
                .misuse(
                    message: "update(priority:) cannot change a priority from \(first.priority) to \(priority) "
                        + "(between required and optional); deactivate the constraint and make a new one. Ignored.",
                    location: location))
        }
        for constraint in layoutConstraints { constraint.priority = priority }
    }

    private func set(_ constant: ConstraintConstant, function: String) {
        guard constant.isFinite else {
            return report(.misuse(message: "\(function) needs finite numbers; ignored.", location: location))
        }
        for constraint in layoutConstraints { constraint.constant = constant.value(for: constraint.firstAttribute) }
    }

    private func report(_ issue: LayoutIssue) {
        guard let view = layoutConstraints.first?.firstItem else { return }
        LayoutEngine.report(issue, from: view)
    }

    public var description: String {
        layoutConstraints.map(\.description).joined(separator: "; ")
    }
}
