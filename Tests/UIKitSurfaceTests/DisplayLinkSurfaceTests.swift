import FluidUIKit
import Foundation
import Testing

/// `CADisplayLink` written as UIKit code: made with a target and a method in `viewDidLoad`,
/// added to the main run loop, called once a frame with the frame's time until invalidated.
@MainActor
@Suite struct DisplayLinkSurfaceTests {
    @MainActor final class Ticker: UIViewController {
        var link: CADisplayLink?
        var times: [CFTimeInterval] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            link = CADisplayLink(target: self, selector: Ticker.step)
            link?.add(to: .main, forMode: .common)
        }

        func step(_ link: CADisplayLink) { times.append(link.timestamp) }
    }

    @Test func aLinkAddedWhileTheSceneIsBuiltRunsEveryFrame() {
        let window = UIWindow(screen: UIScreen(size: CGSize(width: 100, height: 100), scale: 1, safeAreaInsets: .zero))
        let ticker = Ticker()
        window.performAsCurrent { window.rootView = ticker.view }
        window.tick(at: 0)
        window.tick(at: 1.0 / 60)
        window.tick(at: 2.0 / 60)
        #expect(ticker.times == [0, 1.0 / 60, 2.0 / 60])
        #expect(window.needsFrames, "a running link keeps the window drawing")
        ticker.link?.invalidate()
        window.tick(at: 3.0 / 60)
        #expect(ticker.times.count == 3)
        #expect(!window.needsFrames)
    }

    @Test func aLinkAddedOutsideAnyWindowsWorkDoesNotStart() {
        let window = UIWindow(screen: UIScreen(size: CGSize(width: 100, height: 100), scale: 1, safeAreaInsets: .zero))
        let ticker = Ticker()
        window.rootView = ticker.view
        window.tick(at: 0)
        #expect(ticker.times.isEmpty)
    }
}
