import FluidTestSupport
import Foundation
import Testing
import ViewTree

@testable import FluidPlayground
@testable import Scenes

extension SDLTests {
    /// Time control in the window (Docs/Playground.md, "Time control"): `Space` holds animation
    /// time, `.` steps it a frame, `[` `]` change its speed. Every run here is on the virtual
    /// clock, so a paused and stepped run can be laid beside a straight one frame for frame.
    @Suite @MainActor
    struct TimeControlTests {
        static func key(_ key: KeyEvent.Key, at time: TimeInterval) -> InputEvent {
            .key(KeyEvent(key: key, timestamp: time))
        }

        /// The card stack at 1×, a card flicked right at 0.2 s (it is let go at 0.354 s).
        static func flicked() throws -> (HeadlessHost, PlaygroundApp) {
            let (host, app, _) = try PlaygroundTests.makeScene(CardStackScene.self)
            app.logsSession = true  // as the window's app does
            var script = PointerScript()
            script.down(at: CGPoint(x: 195, y: 370), time: 0.2)
            script.drag(to: CGPoint(x: 345, y: 380), duration: 0.15)
            script.up()
            host.play(script.events, delegate: app)
            return (host, app)
        }

        /// The phone below the status bar, where the badges are (`PAUSED` differs by design).
        static func belowStatusBar(_ host: HeadlessHost) -> PixelBuffer {
            host.render()
            let picture = host.snapshot()
            let top = Int(47 * host.window.screen.scale)
            return picture.cropped(to: (x: 0, y: top, width: picture.width, height: picture.height - top))
        }

        /// Paused just after the release, held for two seconds of real time, then stepped 12
        /// frames: the same pixels as the straight run 12 frames after the pause.
        @Test func aPausedAndSteppedRunMatchesAStraightRunAtTheSameMoment() throws {
            let (straight, straightApp) = try Self.flicked()
            let (paused, app) = try Self.flicked()
            #expect(straight.time == paused.time)
            let pauseTime = paused.time
            app.handle(Self.key(.space, at: paused.time))
            #expect(app.isPaused && app.note.text == "paused: , and . step a frame, Space plays")
            paused.run(for: 2, delegate: app)  // real time goes on; the card holds
            for _ in 0..<12 {
                app.handle(Self.key(.character("."), at: paused.time))
                paused.advance(by: 1.0 / 60, delegate: app)
            }
            straight.run(for: 12.0 / 60, delegate: straightApp)
            #expect(abs(straight.time - pauseTime - 0.2) < 1e-9)
            #expect(Self.badge(on: paused) == "PAUSED")
            #expect(Self.belowStatusBar(paused) == Self.belowStatusBar(straight))
            // And not by accident: one more step and they differ.
            app.handle(Self.key(.character("."), at: paused.time))
            paused.advance(by: 1.0 / 60, delegate: app)
            #expect(Self.belowStatusBar(paused) != Self.belowStatusBar(straight))
        }

        /// `,` while paused rebuilds the frames before the pause from the session log: each is the
        /// picture the window drew then, pixel for pixel, going back and forth; a touch brings the
        /// present back.
        @Test func steppingBackShowsThePastAsItWasDrawn() throws {
            let (host, app) = try Self.flicked()
            var drawn: [PixelBuffer] = []
            for _ in 0..<20 {
                host.advance(by: 1.0 / 60, delegate: app)
                host.render()
                drawn.append(host.snapshot())
            }
            app.handle(Self.key(.space, at: host.time))
            // Paused, the window goes on making frames (the note fades); they show nothing new,
            // so `,` passes over them.
            host.run(for: 0.5, delegate: app)
            let comma = Self.key(.character(","), at: host.time), dot = Self.key(.character("."), at: host.time)
            // The last frame drawn before the pause is drawn[19]; the pause's first frame is one more.
            var shown = 20
            for key in [comma, comma, comma, comma, dot, comma, comma, dot, dot] {
                app.handle(key)
                shown += key == comma ? -1 : 1
                let past = try #require(app.pastFrames)
                #expect(past.picture() == drawn[shown], "frame \(shown)")
                #expect(host.window.view(withIdentifier: "pastFrame") != nil)
            }
            #expect(app.pastFrameView.text.hasPrefix("-0.033 s (-3 frames)"), "\(app.pastFrameView.text)")
            app.handle(.pointer(PointerEvent(phase: .began, location: CGPoint(x: 20, y: 700), timestamp: host.time)))
            #expect(app.pastFrames == nil && host.window.view(withIdentifier: "pastFrame") == nil)
        }

        /// What the speed badge says, nil without one.
        static func badge(on host: HeadlessHost) -> String? {
            (host.window.view(withIdentifier: "speedIndicator") as? StatusBadgeView)?.text
        }

        /// While paused a finger still moves the card 1:1, and the spring its release starts
        /// waits for `Space`; a paused driver asks for no frames.
        @Test func inputLandsWhilePausedAndTheReleaseWaits() throws {
            let (host, app, scene) = try PlaygroundTests.makeScene(CardStackScene.self)
            let rest = try #require(scene.stackContainer.visibleCards.last).center
            host.run(for: 0.2, delegate: app)
            app.handle(Self.key(.space, at: host.time))
            let card = try #require(scene.stackContainer.visibleCards.last)
            var script = PointerScript()
            script.down(at: CGPoint(x: 195, y: 370), time: host.time)
            script.drag(to: CGPoint(x: 255, y: 370), duration: 0.3)
            script.rest(0.5)
            script.up()
            host.play(script.events, delegate: app)
            let letGo = card.presentation.center.x
            #expect(letGo - rest.x > 45, "the card followed the finger (60 pt, less the pan's 10 pt slop)")
            host.run(for: 1, delegate: app)
            #expect(card.presentation.center.x == letGo, "let go, it holds where the finger left it")
            #expect(!host.window.animationDriver.isAnimating)
            app.handle(Self.key(.space, at: host.time))
            host.run(for: 1.5, delegate: app)
            #expect(!app.isPaused && abs(card.presentation.center.x - rest.x) < 0.5, "played, it springs home")
        }

        /// `[` and `]` step the speed through 0.1, 0.25, 0.5, 1 and 2, and the badge says it; a
        /// recording keeps real time, so they wait while one runs.
        @Test func bracketsStepTheSpeed() throws {
            let (host, app, _) = try PlaygroundTests.makeScene(BottomSheetScene.self)
            var seen: [String?] = []
            for key: Character in ["[", "[", "[", "[", "]", "]", "]", "]", "]"] {
                app.handle(Self.key(.character(key), at: host.time))
                host.advance(by: 1.0 / 60, delegate: app)
                seen.append(app.speedBadgeText)
            }
            #expect(seen == ["0.5×", "0.25×", "SLOW 10×", "SLOW 10×", "0.25×", "0.5×", nil, "2×", "2×"])
            #expect(app.playbackSpeed == 2 && Self.badge(on: host) == "2×")
            let url = SDLTests.GestureRecordingTests.temporaryFile()
            defer { try? FileManager.default.removeItem(at: url) }
            app.startRecording(to: url)
            app.handle(Self.key(.character("["), at: host.time))
            app.handle(Self.key(.space, at: host.time))
            #expect(app.playbackSpeed == 2 && !app.isPaused)
            app.stopRecording()
            let file = try GestureFile.load(path: url.path, scenes: app.scenes)
            #expect(file.header.animationSpeed == 2, "the recording's speed is in its header")
        }
    }
}
