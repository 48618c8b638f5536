import Compositor
import FluidTestSupport
import Foundation
import Testing
import ViewTree

@testable import FluidPlayground
@testable import Scenes

/// Scene 4 on a headless host at scale 1, driven through the app as the window drives it:
/// pointer scripts on the virtual clock, one frame every 1/60 s.
@MainActor
struct BottomSheetStage {
    let host: HeadlessHost
    let app: PlaygroundApp
    let scene: BottomSheetScene

    /// A fresh scene, drawn once but before its first frame (compressed, nothing animating).
    init(scale: CGFloat = 1) throws {
        (host, app, scene) = try makeScene(BottomSheetScene.self, scale: scale)
    }

    /// A fresh scene on another `screen` (other safe-area insets).
    init(screen: Screen) throws {
        host = try HeadlessHost(screen: screen, fonts: TestAssets.fonts)
        app = try PlaygroundApp(
            window: host.window, assets: AssetCatalog(root: TestAssets.root), sceneNumber: BottomSheetScene.number)
        scene = try #require(app.scene as? BottomSheetScene)
        host.render()
    }

    /// A scene that has appeared and rests at half (on `screen`, or the phone at `scale`).
    static func atHalf(scale: CGFloat = 1, screen: Screen? = nil) throws -> BottomSheetStage {
        let stage = try screen.map { try BottomSheetStage(screen: $0) } ?? BottomSheetStage(scale: scale)
        stage.firstFrame()
        stage.settle()
        return stage
    }

    /// A resting scene in `state`, reached with taps on the handle from half.
    static func resting(in state: ExpansionState, scale: CGFloat = 1, screen: Screen? = nil) throws -> BottomSheetStage
    {
        let stage = try atHalf(scale: scale, screen: screen)
        while stage.scene.expansionState != state { stage.tapHandle() }
        return stage
    }

    /// The scene's first frame: its `viewDidAppear`, which starts the spring to half.
    func firstFrame() {
        host.advance(by: 0, delegate: app)
    }

    /// Frames until every spring has ended (the seed's spring lasts 0.5 s).
    func settle() {
        host.run(for: 0.75, delegate: app)
    }

    /// The next frame.
    func frame() {
        host.advance(by: 1.0 / 60, delegate: app)
    }

    var top: CGFloat { scene.displayedTop }

    /// Layout snaps frames to 1/64 pt (exact in binary, far below a pixel): a top laid out from a
    /// computed constant is within half of this of it.
    static let layoutGrain: CGFloat = 1.0 / 64

    /// A point on the sheet, `below` points under its top as seen, in window coordinates.
    func pointOnSheet(below: CGFloat = 40) -> CGPoint {
        CGPoint(x: 195, y: top + below)
    }

    /// A fling up from half: 150 pt in 0.15 s (−1000 pt/s), released at once; it goes to expanded.
    func flingUpFromHalf() {
        drag(by: -150, duration: 0.15)
    }

    /// Frames to the one where the running spring's top is furthest past its target upwards
    /// (found on the closed form, which the spring follows).
    func runToOvershootPeak() {
        guard let launch = scene.lastLaunch else { return }
        let frames =
            (1...30).min {
                Self.closedFormTop(launch, at: Double($0) / 60) < Self.closedFormTop(launch, at: Double($1) / 60)
            } ?? 0
        for _ in 0..<frames { frame() }
    }

    /// One pointer event `after` seconds from now, played through the app.
    func pointer(_ phase: PointerEvent.Phase, at point: CGPoint, after: TimeInterval = 0.016) {
        host.play([.pointer(PointerEvent(phase: phase, location: point, timestamp: host.time + after))], delegate: app)
    }

    func tapHandle() {
        host.play(PointerScript.tap(at: pointOnSheet(below: 14), time: host.time), delegate: app)
        settle()
    }

    /// Drags the sheet by `dy` over `duration` seconds at 60 events per second, rests `rest`
    /// seconds, then lifts (unless `release` is false: the finger stays down). Returns the script.
    @discardableResult
    func drag(by dy: CGFloat, duration: TimeInterval, rest: TimeInterval = 0, release: Bool = true) -> PointerScript {
        var script = PointerScript()
        let start = pointOnSheet()
        script.down(at: start, time: host.time)
        script.drag(to: CGPoint(x: start.x, y: start.y + dy), duration: duration)
        script.rest(rest)
        if release { script.up() }
        host.play(script.events, delegate: app)
        return script
    }

    /// How much of a `drag(by: dy, duration:)` the pan's slop takes: the pan begins at the first
    /// event more than 10 pt from the start, and the sheet follows the finger 1:1 from there, 10 pt
    /// behind it.
    static func slopTaken(dy: CGFloat, duration: TimeInterval) -> CGFloat {
        // The pan's origin is the slop's edge on the way out (bounded origin), whatever the steps;
        // a drag that never leaves the slop takes all of it.
        abs(dy) > PanGestureRecognizer.defaultSlop ? (dy < 0 ? -1 : 1) * PanGestureRecognizer.defaultSlop : dy
    }

    /// The presentation top of each of the next `count` frames.
    func tops(frames count: Int) -> [CGFloat] {
        (0..<count).map { _ in
            frame()
            return top
        }
    }

    /// The sheet's top where seed 003's spring puts it `elapsed` seconds into `launch`: the
    /// closed form of the damping-ratio spring (ζ 0.6, settling at 0.5 s) from displacement −1
    /// with the launch's relative initial velocity, scaled to the distance.
    ///
    /// The spring moves the sheet's *frame*, which layout snaps to 1/64 pt, so it starts from
    /// `start` — the top seen at its time 0 — rather than from the constant the seed's formula
    /// used (`launch.from`), which a drag leaves anywhere.
    static func closedFormTop(
        _ launch: BottomSheetScene.Launch, from start: CGFloat? = nil,
        at elapsed: TimeInterval
    ) -> CGFloat {
        let from = start ?? launch.from
        let spring = Spring(
            dampingRatio: Double(BottomSheetScene.springDamping),
            settlingDuration: BottomSheetScene.springDuration)
        let progress =
            1 + spring.solution(displacement: -1, velocity: Double(launch.initialVelocity)).displacement(at: elapsed)
        // The virtual clock's sum of 1/60 s steps reaches 0.5 s a hair late: the frame at 30/60 s is
        // still the spring's last moving one.
        let ended = elapsed > BottomSheetScene.springDuration + 1e-9
        return ended ? launch.to : from + (launch.to - from) * CGFloat(progress)
    }
}
