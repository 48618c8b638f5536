import FluidPlayground
import FluidUIKit

/// The articles' own view controllers, as written, each a scene of its own beside the scene built
/// from it: listed after the gallery and the five scenes, they take keys 6 to 9 (the swipe cell,
/// the pager, the bottom sheet, the stretchy header). The card article's port is its views only:
/// it has no controller to show.
public enum SeedArticleScenes {
    @MainActor public static var all: [any Scene.Type] {
        _ = darwinDrand48
        return [ViewControllerScene<SwipeCellViewController>.self, ViewControllerScene<ViewController>.self,
                ViewControllerScene<BottomSheetViewController>.self, ViewControllerScene<StretchyViewController>.self]
    }

    /// The pager article colours its pages with `drand48()` and never seeds it. Darwin's unseeded
    /// generator starts from POSIX's state 0x1234ABCD330E, glibc's from 0, whose first colours are
    /// all but black (a black page with its black label): seeded once with POSIX's state, the
    /// article's controller shows the pages it shows on iOS, as the scene built from it does
    /// (`Drand48` in Scenes).
    private static let darwinDrand48: Void = {
        var state: [UInt16] = [0x330E, 0xABCD, 0x1234]
        _ = seed48(&state)
    }()
}
