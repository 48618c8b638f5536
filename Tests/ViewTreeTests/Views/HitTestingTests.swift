import Foundation
import Testing

@testable import ViewTree

@MainActor
@Suite struct HitTestingTests {
    /// root (0,0,400,400) ─ a (0,0,200,200) ─ b (50,50,100,100) ─ c (10,10,20,20):
    /// c covers (60,60)–(80,80) in root coordinates.
    @MainActor private struct Nest {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let a = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let b = View(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        let c = View(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        init() {
            root.addSubview(a)
            a.addSubview(b)
            b.addSubview(c)
        }
    }

    @Test func deepestViewWins() {
        let n = Nest()
        #expect(n.root.hitTest(CGPoint(x: 65, y: 65)) === n.c)
        #expect(n.root.hitTest(CGPoint(x: 60, y: 60)) === n.c)  // min edge is inside
        #expect(n.root.hitTest(CGPoint(x: 80, y: 70)) === n.b)  // max edge is outside
        #expect(n.root.hitTest(CGPoint(x: 55, y: 55)) === n.b)
        #expect(n.root.hitTest(CGPoint(x: 5, y: 5)) === n.a)
        #expect(n.root.hitTest(CGPoint(x: 300, y: 300)) === n.root)
        #expect(n.root.hitTest(CGPoint(x: 399.5, y: 399.5)) === n.root)
        #expect(n.root.hitTest(CGPoint(x: 400, y: 400)) == nil)
        #expect(n.root.hitTest(CGPoint(x: -1, y: 10)) == nil)
        // Hit testing a subtree takes points in that subtree's coordinates.
        #expect(n.b.hitTest(CGPoint(x: 15, y: 15)) === n.c)
        #expect(n.b.hitTest(CGPoint(x: 65, y: 65)) === n.b)
    }

    @Test func laterSiblingsAreOnTop() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let first = View(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        let second = View(frame: CGRect(x: 150, y: 150, width: 100, height: 100))
        root.addSubview(first)
        root.addSubview(second)
        #expect(root.hitTest(CGPoint(x: 160, y: 160)) === second)
        #expect(root.hitTest(CGPoint(x: 120, y: 120)) === first)
        #expect(root.hitTest(CGPoint(x: 240, y: 240)) === second)
        root.bringSubviewToFront(first)
        #expect(root.hitTest(CGPoint(x: 160, y: 160)) === first)
    }

    @Test func hiddenViewsAreSkippedWithTheirSubtree() {
        let n = Nest()
        n.c.isHidden = true
        #expect(n.root.hitTest(CGPoint(x: 65, y: 65)) === n.b)
        n.c.isHidden = false
        n.b.isHidden = true
        #expect(n.root.hitTest(CGPoint(x: 65, y: 65)) === n.a)
        n.root.isHidden = true
        #expect(n.root.hitTest(CGPoint(x: 5, y: 5)) == nil)
    }

    @Test func nearlyTransparentViewsAreSkipped() {
        let n = Nest()
        n.c.alpha = 0.01
        #expect(n.root.hitTest(CGPoint(x: 65, y: 65)) === n.b)
        n.c.alpha = 0.02
        #expect(n.root.hitTest(CGPoint(x: 65, y: 65)) === n.c)
        n.c.alpha = 0
        #expect(n.root.hitTest(CGPoint(x: 65, y: 65)) === n.b)
        // A transparent parent hides its opaque child from touches too.
        n.c.alpha = 1
        n.b.alpha = 0.005
        #expect(n.root.hitTest(CGPoint(x: 65, y: 65)) === n.a)
    }

    @Test func disabledInteractionSkipsTheSubtree() {
        let n = Nest()
        n.b.isUserInteractionEnabled = false
        #expect(n.root.hitTest(CGPoint(x: 65, y: 65)) === n.a)
        #expect(n.root.hitTest(CGPoint(x: 55, y: 55)) === n.a)
        n.b.isUserInteractionEnabled = true
        n.c.isUserInteractionEnabled = false
        #expect(n.root.hitTest(CGPoint(x: 65, y: 65)) === n.b)
    }

    @Test(arguments: [false, true])
    func childOutsideItsParentIsNotHit(clips: Bool) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let parent = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = View(frame: CGRect(x: 80, y: 80, width: 50, height: 50))
        root.addSubview(parent)
        parent.addSubview(child)
        parent.clipsToBounds = clips
        #expect(root.hitTest(CGPoint(x: 90, y: 90)) === child)
        #expect(root.hitTest(CGPoint(x: 120, y: 120)) === root)
        #expect(root.hitTest(CGPoint(x: 90, y: 120)) === root)
    }

    @Test func statusBarDoesNotTakeTouches() {
        let window = Window(screen: .phone())
        let content = View()
        window.rootView = content
        #expect(window.hitTest(CGPoint(x: 20, y: 10)) === content)
        #expect(window.hitTest(CGPoint(x: 200, y: 500)) === content)
        #expect(window.hitTest(CGPoint(x: 200, y: 900)) == nil)
    }

    // MARK: Transforms

    /// A 100×100 square centred at (150,150) turned 45°: a diamond with corners 70.7 from the centre.
    @Test func rotatedParent() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let square = View(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        let corner = View(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        root.addSubview(square)
        square.addSubview(corner)
        square.transform = Transform(rotationAngle: .pi / 4)

        // Inside the diamond's top tip, above the unrotated frame (y < 100).
        #expect(root.hitTest(CGPoint(x: 150, y: 85)) === corner)
        #expect(root.hitTest(CGPoint(x: 215, y: 150)) === square)  // right tip, x > 200
        // Inside the unrotated frame's corner, outside the diamond (|dx|+|dy| = 90 > 70.7).
        #expect(root.hitTest(CGPoint(x: 105, y: 105)) === root)
        #expect(root.hitTest(CGPoint(x: 195, y: 195)) === root)

        // The corner view's centre, local (10,10), turns onto the vertical axis: (150, 150 − 40√2).
        let cornerCentre = CGPoint(x: 150, y: 150 - 40 * 2.0.squareRoot())
        #expect(close(square.convert(CGPoint(x: 10, y: 10), to: root), cornerCentre))
        #expect(root.hitTest(cornerCentre) === corner)
        // The unrotated position of the corner view is now empty.
        #expect(root.hitTest(CGPoint(x: 110, y: 110)) === root)
    }

    @Test func scaledAndTranslatedChild() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let view = View(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
        root.addSubview(view)
        view.transform = Transform(scaleX: 2, y: 2)  // frame (75,75,100,100)
        #expect(root.hitTest(CGPoint(x: 80, y: 80)) === view)
        #expect(root.hitTest(CGPoint(x: 170, y: 170)) === view)
        #expect(root.hitTest(CGPoint(x: 180, y: 180)) === root)
        view.transform = Transform(translationX: 200, y: 0)  // frame (300,100,50,50)
        #expect(root.hitTest(CGPoint(x: 120, y: 120)) === root)
        #expect(root.hitTest(CGPoint(x: 320, y: 120)) === view)
    }

    @Test func boundsOriginIsRespected() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let scroller = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let row = View(frame: CGRect(x: 0, y: 300, width: 200, height: 50))
        root.addSubview(scroller)
        scroller.addSubview(row)
        #expect(root.hitTest(CGPoint(x: 10, y: 10)) === scroller)
        scroller.bounds.origin = CGPoint(x: 0, y: 300)  // "scrolled" so the row is at the top
        #expect(root.hitTest(CGPoint(x: 10, y: 10)) === row)
        #expect(root.hitTest(CGPoint(x: 10, y: 60)) === scroller)
    }

    // MARK: Presentation values

    @Test func presentationCenterIsHitInsteadOfModel() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let view = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.addSubview(view)

        view.setPresentationValue(CGPoint(x: 300, y: 300), for: \.center)
        #expect(view.center == CGPoint(x: 25, y: 25))  // the model is untouched
        #expect(view.presentation.center == CGPoint(x: 300, y: 300))
        #expect(root.hitTest(CGPoint(x: 310, y: 310)) === view)
        #expect(root.hitTest(CGPoint(x: 25, y: 25)) === root)

        view.removePresentationValue(for: \.center)
        #expect(!view.hasPresentationValues)
        #expect(root.hitTest(CGPoint(x: 25, y: 25)) === view)
        #expect(root.hitTest(CGPoint(x: 310, y: 310)) === root)
    }

    @Test func presentationBoundsAlphaAndTransform() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let view = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.addSubview(view)

        view.setPresentationValue(CGRect(x: 0, y: 0, width: 10, height: 10), for: \.bounds)  // shows (20,20,10,10)
        #expect(root.hitTest(CGPoint(x: 22, y: 22)) === view)
        #expect(root.hitTest(CGPoint(x: 5, y: 5)) === root)
        #expect(view.point(inside: CGPoint(x: 5, y: 5)))
        #expect(!view.point(inside: CGPoint(x: 15, y: 5)))
        view.removePresentationValue(for: \.bounds)

        view.setPresentationValue(CGFloat(0), for: \.alpha)
        #expect(root.hitTest(CGPoint(x: 25, y: 25)) === root)
        view.removePresentationValue(for: \.alpha)

        view.setPresentationValue(Transform(translationX: 100, y: 0), for: \.transform)
        #expect(root.hitTest(CGPoint(x: 125, y: 25)) === view)
        #expect(root.hitTest(CGPoint(x: 25, y: 25)) === root)
        view.removeAllPresentationValues()
        #expect(root.hitTest(CGPoint(x: 25, y: 25)) === view)
    }

    @Test func presentationValueOfTheParentMovesTheChild() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let parent = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = View(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        root.addSubview(parent)
        parent.addSubview(child)
        parent.setPresentationValue(CGPoint(x: 250, y: 250), for: \.center)  // shows (200,200,100,100)
        #expect(root.hitTest(CGPoint(x: 215, y: 215)) === child)
        #expect(root.hitTest(CGPoint(x: 15, y: 15)) === root)
    }

    // MARK: point(inside:)

    @Test func pointInsideUsesBoundsCoordinates() {
        let view = View(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
        #expect(view.point(inside: .zero))
        #expect(view.point(inside: CGPoint(x: 99.9, y: 49.9)))
        #expect(!view.point(inside: CGPoint(x: 100, y: 25)))
        #expect(!view.point(inside: CGPoint(x: 50, y: 50)))
        #expect(!view.point(inside: CGPoint(x: -0.1, y: 0)))
        #expect(!view.point(inside: CGPoint(x: 150, y: 120)))  // a superview coordinate, not a local one

        view.bounds.origin = CGPoint(x: 10, y: 10)
        #expect(!view.point(inside: CGPoint(x: 5, y: 5)))
        #expect(view.point(inside: CGPoint(x: 10, y: 10)))
        #expect(view.point(inside: CGPoint(x: 109, y: 59)))

        // Neither the transform nor visibility changes the answer.
        view.transform = Transform(rotationAngle: 1)
        view.isHidden = true
        #expect(view.point(inside: CGPoint(x: 109, y: 59)))
        #expect(view.hitTest(CGPoint(x: 109, y: 59)) == nil)
    }

    @Test func overriddenPointInsideExtendsTheHitArea() {
        final class Generous: View {
            override func point(inside point: CGPoint) -> Bool {
                bounds.insetBy(dx: -10, dy: -10).contains(point)
            }
        }
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let button = Generous(frame: CGRect(x: 100, y: 100, width: 20, height: 20))
        root.addSubview(button)
        #expect(root.hitTest(CGPoint(x: 95, y: 95)) === button)
        #expect(root.hitTest(CGPoint(x: 85, y: 95)) === root)
    }
}

@MainActor
@Suite struct HitTestingRegressionTests {
    @Test func aViewScaledToNothingIsNotHit() {
        let parent = View(frame: CGRect(x: 0, y: 0, width: 500, height: 500))
        let child = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        child.transform = Transform(scaleX: 0, y: 0)
        parent.addSubview(child)
        #expect(parent.hitTest(CGPoint(x: 250, y: 250)) === parent)
        #expect(parent.hitTest(CGPoint(x: 50, y: 50)) === parent)
    }

    @Test func clearBackgroundReadsBackAsClear() {
        let view = View()
        #expect(view.backgroundColor == nil)
        view.backgroundColor = .clear
        #expect(view.backgroundColor == .clear)
        view.backgroundColor = nil
        #expect(view.backgroundColor == nil)
    }
}
