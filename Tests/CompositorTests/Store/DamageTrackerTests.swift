import FluidTestSupport
import Foundation
import Testing

@testable import ViewTree

extension SDLTests {
    /// Damage tracking (Docs/Rendering.md §13): what a frame redraws, and that it is enough.
    @Suite @MainActor
    struct DamageTrackerTests {
        /// A frame where nothing changed draws nothing.
        @Test func anUnchangedFrameDrawsNothing() throws {
            let (host, root) = try makeFeatureHost(size: CGSize(width: 200, height: 200))
            let box = View(frame: CGRect(x: 20, y: 20, width: 60, height: 60))
            box.backgroundColor = .systemBlue
            root.addSubview(box)
            host.render()
            let before = host.rasterizer.statistics
            host.render()
            #expect(host.rasterizer.statistics.framesUnchanged == before.framesUnchanged + 1)
            #expect(host.rasterizer.statistics.pixelsRedrawn == before.pixelsRedrawn)
        }

        /// Moving a view redraws where it was and where it is (with a two-pixel margin): about
        /// twice its area, not the screen.
        @Test func movingAViewRedrawsAboutTwiceItsArea() throws {
            let (host, root) = try makeFeatureHost(size: CGSize(width: 400, height: 400))
            let box = View(frame: CGRect(x: 20, y: 20, width: 60, height: 60))
            box.backgroundColor = .systemBlue
            root.addSubview(box)
            host.render()
            let before = host.rasterizer.statistics.pixelsRedrawn
            box.center = CGPoint(x: 50, y: 130)  // 80 pt down: the old and new frames do not overlap
            host.render()
            let redrawn = host.rasterizer.statistics.pixelsRedrawn - before
            let area = 120 * 120  // 60 pt at 2×
            // One rectangle around both: 124 px wide, 124 + 160 px tall.
            #expect(redrawn == 124 * 284, "redrew \(redrawn) pixels for a view of \(area)")
            #expect(redrawn < 3 * area)
        }

        /// Each kind of change is redrawn: moving, recolouring, hiding, removing, reordering,
        /// fading, turning, a shadow, text — every frame the same pixels as a full redraw.
        @Test func everyKindOfChangeIsRedrawn() throws {
            let (host, root) = try makeFeatureHost(size: CGSize(width: 240, height: 240))
            let a = View(frame: CGRect(x: 20, y: 20, width: 80, height: 80)),
                b = View(frame: CGRect(x: 60, y: 60, width: 80, height: 80))
            a.backgroundColor = .systemRed
            b.backgroundColor = .systemGreen
            b.cornerRadius = 12
            let label = Label(frame: CGRect(x: 10, y: 180, width: 200, height: 30))
            label.text = "Damage"
            let child = View(frame: CGRect(x: 10, y: 10, width: 30, height: 30))
            child.backgroundColor = .systemYellow
            b.addSubview(child)
            [a, b, label].forEach(root.addSubview)
            host.render()
            let changes: [(String, () -> Void)] = [
                ("move", { a.center = CGPoint(x: 90, y: 70) }),
                ("recolour", { b.backgroundColor = .systemPurple }),
                ("move a child", { child.center = CGPoint(x: 60, y: 60) }),
                (
                    "shadow",
                    {
                        b.shadowOpacity = 0.6
                        b.shadowRadius = 8
                        b.shadowColor = .black
                    }
                ),
                ("hide", { a.isHidden = true }),
                ("show", { a.isHidden = false }),
                ("reorder", { root.bringSubviewToFront(a) }),
                ("fade", { b.alpha = 0.5 }),
                ("turn", { b.transform = Transform(rotationAngle: 0.3) }),
                ("turn more", { b.transform = Transform(rotationAngle: 0.5) }),
                ("text", { label.text = "Redrawn" }),
                ("remove", { a.removeFromSuperview() }),
                ("add", { root.insertSubview(a, at: 0) }),
                ("clip", { b.clipsToBounds = true }),
            ]
            for (name, change) in changes {
                change()
                host.render()
                let tracked = host.snapshot()
                host.rasterizer.setNeedsFullRedraw()
                host.render()
                let comparison = ImageComparison(reference: host.snapshot(), actual: tracked, channelTolerance: 0)
                #expect(
                    comparison.differingPixels == 0,
                    "\(name): \(comparison.differingPixels) pixels differ, largest at \(comparison.largestDifferenceAt)"
                )
            }
        }
    }
}
