import FluidTestSupport
import Foundation
import Testing
import ViewTree

@testable import FluidPlayground
@testable import Scenes

/// The caption's shade, baked into the card pictures: clear 150 pt up, 0.62 black at the bottom
/// edge, smooth where it starts; only the bottom rows of a picture change.
@Suite
struct CaptionScrimTests {
    let scrim = CaptionScrim()

    @Test func theShadeRisesSmoothlyFromClearToItsMaximum() {
        #expect(scrim.alpha(fromBottom: 150) == 0 && scrim.alpha(fromBottom: 400) == 0)
        #expect(abs(scrim.alpha(fromBottom: 0) - 0.62) < 1e-12)
        #expect(abs(scrim.alpha(fromBottom: 75) - 0.31) < 1e-12)
        // No edge where it starts: the first step is tiny (smoothstep's slope is 0 there).
        #expect(scrim.alpha(fromBottom: 149) < 0.001)
    }

    @Test func onlyTheBottomRowsOfAPictureDarken() throws {
        // A 6 × 800 white picture for a 400 pt card: 2 rows a point, the shade on the last 300 rows.
        let white = Image(pixels: PixelBuffer(width: 6, height: 800, fill: (255, 255, 255, 255)))
        let shaded = scrim.applied(to: white).pixels
        #expect(shaded[0, 0] == (255, 255, 255, 255) && shaded[5, 499] == (255, 255, 255, 255))
        #expect(shaded[3, 560].r < 245 && shaded[3, 560].r > 230)  // 30 pt into the shade: alpha 0.066
        let bottom = shaded[3, 799]
        #expect(abs(Int(bottom.r) - Int((255 * (1 - scrim.alpha(fromBottom: 0.25))).rounded())) <= 0 && bottom.a == 255)
    }

    /// The shaded pictures are made once per catalog: building the stack again (a switch, `R`, a
    /// stage while idle) gets the same pictures, where shading all fourteen anew took one idle
    /// turn of 44 ms at 2×, and the renderer's caches, keyed by the picture, stay warm.
    @Test @MainActor func buildingTheStackAgainReusesTheShadedPictures() throws {
        let assets = AssetCatalog(root: TestAssets.root)
        let cards = CardsDataModel.catalog.indices
        let first = try cards.map { try CardsDataModel.load($0, from: assets) }
        let second = try cards.map { try CardsDataModel.load($0, from: assets) }
        #expect(first.count == second.count && !first.isEmpty)
        #expect(zip(first, second).allSatisfy { $0.image != nil && $0.image === $1.image })
        // Another shade is another variant.
        let lighter = try cards.map {
            try CardsDataModel.load($0, from: assets, scrim: CaptionScrim(maximumAlpha: 0.3))
        }
        #expect(zip(first, lighter).allSatisfy { $0.image !== $1.image })
    }
}
