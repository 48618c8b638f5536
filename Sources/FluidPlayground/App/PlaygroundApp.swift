import Compositor
import Foundation
import ViewTree

/// The playground's controller: shows one scene at a time in the window, switches scenes with
/// the number keys (each starts fresh), `R` resets, `P` saves a screenshot, `S` toggles slow
/// animations, `Esc` cancels a drag in progress or quits, `Ctrl+R` starts or stops recording a
/// gesture file (Docs/GestureFiles.md §6). Input the scene does not take goes to the window:
/// touches to gesture recognizers, wheel scrolling to scroll views.
///
/// This file holds the scene's life (opening, switching, advancing, idle prefetching); the keys
/// are in `PlaygroundApp+Keys.swift`, tuning, the inspector and screenshots in
/// `PlaygroundApp+Tools.swift`, recording in `PlaygroundApp+Recording.swift`.
@MainActor
final class PlaygroundApp: HostDelegate {
    let window: Window
    let assets: AssetCatalog
    /// The values the user tuned, shared by every scene this app opens (kept across switches).
    let tuning: Tuning
    /// Supplied by the host: puts text on the system clipboard (`C`, copy as Swift).
    var clipboard: ((String) -> Void)?
    /// Where `C` prints the code it copies (standard output, so that it can be piped or
    /// redirected apart from the app's one-line messages on standard error), unbuffered: a pipe
    /// gets it at once, not when the app quits.
    var printCode: (String) throws -> Void = { code in
        try RegularFile.write(Array((code + "\n").utf8), to: STDOUT_FILENO)
    }
    /// The inspector, while it is open (`I`).
    var inspector: Inspector?
    /// Supplied by the host: shows the inspector's panel beside the phone, or hides it (nil).
    var sidePanelDidChange: ((Window?) -> Void)?
    /// Supplied by the host: the renderer's counts, for the inspector.
    var statisticsSource: (() -> Rasterizer.Statistics)?
    /// Supplied by the host: holds the window's frames to this many a second (nil: the display's
    /// rate); `Ctrl+F` steps through `frameRateLimits`.
    var frameRateLimitDidChange: ((Int?) -> Void)?
    /// The frame-rate limit `Ctrl+F` last chose (nil: the display's rate).
    var frameRateLimit: Int?
    private(set) var scene: any Scene
    /// The number key of the scene shown.
    var sceneNumber: Int { scenes.number(of: type(of: scene)) }
    var wantsToQuit = false
    private(set) var time: TimeInterval
    /// Whether the current scene has been told it appeared (on its first frame).
    private(set) var sceneHasAppeared = false
    /// Supplied by the host: the canvas as drawn last, for `P`.
    var screenshotSource: (() -> PixelBuffer?)?
    /// Where messages for the user go (standard error in the window app).
    var report: (String) -> Void {
        get { reporter.send }
        set { reporter.send = newValue }
    }
    /// Holds `report`, so that a scene can be handed it before the app is whole (the first scene)
    /// and still reach where it is pointed later.
    let reporter = Reporter()
    /// Called after a scene switch, e.g. to update the window title.
    var sceneDidChange: ((any Scene) -> Void)?
    /// Supplied by the host: lays out and draws a staged window off screen, one pass that stops
    /// once its cache fills reach `pixelBudget` pixels (`FramePipeline.prerender`), so that a
    /// scene built ahead of a switch is drawn warm; returns whether the pass drew the whole tree.
    var prerender: ((_ stage: Window, _ pixelBudget: Int) -> Bool)?
    /// Fresh scenes built and drawn off screen while idle, each in a window of its own, taken
    /// by the next switch to their number; `isDrawn` once a pass has drawn the whole tree.
    var staged: [Int: (scene: any Scene, stage: Window, passes: Int, isDrawn: Bool)] = [:]
    /// Pixels of cache fills per idle turn while staging (a backing store, a text texture, a
    /// shadow, a picture scaled): each turn stays short enough not to hold up a key press, as
    /// drawing the card stack whole in one turn did, yet small fills (text, corner and shadow
    /// masks) share a turn, where one fill a turn walked the gallery's cached tree once per fill
    /// (Docs/Rendering.md §12). A fill larger than this (a card's store) is a turn alone.
    static let stagingPixelsPerTurn = 150_000
    /// Passes after which a stage counts as drawn even if its last pass was cut: a cache that
    /// fills on every pass must not keep the window busy while idle (the CPU at rest stays 0).
    static let stagingPassLimit = 64
    /// The recording in progress (Ctrl+R, `run --record`), if any.
    var recorder: GestureRecorder?
    /// Shown in the status bar while recording.
    let recordingIndicator = StatusBadgeView.recording()
    let speedIndicator = StatusBadgeView.speed()
    let reduceMotionIndicator = StatusBadgeView.reduceMotion()
    /// What a tool key did, on the canvas for a moment (`P`, `S`).
    let note = CanvasNoteView()
    /// `?`: the window's keys and the scene's switches.
    let keyHelp = KeyHelpView()
    /// Scenes that failed to build while idle: left for a switch to report.
    var unstageable: Set<Int> = []
    /// Pictures of every scene not yet tried, decoded one per idle turn (`idle()`) unless the
    /// catalog decodes them ahead on a thread of its own.
    var picturesToPrefetch: [String]  // taken from the end
    /// The scenes the number keys open.
    let scenes: SceneList
    /// What moved the scene on show since it started fresh (`SessionLog`), so that `,` can
    /// rebuild any of its last 10 s. Kept only when `logsSession`: the window's app (and tests of
    /// it) turn it on; headless replays, films, benchmarks and the copies that rebuild the past
    /// need none.
    var sessionLog: SessionLog
    var logsSession = false
    /// The past frame shown while `,` steps back, nil in the present.
    var pastFrames: PastFrames?
    let pastFrameView = PastFrameView()
    /// Commands from `playground watch` (`--control`), nil otherwise.
    var watchControl: WatchControl?
    let buildErrorView = BuildErrorView()

    /// The row count of the first scene's list (`--rows` of `run` and `bench --gesture`); nil: its own.
    /// Only that scene is built with it: the others, switched to or staged, keep their own lists.
    let listRows: Int?
    /// The scene `listRows` is for.
    let listRowsScene: Int

    init(
        window: Window, assets: AssetCatalog, scenes: SceneList, sceneNumber: Int, time: TimeInterval = 0,
        tuning: Tuning? = nil,
        listRows: Int? = nil
    ) throws {
        guard let type = scenes.scene(number: sceneNumber) else {
            throw PlaygroundError.unknownScene(sceneNumber, available: scenes.availableNumbers)
        }
        let tuning = tuning ?? Tuning(scenes: scenes)
        self.scenes = scenes
        picturesToPrefetch = Array(scenes.pictureOrder(startingWith: nil).reversed())
        self.window = window
        self.assets = assets
        self.time = time
        self.tuning = tuning
        self.listRows = listRows
        listRowsScene = sceneNumber
        scene = try type.init(
            context: Self.sceneContext(
                assets: assets, screen: window.screen, tuning: tuning, reporter: reporter,
                listRows: listRows))
        sessionLog = Self.freshLog(sceneNumber: sceneNumber, tuning: tuning, window: window)
        window.rootView = scene.view
        tuning.didChange = { [weak self] parameter in self?.tuningDidChange(parameter) }
    }

    /// What scene `number` is built with; what it reports goes where the app's messages go then.
    func sceneContext(for number: Int) -> SceneContext {
        Self.sceneContext(
            assets: assets, screen: window.screen, tuning: tuning, reporter: reporter,
            listRows: number == listRowsScene ? listRows : nil)
    }

    static func sceneContext(
        assets: AssetCatalog, screen: Screen, tuning: Tuning, reporter: Reporter, listRows: Int?
    ) -> SceneContext {
        var context = SceneContext(assets: assets, screen: screen, tuning: tuning) { [weak reporter] message in
            reporter?.send(message)
        }
        context.listRows = listRows
        return context
    }

    /// Where `report` sends a message.
    final class Reporter {
        var send: (String) -> Void = { message in StandardError.write(message) }
    }

    /// While the window is idle, one piece of work ahead of a scene switch, and whether more
    /// remains. First, unless the catalog decodes them on its own thread (`startLoading`), the
    /// pictures the scenes show, one per turn; a damaged picture is left for its scene to report
    /// when it opens. Then, when the host can
    /// draw off screen (`prerender`), a fresh instance of each scene: built in one turn, then laid
    /// out and drawn off screen over as many turns as it takes at `stagingPixelsPerTurn`, so that
    /// pressing its number shows it from warm caches rather than drawing a cold first frame
    /// (Docs/Rendering.md §12).
    func idle() -> Bool {
        while !assets.isLoadingAhead, let name = picturesToPrefetch.popLast() {
            guard !assets.hasDecoded(name) else { continue }
            try? assets.prefetchImage(named: name)
            return !picturesToPrefetch.isEmpty || prerender != nil
        }
        guard let prerender else { return false }
        // First the scene on show: the stores its frame drew only in part (the cards beneath the
        // top one) are drawn whole, which a drag uncovering them would otherwise do on its first frame.
        if !prerender(window, Self.stagingPixelsPerTurn) { return true }
        // Built for another screen (the window changed scale): stale.
        staged = staged.filter { $0.value.stage.screen == window.screen }
        if let (number, entry) = staged.first(where: { !$0.value.isDrawn }) {
            let whole = prerender(entry.stage, Self.stagingPixelsPerTurn)
            staged[number]?.passes += 1
            staged[number]?.isDrawn = whole || entry.passes + 1 >= Self.stagingPassLimit
            return true
        }
        let unstaged = scenes.all.first { type in
            let number = scenes.number(of: type)
            return staged[number] == nil && !unstageable.contains(number)
        }
        guard let type = unstaged else {
            return false
        }
        // Built as the window's work, where UIKit code's process-wide services attach (a display link).
        guard
            let scene = try? window.performAsCurrent({
                try type.init(context: sceneContext(for: scenes.number(of: type)))
            })
        else {
            unstageable.insert(scenes.number(of: type))
            return true
        }
        let stage = Window(screen: window.screen)
        stage.rootView = scene.view
        staged[scenes.number(of: type)] = (scene, stage, 0, false)
        return true
    }

    /// Replaces the scene with a fresh instance of scene `number`. On failure the current scene
    /// stays and the error is reported.
    @discardableResult
    func switchToScene(_ number: Int) -> Bool {
        guard let type = scenes.scene(number: number) else {
            report(PlaygroundError.unknownScene(number, available: scenes.availableNumbers).description)
            return false
        }
        let next: any Scene
        if let prepared = staged.removeValue(forKey: number), prepared.stage.screen == window.screen {
            prepared.stage.rootView = nil
            next = prepared.scene
        } else {
            do {
                next = try window.performAsCurrent { try type.init(context: sceneContext(for: number)) }
            } catch {
                report("cannot open scene \(number): \(error)")
                return false
            }
        }
        unstageable.remove(number)
        endPastFrames()
        sessionLog = Self.freshLog(sceneNumber: number, tuning: tuning, window: window)
        // A drag on the old scene ends here (its recognizers are told `.cancelled`), then the old
        // scene ends what it started.
        window.cancelAllTouches(timestamp: time)
        scene.sceneWillDisappear()
        scene = next
        sceneHasAppeared = false
        // What a scene set on the window goes with it (the stretchy header hides the status bar,
        // the pager lightens its text; every scene starts from a window with it shown, dark).
        window.setStatusBarHidden(false, animation: .none)
        window.statusBar.tintColor = .black
        window.rootView = scene.view
        inspector?.showScene(scene, number: sceneNumber, tuning: tuning)
        refreshKeyHelp()
        sceneDidChange?(scene)
        return true
    }

    /// The frame code of the scene: its appearance on its first frame in the window, then its
    /// per-frame work.
    func advance(to time: TimeInterval) -> Bool {
        self.time = time
        if logsSession { sessionLog.append(.frame(time, animationTime: window.animationDriver.time)) }
        if let watchControl { obey(watchControl.take()) }
        if !sceneHasAppeared, scene.view.window != nil {
            sceneHasAppeared = true
            if watchControl != nil {
                // `playground watch` times a save to this moment.
                try? RegularFile.write(Array("ready\n".utf8), to: STDOUT_FILENO)
            }
            scene.sceneDidAppear(at: time)
            recorder?.begin(at: time)
        }
        let animates = scene.advance(to: time)
        // The speed badge follows the driver, however it was paused or slowed (`Space`, `S`, `[`,
        // a gesture file's header).
        if let text = speedBadgeText {
            speedIndicator.text = text
            if speedIndicator.superview == nil { window.addSubview(speedIndicator) }
        } else if speedIndicator.superview != nil {
            speedIndicator.removeFromSuperview()
        }
        // Likewise Reduce Motion's badge follows the setting, however it was set.
        let reducesMotion = Accessibility.isReduceMotionEnabled
        if reducesMotion != (reduceMotionIndicator.superview != nil) {
            if reducesMotion {
                window.addSubview(reduceMotionIndicator)
            } else {
                reduceMotionIndicator.removeFromSuperview()
            }
        }
        let notes = note.advance(to: time)
        // Stepped back, the inspector reads that moment from the copy that rebuilt it.
        let phone = pastFrames?.host.window ?? window
        let inspectorIsBehind = inspector?.update(phone: phone, time: time, statistics: statisticsSource?()) ?? false
        return animates || notes || inspectorIsBehind
    }

}
