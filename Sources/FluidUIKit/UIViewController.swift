import ViewTree

/// `UIViewController`, as much as an article's controller needs without storyboards: a root
/// `view`, made on first use by `loadView()`, after which `viewDidLoad()` runs. Whoever shows the
/// controller puts its view in a window (`window.rootView = controller.view`), which sizes it.
/// It keeps UIKit's prefixed name because articles name their own subclass `ViewController`.
@MainActor
open class UIViewController {
    private var loadedView: UIView?

    /// `required`, so that a controller type can be made from its metatype (`ViewControllerScene`).
    /// A subclass that declares initializers of its own also implements this one.
    public required init() {}

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

    /// UIKit calls it when the system is short of memory. Fluid never does (a desktop process
    /// has no such signal); it is here so that controllers that override it compile.
    open func didReceiveMemoryWarning() {}

    /// Called after the root view was laid out (`present(in:)` lays it out once).
    open func viewDidLayoutSubviews() {}

    /// Called once the root view is in a window and laid out (`present(in:)`).
    open func viewDidAppear(_ animated: Bool) {}

    // MARK: Status bar

    /// Whether the status bar should be hidden while this controller's view is shown (UIKit's
    /// default: false). Asked by `setNeedsStatusBarAppearanceUpdate()`.
    open var prefersStatusBarHidden: Bool { false }

    /// How the status bar hides or shows when `setNeedsStatusBarAppearanceUpdate()` is called in
    /// an animation block (UIKit's default: `.fade`).
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }

    /// Asks `prefersStatusBarHidden` again and hides or shows the window's status bar. Inside an
    /// animation block (`UIView.animate(withDuration: 0.2) { self.setNeedsStatusBarAppearanceUpdate() }`,
    /// seed 004) it animates with `preferredStatusBarUpdateAnimation` over the block's duration, as
    /// UIKit's documentation says ("If you call this method within an animation block, the changes
    /// are animated along with the rest of the animation block"); outside one it changes at once.
    /// Fluid's status bar runs its own animator with that duration rather than joining the block's.
    public func setNeedsStatusBarAppearanceUpdate() {
        guard isViewLoaded, let window = view.window else { return }
        if let enclosing = AnimationTransaction.currentAnimator {
            window.setStatusBarHidden(
                prefersStatusBarHidden, animation: preferredStatusBarUpdateAnimation,
                duration: enclosing.duration)
        } else {
            window.setStatusBarHidden(prefersStatusBarHidden, animation: .none)
        }
    }

    /// What UIKit's window and view-controller machinery do when the controller is shown, in one
    /// call (Fluid has no such machinery): puts the root view in `window`, lays it out, then
    /// calls `viewDidLayoutSubviews()`, shows or hides the status bar as the controller prefers
    /// and calls `viewDidAppear(false)`.
    public func present(in window: UIWindow) {
        window.rootView = view
        didAppear(in: window)
    }

    /// The root view, already `window`'s, is laid out and the controller told, as in `present(in:)`.
    func didAppear(in window: UIWindow) {
        window.layoutIfNeeded()
        viewDidLayoutSubviews()
        setNeedsStatusBarAppearanceUpdate()
        viewDidAppear(false)
    }
}
