import FluidPlayground
import Foundation
import ViewTree

/// Scene 0: every rendering feature on one page — the rasteriser's visual test page.
///
/// Rows, top to bottom: rounded corners of several radii; an animation strip (a dot on
/// easeInOut, a dot on a bouncy spring, a fading square, each looping); group opacity next to per-child
/// opacity; a rotated, rounded clip of an image beside soft shadows; borders (hairline to thick,
/// one rotated); wrapped Latin and Hangul text beside aspect-fit and aspect-fill images. The page
/// scrolls; below the first screen a list of rows with horizontally draggable chips shows gesture
/// arbitration (`GestureListSection`), and a stretchy header on a slider shows constraint
/// priorities at work (`ConstraintDemoSection`).
@MainActor
final class GalleryScene: Scene {
    nonisolated static let number = 0
    nonisolated static let listRowsRange: ClosedRange<Int>? = 1...100_000
    nonisolated static let title = "Rendering gallery"

    /// The portrait photo and the wide panorama the gallery shows (Assets/Images).
    nonisolated static let photoName = "alpine-dusk"
    nonisolated static let panoramaName = "wide-panorama"
    nonisolated static var pictureNames: [String] { [photoName, panoramaName] }
    nonisolated static let fonts: [Font] =
        [
            StatusBarView.timeFont, .systemFont(ofSize: 12, weight: .medium), .systemFont(ofSize: 13, weight: .medium),
            .systemFont(ofSize: 13, weight: .semibold), .systemFont(ofSize: 14),
            .systemFont(ofSize: 14, weight: .semibold),
            .systemFont(ofSize: 15), .systemFont(ofSize: 15, weight: .medium),
            .systemFont(ofSize: 15, weight: .semibold),
            .systemFont(ofSize: 16, weight: .medium), .systemFont(ofSize: 16, weight: .semibold),
            .systemFont(ofSize: 22, weight: .bold),
            .systemFont(ofSize: 28, weight: .bold),
        ]

    let view = View()
    /// The page scrolls: the rendering rows fill the first screen, the gesture list follows.
    let page = ScrollView()
    private(set) var gestureList: GestureListSection?
    private(set) var constraintDemo: ConstraintDemoSection?

    init(context: SceneContext) throws {
        context.assets.preload(Self.pictureNames)
        let photo = try context.assets.image(named: Self.photoName)
        let panorama = try context.assets.image(named: Self.panoramaName)
        let screen = context.screen
        view.frame = screen.bounds
        view.backgroundColor = .systemGroupedBackground
        view.accessibilityIdentifier = "gallery"
        page.frame = view.bounds
        page.accessibilityIdentifier = "galleryPage"
        page.insetForSafeArea(screen.safeAreaInsets)
        view.addSubview(page)

        let title = Label(text: "Rendering gallery", font: .systemFont(ofSize: 28, weight: .bold))
        title.frame = CGRect(x: 16, y: 52, width: 358, height: 36)
        page.addSubview(title)

        addCornerRow(y: 98)
        addAnimationStrip(y: 172)
        addOpacityRow(y: 222)
        addClipAndShadowRow(y: 378, photo: photo)
        addBorderRow(y: 596)
        addTextAndImageRow(y: 690, panorama: panorama)
        let list = GestureListSection(
            width: screen.size.width, y: Self.gestureListTop,
            rows: context.listRows ?? GestureListSection.defaultRowCount)
        page.addSubview(list.view)
        gestureList = list
        let demo = ConstraintDemoSection(
            width: screen.size.width, y: Self.gestureListTop + list.height + 16, photo: photo)
        page.addSubview(demo.view)
        constraintDemo = demo
        page.contentSize = CGSize(width: screen.size.width, height: demo.view.frame.maxY + 16)

        // Behind the status bar, so that the scrolled page does not run under its text.
        let statusBarBacking = View(
            frame: CGRect(x: 0, y: 0, width: screen.size.width, height: screen.safeAreaInsets.top))
        statusBarBacking.backgroundColor = .systemGroupedBackground
        statusBarBacking.isUserInteractionEnabled = false
        view.addSubview(statusBarBacking)

        let homeIndicator = View(frame: CGRect(x: (390 - 134) / 2, y: 844 - 13, width: 134, height: 5))
        homeIndicator.backgroundColor = .black
        homeIndicator.cornerRadius = 2.5
        view.addSubview(homeIndicator)
    }

    /// Where the gesture list starts in the page: just below the first screen's rows.
    static let gestureListTop: CGFloat = 836

    private func caption(_ text: String, frame: CGRect) {
        page.addCenteredLabel(
            text, font: .systemFont(ofSize: 12, weight: .medium), color: .secondaryLabel, frame: frame)
    }

    /// Antialiased corners: radius 0, 12, 24 and a capsule.
    private func addCornerRow(y: CGFloat) {
        let tiles: [(CGFloat, Color)] = [(0, .systemBlue), (12, .systemGreen), (24, .systemOrange), (32, .systemPink)]
        for (index, (radius, color)) in tiles.enumerated() {
            let tile = View(frame: CGRect(x: 16 + CGFloat(index) * 92, y: y, width: 80, height: 64))
            tile.backgroundColor = color
            tile.cornerRadius = radius
            tile.accessibilityIdentifier = "corner\(Int(radius))"
            tile.addCenteredLabel("r \(Int(radius))", font: .systemFont(ofSize: 15, weight: .semibold), color: .white)
            page.addSubview(tile)
        }
    }

    /// How long one crossing of the animation strip takes (seconds).
    static let stripLegDuration: TimeInterval = 1.2
    /// Crossings per lane before the strip rests (three round trips, about 7 s): a gallery left
    /// open then stops drawing and uses no CPU. `R` plays it again.
    static let stripLegs = 6

    /// Three lanes that keep animating: a dot crossing on easeInOut, a dot crossing on a bouncy
    /// spring (damping 0.4), and a square fading between 1 and 0.15 — the animator at a glance.
    /// Each leg starts the next from its completion, for `stripLegs` legs.
    private func addAnimationStrip(y: CGFloat) {
        let lanes = ["easeInOut", "spring 0.4", "fade"]
        for (index, name) in lanes.enumerated() {
            let track = View(frame: CGRect(x: 16 + CGFloat(index) * 122, y: y, width: 114, height: 28))
            track.backgroundColor = Color(white: 0.88)
            track.cornerRadius = 14
            track.accessibilityIdentifier = "lane-\(name)"
            page.addSubview(track)
            caption(name, frame: CGRect(x: track.frame.minX, y: y + 30, width: 114, height: 16))
            let marker = View(frame: CGRect(x: 4, y: 4, width: 20, height: 20))
            marker.cornerRadius = index == 2 ? 5 : 10
            marker.backgroundColor = [Color.systemBlue, .systemPink, .systemIndigo][index]
            marker.accessibilityIdentifier = "marker-\(name)"
            track.addSubview(marker)
            if index == 2 {
                marker.center = CGPoint(x: 57, y: 14)
                marker.bounds.size = CGSize(width: 60, height: 20)
                startStrip.append { [weak self] in self.map { $0.loop(marker, $0.fade(marker)) } }
            } else {
                if index == 1 { marker.center.x = 30 }
                startStrip.append { [weak self] in self.map { $0.loop(marker, $0.crossing(marker, spring: index == 1)) }
                }
            }
        }
    }

    /// The strip's first legs; they start when the scene appears, in the window whose driver
    /// runs them.
    private var startStrip: [() -> Void] = []

    func sceneDidAppear(at time: TimeInterval) {
        let pending = startStrip
        startStrip = []
        for start in pending { start() }
    }

    /// Plays leg `leg` of a lane — `makeAnimator(forward)` builds it — and chains the next leg,
    /// in the other direction, from its completion.
    private func loop(
        _ marker: View, forward: Bool = true, leg: Int = 1,
        _ makeAnimator: @escaping (_ forward: Bool) -> PropertyAnimator
    ) {
        let animator = makeAnimator(forward)
        animator.addCompletion { [weak self, weak marker] _ in
            guard let self, let marker, marker.window != nil, leg < Self.stripLegs else { return }
            self.loop(marker, forward: !forward, leg: leg + 1, makeAnimator)
        }
        animator.startAnimation()
    }

    private func crossing(_ marker: View, spring: Bool) -> (Bool) -> PropertyAnimator {
        // The spring lane travels less: damping 0.4 overshoots by 25 % and must stay on its track.
        let (start, end): (CGFloat, CGFloat) = spring ? (30, 84) : (14, 100)
        return { forward in
            let animator =
                spring
                ? PropertyAnimator(duration: Self.stripLegDuration, dampingRatio: Accessibility.springDamping(0.4))
                : PropertyAnimator(duration: Self.stripLegDuration, curve: .easeInOut)
            animator.addAnimations { marker.center.x = forward ? end : start }
            return animator
        }
    }

    private func fade(_ marker: View) -> (Bool) -> PropertyAnimator {
        { toFaint in
            PropertyAnimator(duration: Self.stripLegDuration, curve: .easeInOut) { marker.alpha = toFaint ? 0.15 : 1 }
        }
    }

    /// Group opacity: the left parent has alpha 0.5 and its overlapping children are composited
    /// once (no see-through between them); on the right each child has alpha 0.5 instead.
    private func addOpacityRow(y: CGFloat) {
        for (index, grouped) in [true, false].enumerated() {
            let container = View(frame: CGRect(x: 16 + CGFloat(index) * 188, y: y, width: 170, height: 130))
            container.accessibilityIdentifier = grouped ? "groupOpacity" : "childOpacity"
            let back = View(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
            back.backgroundColor = .systemRed
            back.cornerRadius = 50
            let front = View(frame: CGRect(x: 60, y: 20, width: 100, height: 100))
            front.backgroundColor = .systemBlue
            front.cornerRadius = 20
            container.addSubview(back)
            container.addSubview(front)
            if grouped {
                container.alpha = 0.5
            } else {
                back.alpha = 0.5
                front.alpha = 0.5
            }
            page.addSubview(container)
            caption(
                grouped ? "parent alpha 0.5 (group)" : "each child alpha 0.5",
                frame: CGRect(x: container.frame.minX, y: y + 134, width: 170, height: 18))
        }
    }

    /// A rotated view that clips an aspect-filled image and a label to its rounded corners; a
    /// card with a soft shadow; and the seed's shadow-view pattern (clear view with a shadow
    /// around a rounded, clipping subview).
    private func addClipAndShadowRow(y: CGFloat, photo: Image) {
        let card = View(frame: CGRect(x: 24, y: y + 14, width: 150, height: 180))
        card.transform = Transform(rotationAngle: -8 * .pi / 180)
        card.cornerRadius = 18
        card.clipsToBounds = true
        card.backgroundColor = .white
        card.accessibilityIdentifier = "rotatedClip"
        let image = ImageView(image: photo)
        image.contentMode = .scaleAspectFill
        image.frame = card.bounds
        card.addSubview(image)
        let band = View(frame: CGRect(x: 0, y: 140, width: 150, height: 40))
        band.backgroundColor = Color(white: 0, alpha: 0.45)
        card.addSubview(band)
        let name = Label(text: "Clipped & rotated", font: .systemFont(ofSize: 14, weight: .semibold), color: .white)
        name.frame = CGRect(x: 12, y: 140, width: 130, height: 40)
        card.addSubview(name)
        page.addSubview(card)

        let shadowCard = View(frame: CGRect(x: 206, y: y + 6, width: 160, height: 86))
        shadowCard.backgroundColor = .white
        shadowCard.cornerRadius = 16
        shadowCard.shadowColor = .black
        shadowCard.shadowOpacity = 0.25
        shadowCard.shadowRadius = 10
        shadowCard.shadowOffset = CGSize(width: 0, height: 6)
        shadowCard.accessibilityIdentifier = "shadow"
        shadowCard.addCenteredLabel("Soft shadow", font: .systemFont(ofSize: 16, weight: .semibold))
        page.addSubview(shadowCard)

        // Seed 002's card: the shadow comes from the alpha of the rounded subview.
        let shadowView = View(frame: CGRect(x: 206, y: y + 118, width: 160, height: 86))
        shadowView.shadowColor = .black
        shadowView.shadowOffset = .zero
        shadowView.shadowOpacity = 0.8
        shadowView.shadowRadius = 4
        shadowView.accessibilityIdentifier = "contentShadow"
        let swipeView = View(frame: shadowView.bounds)
        swipeView.cornerRadius = 15
        swipeView.clipsToBounds = true
        swipeView.backgroundColor = .systemIndigo
        swipeView.addCenteredLabel(
            "shadowView + swipeView", font: .systemFont(ofSize: 13, weight: .medium), color: .white)
        shadowView.addSubview(swipeView)
        page.addSubview(shadowView)
    }

    /// Borders drawn inside the bounds, following the corner radius: hairline, 1, 3 pt, and a
    /// rotated bordered view.
    private func addBorderRow(y: CGFloat) {
        let borders: [(CGFloat, CGFloat)] = [(0.5, 0), (1, 10), (3, 22)]
        for (index, (width, radius)) in borders.enumerated() {
            let tile = View(frame: CGRect(x: 16 + CGFloat(index) * 92, y: y, width: 80, height: 64))
            tile.backgroundColor = .white
            tile.borderWidth = width
            tile.borderColor = .systemBlue
            tile.cornerRadius = radius
            page.addSubview(tile)
            caption(
                "\(width == 0.5 ? "0.5" : String(Int(width))) pt",
                frame: CGRect(x: tile.frame.minX, y: y + 66, width: 80, height: 16))
        }
        let rotated = View(frame: CGRect(x: 300, y: y + 2, width: 64, height: 60))
        rotated.backgroundColor = Color(hex: 0xFFF4D6)
        rotated.borderWidth = 2
        rotated.borderColor = .systemOrange
        rotated.cornerRadius = 12
        rotated.transform = Transform(rotationAngle: 20 * .pi / 180)
        rotated.accessibilityIdentifier = "rotatedBorder"
        page.addSubview(rotated)
        caption("rotated", frame: CGRect(x: 292, y: y + 66, width: 80, height: 16))
    }

    /// Multi-line text with Hangul, a truncated single line, and aspect fit / fill of a wide image.
    private func addTextAndImageRow(y: CGFloat, panorama: Image) {
        let text = Label(
            text: "Fluid wraps text at word boundaries, Hangul included: 12 번째 뷰 — 한국어 문장도 단어 단위로 줄바꿈됩니다.",
            font: .systemFont(ofSize: 15))
        text.numberOfLines = 0
        text.frame = CGRect(x: 16, y: y, width: 180, height: 96)
        text.accessibilityIdentifier = "wrappedText"
        page.addSubview(text)
        let single = Label(
            text: "One line that is far too long to fit in its label", font: .systemFont(ofSize: 15, weight: .medium),
            color: .systemBlue)
        single.frame = CGRect(x: 16, y: y + 98, width: 180, height: 22)
        page.addSubview(single)

        for (index, mode) in [ContentMode.scaleAspectFit, .scaleAspectFill].enumerated() {
            let frame = CGRect(x: 214 + CGFloat(index) * 84, y: y, width: 76, height: 96)
            let imageView = ImageView(image: panorama)
            imageView.contentMode = mode
            imageView.frame = frame
            imageView.backgroundColor = Color(white: 0.85)
            imageView.clipsToBounds = true
            imageView.accessibilityIdentifier = mode == .scaleAspectFit ? "aspectFit" : "aspectFill"
            page.addSubview(imageView)
            caption(
                mode == .scaleAspectFit ? "aspect fit" : "aspect fill",
                frame: CGRect(x: frame.minX, y: y + 100, width: 76, height: 16))
        }
    }
}

extension GalleryScene {
    /// `bench --gesture`: scroll the page up 400 pt and let it glide, then drag a chip 150 pt
    /// sideways and back.
    var benchmarkGestures: [ScriptedGesture] {
        var gesture = ScriptedGesture()
            .drag(from: CGPoint(x: 200, y: 700), by: CGVector(dx: 0, dy: -400), seconds: 0.5).release().wait(1.2)
        if let window = view.window, let chip = window.view(withIdentifier: "chip1") {
            let start = chip.convert(CGPoint(x: chip.bounds.midX, y: chip.bounds.midY), to: nil)
            if window.bounds.contains(start) {
                gesture = gesture.drag(from: start, by: CGVector(dx: -150, dy: 0), seconds: 0.4)
                    .move(by: CGVector(dx: 150, dy: 0), seconds: 0.4).release()
            }
        }
        return [gesture]
    }
}
