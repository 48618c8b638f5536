import FluidTestSupport
import Foundation
import Testing

@testable import Compositor
@testable import ViewTree

extension SDLTests {
    /// Staging a tree off screen in passes (`Rasterizer.renderOffscreen(_:pixelBudget:)`,
    /// Docs/Rendering.md §12): a pass stops on the screen's level once it has made its budget of
    /// cache fills, the next pass goes on from what is cached, no backing store is cut short, and
    /// the tree staged in passes opens as warm as one staged whole.
    @Suite @MainActor
    struct StagingPassesTests {
        @Test func eachPassMakesOneStoreAndNoneIsCutShort() throws {
            let (host, _) = try makeFeatureHost(size: CGSize(width: 360, height: 160))
            let (stage, cards) = Self.stageWithThreeCards(screen: host.window.screen)
            var wholes: [Bool] = []
            var storesAfterEachPass: [Int] = []
            for _ in 0..<5 {
                wholes.append(host.pipeline.prerender(stage, pixelBudget: 1))
                storesAfterEachPass.append(
                    cards.filter { host.rasterizer.memory.backingStores[ObjectIdentifier($0)] != nil }.count)
            }
            // The first pass makes the first card's store, with its label's text inside (a fill
            // inside a store does not cut it); each later pass one more, the third the last.
            #expect(storesAfterEachPass == [1, 2, 3, 3, 3])
            #expect(wholes == [false, false, true, true, true])
            #expect(host.rasterizer.statistics == Rasterizer.Statistics(), "staging counted as frames on screen")

            // Shown, the tree staged in passes draws nothing anew and looks like one drawn cold.
            host.window.rootView = stage.rootView
            host.render()
            #expect(
                host.rasterizer.statistics.backingStoresDrawn == 0
                    && host.rasterizer.statistics.textTexturesCreated == 0)
            let warm = host.snapshot()
            let (coldHost, _) = try makeFeatureHost(size: CGSize(width: 360, height: 160))
            coldHost.window.rootView = Self.stageWithThreeCards(screen: coldHost.window.screen).stage.rootView
            coldHost.render()
            #expect(coldHost.rasterizer.statistics.backingStoresDrawn == 3)
            #expect(coldHost.snapshot().bytes == warm.bytes)
        }

        /// The budget is in pixels of cache fills: small fills share a pass, so that staging does
        /// not walk the whole cached tree once per text texture. Twice the first card's fills draw
        /// two cards in the first pass, the third in the next.
        @Test func aPixelBudgetDrawsAsManyFillsAsItHolds() throws {
            let (probe, _) = try makeFeatureHost(size: CGSize(width: 360, height: 160))
            #expect(
                probe.pipeline.prerender(Self.stageWithThreeCards(screen: probe.window.screen).stage, pixelBudget: 1)
                    == false)
            let oneCard = probe.rasterizer.pass.stagingFilledPixels
            #expect(oneCard > 100 * 100, "a card's store counts its pixels: \(oneCard)")

            let (host, _) = try makeFeatureHost(size: CGSize(width: 360, height: 160))
            let (stage, cards) = Self.stageWithThreeCards(screen: host.window.screen)
            var wholes: [Bool] = []
            var storesAfterEachPass: [Int] = []
            for _ in 0..<3 {
                wholes.append(host.pipeline.prerender(stage, pixelBudget: 2 * oneCard - 1))
                storesAfterEachPass.append(
                    cards.filter { host.rasterizer.memory.backingStores[ObjectIdentifier($0)] != nil }.count)
            }
            #expect(storesAfterEachPass == [2, 3, 3])
            #expect(wholes == [false, true, true])
        }

        /// Without a budget a pass draws the whole tree at once, as before.
        @Test func withoutABudgetOnePassDrawsEverything() throws {
            let (host, _) = try makeFeatureHost(size: CGSize(width: 360, height: 160))
            let (stage, cards) = Self.stageWithThreeCards(screen: host.window.screen)
            #expect(host.pipeline.prerender(stage))
            #expect(cards.allSatisfy { host.rasterizer.memory.backingStores[ObjectIdentifier($0)] != nil })
        }

        /// Three rounded cards side by side, each a backing store holding a label.
        static func stageWithThreeCards(screen: Screen) -> (stage: Window, cards: [View]) {
            let root = View(frame: CGRect(origin: .zero, size: screen.size))
            root.backgroundColor = .white
            let cards = (0..<3).map { index -> View in
                let card = roundedCardWithBadge(
                    frame: CGRect(x: 10 + CGFloat(index) * 115, y: 20, width: 105, height: 120),
                    cornerRadius: 14, badge: CGRect(x: 10, y: 10, width: 30, height: 20)
                ).card
                let label = Label(frame: CGRect(x: 8, y: 60, width: 90, height: 30))
                label.text = "Card \(index)"
                card.addSubview(label)
                root.addSubview(card)
                return card
            }
            let stage = Window(screen: screen)
            stage.isStatusBarHidden = true
            stage.rootView = root
            return (stage, cards)
        }
    }
}

extension SDLTests {
    /// One picture shown at two sizes keeps an on-screen-size copy for each: a full redraw of
    /// both makes no new copy (with one copy per picture, each size replaced the other on every
    /// frame, and staging in passes never finished: each pass made a copy).
    @Suite @MainActor
    struct ScaledImageCopiesTests {
        @Test func aPictureShownAtTwoSizesKeepsBothCopies() throws {
            let (host, root) = try makeFeatureHost(size: CGSize(width: 200, height: 120))
            let image = Image(pixels: PixelBuffer(width: 64, height: 48, fill: (200, 120, 40, 255)))
            let small = ImageView(image: image), large = ImageView(image: image)
            small.frame = CGRect(x: 10, y: 10, width: 50, height: 37)
            large.frame = CGRect(x: 70, y: 10, width: 120, height: 90)
            [small, large].forEach(root.addSubview)
            host.render()
            let made = host.rasterizer.memory.scaledImages[ObjectIdentifier(image)]?.map(\.texture.pointer) ?? []
            #expect(made.count == 2)
            root.setNeedsDisplay()
            host.rasterizer.memory.damageTracker.invalidate()
            host.render()
            let after = host.rasterizer.memory.scaledImages[ObjectIdentifier(image)]?.map(\.texture.pointer) ?? []
            #expect(Set(after) == Set(made), "a full redraw made the copies anew")
        }

        /// An aspect fill cut by its view's bounds keeps only the part it shows, and draws the
        /// pixels the whole copy draws there (the same picture unclipped, where it shows them all).
        @Test func aCroppedAspectFillKeepsTheShownPartOfItsCopy() throws {
            let image = Self.gradient()
            func render(clipped: Bool) throws -> (PixelBuffer, Rasterizer.ScaledCopy) {
                let (host, root) = try makeFeatureHost(size: CGSize(width: 120, height: 100))
                let view = ImageView(image: image)
                view.contentMode = .scaleAspectFill
                view.clipsToBounds = clipped
                view.frame = CGRect(x: 40, y: 30, width: 30, height: 40)  // the picture is 53.3 pt wide at this height
                root.addSubview(view)
                host.render()
                let copy = try #require(host.rasterizer.memory.scaledImages[ObjectIdentifier(image)]?.last)
                return (host.snapshot(), copy)
            }
            let (cropped, part) = try render(clipped: true)
            let (whole, all) = try render(clipped: false)
            #expect(part.width == all.width && part.height == all.height)
            #expect(
                part.texture.width == 60 && part.texture.height == 80, "the view's 60 × 80 pixels of a 107 × 80 copy")
            #expect(all.texture.width == all.width)
            // Inside the view's bounds (80 … 140 × 60 … 140 at 2×) the two frames are the same.
            var differing = 0
            for y in 60..<140 {
                for x in 80..<140 {
                    let i = (y * cropped.width + x) * 4
                    if cropped.bytes[i..<i + 4] != whole.bytes[i..<i + 4] { differing += 1 }
                }
            }
            #expect(differing == 0)
        }

        /// An opaque 64 × 48 picture whose every pixel differs from its neighbours.
        static func gradient() -> Image {
            var pixels = PixelBuffer(width: 64, height: 48, fill: (0, 0, 0, 255))
            for y in 0..<48 {
                for x in 0..<64 {
                    let i = (y * 64 + x) * 4
                    pixels.bytes[i] = UInt8(x * 4)
                    pixels.bytes[i + 1] = UInt8(y * 5)
                    pixels.bytes[i + 2] = UInt8((x * y) & 255)
                }
            }
            return Image(pixels: pixels)
        }

        /// When what shows moves across a copy of one size (a view narrowing and widening around
        /// a picture scaled by its height), the second part is the whole picture, and later parts
        /// are cut from it: one copy for the size, no stretch per frame, and the pixels a fresh
        /// frame draws from a part of its own.
        @Test func aPartThatMovesMakesTheWholeCopyOnce() throws {
            let image = Self.gradient()
            func host(frame: CGRect) throws -> (HeadlessHost, ImageView) {
                let (host, root) = try makeFeatureHost(size: CGSize(width: 120, height: 100))
                let view = ImageView(image: image)
                view.contentMode = .scaleAspectFill
                view.clipsToBounds = true
                view.frame = frame
                root.addSubview(view)
                host.render()
                return (host, view)
            }
            let (moving, view) = try host(frame: CGRect(x: 40, y: 30, width: 30, height: 40))
            func copies() -> [Rasterizer.ScaledCopy] {
                moving.rasterizer.memory.scaledImages[ObjectIdentifier(image)] ?? []
            }
            #expect(copies().map(\.texture.width) == [60])
            view.frame = CGRect(x: 39, y: 30, width: 32, height: 40)
            moving.render()
            let whole = try #require(copies().first)
            #expect(copies().count == 1 && whole.texture.width == whole.width && whole.texture.height == whole.height)
            view.frame = CGRect(x: 41, y: 30, width: 28, height: 40)
            moving.render()
            #expect(copies().count == 1 && copies().first?.texture === whole.texture)
            let (fresh, _) = try host(frame: view.frame)
            let a = moving.snapshot(), b = fresh.snapshot()
            #expect(zip(a.bytes, b.bytes).filter { $0 != $1 }.count == 0)
        }

        /// A picture shown only scaled is stretched from its pixels on the software renderer: its
        /// level's texture, which nothing would draw, is not made; one also shown 1:1 is made for
        /// that draw. A translucent picture's copies stay blended, an opaque one's unblended.
        @Test func aPictureShownOnlyScaledMakesNoTextureOfItsLevel() throws {
            let (host, root) = try makeFeatureHost(size: CGSize(width: 200, height: 120))
            let opaque = Image(pixels: PixelBuffer(width: 64, height: 48, fill: (200, 120, 40, 255)))
            var translucentPixels = PixelBuffer(width: 64, height: 48, fill: (20, 120, 240, 255))
            translucentPixels.bytes[3] = 128
            let translucent = Image(pixels: translucentPixels)
            let scaled = ImageView(image: opaque), faded = ImageView(image: translucent),
                exact = ImageView(image: translucent)
            scaled.frame = CGRect(x: 10, y: 10, width: 50, height: 37)
            faded.frame = CGRect(x: 70, y: 10, width: 50, height: 37)
            let scale = host.window.screen.scale
            exact.frame = CGRect(x: 130, y: 10, width: 64 / scale, height: 48 / scale)
            [scaled, faded, exact].forEach(root.addSubview)
            host.render()
            let levels = host.rasterizer.memory.imageTextures.keys
            #expect(
                !levels.contains { $0.image == ObjectIdentifier(opaque) }, "the opaque picture is only shown scaled")
            #expect(
                levels.contains { $0.image == ObjectIdentifier(translucent) }, "the translucent one is also shown 1:1")
            let opaqueCopy = try #require(host.rasterizer.memory.scaledImages[ObjectIdentifier(opaque)]?.first?.texture)
            let translucentCopy = try #require(
                host.rasterizer.memory.scaledImages[ObjectIdentifier(translucent)]?.first?.texture)
            #expect(opaqueCopy.isOpaque && !translucentCopy.isOpaque)
        }
    }
}
