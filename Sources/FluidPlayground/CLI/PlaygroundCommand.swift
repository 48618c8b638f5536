import ArgumentParser
import CHeap
import Compositor
import Foundation
import ViewTree

/// `playground`: opens the window (default), renders a scene to PNG headless, or benchmarks.
/// ``FluidApp/main()`` enters it with the app's scenes.
struct PlaygroundCommand: ParsableCommand {
    /// The scenes the command line opens, set once by ``FluidApp/main()`` before the arguments are
    /// parsed (ArgumentParser makes the commands, so they cannot be handed a value).
    @MainActor static var scenes = SceneList([])

    /// The executable's name, as usage, help and error lines name it (`playground`, or a user's
    /// `MyPlayground`).
    nonisolated static var name: String {
        CommandLine.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent }.flatMap { $0.isEmpty ? nil : $0 }
            ?? "playground"
    }

    static let configuration = CommandConfiguration(
        commandName: PlaygroundCommand.name,
        abstract:
            "Fluid: iOS-style fluid interactions on SDL2. Drag with the mouse; number keys switch scenes, R resets, P saves a PNG, Esc quits.",
        version: "\(PlaygroundCommand.name) on Fluid \(FluidVersion.current)",
        subcommands: [
            RunCommand.self, RenderCommand.self, FilmCommand.self, ReplayCommand.self, WatchCommand.self,
            BenchCommand.self,
        ],
        defaultSubcommand: RunCommand.self)

    /// Parses, runs, and turns every failure into one line on standard error, `playground: error: …`,
    /// with the exit status of ``ExitStatus``: 64 for a usage error (as sysexits.h's EX_USAGE and
    /// ArgumentParser use), 1 for a failure at run time. Help goes to standard output with status 0.
    static func main() {
        // Freed textures' memory stays mapped for the next texture: otherwise a cold frame spends
        // much of its time in the kernel faulting pages in (Docs/Rendering.md §12).
        _ = cheap_keep_freed_memory()
        // Past a file-size limit (ulimit -f) the kernel would kill the process mid-write with
        // SIGXFSZ; ignored, the write fails with EFBIG and is reported like any other.
        signal(SIGXFSZ, SIG_IGN)
        openClosedStandardDescriptors()
        do {
            try checkArgumentsAreUTF8()
            try checkHelpTopic()
            var command = try parseAsRoot()
            try command.run()
        } catch {
            exit(reporting: error)
        }
    }

    /// Refuses an argument whose bytes are not UTF-8 (a path from a Latin-1 disk, say): Swift
    /// reads it with U+FFFD in place of the bad bytes, so a file would be read or written under
    /// another name than the one given.
    static func checkArgumentsAreUTF8() throws(PlaygroundError) {
        for index in 1..<Int(CommandLine.argc) {
            guard let raw = CommandLine.unsafeArgv[index] else { continue }
            let bytes = UnsafeBufferPointer(
                start: UnsafeRawPointer(raw).assumingMemoryBound(to: UInt8.self), count: strlen(raw))
            if String(validating: bytes, as: UTF8.self) == nil {
                let shown = String(decoding: bytes, as: UTF8.self)
                throw .badArgument(
                    "argument \(index) (\"\(shown)\") is not UTF-8, so a file would go by another name: rename it, or give a path in UTF-8"
                )
            }
        }
    }

    /// Refuses `playground help <word>` for a word that names no command: ArgumentParser would
    /// print the overview and exit 0, as if the topic had been found.
    static func checkHelpTopic() throws(PlaygroundError) {
        let words = CommandLine.arguments.dropFirst()
        guard words.first == "help", let topic = words.dropFirst().first(where: { !$0.hasPrefix("-") }) else { return }
        let commands = configuration.subcommands.map { $0._commandName }
        guard !commands.contains(topic) else { return }
        throw .badArgument(
            "'\(topic)' is not a command: help covers \(commands.joined(separator: ", ")) ('\(name) --help' for all)")
    }

    /// Opens `/dev/null` on standard input, output or error if the process was started with it
    /// closed (`playground run >&-`): the next file opened would take its number, so the X
    /// connection or a recording would receive what is printed (a recording filled with the
    /// app's messages, a window hung on code written into its X socket).
    static func openClosedStandardDescriptors() {
        for descriptor in Int32(0)...2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            let null = open("/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY)
            if null >= 0, null != descriptor {
                dup2(null, descriptor)
                close(null)
            }
        }
    }

    /// Runs a command body on the main actor (the commands are entered from `main`, on the main
    /// thread), with the settings `options` give the whole process (`--reduce-motion`).
    static func runOnMainActor(_ options: SceneOptions, _ body: @MainActor () throws -> Void) throws {
        try MainActor.assumeIsolated {
            Accessibility.setReduceMotionEnabled(options.reduceMotion)
            try body()
        }
    }

    static func exit(reporting error: Error) -> Never {
        let status: ExitStatus
        let message: String
        switch error {
        case let error as PlaygroundError:
            (status, message) = (error.isUsageError ? .usage : .failure, error.description)
        case let error as RenderError:
            (status, message) = (.failure, error.description)
        default:
            let code = exitCode(for: error)
            if code.isSuccess {
                print(fullMessage(for: error))
                Foundation.exit(code.rawValue)
            }
            status = code.rawValue == ExitStatus.usage.rawValue ? .usage : .failure
            message =
                Self.message(for: error).trimmingCharacters(in: .whitespacesAndNewlines)
                .replacingOccurrences(of: "\n+", with: "; ", options: .regularExpression)
                + " (see '\(helpCommand)')"
        }
        StandardError.write("error: \(message)", from: name)
        Foundation.exit(status.rawValue)
    }

    /// `playground <subcommand> --help` for the subcommand on the command line, else `playground --help`.
    private static var helpCommand: String {
        let subcommands = configuration.subcommands.map { $0._commandName }
        if let word = CommandLine.arguments.dropFirst().first, subcommands.contains(word) {
            return "\(name) \(word) --help"
        }
        return "\(name) --help"
    }
}

/// The playground's exit statuses (README, "Command line").
enum ExitStatus: Int32 {
    /// A run-time failure: a missing or damaged file, no display, an SDL error.
    case failure = 1
    /// The command line was wrong (sysexits.h's EX_USAGE, as ArgumentParser uses).
    case usage = 64
}

/// Options every command shares.
struct SceneOptions: ParsableArguments {
    @Option(
        name: .long, parsing: .unconditional,
        help: "The scene to show, by its number key or its name, e.g. 3 or card-stack (default: 0, else the first).")
    var scene: String?

    /// Whether `--scene` was given.
    var sceneGiven: Bool { scene != nil }

    // `.unconditional`: "--scale -2" reaches our check (and its one-line message) instead of
    // being taken for an option.
    @Option(
        name: .long, parsing: .unconditional,
        help: "Device pixels per point: 1, 2 or 3 (default: 2 headless; in a window, what the display suits).")
    var scale: String?

    @Option(
        name: .long,
        help:
            "A folder with Fonts/ and Images/ to use instead of the bundled assets (default: $FLUID_ASSETS, else the bundle beside the binary)."
    )
    var assets: String?

    @Option(
        name: .customLong("set"),
        help: ArgumentHelp(
            "Tune a scene's parameter, e.g. --set sheet.damping=0.7 (repeatable; the inspector lists them).",
            valueName: "name=value"))
    var assignments: [String] = []

    @Flag(
        name: .long,
        help:
            "Reduce Motion on, as iOS's accessibility setting: springs settle without bounce, thrown views fade instead of flying, no parallax (Ctrl+M in the window; a gesture file recorded with it replays with it)."
    )
    var reduceMotion = false

    /// The `--set` values; an unknown name, a value that is not a number or one out of range is a
    /// one-line error naming the parameter and its range.
    @MainActor
    func validatedTuning() throws -> Tuning {
        let tuning = Tuning(scenes: PlaygroundCommand.scenes)
        for assignment in assignments {
            do { try tuning.apply(assignment) } catch { throw PlaygroundError.badArgument(error.description) }
        }
        return tuning
    }

    /// The scale given, if any; anything but 1, 2 or 3 is a one-line error.
    func validatedScale() throws -> CGFloat? {
        guard let scale else { return nil }
        guard let value = Double(scale), [1.0, 2.0, 3.0].contains(value) else {
            throw PlaygroundError.badArgument("--scale must be 1, 2 or 3 (got '\(scale)')")
        }
        return CGFloat(value)
    }

    @MainActor
    func validatedScene() throws -> Int {
        let scenes = PlaygroundCommand.scenes
        guard let scene else { return scenes.openingNumber }
        if let number = Int(scene.trimmingCharacters(in: .whitespaces)) {
            guard scenes.scene(number: number) != nil else {
                throw PlaygroundError.unknownScene(number, available: scenes.availableNumbers)
            }
            return number
        }
        guard let named = scenes.scene(named: scene) else {
            throw PlaygroundError.badArgument(
                "--scene '\(scene)' names no scene: available are \(scenes.availableNumbers)")
        }
        return scenes.number(of: named)
    }

    @MainActor
    func catalog() throws -> AssetCatalog {
        try AssetCatalog.resolve(argument: assets)
    }
}

extension PlaygroundCommand {
    /// `--rows` (of `bench --gesture` and `run`) is for one scene with a list, given by `--scene`,
    /// with a count that scene can build; `usage` says how to give it.
    @MainActor
    static func checkRows(_ rows: Int, scene: Int, sceneGiven: Bool, usage: String) throws {
        guard sceneGiven else {
            throw PlaygroundError.badArgument("--rows lengthens one scene's list: say which with --scene (\(usage))")
        }
        let scenes = Self.scenes
        let withLists = scenes.numbers.sorted().filter { scenes.scene(number: $0)?.listRowsRange != nil }
        guard let type = scenes.scene(number: scene), let range = type.listRowsRange else {
            let title = scenes.scene(number: scene)?.title ?? "\(scene)"
            throw PlaygroundError.badArgument(
                "scene \(scene) (\(title)) has no list to lengthen: --rows applies to scene"
                    + (withLists.count == 1 ? " " : "s ") + withLists.map(String.init).joined(separator: " and "))
        }
        guard range.contains(rows) else {
            throw PlaygroundError.badArgument(
                "--rows must be \(range.lowerBound)…\(range.upperBound) for scene \(scene) (got \(rows))")
        }
    }
}
