import Foundation

/// A statement's attributes so far; more can be chained: `make.left.right.equalToSuperview()`.
@MainActor
public final class ConstraintMakerExtendable: ConstraintMakerRelatable {
    public var left: ConstraintMakerExtendable { adding(.left) }
    public var top: ConstraintMakerExtendable { adding(.top) }
    public var right: ConstraintMakerExtendable { adding(.right) }
    public var bottom: ConstraintMakerExtendable { adding(.bottom) }
    public var leading: ConstraintMakerExtendable { adding(.leading) }
    public var trailing: ConstraintMakerExtendable { adding(.trailing) }
    public var width: ConstraintMakerExtendable { adding(.width) }
    public var height: ConstraintMakerExtendable { adding(.height) }
    public var centerX: ConstraintMakerExtendable { adding(.centerX) }
    public var centerY: ConstraintMakerExtendable { adding(.centerY) }
    public var firstBaseline: ConstraintMakerExtendable { adding(.firstBaseline) }
    public var lastBaseline: ConstraintMakerExtendable { adding(.lastBaseline) }
    public var edges: ConstraintMakerExtendable { adding(.edges) }
    public var size: ConstraintMakerExtendable { adding(.size) }
    public var center: ConstraintMakerExtendable { adding(.center) }

    private func adding(_ attributes: ConstraintAttributes) -> ConstraintMakerExtendable {
        description.attributes.formUnion(attributes)
        return self
    }
}
