import Foundation

/// The `make` of `view.snp.makeConstraints { make in … }`: each attribute starts a statement
/// (`make.top`, `make.edges`), attributes chain (`make.left.right`), and the statement goes on with
/// a relation, modifiers and a priority (SnapKit's `ConstraintMaker`).
@MainActor
public final class ConstraintMaker {
    let item: View
    private(set) var descriptions: [ConstraintDescription] = []

    init(item: View) {
        self.item = item
    }

    public var left: ConstraintMakerExtendable { start(.left) }
    public var top: ConstraintMakerExtendable { start(.top) }
    public var right: ConstraintMakerExtendable { start(.right) }
    public var bottom: ConstraintMakerExtendable { start(.bottom) }
    public var leading: ConstraintMakerExtendable { start(.leading) }
    public var trailing: ConstraintMakerExtendable { start(.trailing) }
    public var width: ConstraintMakerExtendable { start(.width) }
    public var height: ConstraintMakerExtendable { start(.height) }
    public var centerX: ConstraintMakerExtendable { start(.centerX) }
    public var centerY: ConstraintMakerExtendable { start(.centerY) }
    public var firstBaseline: ConstraintMakerExtendable { start(.firstBaseline) }
    public var lastBaseline: ConstraintMakerExtendable { start(.lastBaseline) }
    public var edges: ConstraintMakerExtendable { start(.edges) }
    public var size: ConstraintMakerExtendable { start(.size) }
    public var center: ConstraintMakerExtendable { start(.center) }

    private func start(_ attributes: ConstraintAttributes) -> ConstraintMakerExtendable {
        // The location is refined by the relation call, which has the caller's #fileID and #line.
        let description = ConstraintDescription(
            item: item, attributes: attributes,
            location: SourceLocation(file: "?", line: 0))
        descriptions.append(description)
        return ConstraintMakerExtendable(description)
    }

    /// The constraints the statements made, in order (statements with a mistake make none).
    var constraints: [Constraint] { descriptions.compactMap(\.constraint) }
}
