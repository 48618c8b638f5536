import ArgumentParser
import CSDL2
import Foundation
import ViewTree

/// `playground [run]`: the interactive window.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "run", abstract: "Open the playground window (the default).")

    @OptionGroup var options: SceneOptions

    @Option(name: .long, help: "The SDL renderer: auto (accelerated with vsync if available), software or opengl.")
    var renderer: String = "auto"

    func run() throws {
        try PlaygroundCommand.runOnMainActor {
            guard let choice = WindowHost.RendererChoice(rawValue: renderer) else {
                throw PlaygroundError.badArgument("--renderer must be auto, software or opengl (got '\(renderer)')")
            }
            let scene = try options.validatedScene()
            let assets = try options.catalog()
            let scale = try options.validatedScale()
            let host = try assets.explainingFileErrors {
                try WindowHost(title: "Fluid", screen: .phone(scale: scale ?? 2), renderer: choice, fonts: assets.fontFiles)
            }
            host.adaptsScaleToWindow = scale == nil
            // SDL's tick counter is the clock its event timestamps use; this is the one place that reads it.
            let clock = { TimeInterval(SDL_GetTicks64()) / 1000 }
            let app = try assets.explainingFileErrors {
                try PlaygroundApp(window: host.window, assets: assets, sceneNumber: scene, time: clock())
            }
            app.screenshotSource = { host.canvasSnapshot() }
            app.prerender = { host.pipeline.prerender($0) }
            let updateTitle = { (scene: any Scene) in
                host.setTitle("Fluid - \(type(of: scene).number): \(type(of: scene).title) [\(host.rendererName)]")
            }
            app.sceneDidChange = updateTitle
            updateTitle(app.scene)
            host.run(app, clock: clock)
        }
    }
}
