import Compositor
import Foundation
import ViewTree

/// The last `reach` seconds of the scene on show, frame by frame, rebuilt on demand: a fresh copy
/// of the scene in a headless window of the same screen replays the session log up to the frame
/// asked for (`,` while paused). The picture is re-simulated, not one kept from then, so the
/// inspector can read that moment's recognizers, velocities and animator fractions from the
/// copy's window. Going forward plays on from where the copy is; going back builds a new copy.
@MainActor
final class PastFrames {
    /// How far back `,` reaches.
    static let reach: TimeInterval = 10

    let log: SessionLog
    private let assets: AssetCatalog
    private let scenes: SceneList
    private let screen: Screen
    private let listRows: Int?
    private(set) var host: HeadlessHost
    private(set) var app: PlaygroundApp
    /// Entries of the log played into the copy.
    private var played = 0
    /// The frame the copy shows (an index into the log's frames), -1 before the first.
    private(set) var frame = -1
    private var reducesMotion: Bool

    /// The first frame `,` may reach: none more than `reach` seconds before the last.
    let earliestFrame: Int

    init(log: SessionLog, assets: AssetCatalog, scenes: SceneList, screen: Screen, listRows: Int?) throws {
        self.log = log
        self.assets = assets
        self.scenes = scenes
        self.screen = screen
        self.listRows = listRows
        let last = log.frameCount - 1
        let oldest = last >= 0 ? log.time(ofFrame: last) - Self.reach : 0
        earliestFrame = (0..<max(0, log.frameCount)).first { log.time(ofFrame: $0) >= oldest - 1e-9 } ?? 0
        (host, app, reducesMotion) = try Self.freshCopy(
            of: log, assets: assets, scenes: scenes, screen: screen, listRows: listRows)
    }

    /// The scene as the log began, in a headless window of `screen`.
    private static func freshCopy(
        of log: SessionLog, assets: AssetCatalog, scenes: SceneList, screen: Screen, listRows: Int?
    ) throws -> (HeadlessHost, PlaygroundApp, Bool) {
        let host = try HeadlessHost(screen: screen, fonts: assets.fontFiles)
        let tuning = Tuning(scenes: scenes)
        tuning.adopt(log.tuning)
        let app = try Accessibility.withReduceMotion(log.reduceMotion) {
            try PlaygroundApp(
                window: host.window, assets: assets, scenes: scenes, sceneNumber: log.sceneNumber, tuning: tuning,
                listRows: listRows)
        }
        app.report = { _ in }
        host.window.animationDriver.timeScale = log.speed
        host.window.animationDriver.isPaused = log.isPaused
        return (host, app, log.reduceMotion)
    }

    /// Brings the copy to frame `index` (clamped to `earliestFrame` … the last), building a new
    /// copy when that is behind the one shown.
    func show(frame index: Int) throws {
        let target = max(earliestFrame, min(log.frameCount - 1, index))
        if target < frame {
            (host, app, reducesMotion) = try Self.freshCopy(
                of: log, assets: assets, scenes: scenes, screen: screen, listRows: listRows)
            played = 0
            frame = -1
        }
        guard target > frame else { return }
        let end = log.frameIndices[target]
        while played <= end {
            let entry = log.entries[played]
            played += 1
            Accessibility.withReduceMotion(reducesMotion) { play(entry) }
        }
        frame = target
    }

    private func play(_ entry: SessionLog.Entry) {
        switch entry {
        case let .event(event):
            host.send(event, delegate: app)
        case let .frame(time, _):
            host.advance(by: time - host.time, delegate: app)
            // The window lays out when it draws, every frame that changed.
            host.pipeline.layOut()
        case let .reduceMotion(on):
            reducesMotion = on
        case let .tuning(key, value):
            if let parameter = app.tuning.parameter(forKey: key) { app.tuning.set(parameter, to: value) }
        }
    }

    /// The frame shown, drawn.
    func picture() -> PixelBuffer {
        Accessibility.withReduceMotion(reducesMotion) { host.render() }
        return host.snapshot()
    }

    /// How long before the last frame the one shown is, in seconds of animation time (the time
    /// the scene's motion saw: a pause does not count).
    var secondsBeforeLast: TimeInterval {
        guard frame >= 0, log.frameCount > 0 else { return 0 }
        return log.animationTime(ofFrame: log.frameCount - 1) - log.animationTime(ofFrame: frame)
    }
}
