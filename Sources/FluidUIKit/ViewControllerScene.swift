import FluidPlayground

/// A view controller shown as a playground scene, as it is written: the window, the inspector,
/// recording, replay, film and snapshot tests work on it like on any scene. List it in the app's
/// scenes with no change to the controller:
///
/// ```swift
/// static let scenes: [any Scene.Type] = [ViewControllerScene<StretchyViewController>.self]
/// ```
///
/// Each time the scene opens, a fresh controller is made with `init()`. Its view is loaded
/// (`loadView()`, `viewDidLoad()`) and becomes the scene's root view. On the first frame the view
/// is in the window, it is laid out and the controller is told, as UIKit's presentation does
/// (`present(in:)`: `viewDidLayoutSubviews()`, its status bar preference, `viewDidAppear(_:)`).
/// Its number key is the next free one in the list, and its title is the controller's type name.
public final class ViewControllerScene<Controller: UIViewController>: Scene {
    public nonisolated static var title: String { String(describing: Controller.self) }

    /// The controller on show.
    public let controller: Controller

    public var view: View { controller.view }

    public init(context: SceneContext) {
        controller = Controller()
    }

    public func sceneDidAppear(at time: TimeInterval) {
        guard let window = controller.view.window else { return }
        controller.didAppear(in: window)
    }
}
