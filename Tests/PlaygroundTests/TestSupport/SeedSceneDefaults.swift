import Foundation
import Scenes
import ViewTree

@testable import FluidPlayground

// The library takes the scene list explicitly; these tests drive the seed scenes, so their
// helpers default to them.

extension SceneList {
    /// The `playground` executable's scenes.
    static let seeds = SceneList(SeedScenes.all)
}

extension PlaygroundApp {
    /// The app over the seed scenes.
    convenience init(
        window: Window, assets: AssetCatalog, sceneNumber: Int, time: TimeInterval = 0, tuning: Tuning? = nil
    ) throws {
        try self.init(
            window: window, assets: assets, scenes: .seeds, sceneNumber: sceneNumber, time: time, tuning: tuning)
    }
}

extension Tuning {
    /// Nothing tuned, over the seed scenes' parameters.
    convenience init() { self.init(scenes: .seeds) }
}

extension GestureReplay {
    convenience init(file: GestureFile, assets: AssetCatalog, scale: CGFloat? = nil, tuning: Tuning? = nil) throws {
        try self.init(file: file, assets: assets, scenes: .seeds, scale: scale, tuning: tuning)
    }
}

extension GestureFile {
    /// Parses against the seed scenes' numbers and parameters.
    @MainActor
    init(parsing data: Data, knownScenes: Set<Int>) throws(GestureFileError) {
        try self.init(parsing: data, knownScenes: knownScenes, parameters: SceneList.seeds.parameters)
    }

    /// Reads against the seed scenes' numbers and parameters.
    @MainActor
    static func read(_ url: URL, knownScenes: Set<Int>) throws(GestureFileError) -> GestureFile {
        try read(url, knownScenes: knownScenes, parameters: SceneList.seeds.parameters)
    }
}

extension RenderCommand {
    @MainActor
    static func render(
        scene: Int, scale: CGFloat, assets: AssetCatalog, time: TimeInterval,
        tuning: Tuning? = nil, inspector: Bool = false
    ) throws -> PixelBuffer {
        try render(
            scene: scene, of: .seeds, scale: scale, assets: assets, time: time, tuning: tuning, inspector: inspector)
    }
}
