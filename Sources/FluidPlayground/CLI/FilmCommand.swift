import ArgumentParser
import Compositor
import Foundation
import GestureFiles
import ViewTree

/// `playground film`: a gesture file played headless and filmed (Docs/GestureFiles.md §7) — its
/// frames as PNGs with a contact sheet, the contact sheet alone, or one animated PNG or GIF to
/// share (`FilmFormat`); optionally the trace as CSV and as a plot. Everything is written whole or
/// not at all.
struct FilmCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "film",
        abstract:
            "Film a recorded gesture headless: frame PNGs, a contact sheet, an animated PNG or GIF, a trace and its plot."
    )

    @OptionGroup var options: SceneOptions

    @Option(name: .long, help: "The gesture file to play (Docs/GestureFiles.md).")
    var replay: String

    @Option(
        name: .long,
        help:
            "A new folder for the frames and contact-sheet.png, a .png file for the contact sheet alone, or a .apng or .gif file for the film as one animated picture."
    )
    var out: String

    @Option(
        name: .long,
        help:
            "apng or gif: the film as one animated file (default: what --out's name says; an animated PNG may be named .png)."
    )
    var format: String?

    @Option(
        name: .long, parsing: .unconditional,
        help: "The largest animated file written, in megabytes (1…4096): a film that would pass it is not written.")
    var maxMegabytes: Int = 64

    @Option(name: .long, parsing: .unconditional, help: "Frames per second of gesture time, 1…60.")
    var fps: Int = 30

    @Option(name: .long, parsing: .unconditional, help: "The first moment filmed, in seconds (default 0).")
    var from: Double = 0

    @Option(
        name: .long, parsing: .unconditional, help: "The last moment filmed (default: a second after the last event).")
    var to: Double?

    @Option(
        name: .long,
        help:
            "A .csv file for the trace: per frame the pointer, recognizer states, velocity, the touched view's position, animator fractions."
    )
    var trace: String?

    @Option(name: .long, help: "A .png file for the trace drawn as a plot.")
    var plot: String?

    @Flag(name: .long, help: "Film the inspector's panel beside the phone, as the window shows it with I.")
    var inspector = false

    /// Frames one film may hold.
    static let maximumFrames = 7200

    func run() throws {
        try PlaygroundCommand.runOnMainActor(options) {
            guard !options.sceneGiven else {
                throw PlaygroundError.badArgument("film plays the scene its --replay file names: drop --scene")
            }
            guard (1...60).contains(fps) else { throw PlaygroundError.badArgument("--fps must be 1…60 (got \(fps))") }
            for (name, value) in [("--from", from), ("--to", to ?? 0)]
            where !(value.isFinite && value >= 0 && value <= GestureFile.maximumTime) {
                throw PlaygroundError.badArgument("\(name) must be between 0 and 3600 seconds (got \(value))")
            }
            if let to, to < from { throw PlaygroundError.badArgument("--to (\(to)) comes before --from (\(from))") }
            let outURL = URL(fileURLWithPath: out)
            let kind = try FilmFormat.choose(format: format, out: outURL)
            if kind == .gif, fps > GIFWriter.maximumFramesPerSecond {
                throw PlaygroundError.badArgument(
                    "a GIF plays at most \(GIFWriter.maximumFramesPerSecond) frames a second (its frames last whole hundredths, and browsers slow those under 2): use --fps \(GIFWriter.maximumFramesPerSecond) or less, or --format apng"
                )
            }
            if kind == .mp4, let reason = FFmpegVideo.unavailableReason() { throw PlaygroundError.failed(reason) }
            guard (1...4096).contains(maxMegabytes) else {
                throw PlaygroundError.badArgument("--max-megabytes must be 1…4096 (got \(maxMegabytes))")
            }
            if let trace, URL(fileURLWithPath: trace).pathExtension.lowercased() != "csv" {
                throw PlaygroundError.badArgument("--trace must name a .csv file (got '\(trace)')")
            }
            if let plot, URL(fileURLWithPath: plot).pathExtension.lowercased() != "png" {
                throw PlaygroundError.badArgument("--plot must name a .png file (got '\(plot)')")
            }
            let scale = try options.validatedScale()
            let assets = try options.catalog()
            let file = try GestureFile.load(path: replay, scenes: PlaygroundCommand.scenes)
            let end = to ?? min(GestureFile.maximumTime, file.duration + GestureFilm.settleTime)
            let film = GestureFilm(
                file: file, name: URL(fileURLWithPath: replay).lastPathComponent, fps: fps, from: from, to: end)
            guard film.count <= Self.maximumFrames else {
                throw PlaygroundError.badArgument(
                    "\(film.count) frames is over the limit of \(Self.maximumFrames): film a shorter span (--from, --to) or fewer --fps"
                )
            }
            if kind == .frames, FileManager.default.fileExists(atPath: outURL.path) {
                throw PlaygroundError.failed(
                    "cannot write \(outURL.path): it exists; film writes a new folder (remove it or choose another name)"
                )
            }
            try Self.checkDistinct([("--replay", replay), ("--out", out), ("--trace", trace), ("--plot", plot)])
            try assets.explainingFileErrors {
                try write(film, scale: scale, assets: assets, out: outURL, kind: kind)
            }
        }
    }

    /// Two of the paths naming the same file would write one output over another, or over the
    /// gesture file itself: refused before anything is played (symbolic links followed).
    static func checkDistinct(_ paths: [(option: String, path: String?)]) throws {
        let named = paths.compactMap { item in
            item.path.map { (item.option, URL(fileURLWithPath: $0).standardizedFileURL.resolvingSymlinksInPath().path) }
        }
        for (index, first) in named.enumerated() {
            if let second = named[(index + 1)...].first(where: { $0.1 == first.1 }) {
                throw PlaygroundError.badArgument(
                    "\(first.0) and \(second.0) name the same file (\(first.1)): give each its own path")
            }
        }
    }

    @MainActor
    private func write(_ film: GestureFilm, scale: CGFloat?, assets: AssetCatalog, out: URL, kind: FilmFormat) throws {
        var film = film
        let intoFolder = kind == .frames
        // The frames go to a hidden folder beside the destination, renamed to it once all is written.
        let folder = out.deletingLastPathComponent()
        let staging = folder.appendingPathComponent(FilmStaging.name(for: out.lastPathComponent, pid: getpid()))
        if intoFolder {
            FilmStaging.removeStale(in: folder)
            do { try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: false) } catch {
                throw RenderError.unwritableOutput(
                    path: out.path, reason: "cannot create a folder beside it (\(error.localizedDescription))")
            }
        }
        // New files this run has written outside the staging folder, removed again if a later step
        // fails (a file that was there before is replaced whole or left as it was, never removed).
        var written: [URL] = []
        let existed = Set(
            [out.path, trace, plot].compactMap { $0 }.filter { FileManager.default.fileExists(atPath: $0) })
        func wrote(_ url: URL) { if !existed.contains(url.path) { written.append(url) } }
        var finished = false
        defer {
            if intoFolder { try? FileManager.default.removeItem(at: staging) }
            if !finished { for url in written { try? FileManager.default.removeItem(at: url) } }
        }
        let tuning = try options.validatedTuning()
        var animated: Data?
        // An MP4 is written by ffmpeg to a hidden file beside its destination, renamed once whole.
        let partialVideo = folder.appendingPathComponent(
            FilmStaging.videoName(for: out.lastPathComponent, pid: getpid()))
        defer { try? FileManager.default.removeItem(at: partialVideo) }
        var videoBytes = 0
        let scenes = PlaygroundCommand.scenes, withInspector = inspector
        func play(_ film: inout GestureFilm, everyFrame: Bool, _ frame: (Int, PixelBuffer) throws -> Void) throws {
            try film.play(
                assets: assets, scenes: scenes, scale: scale, tuning: tuning, inspector: withInspector,
                drawsEveryFrame: everyFrame, frame: frame)
        }
        let encoder = AnimatedFilm(kind: kind, fps: fps, limit: maxMegabytes)
        if kind == .mp4 {
            videoBytes = try encoder.writeVideo(&film, to: partialVideo) { try play(&$0, everyFrame: true, $1) }
        } else if kind.isAnimated {
            animated = try encoder.encode(&film) { try play(&$0, everyFrame: true, $1) }
        } else {
            try play(&film, everyFrame: intoFolder) { index, picture in
                try PNGCodec.write(picture, to: staging.appendingPathComponent(String(format: "frame-%04d.png", index)))
            }
        }
        // Everything is drawn before anything lands beside the film, so that only a write can fail late.
        let sheet = kind.isAnimated ? nil : try film.contactSheet.render(fonts: assets.fontFiles)
        let plotPicture = try plot.map { _ in try film.plot.render(fonts: assets.fontFiles) }
        if let sheet {
            try PNGCodec.write(sheet, to: kind == .sheet ? out : staging.appendingPathComponent("contact-sheet.png"))
            if kind == .sheet { wrote(out) }
        }
        if let animated {
            do { try AtomicFile.write(animated, to: out) } catch {
                throw RenderError.unwritableOutput(path: out.path, reason: error.reason)
            }
            wrote(out)
        }
        if kind == .mp4 {
            guard rename(partialVideo.path, out.path) == 0 else {
                throw RenderError.unwritableOutput(path: out.path, reason: String(cString: strerror(errno)))
            }
            wrote(out)
        }
        if let trace {
            let url = URL(fileURLWithPath: trace)
            do { try AtomicFile.write(Data(film.traceCSV.utf8), to: url) } catch {
                throw RenderError.unwritableOutput(path: trace, reason: error.reason)
            }
            wrote(url)
        }
        if let plot, let plotPicture {
            try PNGCodec.write(plotPicture, to: URL(fileURLWithPath: plot))
            wrote(URL(fileURLWithPath: plot))
        }
        if intoFolder, rename(staging.path, out.path) != 0 {
            throw RenderError.unwritableOutput(path: out.path, reason: String(cString: strerror(errno)))
        }
        finished = true
        let what =
            switch kind {
            case .frames: "\(film.count) frames and contact-sheet.png"
            case .sheet: "a contact sheet of \(film.thumbnails.count) frames"
            case .apng, .gif, .mp4:
                "\(kind.noun) of \(film.count) frames at \(fps) fps, "
                    + String(format: "%.1f MB", Double(animated?.count ?? videoBytes) / 1_000_000)
            }
        print(
            "wrote \(out.path) (\(what))"
                + (trace.map { ", \($0)" } ?? "") + (plot.map { ", \($0)" } ?? ""))
    }
}
