import Foundation

/// A related statement that can take modifiers: `multipliedBy`, `dividedBy`, `offset`, `inset`.
@MainActor
public final class ConstraintMakerEditable: ConstraintMakerPrioritizable {
    /// `first = second × amount + constant`. On positions the product is taken in the common
    /// ancestor's coordinates, as in Auto Layout (so `centerX.equalToSuperview().multipliedBy(0.5)`
    /// puts the centre at a quarter of the superview's width).
    @discardableResult
    public func multipliedBy(_ amount: CGFloat) -> ConstraintMakerEditable {
        if amount.isFinite {
            description.multiplier = Double(amount)
        } else {
            description.fail("multipliedBy(\(amount)) needs a finite number.")
        }
        return self
    }

    /// `multipliedBy(1 / amount)`.
    @discardableResult
    public func dividedBy(_ amount: CGFloat) -> ConstraintMakerEditable {
        guard amount != 0 else {
            description.fail("dividedBy(0) divides by zero.")
            return self
        }
        return multipliedBy(1 / amount)
    }

    /// Adds `amount` to every attribute as given (SnapKit: "offsets are always added"):
    /// `right.equalToSuperview().offset(-8)` is 8 pt inside the right edge.
    @discardableResult
    public func offset(_ amount: CGFloat) -> ConstraintMakerEditable {
        setConstant(.scalar(Double(amount)), "offset")
    }

    /// Moves each edge inwards by `amount`: +left/top, −right/bottom, −2·amount for width and
    /// height, 0 for centres (SnapKit's sign rule per edge).
    @discardableResult
    public func inset(_ amount: CGFloat) -> ConstraintMakerEditable {
        inset(EdgeInsets(top: amount, left: amount, bottom: amount, right: amount))
    }

    @discardableResult
    public func inset(_ insets: EdgeInsets) -> ConstraintMakerEditable {
        setConstant(.insets(insets), "inset")
    }

    private func setConstant(_ constant: ConstraintConstant, _ name: String) -> ConstraintMakerEditable {
        if constant.isFinite {
            description.constant = constant
        } else {
            description.fail("\(name) needs finite numbers.")
        }
        return self
    }
}
