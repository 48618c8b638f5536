import FluidPlayground
import Scenes

/// `playground`: the rendering gallery and the five seed scenes in Fluid's window and tools.
@main
struct PlaygroundMain: FluidApp {
    static var scenes: [any Scene.Type] { SeedScenes.all }
}
