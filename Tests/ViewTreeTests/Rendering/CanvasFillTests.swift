import Foundation
import Testing
import FluidTestSupport
@testable import ViewTree

extension SDLTests {
    /// Opaque fills written straight into the frame's pixels (`Rasterizer.fillCanvas`,
    /// Docs/Rendering.md §9) must leave the bytes SDL's own fill leaves: the same frame drawn by
    /// the software renderer into a render-target texture (no pixels in memory, so SDL fills) is
    /// the reference, to the byte.
    @Suite @MainActor
    struct CanvasFillTests {
        /// Fills of every kind: the root's background around opaque covers, a clipping parent
        /// hanging off the screen's edge with children outside it, a rounded card (runs and
        /// corners), a translucent fill over opaque ones, a bordered box, fractional edges.
        static func draw(renderDriver: String?) throws -> HeadlessHost {
            let (host, root) = try makeFeatureHost(size: CGSize(width: 120, height: 90),
                                                   background: Color(red: 0.2, green: 0.4, blue: 0.6), renderDriver: renderDriver)
            let clipper = View(frame: CGRect(x: 70.5, y: -10, width: 60, height: 50))
            clipper.clipsToBounds = true
            clipper.backgroundColor = Color(red: 0.9, green: 0.8, blue: 0.1)
            let inside = View(frame: CGRect(x: -5, y: 20.25, width: 30, height: 60))
            inside.backgroundColor = .systemRed
            clipper.addSubview(inside)
            root.addSubview(clipper)
            let card = View(frame: CGRect(x: 8.3, y: 12.6, width: 50, height: 40))
            card.backgroundColor = .white
            card.cornerRadius = 9
            root.addSubview(card)
            let veil = View(frame: CGRect(x: 30, y: 30, width: 60, height: 40))
            veil.backgroundColor = Color(red: 0, green: 0, blue: 0, alpha: 0.4)
            root.addSubview(veil)
            let bordered = View(frame: CGRect(x: 10, y: 60, width: 40, height: 20))
            bordered.backgroundColor = Color(white: 0.95)
            bordered.borderWidth = 2.5
            bordered.borderColor = .black
            root.addSubview(bordered)
            host.render()
            return host
        }

        @Test func fillsInTheFramesPixelsMatchSDLsFills() throws {
            let direct = try Self.draw(renderDriver: nil)
            let reference = try Self.draw(renderDriver: "software")
            #expect(direct.rasterizer.statistics.canvasFills > 0)
            #expect(reference.rasterizer.statistics.canvasFills == 0)
            let expected = reference.snapshot(), actual = direct.snapshot()
            #expect(expected.width == actual.width && expected.height == actual.height)
            let differing = zip(expected.bytes, actual.bytes).filter { $0 != $1 }.count
            #expect(differing == 0, "\(differing) bytes differ")
        }
    }
}
