import FluidTestSupport
import Foundation
import Testing

@testable import Compositor
@testable import FluidPlayground
@testable import Scenes
@testable import ViewTree

extension SDLTests {
    /// Every scene drawn by an accelerated renderer — OpenGL on Mesa through SDL's `offscreen`
    /// video driver and EGL, no display needed — against the software surface, through its
    /// signature gesture (Docs/Rendering.md §14): stores stay premultiplied on the renderer, so
    /// nothing is read back, and the pictures agree within the renderer's filtering and rounding.
    @Suite @MainActor
    struct AcceleratedRendererTests {
        /// A 2× host drawing with OpenGL into a hidden offscreen window.
        static func openGLHost() throws -> HeadlessHost {
            try HeadlessHost(
                screen: .phone(scale: 2), fonts: TestAssets.fonts, renderDriver: "opengl", videoDriver: "offscreen")
        }

        @Test func theOffscreenOpenGLRendererKeepsStoresPremultiplied() throws {
            let host = try Self.openGLHost()
            #expect(host.rendererName == "opengl")
            #expect(
                host.rasterizer.capabilities
                    == RendererCapabilities(
                        isAccelerated: true, supportsPremultipliedBlend: true,
                        supportsCoverageBlend: true))
        }

        @Test(arguments: [0, 1, 2, 3, 4, 5])
        func aSceneOnOpenGLReadsNothingBackAndLooksLikeSoftware(scene: Int) throws {
            let software = try SignatureGesturePlayback(scene: scene, settleFrames: 30)
            let openGL = try SignatureGesturePlayback(scene: scene, settleFrames: 30, host: Self.openGLHost())
            #expect(software.frames.count == openGL.frames.count)
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fluid-accelerated")
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            func compare(_ moment: String) {
                software.host.render()
                openGL.host.render()
                let reference = software.host.snapshot(), actual = openGL.host.snapshot()
                try? PNGCodec.write(
                    reference, to: folder.appendingPathComponent("scene\(scene)-\(moment)-software.png"))
                try? PNGCodec.write(actual, to: folder.appendingPathComponent("scene\(scene)-\(moment)-opengl.png"))
                let comparison = ImageComparison(reference: reference, actual: actual, channelTolerance: 8)
                let share = Double(comparison.differingPixels) / Double(comparison.totalPixels)
                print(
                    String(
                        format: "scene %d %@: largest difference %d, %.3f %% of pixels over 8 levels",
                        scene, moment, comparison.largestDifference, share * 100))
                // Measured: at most 7 levels (scene 3, bilinear filtering of the tilted card against
                // the resampler), no pixel over 8.
                #expect(
                    comparison.largestDifference <= 12,
                    "scene \(scene) \(moment): \(comparison.largestDifference) levels at \(comparison.largestDifferenceAt); pictures in \(folder.path)"
                )
            }
            compare("rest")
            let readBacks = openGL.host.rasterizer.statistics.pixelReadbacks
            let middle = openGL.frames.count / 2
            for (index, frame) in zip(software.frames, openGL.frames).enumerated() {
                software.play(frame.0)
                openGL.play(frame.1)
                software.host.renderIfNeeded()
                openGL.host.renderIfNeeded()
                if index == middle { compare("mid-gesture") }
            }
            #expect(
                openGL.host.rasterizer.statistics.pixelReadbacks == readBacks,
                "scene \(scene): stores read back during the gesture")
            compare("end")
        }
    }
}
