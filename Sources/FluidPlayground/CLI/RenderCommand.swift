import ArgumentParser
import Compositor
import Foundation
import GestureFiles
import ViewTree

/// `playground render`: one frame of a scene to a PNG, headless (no display needed) — the scene
/// left alone for `--time` seconds, or any moment `--at` of a gesture file played into it
/// (`--replay`, Docs/GestureFiles.md §5).
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a scene, or a moment of a recorded gesture, to a PNG file without a display.")

    @OptionGroup var options: SceneOptions

    @Option(name: .long, help: "The PNG file to write (written whole or not at all).")
    var out: String

    @Option(
        name: .long, parsing: .unconditional,
        help: "Seconds of virtual time to let the scene run before the frame is taken.")
    var time: Double?

    @Option(
        name: .long,
        help: "A gesture file (Docs/GestureFiles.md) to play into its scene; the frame is taken --at a moment of it.")
    var replay: String?

    @Option(
        name: .long, parsing: .unconditional,
        help: "With --replay: the moment to draw, in seconds after the gesture's start.")
    var at: Double?

    @Flag(name: .long, help: "Draw the inspector's panel beside the phone, as the window shows it with I.")
    var inspector = false

    func run() throws {
        try PlaygroundCommand.runOnMainActor(options) {
            let time = self.time ?? 0
            guard time.isFinite, time >= 0, time <= 3600 else {
                throw PlaygroundError.badArgument("--time must be between 0 and 3600 seconds (got \(time))")
            }
            let url = URL(fileURLWithPath: out)
            guard url.pathExtension.lowercased() == "png" else {
                throw PlaygroundError.badArgument("--out must name a .png file (got '\(out)')")
            }
            if let replay { return try renderReplay(replay, to: url) }
            guard at == nil else {
                throw PlaygroundError.badArgument("--at needs --replay FILE (a scene left alone takes --time)")
            }
            let scene = try options.validatedScene()
            let scale = try options.validatedScale() ?? 2
            let assets = try options.catalog()
            let tuning = try options.validatedTuning()
            let pixels = try assets.explainingFileErrors {
                try Self.render(
                    scene: scene, of: PlaygroundCommand.scenes, scale: scale, assets: assets, time: time,
                    tuning: tuning, inspector: inspector)
            }
            try PNGCodec.write(pixels, to: url)
            print("wrote \(url.path) (\(pixels.width) × \(pixels.height) px)")
        }
    }

    /// `--replay FILE --at SECONDS`: the file's scene, its events played up to that moment.
    @MainActor
    private func renderReplay(_ path: String, to url: URL) throws {
        guard !options.sceneGiven else {
            throw PlaygroundError.badArgument("--replay plays the scene its file names: drop --scene")
        }
        guard time == nil else { throw PlaygroundError.badArgument("--replay takes --at SECONDS, not --time") }
        guard let at else { throw PlaygroundError.badArgument("--replay needs --at SECONDS, the moment to draw") }
        guard at.isFinite, at >= 0, at <= GestureFile.maximumTime else {
            throw PlaygroundError.badArgument("--at must be between 0 and 3600 seconds (got \(at))")
        }
        let scale = try options.validatedScale()
        let assets = try options.catalog()
        let file = try GestureFile.load(path: path, scenes: PlaygroundCommand.scenes)
        let pixels = try assets.explainingFileErrors {
            let replay = try GestureReplay(
                file: file, assets: assets, scenes: PlaygroundCommand.scenes, scale: scale,
                tuning: try options.validatedTuning())
            if inspector { replay.app.setInspectorShown(true) }
            replay.play(to: at)
            return try replay.app.withInspector(replay.snapshot(), fonts: assets.fontFiles)
        }
        try PNGCodec.write(pixels, to: url)
        print(
            "wrote \(url.path) (\(pixels.width) × \(pixels.height) px, the frame at \(String(format: "%.3f", GestureReplay.time(ofFrame: GestureReplay.frameNumber(at: at)))) s)"
        )
    }

    /// Builds the scene on a headless host, runs it for `time` seconds at 60 frames per second of
    /// virtual time, and returns the last frame.
    @MainActor
    static func render(
        scene: Int, of scenes: SceneList, scale: CGFloat, assets: AssetCatalog, time: TimeInterval,
        tuning: Tuning? = nil, inspector: Bool = false
    ) throws -> PixelBuffer {
        let host = try HeadlessHost(screen: .phone(scale: scale), fonts: assets.fontFiles)
        let app = try PlaygroundApp(
            window: host.window, assets: assets, scenes: scenes, sceneNumber: scene, tuning: tuning)
        app.setInspectorShown(inspector)
        let frames = Int((time * 60).rounded())
        // Frames as the window makes them: the scene's frame code, then the window's tick.
        host.advance(by: 0, delegate: app)
        for _ in 0..<frames {
            host.advance(by: 1.0 / 60, delegate: app)
        }
        host.render()
        return try app.withInspector(host.snapshot(), fonts: assets.fontFiles)
    }
}
