import Compositor
import FluidTestSupport
import Foundation
import Testing
import ViewTree

@testable import FluidPlayground
@testable import Scenes

extension SDLTests {
    /// Scene 5, the stretchy header of seed 004: the constraint solution at given offsets, the
    /// status bar, the scroll physics, and pictures.
    ///
    /// In this scene's geometry (390 pt wide) the image container is 390 × 0.7 = 273 pt tall, so
    /// Docs/Constraints.md's hand-solved system gives the image (top, height) in screen coordinates:
    /// (0, 373) pulled down 100, (0, 273) at rest, (−150, 273) pushed up 150.
    @Suite @MainActor
    struct StretchyHeaderTests {
        private func makeScene(scale: CGFloat = 1) throws -> (HeadlessHost, PlaygroundApp, StretchyHeaderScene) {
            try PlaygroundTests.makeScene(StretchyHeaderScene.self, scale: scale)
        }

        /// Sets the offset as a finger would leave it and lays out; the image's frame on screen.
        private func imageFrame(_ scene: StretchyHeaderScene, host: HeadlessHost, offset: CGFloat) -> CGRect {
            scene.scrollView.contentOffset = CGPoint(x: 0, y: offset)
            host.window.layoutIfNeeded()
            return scene.imageView.convert(scene.imageView.bounds, to: nil)
        }

        private func onScreen(_ view: View) -> CGRect { view.convert(view.bounds, to: nil) }

        /// Equal within the layout's rounding: frames snap to 1/64 pt in their superview, so at
        /// an offset that is not a multiple of 1/64 a view can sit up to 1/128 pt off on screen.
        private func close(_ a: CGRect, _ b: CGRect) -> Bool {
            [a.minX - b.minX, a.minY - b.minY, a.width - b.width, a.height - b.height].allSatisfy {
                abs($0) <= 1.0 / 64
            }
        }

        @Test func theImageFollowsTheHandSolvedSystem() throws {
            let (host, _, scene) = try makeScene()
            #expect(imageFrame(scene, host: host, offset: -100) == CGRect(x: 0, y: 0, width: 390, height: 373))
            #expect(imageFrame(scene, host: host, offset: 0) == CGRect(x: 0, y: 0, width: 390, height: 273))
            #expect(imageFrame(scene, host: host, offset: 150) == CGRect(x: 0, y: -150, width: 390, height: 273))
            #expect(abs(scene.progress - 0) < 1e-9)
            _ = imageFrame(scene, host: host, offset: -100)
            #expect(abs(scene.progress - 100.0 / 273) < 1e-9)
        }

        @Test func theTextNeverSlidesUnderTheImage() throws {
            let (host, _, scene) = try makeScene()
            let end = scene.scrollView.maximumContentOffset.y
            for offset in stride(from: -250, through: end + 120, by: 23.5) {
                let image = imageFrame(scene, host: host, offset: offset)
                #expect(onScreen(scene.textContainer).minY == image.maxY, "offset \(offset)")
            }
        }

        /// The progress pill rides 12 pt above the image's bottom but stops 6 pt below the top safe
        /// area (the status bar's icons), clipped by the image as it scrolls on; it reads +0.00 at
        /// rest, in the parallax variant pushed up it reads the squeeze.
        @Test func theProgressPillStaysClearOfTheStatusBar() throws {
            let (host, _, scene) = try makeScene()
            let pill = scene.progressLabel
            _ = imageFrame(scene, host: host, offset: 0)
            #expect(onScreen(pill) == CGRect(x: 390 - 12 - 196, y: 273 - 12 - 22, width: 196, height: 22))
            #expect(pill.text == "progress +0.00")
            for offset in stride(from: 150 as CGFloat, through: 280, by: 10) {
                let image = imageFrame(scene, host: host, offset: offset)
                let top = onScreen(pill).minY
                #expect(top >= 47 + 6, "offset \(offset): the pill's top at \(top)")
                #expect(top == max(47 + 6, image.maxY - 34), "offset \(offset): it rides the image until then")
            }
            #expect(StretchyHeaderScene.progressText(-0.001, parallax: false) == "progress +0.00")
            #expect(StretchyHeaderScene.progressText(100.0 / 273, parallax: true) == "progress +0.37 · parallax")
        }

        @Test func aDragDownStretchesTheImageUnderTheFinger() throws {
            let (host, app, scene) = try makeScene()
            var script = PointerScript()
            script.down(at: CGPoint(x: 200, y: 400), time: host.time)
            script.drag(to: CGPoint(x: 200, y: 600), duration: 0.4)
            host.play(script.events, delegate: app)
            host.window.layoutIfNeeded()
            let pulled = -scene.scrollView.contentOffset.y
            #expect(pulled > 60 && pulled < 190)  // rubber-banded: less than the finger's 190 pt
            #expect(close(onScreen(scene.imageView), CGRect(x: 0, y: 0, width: 390, height: 273 + pulled)))
            host.play(
                [.pointer(PointerEvent(phase: .ended, location: script.location, timestamp: host.time + 0.05))],
                delegate: app)
            host.run(for: 1.5, delegate: app)
            host.window.layoutIfNeeded()
            #expect(scene.scrollView.contentOffset.y == 0)
            #expect(close(onScreen(scene.imageView), CGRect(x: 0, y: 0, width: 390, height: 273)))
        }

        @Test func bottomOverscrollShowsTheRedBackingNotTheBackground() throws {
            let (host, _, scene) = try makeScene()
            let end = scene.scrollView.maximumContentOffset.y
            _ = imageFrame(scene, host: host, offset: end + 100)
            // (A literal sum on the right of #expect's == compares as Int and fails: name it.)
            let contentEnd: CGFloat = 844 - 34 - 100
            #expect(onScreen(scene.textContainer).maxY == contentEnd)  // content ends above…
            #expect(onScreen(scene.textBacking).maxY == 844)  // …the backing does not
            host.render()
            let pixel = host.snapshot()[195, 844 - 20]
            #expect(pixel.r == 0xFF && pixel.g == 0x3B && pixel.b == 0x30)  // systemRed, not gray
        }

        /// The header hides the status bar; the next scene (or the header again after `R`) starts
        /// with it shown. It stayed hidden in every scene after that.
        @Test(arguments: ["4", "r"])
        func aHiddenStatusBarDoesNotOutliveTheScene(_ key: Character) throws {
            let (host, app, scene) = try makeScene()
            _ = imageFrame(scene, host: host, offset: 300)
            host.advance(by: 0.3, delegate: app)
            #expect(host.window.isStatusBarHidden && host.window.statusBar.isHidden)
            app.handle(.key(KeyEvent(key: .character(key), timestamp: host.time)))
            host.advance(by: 1.0 / 60, delegate: app)
            #expect(!host.window.isStatusBarHidden && !host.window.statusBar.isHidden)
            #expect(
                host.window.statusBar.presentation.transform == .identity
                    && host.window.statusBar.presentation.alpha == 1)
        }

        @Test func theStatusBarFlipsWhenTheTextCrossesTheSafeAreaTopAndOnlyThen() throws {
            let (host, app, scene) = try makeScene()
            // The text container's top is 273 − offset on screen; the safe area's top is 47.
            let crossing: CGFloat = 273 - 47
            for offset in stride(from: 0, through: crossing, by: 13.3) {
                _ = imageFrame(scene, host: host, offset: offset)
            }
            _ = imageFrame(scene, host: host, offset: crossing)
            #expect(!host.window.isStatusBarHidden && scene.statusBarAnimationCount == 0)
            _ = imageFrame(scene, host: host, offset: crossing + 0.5)
            #expect(host.window.isStatusBarHidden && scene.statusBarAnimationCount == 1)
            for offset in stride(from: crossing + 1, through: crossing + 200, by: 7) {
                _ = imageFrame(scene, host: host, offset: offset)
            }
            #expect(scene.statusBarAnimationCount == 1)  // no animation per scrolled frame
            // It slides: 0.2 s later the bar is up out of sight and hidden.
            host.advance(by: 0, delegate: app)
            host.advance(by: 0.1, delegate: app)
            let status = host.window.statusBar
            #expect(status.presentation.transform.ty < -5 && status.presentation.transform.ty > -42)
            host.advance(by: 0.15, delegate: app)
            #expect(status.isHidden && !status.hasPresentationValues)
            _ = imageFrame(scene, host: host, offset: crossing)
            #expect(!host.window.isStatusBarHidden && scene.statusBarAnimationCount == 2 && !status.isHidden)
        }

        @Test func aFlingDeceleratesByThe0998LawAndBouncesAtTheEnd() throws {
            let (host, app, scene) = try makeScene()
            let end = scene.scrollView.maximumContentOffset.y
            host.play(
                PointerScript.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 500), duration: 0.08),
                delegate: app)
            #expect(scene.scrollView.isDecelerating)
            // Per frame the offset's step shrinks by 0.998^(1000 × 1/60), as UIScrollView's .normal rate.
            var offsets: [CGFloat] = []
            for _ in 0..<4 {
                host.advance(by: 1.0 / 60, delegate: app)
                offsets.append(scene.scrollView.contentOffset.y)
            }
            let ratio = (offsets[3] - offsets[2]) / (offsets[2] - offsets[1])
            #expect(abs(ratio - pow(0.998, 1000.0 / 60)) < 1e-6)
            var peak = offsets.last ?? 0
            for _ in 0..<240 {
                host.advance(by: 1.0 / 60, delegate: app)
                peak = max(peak, scene.scrollView.contentOffset.y)
            }
            #expect(peak > end + 5)  // ran past the end…
            #expect(scene.scrollView.contentOffset.y == end)  // …and bounced back
            #expect(!scene.scrollView.isDecelerating)
            host.window.layoutIfNeeded()
            #expect(onScreen(scene.textBacking).maxY == 844)
        }

        @Test func theParallaxVariantSqueezesTheImageUnderTheText() throws {
            let (host, app, scene) = try makeScene()
            app.handle(.key(KeyEvent(key: .character("v"), timestamp: host.time)))
            #expect(scene.isParallax)
            #expect(imageFrame(scene, host: host, offset: 150) == CGRect(x: 0, y: 0, width: 390, height: 123))
            #expect(imageFrame(scene, host: host, offset: 300) == CGRect(x: 0, y: 0, width: 390, height: 0))
            #expect(imageFrame(scene, host: host, offset: -100) == CGRect(x: 0, y: 0, width: 390, height: 373))
            app.handle(.key(KeyEvent(key: .character("v"), timestamp: host.time)))
            #expect(imageFrame(scene, host: host, offset: 150) == CGRect(x: 0, y: -150, width: 390, height: 273))
        }

        // MARK: Pictures

        @Test func goldens() throws {
            let (host, app, scene) = try makeScene(scale: 2)
            let top = (x: 0, y: 0, width: 780, height: 2 * 460)
            func shoot(
                _ name: String, offset: CGFloat, crop: (x: Int, y: Int, width: Int, height: Int), line: UInt = #line
            ) {
                _ = imageFrame(scene, host: host, offset: offset)
                host.run(for: 0.3, delegate: app)  // the status bar's slide, if any
                scene.scrollView.contentOffset = CGPoint(x: 0, y: offset)
                host.render()
                assertImageSnapshot(
                    host.snapshot().cropped(to: crop), named: name, tolerance: .softwareRenderer,
                    testName: "goldens", line: line)
            }
            shoot("rest", offset: 0, crop: top)
            shoot("pulledDown120", offset: -120, crop: top)
            shoot("statusBarHidden", offset: 300, crop: top)
            let end = scene.scrollView.maximumContentOffset.y
            shoot("bottomOverscroll", offset: end + 100, crop: (x: 0, y: 2 * 384, width: 780, height: 2 * 460))
            app.handle(.key(KeyEvent(key: .character("v"), timestamp: host.time)))
            shoot("parallaxPulledDown", offset: -120, crop: top)
            shoot("parallaxPushedUp", offset: 150, crop: top)
        }
    }
}
