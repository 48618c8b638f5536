import FluidTestSupport
import Foundation
import Testing

@testable import Compositor
@testable import ViewTree

extension SDLTests {
    /// Opaque fills, corner masks, opaque pictures, shadows and backing stores written straight
    /// into the frame's pixels (`Rasterizer.fillCanvas`, `copyIntoCanvas`, Docs/Rendering.md
    /// §9) must leave the bytes SDL's own fill and blits leave: the same frame drawn by the software renderer into
    /// a render-target texture (no pixels in memory, so SDL draws) is the reference, to the byte.
    @Suite @MainActor
    struct CanvasFillTests {
        /// Fills of every kind: the root's background around opaque covers, a clipping parent
        /// hanging off the screen's edge with children outside it, a rounded card (runs and
        /// corners), a translucent fill over opaque ones, a bordered box, fractional edges; and
        /// corners of every modulation: white (none), coloured, translucent white, translucent
        /// colour, a rounded border, cut by a clip and by the screen's edge; opaque pictures scaled
        /// to their on-screen size, whole, cut by the screen's edge and by a clip, and two faded (one
        /// at alpha 128, which SDL blends with a blitter of its own); a line of text, and one faded.
        static func draw(renderDriver: String?) throws -> HeadlessHost {
            let (host, root) = try makeFeatureHost(
                size: CGSize(width: 120, height: 90),
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
            let corners: [(CGRect, Color, CGFloat)] = [
                (CGRect(x: 62, y: 48, width: 24, height: 24), .systemRed, 10),
                (CGRect(x: 90, y: 50, width: 26, height: 30), Color(white: 1, alpha: 0.5), 11.5),
                (CGRect(x: 70, y: 76, width: 40, height: 30), Color(red: 0.3, green: 0.9, blue: 0.5, alpha: 0.7), 12),
                (CGRect(x: -6, y: 2, width: 20, height: 20), Color(red: 0.1, green: 0.2, blue: 0.9), 8),
            ]
            for (frame, color, radius) in corners {
                let view = View(frame: frame)
                view.backgroundColor = color
                view.cornerRadius = radius
                root.addSubview(view)
            }
            let clippedCorner = View(frame: CGRect(x: 40, y: 20, width: 30, height: 30))
            clippedCorner.backgroundColor = Color(red: 0.8, green: 0.1, blue: 0.7, alpha: 0.9)
            clippedCorner.cornerRadius = 14
            clipper.addSubview(clippedCorner)
            let ring = View(frame: CGRect(x: 55, y: 60, width: 30, height: 26))
            ring.cornerRadius = 9
            ring.borderWidth = 1.5
            ring.borderColor = Color(red: 0.9, green: 0.5, blue: 0.1)
            root.addSubview(ring)
            var random = SplitMix64(seed: 22)
            let bytes = random.pixels(width: 37, height: 23, alphaChoices: [255], premultiplied: false)
            let picture = Image(
                pixels: PixelBuffer(width: 37, height: 23, bytes: bytes) ?? PixelBuffer(width: 1, height: 1))
            for (frame, alpha, parent) in [
                (CGRect(x: 4, y: 58, width: 30, height: 19), 1.0, root),
                (CGRect(x: 100, y: 70, width: 40, height: 25), 1.0, root),
                (CGRect(x: 30, y: 30, width: 45, height: 30), 1.0, clipper),
                (CGRect(x: 40, y: 66, width: 20, height: 14), 0.6, root),
                (CGRect(x: 88, y: 24, width: 23, height: 13), 128.0 / 255, root),
            ] {
                let view = ImageView(image: picture)
                view.frame = frame
                view.alpha = alpha
                parent.addSubview(view)
            }
            // Text: blended straight in, and faded (modulated: SDL's).
            for (frame, alpha) in [
                (CGRect(x: 3, y: 30, width: 70, height: 16), 1.0), (CGRect(x: 60, y: 2, width: 60, height: 14), 0.5),
            ] {
                let label = Label(frame: frame)
                label.text = "Fluid 12 번째"
                label.font = .systemFont(ofSize: 11)
                label.textColor = Color(red: 0.1, green: 0.3, blue: 0.7)
                label.alpha = alpha
                root.addSubview(label)
            }
            host.render()
            return host
        }

        @Test func fillsCornersAndPicturesInTheFramesPixelsMatchSDLs() throws {
            let direct = try Self.draw(renderDriver: nil)
            let reference = try Self.draw(renderDriver: "software")
            #expect(direct.rasterizer.statistics.canvasFills > 0 && direct.rasterizer.statistics.canvasBlends >= 24)
            #expect(direct.rasterizer.statistics.canvasCopies == 3)
            #expect(
                reference.rasterizer.statistics.canvasFills == 0 && reference.rasterizer.statistics.canvasBlends == 0
                    && reference.rasterizer.statistics.canvasCopies == 0)
            let expected = reference.snapshot(), actual = direct.snapshot()
            #expect(expected.width == actual.width && expected.height == actual.height)
            let differing = zip(expected.bytes, actual.bytes).filter { $0 != $1 }.count
            #expect(differing == 0, "\(differing) bytes differ")
        }

        /// Large translucent fills — a dimming backdrop over a picture, one at alpha 128 (which SDL
        /// blends with a blitter of its own), one cut by a clipping parent and the screen's edge —
        /// blended straight into the frame (`fillCanvasFaded`) leave the bytes of SDL's copies of an
        /// opaque tile at the colour's alpha.
        @Test func largeTranslucentFillsInTheFramesPixelsMatchSDLs() throws {
            func draw(renderDriver: String?) throws -> HeadlessHost {
                let (host, root) = try makeFeatureHost(
                    size: CGSize(width: 160, height: 120), background: Color(white: 0.9),
                    renderDriver: renderDriver)
                var random = SplitMix64(seed: 31)
                let bytes = random.pixels(width: 53, height: 41, alphaChoices: [255], premultiplied: false)
                let picture = ImageView(
                    image: Image(
                        pixels: PixelBuffer(width: 53, height: 41, bytes: bytes) ?? PixelBuffer(width: 1, height: 1)))
                picture.frame = CGRect(x: 10, y: 10, width: 106, height: 82)
                root.addSubview(picture)
                let backdrop = View(frame: CGRect(x: 0, y: 20, width: 160, height: 100))
                backdrop.backgroundColor = Color(white: 0, alpha: 0.4)
                root.addSubview(backdrop)
                let half = View(frame: CGRect(x: 30.5, y: 5, width: 90, height: 70))
                half.backgroundColor = Color(red: 0.2, green: 0.6, blue: 0.9, alpha: 128.0 / 255)
                root.addSubview(half)
                let clipper = View(frame: CGRect(x: 100, y: 60, width: 80, height: 80))
                clipper.clipsToBounds = true
                let cut = View(frame: CGRect(x: -20, y: -10, width: 120, height: 120))
                cut.backgroundColor = Color(red: 0.9, green: 0.3, blue: 0.1, alpha: 0.7)
                clipper.addSubview(cut)
                root.addSubview(clipper)
                host.render()
                return host
            }
            let direct = try draw(renderDriver: nil), reference = try draw(renderDriver: "software")
            #expect(direct.rasterizer.statistics.canvasBlends >= 3 && reference.rasterizer.statistics.canvasBlends == 0)
            let expected = reference.snapshot(), actual = direct.snapshot()
            let differing = zip(expected.bytes, actual.bytes).filter { $0 != $1 }.count
            #expect(expected.width == actual.width && differing == 0, "\(differing) bytes differ")
        }

        /// Shadows and backing stores: rounded-rectangle shadows (nine slices, 1:1 corners and
        /// edges) in black and in colour, one cut by the screen's edge and one by a clip; a rounded,
        /// clipping card with a picture and a label (a store drawn around its opaque interior over
        /// its container's shadow); a group-faded view (a faded store); a view with a shadow shaped
        /// by its content (the shadow drawn around the store's interior); a turned one (resampled),
        /// and a turned, faded one over it (resampled at its opacity).
        static func drawStores(renderDriver: String?, scale: CGFloat = 2) throws -> HeadlessHost {
            let (host, root) = try makeFeatureHost(
                size: storesSize, scale: scale, background: storesBackground, renderDriver: renderDriver)
            addStores(to: root)
            host.render()
            return host
        }

        static let storesSize = CGSize(width: 160, height: 120)
        static let storesBackground = Color(white: 0.93)

        /// The views `drawStores` draws, added to `root` (a `storesSize` screen's root).
        static func addStores(to root: View) {
            var random = SplitMix64(seed: 7)
            let bytes = random.pixels(width: 41, height: 29, alphaChoices: [255], premultiplied: false)
            let picture = Image(
                pixels: PixelBuffer(width: 41, height: 29, bytes: bytes) ?? PixelBuffer(width: 1, height: 1))
            func shadowed(_ frame: CGRect, color: Color, opacity: CGFloat, radius: CGFloat, in parent: View) -> View {
                let view = View(frame: frame)
                view.backgroundColor = .white
                view.cornerRadius = 8
                view.shadowColor = color
                view.shadowOpacity = opacity
                view.shadowRadius = radius
                view.shadowOffset = CGSize(width: 0, height: 3)
                parent.addSubview(view)
                return view
            }
            // Large enough for nine slices (corner: the radius and twice the blur's reach): one
            // whole, one cut by the screen's edge, at fractional places (odd widths).
            _ = shadowed(
                CGRect(x: 20.5, y: 40.25, width: 95.75, height: 45.5), color: .black, opacity: 0.4, radius: 2.3,
                in: root)
            _ = shadowed(
                CGRect(x: 118.25, y: 88.5, width: 60, height: 40), color: .systemPurple, opacity: 0.6, radius: 1.7,
                in: root)
            _ = shadowed(
                CGRect(x: 10.5, y: 8, width: 40.75, height: 26.5), color: .black, opacity: 0.35, radius: 5.3, in: root)
            _ = shadowed(
                CGRect(x: 130, y: 10, width: 50, height: 30), color: .systemBlue, opacity: 0.8, radius: 4, in: root)
            let clipper = View(frame: CGRect(x: 60, y: 4, width: 60, height: 34))
            clipper.clipsToBounds = true
            root.addSubview(clipper)
            _ = shadowed(CGRect(x: 8, y: 6, width: 40, height: 20), color: .black, opacity: 0.5, radius: 7, in: clipper)
            let container = shadowed(
                CGRect(x: 12, y: 48, width: 62, height: 44), color: .black, opacity: 0.3, radius: 6, in: root)
            let card = View(frame: container.bounds)
            card.cornerRadius = 8
            card.clipsToBounds = true
            card.backgroundColor = .white
            container.addSubview(card)
            let photo = ImageView(image: picture)
            photo.frame = CGRect(x: 0, y: 0, width: 62, height: 30)
            card.addSubview(photo)
            let caption = Label(frame: CGRect(x: 4, y: 30, width: 56, height: 14))
            caption.text = "Alpine"
            caption.font = .systemFont(ofSize: 10)
            card.addSubview(caption)
            /// A plain view in `color`, rounded by `radius`, added to `parent`.
            @discardableResult
            func box(_ frame: CGRect, _ color: Color, radius: CGFloat = 0, in parent: View) -> View {
                let view = View(frame: frame)
                view.backgroundColor = color
                view.cornerRadius = radius
                parent.addSubview(view)
                return view
            }
            let faded = box(CGRect(x: 84, y: 50, width: 40, height: 30), .systemOrange, in: root)
            faded.alpha = 0.6
            box(CGRect(x: 10, y: 8, width: 16, height: 16), .systemGreen, radius: 8, in: faded)
            let shaped = box(CGRect(x: 100, y: 84, width: 40, height: 30), .clear, in: root)
            shaped.shadowOpacity = 0.5
            shaped.shadowRadius = 3
            box(CGRect(x: 4, y: 4, width: 30, height: 20), .systemPink, radius: 6, in: shaped)
            let turned = box(CGRect(x: 40, y: 96, width: 40, height: 24), .systemTeal, in: root)
            turned.transform = Transform(rotationAngle: 0.3)
            box(CGRect(x: 6, y: 6, width: 12, height: 12), .white, in: turned)
            // Turned and faded, over the teal one: a stamp fading in on a tilting card.
            let stamp = box(
                CGRect(x: 56, y: 90, width: 36, height: 18), Color(white: 1, alpha: 0.3), radius: 4, in: root)
            stamp.transform = Transform(rotationAngle: -0.25)
            stamp.alpha = 0.55
            box(CGRect(x: 4, y: 4, width: 20, height: 8), .systemGreen, in: stamp)
        }

        @Test func shadowsAndStoresInTheFramesPixelsMatchSDLs() throws {
            let direct = try Self.drawStores(renderDriver: nil)
            let reference = try Self.drawStores(renderDriver: "software")
            #expect(direct.rasterizer.statistics.canvasBlends >= 20 && direct.rasterizer.statistics.canvasCopies >= 2)
            #expect(
                reference.rasterizer.statistics.canvasBlends == 0 && reference.rasterizer.statistics.canvasCopies == 0)
            let expected = reference.snapshot(), actual = direct.snapshot()
            #expect(expected.width == actual.width && expected.height == actual.height)
            let differing = zip(expected.bytes, actual.bytes).filter { $0 != $1 }.count
            #expect(differing == 0, "\(differing) bytes differ")
            if differing > 0 || ProcessInfo.processInfo.environment["FLUID_SAVE_CANVAS_TEST"] != nil {
                try? PNGCodec.write(
                    actual, to: URL(fileURLWithPath: NSTemporaryDirectory() + "canvas-stores-direct.png"))
                try? PNGCodec.write(
                    expected, to: URL(fileURLWithPath: NSTemporaryDirectory() + "canvas-stores-sdl.png"))
            }
        }

        /// A turned store drawn again with the same turn takes its resampled copy, drawn at its
        /// opacity straight into the frame (`craster_blend_argb_faded_over_xrgb`), not blended
        /// anew: a second frame, damaged beneath the turned views by a colour change, must leave
        /// the bytes SDL leaves.
        @Test func aTurnedFadedStoresCopyInTheFramesPixelsMatchesSDLs() throws {
            func twoFrames(renderDriver: String?) throws -> HeadlessHost {
                let (host, root) = try makeFeatureHost(
                    size: Self.storesSize, scale: 2, background: Self.storesBackground,
                    renderDriver: renderDriver)
                let under = View(frame: CGRect(x: 30, y: 80, width: 80, height: 40))
                under.backgroundColor = .systemYellow
                root.addSubview(under)
                Self.addStores(to: root)
                host.render()
                under.backgroundColor = .systemRed
                host.render()
                return host
            }
            let direct = try twoFrames(renderDriver: nil), reference = try twoFrames(renderDriver: "software")
            #expect(direct.rasterizer.statistics.canvasBlends > 0 && direct.rasterizer.statistics.resamples >= 2)
            let expected = reference.snapshot(), actual = direct.snapshot()
            let differing = zip(expected.bytes, actual.bytes).filter { $0 != $1 }.count
            #expect(expected.width == actual.width && differing == 0, "\(differing) bytes differ")
        }

        /// A store drawn into another store takes its opaque cross from its XRGB copy, made when
        /// first needed: after the inner store's content changes (same size), the outer one must
        /// show the new content, as a frame drawn from nothing does.
        @Test func aStoreInsideAStoreShowsItsNewContent() throws {
            func build(_ root: View) -> (View, View) {
                let group = View(frame: CGRect(x: 10, y: 10, width: 120, height: 90))
                group.alpha = 0.7
                let card = View(frame: CGRect(x: 10, y: 10, width: 100, height: 70))
                card.cornerRadius = 10
                card.clipsToBounds = true
                card.backgroundColor = .white
                let fill = View(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
                fill.backgroundColor = .systemBlue
                card.addSubview(fill)
                card.addSubview(View(frame: CGRect(x: 20, y: 20, width: 10, height: 10)))
                group.addSubview(card)
                root.addSubview(group)
                return (card, fill)
            }
            let (host, root) = try makeFeatureHost(size: CGSize(width: 140, height: 110), background: Color(white: 0.9))
            let (_, fill) = build(root)
            host.render()
            fill.backgroundColor = .systemRed
            host.render()
            let (fresh, freshRoot) = try makeFeatureHost(
                size: CGSize(width: 140, height: 110), background: Color(white: 0.9))
            build(freshRoot).1.backgroundColor = .systemRed
            fresh.render()
            let differing = zip(fresh.snapshot().bytes, host.snapshot().bytes).filter { $0 != $1 }.count
            #expect(differing == 0, "\(differing) bytes differ from a frame drawn from nothing")
        }
    }
}
