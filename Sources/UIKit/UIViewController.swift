import ViewTree

/// `UIViewController`, as much as an article's controller needs without storyboards: a root
/// `view`, made on first use by `loadView()`, after which `viewDidLoad()` runs. Whoever shows the
/// controller puts its view in a window (`window.rootView = controller.view`), which sizes it.
/// It keeps UIKit's prefixed name because articles name their own subclass `ViewController`.
@MainActor
open class UIViewController {
    private var loadedView: UIView?

    public init() {}

    /// The root view (`UIView!` in UIKit): loaded on first access.
    public var view: UIView! {
        get {
            if let loadedView { return loadedView }
            loadView()
            let view = loadedView ?? UIView()
            loadedView = view
            viewDidLoad()
            return view
        }
        set { loadedView = newValue }
    }

    /// Whether `view` has been loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Makes the root view; override to make another kind.
    open func loadView() {
        loadedView = UIView()
    }

    /// Called once, after the root view is loaded.
    open func viewDidLoad() {}

    /// Called after the root view was laid out (`present(in:)` lays it out once).
    open func viewDidLayoutSubviews() {}

    /// Called once the root view is in a window and laid out (`present(in:)`).
    open func viewDidAppear(_ animated: Bool) {}

    /// What UIKit's window and view-controller machinery do when the controller is shown, in one
    /// call (Fluid has no such machinery): puts the root view in `window`, lays it out, then
    /// calls `viewDidLayoutSubviews()` and `viewDidAppear(false)`.
    public func present(in window: UIWindow) {
        window.rootView = view
        window.layoutIfNeeded()
        viewDidLayoutSubviews()
        viewDidAppear(false)
    }
}
