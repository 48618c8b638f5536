import FluidTestSupport
import Foundation
import Testing

@testable import Compositor
@testable import ViewTree

extension SDLTests {
    /// Regressions from the rasteriser review: extents, caches and hostile geometry.
    @Suite @MainActor
    struct RenderingRobustnessTests {
        private func count(
            _ picture: PixelBuffer, where predicate: ((r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool
        ) -> Int {
            var total = 0
            for y in 0..<picture.height { for x in 0..<picture.width where predicate(picture[x, y]) { total += 1 } }
            return total
        }

        private func isBlue(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { p.b > 200 && p.r < 60 }

        @Test func aFarAwayInvisibleChildDoesNotHideARotatedCard() throws {
            let (host, root) = try makeFeatureHost(size: CGSize(width: 100, height: 100))
            let card = View(frame: CGRect(x: 20, y: 20, width: 60, height: 60))
            card.backgroundColor = .systemBlue
            card.transform = Transform(rotationAngle: 0.2)
            let parked = View(frame: CGRect(x: 5000, y: 0, width: 10, height: 10))
            parked.backgroundColor = .black
            parked.alpha = 0
            card.addSubview(parked)
            root.addSubview(card)
            host.render()
            #expect(count(host.snapshot(), where: isBlue) > 10_000)
        }

        @Test func textOverflowingItsLabelLooksTheSameInsideAGroup() throws {
            let (host, root) = try makeFeatureHost(size: CGSize(width: 120, height: 120))
            let parent = View(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
            let label = Label(text: "one two three four five six", font: .systemFont(ofSize: 16))
            label.numberOfLines = 0
            label.frame = CGRect(x: 0, y: 40, width: 60, height: 20)  // four lines overflow the 20 pt
            parent.addSubview(label)
            root.addSubview(parent)
            host.render()
            let direct = count(host.snapshot()) { $0.r < 100 }
            parent.alpha = 0.999  // now drawn through a backing store
            host.render()
            let grouped = count(host.snapshot()) { $0.r < 100 }
            #expect(direct > 300)
            #expect(abs(direct - grouped) <= direct / 50, "direct \(direct), grouped \(grouped)")
        }

        @Test func aRotatedChildIsNotCroppedWhenItsGroupGrows() throws {
            let (host, root) = try makeFeatureHost(size: CGSize(width: 300, height: 120), scale: 1)
            let parent = View(frame: CGRect(x: 0, y: 0, width: 100, height: 120))
            parent.clipsToBounds = true
            parent.alpha = 0.99
            let child = View(frame: CGRect(x: 20, y: 20, width: 220, height: 80))
            child.backgroundColor = .systemBlue
            child.transform = Transform(rotationAngle: 0.05)
            parent.addSubview(child)
            root.addSubview(parent)
            host.render()
            parent.frame = CGRect(x: 0, y: 0, width: 250, height: 120)  // grows to the right
            host.render()
            let beyondOldEdge = count(host.snapshot().cropped(to: (110, 0, 120, 120)), where: isBlue)
            #expect(beyondOldEdge > 8_000, "blue pixels right of the old edge: \(beyondOldEdge)")
        }

        @Test func draggingATiltedCardReusesItsResampledCopy() throws {
            let (host, root) = try makeFeatureHost(size: CGSize(width: 200, height: 200))
            let card = View(frame: CGRect(x: 50, y: 50, width: 80, height: 100))
            card.backgroundColor = .systemBlue
            card.cornerRadius = 12
            card.transform = Transform(rotationAngle: 0.1)
            root.addSubview(card)
            // The first frame blends the turned card straight into the frame; the next frame that
            // draws it at the same angle keeps a copy, which every later frame moves.
            host.render()
            card.center = CGPoint(x: 90, y: 101)
            host.render()
            let first = host.rasterizer.statistics.resamples
            #expect(first == 2)
            for step in 1...10 {
                card.center = CGPoint(x: 90 + CGFloat(step), y: 100 + CGFloat(step) * 2)  // whole points
                host.render()
            }
            #expect(host.rasterizer.statistics.resamples == first, "moving by whole pixels must not resample")
            #expect(host.rasterizer.statistics.backingStoresDrawn == 1)
        }

        @Test func changingASiblingRedrawsOnlyItsOwnGroup() throws {
            let (host, root) = try makeFeatureHost(size: CGSize(width: 200, height: 100))
            let groups = (0..<2).map { index -> View in
                let group = View(frame: CGRect(x: 10 + CGFloat(index) * 100, y: 10, width: 80, height: 80))
                group.alpha = 0.8
                let a = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50)),
                    b = View(frame: CGRect(x: 20, y: 20, width: 50, height: 50))
                a.backgroundColor = .systemRed
                b.backgroundColor = .systemGreen
                group.addSubview(a)
                group.addSubview(b)
                root.addSubview(group)
                return group
            }
            for _ in 0..<40 {
                host.window.setNeedsDisplay()
                host.render()
            }  // past the eviction cadence
            let drawn = host.rasterizer.statistics.backingStoresDrawn
            groups[1].subviews[0].backgroundColor = .systemYellow
            host.render()
            #expect(host.rasterizer.statistics.backingStoresDrawn == drawn + 1)
        }

        /// A white rounded view casting a shadow of radius 10 at 0.3, added to `root`.
        static func shadowedView(_ frame: CGRect, cornerRadius: CGFloat, in root: View) -> View {
            let view = View(frame: frame)
            view.backgroundColor = .white
            view.cornerRadius = cornerRadius
            view.shadowOpacity = 0.3
            view.shadowRadius = 10
            root.addSubview(view)
            return view
        }

        @Test func resizingAShadowedViewReusesOneBlur() throws {
            let (host, root) = try makeFeatureHost(size: CGSize(width: 300, height: 300))
            let sheet = Self.shadowedView(CGRect(x: 20, y: 20, width: 200, height: 100), cornerRadius: 12, in: root)
            for step in 0..<60 {
                sheet.bounds.size.height = 100 + CGFloat(step) * 2
                host.render()
            }
            #expect(host.rasterizer.statistics.shadowTexturesCreated == 1)
        }

        /// A shadow too short for nine slices is blurred at its own size, and only that: its
        /// slices, which nothing would draw, are not blurred too. Grown tall enough, it is drawn
        /// from slices (one more blur, the slices' square), whatever its height after that.
        @Test func aShadowTooSmallForSlicesBlursOnlyItsOwnMask() throws {
            let (host, root) = try makeFeatureHost(size: CGSize(width: 300, height: 400))
            // At 2× the shadow's σ is 20 px: corners of 146 px, so 292 px with the blur's spread.
            let card = Self.shadowedView(CGRect(x: 40, y: 40, width: 160, height: 86), cornerRadius: 16, in: root)
            host.render()
            #expect(host.rasterizer.statistics.shadowTexturesCreated == 1)
            #expect(
                host.rasterizer.memory.shadowMasks.keys.allSatisfy {
                    $0.sliceRun == 0 && $0.width == 320 && $0.height == 172
                })
            for height in [88, 120, 150] as [CGFloat] {
                card.bounds.size.height = height
                host.render()
            }
            #expect(
                host.rasterizer.statistics.shadowTexturesCreated == 3,
                "the 88 pt card's own mask (290 px with the spread), then the slices' square")
            #expect(host.rasterizer.memory.shadowMasks.keys.contains { $0.sliceRun > 0 })
        }

        @Test func hostileGeometryDoesNotCrash() throws {
            let (host, root) = try makeFeatureHost(size: CGSize(width: 100, height: 100))
            let far = View(frame: CGRect(x: 10, y: 2e9, width: 50, height: 50))
            far.backgroundColor = .black
            far.cornerRadius = 5
            far.borderWidth = 2
            let wide = View(frame: CGRect(x: -1.5e9, y: 10, width: 3e9, height: 30))
            wide.backgroundColor = .systemRed
            wide.cornerRadius = 10
            wide.shadowOpacity = 0.5
            let image = ImageView(image: Image(pixels: PixelBuffer(width: 4, height: 4, fill: (0, 0, 255, 255))))
            image.frame = CGRect(x: 0, y: 50, width: 1e300, height: 10)
            let label = Label(text: "big", font: .systemFont(ofSize: 2e9))
            label.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            let nan = View(frame: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10))
            nan.backgroundColor = .black
            let zeroScale = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            zeroScale.backgroundColor = .black
            zeroScale.transform = Transform(scaleX: 0, y: 0)
            for view in [far, wide, image, label, nan, zeroScale] { root.addSubview(view) }
            host.render()
            let picture = host.snapshot()
            #expect(picture[50, 40].r > 200 && picture[50, 40].g < 100, "the wide red bar is drawn where it is visible")
        }

        @Test func translucentViewWithBorderAndTextIsOneGroup() throws {
            let (host, root) = try makeFeatureHost(size: CGSize(width: 60, height: 40))
            let label = Label(text: "▮▮▮▮", font: .systemFont(ofSize: 30, weight: .bold), color: .black)
            label.frame = CGRect(x: 0, y: 0, width: 60, height: 40)
            label.borderWidth = 10
            label.borderColor = .black
            label.alpha = 0.5
            root.addSubview(label)
            host.render()
            #expect(host.rasterizer.statistics.backingStoresDrawn == 1)
        }
    }
}
