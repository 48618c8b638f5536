import FluidPlayground
import Scenes
import SeedArticles

/// `playground`: the rendering gallery and the five seed scenes (keys 0 to 5), then four of the
/// articles' own view controllers as they are written (keys 6 to 9), in Fluid's window and tools.
@main
struct PlaygroundMain: FluidApp {
    static var scenes: [any Scene.Type] { SeedScenes.all + SeedArticleScenes.all }
}
