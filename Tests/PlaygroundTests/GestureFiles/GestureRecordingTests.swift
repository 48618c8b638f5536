import Compositor
import FluidTestSupport
import Foundation
import Testing
import ViewTree

@testable import FluidPlayground
@testable import Scenes

extension SDLTests {
    /// Recording (Docs/GestureFiles.md §6): what the app is handed, kept as a file, replays to the
    /// same states.
    @Suite @MainActor
    struct GestureRecordingTests {
        static func temporaryFile() -> URL {
            URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent(
                "fluid-recording-\(UUID().uuidString).gesture")
        }

        /// What the app reports, kept.
        final class Messages { var all: [String] = [] }

        /// The card stack at 1x, its reports kept.
        static func cardStack() throws -> (HeadlessHost, PlaygroundApp, Messages) {
            let host = try HeadlessHost(screen: .phone(scale: 1), fonts: TestAssets.fonts)
            let app = try PlaygroundApp(
                window: host.window, assets: AssetCatalog(root: TestAssets.root), sceneNumber: 3)
            let messages = Messages()
            app.report = { messages.all.append($0) }
            return (host, app, messages)
        }

        static func key(_ character: Character, at time: TimeInterval, _ modifiers: KeyModifierFlags = []) -> InputEvent
        {
            .key(KeyEvent(key: .character(character), timestamp: time, modifierFlags: modifiers))
        }

        /// A session on the card stack — a drag that springs back, a flick that throws, U, a
        /// screenshot key — recorded with Ctrl+R through the app as a host delivers it, written,
        /// read back and replayed headless: the same views in the same places at every frame.
        @Test func aRecordedSessionReplaysToTheSameStates() throws {
            let url = Self.temporaryFile()
            defer { try? FileManager.default.removeItem(at: url) }
            let (host, app, messages) = try Self.cardStack()
            host.run(for: 0.5, delegate: app)
            host.send(
                .pointer(PointerEvent(phase: .began, location: CGPoint(x: 195, y: 370), timestamp: host.time)),
                delegate: app)
            app.startRecording(to: url)
            #expect(host.window.view(withIdentifier: "recordingIndicator") != nil)
            host.advance(by: 1.0 / 60, delegate: app)  // the fresh scene's first frame: time 0
            let start = try #require(app.recorder?.start)
            // The drag under way when the recording started is not recorded (its down was not).
            host.send(
                .pointer(PointerEvent(phase: .moved, location: CGPoint(x: 215, y: 370), timestamp: host.time)),
                delegate: app)
            host.send(
                .pointer(PointerEvent(phase: .ended, location: CGPoint(x: 215, y: 370), timestamp: host.time)),
                delegate: app)
            var script = PointerScript()
            script.down(at: CGPoint(x: 195, y: 370), time: host.time + 0.3)
            script.drag(to: CGPoint(x: 290, y: 390), duration: 0.5, rate: 90)
            script.rest(0.1)
            script.up()
            script.rest(1.0)
            script.down(at: CGPoint(x: 195, y: 370), time: script.time)
            script.drag(to: CGPoint(x: 345, y: 380), duration: 0.12, rate: 120)
            script.up()
            let keys = [
                Self.key("p", at: script.time + 0.5), Self.key("u", at: script.time + 1.0),
                // quits (the host would stop): not recorded
                .key(KeyEvent(key: .escape, timestamp: script.time + 1.2)),
                // stops the recording: not recorded
                Self.key("r", at: script.time + 1.5, .control),
            ]
            host.play(script.events + keys, delegate: app)
            #expect(app.recorder == nil && host.window.view(withIdentifier: "recordingIndicator") == nil)
            #expect(messages.all.last?.hasPrefix("recorded ") == true, "\(messages.all)")

            let file = try GestureFile.read(url, knownScenes: Set(SceneList.seeds.all.map { $0.number }))
            #expect(file.header == GestureFileHeader(scene: 3, scale: 1))
            #expect(file.events.count == script.events.count + 1, "the script's pointer events and U")
            #expect(file.events.last?.kind == .key(try #require(GestureKey(name: "u"))))
            #expect(abs((file.events.first?.time ?? 0) - (script.events.first?.timestamp ?? 0) + start) < 1e-9)

            let replay = try GestureReplay(file: file, assets: AssetCatalog(root: TestAssets.root))
            replay.pointer.removeFromSuperview()
            replay.play(to: host.time - start)
            #expect(firstDifference(viewTreeFingerprint(replay.host.window), viewTreeFingerprint(host.window)) == nil)
            host.run(for: 2, delegate: app)
            replay.play(to: host.time - start)
            #expect(firstDifference(viewTreeFingerprint(replay.host.window), viewTreeFingerprint(host.window)) == nil)
            let scene = try #require(replay.app.scene as? CardStackScene)
            #expect(scene.likeTally.text == "♥ 0" && scene.nopeTally.text == "✕ 0", "thrown, then brought back by U")
        }

        /// A recording is on disk as it goes, one whole line per event: read at any moment
        /// without being stopped (what kill -9 would leave), the file holds every event so far and
        /// replays. At a limit the reader enforces, the recording stops with a line saying so and
        /// the file stays readable.
        @Test func aRecordingIsOnDiskAsItGoesAndStopsAtTheReadersLimits() throws {
            let url = Self.temporaryFile()
            defer { try? FileManager.default.removeItem(at: url) }
            let (host, app, messages) = try Self.cardStack()
            app.startRecording(to: url)
            host.advance(by: 1.0 / 60, delegate: app)
            let scenes = Set(SceneList.seeds.all.map { $0.number })
            #expect(try GestureFile.read(url, knownScenes: scenes).events.isEmpty, "the header is there at once")
            var script = PointerScript()
            script.down(at: CGPoint(x: 195, y: 370), time: host.time + 0.1)
            script.drag(to: CGPoint(x: 290, y: 390), duration: 0.3, rate: 60)
            for (index, event) in script.events.enumerated() {
                host.play([event], delegate: app)
                let onDisk = try GestureFile.read(url, knownScenes: scenes)
                #expect(onDisk.events.count == index + 1 && onDisk == app.recorder?.file, "after event \(index)")
            }
            // An hour in: the reader's time limit; the recording stops there and says why.
            host.play(
                [
                    .pointer(
                        PointerEvent(
                            phase: .ended, location: script.location, timestamp: host.time + GestureFile.maximumTime))
                ], delegate: app)
            #expect(app.recorder == nil)
            #expect(
                messages.all.last?.hasPrefix(
                    "recording stopped: a gesture file spans at most 3600 s; recorded \(script.events.count) events")
                    == true,
                "\(messages.all)")
            #expect(try GestureFile.read(url, knownScenes: scenes).events.count == script.events.count)
            // A recorder that is not told to replace never writes over a file (Ctrl+R's).
            #expect(throws: GestureFileWriter.Stop.self) {
                try GestureRecorder(destination: url, header: GestureFileHeader(scene: 3, scale: 1), replacing: false)
            }
            #expect(try GestureFile.read(url, knownScenes: scenes).events.count == script.events.count)
        }

        /// A recording whose folder is deleted while it goes on says, when it stops, that the file
        /// is gone, instead of "recorded … to" a path that no longer exists (window fault 42).
        @Test func aRecordingWhoseFolderWasDeletedSaysItIsLost() throws {
            let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent(
                "fluid-recording-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
            defer { try? FileManager.default.removeItem(at: folder) }
            let url = folder.appendingPathComponent("lost.gesture")
            let (host, app, messages) = try Self.cardStack()
            app.startRecording(to: url)
            host.advance(by: 1.0 / 60, delegate: app)
            host.play(
                [.pointer(PointerEvent(phase: .began, location: CGPoint(x: 195, y: 370), timestamp: host.time + 0.1))],
                delegate: app)
            try FileManager.default.removeItem(at: folder)
            host.play(
                [.pointer(PointerEvent(phase: .ended, location: CGPoint(x: 195, y: 370), timestamp: host.time + 0.1))],
                delegate: app)
            app.stopRecording()
            #expect(messages.all.last?.hasPrefix("recording lost: recorded 2 events") == true, "\(messages.all)")
            #expect(messages.all.last?.contains("was deleted (or its folder deleted or moved) while recording") == true)

            // Renamed under the same name by another program: also not the file written.
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
            app.startRecording(to: url)
            try FileManager.default.removeItem(at: url)
            try Data("other".utf8).write(to: url)
            app.stopRecording()
            #expect(messages.all.last?.hasPrefix("recording lost:") == true, "\(messages.all)")

            // Left in place: the usual line.
            let kept = folder.appendingPathComponent("kept.gesture")
            app.startRecording(to: kept)
            app.stopRecording()
            #expect(messages.all.last?.hasPrefix("recorded 0 events") == true, "\(messages.all)")
        }

        /// A finger beyond the window's count is ignored by the window, and so by the recording,
        /// with its moves and lift: the file stays one the reader takes.
        @Test func aFingerBeyondTheWindowsCountIsLeftOut() throws {
            #expect(GestureFile.maximumPointersDown == Window.maximumTouches, "the file and the window share the bound")
            let url = Self.temporaryFile()
            defer { try? FileManager.default.removeItem(at: url) }
            let (host, app, _) = try Self.cardStack()
            app.startRecording(to: url)
            host.advance(by: 1.0 / 60, delegate: app)
            let fingers = 0...Window.maximumTouches
            func touch(_ phase: PointerEvent.Phase, _ finger: Int, at time: TimeInterval) -> InputEvent {
                .pointer(
                    PointerEvent(
                        phase: phase, location: CGPoint(x: 100 + finger, y: 300), timestamp: time, source: .touch,
                        identifier: finger))
            }
            let start = host.time
            host.play(
                fingers.map { touch(.began, $0, at: start + 0.1) } + fingers.map { touch(.moved, $0, at: start + 0.2) }
                    + fingers.map { touch(.ended, $0, at: start + 0.3) }, delegate: app)
            app.stopRecording()
            let file = try GestureFile.read(url, knownScenes: Set(SceneList.seeds.all.map { $0.number }))
            #expect(file.events.count == 3 * Window.maximumTouches)
            #expect(
                !file.events.contains {
                    if case let .pointer(_, _, _, _, id, _) = $0.kind { id == Window.maximumTouches } else { false }
                })
        }

        /// An Option-drag's fingers are one event a moment: recorded as a line per finger at one
        /// time, they read back as the same events.
        @Test func twoFingersAtOneMomentAreRecordedAndReadBackTogether() throws {
            let url = Self.temporaryFile()
            defer { try? FileManager.default.removeItem(at: url) }
            let (host, app, _) = try Self.cardStack()
            app.startRecording(to: url)
            host.advance(by: 1.0 / 60, delegate: app)
            let start = host.time
            var touches = SimulatedTouches(canvasSize: host.window.screen.size)
            var events = [
                touches.buttonDown(at: CGPoint(x: 150, y: 400), modifiers: .alternate, timestamp: start + 0.1)
            ]
            for step in 1...5 {
                let moved = touches.mouseMoved(
                    to: CGPoint(x: 150 - 10 * CGFloat(step), y: 400), modifiers: .alternate,
                    timestamp: start + 0.1 + Double(step) / 60)
                events += [moved].compactMap { $0 }
            }
            events += [touches.buttonUp(at: CGPoint(x: 100, y: 400), timestamp: start + 0.2)].compactMap { $0 }
            host.play(events, delegate: app)
            app.stopRecording()
            let file = try GestureFile.read(url, knownScenes: Set(SceneList.seeds.all.map { $0.number }))
            #expect(file.events.count == 2 * events.count, "a line per finger")
            let replayed = file.events.inputEvents(start: start)
            #expect(replayed.count == events.count)
            for (original, read) in zip(events, replayed) {
                #expect(read.pointerEvents.map(\.identifier) == [0, 1])
                #expect(read.pointerEvents.map(\.location) == original.pointerEvents.map(\.location))
                #expect(abs(read.timestamp - original.timestamp) < 1e-9)
            }
        }

        @Test func whatARecordingLeavesOut() {
            #expect(!PlaygroundApp.isRecorded(Self.key("p", at: 0), hasActiveTouches: false))
            #expect(!PlaygroundApp.isRecorded(.key(KeyEvent(key: .escape, timestamp: 0)), hasActiveTouches: false))
            #expect(
                PlaygroundApp.isRecorded(.key(KeyEvent(key: .escape, timestamp: 0)), hasActiveTouches: true),
                "Esc cancelling a drag")
            #expect(PlaygroundApp.isRecorded(Self.key("u", at: 0), hasActiveTouches: false))
            // The other tool keys: what a replay would leave out anyway (WindowKeys.isTool).
            for tool in ["s", "i", "c", "?"] {
                #expect(!PlaygroundApp.isRecorded(Self.key(Character(tool), at: 0), hasActiveTouches: false), "\(tool)")
            }
            #expect(
                !PlaygroundApp.isRecorded(
                    .key(KeyEvent(key: .character("r"), timestamp: 0, modifierFlags: .control)), hasActiveTouches: false
                ))
            #expect(
                PlaygroundApp.isRecorded(Self.key("3", at: 0), hasActiveTouches: false)
                    && PlaygroundApp.isRecorded(Self.key("r", at: 0), hasActiveTouches: false))
        }

        /// The window replay's clock: slowed from 0, then real speed from where it is, no jump.
        @Test func theReplayClockRunsAtItsSpeedThenAtRealSpeed() {
            var clock = ReplayClock(speed: 0.1, start: 100)
            #expect(clock.time(atReal: 100) == 0 && abs(clock.time(atReal: 110) - 1) < 1e-12)
            clock.runAtRealSpeed(from: 110)
            #expect(abs(clock.time(atReal: 110) - 1) < 1e-12 && abs(clock.time(atReal: 112) - 3) < 1e-12)
        }
    }
}
