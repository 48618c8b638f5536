import Foundation

/// A playground app: a type that lists its scenes and is marked `@main`. Its `main()` opens the
/// window on the first scene, or runs the command line's `render`, `replay`, `film` and `bench`
/// on any of them (README, "Command line"):
///
/// ```swift
/// import FluidPlayground
///
/// @main
/// struct MyPlayground: FluidApp {
///     static var scenes: [any Scene.Type] { [CardScene.self] }
/// }
/// ```
///
/// A scene may also be an app of one scene on its own: `@main final class CardScene: Scene, FluidApp`.
@MainActor
public protocol FluidApp {
    /// The scenes, each opened by its number key; the window opens with the one numbered 0 unless
    /// `--scene` says otherwise, else with the first.
    static var scenes: [any Scene.Type] { get }
}

extension FluidApp {
    /// Parses the command line and runs it with ``scenes``; every failure is one line on standard
    /// error and exit status 1 (at run time) or 64 (a usage error).
    @MainActor
    public static func main() {
        PlaygroundCommand.scenes = SceneList(scenes)
        PlaygroundCommand.main()
    }
}

extension FluidApp where Self: Scene {
    /// A scene marked `@main` is an app of that one scene.
    public static var scenes: [any Scene.Type] { [Self.self] }
}
