import CSDL2
import FluidTestSupport
import Foundation
import Testing

@testable import Compositor
@testable import ViewTree

extension SDLTests {
    /// Backing stores kept premultiplied on an accelerated renderer (Docs/Rendering.md §14), as far
    /// as SDL's software renderer can check them: the decision, the rounded clip's coverage mask,
    /// the opaque interior taken from geometry, and what is read back on either path.
    @Suite @MainActor
    struct PremultipliedStoreTests {
        @Test func onlyARendererWithBothBlendModesKeepsStoresPremultiplied() throws {
            for accelerated in [false, true] {
                for premultiplied in [false, true] {
                    for coverage in [false, true] {
                        let capabilities = RendererCapabilities(
                            isAccelerated: accelerated, supportsPremultipliedBlend: premultiplied,
                            supportsCoverageBlend: coverage)
                        #expect(capabilities.keepsStoresPremultiplied == (accelerated && premultiplied && coverage))
                    }
                }
            }
            let (host, _) = try makeFeatureHost(size: CGSize(width: 10, height: 10))
            #expect(
                !host.rasterizer.capabilities.supportsCoverageBlend,
                "SDL's software renderer takes no custom blend mode")
        }

        /// The mask's slices give every pixel of the store the coverage `straightenAlpha` multiplies
        /// in on the CPU (`CoverageMask.roundedRectCoverage` at its centre), within one level: the
        /// geometry is kept in 1/4096 px.
        @Test func theRoundedClipMaskGivesEachPixelTheCPUCoverage() {
            var random = SplitMix64(seed: 16)
            for _ in 0..<60 {
                let width = 1 + Int(random.next() % 260), height = 1 + Int(random.next() % 260)
                // As `redraw` makes it: the bounds rounded out to the store's box.
                let x = CGFloat(random.nextUnit()) * 0.99, y = CGFloat(random.nextUnit()) * 0.99
                let maskWidth = max(0.5, CGFloat(width) - x - CGFloat(random.nextUnit()) * 0.99)
                let maskHeight = max(0.5, CGFloat(height) - y - CGFloat(random.nextUnit()) * 0.99)
                let radius = CGFloat(random.nextUnit()) * min(maskWidth, maskHeight) / 2
                let mask = Rasterizer.RoundedMask(x: x, y: y, width: maskWidth, height: maskHeight, radius: radius)
                let clip = RoundedClipMask(width: width, height: height, mask: mask)
                let corner = Int(radius.rounded(.up)) + 2
                #expect(clip.textureWidth <= max(2 * corner + 1, 0) || clip.textureWidth == width)
                #expect(clip.alpha.count == clip.textureWidth * clip.textureHeight)
                var largest = 0
                for row in 0..<height {
                    for column in 0..<width {
                        let expected = Int(
                            (CoverageMask.roundedRectCoverage(
                                x: CGFloat(column) + 0.5 - x, y: CGFloat(row) + 0.5 - y,
                                width: maskWidth, height: maskHeight, radius: radius) * 255).rounded())
                        guard let got = clip.coverage(x: column, y: row) else {
                            Issue.record("pixel (\(column), \(row)) of \(width) × \(height) is in no slice")
                            return
                        }
                        largest = max(largest, abs(Int(got) - expected))
                    }
                }
                #expect(largest <= 1, "\(width) × \(height), mask \(mask): off by \(largest) levels")
            }
        }

        /// What the geometry says is opaque is opaque in the store the CPU path draws (straightened,
        /// masked), for rounded cards at fractional positions and sizes, radii and scales.
        @Test func theOpaqueInteriorFromGeometryIsOpaqueInTheStore() throws {
            var random = SplitMix64(seed: 61)
            var checked = 0
            for _ in 0..<24 {
                let scale = CGFloat(1 + random.next() % 3)
                let (host, root) = try makeFeatureHost(size: CGSize(width: 120, height: 120), scale: scale)
                let frame = CGRect(
                    x: 3 + CGFloat(random.nextUnit()) * 10, y: 3 + CGFloat(random.nextUnit()) * 10,
                    width: 30 + CGFloat(random.nextUnit()) * 70, height: 30 + CGFloat(random.nextUnit()) * 70)
                let radius = CGFloat(random.nextUnit()) * min(frame.width, frame.height) / 2
                let (card, _) = roundedCardWithBadge(
                    frame: frame, cornerRadius: radius,
                    badge: CGRect(x: 4, y: 5, width: 20, height: 12))
                if random.next() % 4 == 0 {  // unclipped: the background's own corner masks, in a store all the same
                    card.clipsToBounds = false
                    card.shouldRasterize = true
                }
                root.addSubview(card)
                host.render()
                let rasterizer = host.rasterizer
                let store = try #require(rasterizer.memory.backingStores[ObjectIdentifier(card)])
                let texture = try #require(store.texture)
                let box = store.pixelBox
                let bounds = CGRect(
                    x: -CGFloat(box.x), y: -CGFloat(box.y), width: frame.width * scale, height: frame.height * scale)
                // Nil (nothing claimed) when the corners leave too little.
                guard
                    let cross = Rasterizer.opaqueInterior(
                        ofBackground: bounds, radius: min(radius, frame.width / 2, frame.height / 2) * scale,
                        width: box.width, height: box.height)
                else { continue }
                checked += 1
                var pixels = [UInt8](repeating: 0, count: box.width * box.height * 4)
                rasterizer.pushTarget(texture.pointer)
                SDL_RenderReadPixels(
                    rasterizer.sdl, nil, SDL_PIXELFORMAT_ARGB8888.rawValue, &pixels, Int32(box.width * 4))
                rasterizer.popTarget()
                for part in cross.parts {
                    for y in Int(part.minY)..<Int(part.maxY) {
                        for x in Int(part.minX)..<Int(part.maxX) where pixels[(y * box.width + x) * 4 + 3] != 255 {
                            Issue.record(
                                "\(frame) r \(radius) at \(scale)×: pixel (\(x), \(y)) in \(cross) has alpha \(pixels[(y * box.width + x) * 4 + 3])"
                            )
                            return
                        }
                    }
                }
            }
            #expect(checked >= 16, "only \(checked) cards had an opaque interior")
        }

        /// On the CPU path every drawing of a store is read back (straightened, masked); kept
        /// premultiplied it is not, unless a content-shaped shadow needs its alpha.
        @Test func aPremultipliedStoreIsReadBackOnlyForAContentShapedShadow() throws {
            func draw(
                premultiplied: Bool, contentShadow: Bool
            ) throws -> (statistics: Rasterizer.Statistics, store: BackingStore?, redrawn: Int) {
                let (host, root) = try makeFeatureHost(size: CGSize(width: 160, height: 160))
                if premultiplied {
                    host.rasterizer.capabilities = RendererCapabilities(
                        isAccelerated: true, supportsPremultipliedBlend: true,
                        supportsCoverageBlend: true)
                }
                let (card, badge) = roundedCardWithBadge(
                    frame: CGRect(x: 30, y: 30, width: 100, height: 100), cornerRadius: 14,
                    badge: CGRect(x: 12, y: 14, width: 40, height: 24))
                if contentShadow {
                    // No background, no clip, a shadow: shaped by the content (Docs/Rendering.md §6),
                    // which is two rectangles (one alone would be `ShadowShape`'s).
                    card.backgroundColor = .clear
                    card.clipsToBounds = false
                    card.shadowOpacity = 0.5
                    card.shadowRadius = 6
                    let second = View(frame: CGRect(x: 12, y: 60, width: 60, height: 20))
                    second.backgroundColor = .systemGreen
                    card.addSubview(second)
                }
                root.addSubview(card)
                host.render()
                let first = host.rasterizer.statistics.backingStoresDrawn
                badge.backgroundColor = .red  // content: the store is drawn again
                host.render()
                return (
                    host.rasterizer.statistics, host.rasterizer.memory.backingStores[ObjectIdentifier(card)],
                    host.rasterizer.statistics.backingStoresDrawn - first
                )
            }
            let cpu = try draw(premultiplied: false, contentShadow: false)
            #expect(cpu.redrawn == 1 && cpu.statistics.pixelReadbacks == 2, "the CPU path reads back every drawing")
            #expect(cpu.store?.isPremultiplied == false && cpu.store?.texture?.width == cpu.store?.pixelBox.width)
            let gpu = try draw(premultiplied: true, contentShadow: false)
            #expect(gpu.redrawn == 1 && gpu.statistics.pixelReadbacks == 0, "kept premultiplied: nothing read back")
            #expect(gpu.store?.isPremultiplied == true)
            #expect(gpu.store?.texture?.width == (gpu.store?.pixelBox.width ?? 0) + 2, "a clear one-texel border")
            #expect(
                gpu.store?.opaqueInterior != nil && gpu.store?.opaqueTexture == nil, "the opaque interior from geometry"
            )
            let shadowed = try draw(premultiplied: true, contentShadow: true)
            #expect(
                shadowed.redrawn == 1 && shadowed.statistics.pixelReadbacks == 2,
                "a content-shaped shadow reads the alpha back")
            #expect(shadowed.store?.contentShadow != nil)
        }
    }
}
