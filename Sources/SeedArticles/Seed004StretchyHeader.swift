import SnapKit
import FluidUIKit // Fluid: the surface's module name for `UIKit` (Docs/UIKitSurface.md)

// Seed 004 (Spanish translation of "Stretchy Layouts on iOS using Auto Layout and SnapKit"): the
// article's StretchyViewController at its last step, as written against `import UIKit` and
// `import SnapKit` (its comments translated back). The article shows the member declarations, the
// constraints of `viewDidLoad`, `viewDidLayoutSubviews` and the status-bar code; what it only
// describes in prose (the views' colours and text, the text backing "basically the same
// technique", the scroll view's delegate) is marked `// Stand-in:` (or lies between `// Stand-in
// begin` and `// Stand-in end`), the storyboard-free setup seed 003's `loadView()` also needs.
// Each line that differs from the article says why in a `// Fluid:` comment.

public class StretchyViewController: UIViewController, UIScrollViewDelegate {

    private let scrollView = UIScrollView()
    private let infoText = UILabel()
    private let imageView = UIImageView()
    private let textContainer = UIView() // Stand-in: the article uses it without showing its declaration

    override public func viewDidLoad() {
        super.viewDidLoad()

        view.backgroundColor = .gray // Stand-in: "the ugly gray background of our view controller"
        // Stand-in: the article sets `scrollView.contentInsetAdjustmentBehavior = .never`; Fluid's
        // scroll views never adjust their insets, so there is no such property (Docs/UIKitSurface.md).
        scrollView.delegate = self // Stand-in: "and set itself as its scroll view's delegate"
        imageView.contentMode = .scaleAspectFill // Stand-in: named in the article's prose
        imageView.clipsToBounds = true // Stand-in: as above
        infoText.textColor = .white // Stand-in: the text's look
        infoText.numberOfLines = 0 // Stand-in: as above
        infoText.text = String(repeating: "A long text that scrolls under a stretchy header. ", count: 40) // Stand-in: the content

        let imageContainer = UIView()
        imageContainer.backgroundColor = .darkGray
        let textBacking = UIView() // Stand-in: "an extra text backing view behind our text container"
        textBacking.backgroundColor = .systemRed // Stand-in: "the red background behind the text"

        view.addSubview(scrollView) // Stand-in: "a scroll view as its first subview, followed by the text and image views"
        scrollView.addSubview(imageContainer)
        scrollView.addSubview(textBacking) // Stand-in: as above
        scrollView.addSubview(textContainer) // Stand-in: as above
        scrollView.addSubview(imageView)
        textContainer.addSubview(infoText) // Stand-in: as above

        // Pin the scroll view's edges to our view controller's view
        scrollView.snp.makeConstraints {
            make in
            make.edges.equalTo(view)
        }
        imageContainer.snp.makeConstraints {
            make in
            make.top.equalTo(scrollView)
            make.left.right.equalTo(view)
            make.height.equalTo(imageContainer.snp.width).multipliedBy(0.7)
        }
        imageView.snp.makeConstraints {
            make in
            make.left.right.equalTo(imageContainer)
            // ** Note the priorities
            make.top.equalTo(view).priority(.high)
            // ** We add a height constraint too
            make.height.greaterThanOrEqualTo(imageContainer.snp.height).priority(.required)
            // ** And keep the bottom constraint
            make.bottom.equalTo(imageContainer.snp.bottom)
        }
        // Pin the backing view below the image view and to the bottom of the scroll view
        textContainer.snp.makeConstraints {
            make in
            make.top.equalTo(imageContainer.snp.bottom)
            make.left.right.equalTo(view)
            make.bottom.equalTo(scrollView)
        }
        // Stand-in begin: "basically the same technique as the image view": the backing's bottom pinned to the root's
        textBacking.snp.makeConstraints {
            make in
            make.left.right.equalTo(view)
            make.top.equalTo(textContainer)
            make.bottom.equalTo(view)
        }
        // Stand-in end
        // Pin the text's edges to the text container; this forces the container to grow to span
        // the text's height
        infoText.snp.makeConstraints {
            make in
            make.edges.equalTo(textContainer).inset(14)
        }
    }

    override public func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // ** We want the scroll indicators to use all safe area insets
        scrollView.scrollIndicatorInsets = view.safeAreaInsets
        // ** But we want the actual content to only respect the bottom safe area
        scrollView.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: view.safeAreaInsets.bottom, right: 0)
    }

    // MARK: - Scroll View Delegate
    private var previousStatusBarHidden = false
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
        // ** We keep the previous status bar hidden state so that
        // we're not triggering an implicit animation block for every frame
        // in which the scroll view scrolls
        if previousStatusBarHidden != shouldHideStatusBar {
            UIView.animate(withDuration: 0.2, animations: {
                self.setNeedsStatusBarAppearanceUpdate()
            })
            previousStatusBarHidden = shouldHideStatusBar
        }
    }

    // MARK: - Status Bar Appearance
    override public var preferredStatusBarUpdateAnimation: UIStatusBarAnimation {
        // ** We use the slide animation because it works well with scrolling
        return .slide
    }
    override public var prefersStatusBarHidden: Bool {
        return shouldHideStatusBar
    }
    private var shouldHideStatusBar: Bool {
        // ** Here's where we calculate if our text container
        // is going to hit the top safe area
        let frame = textContainer.convert(textContainer.bounds, to: nil)
        return frame.minY < view.safeAreaInsets.top
    }
}
