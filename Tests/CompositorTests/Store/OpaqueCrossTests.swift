import FluidTestSupport
import Foundation
import Testing

@testable import Compositor
@testable import ViewTree

/// The opaque cross of a backing store (Docs/Rendering.md §3): its parts and its complement tile
/// the copied rectangle exactly, and a rounded rectangle's cross leaves only the corner squares.
struct OpaqueCrossTests {
    @Test func theCrossAndItsComplementTileTheRectangleOnce() {
        var random = SplitMix64(seed: 3)
        for _ in 0..<200 {
            let rect = CGRect(
                x: Int(random.next() % 5), y: Int(random.next() % 5), width: 10 + Int(random.next() % 20),
                height: 10 + Int(random.next() % 20))
            // A cross inside: rows band full width of a span, columns band within it.
            let hx0 = rect.minX + CGFloat(random.next() % 3), hx1 = rect.maxX - CGFloat(random.next() % 3)
            let vy0 = rect.minY + CGFloat(random.next() % 3), vy1 = rect.maxY - CGFloat(random.next() % 3)
            let vx0 = hx0 + CGFloat(random.next() % 4), vx1 = hx1 - CGFloat(random.next() % 4)
            let hy0 = vy0 + CGFloat(random.next() % 4), hy1 = vy1 - CGFloat(random.next() % 4)
            let cross = OpaqueCross(
                horizontal: CGRect(x: hx0, y: hy0, width: hx1 - hx0, height: hy1 - hy0),
                vertical: CGRect(x: vx0, y: vy0, width: vx1 - vx0, height: vy1 - vy0))
            #expect(cross.isInside(rect))
            var coverage = [Int](repeating: 0, count: 64 * 64)
            for piece in cross.parts + cross.complement(in: rect) where piece.width > 0 && piece.height > 0 {
                for y in Int(piece.minY)..<Int(piece.maxY) {
                    for x in Int(piece.minX)..<Int(piece.maxX) { coverage[y * 64 + x] += 1 }
                }
            }
            let inside = (Int(rect.minY)..<Int(rect.maxY)).allSatisfy { y in
                (Int(rect.minX)..<Int(rect.maxX)).allSatisfy { coverage[y * 64 + $0] == 1 }
            }
            #expect(inside, "\(cross) in \(rect)")
            #expect(coverage.reduce(0, +) == Int(rect.width * rect.height), "\(cross) in \(rect): pieces outside it")
        }
    }

    @Test @MainActor func aRoundedRectanglesCrossLeavesOnlyItsCorners() throws {
        let (width, height, radius) = (120, 80, 12.0)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let cx = min(max(Double(x) + 0.5, radius), Double(width) - radius)
                let cy = min(max(Double(y) + 0.5, radius), Double(height) - radius)
                let inside = hypot(Double(x) + 0.5 - cx, Double(y) + 0.5 - cy) <= radius
                pixels[(y * width + x) * 4 + 3] = inside ? 255 : 0
            }
        }
        let cross = try #require(
            Rasterizer.opaqueInterior(
                of: pixels, width: width, height: height,
                around: CGRect(x: 0, y: 0, width: width, height: height)))
        #expect(cross.horizontal.width == CGFloat(width) && cross.vertical.height == CGFloat(height))
        let blended = cross.complement(in: CGRect(x: 0, y: 0, width: width, height: height))
            .reduce(0) { $0 + max(0, Int($1.width)) * max(0, Int($1.height)) }
        // Four corner squares of the band inset (16 px for a 12 px radius), nothing along the edges.
        #expect(blended == 4 * 16 * 16, "blended \(blended) px")
    }

    /// A store is opaque (copied unblended, without alpha) only when every pixel is: one pixel
    /// below 255 anywhere, in any row, is enough to say no, and a store with a clear pixel in its
    /// first row is not read further.
    @Test func aStoreIsOpaqueOnlyWhenEveryPixelIs() {
        var random = SplitMix64(seed: 11)
        for _ in 0..<200 {
            let width = 1 + Int(random.next() % 40), height = 1 + Int(random.next() % 40)
            var pixels = random.pixels(width: width, height: height, alphaChoices: [255], premultiplied: false)
            #expect(Rasterizer.isOpaque(pixels, width: width, height: height))
            let spot = Int(random.next() % UInt64(width * height))
            pixels[spot * 4 + 3] = UInt8(random.next() % 255)
            #expect(!Rasterizer.isOpaque(pixels, width: width, height: height), "\(width) × \(height), pixel \(spot)")
        }
        #expect(!Rasterizer.isOpaque([], width: 0, height: 0))
        #expect(!Rasterizer.isOpaque([255, 255, 255, 255], width: 2, height: 1), "too few bytes for the size")
    }
}
