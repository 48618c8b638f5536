import ArgumentParser
import Foundation
import GestureFiles
import ViewTree

/// `playground replay FILE`: a gesture file played in the window (Docs/GestureFiles.md §6), at
/// real speed or `--speed` times it, the pointer drawn as a dot; the user's own input takes over.
struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Play a recorded gesture in the window; any click, key or scroll of yours takes over.")

    @OptionGroup var options: SceneOptions

    @Argument(help: "The gesture file (Docs/GestureFiles.md).")
    var file: String

    @Option(
        name: .long, parsing: .unconditional,
        help: "How fast the replay runs against real time, 0.01…10 (0.1 is ten times slower).")
    var speed: Double = 1

    @Option(name: .long, help: "The SDL renderer: auto (accelerated with vsync if available), software or opengl.")
    var renderer: String = "auto"

    @OptionGroup var watched: WatchedWindowOptions

    func run() throws {
        try PlaygroundCommand.runOnMainActor(options) {
            guard !options.sceneGiven else {
                throw PlaygroundError.badArgument("replay plays the scene its file names: drop --scene")
            }
            _ = try watched.validatedFrame()
            guard speed.isFinite, (0.01...10).contains(speed) else {
                throw PlaygroundError.badArgument("--speed must be between 0.01 and 10 (got \(speed))")
            }
            let gesture = try GestureFile.load(path: file, scenes: PlaygroundCommand.scenes)
            let (host, app) = try RunCommand.openWindow(
                options: options, renderer: renderer, scene: gesture.header.scene, time: 0)
            try watched.apply(to: host, app: app)
            let replay = WindowReplay(
                app: app, file: gesture, clock: ReplayClock(speed: speed, start: RunCommand.realTime()),
                realTime: RunCommand.realTime)
            app.report(
                "replaying \(file) (\(gesture.events.count) events, \(String(format: "%.2f", gesture.duration)) s) at \(speed)×"
            )
            host.run(replay, clock: replay.now, eventTime: { replay.clock.time(atReal: $0) })
            watched.sayFrame(of: host)
            try RunCommand.checkWindowSurvived(host)
        }
    }
}
