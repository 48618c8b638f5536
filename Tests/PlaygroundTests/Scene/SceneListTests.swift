import Foundation
import Testing

@testable import FluidPlayground
@testable import Scenes

/// The scene list a playground is launched with: names as `--scene` takes them, the opening
/// scene, and the parts of a scene that default.
@Suite @MainActor
struct SceneListTests {
    @Test(arguments: [
        ("card-stack", 3), ("Card stack", 3), ("CardStackScene", 3), ("CARD_STACK", 3), ("gallery", 0),
        ("rendering gallery", 0), ("stretchyheader", 5),
    ])
    func aSceneIsFoundByItsTitleOrItsTypesName(name: String, number: Int) {
        #expect(SceneList.seeds.scene(named: name)?.number == number)
    }

    @Test func aNameThatFitsNoSceneFindsNone() {
        for name in ["", " - ", "card", "scene", "7"] { #expect(SceneList.seeds.scene(named: name) == nil, "\(name)") }
    }

    @Test func theWindowOpensOnSceneZeroElseTheFirst() {
        #expect(SceneList.seeds.openingNumber == 0)
        #expect(SceneList([BottomSheetScene.self, SwipeCellScene.self]).openingNumber == 4)
    }

    /// Scenes that declare no number take the lowest free ones from 1 up, in list order, around
    /// those that do.
    @Test func undeclaredNumbersAreTheNextFreeInListOrder() {
        final class First: Scene {
            let view = View()
            init(context: SceneContext) {}
        }
        final class Second: Scene {
            let view = View()
            init(context: SceneContext) {}
        }
        let list = SceneList([First.self, SwipePagerScene.self, SwipeCellScene.self, Second.self])
        #expect(
            [First.self, SwipePagerScene.self, SwipeCellScene.self, Second.self].map(list.number(of:)) == [3, 2, 1, 4])
        #expect(list.scene(number: 4) == Second.self && list.openingNumber == 3)
        #expect(list.availableNumbers.hasPrefix("3 (First), 2 (Swipe pager)"))
    }

    /// A scene that says only its number, its initializer and its view gets every other part's default.
    @Test func aMinimalSceneHasEveryDefault() throws {
        final class Minimal: Scene {
            static let number = 7
            let view = View()
            init(context: SceneContext) {}
        }
        #expect(Minimal.title == "Minimal")
        #expect(Minimal.tunables.isEmpty && Minimal.fonts.isEmpty && Minimal.pictureNames.isEmpty)
        let scene = Minimal(
            context: SceneContext(
                assets: AssetCatalog(root: URL(fileURLWithPath: "/nonexistent")),
                screen: .phone(scale: 1), tuning: Tuning(scenes: SceneList([Minimal.self]))))
        #expect(
            scene.swiftCode().isEmpty && scene.switches.isEmpty && scene.benchmarkGestures.isEmpty
                && scene.inspectorReadout == nil)
        #expect(!scene.handle(.key(KeyEvent(key: .character("x"), timestamp: 0))))
    }
}
