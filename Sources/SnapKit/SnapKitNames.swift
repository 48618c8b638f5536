@_exported import ViewTree

// `import SnapKit` on Linux: Fluid's constraint DSL already has SnapKit's shape
// (`view.snp.makeConstraints { make in … }`, `ConstraintPriority.high`, numbers as targets and
// offsets; Docs/Constraints.md §3). This module lets an article's `import SnapKit` stand as written
// and adds SnapKit's remaining names.

/// SnapKit's name for the views it constrains.
public typealias ConstraintView = View
