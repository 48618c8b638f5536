import FluidTestSupport
import Foundation
import Testing

@testable import Compositor
@testable import ViewTree

/// Occlusion culling's geometry: what covers leave of a rectangle, and which pixels of a tilted
/// store are surely opaque.
@MainActor
struct OcclusionTests {
    let screen = CGRect(x: 0, y: 0, width: 780, height: 1688)

    @Test func aSheetAcrossTheBottomLeavesTheBandAboveIt() {
        let sheet = CGRect(x: 0, y: 600, width: 780, height: 1200)
        #expect(Rasterizer.uncoveredPieces(of: screen, by: [sheet]) == [CGRect(x: 0, y: 0, width: 780, height: 600)])
    }

    @Test func coversTakeSidesInTurnAndTogetherCanHideEverything() {
        let header = CGRect(x: -10, y: -10, width: 800, height: 410)
        let sheet = CGRect(x: 0, y: 1000, width: 780, height: 700)
        #expect(
            Rasterizer.uncoveredPieces(of: screen, by: [header, sheet]) == [
                CGRect(x: 0, y: 400, width: 780, height: 600)
            ])
        let middle = CGRect(x: 0, y: 390, width: 780, height: 620)
        #expect(Rasterizer.uncoveredPieces(of: screen, by: [header, sheet, middle]) == [])
    }

    @Test func aCoverThatTouchesNothingLeavesTheRectangle() {
        let elsewhere = CGRect(x: 900, y: 0, width: 100, height: 100)
        #expect(Rasterizer.uncoveredPieces(of: screen, by: [elsewhere]) == [screen])
    }

    /// A card in the middle leaves a frame of four pieces around it: disjoint, outside the card,
    /// and with the card, exactly the rectangle.
    @Test func aCoverInsideLeavesFourPiecesThatTileTheRest() throws {
        let card = CGRect(x: 100, y: 200, width: 300, height: 400)
        let pieces = try #require(Rasterizer.uncoveredPieces(of: screen, by: [card]))
        #expect(pieces.count == 4)
        // (Rectangles that only share an edge do not overlap.)
        func overlap(_ a: CGRect, _ b: CGRect) -> Bool {
            let i = a.intersection(b)
            return !i.isNull && i.width > 0 && i.height > 0
        }
        #expect(pieces.allSatisfy { screen.contains($0) && !overlap($0, card) })
        for (i, a) in pieces.enumerated() {
            for b in pieces[(i + 1)...] { #expect(!overlap(a, b), "\(a) overlaps \(b)") }
        }
        let area = pieces.reduce(0) { $0 + $1.width * $1.height }
        #expect(area + card.width * card.height == screen.width * screen.height)
    }

    @Test func tooManyPiecesAreNotWorthTheDraws() {
        let holes = (0..<3).map { CGRect(x: 100 + 200 * $0, y: 100, width: 50, height: 50) }
        #expect(Rasterizer.uncoveredPieces(of: screen, by: holes) == nil)
    }

    /// Under random rotations, scales and shears, every pixel of the rectangle `pixelsInside`
    /// finds has its centre inside the parallelogram (checked pixel by pixel), and a card-shaped
    /// rectangle tilted as far as the card stack tilts it (±0.1 rad) keeps most of its area.
    @Test func theRectangleInsideATiltedStoreIsInsideAndLarge() throws {
        var random = SplitMix64(seed: 29)
        for trial in 0..<200 {
            let source = CGRect(
                x: CGFloat(random.nextUnit() * 20), y: CGFloat(random.nextUnit() * 20),
                width: 20 + CGFloat(random.nextUnit() * 200), height: 20 + CGFloat(random.nextUnit() * 200))
            let small = trial.isMultiple(of: 2)
            let angle = CGFloat(random.nextUnit() - 0.5) * (small ? 0.2 : 2 * .pi)
            let scale = 0.5 + CGFloat(random.nextUnit()) * 1.5
            var linear = Transform(rotationAngle: angle).scaledBy(x: scale, y: scale)
            if trial % 3 == 2 { linear.c += CGFloat(random.nextUnit() * 0.3) }
            let (x, y) = (CGFloat(Int(random.next() % 200)) - 100, CGFloat(Int(random.next() % 200)) - 100)
            guard let rect = Rasterizer.pixelsInside(source, mappedBy: linear, offsetX: x, offsetY: y) else {
                Issue.record("trial \(trial): nothing found inside \(source) under \(linear)")
                continue
            }
            let inverse = linear.inverted()
            for py in Int(rect.minY)..<Int(rect.maxY) {
                for px in Int(rect.minX)..<Int(rect.maxX) {
                    let back = CGPoint(x: CGFloat(px) + 0.5 - x, y: CGFloat(py) + 0.5 - y).applying(inverse)
                    guard source.insetBy(dx: -1e-9, dy: -1e-9).contains(back) else {
                        Issue.record("trial \(trial): pixel (\(px), \(py)) maps to \(back), outside \(source)")
                        return
                    }
                }
            }
            let cardShaped =
                min(source.width, source.height) >= 100
                && max(source.width, source.height) <= 2 * min(source.width, source.height)
            if small, trial % 3 != 2, cardShaped {
                let mapped = source.width * source.height * scale * scale
                #expect(
                    rect.width * rect.height >= 0.75 * mapped,
                    "trial \(trial): \(rect) of \(mapped) px² at \(angle) rad")
            }
        }
    }

    /// The claim occlusion rests on: a tilted store's pixels inside `pixelsInside` of its opaque
    /// texels inset by `opaqueTexelInset` are blended from four opaque texels, so the resampler writes them
    /// opaque and whatever was beneath never shows.
    @Test func pixelsInsideTheInsetOpaqueTexelsResampleOpaque() throws {
        var random = SplitMix64(seed: 31)
        for _ in 0..<40 {
            let width = 30 + Int(random.next() % 60), height = 30 + Int(random.next() % 60)
            let opaque = CGRect(
                x: 3 + Int(random.next() % 5), y: 3 + Int(random.next() % 5), width: width - 12, height: height - 12)
            var pixels = [UInt8](repeating: 0, count: width * height * 4)
            for y in 0..<height {
                for x in 0..<width {
                    let inside = opaque.contains(CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5))
                    // Opaque inside; outside, translucent texels (alpha 0…254) of random colours.
                    let alpha = inside ? 255 : UInt8(random.next() % 255)
                    pixels.replaceSubrange(
                        (y * width + x) * 4..<(y * width + x + 1) * 4,
                        with: [
                            UInt8(random.next() % 256), UInt8(random.next() % 256), UInt8(random.next() % 256), alpha,
                        ])
                }
            }
            let angle = CGFloat(random.nextUnit() - 0.5) * 0.6
            let linear = Transform(rotationAngle: angle).scaledBy(
                x: 1 + CGFloat(random.nextUnit()), y: 1 + CGFloat(random.nextUnit()))
            let output = try #require(
                AffineResampler.resample(
                    pixels, width: width, height: height, transform: linear,
                    clip: CGRect(x: -500, y: -500, width: 1000, height: 1000)))
            let rect = try #require(
                Rasterizer.pixelsInside(
                    opaque.insetBy(dx: Rasterizer.opaqueTexelInset, dy: Rasterizer.opaqueTexelInset), mappedBy: linear,
                    offsetX: 0, offsetY: 0))
            for py in Int(rect.minY)..<Int(rect.maxY) {
                for px in Int(rect.minX)..<Int(rect.maxX) {
                    let (ox, oy) = (px - output.x, py - output.y)
                    let alpha = output.pixels[(oy * output.width + ox) * 4 + 3]
                    guard alpha == 255 else {
                        Issue.record("pixel (\(px), \(py)) of \(rect) has alpha \(alpha) under \(angle) rad")
                        return
                    }
                }
            }
        }
    }
}
