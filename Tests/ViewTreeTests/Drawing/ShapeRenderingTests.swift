import Animator
import FluidTestSupport
import Foundation
import Testing

@testable import ViewTree

extension SDLTests {
    /// Shapes, gradients and masks drawn (`ShapeView`, `GradientView`, `View.mask`), compared
    /// with goldens and with frames drawn from nothing.
    @Suite @MainActor
    struct ShapeRenderingTests {
        let tolerance = ImageTolerance.softwareRenderer

        static func star(center: CGPoint, radius: CGFloat) -> Path {
            var path = Path()
            for index in 0..<5 {
                let angle = -CGFloat.pi / 2 + CGFloat(index) * 4 * .pi / 5
                let point = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
                if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
            }
            path.closeSubpath()
            return path
        }

        /// Fills under both rules, strokes with each join and cap, a stroke cut by strokeStart and
        /// strokeEnd, and a curve; a zero-frame shape draws its path about its origin.
        static func shapesScene(in root: View) {
            for (index, rule) in [FillRule.nonZero, .evenOdd].enumerated() {
                let star = ShapeView()
                star.path = Self.star(center: CGPoint(x: 40 + CGFloat(index) * 80, y: 42), radius: 32)
                star.fillColor = .systemBlue
                star.fillRule = rule
                root.addSubview(star)
            }
            let joins: [(LineJoin, LineCap)] = [(.miter, .butt), (.round, .round), (.bevel, .square)]
            for (index, (join, cap)) in joins.enumerated() {
                let zigzag = ShapeView(frame: CGRect(x: 180 + CGFloat(index) * 60, y: 10, width: 50, height: 70))
                var path = Path()
                path.move(to: CGPoint(x: 10, y: 60))
                path.addLine(to: CGPoint(x: 25, y: 12))
                path.addLine(to: CGPoint(x: 40, y: 60))
                zigzag.path = path
                zigzag.fillColor = nil
                zigzag.strokeColor = .systemOrange
                zigzag.lineWidth = 10
                zigzag.lineJoin = join
                zigzag.lineCap = cap
                root.addSubview(zigzag)
            }
            let ring = ShapeView(frame: CGRect(x: 10, y: 90, width: 80, height: 80))
            var circle = Path()
            circle.addArc(
                center: CGPoint(x: 40, y: 40), radius: 30, startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true)
            ring.path = circle
            ring.fillColor = Color.systemGreen.withAlphaComponent(0.25)
            ring.strokeColor = .systemGreen
            ring.lineWidth = 8
            ring.lineCap = .round
            ring.strokeEnd = 0.7
            root.addSubview(ring)
            let wave = ShapeView(frame: CGRect(x: 100, y: 90, width: 250, height: 80))
            var curve = Path()
            curve.move(to: CGPoint(x: 0, y: 40))
            curve.addCurve(
                to: CGPoint(x: 120, y: 40), control1: CGPoint(x: 40, y: -20), control2: CGPoint(x: 80, y: 100))
            curve.addQuadCurve(to: CGPoint(x: 240, y: 40), control: CGPoint(x: 180, y: -30))
            wave.path = curve
            wave.fillColor = nil
            wave.strokeColor = .systemPurple
            wave.lineWidth = 3
            wave.strokeStart = 0.1
            root.addSubview(wave)
        }

        @Test func shapes() throws {
            let (host, root) = try makeFeatureHost(size: CGSize(width: 360, height: 180))
            Self.shapesScene(in: root)
            host.render()
            assertImageSnapshot(host.snapshot(), named: "shapes", tolerance: tolerance)
        }

        static func gradientsScene(in root: View) {
            let kinds: [GradientView.Kind] = [.axial, .radial, .conic]
            for (index, kind) in kinds.enumerated() {
                let gradient = GradientView(frame: CGRect(x: 10 + CGFloat(index) * 115, y: 10, width: 105, height: 80))
                gradient.colors = [.systemRed, .systemYellow, .systemBlue]
                gradient.kind = kind
                switch kind {
                case .axial:
                    gradient.startPoint = CGPoint(x: 0, y: 0)
                    gradient.endPoint = CGPoint(x: 1, y: 1)
                    gradient.locations = [0, 0.2, 1]
                case .radial:
                    gradient.startPoint = CGPoint(x: 0.5, y: 0.5)
                    gradient.endPoint = CGPoint(x: 1, y: 1)
                case .conic:
                    gradient.startPoint = CGPoint(x: 0.5, y: 0.5)
                    gradient.endPoint = CGPoint(x: 1, y: 0.5)
                }
                gradient.cornerRadius = 12
                gradient.clipsToBounds = true
                root.addSubview(gradient)
            }
        }

        /// A striped card masked by a ring shape, and one masked by a gradient that fades it out.
        static func masksScene(in root: View) -> (shapeMask: ShapeView, gradientMasked: View) {
            func stripes(_ frame: CGRect) -> View {
                let card = View(frame: frame)
                card.backgroundColor = .systemIndigo
                for index in 0..<6 {
                    let stripe = View(frame: CGRect(x: CGFloat(index) * 20, y: 0, width: 10, height: frame.height))
                    stripe.backgroundColor = .systemYellow
                    card.addSubview(stripe)
                }
                return card
            }
            let ringMasked = stripes(CGRect(x: 10, y: 100, width: 110, height: 90))
            let ring = ShapeView()
            var circle = Path()
            circle.addEllipse(in: CGRect(x: 15, y: 5, width: 80, height: 80))
            ring.path = circle
            ring.fillColor = nil
            ring.strokeColor = .black
            ring.lineWidth = 16
            ringMasked.mask = ring
            root.addSubview(ringMasked)
            let faded = stripes(CGRect(x: 130, y: 100, width: 110, height: 90))
            let fade = GradientView(frame: faded.bounds)
            fade.colors = [.black, Color.black.withAlphaComponent(0)]
            fade.startPoint = CGPoint(x: 0, y: 0.5)
            fade.endPoint = CGPoint(x: 1, y: 0.5)
            faded.mask = fade
            root.addSubview(faded)
            return (ring, faded)
        }

        @Test func gradientsAndMasks() throws {
            let (host, root) = try makeFeatureHost(size: CGSize(width: 360, height: 200))
            Self.gradientsScene(in: root)
            _ = Self.masksScene(in: root)
            host.render()
            assertImageSnapshot(host.snapshot(), named: "gradients-masks", tolerance: tolerance)
        }

        /// Whatever changes — a stroke's end, a path, a mask's stroke, a mask moved — the next
        /// frame, drawn only where damage says, is the frame a new host draws from nothing.
        @Test func changedShapesAndMasksRedrawWhatChanged() throws {
            let changes: [(String, (View, ShapeView) -> Void)] = [
                (
                    "strokeEnd",
                    { root, _ in
                        (root.subviews.compactMap { $0 as? ShapeView }.first { $0.strokeEnd < 1 })?.strokeEnd = 0.3
                    }
                ),
                (
                    "path",
                    { root, _ in
                        (root.subviews.first as? ShapeView)?.path = Self.star(center: CGPoint(x: 60, y: 50), radius: 20)
                    }
                ),
                ("mask stroke", { _, mask in mask.lineWidth = 4 }),
                ("mask moved", { _, mask in mask.center.x += 30 }),
                (
                    "mask removed",
                    { root, mask in
                        root.subviews.first { $0.mask === mask }?.mask = nil
                    }
                ),
            ]
            for (name, change) in changes {
                let size = CGSize(width: 360, height: 200)
                let (host, root) = try makeFeatureHost(size: size)
                Self.shapesScene(in: root)
                let (mask, _) = Self.masksScene(in: root)
                host.render()
                change(root, mask)
                host.render()
                let incremental = host.snapshot()
                let (fresh, freshRoot) = try makeFeatureHost(size: size)
                freshRoot.addSubview(root)  // the same tree, moved under a new window's root
                fresh.render()
                let whole = fresh.snapshot()
                #expect(incremental.width == whole.width)
                let differing = zip(incremental.bytes, whole.bytes).filter { abs(Int($0) - Int($1)) > 2 }.count
                #expect(differing == 0, "\(name): \(differing) bytes differ from a frame drawn from nothing")
            }
        }

        @Test func aMaskOnOpenGLLooksLikeTheCPUPath() throws {
            func draw(_ driver: String?) throws -> PixelBuffer {
                let (host, root) = try makeFeatureHost(size: CGSize(width: 260, height: 200), renderDriver: driver)
                _ = Self.masksScene(in: root)
                host.render()
                return host.snapshot()
            }
            let software = try draw(nil)
            guard let opengl = try? draw("opengl") else { return }  // no EGL here
            let largest = zip(software.bytes, opengl.bytes).map { abs(Int($0) - Int($1)) }.max() ?? 0
            #expect(largest <= 3)
        }
    }
}
