import Compositor
import FluidTestSupport
import Foundation
import Testing
import ViewTree

@testable import FluidPlayground
@testable import Scenes

/// A headless host showing scene `S` through the app (as the window does), drawn once.
@MainActor
func makeScene<S: Scene>(_ type: S.Type, scale: CGFloat = 1) throws -> (HeadlessHost, PlaygroundApp, S) {
    let host = try HeadlessHost(screen: .phone(scale: scale), fonts: TestAssets.fonts)
    let app = try PlaygroundApp(window: host.window, assets: AssetCatalog(root: TestAssets.root), sceneNumber: S.number)
    let scene = try #require(app.scene as? S)
    host.render()
    return (host, app, scene)
}
