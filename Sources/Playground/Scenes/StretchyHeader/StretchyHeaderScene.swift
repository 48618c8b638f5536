import Foundation
import ViewTree

/// Scene 5: the stretchy header of seed 004 ("Stretchy Layouts on iOS using Auto Layout and
/// SnapKit"), written with the constraint DSL as the article writes it.
///
/// No scroll-offset arithmetic: the image view's top is pinned to the root's top at `.high`, its
/// height is at least its container's (required) and its bottom is the container's bottom, while
/// the container scrolls with the content. Pulled down, the image keeps its top and stretches;
/// pushed up, the required height wins over the `.high` pin and the image scrolls away whole.
/// A red backing pinned to the root's bottom shows behind the text when the content is pulled up
/// past its end. The status bar slides away (0.2 s) once the text reaches the top safe area.
///
/// Beyond the article: `V` toggles its parallax variant (the height constraint deactivated, so the
/// image is squeezed under the text instead of scrolling away), and a readout shows the stretch
/// as MXParallaxHeader's `progress` (0 at rest, above 0 stretched, below 0 squeezed). The readout
/// rides the image's bottom but never rises into the status bar: a required constraint keeps it
/// below the top safe area, and the image's clip hides it as the image scrolls away.
@MainActor
final class StretchyHeaderScene: Scene, ScrollViewDelegate {
    nonisolated static let number = 5
    nonisolated static let title = "Stretchy header"
    nonisolated static let imageName = "lake-reflection"
    nonisolated static var pictureNames: [String] { [imageName] }

    let view = View()
    let scrollView = ScrollView()
    let infoText = Label()
    let imageContainer = View()
    let imageView: ImageView
    let textContainer = View()
    let textBacking = View()
    let progressLabel = Label()
    /// The required `height >= container.height`; deactivated in the parallax variant.
    private(set) var imageHeightConstraint: Constraint?
    private(set) var isParallax = false
    /// How many times the status bar was told to slide (only when its state changes).
    private(set) var statusBarAnimationCount = 0
    private var previousStatusBarHidden = false
    private let safeAreaInsets: EdgeInsets

    // MARK: Tuning (the seed's values)

    nonisolated static let aspectParameter = TunableParameter("header.aspect", "Header height / width", seed: 0.7, range: 0.3...1.2, step: 0.05)
    nonisolated static let insetParameter = TunableParameter("header.textInset", "Text inset", seed: 14, range: 0...40, step: 1, unit: "pt")
    nonisolated static var tunables: [TunableParameter] { [aspectParameter, insetParameter] }
    private let tuning: Tuning

    /// Both are layout constants: applied at once, the content staying where it is scrolled.
    func tuningDidChange(_ parameter: TunableParameter) {
        switch parameter {
        case Self.aspectParameter:
            imageContainer.snp.remakeConstraints { make in
                make.top.equalTo(scrollView)
                make.left.right.equalTo(view)
                make.height.equalTo(imageContainer.snp.width).multipliedBy(tuning[Self.aspectParameter])
            }
        case Self.insetParameter:
            infoText.snp.remakeConstraints { make in
                make.edges.equalTo(textContainer).inset(tuning[Self.insetParameter])
            }
        default:
            return
        }
        view.setNeedsLayout()
        updateProgress()
    }

    var switches: [SceneSwitch] {
        [SceneSwitch(key: "v", title: "parallax (no height constraint)") { [weak self] in self?.isParallax ?? false }]
    }

    /// The article's tunable lines (`viewDidLoad`) with the current values.
    func swiftCode() -> String {
        let f = tuning.formatted
        return """
            imageContainer.snp.makeConstraints { make in
                make.top.equalTo(scrollView)
                make.left.right.equalTo(view)
                make.height.equalTo(imageContainer.snp.width).multipliedBy(\(f(Self.aspectParameter)))
            }
            infoText.snp.makeConstraints { make in
                make.edges.equalTo(textContainer).inset(\(f(Self.insetParameter)))
            }
            """
    }

    init(context: SceneContext) throws {
        tuning = context.tuning
        imageView = ImageView(image: try context.assets.image(named: Self.imageName))
        safeAreaInsets = context.screen.safeAreaInsets
        view.frame = context.screen.bounds
        view.backgroundColor = .systemGray   // the seed's "ugly gray background"
        view.accessibilityIdentifier = "stretchyScene"
        scrollView.accessibilityIdentifier = "stretchyScroll"
        scrollView.delegate = self
        infoText.numberOfLines = 0
        infoText.font = .systemFont(ofSize: 17)
        infoText.textColor = .white
        infoText.text = Self.text
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.accessibilityIdentifier = "headerImage"
        // UIImageView's intrinsic size is its photo's (800 pt tall here); at UIKit's default
        // compression resistance (750) it would tie with the `.high` top pin. The article's image
        // is sized by the constraints alone, so let it give way.
        imageView.setContentCompressionResistancePriority(.low, for: .vertical)
        imageView.setContentCompressionResistancePriority(.low, for: .horizontal)
        imageContainer.backgroundColor = .darkGray
        textBacking.backgroundColor = .systemRed
        textContainer.accessibilityIdentifier = "textContainer"
        textBacking.accessibilityIdentifier = "textBacking"
        viewDidLoad()
        viewDidLayoutSubviews()
    }

    /// The article's `viewDidLoad`, step 6.
    private func viewDidLoad() {
        view.addSubview(scrollView)
        scrollView.addSubview(imageContainer)
        scrollView.addSubview(textBacking)
        scrollView.addSubview(textContainer)
        scrollView.addSubview(imageView)
        textContainer.addSubview(infoText)

        scrollView.snp.makeConstraints { make in
            make.edges.equalTo(view)
        }
        imageContainer.snp.makeConstraints { make in
            make.top.equalTo(scrollView)
            make.left.right.equalTo(view)
            make.height.equalTo(imageContainer.snp.width).multipliedBy(tuning[Self.aspectParameter])
        }
        imageView.snp.makeConstraints { make in
            make.left.right.equalTo(imageContainer)
            // ** These are the key lines! **
            make.top.equalTo(view).priority(.high)
            imageHeightConstraint = make.height.greaterThanOrEqualTo(imageContainer.snp.height).priority(.required).constraint
            make.bottom.equalTo(imageContainer.snp.bottom)
        }
        textContainer.snp.makeConstraints { make in
            make.top.equalTo(imageContainer.snp.bottom)
            make.left.right.equalTo(view)
            make.bottom.equalTo(scrollView)
        }
        textBacking.snp.makeConstraints { make in
            make.left.right.equalTo(view)
            make.top.equalTo(textContainer)
            make.bottom.equalTo(view)
        }
        infoText.snp.makeConstraints { make in
            make.edges.equalTo(textContainer).inset(tuning[Self.insetParameter])
        }

        progressLabel.font = .systemFont(ofSize: 13, weight: .semibold)
        progressLabel.textColor = .white
        progressLabel.backgroundColor = Color(white: 0, alpha: 0.45)
        progressLabel.cornerRadius = 11
        progressLabel.clipsToBounds = true
        progressLabel.textAlignment = .center
        progressLabel.accessibilityIdentifier = "progress"
        imageView.addSubview(progressLabel)
        progressLabel.snp.makeConstraints { make in
            make.right.equalToSuperview().inset(12)
            make.bottom.equalToSuperview().inset(12).priority(.high)
            // Fluid: clear of the status bar's signal and battery icons.
            make.top.greaterThanOrEqualTo(view).offset(safeAreaInsets.top + Self.progressClearance)
            make.height.equalTo(22)
            make.width.equalTo(196)
        }
        updateProgress()
    }

    /// The article's `viewDidLayoutSubviews`: the indicators use every safe-area inset, the
    /// content only the bottom one (the image goes under the status bar). Fluid's scroll view
    /// never adjusts insets by itself (UIKit's `contentInsetAdjustmentBehavior = .never`).
    private func viewDidLayoutSubviews() {
        scrollView.scrollIndicatorInsets = safeAreaInsets
        scrollView.contentInset = EdgeInsets(top: 0, left: 0, bottom: safeAreaInsets.bottom, right: 0)
    }

    // MARK: Status bar (the article's step 6)

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        // Only a change starts an animation, not every frame of scrolling.
        if previousStatusBarHidden != shouldHideStatusBar {
            view.window?.setStatusBarHidden(shouldHideStatusBar, animation: .slide, duration: 0.2)
            statusBarAnimationCount += 1
            previousStatusBarHidden = shouldHideStatusBar
        }
        updateProgress()
    }

    /// True once the text container's top is above the top safe area, in screen coordinates.
    var shouldHideStatusBar: Bool {
        let frame = textContainer.convert(textContainer.bounds, to: nil)
        return frame.minY < safeAreaInsets.top
    }

    // MARK: Beyond the article

    func handle(_ event: InputEvent) -> Bool {
        guard case let .key(key) = event, !key.isRepeat, key.key == .character("v") else { return false }
        setParallax(!isParallax)
        return true
    }

    /// The article's last tip: without the height constraint the image is squeezed to nothing under
    /// the text as it scrolls up, and `.scaleAspectFill` turns that into parallax.
    func setParallax(_ on: Bool) {
        isParallax = on
        if on { imageHeightConstraint?.deactivate() } else { imageHeightConstraint?.activate() }
        updateProgress()
    }

    /// How far below the top safe area the readout stays at least.
    static let progressClearance: CGFloat = 6

    /// MXParallaxHeader's `progress`: the image's extra height over its container's, relative to
    /// it. The extra height is rounded at the layout's grain, the 1/64 pt its edges are published
    /// at (Docs/Constraints.md §1), so that equal heights give exactly 0.
    var progress: CGFloat {
        view.layoutIfNeeded()
        let natural = imageContainer.bounds.height
        let extra = ((imageView.bounds.height - natural) * Self.layoutGrain).rounded() / Self.layoutGrain
        return natural > 0 ? extra / natural : 0
    }

    /// Steps per point the solver's edges are rounded to.
    static let layoutGrain: CGFloat = 64

    /// The readout: two decimals, and no "−0.00" for a value that rounds to zero.
    static func progressText(_ progress: CGFloat, parallax: Bool) -> String {
        let shown = abs(progress) < 0.005 ? 0 : progress
        return String(format: "progress %+.2f%@", shown, parallax ? " · parallax" : "")
    }

    private func updateProgress() {
        progressLabel.text = Self.progressText(progress, parallax: isParallax)
    }

    static let text = """
        A stretchy header is a header that grows when you pull the content down past its top, and \
        scrolls away normally when you push the content up. Here nothing computes it from the scroll \
        offset: constraints do all the work.

        The image view lives inside the scroll view, but its top is pinned to the top of the root \
        view, outside the scroll view, at a high priority. Its bottom is pinned to the bottom of an \
        empty container that scrolls with the content, and its height must be at least the \
        container's height: that one is required.

        Pull down, and the container moves down while the image's top stays put: the image \
        stretches, and aspect fill scales the picture with it. Push up, and keeping the top pinned \
        would squeeze the image below its container's height, which the required constraint \
        forbids; so the solver breaks the high-priority pin, and the image scrolls away with the \
        text.

        Press V to drop the height constraint: the image is squeezed under the text instead, the \
        article's parallax variant.

        The red behind this text is a backing view whose bottom is pinned to the bottom of the root \
        view, so pulling past the end shows red rather than the gray background. When this text \
        reaches the status bar, the status bar slides away; it slides back when the text leaves.

        Constraints can relate any two views with a common ancestor, even across a scroll view. \
        They break in order of priority, so conflicting constraints are a tool, not a bug.
        """
}
