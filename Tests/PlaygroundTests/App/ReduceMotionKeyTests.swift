import FluidTestSupport
import Foundation
import Testing
import ViewTree

@testable import FluidPlayground
@testable import Scenes

extension SDLTests {
    /// Reduce Motion in the window: `Ctrl+M` turns it on and off with a note and a badge, a
    /// recording keeps it in its header and holds it while it records.
    @Suite @MainActor
    struct ReduceMotionKeyTests {
        static func controlM(at time: TimeInterval) -> InputEvent {
            .key(KeyEvent(key: .character("m"), timestamp: time, modifierFlags: .control))
        }

        @Test func controlMTurnsReduceMotionOnAndOffWithANoteAndABadge() throws {
            defer { Accessibility.setReduceMotionEnabled(false) }
            let (host, app, _) = try PlaygroundTests.makeScene(BottomSheetScene.self)
            host.run(for: 0.1, delegate: app)
            app.handle(Self.controlM(at: host.time))
            host.advance(by: 1.0 / 60, delegate: app)
            #expect(Accessibility.isReduceMotionEnabled)
            #expect(host.window.view(withIdentifier: "reduceMotionIndicator") != nil)
            #expect(app.note.text == "Reduce Motion on: no bounce, no flight, no parallax")
            app.handle(Self.controlM(at: host.time))
            host.advance(by: 1.0 / 60, delegate: app)
            #expect(!Accessibility.isReduceMotionEnabled && app.note.text == "Reduce Motion off")
            #expect(host.window.view(withIdentifier: "reduceMotionIndicator") == nil)
        }

        /// A recording started under Reduce Motion says so in its header and replays with it;
        /// `Ctrl+M` while recording changes nothing and says why.
        @Test func aRecordingKeepsReduceMotionInItsHeader() throws {
            defer { Accessibility.setReduceMotionEnabled(false) }
            let url = GestureRecordingTests.temporaryFile()
            defer { try? FileManager.default.removeItem(at: url) }
            let (host, app, messages) = try GestureRecordingTests.cardStack()
            app.setReduceMotion(true)
            app.startRecording(to: url)
            host.advance(by: 1.0 / 60, delegate: app)
            app.handle(Self.controlM(at: host.time))
            #expect(Accessibility.isReduceMotionEnabled)
            #expect(messages.all.last == "Reduce Motion stays as it was while recording (Ctrl+R stops)")
            app.stopRecording()
            let file = try GestureFile.load(path: url.path, scenes: app.scenes)
            #expect(file.header.reduceMotion)
            Accessibility.setReduceMotionEnabled(false)
            let replay = try GestureReplay(file: file, assets: AssetCatalog(root: TestAssets.root), scale: 1)
            #expect(replay.reducesMotion && !Accessibility.isReduceMotionEnabled)
        }
    }
}
