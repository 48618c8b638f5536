import Foundation

/// What `playground watch` keeps between builds: the app running (the last good build), where its
/// window was, and the trace of the gesture in that build, to tell the next one's from it.
@MainActor
struct WatchSession {
    let build: PackageBuild
    let gesture: URL?
    let appArguments: [String]
    /// The options the trace's `film` takes too (`--scale`, `--set`, `--reduce-motion`, `--assets`).
    let sharedArguments: [String]
    /// Where to draw the build before's trace and this one's together, if anywhere (`--plot`).
    var plot: URL?
    private var app: WatchedApp?
    private var windowFrame: String?
    private var lastTrace: String?
    /// A folder for the traces, removed when the watcher ends.
    private let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
        "fluid-watch-\(getpid())")

    init(build: PackageBuild, gesture: URL?, appArguments: [String], sharedArguments: [String]) {
        self.build = build
        self.gesture = gesture
        self.appArguments = appArguments
        self.sharedArguments = sharedArguments
        try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    /// Builds; on success the new build replaces the app where its window was, and the time
    /// from `saved` (the change's modification time) to its first frame is said, with what took
    /// it; on failure the running app shows the first error and goes on.
    mutating func rebuild(after saved: Date?) {
        let noticed = Date()
        switch build.run() {
        case let .failed(error, seconds):
            Self.say(String(format: "build failed in %.1f s: %@", seconds, error))
            if let app, app.isRunning {
                app.send("error " + error.replacingOccurrences(of: "\n", with: "\\n"))
            } else {
                Self.say("no good build yet: fix the error and save")
            }
        case let .built(binary, seconds):
            let quitStarted = Date()
            if let app { windowFrame = app.quit() ?? windowFrame }
            let launchStarted = Date()
            let frame = windowFrame.map { ["--window-frame", $0] } ?? []
            do {
                let started = try WatchedApp(binary: binary, arguments: appArguments + frame)
                app = started
                guard let ready = started.waitUntilReady(timeout: 60) else {
                    Self.say("the new build did not show a frame (it may have failed to start; see above)")
                    return
                }
                let quitting = launchStarted.timeIntervalSince(quitStarted)
                let launching = ready.timeIntervalSince(launchStarted)
                if let saved {
                    Self.say(
                        String(
                            format:
                                "saved → first frame in %.2f s (noticing the save %.2f s, build %.2f s, closing the last app %.2f s, opening this one %.2f s)",
                            ready.timeIntervalSince(saved), noticed.timeIntervalSince(saved), seconds, quitting,
                            launching))
                } else {
                    Self.say(String(format: "built in %.1f s, first frame %.2f s after launch", seconds, launching))
                }
            } catch {
                Self.say("cannot start \(binary.path): \(error.localizedDescription)")
                return
            }
            compareTrace(binary: binary)
        }
    }

    /// Closes the app and removes the traces' folder: the watcher is ending.
    mutating func stop() {
        _ = app?.quit()
        app = nil
        try? FileManager.default.removeItem(at: scratch)
        Self.say("stopped")
    }

    /// The gesture's trace in this build (headless, `film --trace`), told apart from the last.
    private mutating func compareTrace(binary: URL) {
        guard let gesture else { return }
        let trace = scratch.appendingPathComponent("trace-\(UUID().uuidString).csv")
        let sheet = scratch.appendingPathComponent("sheet-\(UUID().uuidString).png")
        let process = Process()
        process.executableURL = binary
        process.arguments =
            ["film", "--replay", gesture.path, "--out", sheet.path, "--trace", trace.path] + sharedArguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return }
        process.waitUntilExit()
        defer { try? FileManager.default.removeItem(at: sheet) }
        guard process.terminationStatus == 0, let csv = try? String(contentsOf: trace, encoding: .utf8) else { return }
        try? FileManager.default.removeItem(at: trace)
        if let lastTrace {
            let comparison = TraceComparison(before: .init(csv: lastTrace), now: .init(csv: csv))
            Self.say("against the build before: " + comparison.summary)
            if let plot { drawPlot(before: lastTrace, now: csv, to: plot) }
        }
        lastTrace = csv
    }

    /// The build before's trace (faint) and this build's drawn together into `url`, with the
    /// fonts of the watcher's own bundle.
    private func drawPlot(before: String, now: String, to url: URL) {
        do {
            let fonts = try AssetCatalog.resolve(argument: nil).fontFiles
            let picture = try TracePlot(
                title: "\(gesture?.lastPathComponent ?? "trace") · the build before and this one",
                a: GestureTraceSample.samples(fromCSV: before), b: GestureTraceSample.samples(fromCSV: now),
                names: ("before", "now"), fadesA: true
            ).render(fonts: fonts)
            try PNGCodec.write(picture, to: url)
            Self.say("wrote \(url.path) (the build before's trace and this one's)")
        } catch {
            Self.say("cannot draw \(url.path): \(error)")
        }
    }

    /// Says a line of the watcher's on standard error, where the app's own messages go.
    static func say(_ line: String) {
        FileHandle.standardError.write(Data(("watch: " + line + "\n").utf8))
    }
}
