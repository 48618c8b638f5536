import FluidUIKit // Fluid: the surface's module name for `UIKit` (Docs/UIKitSurface.md)

// Seed 002 (Spanish: swipe cards like Tinder): `SwipeCardView`'s shadow and swipe views and the
// container's pan handler, as the article writes them against `import UIKit`. Each line that
// differs says why in a `// Fluid:` comment; everything else is the article's text, reflowed.

/// The article's card: a clear shadow view casting the shadow, holding the rounded, clipped swipe view.
public final class SwipeCardView: UIView {
    public var shadowView: UIView!
    public var swipeView: UIView!

    override public init(frame: CGRect) {
        super.init(frame: frame)
        configureShadowView()
        configureSwipeView()
    }

    func configureShadowView() {
        shadowView = UIView()
        shadowView.backgroundColor = .clear
        shadowView.layer.shadowColor = UIColor.black.cgColor
        shadowView.layer.shadowOffset = CGSize(width: 0, height: 0)
        shadowView.layer.shadowOpacity = 0.8
        shadowView.layer.shadowRadius = 4.0
        addSubview(shadowView)
        shadowView.translatesAutoresizingMaskIntoConstraints = false
        shadowView.leftAnchor.constraint(equalTo: leftAnchor).isActive = true
        shadowView.rightAnchor.constraint(equalTo: rightAnchor).isActive = true
        shadowView.bottomAnchor.constraint(equalTo: bottomAnchor).isActive = true
        shadowView.topAnchor.constraint(equalTo: topAnchor).isActive = true
    }

    func configureSwipeView() {
        swipeView = UIView()
        swipeView.layer.cornerRadius = 15
        swipeView.clipsToBounds = true
        shadowView.addSubview(swipeView)
        swipeView.translatesAutoresizingMaskIntoConstraints = false
        swipeView.leftAnchor.constraint(equalTo: shadowView.leftAnchor).isActive = true
        swipeView.rightAnchor.constraint(equalTo: shadowView.rightAnchor).isActive = true
        swipeView.bottomAnchor.constraint(equalTo: shadowView.bottomAnchor).isActive = true
        swipeView.topAnchor.constraint(equalTo: shadowView.topAnchor).isActive = true
    }
}

/// The article's delegate: told when a card was thrown.
public protocol SwipeCardsDelegate {
    func swipeDidEnd(on view: SwipeCardView)
}

/// The article's `StackContainerView`, cut to the card and its pan handler.
public final class StackContainerView: UIView {
    public var delegate: SwipeCardsDelegate? // Stand-in: the article gives the card this delegate; the handler lives here

    // Stand-in begin: the article's data source, `reloadData` and `addCardView`, cut to one card
    /// The card as the article's `addCardView` adds it: full size, with its pan gesture.
    public func add(_ card: SwipeCardView) {
        addSubview(card)
        card.frame = CGRect(x: 0, y: 0, width: frame.width, height: frame.height)
        let gesture = UIPanGestureRecognizer(target: self, action: StackContainerView.handlePanGesture) // Fluid: in place of `#selector(handlePanGesture)`
        card.addGestureRecognizer(gesture)
    }
    // Stand-in end

    func handlePanGesture(sender: UIPanGestureRecognizer) { // Fluid: no `@objc` (no Objective-C runtime)
        let card = sender.view as! SwipeCardView
        let point = sender.translation(in: self)
        let centerOfParentContainer = CGPoint(x: self.frame.width / 2, y: self.frame.height / 2)
        card.center = CGPoint(x: centerOfParentContainer.x + point.x, y: centerOfParentContainer.y + point.y)
        switch sender.state {
        case .ended:
            if (card.center.x) > 400 {
                delegate?.swipeDidEnd(on: card)
                UIView.animate(withDuration: 0.2) {
                    card.center = CGPoint(x: centerOfParentContainer.x + point.x + 200, y: centerOfParentContainer.y + point.y + 75)
                    card.alpha = 0
                    self.layoutIfNeeded()
                }
                return
            } else if card.center.x < -65 {
                delegate?.swipeDidEnd(on: card)
                UIView.animate(withDuration: 0.2) {
                    card.center = CGPoint(x: centerOfParentContainer.x + point.x - 200, y: centerOfParentContainer.y + point.y + 75)
                    card.alpha = 0
                    self.layoutIfNeeded()
                }
                return
            }
            UIView.animate(withDuration: 0.2) {
                card.transform = .identity
                card.center = CGPoint(x: self.frame.width / 2, y: self.frame.height / 2)
                self.layoutIfNeeded()
            }
        case .changed:
            let rotation = tan(point.x / (self.frame.width * 2.0))
            card.transform = CGAffineTransform(rotationAngle: rotation)
        default:
            break
        }
    }
}

