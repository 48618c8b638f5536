import FluidUIKit // Fluid: the surface's module name for `UIKit` (Docs/UIKitSurface.md)

// Seed 003 (Vietnamese: a bottom sheet dragged between three states with UIPanGestureRecognizer):
// the article's ExpansionState and ViewController, as written against `import UIKit` (its
// Vietnamese comments translated). The storyboard's views and the two outlets are built in code
// by `loadView()` (between `// Stand-in begin` and `// Stand-in end`), the stand-in the article's
// Figures 1–3 describe. Each line that differs says why in a `// Fluid:` comment.

public enum ExpansionState {
    case compressed
    case haft
    case expanded
}

public class BottomSheetViewController: UIViewController, UIGestureRecognizerDelegate { // Fluid: seed 001's controller is also `ViewController`; one module needs distinct names

    public weak var viewContainer: UIView! // Fluid: an outlet filled by `loadView()`, not a storyboard
    public weak var topViewContainer: NSLayoutConstraint! // Fluid: as above
    // The starting state
    public var expansionState: ExpansionState = .haft
    // The previous value of topViewContainer
    var oldTopViewContainer: CGFloat = 0

    override public func viewDidLoad() {
        super.viewDidLoad()
        // Do any additional setup after loading the view.
        setupGestureRecognizers()
        // Where the container starts: compressed, the smallest expansion.
        topViewContainer.constant = topViewContainer(forState: .compressed)
    }

    override public func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        // The container moves up from below and stops half way: it was compressed in viewDidLoad.
        animateTopConstraint(constant: topViewContainer(forState: .haft), velocity: CGPoint(x: 0, y: 50))
    }

    // Sets up the pan gesture
    func setupGestureRecognizers() {
        let panGestureRecognizer = UIPanGestureRecognizer(target: self,
                                                          action: BottomSheetViewController.panGestureDidMove(sender:)) // Fluid: in place of `#selector(panGestureDidMove(sender:))`
        panGestureRecognizer.delegate = self
        viewContainer.isUserInteractionEnabled = true

        viewContainer.addGestureRecognizer(panGestureRecognizer)
    }

    func panGestureDidMove(sender: UIPanGestureRecognizer) { // Fluid: no `@objc`
        let translationPoint = sender.translation(in: view.superview)
        // The velocity: how fast the finger moves on the screen
        let velocity = sender.velocity(in: view.superview)

        switch sender.state {
        case .changed:
            panGesture(didChangeTranslationPoint: translationPoint, withVelocity: velocity)
        case .ended:
            panGesture(didEndTranslationPoint: translationPoint, withVelocity: velocity)
        default:
            return
        }
    }

    // viewContainer's top for each state
    func topViewContainer(forState state: ExpansionState) -> CGFloat {
        let heightView = self.view.bounds.height
        switch state {
        case .compressed:
            return heightView - 100
        case .haft:
            return heightView / 2
        case .expanded:
            return 100
        }
    }

    // Stand-in begin: the storyboard of Figures 1–3
    /// The storyboard of Figures 1–3 in code — a coloured container pinned left, right and
    /// bottom to the root view, its top by the `topViewContainer` outlet, with a small handle at
    /// its top centre.
    override public func loadView() {
        let root = UIView()
        root.backgroundColor = .white
        let container = UIView()
        container.backgroundColor = .systemBlue
        container.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(container)
        let handle = UIView()
        handle.backgroundColor = .white
        handle.layer.cornerRadius = 3
        handle.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(handle)
        let top = container.topAnchor.constraint(equalTo: root.topAnchor)
        NSLayoutConstraint.activate([
            top,
            container.leftAnchor.constraint(equalTo: root.leftAnchor),
            container.rightAnchor.constraint(equalTo: root.rightAnchor),
            container.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            handle.topAnchor.constraint(equalTo: container.topAnchor, constant: 8),
            handle.centerXAnchor.constraint(equalTo: container.centerXAnchor),
            handle.widthAnchor.constraint(equalToConstant: 40),
            handle.heightAnchor.constraint(equalToConstant: 6),
        ])
        view = root
        viewContainer = container
        topViewContainer = top
    }
    // Stand-in end
}

// MARK: Animation
extension BottomSheetViewController { // Fluid: the renamed controller
    /// Animates the top constraint of the drawerViewController by a given constant
    /// using velocity to calculate a spring and damping animation effect.
    func animateTopConstraint(constant: CGFloat, velocity: CGPoint) {
        let previousConstraint = topViewContainer.constant
        let distance = previousConstraint - constant
        let springVelocity = velocity.y != 0 ? max(1 / (abs(velocity.y / distance)), 0.08) : 0.08
        let springDampening = CGFloat(0.6)

        UIView.animate(withDuration: 0.5,
                       delay: 0.0,
                       usingSpringWithDamping: springDampening,
                       initialSpringVelocity: springVelocity,
                       options: [.curveLinear],
                       animations: {
                        self.topViewContainer.constant = constant
                        self.oldTopViewContainer = constant
                        self.view.layoutIfNeeded()
        }, completion: nil)
    }
}

// MARK: PanGesture handle
extension BottomSheetViewController { // Fluid: the renamed controller

    // Called as the pan moves the view; limits how far the user can drag.
    func panGesture(didChangeTranslationPoint translationPoint: CGPoint,
                              withVelocity velocity: CGPoint) {
        let newConstraintConstant = oldTopViewContainer + translationPoint.y
        // Not past the top
        if newConstraintConstant >= 0 {
            topViewContainer.constant = newConstraintConstant
        }
    }

    // Called when the pan ends
    func panGesture(didEndTranslationPoint translationPoint: CGPoint,
                              withVelocity velocity: CGPoint) {
        // velocity.y: vertical speed; this example drags vertically.
        if abs(velocity.y) <= 50.0 {
            // 50: slow enough to count as a slow drag; the sign of y is the direction
            drag(lowVelocity: velocity)
        } else if velocity.y > 0 {
            dragDown(highVelocity: velocity)
        } else {
            dragUp(highVelocity: velocity)
        }
    }

    // Goes to the state whose top is nearest.
    func drag(lowVelocity velocity: CGPoint) {
        let compressedTopConstraint = topViewContainer(forState: .compressed)
        let haftTopConstraint = topViewContainer(forState: .haft)
        let expandedTopConstraint = topViewContainer(forState: .expanded)

        let expandedDifference = abs(topViewContainer.constant - expandedTopConstraint)
        let haftDifference = abs(topViewContainer.constant - haftTopConstraint)
        let compressedDifference = abs(topViewContainer.constant - compressedTopConstraint)

        let heightArray = [expandedDifference, haftDifference, compressedDifference]
        let minHeight = heightArray.min()

        if expandedDifference == minHeight {
            expansionState = .expanded
            animateTopConstraint(constant: expandedTopConstraint, velocity: velocity)
        } else if haftDifference == minHeight {
            expansionState = .haft
            animateTopConstraint(constant: haftTopConstraint, velocity: velocity)
        } else {
            expansionState = .compressed
            animateTopConstraint(constant: compressedTopConstraint, velocity: velocity)
        }
    }

    // A fast drag down goes to the next state below.
    func dragDown(highVelocity velocity: CGPoint) {
        // Handle High Velocity Pan Gesture

        switch expansionState {
        case .compressed, .haft:
            expansionState = .compressed
            animateTopConstraint(constant: topViewContainer(forState: .compressed), velocity: velocity)
        case .expanded:
            expansionState = .haft
            animateTopConstraint(constant: topViewContainer(forState: .haft), velocity: velocity)
        }
    }

    // A fast drag up goes to the next state above.
    func dragUp(highVelocity velocity: CGPoint) {
        // Handle high Velocity Pan Gesture
        switch expansionState {
        case .compressed:
            expansionState = .haft
            animateTopConstraint(constant: topViewContainer(forState: .haft), velocity: velocity)
        case .haft, .expanded:
            expansionState = .expanded
            animateTopConstraint(constant: topViewContainer(forState: .expanded), velocity: velocity)
        }
    }
}
