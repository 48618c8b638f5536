import ArgumentParser
import Foundation
import ViewTree

/// `playground render`: one frame of a scene to a PNG, headless (no display needed).
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render", abstract: "Render a scene to a PNG file without a display.")

    @OptionGroup var options: SceneOptions

    @Option(name: .long, help: "The PNG file to write (written whole or not at all).")
    var out: String

    @Option(name: .long, parsing: .unconditional, help: "Seconds of virtual time to let the scene run before the frame is taken.")
    var time: Double = 0

    func run() throws {
        try PlaygroundCommand.runOnMainActor {
            guard time.isFinite, time >= 0, time <= 3600 else {
                throw PlaygroundError.badArgument("--time must be between 0 and 3600 seconds (got \(time))")
            }
            let scene = try options.validatedScene()
            let scale = try options.validatedScale() ?? 2
            let assets = try options.catalog()
            let url = URL(fileURLWithPath: out)
            guard url.pathExtension.lowercased() == "png" else {
                throw PlaygroundError.badArgument("--out must name a .png file (got '\(out)')")
            }
            let pixels = try assets.explainingFileErrors { try Self.render(scene: scene, scale: scale, assets: assets, time: time) }
            try PNGCodec.write(pixels, to: url)
            print("wrote \(url.path) (\(pixels.width) × \(pixels.height) px)")
        }
    }

    /// Builds the scene on a headless host, runs it for `time` seconds at 60 frames per second of
    /// virtual time, and returns the last frame.
    @MainActor
    static func render(scene: Int, scale: CGFloat, assets: AssetCatalog, time: TimeInterval) throws -> PixelBuffer {
        let host = try HeadlessHost(screen: .phone(scale: scale), fonts: assets.fontFiles)
        let app = try PlaygroundApp(window: host.window, assets: assets, sceneNumber: scene)
        let frames = Int((time * 60).rounded())
        // Frames as the window makes them: the scene's frame code, then the window's tick.
        host.advance(by: 0, delegate: app)
        for _ in 0..<frames {
            host.advance(by: 1.0 / 60, delegate: app)
        }
        host.render()
        return host.snapshot()
    }
}
