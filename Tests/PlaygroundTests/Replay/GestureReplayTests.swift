import Compositor
import FluidTestSupport
import Foundation
import Testing
import ViewTree

@testable import FluidPlayground
@testable import Scenes

extension SDLTests {
    /// A gesture file played headless (Docs/GestureFiles.md §5): through the app as the window's
    /// events go, the same pixels every time, any moment drawable.
    @Suite @MainActor
    struct GestureReplayTests {
        static let flick = """
            {"format":"fluid-gesture","version":1,"scene":3,"width":390,"height":844,"scale":1}
            {"t":0.2,"type":"drag","from":[195,370],"to":[345,380],"duration":0.15,"rate":120}
            """

        static func file(_ text: String) throws -> GestureFile {
            try GestureFile(parsing: Data(text.utf8), knownScenes: Set(SceneList.seeds.all.map { $0.number }))
        }

        /// In the window, the user's keys for the playground's tools (`I`, `C`, `P`) leave the
        /// replay running; a press, a scroll or another key takes over.
        @Test func toolKeysWatchAndTheRestTakesOver() throws {
            let (host, app, _) = try PlaygroundTests.makeScene(CardStackScene.self)
            var messages: [String] = []
            app.report = { messages.append($0) }
            let replay = WindowReplay(
                app: app, file: try Self.file(Self.flick), clock: ReplayClock(speed: 1, start: 0), realTime: { 0 })
            replay.handle(.key(KeyEvent(key: .character("i"), timestamp: host.time)))
            #expect(replay.isReplaying && app.inspector != nil)
            replay.handle(.key(KeyEvent(key: .character("i"), timestamp: host.time, modifierFlags: .control)))
            #expect(!replay.isReplaying, "Ctrl+I is not the inspector's key")
            #expect(messages.contains { $0.hasPrefix("you took over") })
        }

        /// A file that presses every window tool key around a scene switch and a throw: each
        /// would record, write a screenshot, copy, slow the animations, open the inspector or
        /// the key list, or quit.
        static let toolKeys = """
            {"format":"fluid-gesture","version":1,"scene":1,"width":390,"height":844,"scale":1}
            {"t":0.05,"type":"key","key":"r","modifiers":["control"]}
            {"t":0.06,"type":"key","key":"p"}
            {"t":0.07,"type":"key","key":"c"}
            {"t":0.08,"type":"key","key":"s"}
            {"t":0.09,"type":"key","key":"i"}
            {"t":0.10,"type":"key","key":"/","modifiers":["shift"]}
            {"t":0.11,"type":"key","key":"3"}
            {"t":0.2,"type":"drag","from":[195,370],"to":[345,380],"duration":0.15,"rate":120}
            {"t":0.5,"type":"key","key":"escape"}
            {"t":0.6,"type":"key","key":"q","modifiers":["command"]}
            """

        /// A gesture file is data: played headless or in the window, its scene key and its
        /// throw act, and none of its tool keys does (nothing recorded or written in the folder,
        /// the animations not slowed, no inspector or key list, no quit).
        @Test func aFilesToolKeysAreLeftOut() throws {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tool-keys-\(getpid())")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let previous = FileManager.default.currentDirectoryPath
            FileManager.default.changeCurrentDirectoryPath(folder.path)
            defer { FileManager.default.changeCurrentDirectoryPath(previous) }
            func expectUntouched(_ app: PlaygroundApp, _ path: String) {
                #expect(
                    app.recorder == nil && app.inspector == nil && !app.slowAnimations && !app.wantsToQuit, "\(path)")
                #expect(app.keyHelp.superview == nil, "\(path)")
                let scene = app.scene as? CardStackScene
                #expect(scene?.likeTally.text == "♥ 1", "\(path): the scene key and the throw act")
            }
            let headless = try Self.replay(Self.toolKeys)
            headless.play(to: 1)
            expectUntouched(headless.app, "headless")

            let (host, app, _) = try PlaygroundTests.makeScene(SwipeCellScene.self)
            let replay = WindowReplay(
                app: app, file: try Self.file(Self.toolKeys), clock: ReplayClock(speed: 1, start: 0), realTime: { 0 })
            for frame in 1...60 {
                let time = Double(frame) / 60
                replay.deliverScheduledInput(until: time, through: host.pipeline)
                host.advance(by: time - host.time, delegate: replay)
            }
            expectUntouched(app, "window")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        }

        static func replay(_ text: String, scale: CGFloat? = nil) throws -> GestureReplay {
            try GestureReplay(file: file(text), assets: AssetCatalog(root: TestAssets.root), scale: scale)
        }

        @Test func aFlickedCardIsThrown() throws {
            let replay = try Self.replay(Self.flick)
            replay.play(to: 2)
            let scene = try #require(replay.app.scene as? CardStackScene)
            #expect(scene.likeTally.text == "♥ 1" && scene.nopeTally.text == "✕ 0")
        }

        /// The replay delivers what `HeadlessHost.play` delivers, frame for frame: the states agree.
        @Test func theReplayIsTheHostsOwnEventPath() throws {
            let replay = try Self.replay(Self.flick)
            let host = try HeadlessHost(screen: .phone(scale: 1), fonts: TestAssets.fonts)
            let app = try PlaygroundApp(
                window: host.window, assets: AssetCatalog(root: TestAssets.root), sceneNumber: 3)
            host.advance(by: 0, delegate: app)
            host.play(replay.file.events.compactMap { $0.inputEvent(start: 0) }, delegate: app)
            replay.play(to: host.time)
            #expect(replay.time == host.time)
            replay.pointer.removeFromSuperview()
            #expect(firstDifference(viewTreeFingerprint(replay.host.window), viewTreeFingerprint(host.window)) == nil)
            host.run(for: 1)
            replay.play(to: host.time)
            #expect(firstDifference(viewTreeFingerprint(replay.host.window), viewTreeFingerprint(host.window)) == nil)
        }

        @Test func theSameMomentIsTheSameBytesEveryTime() throws {
            var pictures: [Data] = []
            for _ in 0..<2 {
                let replay = try Self.replay(Self.flick, scale: 2)
                replay.play(to: 0.3)
                pictures.append(try PNGCodec.encode(replay.snapshot()))
            }
            #expect(pictures[0] == pictures[1])
            // Drawn frame by frame on the way, the same moment is still the same picture.
            let stepped = try Self.replay(Self.flick, scale: 2)
            for frame in 0...GestureReplay.frameNumber(at: 0.3) {
                stepped.play(toFrame: frame)
                _ = stepped.snapshot()
            }
            #expect(try PNGCodec.encode(stepped.snapshot()) == pictures[0])
            let later = try Self.replay(Self.flick, scale: 2)
            later.play(to: 0.4)
            #expect(try PNGCodec.encode(later.snapshot()) != pictures[0], "the card moves on")
        }

        @Test func aMomentIsTheFrameAtOrBeforeIt() {
            #expect(GestureReplay.frameNumber(at: 0) == 0)
            #expect(GestureReplay.frameNumber(at: 0.5) == 30)
            #expect(GestureReplay.frameNumber(at: 0.5 - 1e-3) == 29)
            #expect(GestureReplay.frameNumber(at: 1.0 / 3) == 20)
        }

        /// Mid-drag the pointer is drawn as a dot where the finger is.
        @Test func thePointerIsDrawnWhileDown() throws {
            let replay = try Self.replay(Self.flick)
            replay.play(to: 0.3)
            let location = try #require(replay.pointerLocation)
            #expect(abs(location.x - 295) < 1 && abs(location.y - 376.7) < 1)
            let withDot = replay.snapshot()
            replay.pointer.isHidden = true
            let withoutDot = replay.snapshot()
            let (x, y) = (Int(location.x), Int(location.y))
            let box = (-14...14).flatMap { dx in (-14...14).map { dy in (x + dx, y + dy) } }
            #expect(
                box.filter { withDot[$0.0, $0.1] != withoutDot[$0.0, $0.1] }.count > 400,
                "the dot covers about 600 of its 841 px")
            #expect(withDot[x + 20, y] == withoutDot[x + 20, y], "and nothing beyond it")
            replay.pointer.isHidden = false
            replay.play(to: 0.4)
            #expect(replay.pointerLocation == nil)
        }
    }
}
