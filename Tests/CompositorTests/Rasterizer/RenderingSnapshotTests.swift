import FluidTestSupport
import Foundation
import Testing

@testable import ViewTree

extension SDLTests {
    /// Pictures of single rendering features, compared with goldens in `__Snapshots__`.
    @Suite @MainActor
    struct RenderingSnapshotTests {
        let tolerance = ImageTolerance.softwareRenderer

        @Test func roundedCorners() throws {
            let (host, root) = try makeFeatureHost(size: CGSize(width: 120, height: 80))
            let opaque = View(frame: CGRect(x: 10, y: 10, width: 60, height: 60))
            opaque.backgroundColor = .systemBlue
            opaque.cornerRadius = 16
            root.addSubview(opaque)
            let translucent = View(frame: CGRect(x: 50, y: 20, width: 60, height: 50))
            translucent.backgroundColor = Color.systemOrange.withAlphaComponent(0.6)
            translucent.cornerRadius = 25
            root.addSubview(translucent)
            host.render()
            let picture = host.snapshot()
            assertImageSnapshot(picture, named: "scene", tolerance: tolerance)
            // The top-left corner of the blue view (at 2×: 20…52 px), 8× larger, to judge antialiasing.
            assertImageSnapshot(
                picture.cropped(to: (16, 16, 24, 24)).magnified(by: 8), named: "corner-zoom", tolerance: tolerance)
        }

        @Test func rotatedViews() throws {
            let (host, root) = try makeFeatureHost(size: CGSize(width: 160, height: 120))
            let leaf = View(frame: CGRect(x: 15, y: 30, width: 60, height: 60))
            leaf.backgroundColor = .systemGreen
            leaf.cornerRadius = 10
            leaf.transform = Transform(rotationAngle: .pi / 6)
            root.addSubview(leaf)
            let card = View(frame: CGRect(x: 85, y: 25, width: 60, height: 70))
            card.backgroundColor = .systemPurple
            card.transform = Transform(rotationAngle: -.pi / 9).scaledBy(x: 1.1, y: 1.1)
            let label = Label(text: "Tilt", font: .systemFont(ofSize: 16, weight: .bold), color: .white)
            label.textAlignment = .center
            label.frame = card.bounds
            card.addSubview(label)
            root.addSubview(card)
            host.render()
            assertImageSnapshot(host.snapshot(), named: "scene", tolerance: tolerance)
        }

        @Test func groupOpacity() throws {
            let (host, root) = try makeFeatureHost(size: CGSize(width: 200, height: 100))
            // Stripes behind, so that translucency shows.
            for index in 0..<10 where index % 2 == 0 {
                let stripe = View(frame: CGRect(x: CGFloat(index) * 20, y: 0, width: 20, height: 100))
                stripe.backgroundColor = Color(white: 0.8)
                root.addSubview(stripe)
            }
            for (index, grouped) in [true, false].enumerated() {
                let parent = View(frame: CGRect(x: 10 + CGFloat(index) * 95, y: 10, width: 85, height: 80))
                let back = View(frame: CGRect(x: 0, y: 0, width: 55, height: 55))
                back.backgroundColor = .systemRed
                back.cornerRadius = 27.5
                let front = View(frame: CGRect(x: 25, y: 20, width: 55, height: 55))
                front.backgroundColor = .systemBlue
                front.cornerRadius = 12
                parent.addSubview(back)
                parent.addSubview(front)
                if grouped {
                    parent.alpha = 0.5
                } else {
                    back.alpha = 0.5
                    front.alpha = 0.5
                }
                root.addSubview(parent)
            }
            host.render()
            let picture = host.snapshot()
            assertImageSnapshot(picture, named: "scene", tolerance: tolerance)

            // Where the children overlap over a white gap between the stripes: in the group only
            // the front child shows, at half strength: 0.5 · (0, 122, 255) + 0.5 · 255 = (127.5, 188.5, 255).
            let grouped = picture[2 * (10 + 28), 2 * (10 + 30)]
            #expect(
                abs(Int(grouped.r) - 128) <= 2 && abs(Int(grouped.g) - 189) <= 2 && grouped.b >= 253,
                "group overlap is \(grouped)")
            // Without the group the red shows through the blue: red (255, 59, 48) at 0.5 over white,
            // then blue at 0.5: (127.5, 139.5, 203). SDL's 8-bit blender truncates at each of the two
            // blends (measured (125, 137, 201)), hence ±4.
            let perChild = picture[2 * (105 + 36), 2 * (10 + 30)]
            #expect(
                abs(Int(perChild.g) - 140) <= 4 && abs(Int(perChild.b) - 203) <= 4, "child-alpha overlap is \(perChild)"
            )
        }

        @Test func roundedClipOfImageInRotatedView() throws {
            let (host, root) = try makeFeatureHost(size: CGSize(width: 140, height: 160))
            let image = try Image(contentsOf: TestAssets.imageURL(named: "alpine-dusk"))
            let card = View(frame: CGRect(x: 25, y: 20, width: 90, height: 120))
            card.cornerRadius = 20
            card.clipsToBounds = true
            card.transform = Transform(rotationAngle: 0.2)
            let imageView = ImageView(image: image)
            imageView.contentMode = .scaleAspectFill
            imageView.frame = card.bounds.insetBy(dx: -20, dy: -20)  // overflows: only the clip keeps it in
            card.addSubview(imageView)
            let caption = Label(text: "Clip", font: .systemFont(ofSize: 15, weight: .bold), color: .white)
            caption.frame = CGRect(x: 0, y: 90, width: 90, height: 30)
            caption.textAlignment = .center
            caption.backgroundColor = Color(white: 0, alpha: 0.4)
            card.addSubview(caption)
            root.addSubview(card)
            host.render()
            assertImageSnapshot(host.snapshot(), named: "scene", tolerance: tolerance)
        }

        @Test func shadows() throws {
            let (host, root) = try makeFeatureHost(
                size: CGSize(width: 200, height: 110), background: .systemGroupedBackground)
            let card = View(frame: CGRect(x: 15, y: 20, width: 75, height: 60))
            card.backgroundColor = .white
            card.cornerRadius = 14
            card.shadowOpacity = 0.35
            card.shadowRadius = 8
            card.shadowOffset = CGSize(width: 0, height: 5)
            root.addSubview(card)
            // The seed's pattern: a clear view with a shadow, around a rounded clipping subview.
            let shadowView = View(frame: CGRect(x: 110, y: 20, width: 75, height: 60))
            shadowView.shadowOpacity = 0.8
            shadowView.shadowRadius = 4
            shadowView.shadowOffset = .zero
            let swipeView = View(frame: shadowView.bounds)
            swipeView.backgroundColor = .systemTeal
            swipeView.cornerRadius = 15
            swipeView.clipsToBounds = true
            shadowView.addSubview(swipeView)
            root.addSubview(shadowView)
            host.render()
            assertImageSnapshot(host.snapshot(), named: "scene", tolerance: tolerance)
        }

        @Test func borders() throws {
            let (host, root) = try makeFeatureHost(size: CGSize(width: 220, height: 70))
            for (index, (width, radius)) in [(CGFloat(0.5), CGFloat(0)), (1, 8), (2, 14), (5, 25)].enumerated() {
                let tile = View(frame: CGRect(x: 10 + CGFloat(index) * 52, y: 10, width: 44, height: 50))
                tile.backgroundColor = Color(hex: 0xEEF5FF)
                tile.borderColor = .systemBlue
                tile.borderWidth = width
                tile.cornerRadius = radius
                root.addSubview(tile)
            }
            host.render()
            assertImageSnapshot(host.snapshot(), named: "scene", tolerance: tolerance)
        }

        @Test func wrappedTextWithHangul() throws {
            let (host, root) = try makeFeatureHost(size: CGSize(width: 200, height: 150))
            let label = Label(text: "Pages slide in: 12 번째 뷰 — 한국어 문장도 줄바꿈됩니다. The end.", font: .systemFont(ofSize: 16))
            label.numberOfLines = 0
            label.frame = CGRect(x: 10, y: 5, width: 180, height: 100)
            root.addSubview(label)
            let truncated = Label(
                text: "This line is far too long for its label", font: .systemFont(ofSize: 14, weight: .bold),
                color: .systemRed)
            truncated.textAlignment = .right
            truncated.frame = CGRect(x: 10, y: 110, width: 180, height: 30)
            root.addSubview(truncated)
            host.render()
            assertImageSnapshot(host.snapshot(), named: "scene", tolerance: tolerance)
            #expect(label.textLayoutForBounds?.lines.count ?? 0 >= 3)
            #expect(truncated.textLayoutForBounds?.lines.first?.text.hasSuffix("…") == true)
        }

        @Test func aspectFillAndFit() throws {
            let (host, root) = try makeFeatureHost(size: CGSize(width: 220, height: 110))
            let panorama = try Image(contentsOf: TestAssets.imageURL(named: "wide-panorama"))
            for (index, mode) in [ContentMode.scaleAspectFit, .scaleAspectFill, .scaleToFill, .center].enumerated() {
                let view = ImageView(image: panorama)
                view.contentMode = mode
                view.frame = CGRect(x: 8 + CGFloat(index) * 53, y: 10, width: 45, height: 90)
                view.backgroundColor = Color(white: 0.85)
                view.clipsToBounds = true
                root.addSubview(view)
            }
            host.render()
            assertImageSnapshot(host.snapshot(), named: "scene", tolerance: tolerance)
        }
    }
}
