import Testing

/// Every test in this target that touches SDL, SDL_ttf or FreeType (a `HeadlessHost`, a scene's
/// picture) is nested in this serialized suite, as in ViewTreeTests and PlaygroundTests; all three
/// are `@MainActor`, which also keeps their SDL work off each other's threads.
@Suite(.serialized)
@MainActor
struct SDLTests {}
