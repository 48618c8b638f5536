import ArgumentParser
import Foundation
import Synchronization

/// `playground watch`: the loop from a saved file to a replayed gesture (Docs/Playground.md,
/// "Watch"). It builds the package, opens its app, and on every save builds again and opens the
/// new build where the last window was, replaying the gesture file again; a failed build's first
/// error shows in the window over the last good build, which keeps running.
struct WatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "watch",
        abstract: "Rebuild on save and replay the last gesture in the new build, where the window was.",
        discussion: """
            Watches Package.swift and Sources/ of the package (polled every 0.1 s; a save settles for \
            0.05 s), runs 'swift build --product NAME', and opens the built app with 'replay FILE' \
            (or 'run --scene N' without a gesture file). It prints how long each save took to reach \
            the new window's first frame, and how the touched view's path differs from the build \
            before (film --trace, headless). Ctrl+C ends it and the app.
            """)

    @OptionGroup var options: SceneOptions

    @Option(name: .long, help: "The package to watch (default: the current folder).")
    var package: String = "."

    @Option(name: .long, help: "The executable product to build and run (default: the package's one executable).")
    var product: String?

    @Option(
        name: .long,
        help: "The gesture file each build replays (default: the newest .gesture file in the current folder, if any).")
    var replay: String?

    @Flag(name: .long, help: "Open each build without replaying a gesture.")
    var noReplay = false

    @Option(
        name: .long,
        help: "A .png file drawn after each build: the build before's trace of the gesture and this one's, together.")
    var plot: String?

    /// How often the sources are looked at, and how long a change must rest before a build.
    static let pollInterval: TimeInterval = 0.1
    static let settleInterval: TimeInterval = 0.05

    /// Set by Ctrl+C (SIGINT) or SIGTERM: the watcher closes the app and ends.
    static let interrupted = Atomic<Bool>(false)

    func run() throws {
        try PlaygroundCommand.runOnMainActor(options) { try watch() }
    }

    @MainActor
    private func watch() throws {
        if let plot, URL(fileURLWithPath: plot).pathExtension.lowercased() != "png" {
            throw PlaygroundError.badArgument("--plot must name a .png file (got '\(plot)')")
        }
        let packageURL = URL(fileURLWithPath: package).standardizedFileURL
        guard FileManager.default.fileExists(atPath: packageURL.appendingPathComponent("Package.swift").path) else {
            throw PlaygroundError.badArgument(
                "no Package.swift in \(packageURL.path): run watch in your package's folder or name it with --package DIR"
            )
        }
        let gesture = try noReplay ? nil : (replay.map { URL(fileURLWithPath: $0) } ?? Self.newestGesture())
        if let gesture, !FileManager.default.fileExists(atPath: gesture.path) {
            throw PlaygroundError.badArgument("no gesture file at \(gesture.path)")
        }
        if gesture != nil, options.sceneGiven {
            throw PlaygroundError.badArgument("the gesture file names its scene: drop --scene, or add --no-replay")
        }
        let name = try product ?? PackageBuild.executableProduct(of: packageURL)
        let shared = sharedArguments()
        var session = WatchSession(
            build: PackageBuild(package: packageURL, product: name), gesture: gesture,
            appArguments: (gesture.map { ["replay", $0.path] } ?? ["run"]
                + (options.scene.map { ["--scene", $0] } ?? []))
                + shared,
            sharedArguments: shared)
        session.plot = plot.map { URL(fileURLWithPath: $0) }
        WatchSession.say(
            "watching \(packageURL.path) (\(name))"
                + (gesture.map { ", replaying \($0.lastPathComponent) after each build" } ?? ""))
        // A watcher started in the background ignores SIGINT unless it asks for it.
        signal(SIGINT) { _ in WatchCommand.interrupted.store(true, ordering: .relaxed) }
        signal(SIGTERM) { _ in WatchCommand.interrupted.store(true, ordering: .relaxed) }
        defer { session.stop() }
        session.rebuild(after: nil)
        var seen = SourceSnapshot.take(of: packageURL)
        while !Self.interrupted.load(ordering: .relaxed) {
            Thread.sleep(forTimeInterval: Self.pollInterval)
            var now = SourceSnapshot.take(of: packageURL)
            guard now != seen else { continue }
            // Editors write a file in steps: wait until it holds still.
            repeat {
                let settling = now
                Thread.sleep(forTimeInterval: Self.settleInterval)
                now = SourceSnapshot.take(of: packageURL)
                if now == settling { break }
            } while !Self.interrupted.load(ordering: .relaxed)
            let changes = now.changes(since: seen)
            seen = now
            guard let newest = changes.first, !Self.interrupted.load(ordering: .relaxed) else { continue }
            WatchSession.say(
                "\(newest.path) changed\(changes.count > 1 ? " (and \(changes.count - 1) more)" : ""): building")
            session.rebuild(after: newest.date)
        }
    }

    /// The options given to watch that each build's app and its trace take too.
    private func sharedArguments() -> [String] {
        var arguments: [String] = []
        if let scale = options.scale { arguments += ["--scale", scale] }
        if let assets = options.assets { arguments += ["--assets", assets] }
        for assignment in options.assignments { arguments += ["--set", assignment] }
        if options.reduceMotion { arguments.append("--reduce-motion") }
        return arguments
    }

    /// The newest `.gesture` file in the current folder (what `Ctrl+R` wrote last), if any.
    static func newestGesture() throws -> URL? {
        let folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return
            names.filter { $0.hasSuffix(".gesture") }.map { folder.appendingPathComponent($0) }
            .max {
                let date = { (url: URL) in
                    (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
                        ?? .distantPast
                }
                return date($0) < date($1)
            }
    }
}
