import CSDL2
import CWindowSystem
import FluidTestSupport
import Foundation
import Testing

@testable import Compositor
@testable import ViewTree

extension SDLTests {
    /// Which renderer `--renderer auto` opens, and how fast a window presents while it animates.
    @Suite @MainActor
    struct WindowRendererChoiceTests {
        @Test func mesasCPURasterisersAreKnownByName() {
            for cpu in ["llvmpipe (LLVM 15.0.6, 256 bits)", "softpipe", "Software Rasterizer", "swrast"] {
                #expect(OpenGLImplementation.isSoftwareRasterizer(cpu), "\(cpu)")
            }
            for gpu in [
                "Mesa Intel(R) UHD Graphics 620 (KBL GT2)", "AMD Radeon RX 6600 (navi23, LLVM 15.0.6, DRM 3.49, 6.1.0)",
                "NVIDIA GeForce RTX 3060/PCIe/SSE2", "virgl (Intel(R) Iris(R) Xe Graphics)",
            ] {
                #expect(!OpenGLImplementation.isSoftwareRasterizer(gpu), "\(gpu)")
            }
            #expect(OpenGLImplementation.shortName("llvmpipe (LLVM 15.0.6, 256 bits)") == "llvmpipe")
        }

        /// Where OpenGL is Mesa's llvmpipe (SDL's offscreen driver through EGL here, as under Xvfb),
        /// `auto` opens the software renderer and says why; on a GPU it keeps OpenGL.
        @Test func autoTakesTheSoftwareRendererWhereOpenGLDrawsOnTheCPU() throws {
            let gl: String
            do {
                let probe = try HeadlessHost(
                    screen: .phone(scale: 1), fonts: TestAssets.fonts, renderDriver: "opengl", videoDriver: "offscreen")
                gl = try #require(
                    OpenGLImplementation.currentRenderer(), "an OpenGL context is current on \(probe.rendererName)")
            }
            try withVideoDriver("offscreen") {
                let host = try WindowHost(
                    title: "renderer choice", screen: .phone(scale: 1), renderer: .auto, fonts: TestAssets.fonts,
                    requiresVisibleDriver: false)
                if OpenGLImplementation.isSoftwareRasterizer(gl) {
                    #expect(host.rendererName == "software")
                    #expect(
                        host.rendererReason
                            == "OpenGL here is \(OpenGLImplementation.shortName(gl)), which draws on the CPU")
                } else {
                    #expect(host.rendererName != "software" && host.rendererReason == nil, "\(gl) is a GPU")
                }
            }
        }

        /// Runs `body` with SDL's video started afresh on `driver` (`SDL_VIDEODRIVER`), then
        /// stops it and puts the variable back.
        private func withVideoDriver(_ driver: String, _ body: () throws -> Void) rethrows {
            SDLContext.stopVideo()
            let previousDriver = ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"]
            setenv("SDL_VIDEODRIVER", driver, 1)
            defer {
                if let previousDriver {
                    setenv("SDL_VIDEODRIVER", previousDriver, 1)
                } else {
                    unsetenv("SDL_VIDEODRIVER")
                }
                SDLContext.stopVideo()
            }
            try body()
        }

        /// On an X server without direct rendering (Xvfb, Xvnc) `auto` takes the software renderer
        /// without loading OpenGL, and says why. Runs where a display is set (`DISPLAY=:7` under Xvfb).
        @Test(.enabled(if: ProcessInfo.processInfo.environment["DISPLAY"] != nil))
        func autoSkipsOpenGLOnAnXServerWithoutDirectRendering() throws {
            try withVideoDriver("x11") {
                let host = try WindowHost(
                    title: "renderer choice", screen: .phone(scale: 1), renderer: .auto, fonts: TestAssets.fonts)
                let direct = fluid_window_system_direct_rendering(UnsafeMutableRawPointer(host.sdlWindow))
                #expect(direct >= 0, "an X11 window")
                if direct == 0 {
                    #expect(
                        host.rendererName == "software"
                            && host.rendererReason == "this X server has no GPU rendering (no DRI3, DRI2 or NV-GLX)")
                    #expect(SDL_GL_GetCurrentContext() == nil, "OpenGL was never loaded")
                } else {
                    #expect(host.rendererName != "software" || host.rendererReason != nil)
                }
            }
        }

        /// Frames begin at most once per display frame, whether or not the renderer's present
        /// waits for it (SDL's software renderer reports vsync without waiting: 270-340 presents a
        /// second under Xvfb).
        @Test func animationFramesAreHeldToTheDisplaysRate() {
            let sixty = FramePacing(refreshRate: 0)
            #expect(sixty.frameInterval == 1.0 / 60, "no rate reported: 60 Hz")
            #expect(
                abs(sixty.delay(afterFrameOf: 0.002) - (1.0 / 60 - 0.002)) < 1e-12, "a quick frame waits out the rest")
            #expect(
                sixty.delay(afterFrameOf: 1.0 / 60) == 0 && sixty.delay(afterFrameOf: 0.05) == 0,
                "a present that waited, or a late frame, goes on")
            #expect(FramePacing(refreshRate: 144).frameInterval == 1.0 / 144)
        }

        /// The frame-rate limiter (`Ctrl+F`) lengthens the frame, never shortens it below the
        /// display's, and holds every frame, those input draws too.
        @Test func aLimitHoldsEveryFrameToItsRate() {
            var pacing = FramePacing(refreshRate: 60)
            #expect(!pacing.holdsEveryFrame, "without a limit, input is drawn at once")
            pacing.limit = 15
            #expect(pacing.frameInterval == 1.0 / 15 && pacing.holdsEveryFrame)
            #expect(abs(pacing.delay(afterFrameOf: 0.01) - (1.0 / 15 - 0.01)) < 1e-12)
            pacing.limit = 120
            #expect(pacing.frameInterval == 1.0 / 60, "a limit above the display's rate is the display's")
        }
    }
}
