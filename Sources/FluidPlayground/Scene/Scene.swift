import Compositor
import Foundation
import ViewTree

/// One interaction to try: a view tree that fills the phone's screen, fed with input and frame
/// ticks. Only ``init(context:)`` and ``view`` are required; every other part has a
/// default, so a drag-and-spring scene is a view and a recognizer (Docs/YourOwnScene.md).
@MainActor
public protocol Scene: AnyObject {
    /// The number key that opens the scene (also `--scene N`). Default: the lowest number from 1
    /// up that no other scene of the app's list has, in list order (``SceneList/number(of:)``).
    nonisolated static var number: Int { get }
    /// The scene's name in the window's title and the inspector (default: the type's name).
    nonisolated static var title: String { get }
    /// The pictures (`Images/<name>.png`) the scene shows, decoded ahead of a switch to it: on
    /// the catalog's loading thread from launch (`AssetCatalog.startLoading`), or while the window
    /// is idle (`PlaygroundApp.idle()`). Default: none (a picture is then decoded when first asked for).
    static var pictureNames: [String] { get }
    /// What the scene makes of each of its pictures, made ahead with them where they are
    /// decoded ahead (`PictureVariant`). A scene with variants shows its pictures only as those:
    /// the loading thread lets the plain picture go once they are made, unless another scene
    /// shows it (asked for after all, it is decoded again).
    static var pictureVariants: [PictureVariant] { get }
    /// The fonts of the labels the scene's first frame shows or lays out, the status bar's
    /// included: the window opens their sizes ahead on a thread of its own
    /// (`FontLibrary.openAhead`), so that a switch to the scene finds them ready. Default: none
    /// (the sizes are opened as the first frame draws them).
    static var fonts: [Font] { get }
    /// Builds the scene fresh; throws when an asset it needs is missing or damaged.
    init(context: SceneContext) throws
    /// The scene's root view, sized to the screen.
    var view: View { get }
    /// Input the playground itself does not consume; returns whether the scene used it.
    func handle(_ event: InputEvent) -> Bool
    /// Called once, on the first frame the scene's view is in the window (`viewDidAppear`): the
    /// views are in the window whose driver runs their animations, and what starts here begins
    /// its clock at `time`, this frame.
    func sceneDidAppear(at time: TimeInterval)
    /// Called every frame after ``sceneDidAppear(at:)``; returns true while the scene animates.
    func advance(to time: TimeInterval) -> Bool
    /// The numbers a user may tune in this scene (the inspector's sliders, `--set`), with the
    /// article's values as seeds. The scene reads them from `SceneContext.tuning` when it needs
    /// them, so a change applies from the next gesture.
    static var tunables: [TunableParameter] { get }
    /// The scene's options that a key toggles, for the inspector's switches.
    var switches: [SceneSwitch] { get }
    /// A tuned value changed: apply it at once where that is safe (a layout constant).
    func tuningDidChange(_ parameter: TunableParameter)
    /// The scene's tunable code as the article writes it, with the current values: what
    /// "copy as Swift" puts on the clipboard.
    func swiftCode() -> String
    /// A few lines of the scene's own figures for the inspector's scene section (the sheet's last
    /// release), refreshed with the panel's figures; nil (the default) shows no section.
    var inspectorReadout: String? { get }
    /// The gestures `bench --gesture` times on this scene, played one after another once its first
    /// frame has settled: the first is its signature gesture (also timed with the inspector
    /// open), the others follow it (the card stack's throw). Default: none, and
    /// `bench --gesture --replay FILE` times a recorded gesture instead.
    var benchmarkGestures: [ScriptedGesture] { get }
    /// The row counts the scene's list can be built with (`SceneContext.listRows`), to measure how
    /// a frame's cost follows the list's length; nil (the default): the scene has no such list.
    static var listRowsRange: ClosedRange<Int>? { get }
    /// Called when the scene is about to be replaced (another scene, or `R`): end what it started
    /// that would outlive it — an animator left paused mid-drag would be released while active,
    /// which UIKit treats as a programming error.
    func sceneWillDisappear()
}

extension Scene {
    public nonisolated static var number: Int { SceneList.automaticNumber }
    public nonisolated static var title: String { String(describing: self) }
    public static var pictureNames: [String] { [] }
    public static var pictureVariants: [PictureVariant] { [] }
    public static var fonts: [Font] { [] }
    public func handle(_ event: InputEvent) -> Bool { false }
    public func sceneDidAppear(at time: TimeInterval) {}
    public func advance(to time: TimeInterval) -> Bool { false }
    public func sceneWillDisappear() {}
    public static var tunables: [TunableParameter] { [] }
    public func tuningDidChange(_ parameter: TunableParameter) {}
    public var switches: [SceneSwitch] { [] }
    public func swiftCode() -> String { "" }
    public var inspectorReadout: String? { nil }
    public var benchmarkGestures: [ScriptedGesture] { [] }
    public static var listRowsRange: ClosedRange<Int>? { nil }
}

/// What a scene is built with.
@MainActor
public struct SceneContext {
    /// The fonts and pictures (`Fonts/`, `Images/`) the playground was started with.
    public let assets: AssetCatalog
    /// The phone's screen: its size in points, scale and safe area.
    public let screen: Screen
    /// The values the user tuned (the scene's `tunables`), shared by every scene the app opens.
    public var tuning: Tuning
    /// Where a scene reports a problem it finds after it opened (a card's damaged picture), as the
    /// app reports its own: one line on standard error unless the app was told otherwise.
    public var report: (String) -> Void = { StandardError.write($0) }
    /// How many rows a scene's list has instead of its own count (`bench --gesture --rows R`),
    /// for scenes that say ``Scene/listRowsRange``; nil: the scene's own.
    public var listRows: Int?

    public init(
        assets: AssetCatalog, screen: Screen, tuning: Tuning,
        report: @escaping (String) -> Void = { StandardError.write($0) }
    ) {
        self.assets = assets
        self.screen = screen
        self.tuning = tuning
        self.report = report
    }
}

extension SceneContext {
    /// A context as the playground builds one for `scene`: the bundled assets, the phone's
    /// screen at `scale`, and the scene's tunables at their seeds. For a test that builds a scene
    /// itself and drives it: `let scene = try MyScene(context: SceneContext(for: MyScene.self))`.
    public init(for scene: any Scene.Type, scale: CGFloat = 1) throws {
        self.init(
            assets: try AssetCatalog.resolve(argument: nil), screen: .phone(scale: scale),
            tuning: Tuning(scenes: SceneList([scene])))
    }
}
