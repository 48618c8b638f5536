import Foundation

/// The scenes by number key.
enum SceneRegistry {
    static var all: [any Scene.Type] {
        [GalleryScene.self, SwipeCellScene.self, SwipePagerScene.self, CardStackScene.self, BottomSheetScene.self,
         StretchyHeaderScene.self]
    }

    static func scene(number: Int) -> (any Scene.Type)? {
        all.first { $0.number == number }
    }

    static var availableNumbers: String {
        all.map { "\($0.number) (\($0.title))" }.joined(separator: ", ")
    }
}
