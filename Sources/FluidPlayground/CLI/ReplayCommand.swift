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

    @Option(
        name: .long,
        help: ArgumentHelp(
            "A/B: replay into a second phone beside the first with this parameter tuned otherwise (repeatable); C copies A's code as Swift, Shift+C B's.",
            valueName: "name=value"))
    var compare: [String] = []

    @Option(name: .long, help: "With --compare: a .png file for A's and B's traces plotted together.")
    var plot: String?

    func run() throws {
        try PlaygroundCommand.runOnMainActor(options) {
            guard !options.sceneGiven else {
                throw PlaygroundError.badArgument("replay plays the scene its file names: drop --scene")
            }
            _ = try watched.validatedFrame()
            if let plot {
                guard !compare.isEmpty else {
                    throw PlaygroundError.badArgument("--plot goes with --compare NAME=VALUE")
                }
                guard URL(fileURLWithPath: plot).pathExtension.lowercased() == "png" else {
                    throw PlaygroundError.badArgument("--plot must name a .png file (got '\(plot)')")
                }
            }
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
            if !compare.isEmpty {
                let phone = try compared(gesture, with: app, assets: try options.catalog())
                host.setSidePanel(phone.app.window)
                host.sidePanelDelegate = phone.app
                phone.app.clipboard = { text in host.setClipboardText(text) }
                replay.compared = (phone, { host.dispatchToSidePanel($0) })
            }
            app.report(
                "replaying \(file) (\(gesture.events.count) events, \(String(format: "%.2f", gesture.duration)) s) at \(speed)×"
            )
            host.run(replay, clock: replay.now, eventTime: { replay.clock.time(atReal: $0) })
            host.sidePanelDelegate = nil
            watched.sayFrame(of: host)
            try RunCommand.checkWindowSurvived(host)
        }
    }

    /// B of `--compare`: the file's scene tuned as A is and then as `--compare` says, on a phone
    /// of A's screen; each phone tagged with its values of the parameters compared. The two
    /// traces, played headless first, are told apart on standard error.
    @MainActor
    private func compared(_ gesture: GestureFile, with app: PlaygroundApp, assets: AssetCatalog) throws -> ComparedPhone
    {
        let tuning = Tuning(scenes: PlaygroundCommand.scenes)
        tuning.adopt(app.tuning.modifiedValues)
        var compared: [TunableParameter] = []
        for assignment in compare {
            do { try tuning.apply(assignment) } catch {
                throw PlaygroundError.badArgument("--compare: \(error.description)")
            }
            let key = String(assignment.prefix { $0 != "=" }).trimmingCharacters(in: .whitespaces)
            if let parameter = tuning.parameter(forKey: key) { compared.append(parameter) }
        }
        func says(_ tuning: Tuning) -> String {
            compared.map { "\($0.key) \(tuning.formatted($0))" }.joined(separator: ", ")
        }
        let phone = try ComparedPhone(
            sceneNumber: gesture.header.scene, assets: assets, scenes: PlaygroundCommand.scenes,
            screen: app.window.screen, tuning: tuning, says: says(tuning))
        PhoneTagView(text: "A · " + says(app.tuning)).place(on: app.window)
        var films: [GestureFilm] = []
        for tuned in [app.tuning, tuning] {
            var film = GestureFilm(
                file: gesture, name: URL(fileURLWithPath: file).lastPathComponent, fps: 60, from: 0,
                to: gesture.duration + GestureFilm.settleTime)
            try film.play(
                assets: assets, scenes: PlaygroundCommand.scenes, scale: 1, tuning: tuned, drawsEveryFrame: false,
                tracesOnly: true)
            films.append(film)
        }
        let comparison = TraceComparison(before: .init(csv: films[0].traceCSV), now: .init(csv: films[1].traceCSV))
        app.report("A/B, B against A: " + comparison.summary)
        if let plot {
            let picture = try TracePlot(
                title: "A \(says(app.tuning)) · B \(says(tuning))", a: films[0].samples,
                b: films[1].samples
            ).render(fonts: assets.fontFiles)
            try PNGCodec.write(picture, to: URL(fileURLWithPath: plot))
            app.report("wrote \(plot) (A's and B's traces)")
        }
        return phone
    }
}
