import FluidTestSupport
import Foundation
import Testing

@testable import Compositor
@testable import ViewTree

/// A clear view whose only content is one opaque rounded rectangle casts that rectangle's shadow
/// (`ShadowShape`, Docs/Rendering.md §6): the blur of its content's alpha, without drawing the
/// content into a store, reading it back and blurring it.
@MainActor
struct ShadowShapeTests {
    /// The card stack's arrangement: a clear view casting the shadow around a rounded face that
    /// clips a label.
    static func shadowedCard(frame: CGRect, faceAlpha: CGFloat = 1) -> (shadow: View, face: View) {
        let shadow = View(frame: frame)
        shadow.shadowColor = .black
        shadow.shadowOpacity = 0.8
        shadow.shadowRadius = 4
        shadow.shadowOffset = CGSize(width: 0, height: 0)
        let face = View(frame: CGRect(origin: .zero, size: frame.size))
        face.backgroundColor = Color(red: 0.33, green: 0.33, blue: 0.33, alpha: faceAlpha)
        face.cornerRadius = 15
        face.clipsToBounds = true
        let label = Label(frame: CGRect(x: 12, y: 12, width: 100, height: 30))
        label.text = "Face"
        label.textColor = .white
        face.addSubview(label)
        shadow.addSubview(face)
        return (shadow, face)
    }

    @Test func whatCastsARoundedRectangle() {
        let (shadow, face) = Self.shadowedCard(frame: CGRect(x: 20, y: 30, width: 200, height: 120))
        #expect(
            ShadowShape.of(shadow, properties: shadow.presentation)
                == ShadowShape(rect: CGRect(x: 0, y: 0, width: 200, height: 120), cornerRadius: 15, isOpaque: true))

        // A view with a background casts its own, opaque or not.
        let plain = View(frame: CGRect(x: 0, y: 0, width: 50, height: 40))
        plain.backgroundColor = Color(red: 1, green: 0, blue: 0, alpha: 0.5)
        plain.cornerRadius = 6
        #expect(
            ShadowShape.of(plain, properties: plain.presentation)
                == ShadowShape(rect: CGRect(x: 0, y: 0, width: 50, height: 40), cornerRadius: 6, isOpaque: false))

        // Anything that makes the content's alpha other than the face's rectangle: the content.
        func contentShaped(_ change: (View, View) -> Void) -> Bool {
            let (shadow, face) = Self.shadowedCard(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
            change(shadow, face)
            return ShadowShape.of(shadow, properties: shadow.presentation) == nil
        }
        #expect(contentShaped { shadow, _ in shadow.addSubview(View(frame: CGRect(x: 0, y: 0, width: 5, height: 5))) })
        #expect(contentShaped { _, face in face.backgroundColor = Color(red: 0.3, green: 0.3, blue: 0.3, alpha: 0.99) })
        #expect(contentShaped { _, face in face.alpha = 0.5 })
        #expect(contentShaped { _, face in face.transform = Transform(rotationAngle: 0.1) })
        #expect(contentShaped { _, face in face.clipsToBounds = false })  // its label may draw outside it
        #expect(contentShaped { _, face in face.shadowOpacity = 0.5 })
        #expect(contentShaped { shadow, _ in shadow.borderWidth = 1 })
        // A hidden sibling does not count.
        #expect(
            !contentShaped { shadow, _ in
                let hidden = View(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
                hidden.isHidden = true
                shadow.addSubview(hidden)
            })
        _ = face
    }
}

/// A nine-slice shadow's 1:1 slices lose the side an opaque shape hides across their whole width
/// or height; the source moves with the cut, and a slice the shape only partly reaches stays whole.
@MainActor
struct ShadowSliceCutTests {
    let card = CGRect(x: 60, y: 80, width: 400, height: 240)
    var bars: [CGRect] { [card.insetBy(dx: 30, dy: 1), card.insetBy(dx: 1, dy: 30)] }

    func cut(_ target: CGRect, _ source: CGRect) -> (CGRect, CGRect) {
        var (target, source) = (target, source)
        for bar in bars { Rasterizer.cut(&target, &source, by: bar) }
        return (target, source)
    }

    @Test func aTopEdgeKeepsWhatLiesAboveTheCard() {
        let (target, source) = cut(
            CGRect(x: 114, y: 56, width: 128, height: 78), CGRect(x: 78, y: 0, width: 128, height: 78))
        #expect(
            target == CGRect(x: 114, y: 56, width: 128, height: 25)
                && source == CGRect(x: 78, y: 0, width: 128, height: 25))
    }

    @Test func aBottomEdgeKeepsWhatLiesBelowIt() {
        let (target, source) = cut(
            CGRect(x: 114, y: 266, width: 128, height: 78), CGRect(x: 78, y: 206, width: 128, height: 78))
        #expect(
            target == CGRect(x: 114, y: 319, width: 128, height: 25)
                && source == CGRect(x: 78, y: 259, width: 128, height: 25))
    }

    @Test func aLeftEdgeKeepsWhatLiesLeftOfIt() {
        let (target, source) = cut(
            CGRect(x: 36, y: 134, width: 78, height: 128), CGRect(x: 0, y: 78, width: 78, height: 128))
        #expect(
            target == CGRect(x: 36, y: 134, width: 25, height: 128)
                && source == CGRect(x: 0, y: 78, width: 25, height: 128))
    }

    /// A corner: the bars reach into it without crossing it, so it stays whole.
    @Test func aCornerStaysWhole() {
        let corner = CGRect(x: 36, y: 56, width: 78, height: 78)
        let (target, source) = cut(corner, CGRect(x: 0, y: 0, width: 78, height: 78))
        #expect(target == corner && source == CGRect(x: 0, y: 0, width: 78, height: 78))
    }
}

extension SDLTests {
    @Suite @MainActor
    struct ShadowShapeRenderingTests {
        /// The same card drawn with its shadow from the face's rectangle and, with a face of alpha
        /// 0.999 (which draws the same bytes), from its content: the pictures agree within two
        /// levels, and the rectangle needs no store for the shadow view.
        @Test func theRectanglesShadowIsTheContentsShadow() throws {
            func render(faceAlpha: CGFloat) throws -> (PixelBuffer, Rasterizer.Statistics) {
                let (host, root) = try makeFeatureHost(size: CGSize(width: 260, height: 200))
                root.addSubview(
                    ShadowShapeTests.shadowedCard(
                        frame: CGRect(x: 30, y: 40, width: 200, height: 120), faceAlpha: faceAlpha
                    ).shadow)
                host.render()
                return (host.snapshot(), host.rasterizer.statistics)
            }
            let (shaped, shapedStatistics) = try render(faceAlpha: 1)
            let (content, contentStatistics) = try render(faceAlpha: 0.999)
            #expect(contentStatistics.backingStoresDrawn == 2 && shapedStatistics.backingStoresDrawn == 1)
            var largest = 0, differing = 0
            for (a, b) in zip(shaped.bytes, content.bytes) where a != b {
                largest = max(largest, abs(Int(a) - Int(b)))
                differing += 1
            }
            #expect(largest <= 2, "largest difference \(largest) in \(differing) bytes")
            // The shadow is there: the pixel 3 pt below the face is darker than the background.
            let below = shaped[2 * 130, 2 * 163]
            #expect(below.r < 235 && below.r > 100, "\(below)")
        }

        /// A frame whose damage cuts across the shadow's stretched edge draws what a full redraw
        /// draws. SDL's own clipping of a stretched copy rounds the cut source and moved the
        /// one-pixel edge row onto the corner's row (SDL_UpperBlitScaled).
        @Test func aDamagedStripAcrossTheShadowsEdgeIsDrawnAsInFull() throws {
            let (host, root) = try makeFeatureHost(size: CGSize(width: 260, height: 200))
            root.addSubview(ShadowShapeTests.shadowedCard(frame: CGRect(x: 30, y: 40, width: 200, height: 120)).shadow)
            // A small mark left of the card, across the shadow's left edge, moved down by a
            // fraction of the edge's length each frame.
            let mark = View(frame: CGRect(x: 22, y: 60, width: 6, height: 1))
            mark.backgroundColor = Color(red: 0.9, green: 0.2, blue: 0.2, alpha: 1)
            root.addSubview(mark)
            host.render()
            for step in 1...12 {
                mark.frame.origin.y = 60 + CGFloat(step) * 6.5
                #expect(host.renderIfNeeded())
                let tracked = host.snapshot()
                host.window.setNeedsDisplay()
                host.render()
                let same = host.snapshot().bytes == tracked.bytes  // (a failing #expect would print every byte)
                #expect(same, "step \(step)")
            }
        }
    }
}
