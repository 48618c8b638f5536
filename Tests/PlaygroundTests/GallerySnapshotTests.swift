import Foundation
import Testing
import FluidTestSupport
import ViewTree
@testable import Playground

extension SDLTests {
    /// The gallery scene — every rendering feature on one page — at both scales.
    @Suite @MainActor
    struct GallerySnapshotTests {
        @Test(arguments: [1, 2])
        func gallery(scale: Int) throws {
            let assets = AssetCatalog(root: TestAssets.root)
            let picture = try RenderCommand.render(scene: 0, scale: CGFloat(scale), assets: assets, time: 0)
            #expect(picture.width == 390 * scale && picture.height == 844 * scale)
            assertImageSnapshot(picture, named: "scale\(scale)", tolerance: .softwareRenderer)
        }

        @Test func sceneKeysSwitchAndResetKeepsTheScene() throws {
            let host = try HeadlessHost(screen: .phone(scale: 1), fonts: TestAssets.fonts)
            let app = try PlaygroundApp(window: host.window, assets: AssetCatalog(root: TestAssets.root), sceneNumber: 0)
            var reports: [String] = []
            app.report = { reports.append($0) }
            let first = app.scene
            app.handle(.key(KeyEvent(key: .character("r"), timestamp: 0)))
            #expect(app.scene !== first, "R builds the scene afresh")
            #expect(host.window.rootView === app.scene.view)
            app.handle(.key(KeyEvent(key: .character("9"), timestamp: 0)))
            #expect(reports.last?.contains("no scene 9") == true)
            #expect(type(of: app.scene).number == 0, "an unknown scene keeps the current one")
            #expect(!app.wantsToQuit)
            app.handle(.key(KeyEvent(key: .escape, timestamp: 0)))
            #expect(app.wantsToQuit)
        }
    }
}
