import FluidTestSupport
import SnapKit
import UIKit
// XCTest, not Swift Testing: Swift Testing declares a cross-import overlay for a module named
// UIKit (`_Testing_UIKit`), which exists only on Apple platforms.
import XCTest

// Seed 002's card (`SwipeCardView`'s shadow and swipe views, and the container's pan handler),
// written as the article writes it against `import UIKit`. Each line that differs says why in a
// `// Fluid:` comment; everything else is the article's text, reflowed.

/// The article's card: a clear shadow view casting the shadow, holding the rounded, clipped swipe view.
final class SwipeCardView: UIView {
    var shadowView: UIView!
    var swipeView: UIView!

    override init(frame: CGRect) {
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

/// The article's `StackContainerView`, cut to the card and its pan handler.
final class StackContainerView: UIView {
    var thrown: [String] = []

    func add(_ card: SwipeCardView) {
        addSubview(card)
        card.frame = CGRect(x: 0, y: 0, width: frame.width, height: frame.height)
        // Fluid: target/action without Objective-C — `addTarget(self, action: Type.method)` in place
        // of `UIPanGestureRecognizer(target: self, action: #selector(handlePanGesture))`.
        let gesture = UIPanGestureRecognizer()
        gesture.addTarget(self, action: StackContainerView.handlePanGesture)
        card.addGestureRecognizer(gesture)
    }

    // Fluid: no `@objc` (nothing is called through the Objective-C runtime).
    func handlePanGesture(sender: UIPanGestureRecognizer) {
        let card = sender.view as! SwipeCardView
        let point = sender.translation(in: self)
        let centerOfParentContainer = CGPoint(x: self.frame.width / 2, y: self.frame.height / 2)
        card.center = CGPoint(x: centerOfParentContainer.x + point.x, y: centerOfParentContainer.y + point.y)
        switch sender.state {
        case .ended:
            if (card.center.x) > 400 {
                thrown.append("right") // Fluid: in place of `delegate?.swipeDidEnd(on: card)`
                UIView.animate(withDuration: 0.2) {
                    card.center = CGPoint(x: centerOfParentContainer.x + point.x + 200, y: centerOfParentContainer.y + point.y + 75)
                    card.alpha = 0
                    self.layoutIfNeeded()
                }
                return
            } else if card.center.x < -65 {
                thrown.append("left") // Fluid: as above
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

/// The port runs in a headless window: the layer properties and anchors lay the card out, a drag
/// moves and tilts it by the article's formula, a short drag springs it home, a long one throws it.
/// (XCTest runs each test on the main thread; its methods are not main-actor isolated on Linux,
/// so each runs its body with `MainActor.assumeIsolated`.)
final class SeedCardPortTests: XCTestCase {
    /// The article's container, 300 × 400 pt, holding one card, in a headless window.
    @MainActor
    struct Stage {
        let host: HeadlessHost
        let container = StackContainerView(frame: CGRect(x: 20, y: 100, width: 300, height: 400))
        let card = SwipeCardView(frame: .zero)

        init() throws {
            host = try HeadlessHost(screen: .phone(scale: 1), fonts: TestAssets.fonts)
            host.window.rootView = UIView()
            host.window.rootView?.addSubview(container)
            container.add(card)
            host.render()
        }

        /// Presses at (170, 300) in the window and drags right by `dx` over 0.5 s at 60 Hz.
        func drag(by dx: CGFloat, release: Bool) -> PointerScript {
            var script = PointerScript()
            script.down(at: CGPoint(x: 170, y: 300), time: host.time + 0.01)
            script.drag(to: CGPoint(x: 170 + dx, y: 300), duration: 0.5)
            if release { script.up() }
            for event in script.events { host.send(event) }
            return script
        }
    }

    func testTheLayerAndAnchorsLayTheCardOut() throws {
        try MainActor.assumeIsolated {
            let stage = try Stage()
            let card = stage.card
            XCTAssertEqual(card.shadowView.layer.shadowOpacity, 0.8) // a Float, as CALayer's
            XCTAssertEqual(card.shadowView.shadowOpacity, 0.8, accuracy: 1e-7)
            XCTAssertEqual(card.shadowView.shadowRadius, 4)
            XCTAssertEqual(card.shadowView.shadowColor, .black)
            XCTAssertEqual(card.swipeView.cornerRadius, 15)
            XCTAssertTrue(card.swipeView.clipsToBounds)
            XCTAssertEqual(card.bounds.size, CGSize(width: 300, height: 400))
            XCTAssertEqual(card.shadowView.frame, card.bounds)
            XCTAssertEqual(card.swipeView.frame, card.bounds)
        }
    }

    func testAShortDragTiltsByTheArticlesTangentAndSpringsHome() throws {
        try MainActor.assumeIsolated {
            let stage = try Stage()
            let card = stage.card
            var script = stage.drag(by: 100, release: false)
            let translation = card.center.x - 150
            XCTAssertTrue(translation > 80 && translation <= 100, "\(translation)")
            let tilt = atan2(card.transform.b, card.transform.a)
            XCTAssertEqual(tilt, tan(translation / (300 * 2)), accuracy: 1e-9, "tilt for \(translation) pt")
            script.up()
            if let release = script.events.last { stage.host.send(release) }
            stage.host.advance(by: 0.5)
            XCTAssertEqual(card.center, CGPoint(x: 150, y: 200))
            XCTAssertEqual(card.transform, .identity)
            XCTAssertEqual(stage.container.thrown, [])
        }
    }

    func testPastFourHundredTheCardIsThrownRight() throws {
        try MainActor.assumeIsolated {
            let stage = try Stage()
            _ = stage.drag(by: 280, release: true)
            stage.host.advance(by: 0.5)
            XCTAssertEqual(stage.container.thrown, ["right"])
            XCTAssertEqual(stage.card.alpha, 0)
        }
    }
}
