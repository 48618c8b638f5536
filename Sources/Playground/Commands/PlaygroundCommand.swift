import ArgumentParser
import Foundation
import ViewTree

/// `playground`: opens the window (default), renders a scene to PNG headless, or benchmarks.
@main
struct PlaygroundCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "playground",
        abstract: "Fluid: iOS-style fluid interactions on SDL2. Drag with the mouse; keys 0–5 switch scenes, R resets, P saves a PNG, Esc quits.",
        subcommands: [RunCommand.self, RenderCommand.self, BenchCommand.self],
        defaultSubcommand: RunCommand.self)

    /// Runs a command body on the main actor and turns its errors into one line on standard
    /// error and exit code 1 (argument errors keep ArgumentParser's usage message and code 64).
    static func runOnMainActor(_ body: @MainActor () throws -> Void) throws {
        do {
            try MainActor.assumeIsolated { try body() }
        } catch let error as PlaygroundError {
            fail(error.description)
        } catch let error as RenderError {
            fail(error.description)
        }
    }

    static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("playground: error: \(message)\n".utf8))
        Foundation.exit(1)
    }
}

/// Options every command shares.
struct SceneOptions: ParsableArguments {
    @Option(name: .long, parsing: .unconditional, help: "The scene to show (0 = rendering gallery; default 0).")
    var scene: Int?

    /// Whether `--scene` was given.
    var sceneGiven: Bool { scene != nil }

    // `.unconditional`: "--scale -2" reaches our check (and its one-line message) instead of
    // being taken for an option.
    @Option(name: .long, parsing: .unconditional, help: "Device pixels per point: 1, 2 or 3 (default: 2 headless; in a window, what the display suits).")
    var scale: String?

    @Option(name: .long, help: "The assets folder (default: $FLUID_ASSETS, else the source tree's Assets/).")
    var assets: String?

    /// The scale given, if any; anything but 1, 2 or 3 is a one-line error.
    func validatedScale() throws -> CGFloat? {
        guard let scale else { return nil }
        guard let value = Double(scale), [1.0, 2.0, 3.0].contains(value) else {
            throw PlaygroundError.badArgument("--scale must be 1, 2 or 3 (got '\(scale)')")
        }
        return CGFloat(value)
    }

    func validatedScene() throws -> Int {
        let number = scene ?? 0
        guard SceneRegistry.all.contains(where: { $0.number == number }) else { throw PlaygroundError.unknownScene(number) }
        return number
    }

    @MainActor
    func catalog() throws -> AssetCatalog {
        if let assets {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: assets, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw PlaygroundError.badArgument("--assets \(assets) is not a folder")
            }
            return AssetCatalog(root: URL(fileURLWithPath: assets))
        }
        return AssetCatalog()
    }
}
