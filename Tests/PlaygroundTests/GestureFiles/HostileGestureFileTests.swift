import Compositor
import FluidTestSupport
import Foundation
import Testing
import ViewTree

@testable import FluidPlayground
@testable import Scenes

extension SDLTests {
    /// Valid gesture files written to stall a replay (issue 53, item 5): the work of one frame is
    /// bounded (`ReplayFeed`), so a file cannot freeze `render`, `film` or the window, and the
    /// user's input takes over at once.
    @Suite @MainActor
    struct HostileGestureFileTests {
        static let header = #"{"format":"fluid-gesture","version":1,"scene":3,"width":390,"height":844,"scale":1}"#

        static func file(_ lines: [String]) throws -> GestureFile {
            try GestureReplayTests.file(([header] + lines).joined(separator: "\n"))
        }

        static func key(_ name: String, at time: Double) -> String {
            #"{"t":\#(time),"type":"key","key":"\#(name)"}"#
        }

        /// Counts the scenes an app opens.
        final class Openings {
            var count = 0
        }

        static func replay(_ file: GestureFile) throws -> (GestureReplay, Openings) {
            let replay = try GestureReplay(file: file, assets: AssetCatalog(root: TestAssets.root))
            let openings = Openings()
            replay.app.sceneDidChange = { _ in openings.count += 1 }
            return (replay, openings)
        }

        /// 20,000 scene keys at one moment (660 KB; 59–78 s to render before) open one scene:
        /// the one the last key names.
        @Test func twentyThousandSwitchesInOneFrameOpenOneScene() throws {
            let keys = (0..<20_000).map { Self.key(String(1 + $0 % 5), at: 0.5) }
            let (replay, openings) = try Self.replay(Self.file(keys))
            replay.play(to: 0.6)
            #expect(openings.count == 1)
            #expect(replay.app.sceneNumber == 5 && replay.isFinished)
        }

        /// A run of switches ends where the keys, delivered one by one, leave the window: the same
        /// scene, drawn the same, with fewer scenes built on the way.
        @Test(arguments: [
            (["1", "2", "r"], 1),  // R after a switch opens anew what was just opened
            (["r", "r", "r"], 1),
            (["2", "9"], 1),  // 9 names no scene: reported, nothing changes
            (["9", "2", "p", "4"], 1),  // P is a tool key, never pressed by a file
            (["2", "u", "3"], 2),  // a scene's own key between: each switch is a frame's
            (["4", "escape", "1"], 2),  // so is Esc (it cancels a touch, or is left out)
        ])
        func aRunOfSwitchesEndsWhereTheKeysLeaveIt(keys: [String], opened: Int) throws {
            let file = try Self.file(keys.map { Self.key($0, at: 0.5) })
            let (replay, openings) = try Self.replay(file)
            replay.play(to: 1)
            #expect(openings.count == opened, "\(keys)")

            let host = try HeadlessHost(screen: .phone(scale: 1), fonts: TestAssets.fonts)
            let app = try PlaygroundApp(
                window: host.window, assets: AssetCatalog(root: TestAssets.root), sceneNumber: 3)
            app.report = { _ in }
            host.advance(by: 0, delegate: app)
            host.play(
                file.events.compactMap { $0.inputEvent(start: 0) }.filter { app.takesFromFile($0) }, delegate: app)
            host.run(for: 1 - host.time, delegate: app)
            #expect(app.sceneNumber == replay.app.sceneNumber, "\(keys)")
            // A second switch waits a frame, so its scene's clock starts a frame later.
            guard opened == 1 else { return }
            replay.pointer.removeFromSuperview()
            #expect(
                firstDifference(viewTreeFingerprint(replay.host.window), viewTreeFingerprint(host.window)) == nil,
                "\(keys)")
        }

        /// A scene's own key between every switch defeats the run: then each frame opens one
        /// scene at most, and the rest wait for the frames that follow.
        @Test func aFrameOpensOneSceneAtMost() throws {
            let keys = (0..<2_000).map { Self.key($0 % 2 == 0 ? String(1 + ($0 / 2) % 5) : "u", at: 0.5) }
            let (replay, openings) = try Self.replay(Self.file(keys))
            replay.play(to: 0.5)
            #expect(openings.count == 1)
            replay.play(toFrame: GestureReplay.frameNumber(at: 0.5) + 9)
            #expect(openings.count == 10 && !replay.isFinished)
        }

        /// Events at one moment beyond a frame's share are played over the frames that follow,
        /// in order.
        @Test func aFrameDeliversAtMostItsShare() throws {
            let share = ReplayFeed.maximumEventsPerFrame
            let moves = (1...(2 * share + 10)).map {
                #"{"t":0.5,"type":"move","x":\#(100 + Double($0) / 100),"y":400}"#
            }
            let file = try Self.file([#"{"t":0.4,"type":"down","x":100,"y":400}"#] + moves)
            let (replay, _) = try Self.replay(file)
            replay.play(to: 0.5)
            func atMove(_ number: Int) -> Bool {
                abs((replay.pointerLocation?.x ?? 0) - (100 + Double(number) / 100)) < 1e-9
            }
            #expect(atMove(share), "the frame's share of moves")
            replay.play(toFrame: replay.frameNumber + 1)
            #expect(atMove(2 * share) && !replay.isFinished)
            replay.play(toFrame: replay.frameNumber + 1)
            #expect(atMove(2 * share + 10) && replay.isFinished)
        }

        /// In the window a file of 20,000 switches no longer holds the user's key back: one
        /// frame opens one scene, and the next key of the user's takes over.
        @Test func theUsersKeyTakesOverAtOnce() throws {
            let (host, app, _) = try PlaygroundTests.makeScene(CardStackScene.self)
            var messages: [String] = []
            app.report = { messages.append($0) }
            var openings = 0
            app.sceneDidChange = { _ in openings += 1 }
            let keys = (0..<20_000).map { Self.key($0 % 2 == 0 ? String(1 + ($0 / 2) % 5) : "u", at: 0) }
            let replay = WindowReplay(
                app: app, file: try Self.file(keys), clock: ReplayClock(speed: 1, start: 0), realTime: { 0 })
            replay.deliverScheduledInput(until: 0, through: host.pipeline)
            #expect(openings == 1)
            replay.handle(.key(KeyEvent(key: .character("2"), timestamp: host.time)))
            #expect(!replay.isReplaying && messages.contains { $0.hasPrefix("you took over") })
            replay.deliverScheduledInput(until: 1, through: host.pipeline)
            #expect(openings == 2 && app.sceneNumber == 2, "the user's key, and nothing more from the file")
        }
    }
}
