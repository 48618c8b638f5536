import Compositor
import FluidTestSupport
import Foundation
import Testing
import ViewTree

@testable import FluidPlayground
@testable import Scenes

extension SDLTests {
    /// The gallery's gesture list driven by scripted drags through the app, as in the window.
    @Suite @MainActor
    struct GalleryGestureTests {
        private func makeApp() throws -> (HeadlessHost, PlaygroundApp, ScrollView) {
            let host = try HeadlessHost(screen: .phone(scale: 1), fonts: TestAssets.fonts)
            let app = try PlaygroundApp(
                window: host.window, assets: AssetCatalog(root: TestAssets.root), sceneNumber: 0)
            let page = try #require(host.window.view(withIdentifier: "galleryPage") as? ScrollView)
            return (host, app, page)
        }

        @Test func verticalDragScrollsAndFlings() throws {
            let (host, app, page) = try makeApp()
            host.play(
                PointerScript.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 300), duration: 0.2),
                delegate: app)
            let released = page.contentOffset.y
            #expect(released > 350)
            #expect(page.isDecelerating)
            host.run(for: 3, delegate: app)
            #expect(page.contentOffset.y > released + 100)
            #expect(page.contentOffset.y == page.maximumContentOffset.y)  // flung to the end and bounced back
            #expect(!page.isDecelerating)
        }

        @Test func horizontalDragOnAChipMovesTheChipNotTheList() throws {
            let (host, app, page) = try makeApp()
            page.contentOffset = CGPoint(x: 0, y: page.maximumContentOffset.y)
            let chip = try #require(host.window.view(withIdentifier: "chip3"))
            let home = chip.center
            let start = chip.convert(CGPoint(x: chip.bounds.midX, y: chip.bounds.midY), to: nil)
            var script = PointerScript()
            script.down(at: start, time: host.time)
            script.drag(to: CGPoint(x: start.x - 150, y: start.y + 8), duration: 0.25)
            host.play(script.events, delegate: app)
            #expect(page.contentOffset.y == page.maximumContentOffset.y)
            #expect(!page.isDragging)
            // Followed 1:1 from the slop's edge, 10 pt from the press along the (straight) drag.
            let slopAlongX: CGFloat = 10 * 150 / CGFloat(150 * 150 + 8 * 8).squareRoot()
            #expect(abs(chip.center.x - (home.x - 150 + slopAlongX)) < 1e-9)
            host.play(
                [.pointer(PointerEvent(phase: .ended, location: script.location, timestamp: host.time + 0.001))],
                delegate: app)
            host.run(for: 1.5, delegate: app)
            #expect(chip.center == home && !chip.hasPresentationValues)
        }

        /// The list scrolled to its end, and row 5 there: the row, its mark and a point on it
        /// (window coordinates) away from the chip.
        private func rowFive(_ host: HeadlessHost, _ page: ScrollView) throws -> (View, View, CGPoint) {
            page.contentOffset = CGPoint(x: 0, y: page.maximumContentOffset.y)
            let row = try #require(host.window.view(withIdentifier: "row5"))
            let mark = try #require(row.subviews.first { $0.bounds.width == 12 })
            return (row, mark, row.convert(CGPoint(x: 60, y: 26), to: nil))
        }

        @Test func tappingARowTogglesItsMark() throws {
            let (host, app, page) = try makeApp()
            let (_, mark, point) = try rowFive(host, page)
            host.play(PointerScript.tap(at: point, time: host.time), delegate: app)
            #expect(mark.backgroundColor == .systemGreen)
            host.play(PointerScript.tap(at: point, time: host.time + 0.5), delegate: app)
            #expect(mark.backgroundColor != .systemGreen)
        }

        /// A long press (`LongPressGestureRecognizer`, UIKit's 0.5 s): the held row rises while the
        /// finger stays down and settles when it lifts, and its mark is not toggled (the press, not a
        /// tap, took the touch).
        @Test func holdingARowLiftsItUntilTheFingerLifts() throws {
            let (host, app, page) = try makeApp()
            let (row, mark, point) = try rowFive(host, page)
            host.play([.pointer(PointerEvent(phase: .began, location: point, timestamp: host.time))], delegate: app)
            host.run(for: 0.4, delegate: app)
            #expect(row.presentation.transform == .identity, "not yet: held 0.4 s")
            host.run(for: 0.6, delegate: app)
            #expect(row.presentation.transform.a > 1.03 && row.presentation.shadowOpacity > 0.15, "lifted")
            host.play([.pointer(PointerEvent(phase: .ended, location: point, timestamp: host.time))], delegate: app)
            host.run(for: 1, delegate: app)
            #expect(row.presentation.transform == .identity && row.presentation.shadowOpacity == 0, "settled")
            #expect(mark.backgroundColor != .systemGreen, "no tap")
        }

        @Test func escapeCancelsADragInsteadOfQuitting() throws {
            let (host, app, page) = try makeApp()
            var script = PointerScript()
            script.down(at: CGPoint(x: 200, y: 400), time: 0)
            script.drag(to: CGPoint(x: 200, y: 600), duration: 0.2)
            host.play(script.events, delegate: app)
            #expect(page.isDragging && page.contentOffset.y < 0)
            app.handle(.key(KeyEvent(key: .escape, timestamp: host.time)))
            #expect(!app.wantsToQuit && !page.isDragging && !host.window.hasActiveTouches)
            host.run(for: 2, delegate: app)
            #expect(page.contentOffset.y == 0)
            app.handle(.key(KeyEvent(key: .escape, timestamp: host.time)))
            #expect(app.wantsToQuit)
        }
    }
}
