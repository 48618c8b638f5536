import Compositor
import Foundation
import GestureFiles
import ViewTree

/// Plays a gesture file headless (Docs/GestureFiles.md §5): a fresh `PlaygroundApp` on a
/// `HeadlessHost` showing the file's scene, frames every 1/60 s of virtual time from 0, each
/// delivering the events stamped at or before its time through the app — the path a window's
/// events take — then advancing the scene and the window. Any moment is the frame at or before
/// it, so the same file gives the same pixels every time. What one frame delivers is bounded
/// (`ReplayFeed`).
@MainActor
final class GestureReplay {
    static let frameInterval: TimeInterval = 1.0 / 60

    let file: GestureFile
    let host: HeadlessHost
    let app: PlaygroundApp
    /// The replayed pointer, drawn while it is down.
    let pointer = ReplayPointerView()
    /// The frame last played; -1 before the first.
    private(set) var frameNumber = -1
    private var feed: ReplayFeed
    /// The view the latest pointer-down hit (what `trace` follows), while it is in the window.
    private(set) weak var touchedView: View?
    /// Whether the scene plays under Reduce Motion: the file's header says so, or it was on
    /// when the replay was made (`--reduce-motion`, `Accessibility.withReduceMotion`). The
    /// replay sets it while it builds and plays, and leaves the process as it found it.
    let reducesMotion: Bool

    /// - Parameter scale: pixels per point to draw at (the file's own when nil).
    init(
        file: GestureFile, assets: AssetCatalog, scenes: SceneList, scale: CGFloat? = nil, tuning: Tuning? = nil
    ) throws {
        self.file = file
        feed = ReplayFeed(events: file.events)
        let host = try HeadlessHost(screen: .phone(scale: scale ?? CGFloat(file.header.scale)), fonts: assets.fontFiles)
        self.host = host
        let tuning = tuning ?? Tuning(scenes: scenes)
        tuning.adopt(file.header.tuning)
        let reducesMotion = file.header.reduceMotion || Accessibility.isReduceMotionEnabled
        self.reducesMotion = reducesMotion
        app = try Accessibility.withReduceMotion(reducesMotion) {
            try PlaygroundApp(
                window: host.window, assets: assets, scenes: scenes, sceneNumber: file.header.scene, tuning: tuning)
        }
        // Messages a replayed key would print (`S`, a `P` with no window to save) are not the replay's output.
        app.report = { _ in }
        host.window.animationDriver.timeScale = file.header.animationSpeed
        host.window.addSubview(pointer)
    }

    /// The frame that shows moment `time`: the last at or before it.
    static func frameNumber(at time: TimeInterval) -> Int {
        Int((max(0, time) / frameInterval + 1e-6).rounded(.down))
    }

    static func time(ofFrame number: Int) -> TimeInterval { Double(number) * frameInterval }

    /// The time of the frame last played.
    var time: TimeInterval { Self.time(ofFrame: max(0, frameNumber)) }

    /// Where the replayed pointer is, while it is down.
    var pointerLocation: CGPoint? { pointer.location }

    /// Whether every event has been delivered.
    var isFinished: Bool { feed.isFinished }

    /// Plays frames up to frame `number` (nothing when it was played already).
    func play(toFrame number: Int) {
        Accessibility.withReduceMotion(reducesMotion) {
            while frameNumber < number {
                frameNumber += 1
                let time = Self.time(ofFrame: frameNumber)
                for input in feed.take(until: time, for: app) { deliver(input) }
                host.advance(by: time - host.time, delegate: app)
            }
        }
    }

    /// Plays up to the frame that shows `time`.
    func play(to time: TimeInterval) {
        play(toFrame: Self.frameNumber(at: time))
    }

    private func deliver(_ input: InputEvent) {
        guard app.takesFromFile(input) else { return }
        if let down = input.pointerEvents.first(where: { $0.phase == .began }) {
            touchedView = host.window.hitTest(down.location)
        }
        host.send(input, delegate: app)
        pointer.follow(input)
    }

    /// Draws the frame last played and returns its pixels.
    func snapshot() -> PixelBuffer {
        Accessibility.withReduceMotion(reducesMotion) { _ = host.renderIfNeeded() }
        return host.snapshot()
    }
}
