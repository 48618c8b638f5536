import Compositor
import FluidTestSupport
import Foundation
import Testing
import ViewTree

@testable import FluidPlayground
@testable import Scenes

extension SDLTests {
    /// Reduce Motion in every scene (Docs/ReduceMotion.md): the same gesture replayed with and
    /// without it, a measure taken on every frame, and the difference the setting promises.
    @Suite @MainActor
    struct ReduceMotionTests {
        /// `text`, a gesture file, replayed to `end` at 1×; `measure` is read after every frame from
        /// `start` on. With `reduceMotion` the file's header asks for it, as a recording made
        /// with Reduce Motion on does.
        static func measured<Value>(
            _ text: String, reduceMotion: Bool, from start: TimeInterval, to end: TimeInterval,
            _ measure: (GestureReplay) throws -> Value
        ) throws -> [Value] {
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if reduceMotion { lines[0] = String(lines[0].dropLast()) + #","reduceMotion":true}"# }
            let replay = try GestureReplayTests.replay(lines.joined(separator: "\n"), scale: 1)
            var values: [Value] = []
            for frame in GestureReplay.frameNumber(at: start)...GestureReplay.frameNumber(at: end) {
                replay.play(toFrame: frame)
                values.append(try measure(replay))
            }
            #expect(!Accessibility.isReduceMotionEnabled, "a replay leaves Reduce Motion as it found it")
            return values
        }

        /// The file in Examples/Gestures whose name starts with `prefix` ("3-": scene 3's).
        static func exampleURL(_ prefix: String) throws -> URL {
            let folder = TestAssets.repository.appendingPathComponent("Examples/Gestures")
            let name = try #require(
                try FileManager.default.contentsOfDirectory(atPath: folder.path).first { $0.hasPrefix(prefix) })
            return folder.appendingPathComponent(name)
        }

        static func example(_ prefix: String) throws -> String {
            try String(contentsOf: exampleURL(prefix), encoding: .utf8)
        }

        struct Seen {
            var turn: CGFloat
            var right: CGFloat
        }

        struct Turn {
            var moved: CGFloat
            var page: Int
        }

        static func views<T: View>(of type: T.Type, in view: View) -> [T] {
            (view as? T).map { [$0] } ?? [] + view.subviews.flatMap { views(of: type, in: $0) }
        }

        /// Scene 4: the fling from half to expanded springs past expanded (top 100) and back; under
        /// Reduce Motion the spring is critically damped and the sheet stops at 100.
        @Test func theSheetStopsAtExpandedWithoutSwingingPast() throws {
            let text = try Self.example("4-")
            let tops = { (reduce: Bool) in
                try Self.measured(text, reduceMotion: reduce, from: 1.5, to: 2.2) {
                    try #require($0.app.scene as? BottomSheetScene).displayedTop
                }
            }
            let swinging = try tops(false), reduced = try tops(true)
            #expect(swinging.min()! < 99.5, "the seed's spring (damping 0.6) overshoots: \(swinging.min()!)")
            #expect(reduced.min()! >= 100 - 1e-9 && abs(reduced.last! - 100) < 0.5)
        }

        /// Scene 1: a row let go past its open width springs back to 50 pt and swings under it
        /// (damping 0.5); under Reduce Motion it closes in on 50 from above and never passes it.
        @Test func theRowOpensWithoutSwingingPast() throws {
            let text = try Self.example("1-")
            let widths = { (reduce: Bool) in
                try Self.measured(text, reduceMotion: reduce, from: 0.9, to: 1.55) {
                    let scene = try #require($0.app.scene as? SwipeCellScene)
                    let open = try #require(scene.cells.first { $0.currentCellStatus == .opened })
                    return open.leftView.presentation.bounds.width
                }
            }
            let swinging = try widths(false), reduced = try widths(true)
            #expect(swinging.min()! < 49, "the seed's spring swings under 50 pt: \(swinging.min()!)")
            #expect(reduced.min()! >= 50 - 1e-6 && abs(reduced.last! - 50) < 0.5)
        }

        /// Scene 3: a dragged card turns with the finger and a flicked one flies off the screen;
        /// under Reduce Motion no card turns and a thrown one fades out where it was let go.
        @Test func theCardNeitherTurnsNorFlies() throws {
            let text = try Self.example("3-")
            let seen = { (reduce: Bool) in
                try Self.measured(text, reduceMotion: reduce, from: 0.3, to: 2.6) { replay in
                    let cards = Self.views(of: SwipeCardView.self, in: replay.host.window)
                    return Seen(
                        turn: cards.map { abs($0.presentation.transform.rotationAngle) }.max() ?? 0,
                        right: cards.map { $0.presentation.center.x }.max() ?? 0
                    )
                }
            }
            let moving = try seen(false), reduced = try seen(true)
            #expect(moving.map(\.turn).max()! > 0.05 && moving.map(\.right).max()! > 400)
            #expect(reduced.map(\.turn).max()! == 0)
            // Container points: the stack's centre is at 150; the flick lets go of the card at 290.
            #expect(reduced.map(\.right).max()! < 300, "the thrown card stays where it was let go")
        }

        /// A thrown card fades out in 0.2 s; an undone one fades back in on the stack, upright.
        @Test func aThrownCardFadesAndAnUndoneOneFadesBack() throws {
            let text = try Self.example("3-")
            let alphas = try Self.measured(text, reduceMotion: true, from: 1.95, to: 3.2) { replay in
                let cards = Self.views(of: SwipeCardView.self, in: replay.host.window)
                return cards.filter { $0.presentation.center.x > 250 }.map { $0.presentation.alpha }.min() ?? 0
            }
            #expect(alphas.contains { $0 > 0.1 && $0 < 0.9 }, "the throw fades: \(alphas)")
            let replay = try GestureReplayTests.replay(
                text.replacingOccurrences(of: #""scale":2}"#, with: #""scale":2,"reduceMotion":true}"#), scale: 1)
            replay.play(to: 2.85)
            let scene = try #require(replay.app.scene as? CardStackScene)
            let top = try #require(scene.stackContainer.visibleCards.last)
            #expect(top.presentation.center == top.center && top.presentation.transform == .identity)
            #expect(top.presentation.alpha > 0 && top.presentation.alpha < 1, "undo fades in where the card rests")
        }

        /// Scene 2: a page turned by a key slides off to the left; under Reduce Motion no page
        /// moves and the next one fades in above it.
        @Test func aKeysPageTurnFadesInsteadOfSliding() throws {
            let text = """
                {"format":"fluid-gesture","version":1,"scene":2,"width":390,"height":844,"scale":1}
                {"t":0.3,"type":"key","key":"right"}
                """
            let pages = { (reduce: Bool) in
                try Self.measured(text, reduceMotion: reduce, from: 0.35, to: 1) { replay in
                    let scene = try #require(replay.app.scene as? SwipePagerScene)
                    let moved =
                        (scene.views + scene.swipedAway)
                        .map { abs($0.presentation.transform.tx) }.max() ?? 0
                    return Turn(moved: moved, page: scene.currentPage)
                }
            }
            let sliding = try pages(false), reduced = try pages(true)
            #expect(sliding.map(\.moved).max()! > 100)
            #expect(reduced.map(\.moved).max()! == 0 && reduced.last!.page == 1, "\(reduced)")
        }

        /// Scene 5: the parallax variant (`V`) squeezes the picture under the text; Reduce Motion
        /// keeps the height constraint, and turning it off while the scene shows brings parallax back.
        @Test func parallaxWaitsForReduceMotionToBeOff() throws {
            let (_, app, _) = try PlaygroundTests.makeScene(StretchyHeaderScene.self)
            let scene = try #require(app.scene as? StretchyHeaderScene)
            scene.setParallax(true)
            #expect(scene.showsParallax && scene.imageHeightConstraint?.isActive == false)
            Accessibility.withReduceMotion(true) {
                #expect(!scene.showsParallax && scene.imageHeightConstraint?.isActive == true)
                scene.setParallax(true)
                #expect(scene.imageHeightConstraint?.isActive == true, "V under Reduce Motion waits")
            }
            #expect(scene.showsParallax && scene.imageHeightConstraint?.isActive == false)
        }

        /// Scene 0: the strip's spring lane (damping 0.4) overshoots its end at 84; under Reduce
        /// Motion it arrives without passing it.
        @Test func theGallerysSpringLaneArrivesWithoutOvershoot() throws {
            let text = #"{"format":"fluid-gesture","version":1,"scene":0,"width":390,"height":844,"scale":1}"#
            let positions = { (reduce: Bool) in
                try Self.measured(text, reduceMotion: reduce, from: 0, to: 1.3) { replay in
                    try #require(replay.host.window.view(withIdentifier: "marker-spring 0.4")).presentation.center.x
                }
            }
            #expect(try positions(false).max()! > 90)
            let reduced = try positions(true)
            #expect(reduced.max()! <= 84 + 1e-9 && reduced.max()! > 83)
        }

        /// The setting itself: one notification a change, and a scoped change undone.
        @Test func settingReduceMotionPostsOneNotificationAChange() {
            nonisolated(unsafe) var posted = 0
            let observer = NotificationCenter.default.addObserver(
                forName: Accessibility.reduceMotionStatusDidChangeNotification, object: nil, queue: nil
            ) { _ in posted += 1 }
            defer { NotificationCenter.default.removeObserver(observer) }
            Accessibility.withReduceMotion(true) {
                #expect(Accessibility.isReduceMotionEnabled)
                Accessibility.setReduceMotionEnabled(true)
                #expect(Accessibility.springDamping(0.4) == 1 && Accessibility.springDamping(1.5) == 1.5)
            }
            #expect(!Accessibility.isReduceMotionEnabled && posted == 2)
            #expect(Accessibility.springDamping(0.4) == 0.4)
        }
    }
}
