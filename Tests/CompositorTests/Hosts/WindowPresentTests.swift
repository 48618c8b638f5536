import CSDL2
import FluidTestSupport
import Foundation
import Testing

@testable import Compositor
@testable import ViewTree

extension SDLTests {
    /// On the software renderer a frame is presented only where the phone or the side panel
    /// redrew (`WindowHost.presentDamaged`): the window must still show both trees exactly as
    /// they are drawn, frame after frame.
    @Suite @MainActor
    struct WindowPresentTests {
        /// Moves a square on the phone and changes a figure on the panel every frame, for `frames` frames.
        final class Mover: HostDelegate {
            let window: Window
            let square: View
            let figure: Label
            private(set) var frame = 0
            let frames: Int
            var wantsToQuit: Bool { frame >= frames }
            init(window: Window, square: View, figure: Label, frames: Int) {
                self.window = window
                self.square = square
                self.figure = figure
                self.frames = frames
            }
            func handle(_ event: InputEvent) {}
            func advance(to time: TimeInterval) -> Bool {
                frame += 1
                square.center.x += 7
                figure.text = String(format: "v %.2f pt/s", Double(frame) * 13.37)
                return true
            }
        }

        @Test func theWindowShowsBothTreesWhenOnlyWhatChangedIsPresented() throws {
            let previousDriver = ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"]
            setenv("SDL_VIDEODRIVER", previousDriver ?? "dummy", 1)
            defer { if previousDriver == nil { unsetenv("SDL_VIDEODRIVER") } }
            let host = try WindowHost(
                title: "present test",
                screen: Screen(size: CGSize(width: 160, height: 200), scale: 1, safeAreaInsets: .zero),
                renderer: .software, fonts: TestAssets.fonts, requiresVisibleDriver: false)
            host.window.isStatusBarHidden = true
            let root = View(frame: host.window.bounds)
            root.backgroundColor = Color(red: 0.95, green: 0.93, blue: 0.9)
            let square = View(frame: CGRect(x: 10, y: 40, width: 30, height: 30))
            square.backgroundColor = Color(red: 0.8, green: 0.2, blue: 0.3)
            square.cornerRadius = 6
            root.addSubview(square)
            host.window.rootView = root

            let panel = Window(screen: Screen(size: CGSize(width: 120, height: 200), scale: 1, safeAreaInsets: .zero))
            panel.isStatusBarHidden = true
            panel.allowsFontSubpixelPositioning = false
            let panelRoot = View(frame: panel.bounds)
            panelRoot.backgroundColor = Color(red: 0.12, green: 0.12, blue: 0.14)
            let figure = Label(text: "v 0.00 pt/s", font: .systemFont(ofSize: 13), color: .white)
            figure.frame = CGRect(x: 8, y: 20, width: 104, height: 20)
            panelRoot.addSubview(figure)
            panel.rootView = panelRoot
            host.setSidePanel(panel)
            #expect(host.sidePanel?.rasterizer.fonts.subpixelPositioning == false, "the panel's own fonts")
            #expect(host.rasterizer.fonts.subpixelPositioning, "the phone keeps fractional glyph positions")
            #expect(host.panelMemoryCanvas != nil, "the panel is drawn in memory, as the phone is")

            SDL_FlushEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue)
            let mover = Mover(window: host.window, square: square, figure: figure, frames: 8)
            host.run(mover, clock: { TimeInterval(SDL_GetTicks64()) / 1000 })

            #expect(host.framesPresented >= 8)
            #expect(host.framesPresentedInPart >= 6, "\(host.framesPresentedInPart) of \(host.framesPresented) in part")
            let surface = try #require(SDL_GetWindowSurface(host.sdlWindow))
            let shown = try PNGCodec.pixels(of: surface)
            var outputWidth: Int32 = 0, outputHeight: Int32 = 0
            SDL_GetRendererOutputSize(host.rendererHandle.pointer, &outputWidth, &outputHeight)
            let placement = host.canvasPlacement(outputWidth: outputWidth, outputHeight: outputHeight)
            let phonePlace = placement.canvas
            let panelPlace = try #require(placement.panel)
            let phone = try #require(host.canvasSnapshot())
            let panelPixels = try PNGCodec.pixels(of: try #require(host.panelMemoryCanvas).surface)
            for (place, drawn, name) in [(phonePlace, phone, "phone"), (panelPlace, panelPixels, "panel")] {
                #expect(Int(place.w) == drawn.width && Int(place.h) == drawn.height, "\(name) shown at its size")
                let region = shown.cropped(to: (Int(place.x), Int(place.y), drawn.width, drawn.height))
                let differing = zip(region.bytes, drawn.bytes).filter { $0 != $1 }.count
                #expect(differing == 0, "\(differing) bytes of the \(name) differ from what was drawn")
            }
        }
    }
}
