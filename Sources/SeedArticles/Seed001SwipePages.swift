import FluidUIKit // Fluid: the surface's module name for `UIKit` (Docs/UIKitSurface.md)

// Seed 001 (Korean: paging views with UIViewPropertyAnimator and a right-to-left pan): the
// recognizer subclass, the sample views and the view controller, as the article writes them
// against `import UIKit`. Each line that differs says why in a `// Fluid:` comment; everything
// else is the article's text (its Korean comments translated).

public final class RightToLeftSwipeGestureRecognizer: UIPanGestureRecognizer {
  override public func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesMoved(touches, with: event)
    guard let view = self.view, self.state == .began else { return }

    // x larger: a left-right swipe; y larger: an up-down swipe
    if velocity(in: view).x.magnitude > velocity(in: view).y.magnitude {
      velocity(in: view).x < 0 ? print("right->left") : print("left->right")
    } else {
      velocity(in: view).y < 0 ? print("bottom->top") : print("top->bottom")
    }

    guard
      velocity(in: view).x.magnitude > velocity(in: view).y.magnitude, // a horizontal swipe
      velocity(in: view).x < 0 // right -> left
    else {
      self.state = .failed
      return
    }
  }
}

private var randomColor: UIColor {
  UIColor(red: CGFloat(drand48()), green: CGFloat(drand48()), blue: CGFloat(drand48()), alpha: 1.0)
}

@MainActor // Fluid: Fluid's views are strictly main-actor; UIKit's SDK lets Swift 5 code off
public enum Mock {
  public static func getViews() -> [UIView] {
    (0...30).map {
      let view = UIView()

      // label
      let label = UILabel()
      label.text = "\($0) 번째 뷰"
      label.textColor = .black
      label.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(label)
      NSLayoutConstraint.activate([
        view.centerYAnchor.constraint(equalTo: label.centerYAnchor),
        view.centerXAnchor.constraint(equalTo: label.centerXAnchor),
      ])
      view.backgroundColor = randomColor
      return view
    }
  }
}

/// The article's `clamped(to:)` ("an extension written separately").
extension Comparable {
  func clamped(to limits: ClosedRange<Self>) -> Self { min(max(self, limits.lowerBound), limits.upperBound) }
}

public class ViewController: UIViewController {
  private let gesture = RightToLeftSwipeGestureRecognizer()
  private var animator: UIViewPropertyAnimator?
  public private(set) var views = Mock.getViews() // Fluid: `public private(set)` so that tests can look

  override public func viewDidLoad() {
    super.viewDidLoad()

    self.views.forEach {
      self.view.addSubview($0)
      $0.alpha = 0
      $0.translatesAutoresizingMaskIntoConstraints = false
      NSLayoutConstraint.activate([
        $0.leftAnchor.constraint(equalTo: self.view.leftAnchor),
        $0.rightAnchor.constraint(equalTo: self.view.rightAnchor),
        $0.bottomAnchor.constraint(equalTo: self.view.bottomAnchor),
        $0.topAnchor.constraint(equalTo: self.view.topAnchor),
      ])
    }

    self.views.first?.alpha = 1
    self.view.addGestureRecognizer(self.gesture)
    self.gesture.addTarget(self, action: ViewController.handleGesture) // Fluid: in place of `#selector(handleGesture(_:))`
  }

  private func handleGesture(_ gesture: UIPanGestureRecognizer) { // Fluid: no `@objc`
    switch gesture.state {
    case .began:
      self.view.isUserInteractionEnabled = false
      self.animator = self.getNextAnimator()
    case .changed:
      let translationX = -gesture.translation(in: self.view).x / self.view.bounds.width
      let fractionComplete = translationX.clamped(to: 0...1)
      guard self.animator?.fractionComplete != fractionComplete else { break }
      self.animator?.fractionComplete = fractionComplete
    case
      .ended,
      .cancelled
    :
      self.animator?.isReversed = gesture.velocity(in: self.view).x > -200 || gesture.state == .cancelled
      self.animator?.startAnimation()
    default:
      break
    }
  }

  private func getNextAnimator() -> UIViewPropertyAnimator? {
    self.animator?.stopAnimation(false)
    self.animator?.finishAnimation(at: .end)

    guard self.views.count > 1 else { return nil }
    let currentView = self.views[0]
    let nextView = self.views[1]

    // Init
    let animator = UIViewPropertyAnimator(
      duration: 0.5,
      timingParameters: UICubicTimingParameters(animationCurve: .easeInOut)
    )

    // Animation
    let screenWidth = self.view.bounds.width // Fluid: in place of `UIScreen.main.bounds.width` (no global screen)
    animator.addAnimations {
      UIView.animate(withDuration: 1) {
        currentView.transform = .init(translationX: -screenWidth, y: 0)
        nextView.alpha = 1
      }
    }

    // Completion
    animator.addCompletion { [weak self, weak currentView] position in
      self?.view.isUserInteractionEnabled = true
      guard
        position == .end && animator.isReversed == false,
        let currentView = currentView,
        self?.views.isEmpty == false
      else { return }

      currentView.removeFromSuperview()
      self?.views.removeFirst()

      guard self?.animator === animator else { return }
      self?.animator = nil
    }

    return animator
  }
}
