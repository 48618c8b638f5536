import FluidTestSupport
import Foundation
import Testing

@testable import ViewTree

extension SDLTests {
    /// What the rasteriser does besides the pictures: invalidation, caching, compositing maths.
    @Suite @MainActor
    struct RenderingBehaviourTests {
        @Test func nothingChangedMeansNothingDrawn() throws {
            let (host, root) = try makeFeatureHost(size: CGSize(width: 50, height: 50))
            let box = View(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
            root.addSubview(box)
            #expect(host.renderIfNeeded())
            #expect(!host.renderIfNeeded())
            #expect(host.rasterizer.statistics.framesDrawn == 1)
            box.backgroundColor = .systemRed
            #expect(host.renderIfNeeded())
            box.center = CGPoint(x: 30, y: 30)
            #expect(host.renderIfNeeded())
            box.center = CGPoint(x: 30, y: 30)  // same value: no change
            #expect(!host.renderIfNeeded())
            #expect(host.rasterizer.statistics.framesDrawn == 3)
        }

        @Test func movingARotatedCardReusesItsBackingStore() throws {
            let (host, root) = try makeFeatureHost(size: CGSize(width: 120, height: 120))
            let (card, badge) = roundedCardWithBadge(
                frame: CGRect(x: 20, y: 20, width: 60, height: 80), cornerRadius: 12,
                badge: CGRect(x: 10, y: 10, width: 20, height: 20))
            card.transform = Transform(rotationAngle: 0.1)
            root.addSubview(card)
            host.render()
            let first = host.rasterizer.statistics
            #expect(first.backingStoresDrawn == 1)
            for step in 1...5 {
                card.center.x += CGFloat(step)
                card.transform = Transform(rotationAngle: 0.1 + CGFloat(step) * 0.02)
                card.alpha = 1 - CGFloat(step) * 0.1
                host.render()
            }
            #expect(host.rasterizer.statistics.backingStoresDrawn == 1, "placement changes must not redraw the subtree")
            #expect(host.rasterizer.statistics.backingStoresReused == 5)
            #expect(host.rasterizer.statistics.pixelReadbacks == 1, "read back when drawn, not when turned or moved")
            badge.backgroundColor = .systemYellow
            host.render()
            #expect(host.rasterizer.statistics.backingStoresDrawn == 2, "a content change inside redraws it")
            #expect(host.rasterizer.statistics.pixelReadbacks == 2)
        }

        /// After the renderer lost its render targets' contents, the next frame draws every store
        /// again and the whole frame, and shows what it showed before.
        @Test func aRenderTargetsResetRedrawsTheStoresAndTheFrame() throws {
            let (host, root) = try makeFeatureHost(size: CGSize(width: 120, height: 120))
            let (card, _) = roundedCardWithBadge(
                frame: CGRect(x: 20, y: 20, width: 60, height: 80), cornerRadius: 12,
                badge: CGRect(x: 10, y: 10, width: 20, height: 20))
            root.addSubview(card)
            host.render()
            let before = (statistics: host.rasterizer.statistics, pixels: host.snapshot())
            #expect(before.statistics.backingStoresDrawn == 1)
            host.rasterizer.renderTargetsWereReset()
            host.render()  // the window host also asks for a frame
            let after = host.rasterizer.statistics
            #expect(after.backingStoresDrawn == 2, "the store is drawn again")
            #expect(after.pixelsRedrawn - before.statistics.pixelsRedrawn == 240 * 240, "the whole frame is drawn (2×)")
            #expect(host.snapshot().bytes == before.pixels.bytes)
        }

        @Test func textTexturesAreCachedAcrossFrames() throws {
            let (host, root) = try makeFeatureHost(size: CGSize(width: 120, height: 40))
            let label = Label(text: "Cached", font: .systemFont(ofSize: 14))
            label.frame = CGRect(x: 5, y: 5, width: 110, height: 30)
            root.addSubview(label)
            host.render()
            let created = host.rasterizer.statistics.textTexturesCreated
            #expect(created == 1)
            label.center.x += 3
            host.render()
            #expect(host.rasterizer.statistics.textTexturesCreated == created, "moving text reuses its texture")
            // The colour is rasterised into the glyphs (a tint at draw time would take SDL's slow
            // modulating blitter): a new colour is a new texture, and the old one is still cached.
            label.textColor = .systemRed
            host.render()
            #expect(host.rasterizer.statistics.textTexturesCreated == created + 1)
            label.textColor = .label
            host.render()
            #expect(host.rasterizer.statistics.textTexturesCreated == created + 1)
        }

        /// Opaque pictures and large translucent fills take alpha-less fast paths on the screen;
        /// inside a backing store (whose target keeps alpha) they must still blend as translucent:
        /// a half-transparent opaque image and a 45 % black fill, both in a rounded clipping
        /// parent over white, come out grey, not black or blue.
        @Test func alphaLessFastPathsStayTranslucentInsideAStore() throws {
            let (host, root) = try makeFeatureHost(size: CGSize(width: 220, height: 120), scale: 1)
            let clip = View(frame: CGRect(x: 0, y: 0, width: 220, height: 120))
            clip.cornerRadius = 8
            clip.clipsToBounds = true
            root.addSubview(clip)
            let picture = ImageView(frame: CGRect(x: 0, y: 0, width: 100, height: 120))
            picture.image = Image(pixels: PixelBuffer(width: 10, height: 10, fill: (0, 0, 255, 255)))
            picture.alpha = 0.5
            clip.addSubview(picture)
            let pill = View(frame: CGRect(x: 110, y: 0, width: 110, height: 120))  // 13,200 pt²: a tiled fill on screen
            pill.backgroundColor = Color(white: 0, alpha: 0.45)
            clip.addSubview(pill)
            host.render()
            let image = host.snapshot()[50, 60], fill = host.snapshot()[160, 60]
            #expect(
                abs(Int(image.r) - 128) <= 2 && abs(Int(image.g) - 128) <= 2 && image.b >= 252,
                "half-transparent blue over white: \(image)")
            #expect(
                abs(Int(fill.r) - 140) <= 2 && fill.r == fill.g && fill.g == fill.b, "45 % black over white: \(fill)")
        }

        /// Antialiased edges inside a group composited over white: every pixel must lie on the
        /// line between red and white (R = 255). A dark fringe (alpha applied twice) lowers R.
        @Test func groupEdgesHaveNoDarkFringe() throws {
            let (host, root) = try makeFeatureHost(size: CGSize(width: 80, height: 80))
            let group = View(frame: CGRect(x: 10, y: 10, width: 60, height: 60))
            group.cornerRadius = 20
            group.clipsToBounds = true
            group.transform = Transform(rotationAngle: 0.3)
            let red = View(frame: group.bounds)
            red.backgroundColor = Color(red: 1, green: 0, blue: 0)
            red.cornerRadius = 20
            group.addSubview(red)
            root.addSubview(group)
            for alpha in [1.0, 0.6] {
                group.alpha = alpha
                host.render()
                let picture = host.snapshot()
                var edgePixels = 0
                for y in 0..<picture.height {
                    for x in 0..<picture.width {
                        let p = picture[x, y]
                        if p.g < 250 && p.g > 5 { edgePixels += 1 }
                        #expect(p.r >= 252, "dark fringe at (\(x), \(y)): \(p) with group alpha \(alpha)")
                        if p.r < 252 { return }
                    }
                }
                #expect(edgePixels > 100, "expected antialiased edge pixels, found \(edgePixels)")
            }
        }

        @Test func roundedClipCutsChildrenAtTheCorner() throws {
            let (host, root) = try makeFeatureHost(size: CGSize(width: 60, height: 60), scale: 1)
            let clip = View(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
            clip.cornerRadius = 15
            clip.clipsToBounds = true
            let child = View(frame: CGRect(x: -10, y: -10, width: 60, height: 60))
            child.backgroundColor = .black
            clip.addSubview(child)
            root.addSubview(clip)
            host.render()
            let picture = host.snapshot()
            #expect(picture[11, 11] == (255, 255, 255, 255), "outside the rounded corner: background")
            #expect(picture[5, 30] == (255, 255, 255, 255), "outside the bounds: background")
            #expect(picture[30, 30] == (0, 0, 0, 255), "inside: the child")
            #expect(picture[14, 30] == (0, 0, 0, 255), "on the straight edge, inside: the child")
        }

        @Test func hiddenAndTransparentViewsAreNotDrawn() throws {
            let (host, root) = try makeFeatureHost(size: CGSize(width: 30, height: 30), scale: 1)
            let hidden = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            hidden.backgroundColor = .black
            hidden.isHidden = true
            let transparent = View(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
            transparent.backgroundColor = .black
            transparent.alpha = 0
            root.addSubview(hidden)
            root.addSubview(transparent)
            host.render()
            let picture = host.snapshot()
            #expect(picture[5, 5] == (255, 255, 255, 255))
            #expect(picture[15, 15] == (255, 255, 255, 255))
        }

        @Test func canvasSizeFollowsScale() throws {
            for scale in [CGFloat(1), 2, 3] {
                let (host, _) = try makeFeatureHost(size: CGSize(width: 39, height: 84), scale: scale)
                host.render()
                let picture = host.snapshot()
                #expect(picture.width == Int(39 * scale) && picture.height == Int(84 * scale))
            }
        }
    }
}
