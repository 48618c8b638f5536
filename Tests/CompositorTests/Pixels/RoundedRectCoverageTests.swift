import Foundation
import Testing

@testable import Compositor
@testable import ViewTree

/// A shadow's shape before the blur (`Rasterizer.coverage(ofRoundedRectWidth:…)`): the pixels
/// it fills with 1 without computing their distance must be exactly those the distance gives 1,
/// so the plane equals the plain per-pixel coverage everywhere, for every radius and size.
struct RoundedRectCoverageTests {
    @Test func theInteriorShortcutGivesThePlainCoverage() {
        var sizes: [(Int, Int)] = []
        for width in [1, 2, 3, 5, 8, 17, 40] { for height in [1, 2, 4, 9, 33] { sizes.append((width, height)) } }
        for (width, height) in sizes {
            for radius in [-2, 0, 0.25, 0.5, 1, 1.5, 2.7, 4, 8, 12.5, 100] as [CGFloat] {
                let r = min(radius, CGFloat(min(width, height)) / 2)
                for padding in [0, 3] {
                    let plane = Rasterizer.coverage(
                        ofRoundedRectWidth: width, height: height, radius: r, padding: padding)
                    let paddedWidth = width + 2 * padding
                    var plain = [Float](repeating: 0, count: paddedWidth * (height + 2 * padding))
                    for y in 0..<height {
                        for x in 0..<width {
                            plain[(y + padding) * paddedWidth + x + padding] = Float(
                                CoverageMask.roundedRectCoverage(
                                    x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5, width: CGFloat(width),
                                    height: CGFloat(height), radius: r))
                        }
                    }
                    #expect(plane == plain, "\(width) × \(height), radius \(r), padding \(padding)")
                    if plane != plain { return }
                }
            }
        }
    }
}
