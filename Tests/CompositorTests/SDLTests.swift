import Testing

/// Every test in this target that touches SDL, SDL_ttf or FreeType is nested in this suite:
/// those libraries crash when used from parallel tests (Docs/Rendering.md), and `.serialized`
/// applies to a suite and the suites nested in it. The tests are also `@MainActor` (as the
/// rendering API is), which keeps them off each other's threads across test targets too.
@Suite(.serialized)
@MainActor
struct SDLTests {}
