import Compositor
import FluidTestSupport
import Foundation
import Testing
import ViewTree

@testable import FluidPlayground
@testable import Scenes

extension SDLTests {
    /// The README's picture is what the renderer draws today, so it cannot drift from the app.
    @Suite @MainActor
    struct ReadmePictureTests {
        static let picture = TestAssets.repository.appendingPathComponent("Docs/gallery.png")

        /// Same arguments as Scripts/make-readme-picture.sh.
        @Test func docsGalleryPictureIsCurrent() throws {
            let rendered = try RenderCommand.render(
                scene: 0, scale: 2, assets: AssetCatalog(root: TestAssets.root), time: 0.6)
            let shipped = try PNGCodec.read(Self.picture)
            let comparison = ImageComparison(
                reference: shipped, actual: rendered, channelTolerance: ImageTolerance.softwareRenderer.channel)
            #expect(
                comparison.sizesMatch && comparison.differingPixels == 0,
                "Docs/gallery.png differs from the render (\(comparison.differingPixels) px): run Scripts/make-readme-picture.sh and look at it"
            )
        }
    }
}
