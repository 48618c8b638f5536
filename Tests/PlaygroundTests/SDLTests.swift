import Testing

/// Every test in this target that touches SDL is nested in this serialized suite (see the
/// ViewTreeTests suite of the same name; both are `@MainActor`, which also keeps the two targets'
/// SDL work off each other's threads).
@Suite(.serialized)
@MainActor
struct SDLTests {}
