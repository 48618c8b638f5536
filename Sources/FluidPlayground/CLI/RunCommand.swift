import ArgumentParser
import Compositor
import Foundation
import ViewTree

/// `playground [run]`: the interactive window; `--record FILE` records the session as a gesture
/// file (Docs/GestureFiles.md §6).
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run", abstract: "Open the playground window (the default).",
        discussion: WindowKeys.helpText)

    @OptionGroup var options: SceneOptions

    @Option(
        name: .long,
        help:
            "The SDL renderer: auto (accelerated with vsync, unless its OpenGL draws on the CPU as Mesa's llvmpipe does; then software), software or opengl."
    )
    var renderer: String = "auto"

    @Option(
        name: .long,
        help: "Record the session as a gesture file, written as it goes, until the window closes or Ctrl+R stops it.")
    var record: String?

    @Option(
        name: .long, parsing: .unconditional,
        help:
            "With --scene: build that scene's list with this many rows (scenes 0 and 1; the others keep theirs), to try a long list in the window."
    )
    var rows: Int?

    @OptionGroup var watched: WatchedWindowOptions

    @Flag(name: .long, help: "With --record: replace the file if it exists.")
    var force = false

    @Flag(
        name: .long,
        help:
            "At exit, print to standard error how many frames the window presented and the process's CPU time over the run, to measure what an interaction costs in the window."
    )
    var stats = false

    func run() throws {
        try PlaygroundCommand.runOnMainActor(options) {
            _ = try watched.validatedFrame()
            let destination = try record.map { try Self.recordingDestination($0, replacing: force) }
            let scene = try options.validatedScene()
            if let rows {
                try PlaygroundCommand.checkRows(
                    rows, scene: scene, sceneGiven: options.sceneGiven, usage: "run --scene N --rows R")
            }
            // SDL's tick counter is the clock its event timestamps use; this is the one place that reads it.
            let (host, app) = try Self.openWindow(
                options: options, renderer: renderer, scene: scene, time: Self.realTime(),
                listRows: rows)
            try watched.apply(to: host, app: app)
            if let destination { app.startRecording(to: destination, resettingScene: false) }
            WindowHost.lastWords = { app.stopRecording() }
            defer { WindowHost.lastWords = nil }
            host.run(app, clock: Self.realTime)
            app.stopRecording()
            watched.sayFrame(of: host)
            if stats { StandardError.write(Self.statistics(presented: host.framesPresented)) }
            try Self.checkWindowSurvived(host)
        }
    }

    /// A run the X server ended (the window destroyed by another program) is a failure, said in
    /// one line.
    @MainActor
    static func checkWindowSurvived(_ host: WindowHost) throws {
        guard let error = host.windowSystemError else { return }
        throw PlaygroundError.failed("the window was lost: \(error)")
    }

    /// `--stats`' line: the frames presented and the CPU time (user and system) the process used.
    static func statistics(presented: Int) -> String {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        let seconds = { (time: timeval) in TimeInterval(time.tv_sec) + TimeInterval(time.tv_usec) / 1e6 }
        let cpu = seconds(usage.ru_utime) + seconds(usage.ru_stime)
        return "frames presented \(presented), CPU \(String(format: "%.3f", cpu)) s (user and system, the whole run)"
    }

    /// Seconds on SDL's tick counter, the clock of its event timestamps: the one clock the
    /// playground reads (in the window).
    static func realTime() -> TimeInterval { PlatformClock.seconds() }

    /// `--record`'s file, checked before the window opens so that a session is not recorded in
    /// vain: its folder must exist and take a new file, the name must not be a folder or a pipe,
    /// and a file already there is replaced only with `--force`.
    static func recordingDestination(_ path: String, replacing: Bool = false) throws -> URL {
        let url = URL(fileURLWithPath: path)
        do { try AtomicFile.checkWritable(url) } catch {
            throw PlaygroundError.failed("cannot record to \(url.path): \(error.reason)")
        }
        if !replacing, FileManager.default.fileExists(atPath: url.path) {
            throw PlaygroundError.failed(
                "cannot record to \(url.path): it exists; add --force to replace it, or choose another name")
        }
        return url
    }

    /// Opens the window showing `scene` with the app wired to it (screenshots, staging, the title).
    @MainActor
    static func openWindow(
        options: SceneOptions, renderer: String, scene: Int, time: TimeInterval,
        listRows: Int? = nil
    ) throws -> (WindowHost, PlaygroundApp) {
        guard let choice = WindowHost.RendererChoice(rawValue: renderer) else {
            throw PlaygroundError.badArgument("--renderer must be auto, software or opengl (got '\(renderer)')")
        }
        // A reader of standard output that went away (`playground run | head`) must not close the
        // window with SIGPIPE when `C` prints: the write fails with EPIPE and is reported instead.
        // (The headless commands keep the default: piped into `head`, they stop.)
        signal(SIGPIPE, SIG_IGN)
        // A closed terminal (SIGHUP) quits like SIGTERM, through SDL's handler: the recording is
        // closed and the app exits 0, where SIGHUP's default killed it.
        signal(SIGHUP) { _ in raise(SIGTERM) }
        let assets = try options.catalog()
        // The pictures decode on a thread of their own while SDL opens the window.
        let scenes = PlaygroundCommand.scenes
        assets.startLoading(for: scenes, startingWith: scene)
        let scale = try options.validatedScale()
        let host = try assets.explainingFileErrors {
            try WindowHost(title: "Fluid", screen: .phone(scale: scale ?? 2), renderer: choice, fonts: assets.fontFiles)
        }
        host.adaptsScaleToWindow = scale == nil
        // The other scenes' font sizes open on a thread of their own once the pictures are decoded.
        host.rasterizer.fonts.openAhead(scenes.fontsAhead(openingWith: scene), after: assets.loadingFinished)
        let tuning = try options.validatedTuning()
        let app = try assets.explainingFileErrors {
            try PlaygroundApp(
                window: host.window, assets: assets, scenes: scenes, sceneNumber: scene, time: time, tuning: tuning,
                listRows: listRows)
        }
        app.logsSession = true  // `,` steps back in the window
        app.screenshotSource = { host.canvasSnapshot() }
        app.clipboard = { text in host.setClipboardText(text) }
        app.sidePanelDidChange = { panel in host.setSidePanel(panel) }
        app.statisticsSource = { host.rasterizer.statistics }
        app.frameRateLimitDidChange = { limit in host.frameRateLimit = limit }
        host.frameObserver = { [weak app] timings in app?.inspector?.recordFrame(timings) }
        app.prerender = { host.pipeline.prerender($0, pixelBudget: $1) }
        let updateTitle = { [unowned app] (scene: any Scene) in
            host.setTitle(
                "Fluid - \(app.sceneNumber): \(type(of: scene).title) [\(host.rendererName)\(host.rendererReason.map { ": \($0)" } ?? "")]"
            )
        }
        app.sceneDidChange = updateTitle
        updateTitle(app.scene)
        return (host, app)
    }
}
