import CSDL2
import FluidTestSupport
import Foundation
import Testing

@testable import Compositor
@testable import ViewTree

extension SDLTests {
    /// Premultiplied stores on a real accelerated renderer: OpenGL on Mesa (llvmpipe) through SDL's
    /// `offscreen` video driver and EGL, no display needed (Docs/Rendering.md §14). Each kind of
    /// store — upright, turned and sheared, faded, nested in a faded turned parent with translucent
    /// content — must look like the software surface's CPU path within the renderer's filtering
    /// and rounding, with nothing read back; the classic premultiplied mistakes (a dark fringe,
    /// translucent content darkened twice, an opacity applied to alpha only) move pixels by tens
    /// of levels. Measured: at most 3 levels in every case; mean 0.003 (upright), 0.013 (turned),
    /// 0.65 (faded: the CPU path's faded copy truncates twice, §14 Fades), 0.30 (nested).
    @Suite @MainActor
    struct OpenGLCompositingTests {
        enum Case: String, CaseIterable {
            case upright, turnedAndSheared, faded, nestedInAFadedTurnedParent
        }

        /// The scene of `kind` on a 160 pt host at 2×: a rounded, clipped card with a badge.
        static func draw(_ kind: Case, renderDriver: String?) throws -> (host: HeadlessHost, card: View) {
            let (host, root) = try makeFeatureHost(
                size: CGSize(width: 160, height: 160), background: Color(red: 0.93, green: 0.9, blue: 0.8),
                renderDriver: renderDriver)
            let (card, badge) = roundedCardWithBadge(
                frame: CGRect(x: 30.3, y: 29.6, width: 100, height: 100), cornerRadius: 14.5,
                badge: CGRect(x: 12, y: 14, width: 40, height: 24))
            switch kind {
            case .upright:
                root.addSubview(card)
            case .turnedAndSheared:
                card.transform = Transform(rotationAngle: 0.3).concatenating(
                    Transform(a: 1, b: 0, c: 0.2, d: 1, tx: 0, ty: 0))
                root.addSubview(card)
            case .faded:
                card.alpha = 0.6
                root.addSubview(card)
            case .nestedInAFadedTurnedParent:
                let parent = View(frame: CGRect(x: 10, y: 10, width: 140, height: 140))
                parent.alpha = 0.8
                parent.transform = Transform(rotationAngle: -0.2)
                let label = View(frame: CGRect(x: 0, y: 0, width: 140, height: 20))
                label.backgroundColor = Color(red: 0.1, green: 0.5, blue: 0.2, alpha: 0.5)
                parent.addSubview(label)
                card.frame = CGRect(x: 20.4, y: 19.7, width: 100, height: 100)
                badge.backgroundColor = Color(white: 1, alpha: 0.5)
                card.transform = Transform(rotationAngle: 0.25)
                parent.addSubview(card)
                root.addSubview(parent)
            }
            host.render()
            return (host, card)
        }

        @Test(arguments: Case.allCases)
        func aStoreOnOpenGLLooksLikeTheCPUPathAndIsNotReadBack(kind: Case) throws {
            let (software, _) = try Self.draw(kind, renderDriver: nil)
            let (openGL, _) = try Self.draw(kind, renderDriver: "opengl")
            #expect(openGL.rasterizer.capabilities.keepsStoresPremultiplied)
            #expect(openGL.rasterizer.statistics.pixelReadbacks == 0)
            #expect(software.rasterizer.statistics.pixelReadbacks > 0)
            let reference = software.snapshot(), actual = openGL.snapshot()
            let comparison = ImageComparison(reference: reference, actual: actual, channelTolerance: 255)
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fluid-opengl-stores")
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try? PNGCodec.write(reference, to: folder.appendingPathComponent("\(kind.rawValue)-software.png"))
            try? PNGCodec.write(actual, to: folder.appendingPathComponent("\(kind.rawValue)-opengl.png"))
            var sum = 0
            for i in 0..<reference.bytes.count where i % 4 != 3 {
                sum += abs(Int(reference.bytes[i]) - Int(actual.bytes[i]))
            }
            let mean = Double(sum) / Double(reference.width * reference.height * 3)
            print(
                String(
                    format: "%@: largest difference %d levels, mean %.3f", kind.rawValue, comparison.largestDifference,
                    mean))
            #expect(
                comparison.largestDifference <= 6,
                "\(kind): \(comparison.largestDifference) levels at \(comparison.largestDifferenceAt); pictures in \(folder.path)"
            )
            #expect(mean < 1, "\(kind): mean difference \(mean) levels; pictures in \(folder.path)")
        }

        /// The card's store as OpenGL holds it: premultiplied, its one-texel border clear, and
        /// opaque wherever the opaque interior taken from geometry says so.
        @Test func theStoreIsPremultipliedInsideAClearBorderAndOpaqueWhereItsGeometrySays() throws {
            let (host, card) = try Self.draw(.upright, renderDriver: "opengl")
            let rasterizer = host.rasterizer
            let store = try #require(rasterizer.memory.backingStores[ObjectIdentifier(card)])
            let texture = try #require(store.texture)
            #expect(store.isPremultiplied)
            let cross = try #require(store.opaqueInterior)
            var pixels = [UInt8](repeating: 0xAB, count: texture.width * texture.height * 4)
            rasterizer.pushTarget(texture.pointer)
            let read = SDL_RenderReadPixels(
                rasterizer.sdl, nil, SDL_PIXELFORMAT_ARGB8888.rawValue, &pixels, Int32(texture.width * 4))
            rasterizer.popTarget()
            #expect(read == 0)
            var colourOverAlpha = 0, notOpaque = 0, borderNotClear = 0
            for y in 0..<texture.height {
                for x in 0..<texture.width {
                    let i = (y * texture.width + x) * 4
                    let alpha = pixels[i + 3]
                    if x == 0 || y == 0 || x == texture.width - 1 || y == texture.height - 1 {
                        if pixels[i..<i + 4].contains(where: { $0 != 0 }) { borderNotClear += 1 }
                        continue
                    }
                    // Premultiplied: no channel above alpha.
                    if pixels[i..<i + 3].contains(where: { $0 > alpha }) { colourOverAlpha += 1 }
                    let inside = CGPoint(x: CGFloat(x - 1) + 0.5, y: CGFloat(y - 1) + 0.5)
                    if cross.parts.contains(where: { $0.contains(inside) }), alpha != 255 { notOpaque += 1 }
                }
            }
            #expect(
                borderNotClear == 0 && colourOverAlpha == 0 && notOpaque == 0,
                "border texels not clear \(borderNotClear), colour above alpha \(colourOverAlpha), not opaque in the cross \(notOpaque)"
            )
            // The corners are cut by the coverage mask: the store's first texel is clear.
            #expect(pixels[(1 * texture.width + 1) * 4 + 3] == 0)
        }
    }
}
