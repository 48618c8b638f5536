import FluidPlayground
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
/// below the top safe area, and it fades out as the image's edge reaches it. The big title rides
/// the header and fades out before it reaches that line, so neither is ever cut or drawn over
/// the other.
///
/// As GSKStretchyHeaderView offers, each a key (off by default but `E`, which is GSK's default):
/// - `N`, a minimum height (`minimumContentHeight`): the image's bottom may not rise above a
///   navigation bar's 44 pt below the status bar, and a bar with a small title fades in over the
///   last 44 pt of the collapse while the big title fades out;
/// - `T`, the status bar restyled instead of hidden: white text where what lies beneath is dark,
///   black where it is light (`RelativeLuminance`, measured on the picture's rows under it);
/// - `E`, the header's content (big title and pill) stretching with the image (`contentExpands`);
///   off, only the picture stretches and the content keeps its height at the image's bottom.
@MainActor
final class StretchyHeaderScene: Scene, ScrollViewDelegate {
    nonisolated static let number = 5
    nonisolated static let title = "Stretchy header"
    nonisolated static let imageName = "lake-reflection"
    nonisolated static var pictureNames: [String] { [imageName] }
    nonisolated static let fonts: [Font] =
        [
            StatusBarView.timeFont, .systemFont(ofSize: 13, weight: .semibold), .systemFont(ofSize: 17),
            .systemFont(ofSize: 28, weight: .bold),
        ]

    let view = View()
    let scrollView = ScrollView()
    let infoText = Label()
    let imageContainer = View()
    let imageView: ImageView
    let textContainer = View()
    let textBacking = View()
    let progressLabel = Label()
    /// The header's content over the picture (GSK's `contentView`): the big title and the pill.
    let headerContent = View()
    let titleLabel = Label()
    /// The bar the header collapses to with `N`, above the scroll view.
    let navigationBar = View()
    let navigationTitle = Label()
    /// The required `height >= container.height`; deactivated in the parallax variant.
    private(set) var imageHeightConstraint: Constraint?
    /// The article's required `bottom == container.bottom`; the sticky bar swaps it for the next two.
    private var imageBottomConstraint: Constraint?
    /// `bottom == container.bottom` just below required, so the floor can break it.
    private var stickyBottomConstraint: Constraint?
    /// `bottom >= root.top + safe area + 44`, required: the floor.
    private var minimumHeightConstraint: Constraint?
    /// `V`: the article's parallax variant, asked for. It shows only while Reduce Motion is off
    /// (`showsParallax`): parallax is motion the finger did not make.
    private(set) var isParallax = false
    /// Whether the image squeezes under the text as it scrolls (parallax) now.
    var showsParallax: Bool { isParallax && !Accessibility.isReduceMotionEnabled }
    /// The Reduce Motion observer, removed when the scene goes.
    private nonisolated(unsafe) var reduceMotionObserver: (any NSObjectProtocol)?
    /// `N`: the header collapses to a navigation bar instead of scrolling off.
    private(set) var isSticky = false
    /// `T`: the status bar's text changes colour instead of the bar hiding.
    private(set) var restylesStatusBar = false
    /// `E`: the header's content stretches with the picture (GSK's `contentExpands`, its default).
    private(set) var contentStretches = true
    /// The picture's luminance, measured the first time `T` needs it.
    private lazy var pictureLuminance: LuminanceMap? = imageView.image.map { LuminanceMap(pixels: $0.pixels) }
    /// How many times the status bar was told to slide (only when its state changes).
    private(set) var statusBarAnimationCount = 0
    private var previousStatusBarHidden = false
    private let safeAreaInsets: EdgeInsets

    // MARK: Tuning (the seed's values)

    nonisolated static let aspectParameter = TunableParameter(
        "header.aspect", "Header height / width", seed: 0.7, range: 0.3...1.2, step: 0.05)
    nonisolated static let insetParameter = TunableParameter(
        "header.textInset", "Text inset", seed: 14, range: 0...40, step: 1, unit: "pt")
    nonisolated static var tunables: [TunableParameter] { [aspectParameter, insetParameter] }
    let tuning: Tuning

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
        layoutDidChange()
    }

    var switches: [SceneSwitch] {
        [
            SceneSwitch(key: "v", title: "parallax (no height constraint)") { [weak self] in self?.isParallax ?? false
            },
            SceneSwitch(key: "n", title: "collapse to a navigation bar") { [weak self] in self?.isSticky ?? false },
            SceneSwitch(key: "t", title: "status bar restyled, not hidden") { [weak self] in
                self?.restylesStatusBar ?? false
            },
            SceneSwitch(key: "e", title: "title and pill stretch too") { [weak self] in self?.contentStretches ?? false
            },
        ]
    }

    init(context: SceneContext) throws {
        tuning = context.tuning
        imageView = ImageView(image: try context.assets.image(named: Self.imageName))
        safeAreaInsets = context.screen.safeAreaInsets
        view.frame = context.screen.bounds
        view.backgroundColor = .systemGray  // the seed's "ugly gray background"
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
        // As an iOS app does: a change of Reduce Motion while the scene shows applies at once.
        reduceMotionObserver = NotificationCenter.default.addObserver(
            forName: Accessibility.reduceMotionStatusDidChangeNotification, object: nil, queue: nil
        ) { [weak self] _ in MainActor.assumeIsolated { self?.applyParallax() } }
    }

    deinit {
        if let reduceMotionObserver { NotificationCenter.default.removeObserver(reduceMotionObserver) }
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
            imageHeightConstraint =
                make.height.greaterThanOrEqualTo(imageContainer.snp.height).priority(.required).constraint
            imageBottomConstraint = make.bottom.equalTo(imageContainer.snp.bottom).constraint
            // Fluid, `N`: GSK's minimum content height as two constraints, off until asked for.
            stickyBottomConstraint =
                make.bottom.equalTo(imageContainer.snp.bottom).priority(Self.stickyBottomPriority).constraint
            minimumHeightConstraint =
                make.bottom.greaterThanOrEqualTo(view.snp.top).offset(minimumHeaderHeight).constraint
        }
        stickyBottomConstraint?.deactivate()
        minimumHeightConstraint?.deactivate()
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

        headerContent.isUserInteractionEnabled = false
        headerContent.accessibilityIdentifier = "headerContent"
        imageView.addSubview(headerContent)
        makeHeaderContentConstraints()

        titleLabel.text = Self.headerTitle
        titleLabel.font = .systemFont(ofSize: 28, weight: .bold)
        titleLabel.textColor = .white
        titleLabel.backgroundColor = Color(white: 0, alpha: 0.35)
        titleLabel.textAlignment = .center
        titleLabel.accessibilityIdentifier = "headerTitle"
        headerContent.addSubview(titleLabel)
        titleLabel.snp.makeConstraints { make in
            // It rides the header's content; `updateCollapse` fades it before the status bar.
            make.center.equalToSuperview()
            make.width.equalTo(250)
            make.height.equalTo(48)
        }

        progressLabel.font = .systemFont(ofSize: 13, weight: .semibold)
        progressLabel.textColor = .white
        progressLabel.backgroundColor = Color(white: 0, alpha: 0.45)
        progressLabel.cornerRadius = 11
        progressLabel.clipsToBounds = true
        progressLabel.textAlignment = .center
        progressLabel.accessibilityIdentifier = "progress"
        headerContent.addSubview(progressLabel)
        progressLabel.snp.makeConstraints { make in
            make.right.equalToSuperview().inset(Self.pillInset)
            make.bottom.equalToSuperview().inset(Self.pillInset).priority(.high)
            // Fluid: clear of the status bar's signal and battery icons.
            make.top.greaterThanOrEqualTo(view).offset(pinnedContentTop)
            make.height.equalTo(22)
            make.width.equalTo(196)
        }

        navigationBar.backgroundColor = .systemBackground
        navigationBar.isHidden = true
        navigationBar.alpha = 0
        navigationBar.isUserInteractionEnabled = false
        navigationBar.accessibilityIdentifier = "navigationBar"
        view.addSubview(navigationBar)
        navigationBar.snp.makeConstraints { make in
            make.top.left.right.equalTo(view)
            make.height.equalTo(minimumHeaderHeight)
        }
        let hairline = View()
        hairline.backgroundColor = Color(white: 0, alpha: 0.2)
        navigationBar.addSubview(hairline)
        hairline.snp.makeConstraints { make in
            make.left.right.bottom.equalToSuperview()
            make.height.equalTo(0.5)
        }
        navigationTitle.text = Self.headerTitle
        navigationTitle.font = .systemFont(ofSize: 17, weight: .semibold)
        navigationTitle.textColor = .black
        navigationTitle.textAlignment = .center
        navigationBar.addSubview(navigationTitle)
        navigationTitle.snp.makeConstraints { make in
            make.left.right.bottom.equalToSuperview()
            make.height.equalTo(Self.navigationBarHeight)
        }
        updateFromLayout()
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
        updateFromLayout()
    }

    /// What follows the header's laid-out frame: the pill's value, the collapse's cross-fade and
    /// the status bar.
    private func updateFromLayout() {
        updateProgress()
        updateCollapse()
        updateStatusBar()
    }

    private func updateStatusBar() {
        // Only a change starts an animation, not every frame of scrolling.
        if previousStatusBarHidden != shouldHideStatusBar {
            view.window?.setStatusBarHidden(shouldHideStatusBar, animation: .slide, duration: 0.2)
            statusBarAnimationCount += 1
            previousStatusBarHidden = shouldHideStatusBar
        }
        if restylesStatusBar, let statusBar = view.window?.statusBar {
            statusBar.tintColor = RelativeLuminance.prefersLightContent(luminanceUnderStatusBar) ? .white : .black
        }
    }

    /// True once the text container's top is above the top safe area, in screen coordinates
    /// (Fluid: never with `T`, which restyles instead, nor with `N`, whose bar covers the text).
    var shouldHideStatusBar: Bool {
        guard !restylesStatusBar, !isSticky else { return false }
        let frame = textContainer.convert(textContainer.bounds, to: nil)
        return frame.minY < safeAreaInsets.top
    }

    /// Where `StatusBarView` draws its time (left) and its bars and battery (right), in points:
    /// the parts of the screen whose background decides which text colour reads.
    static let statusBarGlyphColumns: [ClosedRange<CGFloat>] = [24...90, 308...366]

    /// The mean relative luminance of what lies under the status bar's glyphs (the top safe
    /// area): the picture where the image covers it (through aspect fill), the red backing below
    /// it, and the navigation bar's white over both at its alpha. Mixed in luminance, an estimate
    /// of the blend (alpha blends in sRGB), enough to pick black or white. The header's title is
    /// left out: it passes under the glyphs' inner ends only.
    var luminanceUnderStatusBar: Double {
        view.layoutIfNeeded()
        let band = safeAreaInsets.top
        guard band > 0 else { return 1 }
        let image = imageView.convert(imageView.bounds, to: nil)
        let top = max(0, image.minY), bottom = min(band, image.maxY)
        var pictureShare = 0.0, picture = 0.0
        if bottom > top, let map = pictureLuminance, let picturePixels = imageView.image?.pixels {
            // Screen points to the picture's pixels: the picture is drawn in `drawn` (image view
            // coordinates) at `scale` pixels per point.
            let drawn = ImageView.imageRect(
                for: imageView.image?.size ?? .zero, in: imageView.bounds,
                contentMode: imageView.contentMode)
            guard drawn.width > 0 else { return 1 }
            let scale = CGFloat(picturePixels.width) / drawn.width
            let means = Self.statusBarGlyphColumns.compactMap { columns in
                map.mean(
                    in: CGRect(
                        x: (columns.lowerBound - image.minX - drawn.minX) * scale,
                        y: (top - image.minY - drawn.minY) * scale,
                        width: (columns.upperBound - columns.lowerBound) * scale,
                        height: (bottom - top) * scale))
            }
            if !means.isEmpty {
                picture = means.reduce(0, +) / Double(means.count)
                pictureShare = Double((bottom - top) / band)
            }
        }
        let beneath =
            pictureShare * picture + (1 - pictureShare)
            * RelativeLuminance.of(textBacking.backgroundColor ?? .systemRed)
        let bar = isSticky ? Double(navigationBar.alpha) : 0
        return bar * RelativeLuminance.of(.systemBackground) + (1 - bar) * beneath
    }

    // MARK: Beyond the article

    func handle(_ event: InputEvent) -> Bool {
        guard case let .key(key) = event, !key.isRepeat, case let .character(character) = key.key else { return false }
        switch character {
        case "v": setParallax(!isParallax)
        case "n": setSticky(!isSticky)
        case "t": setRestylesStatusBar(!restylesStatusBar)
        case "e": setContentStretches(!contentStretches)
        default: return false
        }
        return true
    }

    /// The article's last tip: without the height constraint the image is squeezed to nothing under
    /// the text as it scrolls up, and `.scaleAspectFill` turns that into parallax.
    func setParallax(_ on: Bool) {
        isParallax = on
        applyParallax()
    }

    /// The height constraint as `showsParallax` wants it.
    private func applyParallax() {
        guard imageHeightConstraint?.isActive == showsParallax else { return }
        if showsParallax { imageHeightConstraint?.deactivate() } else { imageHeightConstraint?.activate() }
        layoutDidChange()
    }

    /// GSK's `minimumContentHeight`: the article's required bottom gives way to one just below
    /// required and a required floor a navigation bar's height below the root's top. Pushed up,
    /// the image scrolls (or, in parallax, squeezes) until its bottom meets the floor, then stays.
    func setSticky(_ on: Bool) {
        isSticky = on
        if on {
            imageBottomConstraint?.deactivate()
            stickyBottomConstraint?.activate()
            minimumHeightConstraint?.activate()
        } else {
            minimumHeightConstraint?.deactivate()
            stickyBottomConstraint?.deactivate()
            imageBottomConstraint?.activate()
        }
        navigationBar.isHidden = !on
        layoutDidChange()
    }

    /// Restyle the status bar (`T`) or hide it as the article does; off again, its text is the
    /// article's black.
    func setRestylesStatusBar(_ on: Bool) {
        restylesStatusBar = on
        if !on { view.window?.statusBar.tintColor = .black }
        updateStatusBar()
    }

    /// GSK's `contentExpands` (`E`): on, the header's content fills the image and grows with it;
    /// off, it keeps the container's height at the image's bottom (GSK's `contentAnchor` bottom)
    /// and only the picture stretches. Either way it shrinks with a squeezed image.
    func setContentStretches(_ on: Bool) {
        contentStretches = on
        makeHeaderContentConstraints()
        layoutDidChange()
    }

    private func makeHeaderContentConstraints() {
        headerContent.snp.remakeConstraints { make in
            make.left.right.bottom.equalTo(imageView)
            if contentStretches {
                make.top.equalTo(imageView)
            } else {
                make.height.lessThanOrEqualTo(imageView)
                make.height.lessThanOrEqualTo(imageContainer)
                // Above the title's centring (which must not pull the band), below the image's
                // `.high` top pin (which must not be broken to give the band room).
                make.height.equalTo(imageContainer).priority(Self.contentHeightPriority)
            }
        }
    }

    private func layoutDidChange() {
        view.setNeedsLayout()
        updateFromLayout()
    }

    // MARK: Collapsing (Fluid, `N`)

    /// The navigation bar's height below the status bar.
    static let navigationBarHeight: CGFloat = 44
    /// The title cross-fade runs over the collapse's last this many points.
    static let titleFadeDistance: CGFloat = 44
    /// Just below required: the floor breaks the image's bottom, nothing else does.
    static let stickyBottomPriority: ConstraintPriority = 999
    /// The header content's height with `E` off: between `.medium` and `.high`.
    static let contentHeightPriority: ConstraintPriority = 600
    /// The title on the header and in the navigation bar.
    static let headerTitle = "Stretchy Layouts"

    /// The collapsed header: the status bar plus a navigation bar.
    var minimumHeaderHeight: CGFloat { safeAreaInsets.top + Self.navigationBarHeight }

    /// How far the title cross-fade is, 0 (the header's title and pill) to 1 (the bar's): the image's
    /// laid-out bottom over the last `titleFadeDistance` before the floor (GSK leaves such fades
    /// to `didChangeStretchFactor`; here the solved frame drives it, no offset arithmetic).
    var collapseFade: CGFloat {
        guard isSticky else { return 0 }
        view.layoutIfNeeded()
        let bottom = imageView.convert(imageView.bounds, to: nil).maxY
        return ((minimumHeaderHeight + Self.titleFadeDistance - bottom) / Self.titleFadeDistance).clamped(to: 0...1)
    }

    /// Over this many points the big title fades out as it nears the status bar, and the pill
    /// as the image's edge nears it.
    static let contentFadeDistance: CGFloat = 16

    /// The big title, riding the header's content, fades out over its last `contentFadeDistance`
    /// before the line the pill stops at below the status bar, so it is never drawn under the
    /// status bar, cut by the image's edge or under the pill (which is pinned at that line). With
    /// `N` it is gone before the bar's title fades in: never two titles at once.
    var titleVisibility: CGFloat {
        let top = titleLabel.convert(titleLabel.bounds, to: nil).minY
        return ((top - pinnedContentTop) / Self.contentFadeDistance).clamped(to: 0...1)
    }

    /// The pill stops below the status bar while the image goes on; it fades out as the image's
    /// edge closes its 12 pt inset, instead of being cut by the image's clip.
    var pillVisibility: CGFloat {
        let image = imageView.convert(imageView.bounds, to: nil).maxY
        let pill = progressLabel.convert(progressLabel.bounds, to: nil).maxY
        return ((image - pill) / Self.pillInset).clamped(to: 0...1)
    }

    /// The line below the status bar that the pill stops at.
    private var pinnedContentTop: CGFloat { safeAreaInsets.top + Self.progressClearance }

    private func updateCollapse() {
        view.layoutIfNeeded()
        let fade = collapseFade
        navigationBar.alpha = fade
        titleLabel.alpha = min(1 - fade, titleVisibility)
        progressLabel.alpha = min(1 - fade, pillVisibility)  // it would poke out under the bar's edge
    }

    /// How far below the top safe area the readout stays at least.
    static let progressClearance: CGFloat = 6
    /// The readout's inset from the image's right and bottom edges.
    static let pillInset: CGFloat = 12

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
        progressLabel.text = Self.progressText(progress, parallax: showsParallax)
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
        article's parallax variant. N keeps a navigation bar's height of the header, T recolours \
        the status bar instead of hiding it, E stretches only the picture, not the title.

        The red behind this text is a backing view whose bottom is pinned to the bottom of the root \
        view, so pulling past the end shows red rather than the gray background. When this text \
        reaches the status bar, the status bar slides away; it slides back when the text leaves.

        Constraints can relate any two views with a common ancestor, even across a scroll view. \
        They break in order of priority, so conflicting constraints are a tool, not a bug.
        """
}

extension StretchyHeaderScene {
    /// `bench --gesture`: pull the content 200 pt down (the header stretches), then push it 500 pt up.
    var benchmarkGestures: [ScriptedGesture] {
        [
            ScriptedGesture().drag(from: CGPoint(x: 200, y: 400), by: CGVector(dx: 0, dy: 200), seconds: 0.4)
                .move(by: CGVector(dx: 0, dy: -500), seconds: 0.8).release()
        ]
    }
}
