import FluidPlayground

/// The rendering gallery (0) and the five seed articles' scenes (1–5), in number order: what the
/// `playground` executable hands ``FluidApp``. Each is written against Fluid's public API only,
/// as a user's own scene would be.
public enum SeedScenes {
    public static var all: [any Scene.Type] {
        [
            GalleryScene.self, SwipeCellScene.self, SwipePagerScene.self, CardStackScene.self, BottomSheetScene.self,
            StretchyHeaderScene.self,
        ]
    }
}
