import Compositor
import FluidTestSupport
import Foundation
import SeedArticles
import Testing
import ViewTree

extension SDLTests {
    /// Seed 004's stretchy header, as written against `import UIKit` and `import SnapKit`, in a
    /// headless 390 × 844 window. The numbers are the playground scene's (StretchyHeaderTests): the
    /// image container is 390 × 0.7 = 273 pt tall, so the image is (top, height) (0, 373) pulled down
    /// 100, (0, 273) at rest and (−150, 273) pushed up 150; the status bar slides away (0.2 s) once the
    /// text container's top passes the safe area's top (47), and comes back when it returns.
    ///
    @Suite @MainActor
    struct SeedStretchyPortTests {
        @MainActor
        struct Stage {
            let host: HeadlessHost
            let controller = StretchyViewController()
            /// The article's views are private: found by their place in the tree it builds.
            let scrollView: ScrollView
            let imageView: ImageView
            let textContainer: View

            init() throws {
                host = try HeadlessHost(screen: .phone(scale: 1), fonts: TestAssets.fonts)
                controller.present(in: host.window)
                host.render()
                let scrollView = try #require(controller.view.subviews.first as? ScrollView)
                self.scrollView = scrollView
                imageView = try #require(scrollView.subviews.lazy.compactMap { $0 as? ImageView }.first)
                textContainer = try #require(scrollView.subviews.first { $0.subviews.contains { $0 is Label } })
            }

            func onScreen(_ view: View) -> CGRect { view.convert(view.bounds, to: nil) }

            /// The image's frame on screen with the content scrolled to `offset`.
            func imageFrame(offset: CGFloat) -> CGRect {
                scrollView.contentOffset = CGPoint(x: 0, y: offset)
                host.window.layoutIfNeeded()
                return onScreen(imageView)
            }
        }

        @Test func theImageFollowsTheHandSolvedSystem() throws {
            let stage = try Stage()
            #expect(stage.imageFrame(offset: -100) == CGRect(x: 0, y: 0, width: 390, height: 373))
            #expect(stage.imageFrame(offset: 0) == CGRect(x: 0, y: 0, width: 390, height: 273))
            #expect(stage.imageFrame(offset: 150) == CGRect(x: 0, y: -150, width: 390, height: 273))
            #expect(stage.onScreen(stage.textContainer).minY == CGFloat(273 - 150), "the text follows the image")
        }

        @Test func theContentInsetLeavesTheHomeIndicatorFree() throws {
            let stage = try Stage()
            #expect(stage.scrollView.contentInset == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
            #expect(stage.scrollView.scrollIndicatorInsets == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
            let end = stage.scrollView.maximumContentOffset.y
            _ = stage.imageFrame(offset: end)
            #expect(abs(stage.onScreen(stage.textContainer).maxY - (844 - 34)) <= 1.0 / 64)
        }

        @Test func aDragDownStretchesTheImageAndItSpringsBack() throws {
            let stage = try Stage()
            stage.host.drag(
                from: CGPoint(x: 200, y: 400), to: CGPoint(x: 200, y: 600), duration: 0.4,
                release: false, settle: 0)
            stage.host.window.layoutIfNeeded()
            let pulled = -stage.scrollView.contentOffset.y
            #expect(pulled > 60 && pulled < 190, "rubber-banded: less than the finger's 190 pt, got \(pulled)")
            let image = stage.onScreen(stage.imageView)
            #expect(abs(image.minY - 0) <= 1.0 / 64, "the image's top stays pinned to the root's")
            #expect(abs(image.height - (273 + pulled)) <= 1.0 / 64)
            stage.host.send(
                .pointer(
                    PointerEvent(
                        phase: .ended, location: CGPoint(x: 200, y: 600),
                        timestamp: stage.host.time + 0.05)))
            stage.host.advance(by: 1.5)
            #expect(
                stage.imageFrame(offset: stage.scrollView.contentOffset.y)
                    == CGRect(x: 0, y: 0, width: 390, height: 273))
        }

        @Test func theStatusBarSlidesAwayWhenTheTextReachesItAndBack() throws {
            let stage = try Stage()
            let window = stage.host.window, status = window.statusBar
            let crossing: CGFloat = 273 - 47
            _ = stage.imageFrame(offset: crossing)
            #expect(!window.isStatusBarHidden)
            _ = stage.imageFrame(offset: crossing + 0.5)
            #expect(window.isStatusBarHidden, "the text passed the safe area's top")
            // The article's 0.2 s animation block, with its .slide: half-way the bar is partly up.
            stage.host.advance(by: 0)
            stage.host.advance(by: 0.1)
            #expect(
                status.presentation.transform.ty < -5 && status.presentation.transform.ty > -42,
                "sliding: \(status.presentation.transform.ty)")
            #expect(status.presentation.alpha == 1, "a slide, not a fade")
            stage.host.advance(by: 0.15)
            #expect(status.isHidden)
            _ = stage.imageFrame(offset: crossing)
            #expect(!window.isStatusBarHidden)
            #expect(!status.isHidden, "it slides back in")
        }
    }
}
