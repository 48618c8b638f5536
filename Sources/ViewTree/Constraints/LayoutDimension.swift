import Foundation

/// A width or height (`NSLayoutDimension`): related to another size with a multiplier, or to a constant.
public final class LayoutDimension: LayoutAnchor<LayoutDimension> {
    /// `self == constant`.
    public func constraint(
        equalToConstant constant: CGFloat, file: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        relate(.equal, to: nil, multiplier: 1, constant: constant, SourceLocation(file: file, line: line))
    }

    /// `self ≥ constant`.
    public func constraint(
        greaterThanOrEqualToConstant constant: CGFloat, file: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        relate(.greaterThanOrEqual, to: nil, multiplier: 1, constant: constant, SourceLocation(file: file, line: line))
    }

    /// `self ≤ constant`.
    public func constraint(
        lessThanOrEqualToConstant constant: CGFloat, file: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        relate(.lessThanOrEqual, to: nil, multiplier: 1, constant: constant, SourceLocation(file: file, line: line))
    }

    /// `self == dimension × multiplier + constant`.
    public func constraint(
        equalTo dimension: LayoutDimension, multiplier: CGFloat, constant: CGFloat = 0,
        file: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        relate(
            .equal, to: dimension, multiplier: multiplier, constant: constant, SourceLocation(file: file, line: line))
    }

    /// `self ≥ dimension × multiplier + constant`.
    public func constraint(
        greaterThanOrEqualTo dimension: LayoutDimension, multiplier: CGFloat, constant: CGFloat = 0,
        file: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        relate(
            .greaterThanOrEqual, to: dimension, multiplier: multiplier, constant: constant,
            SourceLocation(file: file, line: line))
    }

    /// `self ≤ dimension × multiplier + constant`.
    public func constraint(
        lessThanOrEqualTo dimension: LayoutDimension, multiplier: CGFloat, constant: CGFloat = 0,
        file: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        relate(
            .lessThanOrEqual, to: dimension, multiplier: multiplier, constant: constant,
            SourceLocation(file: file, line: line))
    }
}
