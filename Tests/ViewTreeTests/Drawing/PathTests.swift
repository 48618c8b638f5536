import Animator
import Foundation
import Testing

@testable import ViewTree

/// Paths (`Path`), their coverage (`PathCoverage`), strokes (`StrokeOutline`) and the animated
/// properties of `ShapeView`, by their numbers.
@Suite @MainActor
struct PathTests {
    /// UIKit draws `addArc(withCenter:radius:startAngle:endAngle:clockwise: true)` towards growing
    /// angles, which in its y-down space turn clockwise on screen: from 0 to π the arc passes
    /// below the centre ("clockwise: The direction in which to draw the arc",
    /// developer.apple.com/documentation/uikit/uibezierpath/addarc(withcenter:radius:startangle:endangle:clockwise:)).
    @Test func aClockwiseArcFromZeroToPiPassesBelowTheCentre() {
        var below = Path()
        below.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi, clockwise: true)
        let lowest = below.flattened(tolerance: 0.01)[0].points.map(\.y).max() ?? 0
        #expect(abs(lowest - 10) < 0.02)
        var above = Path()
        above.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi, clockwise: false)
        let highest = above.flattened(tolerance: 0.01)[0].points.map(\.y).min() ?? 0
        #expect(abs(highest + 10) < 0.02)
        #expect(Path.sweep(from: 0, to: 2 * .pi, clockwise: true) == 2 * .pi)
        #expect(abs(Path.sweep(from: 0, to: -.pi / 2, clockwise: true) - 3 * .pi / 2) < 1e-12)
    }

    /// Every flattened point of a circle lies within the tolerance of it (and the Bézier arcs'
    /// own error, 2.7e-4 of the radius, Riškus 2006).
    @Test func flatteningStaysWithinItsTolerance() {
        var circle = Path()
        circle.addEllipse(in: CGRect(x: -100, y: -100, width: 200, height: 200))
        for tolerance in [1.0, 0.25, 0.1] as [CGFloat] {
            let points = circle.flattened(tolerance: tolerance)[0].points
            for (a, b) in zip(points, points.dropFirst()) {
                let middle = CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
                let inside = 100 - (middle.x * middle.x + middle.y * middle.y).squareRoot()
                #expect(inside <= tolerance + 0.03, "chord \(inside) px inside at tolerance \(tolerance)")
            }
        }
    }

    @Test func containsFollowsTheFillRule() {
        var rings = Path()
        rings.addEllipse(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        rings.addEllipse(in: CGRect(x: 25, y: 25, width: 50, height: 50))
        #expect(rings.contains(CGPoint(x: 50, y: 50)))
        #expect(!rings.contains(CGPoint(x: 50, y: 50), using: .evenOdd))
        #expect(rings.contains(CGPoint(x: 10, y: 50), using: .evenOdd))
        #expect(!rings.contains(CGPoint(x: 99, y: 1)))
    }

    /// A rectangle on fractional edges covers each pixel by exactly the area inside it, to the
    /// 1/16 steps the rows are sampled in.
    @Test func aRectangleCoversEachPixelByItsArea() {
        let rect = CGRect(x: 1.25, y: 1.5, width: 5.5, height: 3.25)
        let polygon = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
        ]
        let coverage = PathCoverage.coverage(of: [polygon], rule: .nonZero, width: 9, height: 7)
        for row in 0..<7 {
            for column in 0..<9 {
                let pixel = CGRect(x: column, y: row, width: 1, height: 1).intersection(rect)
                let area = pixel.isNull ? 0 : pixel.width * pixel.height
                let measured = CGFloat(coverage[row * 9 + column]) / 255
                #expect(abs(measured - area) <= 1.0 / 255 + 1e-9, "pixel (\(column), \(row))")
            }
        }
    }

    /// A disc's coverage adds up to πr² within 0.1 %; a stroke's to its length × width.
    @Test func coverageAddsUpToTheArea() {
        var disc = Path()
        disc.addEllipse(in: CGRect(x: 10.3, y: 10.7, width: 80, height: 80))
        let polygons = disc.flattened(tolerance: 0.01).map(\.points)
        let total = PathCoverage.coverage(of: polygons, rule: .nonZero, width: 100, height: 100)
            .reduce(0) { $0 + Double($1) / 255 }
        #expect(abs(total - Double.pi * 1600) / (Double.pi * 1600) < 0.001)

        let line = Path.Polyline(points: [CGPoint(x: 10, y: 20.4), CGPoint(x: 70, y: 20.4)], isClosed: false)
        let outline = StrokeOutline(width: 6).polygons(for: [line])
        let stroked = PathCoverage.coverage(of: outline, rule: .nonZero, width: 80, height: 40)
            .reduce(0) { $0 + Double($1) / 255 }
        #expect(abs(stroked - 360) < 0.5)
        let capped = StrokeOutline(width: 6, cap: .square).polygons(for: [line])
        let square = PathCoverage.coverage(of: capped, rule: .nonZero, width: 80, height: 40)
            .reduce(0) { $0 + Double($1) / 255 }
        #expect(abs(square - 396) < 0.5)
    }

    /// A miter is cut to a bevel once 1/sin(θ/2) passes the limit (PostScript's rule).
    @Test func aSharpCornerIsBevelledPastTheMiterLimit() {
        // Two segments meeting at 20°: 1/sin(10°) ≈ 5.76.
        let angle = 20 * CGFloat.pi / 180
        let corner = Path.Polyline(
            points: [
                CGPoint(x: 0, y: 0), CGPoint(x: 50, y: 0), CGPoint(x: 50 - 50 * cos(angle), y: 50 * sin(angle)),
            ], isClosed: false)
        func reach(limit: CGFloat) -> CGFloat {
            StrokeOutline(width: 4, miterLimit: limit).polygons(for: [corner]).flatMap { $0 }.map(\.x).max() ?? 0
        }
        #expect(abs(reach(limit: 6) - (50 + 2 * 5.7588 * cos(angle / 2))) < 0.01)
        #expect(reach(limit: 5) < 52.1)
    }

    @Test func trimmingKeepsTheFractionOfTheLength() {
        let line = Path.Polyline(points: [.zero, CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 100)], isClosed: false)
        let middle = StrokeOutline.trimmed([line], from: 0.25, to: 0.75)
        #expect(
            middle == [
                Path.Polyline(
                    points: [CGPoint(x: 50, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 50)], isClosed: false)
            ])
        #expect(StrokeOutline.trimmed([line], from: 0.6, to: 0.6).isEmpty)
        let square = Path.Polyline(
            points: [.zero, CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10), CGPoint(x: 0, y: 10)], isClosed: true)
        #expect(StrokeOutline.trimmed([square], from: 0, to: 1) == [square])
        #expect(StrokeOutline.trimmed([square], from: 0, to: 0.5).first?.isClosed == false)
    }

    /// `strokeEnd` set in an animation block moves there from what is on screen, a frame at a
    /// time, and each step redraws the shape.
    @Test func strokeEndAnimatesInAnAnimationBlock() {
        let window = Window(screen: Screen(size: CGSize(width: 100, height: 100), scale: 1, safeAreaInsets: .zero))
        let shape = ShapeView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.rootView = shape
        shape.strokeEnd = 0
        window.animationDriver.tick(at: 0)
        _ = View.animate(withDuration: 1, options: [.curveLinear]) { shape.strokeEnd = 1 }
        #expect(shape.strokeEnd == 1)
        #expect(shape.presentedStrokeEnd == 0)
        let before = shape.contentVersion
        window.animationDriver.tick(at: 0.25)
        #expect(abs(shape.presentedStrokeEnd - 0.25) < 1e-9)
        #expect(shape.contentVersion != before)
        window.animationDriver.tick(at: 2)
        #expect(shape.presentedStrokeEnd == 1)
        // Outside a block: at once.
        shape.strokeEnd = 0.5
        #expect(shape.presentedStrokeEnd == 0.5)
    }
}
