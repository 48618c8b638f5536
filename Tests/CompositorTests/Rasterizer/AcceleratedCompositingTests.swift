import CSDL2
import FluidTestSupport
import Foundation
import Testing

@testable import Compositor
@testable import ViewTree

extension SDLTests {
    /// Rotated and sheared stores on an accelerated renderer (Docs/Rendering.md §14). Tests draw
    /// with SDL's software renderer, which must keep the CPU resampler; what the renderer path does
    /// is tested here as far as that renderer can run it: the decision, where the quad puts each
    /// texel, the premultiplied copy, the statistics, and the picture placed by the quad.
    @Suite @MainActor
    struct AcceleratedCompositingTests {
        @Test func onlyAnAcceleratedRendererWithThePremultipliedBlendCompositesTurnedStores() throws {
            for accelerated in [false, true] {
                for premultiplied in [false, true] {
                    let capabilities = RendererCapabilities(
                        isAccelerated: accelerated, supportsPremultipliedBlend: premultiplied)
                    #expect(capabilities.compositesTransformedStores == (accelerated && premultiplied))
                }
            }
            // The renderer tests and `playground render` draw with is asked, not assumed.
            let (host, _) = try makeFeatureHost(size: CGSize(width: 10, height: 10))
            #expect(
                host.rasterizer.capabilities
                    == RendererCapabilities(isAccelerated: false, supportsPremultipliedBlend: false))
        }

        /// Texel centres of the bordered copy must land where the store's matrix puts the store's
        /// pixel centres (the CPU resampler's mapping), for random rotations, scales and shears.
        @Test func theQuadPutsEveryTexelWhereTheStoreMatrixPutsItsPixel() {
            var random = SplitMix64(seed: 14)
            for _ in 0..<200 {
                let width = 1 + Int(random.next() % 300), height = 1 + Int(random.next() % 300)
                let toTarget = Transform(
                    a: CGFloat(random.nextUnit() * 4 - 2), b: CGFloat(random.nextUnit() * 4 - 2),
                    c: CGFloat(random.nextUnit() * 4 - 2), d: CGFloat(random.nextUnit() * 4 - 2),
                    tx: CGFloat(random.nextUnit() * 800 - 100), ty: CGFloat(random.nextUnit() * 800 - 100))
                let color = SDL_Color(r: 9, g: 9, b: 9, a: 9)
                let quad = Rasterizer.storeQuad(
                    width: width, height: height, border: 1, toTarget: toTarget, color: color)
                #expect(quad.count == 4)
                guard quad.count == 4 else { return }
                let uv = quad.map { ($0.tex_coord.x, $0.tex_coord.y) }
                #expect(uv.map(\.0) == [0, 1, 1, 0] && uv.map(\.1) == [0, 0, 1, 1])
                #expect(quad.allSatisfy { $0.color.r == 9 && $0.color.a == 9 })
                // The renderer interpolates linearly across each triangle: on this parallelogram,
                // texture coordinate (u, v) lands at corner 0 + u·(corner 1 − corner 0) + v·(corner 3 − corner 0).
                func position(u: Double, v: Double) -> CGPoint {
                    let p = quad.map { CGPoint(x: Double($0.position.x), y: Double($0.position.y)) }
                    return CGPoint(
                        x: p[0].x + u * (p[1].x - p[0].x) + v * (p[3].x - p[0].x),
                        y: p[0].y + u * (p[1].y - p[0].y) + v * (p[3].y - p[0].y))
                }
                let textureWidth = Double(width + 2), textureHeight = Double(height + 2)
                for (column, row) in [
                    (0, 0), (width - 1, 0), (0, height - 1), (width - 1, height - 1), (width / 2, height / 3),
                ] {
                    // Store pixel (column, row) is texel (column + 1, row + 1) of the bordered copy.
                    let landed = position(
                        u: (Double(column + 1) + 0.5) / textureWidth, v: (Double(row + 1) + 0.5) / textureHeight)
                    let expected = CGPoint(x: CGFloat(column) + 0.5, y: CGFloat(row) + 0.5).applying(toTarget)
                    // Vertices are single precision: a few thousandths of a pixel at these sizes.
                    let tolerance = 1e-3 * max(1, abs(expected.x), abs(expected.y))
                    #expect(
                        abs(landed.x - expected.x) < tolerance && abs(landed.y - expected.y) < tolerance,
                        "pixel (\(column), \(row)) of \(width) × \(height) under \(toTarget): \(landed) instead of \(expected)"
                    )
                }
                let p = quad.map(\.position)
                #expect(
                    abs(p[2].x - (p[1].x + p[3].x - p[0].x)) < 0.05 && abs(p[2].y - (p[1].y + p[3].y - p[0].y)) < 0.05,
                    "the quad must be the parallelogram of an affine map")
            }
        }

        /// The copy the renderer filters: colour × alpha inside a clear one-texel border, drawn by
        /// SDL's own blend over a cleared target. The software renderer blends in integers with
        /// shifts by 8 (alpha comes out one level low, colours up to two), a GPU in floating
        /// point; hence the tolerance of two levels (alpha: one).
        @Test func theRendererPremultipliesTheCopyInsideAClearBorder() throws {
            let (host, _) = try makeFeatureHost(size: CGSize(width: 10, height: 10))
            let rasterizer = host.rasterizer
            var random = SplitMix64(seed: 3)
            let (width, height) = (7, 5)
            let straight = random.pixels(
                width: width, height: height, alphaChoices: [0, 255, nil, nil], premultiplied: false)
            let texture = try #require(
                rasterizer.makeTexture(bytes: straight, width: width, height: height, format: SDL_PIXELFORMAT_ARGB8888))
            let copy = try #require(rasterizer.premultipliedWithBorder(texture))
            #expect(copy.width == width + 2 && copy.height == height + 2)
            var pixels = [UInt8](repeating: 0xAB, count: copy.width * copy.height * 4)
            rasterizer.pushTarget(copy.pointer)
            let read = SDL_RenderReadPixels(
                rasterizer.sdl, nil, SDL_PIXELFORMAT_ARGB8888.rawValue, &pixels, Int32(copy.width * 4))
            rasterizer.popTarget()
            #expect(read == 0)
            var largest = 0
            for y in 0..<copy.height {
                for x in 0..<copy.width {
                    let out = Array(pixels[(y * copy.width + x) * 4..<(y * copy.width + x) * 4 + 4])
                    guard x >= 1, y >= 1, x <= width, y <= height else {
                        #expect(out == [0, 0, 0, 0], "border texel (\(x), \(y)) must be clear")
                        continue
                    }
                    let i = ((y - 1) * width + x - 1) * 4
                    let alpha = Int(straight[i + 3])
                    #expect(abs(Int(out[3]) - alpha) <= 1, "alpha at (\(x), \(y))")
                    for channel in 0..<3 {
                        largest = max(
                            largest, abs(Int(out[channel]) - (Int(straight[i + channel]) * alpha + 127) / 255))
                    }
                }
            }
            #expect(largest <= 2, "colour × alpha off by \(largest) levels")
        }

        /// A rounded card that starts to turn: on the CPU path its store is drawn again to keep its
        /// pixels (one more read-back) and resampled on every turned frame; on the renderer path
        /// it is neither — no read-back after its first drawing, no resample, one quad a frame.
        @Test func aStoreThatTurnsIsNeitherReadBackNorResampledOnTheRendererPath() throws {
            func play(onRenderer: Bool) throws -> (first: Rasterizer.Statistics, turned: Rasterizer.Statistics) {
                let (host, card, first) = try Self.cardDrawnOnce(onRenderer: onRenderer)
                for step in 1...6 {
                    card.transform = Transform(rotationAngle: CGFloat(step) * 0.05)
                    host.render()
                }
                return (first, host.rasterizer.statistics)
            }
            let cpu = try play(onRenderer: false), gpu = try play(onRenderer: true)
            #expect(
                cpu.first.pixelReadbacks == 1 && gpu.first.pixelReadbacks == 1, "the rounded clip's store, drawn once")
            #expect(
                cpu.turned.pixelReadbacks - cpu.first.pixelReadbacks == 1, "CPU path: drawn again to keep its pixels")
            #expect(cpu.turned.resamples - cpu.first.resamples == 6)
            #expect(cpu.turned.rendererQuads == 0)
            #expect(
                gpu.turned.pixelReadbacks - gpu.first.pixelReadbacks == 0, "renderer path: no read-back while it turns")
            #expect(gpu.turned.backingStoresDrawn == gpu.first.backingStoresDrawn)
            #expect(gpu.turned.resamples == 0)
            #expect(gpu.turned.rendererQuads == 6)
        }

        /// A rounded card fading out, upright: on the CPU path its store is drawn again to keep its
        /// pixels and a faded copy is made for each new opacity (SDL's software renderer blends a
        /// modulated copy at 7 ns/px against 1.1 for a plain one, Docs/Rendering.md §3); on an
        /// accelerated renderer, where modulation is free, the renderer fades the store itself —
        /// no pixels kept, no copy, no second drawing — and the picture is the same within SDL's
        /// rounding (measured: at most 2 levels, mean 0.65).
        @Test func aStoreThatFadesKeepsNoPixelsAndMakesNoCopyOnTheRendererPath() throws {
            func play(
                onRenderer: Bool
            ) throws -> (
                statistics: Rasterizer.Statistics, first: Rasterizer.Statistics,
                store: BackingStore?, picture: PixelBuffer
            ) {
                let (host, card, first) = try Self.cardDrawnOnce(onRenderer: onRenderer)
                for alpha in [0.9, 0.7, 0.45] {
                    card.alpha = CGFloat(alpha)
                    host.render()
                }
                return (
                    host.rasterizer.statistics, first, host.rasterizer.memory.backingStores[ObjectIdentifier(card)],
                    host.snapshot()
                )
            }
            let cpu = try play(onRenderer: false), gpu = try play(onRenderer: true)
            #expect(
                cpu.store?.faded != nil && cpu.store?.pixels.isEmpty == false, "CPU path: a faded copy from kept pixels"
            )
            #expect(
                cpu.statistics.backingStoresDrawn - cpu.first.backingStoresDrawn == 1,
                "CPU path: drawn again to keep its pixels")
            #expect(
                gpu.store != nil && gpu.store?.faded == nil && gpu.store?.pixels.isEmpty == true,
                "renderer path: no copy, no pixels")
            #expect(gpu.statistics.backingStoresDrawn == gpu.first.backingStoresDrawn, "renderer path: not drawn again")
            #expect(gpu.statistics.pixelReadbacks == gpu.first.pixelReadbacks)
            // Within two levels: the CPU path's blend of the faded copy, (s·a >> 8) + (d·(255 − a) >> 8),
            // truncates twice (white over white comes out 253); the modulated copy gives 255.
            let comparison = ImageComparison(reference: cpu.picture, actual: gpu.picture, channelTolerance: 2)
            #expect(
                comparison.differingPixels == 0, "\(comparison.differingPixels) pixels differ by more than two levels")
        }

        /// SDL's software renderer can be sent down the renderer path, but not all the way: it
        /// refuses the premultiplied blend (so the straight store is drawn, without the bordered
        /// edge) and samples geometry nearest-neighbour on pixel-snapped vertices (§5). What the
        /// picture can show is where the quad puts the card: it must cover the CPU path's card,
        /// differing only along edges (hard against the resampler's one-pixel ramp). Measured: 0.96 %
        /// of the pixels differ by more than 8 levels, the mean difference is 0.36 levels; with the
        /// quad half a pixel to the right 1.15 % and 0.62, one pixel 1.29 % and 0.87, with a
        /// one-texel border on the straight store 1.97 % and 1.82, with the shear's b and c swapped
        /// 33 % and 42.
        @Test func theQuadDrawsTheCardWhereTheResamplerDoes() throws {
            func draw(onRenderer: Bool) throws -> PixelBuffer {
                let (host, root) = try makeFeatureHost(size: CGSize(width: 160, height: 160))
                if onRenderer {
                    host.rasterizer.capabilities = RendererCapabilities(
                        isAccelerated: true, supportsPremultipliedBlend: true)
                }
                let card = Self.roundedCard()
                card.transform = Transform(rotationAngle: 0.3).concatenating(
                    Transform(a: 1, b: 0, c: 0.2, d: 1, tx: 0, ty: 0))
                root.addSubview(card)
                host.render()
                #expect(host.rasterizer.statistics.rendererQuads == (onRenderer ? 1 : 0))
                return host.snapshot()
            }
            let cpu = try draw(onRenderer: false), quad = try draw(onRenderer: true)
            let comparison = ImageComparison(reference: cpu, actual: quad, channelTolerance: 8)
            var sum = 0
            for i in 0..<cpu.bytes.count where i % 4 != 3 { sum += abs(Int(cpu.bytes[i]) - Int(quad.bytes[i])) }
            let mean = Double(sum) / Double(cpu.width * cpu.height * 3)
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fluid-renderer-quad")
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try? PNGCodec.write(cpu, to: folder.appendingPathComponent("cpu.png"))
            try? PNGCodec.write(quad, to: folder.appendingPathComponent("quad.png"))
            let fraction = Double(comparison.differingPixels) / Double(comparison.totalPixels)
            #expect(
                fraction < 0.011,
                "\(comparison.differingPixels) pixels differ by more than 8 levels; pictures in \(folder.path)")
            #expect(mean < 0.5, "mean difference \(mean) levels; pictures in \(folder.path)")
        }

        /// `roundedCard()` on a 160 × 160 host, on the renderer path or the CPU path, drawn once:
        /// the host, the card and the statistics after that frame.
        static func cardDrawnOnce(
            onRenderer: Bool
        ) throws -> (host: HeadlessHost, card: View, first: Rasterizer.Statistics) {
            let (host, root) = try makeFeatureHost(size: CGSize(width: 160, height: 160))
            if onRenderer {
                host.rasterizer.capabilities = RendererCapabilities(
                    isAccelerated: true, supportsPremultipliedBlend: true)
            }
            let card = roundedCard()
            root.addSubview(card)
            host.render()
            return (host, card, host.rasterizer.statistics)
        }

        /// A rounded, clipped card (a store of its own even when upright) with a white badge.
        static func roundedCard() -> View {
            roundedCardWithBadge(
                frame: CGRect(x: 30, y: 30, width: 100, height: 100), cornerRadius: 14,
                badge: CGRect(x: 12, y: 14, width: 40, height: 24)
            ).card
        }
    }
}
