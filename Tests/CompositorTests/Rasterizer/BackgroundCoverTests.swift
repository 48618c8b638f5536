import FluidTestSupport
import Foundation
import Testing

@testable import Compositor
@testable import ViewTree

extension SDLTests {
    /// A large background is not filled under opaque views further down the tree
    /// (`Rasterizer.backgroundCovers`): only views that surely paint every pixel of their frame
    /// count, cut to the views that clip them, and only as many as leave the fill in a few
    /// pieces. Whatever counts, the frame is the one drawn without culling.
    @Suite @MainActor
    struct BackgroundCoverTests {
        static let size = CGSize(width: 200, height: 300)
        static let toScreen = Transform(scaleX: 2, y: 2)

        /// A scene as the stretchy header builds it: a clear scroll view that clips, holding an
        /// opaque header and an opaque body that runs past the screen's bottom.
        static func header() throws -> (HeadlessHost, View, View) {
            let (host, root) = try makeFeatureHost(size: size, background: .systemGroupedBackground)
            let scroller = View(frame: CGRect(origin: .zero, size: size))
            scroller.clipsToBounds = true
            let top = View(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
            top.backgroundColor = .systemRed
            let body = View(frame: CGRect(x: 0, y: 120, width: 200, height: 400))
            body.backgroundColor = .white
            let text = Label(text: "Body", font: .systemFont(ofSize: 15))
            text.frame = CGRect(x: 10, y: 10, width: 100, height: 20)
            body.addSubview(text)
            [top, body].forEach(scroller.addSubview)
            root.addSubview(scroller)
            return (host, root, scroller)
        }

        func covers(in host: HeadlessHost, of root: View) -> [CGRect] {
            host.rasterizer.backgroundCovers(
                of: root.presentation, matrix: Self.toScreen, opacity: 1,
                subviews: root.subviews.enumerated().map { ($0, $1) }, direct: [])
        }

        /// The culled frame against a full redraw without culling, pixel for pixel.
        func expectSameAsWithoutCulling(_ host: HeadlessHost) {
            host.rasterizer.setNeedsFullRedraw()
            host.render()
            let culled = host.snapshot()
            let full = host.referenceSnapshot()
            #expect(zip(culled.bytes, full.bytes).filter { $0 != $1 }.count == 0)
        }

        @Test func opaqueViewsInsideAClearClippingViewCoverTheBackground() throws {
            let (host, root, _) = try Self.header()
            host.render()
            // The body is cut where the scroll view clips it, at the screen's bottom.
            #expect(
                covers(in: host, of: root) == [
                    CGRect(x: 0, y: 0, width: 400, height: 240), CGRect(x: 0, y: 240, width: 400, height: 360),
                ])
            expectSameAsWithoutCulling(host)
        }

        /// A faded or turned container, one drawn through a backing store (a rounded clip), a
        /// hidden or faded view, a translucent background, or a view moved by its transform: none
        /// surely paints its frame, so none covers.
        @Test func viewsThatMayLeavePixelsUnpaintedDoNotCover() throws {
            let changes: [(String, (View, View) -> Void)] = [
                ("faded container", { scroller, _ in scroller.alpha = 0.5 }),
                ("turned container", { scroller, _ in scroller.transform = Transform(rotationAngle: 0.1) }),
                ("rounded clip", { scroller, _ in scroller.cornerRadius = 12 }),
                ("hidden view", { _, top in top.isHidden = true }),
                ("faded view", { _, top in top.alpha = 0.99 }),
                ("translucent background", { _, top in top.backgroundColor = Color(white: 0, alpha: 0.5) }),
                ("moved view", { _, top in top.transform = Transform(translationX: 0, y: 4) }),
            ]
            for (name, change) in changes {
                let (host, root, scroller) = try Self.header()
                change(scroller, scroller.subviews[0])
                host.render()
                let found = covers(in: host, of: root)
                let topCover = CGRect(x: 0, y: 0, width: 400, height: 240)
                if name.hasSuffix("container") || name == "rounded clip" {
                    #expect(found.isEmpty, "\(name)")
                } else {
                    #expect(!found.contains(topCover) && found.count == 1, "\(name): \(found)")
                }
                expectSameAsWithoutCulling(host)
            }
        }

        /// Rows down a list: each row that keeps the fill in at most four pieces counts; the rest
        /// would leave it whole (`drawUncovered`), so they are left out.
        @Test func onlyCoversThatLeaveAFewPiecesCount() throws {
            let (host, root) = try makeFeatureHost(
                size: CGSize(width: 300, height: 600), background: .systemGroupedBackground)
            let list = View(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
            for row in 0..<8 {
                let cell = View(frame: CGRect(x: 10, y: 10 + CGFloat(row) * 72, width: 290, height: 70))
                cell.backgroundColor = .white
                list.addSubview(cell)
            }
            root.addSubview(list)
            host.render()
            let found = covers(in: host, of: root)
            #expect(!found.isEmpty && found.count < 8)
            let pieces = try #require(
                Rasterizer.uncoveredPieces(of: CGRect(x: 0, y: 0, width: 600, height: 1200), by: found))
            #expect(pieces.count <= 4)
            expectSameAsWithoutCulling(host)
        }

        /// Looking costs every frame: views smaller than a large fill (65,536 pixels) are not
        /// covers, and a view holding more than `maximumCoverCandidates` is not looked into.
        @Test func smallViewsAndCrowdedViewsAreNotLookedAt() throws {
            let (host, root, scroller) = try Self.header()
            let small = View(frame: CGRect(x: 0, y: 0, width: 100, height: 80))  // 200 × 160 px
            small.backgroundColor = .white
            let holder = View(frame: CGRect(origin: .zero, size: Self.size))
            holder.addSubview(small)
            root.addSubview(holder)
            host.render()
            #expect(covers(in: host, of: root).count == 2, "the header's two, not the small view")
            for index in 0..<Rasterizer.maximumCoverCandidates {
                let filler = View(frame: CGRect(x: CGFloat(index), y: 0, width: 1, height: 1))
                scroller.addSubview(filler)
            }
            host.render()
            #expect(
                covers(in: host, of: root).isEmpty, "\(scroller.subviews.count) subviews are too many to look among")
            expectSameAsWithoutCulling(host)
        }

        /// A card's face: a rounded, clipping view with a grey background (drawn through a backing
        /// store) holding a photo that fills it, at a fractional place. An opaque picture covers
        /// the fill beneath it, a pixel in from where its content mode puts it (cut to its bounds
        /// when it clips); a translucent one, one inside its own rounded clip, a faded, moved or
        /// small one does not — and whatever counts, the frame is the one drawn without culling.
        @Test func anOpaquePictureCoversTheFillBeneathIt() throws {
            func stripes(_ width: Int, _ height: Int, alpha: UInt8) -> Image {
                var bytes = [UInt8](repeating: alpha, count: width * height * 4)
                for index in 0..<width * height {
                    bytes[index * 4] = UInt8(index % width * 255 / width)
                    bytes[index * 4 + 1] = UInt8(index / width * 255 / height)
                    bytes[index * 4 + 2] = 90
                }
                return Image(
                    pixels: PixelBuffer(width: width, height: height, bytes: bytes) ?? PixelBuffer(width: 1, height: 1))
            }
            let cases: [(name: String, covers: Bool, change: (ImageView) -> Void)] = [
                ("aspect fill", true, { _ in }),
                ("aspect fit", true, { $0.contentMode = .scaleAspectFit }),
                ("clipping aspect fill", true, { $0.clipsToBounds = true }),
                ("translucent picture", false, { $0.image = stripes(120, 80, alpha: 200) }),
                (
                    "own rounded clip", false,
                    {
                        $0.clipsToBounds = true
                        $0.cornerRadius = 8
                    }
                ),
                ("faded picture", false, { $0.alpha = 0.98 }),
                ("moved picture", false, { $0.transform = Transform(translationX: 3, y: 0) }),
                ("small picture", false, { $0.frame = CGRect(x: 10, y: 40, width: 60, height: 60) }),
            ]
            for (name, expected, change) in cases {
                let (host, root) = try makeFeatureHost(size: Self.size, background: .systemGroupedBackground)
                let face = View(frame: CGRect(x: 10.3, y: 20.6, width: 170.4, height: 240.2))
                face.backgroundColor = .darkGray
                face.cornerRadius = 15
                face.clipsToBounds = true
                let photo = ImageView(image: stripes(120, 80, alpha: 255))
                photo.contentMode = .scaleAspectFill
                photo.frame = CGRect(x: 0.25, y: 30.5, width: 170, height: 180.3)
                face.addSubview(photo)
                root.addSubview(face)
                change(photo)
                host.render()
                let faceMatrix = Transform(translationX: face.frame.minX, y: face.frame.minY).concatenating(
                    Self.toScreen)
                let found = host.rasterizer.pictureCover(of: photo, parentMatrix: faceMatrix)
                #expect((found != nil) == expected, "\(name): \(String(describing: found))")
                if let found, let image = photo.image {
                    var drawn = ImageView.imageRect(for: image.size, in: photo.frame, contentMode: photo.contentMode)
                    if photo.clipsToBounds { drawn = drawn.intersection(photo.frame) }
                    let device = drawn.applying(faceMatrix)
                    #expect(
                        found.minX >= device.minX + 0.5 && found.maxX <= device.maxX - 0.5
                            && found.minY >= device.minY + 0.5 && found.maxY <= device.maxY - 0.5,
                        "\(name): \(found) in \(device)")
                }
                // The face's store as drawn with the cover, against one drawn again without culling.
                let culled = host.snapshot()
                host.rasterizer.memory.backingStores = [:]
                let full = host.referenceSnapshot()
                #expect(zip(culled.bytes, full.bytes).filter { $0 != $1 }.count == 0, "\(name)")
            }
        }
    }
}
