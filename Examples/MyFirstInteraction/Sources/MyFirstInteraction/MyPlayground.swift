import FluidPlayground

@main
struct MyPlayground: FluidApp {
    static let scenes: [any Scene.Type] = [CardScene.self]
}
