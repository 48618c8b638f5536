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
}
