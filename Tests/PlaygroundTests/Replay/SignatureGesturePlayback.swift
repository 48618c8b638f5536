import Compositor
import FluidTestSupport
import Foundation
import ViewTree

@testable import FluidPlayground
@testable import Scenes

/// A scene at 2× played through its signature gesture (the one `bench --gesture` times) and its
/// release: the frames the renderer comparisons step through.
@MainActor
struct SignatureGesturePlayback {
    let host: HeadlessHost
    let app: PlaygroundApp
    /// Each frame's time and the events delivered just before it.
    let frames: [(time: TimeInterval, events: [InputEvent])]

    /// Opens `scene` on `host` (a 2× software surface by default), lets it settle for
    /// `settleFrames` frames (drawn), then lays out the gesture and `releaseFrames` frames after it.
    init(scene: Int, settleFrames: Int, releaseFrames: Int = 40, host: HeadlessHost? = nil) throws {
        self.host = try host ?? HeadlessHost(screen: .phone(scale: 2), fonts: TestAssets.fonts)
        let host = self.host
        app = try PlaygroundApp(window: host.window, assets: AssetCatalog(root: TestAssets.root), sceneNumber: scene)
        for _ in 0..<settleFrames {
            host.advance(by: ScriptedGesture.frameInterval, delegate: app)
            host.renderIfNeeded()
        }
        guard let gesture = app.scene.benchmarkGestures.first else {
            throw PlaybackError.noGesture(scene: scene)
        }
        var frames = EventSchedule.frames(gesture.events(startingAt: host.time), start: host.time).map {
            (time: $0.time, events: $0.events)
        }
        let end = frames.last?.time ?? host.time
        frames += (1...max(1, releaseFrames)).map {
            (time: end + Double($0) * ScriptedGesture.frameInterval, events: [])
        }
        self.frames = frames
    }

    /// Delivers a frame's events and advances the clock to its time (not drawn).
    func play(_ frame: (time: TimeInterval, events: [InputEvent])) {
        for event in frame.events { host.send(event, delegate: app) }
        host.advance(by: frame.time - host.time, delegate: app)
    }

    enum PlaybackError: Error { case noGesture(scene: Int) }
}
