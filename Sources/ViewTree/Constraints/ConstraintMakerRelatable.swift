import Foundation

/// A statement's attributes, waiting for a relation: `equalTo`, `lessThanOrEqualTo`,
/// `greaterThanOrEqualTo` and their `…Superview()` forms.
@MainActor
public class ConstraintMakerRelatable {
    let description: ConstraintDescription

    init(_ description: ConstraintDescription) {
        self.description = description
    }

    @discardableResult
    public func equalTo(
        _ target: ConstraintRelatableTarget, _ file: String = #fileID, _ line: Int = #line
    ) -> ConstraintMakerEditable {
        relate(.equal, to: target, file: file, line: line)
    }

    @discardableResult
    public func lessThanOrEqualTo(
        _ target: ConstraintRelatableTarget, _ file: String = #fileID, _ line: Int = #line
    ) -> ConstraintMakerEditable {
        relate(.lessThanOrEqual, to: target, file: file, line: line)
    }

    @discardableResult
    public func greaterThanOrEqualTo(
        _ target: ConstraintRelatableTarget, _ file: String = #fileID, _ line: Int = #line
    ) -> ConstraintMakerEditable {
        relate(.greaterThanOrEqual, to: target, file: file, line: line)
    }

    @discardableResult
    public func equalToSuperview(_ file: String = #fileID, _ line: Int = #line) -> ConstraintMakerEditable {
        relateToSuperview(.equal, file: file, line: line) { $0 }
    }

    @discardableResult
    public func lessThanOrEqualToSuperview(_ file: String = #fileID, _ line: Int = #line) -> ConstraintMakerEditable {
        relateToSuperview(.lessThanOrEqual, file: file, line: line) { $0 }
    }

    @discardableResult
    public func greaterThanOrEqualToSuperview(_ file: String = #fileID, _ line: Int = #line) -> ConstraintMakerEditable
    {
        relateToSuperview(.greaterThanOrEqual, file: file, line: line) { $0 }
    }

    /// `make.top.equalToSuperview { $0.snp.bottom }`: relates to attributes of the superview.
    @discardableResult
    public func equalToSuperview(
        _ file: String = #fileID, _ line: Int = #line,
        _ closure: (View) -> ConstraintRelatableTarget
    ) -> ConstraintMakerEditable {
        relateToSuperview(.equal, file: file, line: line, closure)
    }

    private func relateToSuperview(
        _ relation: ConstraintRelation, file: String, line: Int,
        _ closure: (View) -> ConstraintRelatableTarget
    ) -> ConstraintMakerEditable {
        guard let superview = description.item.superview else {
            description.location = SourceLocation(file: file, line: line)
            description.relation = relation
            description.fail(
                "\(description.item.layoutName) has no superview to relate to; add it to a view before "
                    + "making constraints to its superview.")
            return ConstraintMakerEditable(description)
        }
        return relate(relation, to: closure(superview), file: file, line: line)
    }

    private func relate(
        _ relation: ConstraintRelation, to target: ConstraintRelatableTarget,
        file: String, line: Int
    ) -> ConstraintMakerEditable {
        description.location = SourceLocation(file: file, line: line)
        if description.relation != nil {
            description.fail("make.\(description.attributes) has two relations; write one statement per relation.")
        }
        description.relation = relation
        switch target {
        case let item as ConstraintItem:
            description.target = .item(item.view, item.attributes)
        case let view as View:
            description.target = .item(view, [])
        case let guide as LayoutGuide:
            guard let view = guide.owningView else {
                description.fail(
                    "make.\(description.attributes) was related to a layout guide whose view was released.")
                return ConstraintMakerEditable(description)
            }
            description.target = .item(view, .safeArea)
        default:
            if let constant = ConstraintConstant(target), constant.isFinite {
                description.target = .constant(constant)
            } else {
                description.fail(
                    "make.\(description.attributes) was related to \(target), which is not a finite number, "
                        + "size, point, insets, view or view attribute.")
            }
        }
        return ConstraintMakerEditable(description)
    }
}
