import Foundation
import GestureFiles
import ViewTree

/// Recording a gesture file from the window (`Ctrl+R`, Docs/GestureFiles.md §6), and which events
/// a recording keeps and a replay hands on.
extension PlaygroundApp {
    /// Whether a recording keeps `event`: not the window's tool keys (`WindowKeys.isTool`: a
    /// screenshot, slow motion or the inspector is not part of the interaction, and an `Esc`
    /// that quits rather than cancels a drag would close a replay's window).
    static func isRecorded(_ event: InputEvent, hasActiveTouches: Bool) -> Bool {
        guard case let .key(key) = event else { return true }
        return !WindowKeys.isTool(key, hasActiveTouches: hasActiveTouches)
    }

    /// Whether an event read from a gesture file reaches the app: the rule a recording keeps
    /// events by (`isRecorded`), so replaying a file never records, writes, quits or changes the
    /// tools. Both replays, headless and in the window, ask before they send.
    func takesFromFile(_ event: InputEvent) -> Bool {
        Self.isRecorded(event, hasActiveTouches: window.hasActiveTouches)
    }

    /// Starts recording to `url` (the next free `fluid-gesture-NNN.gesture` in the current
    /// folder when nil) from the current scene, fresh: unless `resettingScene` is false (the scene
    /// has not been shown yet), it is opened anew as `R` would, so that a replay starts from the
    /// same state. Time 0 is the scene's first frame.
    func startRecording(to url: URL? = nil, resettingScene: Bool = true) {
        guard recorder == nil else { return }
        if resettingScene, !switchToScene(sceneNumber) { return }
        let destination =
            url
            ?? Self.freeName(
                in: URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
                format: "fluid-gesture-%03d.gesture")
        let header = GestureFileHeader(
            scene: sceneNumber, scale: Double(window.screen.scale), animationSpeed: playbackSpeed,
            reduceMotion: Accessibility.isReduceMotionEnabled,
            tuning: tuning.modifiedValues)
        do { recorder = try GestureRecorder(destination: destination, header: header, replacing: url != nil) } catch {
            report("not recording: cannot write \(destination.path): \(error.reason)")
            return
        }
        if sceneHasAppeared { recorder?.begin(at: time) }
        window.addSubview(recordingIndicator)
        report("recording to \(destination.path) (Ctrl+R stops)")
    }

    /// Stops the recording; its file has been written as it went. `stop` says why, when a limit
    /// or a failed write ended it rather than the user.
    func stopRecording(because stop: GestureFileWriter.Stop? = nil) {
        guard let recorder else { return }
        self.recorder = nil
        recordingIndicator.removeFromSuperview()
        let found = recorder.finish()
        let events = recorder.events.count, duration = recorder.events.last?.time ?? 0
        let summary =
            "\(events) event\(events == 1 ? "" : "s") (\(String(format: "%.1f", duration)) s) to \(recorder.destination.path)"
        if !found {
            report(
                "recording lost: recorded \(summary), but that file was deleted (or its folder deleted or moved) while recording; record again into a folder that stays"
            )
            return
        }
        switch stop {
        case nil: report("recorded \(summary)")
        case let .limit(reason)?: report("recording stopped: \(reason); recorded \(summary)")
        case let .failed(reason)?:
            report("recording stopped: cannot write \(recorder.destination.path) (\(reason)); recorded \(summary)")
        }
    }

    /// The first `format` (with one %d or %03d) numbered from 1 that names no file in `folder`.
    static func freeName(in folder: URL, format: String) -> URL {
        var index = 1
        var url: URL
        repeat {
            url = folder.appendingPathComponent(String(format: format, index))
            index += 1
        } while FileManager.default.fileExists(atPath: url.path)
        return url
    }
}
