import CSDL2
import FluidTestSupport
import Foundation
import Testing

@testable import Compositor
@testable import ViewTree

extension SDLTests {
    /// A window on SDL's software renderer draws its frame in memory (`MemoryCanvas`), where the
    /// rasteriser writes pixels itself as it does headless: the window's frame must be the
    /// headless one, byte for byte, also after its scale follows the window (a new canvas and
    /// rasteriser).
    @Suite @MainActor
    struct WindowHostCanvasTests {
        /// Ends the run loop after `frames` frames.
        final class FrameCounter: HostDelegate {
            let window: Window
            private var left: Int
            var wantsToQuit: Bool { left <= 0 }
            init(window: Window, frames: Int) {
                self.window = window
                left = frames
            }
            func handle(_ event: InputEvent) { window.send(event) }
            func advance(to time: TimeInterval) -> Bool {
                left -= 1
                return false
            }
        }

        @Test(arguments: [false, true])
        func theWindowsFrameInMemoryIsTheHeadlessFrame(adaptingScale: Bool) throws {
            let previousDriver = ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"]
            setenv("SDL_VIDEODRIVER", previousDriver ?? "dummy", 1)
            defer { if previousDriver == nil { unsetenv("SDL_VIDEODRIVER") } }
            let size = CanvasFillTests.storesSize
            let host = try WindowHost(
                title: "canvas test", screen: Screen(size: size, scale: 2, safeAreaInsets: .zero),
                renderer: .software, fonts: TestAssets.fonts, requiresVisibleDriver: false)
            let first = host.rasterizer
            // The dummy driver's window shows one pixel per point: a window that follows it draws at 1×.
            host.adaptsScaleToWindow = adaptingScale
            #expect((host.rasterizer !== first) == adaptingScale, "a new scale brings a new rasteriser")
            host.window.isStatusBarHidden = true
            let root = View(frame: CGRect(origin: .zero, size: size))
            root.backgroundColor = CanvasFillTests.storesBackground
            CanvasFillTests.addStores(to: root)
            host.window.rootView = root
            SDL_FlushEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue)
            host.run(FrameCounter(window: host.window, frames: 1), clock: { TimeInterval(SDL_GetTicks64()) / 1000 })

            #expect(host.rendererName == "software")
            #expect(
                host.rasterizer.statistics.canvasFills > 0 && host.rasterizer.statistics.canvasBlends > 0,
                "the rasteriser wrote into the frame's memory")
            let headless = try CanvasFillTests.drawStores(renderDriver: nil, scale: adaptingScale ? 1 : 2)
            let expected = headless.snapshot()
            let actual = try #require(host.canvasSnapshot())
            #expect(actual.width == expected.width && actual.height == expected.height)
            let differing = zip(expected.bytes, actual.bytes).filter { $0 != $1 }.count
            #expect(differing == 0, "\(differing) bytes differ")
        }
    }
}
