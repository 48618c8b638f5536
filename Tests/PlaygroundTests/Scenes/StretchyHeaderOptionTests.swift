import Compositor
import FluidTestSupport
import Foundation
import Testing
import ViewTree

@testable import FluidPlayground
@testable import Scenes

extension SDLTests {
    /// Scene 5's GSKStretchyHeaderView options, driven by scripted drags on the virtual clock:
    /// `N` (a minimum height with a title cross-fade), `T` (the status bar restyled rather than
    /// hidden) and `E` (the header's content stretching with the picture, or not).
    ///
    /// Screen geometry as in `StretchyHeaderTests`: the image container is 273 pt tall, the top
    /// safe area 47 pt, so the collapsed header (status bar + a 44 pt bar) is 91 pt.
    @Suite @MainActor
    struct StretchyHeaderOptionTests {
        static let restHeight: CGFloat = 273
        static let floor: CGFloat = 47 + 44
        /// Frames snap to 1/64 pt in their superview, so on screen a view can sit that far off.
        static let grain: CGFloat = 1.0 / 64

        private func close(_ a: CGRect, _ b: CGRect) -> Bool {
            [a.minX - b.minX, a.minY - b.minY, a.width - b.width, a.height - b.height].allSatisfy {
                abs($0) <= Self.grain
            }
        }

        private func makeScene(scale: CGFloat = 1) throws -> (HeadlessHost, PlaygroundApp, StretchyHeaderScene) {
            try PlaygroundTests.makeScene(StretchyHeaderScene.self, scale: scale)
        }

        private func press(_ key: Character, _ host: HeadlessHost, _ app: PlaygroundApp) {
            app.handle(.key(KeyEvent(key: .character(key), timestamp: host.time)))
        }

        private func onScreen(_ view: View) -> CGRect { view.convert(view.bounds, to: nil) }

        /// A finger dragging the content from `from` to `to` at 60 Hz, held (no fling), calling
        /// `each` after every frame with the content's offset.
        private func drag(
            _ host: HeadlessHost, _ app: PlaygroundApp, _ scene: StretchyHeaderScene,
            from: CGFloat, to: CGFloat, duration: TimeInterval, each: (CGFloat) -> Void
        ) {
            var script = PointerScript()
            script.down(at: CGPoint(x: 200, y: from), time: host.time + 0.001)
            script.drag(to: CGPoint(x: 200, y: to), duration: duration)
            for frame in EventSchedule.frames(script.events, start: host.time) {
                for event in frame.events { host.send(event, delegate: app) }
                host.advance(by: frame.time - host.time, delegate: app)
                host.window.layoutIfNeeded()
                each(scene.scrollView.contentOffset.y)
            }
        }

        /// `N`: pushed up, the image scrolls away as in the article until its bottom meets the
        /// 91 pt floor, then stays while the text scrolls on under it; over the last 44 pt the bar
        /// fades in as the big title fades out. Pulled down it still stretches (the article's
        /// priorities), and the status bar, over the bar, never hides. Off, the seed's behaviour.
        @Test func theStickyHeaderStopsAtTheNavigationBarAndCrossFadesTheTitle() throws {
            let (host, app, scene) = try makeScene()
            press("n", host, app)
            #expect(scene.isSticky && !scene.navigationBar.isHidden)
            var sawMidFade = false
            drag(host, app, scene, from: 750, to: 250, duration: 2) { offset in
                let image = onScreen(scene.imageView)
                let bottom = max(Self.floor, Self.restHeight - offset)
                #expect(abs(image.maxY - bottom) <= Self.grain, "offset \(offset): bottom \(image.maxY)")
                #expect(image.height == Self.restHeight, "the seed's required height holds")
                let fade = min(1, max(0, (Self.floor + 44 - bottom) / 44))
                #expect(abs(scene.navigationBar.alpha - fade) < 0.01, "offset \(offset)")
                #expect(
                    scene.titleLabel.alpha <= 1 - fade + 0.01 && scene.progressLabel.alpha <= 1 - fade + 0.01,
                    "offset \(offset)")
                if fade > 0.2 && fade < 0.8 { sawMidFade = true }
                #expect(!host.window.isStatusBarHidden)
            }
            let pushed = scene.scrollView.contentOffset.y
            #expect(pushed > 400 && sawMidFade)
            #expect(onScreen(scene.textContainer).minY < 0)  // the text went on under the bar
            #expect(scene.navigationBar.alpha == 1 && scene.titleLabel.alpha == 0)
            // In parallax the image squeezes down to the floor instead.
            press("v", host, app)
            host.window.layoutIfNeeded()
            #expect(close(onScreen(scene.imageView), CGRect(x: 0, y: 0, width: 390, height: Self.floor)))
            press("v", host, app)
            // Pulled down past the top, the article's stretch.
            scene.scrollView.contentOffset = CGPoint(x: 0, y: -100)
            host.window.layoutIfNeeded()
            #expect(onScreen(scene.imageView) == CGRect(x: 0, y: 0, width: 390, height: 373))
            #expect(scene.navigationBar.alpha == 0 && scene.titleLabel.alpha == 1)
            // Off: the seed's image scrolls off whole, and the status bar hides over the text.
            press("n", host, app)
            scene.scrollView.contentOffset = CGPoint(x: 0, y: pushed)
            host.window.layoutIfNeeded()
            #expect(abs(onScreen(scene.imageView).maxY - (Self.restHeight - pushed)) <= Self.grain)
            #expect(scene.navigationBar.isHidden && host.window.isStatusBarHidden)
        }

        /// `T`: the status bar stays and its text is white where what lies beneath is dark (the
        /// picture's band of trees) and black where it is light (the sky, the red backing, the
        /// bar); the estimate agrees with the pixels drawn there. Off, the article hides it.
        @Test func theRestyledStatusBarFollowsWhatLiesBeneath() throws {
            let (host, app, scene) = try makeScene()
            host.advance(by: 1.0 / 60, delegate: app)
            press("t", host, app)
            let statusBar = host.window.statusBar
            var tints: [(offset: CGFloat, white: Bool)] = []
            drag(host, app, scene, from: 700, to: 300, duration: 1.6) { offset in
                #expect(!host.window.isStatusBarHidden)
                tints.append((offset, statusBar.tintColor == .white))
            }
            #expect(tints.first?.white == false, "black over the sky at rest")
            #expect(tints.contains { $0.white }, "white somewhere over the trees: \(tints)")
            #expect(tints.last?.white == false && (tints.last?.offset ?? 0) > 300, "black over the red backing")
            // The estimate against the pixels drawn under the glyphs (the status bar itself not drawn).
            for offset in stride(from: 0 as CGFloat, through: 320, by: 20) {
                scene.scrollView.contentOffset = CGPoint(x: 0, y: offset)
                host.window.layoutIfNeeded()
                statusBar.isHidden = true
                host.render()
                statusBar.isHidden = false
                let frame = host.snapshot()
                let drawn: Double =
                    StretchyHeaderScene.statusBarGlyphColumns.map { columns in
                        let x = Int(columns.lowerBound), width = Int(columns.upperBound - columns.lowerBound)
                        return LuminanceMap(pixels: frame.cropped(to: (x: x, y: 0, width: width, height: 47)), cell: 1)
                            .mean(in: CGRect(x: 0, y: 0, width: width, height: 47)) ?? 0
                    }.reduce(0, +) / 2
                let estimate = scene.luminanceUnderStatusBar
                // Over the picture the estimate is close; over the red backing it leaves out the
                // body text's white glyphs (0.25 estimated, 0.33 drawn), both reading black.
                let overPicture = Self.restHeight - offset >= 47
                #expect(
                    abs(estimate - drawn) < (overPicture ? 0.04 : 0.1),
                    "offset \(offset): estimated \(estimate), drawn \(drawn)")
                #expect(
                    RelativeLuminance.prefersLightContent(estimate) == RelativeLuminance.prefersLightContent(drawn),
                    "offset \(offset)")
                #expect(statusBar.tintColor == (RelativeLuminance.prefersLightContent(estimate) ? .white : .black))
            }
            // With the bar collapsed over it, black.
            press("n", host, app)
            scene.scrollView.contentOffset = CGPoint(x: 0, y: 400)
            host.window.layoutIfNeeded()
            #expect(statusBar.tintColor == .black && scene.navigationBar.alpha == 1)
            press("n", host, app)
            // Off: black text, and the article's hiding is back.
            press("t", host, app)
            #expect(statusBar.tintColor == .black && host.window.isStatusBarHidden)
        }

        /// `E` off (GSK's `contentExpands = NO`, anchored at the bottom): pulled down, only the
        /// picture stretches — the title stays centred in the bottom 273 pt — while on (the
        /// default) it stays centred in the whole stretched image. The pill rides the bottom in
        /// both; a squeezed image (parallax) squeezes the content in both.
        @Test(arguments: [true, false])
        func theHeadersContentStretchesOrOnlyThePictureDoes(_ stretches: Bool) throws {
            let (host, app, scene) = try makeScene()
            if !stretches { press("e", host, app) }
            #expect(scene.contentStretches == stretches)
            var pulled: CGFloat = 0
            drag(host, app, scene, from: 300, to: 600, duration: 0.6) { offset in
                let image = onScreen(scene.imageView), title = onScreen(scene.titleLabel)
                let centre = stretches ? image.midY : image.maxY - Self.restHeight / 2
                #expect(
                    abs(title.midY - centre) <= 1.0 / 32, "offset \(offset): title at \(title.midY), expected \(centre)"
                )
                #expect(abs(onScreen(scene.progressLabel).maxY - (image.maxY - 12)) <= 1.0 / 32)
                pulled = -offset
            }
            #expect(pulled > 80)
            press("v", host, app)
            scene.scrollView.contentOffset = CGPoint(x: 0, y: 150)
            host.window.layoutIfNeeded()
            let squeezed: CGFloat = 123
            #expect(onScreen(scene.headerContent) == CGRect(x: 0, y: 0, width: 390, height: squeezed))
        }

        // MARK: The header's content on the rendered pixels

        /// The rows at the top of the screen the header's content can reach.
        static let headerBand = 320

        /// The pixels a view puts into the top `headerBand` rows of the frame: where the frame
        /// differs from one drawn with the view hidden.
        private func drawnPixels(of view: View, _ host: HeadlessHost, in frame: PixelBuffer) -> [Bool] {
            view.isHidden = true
            host.render()
            let without = host.snapshot()
            view.isHidden = false
            // Plain loops over raw pixels: a debug build's generic sequence code would dominate.
            let count = frame.width * Self.headerBand
            var drawn = [Bool](repeating: false, count: count)
            frame.bytes.withUnsafeBytes { a in
                without.bytes.withUnsafeBytes { b in
                    let a = a.bindMemory(to: UInt32.self), b = b.bindMemory(to: UInt32.self)
                    drawn.withUnsafeMutableBufferPointer { drawn in
                        var i = 0
                        while i < count {
                            drawn[i] = a[i] != b[i]
                            i += 1
                        }
                    }
                }
            }
            return drawn
        }

        /// Rows `rect` spans on the screen that hold none of `drawn`: a view cut by a clip or
        /// covered misses rows it should fill.
        private func emptyRows(_ rect: CGRect, _ drawn: [Bool], width: Int) -> [Int] {
            let rows = max(0, Int(rect.minY.rounded(.up)))..<min(Self.headerBand, Int(rect.maxY.rounded(.down)))
            return rows.filter { y in !drawn[(y * width)..<((y + 1) * width)].contains(true) }
        }

        private func overlap(_ a: [Bool], _ b: [Bool]) -> Int {
            var count = 0, i = 0
            while i < a.count {
                if a[i] && b[i] { count += 1 }
                i += 1
            }
            return count
        }

        /// Pushed up with a finger in every variant, the big title is drawn whole or not at all:
        /// never cut by the image's edge, never under the status bar, never under the pill (which
        /// stops below the status bar), never at once with the bar's title (`N`); the pill is never
        /// cut either. Checked on the rendered pixels of every frame of the push.
        @Test(arguments: ["", "v", "n", "vn", "t", "tv", "e", "ev"])
        func theHeadersTitleAndPillAreNeverCutOrDrawnOverEachOther(_ keys: String) throws {
            let (host, app, scene) = try makeScene()
            for key in keys { press(key, host, app) }
            var sawTitle = false, sawPinnedPill = false
            drag(host, app, scene, from: 760, to: 360, duration: 1) { offset in
                host.render()
                let frame = host.snapshot()
                let title = drawnPixels(of: scene.titleLabel, host, in: frame)
                let pill = drawnPixels(of: scene.progressLabel, host, in: frame)
                let barTitle = drawnPixels(of: scene.navigationTitle, host, in: frame)
                let titleRect = onScreen(scene.titleLabel), pillRect = onScreen(scene.progressLabel)
                #expect(overlap(title, pill) == 0, "\(keys) offset \(offset): the pill over the title")
                #expect(overlap(title, barTitle) == 0, "\(keys) offset \(offset): two titles at once")
                if scene.titleLabel.alpha >= 0.1 {
                    sawTitle = sawTitle || offset > 20
                    #expect(titleRect.minY >= 47, "\(keys) offset \(offset): the title under the status bar")
                    let empty = emptyRows(titleRect, title, width: frame.width)
                    #expect(empty.isEmpty, "\(keys) offset \(offset): the title cut, rows \(empty)")
                }
                if scene.progressLabel.alpha >= 0.1 {
                    sawPinnedPill = sawPinnedPill || pillRect.minY == 53 && offset > 0
                    let empty = emptyRows(pillRect, pill, width: frame.width)
                    #expect(empty.isEmpty, "\(keys) offset \(offset): the pill cut, rows \(empty)")
                }
            }
            #expect(sawTitle, "the title shown while pushed")
            if !keys.contains("n") { #expect(sawPinnedPill, "the pill shown stopped below the status bar") }
        }

        // MARK: Pictures

        @Test func goldens() throws {
            let (host, app, scene) = try makeScene(scale: 2)
            let top = (x: 0, y: 0, width: 780, height: 2 * 460)
            func shoot(_ name: String, offset: CGFloat, line: UInt = #line) {
                scene.scrollView.contentOffset = CGPoint(x: 0, y: offset)
                host.run(for: 0.3, delegate: app)  // the status bar's slide, if any
                scene.scrollView.contentOffset = CGPoint(x: 0, y: offset)
                host.render()
                assertImageSnapshot(
                    host.snapshot().cropped(to: top), named: name, tolerance: .softwareRenderer,
                    testName: "goldens", line: line)
            }
            press("n", host, app)
            shoot("stickyCollapsing", offset: 160)
            shoot("stickyCollapsed", offset: 400)
            press("n", host, app)
            press("t", host, app)
            shoot("restyledOverTheTrees", offset: 130)
            press("t", host, app)
            press("e", host, app)
            shoot("pictureOnlyPulledDown120", offset: -120)
        }
    }
}
