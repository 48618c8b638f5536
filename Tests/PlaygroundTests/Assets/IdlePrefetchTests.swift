import Compositor
import FluidTestSupport
import Foundation
import Testing
import ViewTree

@testable import FluidPlayground
@testable import Scenes

extension SDLTests {
    /// While the window is idle the app decodes the pictures of the other scenes, one per idle
    /// turn, so that a later switch does not wait for PNG decoding; then it asks for nothing more.
    @Suite @MainActor
    struct IdlePrefetchTests {
        @Test func idleTurnsDecodeEveryScenesPicturesOneAtATimeThenStop() throws {
            let host = try HeadlessHost(screen: .phone(scale: 2), fonts: TestAssets.fonts)
            let catalog = AssetCatalog(root: TestAssets.root)
            let app = try PlaygroundApp(window: host.window, assets: catalog, sceneNumber: 2)  // no pictures
            let names = Set(SceneList.seeds.all.flatMap { $0.pictureNames })
            #expect(
                names.isSuperset(
                    of: CardStackScene.pictureNames + GalleryScene.pictureNames + BottomSheetScene.pictureNames))
            #expect(names.allSatisfy { !catalog.hasDecoded($0) })
            var turns = 1
            while app.idle() {
                turns += 1
                #expect(turns <= names.count, "more idle turns than pictures")
            }
            #expect(turns == names.count, "one picture per turn: \(turns) turns for \(names.count) pictures")
            #expect(names.allSatisfy { catalog.hasDecoded($0) })
            #expect(app.idle() == false)
            #expect(app.switchToScene(3))
        }

        /// A damaged picture is not reported while idle (nobody asked for it yet) and not kept:
        /// opening its scene reports it, as without the prefetch.
        @Test func aDamagedPictureIsLeftForItsSceneToReport() throws {
            let assets = try DamagedAssets()
            defer { assets.remove() }
            let (folder, damaged) = (assets.folder, assets.picture)
            let host = try HeadlessHost(screen: .phone(scale: 2), fonts: TestAssets.fonts)
            let catalog = AssetCatalog(root: folder)
            let app = try PlaygroundApp(window: host.window, assets: catalog, sceneNumber: 2)
            var reports: [String] = []
            app.report = { reports.append($0) }
            while app.idle() {}
            #expect(!catalog.hasDecoded(damaged))
            #expect(reports.isEmpty)
            #expect(app.switchToScene(3) == false)
            #expect(reports.count == 1 && reports[0].contains(damaged), "\(reports)")
        }
    }
}
