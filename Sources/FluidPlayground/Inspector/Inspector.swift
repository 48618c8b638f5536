import Animator
import Compositor
import Foundation
import ViewTree

/// The inspector (`I`): a panel beside the phone, built from Fluid's own views in a window of its
/// own, that shows what the interaction does while it is tried — the recognizers of the gesture
/// with their state histories and the pan's velocity (also drawn on the phone as an arrow at the
/// touch), the animators with their curves, the last 240 frames' times and the renderer's
/// counts — and tunes the scene's numbers with sliders.
@MainActor
final class Inspector {
    static let width: CGFloat = 360
    static let margin: CGFloat = 16
    static let secondaryText = Color(white: 1, alpha: 0.6)
    static let background = Color(red: 0.11, green: 0.11, blue: 0.12)

    /// The panel's window: a screen as tall as the phone's, `width` wide, at its scale.
    let panel: Window
    let title = Label()
    let gesture: GestureSection
    let animation: AnimationSection
    let frameGraph: FrameGraphView
    let frameSummary = Label()
    let tuningSection: TuningSection
    let tuningHeader: Label
    /// The scene's own figures (`Scene.inspectorReadout`), below the tuning; hidden for scenes
    /// without any.
    let sceneHeader: Label
    let sceneReadout = Label()
    /// The touched view's accessibility custom actions, for scenes whose views offer some.
    let accessibility: AccessibilitySection
    /// The scene shown, whose readout the panel refreshes.
    private weak var scene: (any Scene)?
    /// The phone the panel last showed (`update`), which `picture` refreshes from.
    private weak var phone: Window?
    /// Puts the scene's tuned lines on the clipboard as Swift (the `C` key's work).
    let copyButton = Label(text: "Copy as Swift", font: .systemFont(ofSize: 11, weight: .semibold), color: .white)
    /// Presses a scene's key (a switch was tapped); the app supplies it.
    var pressKey: ((Character) -> Void)?
    /// Drawn on the phone at the touch.
    let arrow = VelocityArrowView()
    let recognizers = RecognizerHistory()
    private(set) var frames = FrameHistory()
    /// The renderer's counts at the last refresh: the panel shows what changed since.
    private var lastStatistics: Rasterizer.Statistics?
    /// Where the pointer is while it is down on the phone (the arrow's foot).
    private var touchLocation: CGPoint?
    /// Input came since the figures were last refreshed: they are due at the next refresh, and
    /// until then the panel asks for frames (or a press that ends between refreshes, with
    /// nothing moving after it, would leave them stale).
    private var hasUnshownInput = false
    /// Every pointer down on the phone, as its latest event left it, by source and identifier.
    private var pointersDown: [PointerKey: PointerEvent] = [:]
    private struct PointerKey: Hashable {
        let source: PointerEvent.Source
        let identifier: Int
    }

    init(phone: Screen) {
        panel = Window(
            screen: Screen(
                size: CGSize(width: Self.width, height: phone.size.height), scale: phone.scale, safeAreaInsets: .zero))
        panel.isStatusBarHidden = true
        // Its figures change 15 times a second: glyphs on whole pixels are rendered once.
        panel.allowsFontSubpixelPositioning = false
        let content = Self.width - 2 * Self.margin
        gesture = GestureSection(width: content)
        animation = AnimationSection(width: content)
        frameGraph = FrameGraphView(frame: CGRect(x: 0, y: 0, width: content, height: 70))
        tuningSection = TuningSection(width: content)
        accessibility = AccessibilitySection(width: content)
        tuningHeader = Self.header("TUNING · tap a value to reset it")
        sceneHeader = Self.header("SCENE")
        sceneReadout.font = .systemFont(ofSize: 11, weight: .regular)
        sceneReadout.textColor = Self.secondaryText
        sceneReadout.numberOfLines = 0
        sceneReadout.accessibilityIdentifier = "sceneReadout"
        copyButton.textAlignment = .center
        copyButton.backgroundColor = Color.systemBlue.withAlphaComponent(0.55)
        copyButton.cornerRadius = 6
        copyButton.clipsToBounds = true
        copyButton.accessibilityIdentifier = "copyAsSwift"
        let root = View(frame: panel.bounds)
        root.backgroundColor = Self.background
        root.accessibilityIdentifier = "inspector"
        title.font = .systemFont(ofSize: 17, weight: .bold)
        title.textColor = .white
        frameSummary.font = .systemFont(ofSize: 11, weight: .regular)
        frameSummary.textColor = Self.secondaryText
        var y: CGFloat = 14
        func place(_ view: View, height: CGFloat, gap: CGFloat = 6) {
            view.frame = CGRect(x: Self.margin, y: y, width: content, height: height)
            root.addSubview(view)
            y += height + gap
        }
        place(title, height: 22, gap: 10)
        place(Self.header("GESTURE"), height: 14)
        place(gesture, height: gesture.bounds.height, gap: 10)
        place(Self.header("ANIMATION"), height: 14)
        place(animation, height: animation.bounds.height, gap: 10)
        place(Self.header("FRAME · input animate layout render · 8.3 / 16.7 ms"), height: 14)
        place(frameGraph, height: frameGraph.bounds.height, gap: 4)
        place(frameSummary, height: 28, gap: 10)
        place(tuningHeader, height: 14)
        // "Copy as Swift" at the header's right: presses C, as the key does.
        copyButton.frame = CGRect(
            x: Self.width - Self.margin - 104, y: tuningHeader.frame.minY - 5, width: 104, height: 22)
        root.addSubview(copyButton)
        place(tuningSection, height: 0)
        for view in [accessibility, sceneHeader, sceneReadout] { root.addSubview(view) }
        frameSummary.numberOfLines = 2
        panel.rootView = root
        copyButton.onTap = { [weak self] _ in self?.pressKey?("c") }
    }

    private static func header(_ text: String) -> Label {
        let label = Label(text: text, font: .systemFont(ofSize: 11, weight: .bold), color: Color(white: 1, alpha: 0.45))
        return label
    }

    /// The scene shown changed (number key `number`): its title and its tunable parameters.
    func showScene(_ scene: any Scene, number: Int, tuning: Tuning) {
        let type = type(of: scene)
        title.text = "Inspector · \(number) \(type.title)"
        let offersActions = scene.view.offersAccessibilityActions
        // The tuning closes its rows up to leave the actions their room.
        tuningSection.maximumHeight =
            panel.bounds.height - tuningSection.frame.minY - 4
            - (offersActions ? AccessibilitySection.height + 10 : 0)
        tuningSection.show(type.tunables, switches: scene.switches, tuning: tuning) { [weak self] key in
            self?.pressKey?(key)
        }
        tuningHeader.isHidden = type.tunables.isEmpty && scene.switches.isEmpty
        copyButton.isHidden = type.tunables.isEmpty
        self.scene = scene
        // Below the tuning, whose height depends on the scene.
        var top = tuningSection.frame.maxY + 10
        accessibility.isHidden = !offersActions
        accessibility.show(touched: nil)
        if offersActions {
            accessibility.frame.origin = CGPoint(x: Self.margin, y: top)
            top += AccessibilitySection.height + 10
        }
        sceneHeader.frame = CGRect(x: Self.margin, y: top, width: tuningSection.bounds.width, height: 14)
        sceneReadout.frame = CGRect(x: Self.margin, y: top + 20, width: tuningSection.bounds.width, height: 0)
        sceneReadout.text = ""
        refreshSceneReadout()
        recognizers.removeAll()
        touchLocation = nil
        pointersDown.removeAll()
    }

    func tuningDidChange(_ parameter: TunableParameter) {
        tuningSection.refresh(parameter)
    }

    /// After each input event the phone handled: recognizer states, where the pointer is.
    func observe(_ event: InputEvent, phone: Window) {
        hasUnshownInput = true
        let pointer: PointerEvent? =
            switch event {
            case let .pointer(pointer): pointer
            case let .pointers(pointers): pointers.first
            default: nil
            }
        if let pointer {
            touchLocation = pointer.phase == .ended || pointer.phase == .cancelled ? nil : pointer.location
            if pointer.phase == .began, !accessibility.isHidden {
                accessibility.show(touched: phone.hitTest(pointer.location))
            }
        }
        for pointer in event.pointerEvents {
            let key = PointerKey(source: pointer.source, identifier: pointer.identifier)
            var latest = pointer
            latest.pressure = pointer.pressure ?? pointersDown[key]?.pressure
            pointersDown[key] = pointer.phase == .ended || pointer.phase == .cancelled ? nil : latest
        }
        if case .focusLost = event {
            touchLocation = nil
            pointersDown.removeAll()
        }
        recognizers.observe(phone)
    }

    func recordFrame(_ timings: FrameTimings) {
        frames.record(timings)
    }

    /// The figures and the frame graph are refreshed every this many frames (15 times a second
    /// at 60 Hz: faster cannot be read, and redrawing text and the graph every frame cost more
    /// than the 1 ms the inspector may take); the arrow and the curve's marker move every frame.
    static let refreshInterval = 6
    private var updates = 0
    /// What draws the panel headless (`picture`), made on the first picture.
    private var pictureHost: HeadlessHost?

    /// Every frame, before it is drawn: the panel shows the phone's state now (the figures
    /// every `refreshInterval` frames, or at once when `force`).
    /// `time` is the frame's (the events' clock): the arrow shows the velocity a release then
    /// would have, so it falls to 0 while the finger rests.
    /// Returns whether it needs another frame: input it has not shown yet.
    @discardableResult
    func update(
        phone: Window, time: TimeInterval? = nil, statistics: Rasterizer.Statistics?, force: Bool = false
    ) -> Bool {
        recognizers.observe(phone)
        self.phone = phone
        updates += 1
        let refreshes = force || updates % Self.refreshInterval == 1
        let pan = recognizers.entries.lazy.compactMap { $0.recognizer as? PanGestureRecognizer }
            .first { $0.state == .began || $0.state == .changed }
        // On the phone only while a pan moves: an extra view in the phone's window, even hidden,
        // costs its frames.
        if let pan, let touchLocation {
            if arrow.superview !== phone { phone.addSubview(arrow) }
            arrow.show(at: touchLocation, velocity: pan.velocity(in: nil, at: time))
        } else if arrow.superview != nil {
            arrow.removeFromSuperview()
        }
        var animators = phone.animationDriver.runningAnimators
        // A paused animator being scrubbed (the pager's drag) is not running, but it is what moves.
        if let scrubbed = phone.animationDriver.lastScrubbedAnimator, scrubbed.state == .active, !scrubbed.isRunning,
            !animators.contains(where: { $0 === scrubbed })
        {
            animators.append(scrubbed)
        }
        animation.show(animators, time: phone.animationDriver.time, refreshesText: refreshes)
        guard refreshes else { return hasUnshownInput }
        hasUnshownInput = false
        gesture.show(
            recognizers, touches: pointersDown.values.sorted { $0.identifier < $1.identifier },
            lastFeedback: phone.feedbackLog.last, now: phone.animationDriver.time)
        tuningSection.refreshSwitches()
        if !accessibility.isHidden { accessibility.refresh() }
        refreshSceneReadout()
        frameGraph.show(frames)
        var summary =
            frames.frames.isEmpty
            ? "no frames timed yet"
            : String(
                format: "median %.2f ms over %d frames", frames.medianTotal * 1000, frames.frames.count)
        if let statistics {
            // Since the last refresh: the share of the phone's pixels its frames redrew (damage
            // tracking), and the counts.
            let last = lastStatistics ?? statistics
            let frames = statistics.framesDrawn - last.framesDrawn
            let redrawn =
                frames > 0
                ? (statistics.pixelsRedrawn - last.pixelsRedrawn) * 100
                    / max(1, frames * phone.screen.pixelWidth * phone.screen.pixelHeight) : 0
            summary +=
                "\nredrawn \(redrawn) % · stores drawn \(statistics.backingStoresDrawn - last.backingStoresDrawn) · reused "
                + "\(statistics.backingStoresReused - last.backingStoresReused) · resamples \(statistics.resamples - last.resamples)"
            lastStatistics = statistics
        }
        frameSummary.text = summary
        return false
    }

    private func refreshSceneReadout() {
        let text = scene?.inspectorReadout
        sceneHeader.isHidden = text == nil
        sceneReadout.isHidden = text == nil
        guard let text, sceneReadout.text != text else { return }
        sceneReadout.text = text
        // Labels centre their text vertically: the frame is as tall as its lines, from its top
        // (counted rather than measured: the panel may have no fonts yet, headless).
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
        sceneReadout.frame.size.height = CGFloat(lines) * Self.readoutLineHeight
    }

    /// The line height of the panel's 11 pt text (the frame summary's two lines take 28 pt).
    static let readoutLineHeight: CGFloat = 14

    /// The panel drawn headless (`render --inspector`, `film --inspector`, tests): laid out and
    /// drawn as it is now, by a host kept for the next picture (a film asks for one a frame).
    func picture(fonts: [Font.Weight: URL]) throws -> PixelBuffer {
        if let phone { update(phone: phone, statistics: nil, force: true) }
        let host = try pictureHost ?? HeadlessHost(window: panel, fonts: fonts)
        pictureHost = host
        host.renderIfNeeded()
        return host.snapshot()
    }

    /// The inspector is closed: its overlay leaves the phone.
    func detach() {
        arrow.removeFromSuperview()
    }
}
