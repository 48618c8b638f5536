import FluidTestSupport
import Foundation
import Testing

@testable import ViewTree

@MainActor
@Suite struct ViewGeometryTests {
    // MARK: frame, center, bounds

    @Test func frameDefinesCenterAndBounds() {
        let view = View(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 60, y: 45))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
    }

    @Test func centerMovesFrameAndKeepsBounds() {
        let view = View(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        view.center = .zero
        #expect(view.frame == CGRect(x: -50, y: -25, width: 100, height: 50))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
    }

    @Test func boundsSizeResizesAboutTheCenter() {
        let view = View(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        view.bounds.size = CGSize(width: 200, height: 10)
        #expect(view.center == CGPoint(x: 60, y: 45))
        #expect(view.frame == CGRect(x: -40, y: 40, width: 200, height: 10))
    }

    @Test func boundsOriginDoesNotMoveTheFrame() {
        let view = View(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        view.bounds.origin = CGPoint(x: 7, y: 300)
        #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
        // Setting the frame keeps the bounds origin.
        view.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        #expect(view.bounds == CGRect(x: 7, y: 300, width: 40, height: 40))
    }

    @Test func frameWithNegativeSizeIsStandardised() {
        let view = View()
        view.frame = CGRect(x: 10, y: 10, width: -20, height: 30)
        #expect(view.bounds.size == CGSize(width: 20, height: 30))
        #expect(view.frame == CGRect(x: -10, y: 10, width: 20, height: 30))
    }

    @Test func boundsOriginShiftsChildren() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let parent = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = View(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        root.addSubview(parent)
        parent.addSubview(child)
        parent.bounds.origin = CGPoint(x: 0, y: 50)

        #expect(child.frame == CGRect(x: 10, y: 10, width: 20, height: 20))
        #expect(close(child.convert(CGPoint.zero, to: nil), CGPoint(x: 10, y: -40)))
        #expect(close(child.convert(CGPoint.zero, to: root), CGPoint(x: 10, y: -40)))
        #expect(close(parent.convert(CGPoint(x: 10, y: 10), to: root), CGPoint(x: 10, y: -40)))
        #expect(close(child.convert(child.bounds, to: nil), CGRect(x: 10, y: -40, width: 20, height: 20)))
        // And back: window y −40 is the child's top edge.
        #expect(close(child.convert(CGPoint(x: 10, y: -40), from: nil), .zero))
    }

    @Test func rotatedViewFrameIsTheBoundingBox() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.transform = Transform(rotationAngle: .pi / 2)
        #expect(close(view.frame, CGRect(x: 25, y: -25, width: 50, height: 100)))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 50, y: 25))

        let square = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        square.transform = Transform(rotationAngle: .pi / 4)
        let half = 50 * 2.0.squareRoot()
        #expect(close(square.frame, CGRect(x: 50 - half, y: 50 - half, width: 2 * half, height: 2 * half)))
    }

    @Test func scaledViewFrameScalesAboutTheCenter() {
        let view = View(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
        view.transform = Transform(scaleX: 2, y: 0.5)
        #expect(close(view.frame, CGRect(x: 50, y: 112.5, width: 200, height: 25)))
        view.transform = Transform(translationX: 10, y: 20)
        #expect(close(view.frame, CGRect(x: 110, y: 120, width: 100, height: 50)))
    }

    // MARK: Conversion through a nested tree

    /// root (1000×1000)
    /// ├─ a: frame (100,100,200,100), scaled ×2 about its centre (200,150)
    /// │  └─ b: frame (20,10,60,40), rotated 90°
    /// │     └─ d: frame (5,5,20,10), bounds origin (3,4), scaled ×0.5 and rotated 0.3
    /// └─ c: frame (500,500,100,100), translated by (10,20)
    @MainActor private struct Tree {
        let root = View(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        let a = View(frame: CGRect(x: 100, y: 100, width: 200, height: 100))
        let b = View(frame: CGRect(x: 20, y: 10, width: 60, height: 40))
        let c = View(frame: CGRect(x: 500, y: 500, width: 100, height: 100))
        let d = View(frame: CGRect(x: 5, y: 5, width: 20, height: 10))

        init() {
            root.addSubview(a)
            a.addSubview(b)
            b.addSubview(d)
            root.addSubview(c)
            a.transform = Transform(scaleX: 2, y: 2)
            b.transform = Transform(rotationAngle: .pi / 2)
            c.transform = Transform(translationX: 10, y: 20)
            d.bounds.origin = CGPoint(x: 3, y: 4)
            d.transform = Transform(scaleX: 0.5, y: 0.5).rotated(by: 0.3)
        }

        var all: [View] { [root, a, b, c, d] }
    }

    @Test func convertPointToAncestors() {
        let tree = Tree()
        // b's top-left corner: −(30,20) → rotate → (20,−30) → +(50,30) = (70,0) in a.
        #expect(close(tree.b.convert(CGPoint.zero, to: tree.a), CGPoint(x: 70, y: 0)))
        // a: −(100,50) → ×2 → +(200,150).
        #expect(close(tree.b.convert(CGPoint.zero, to: tree.root), CGPoint(x: 140, y: 50)))
        #expect(close(tree.b.convert(CGPoint.zero, to: nil), CGPoint(x: 140, y: 50)))
        #expect(close(tree.b.convert(CGPoint(x: 60, y: 40), to: nil), CGPoint(x: 60, y: 170)))
        #expect(close(tree.b.convert(CGPoint(x: 60, y: 0), to: nil), CGPoint(x: 140, y: 170)))
        #expect(close(tree.b.convert(CGPoint(x: 0, y: 40), to: nil), CGPoint(x: 60, y: 50)))
        #expect(close(tree.c.convert(CGPoint.zero, to: nil), CGPoint(x: 510, y: 520)))
        #expect(close(tree.c.frame, CGRect(x: 510, y: 520, width: 100, height: 100)))
        #expect(close(tree.a.frame, CGRect(x: 0, y: 50, width: 400, height: 200)))
    }

    @Test func convertPointFromAncestors() {
        let tree = Tree()
        #expect(close(tree.b.convert(CGPoint(x: 140, y: 50), from: nil), .zero))
        #expect(close(tree.b.convert(CGPoint(x: 60, y: 170), from: tree.root), CGPoint(x: 60, y: 40)))
        #expect(close(tree.b.convert(CGPoint(x: 70, y: 0), from: tree.a), .zero))
        // From a descendant and to a descendant.
        #expect(close(tree.a.convert(CGPoint.zero, from: tree.b), CGPoint(x: 70, y: 0)))
        #expect(close(tree.a.convert(CGPoint(x: 70, y: 0), to: tree.b), .zero))
    }

    @Test func convertBetweenSiblingSubtrees() {
        let tree = Tree()
        // b (0,0) is (140,50) in the root; c's origin is at (510,520) with no rotation or scale.
        #expect(close(tree.b.convert(CGPoint.zero, to: tree.c), CGPoint(x: -370, y: -470)))
        #expect(close(tree.c.convert(CGPoint(x: -370, y: -470), to: tree.b), .zero))
        #expect(close(tree.c.convert(CGPoint.zero, from: tree.b), CGPoint(x: -370, y: -470)))
    }

    @Test func convertRectGivesTheBoundingBox() {
        let tree = Tree()
        // 60×40 rotated a quarter turn and scaled ×2 is 80×120.
        #expect(close(tree.b.convert(tree.b.bounds, to: nil), CGRect(x: 60, y: 50, width: 80, height: 120)))
        #expect(close(tree.b.convert(tree.b.bounds, to: tree.a), CGRect(x: 30, y: 0, width: 40, height: 60)))
        #expect(
            close(
                tree.a.convert(CGRect(x: 30, y: 0, width: 40, height: 60), to: nil),
                CGRect(x: 60, y: 50, width: 80, height: 120)))
        #expect(
            close(
                tree.root.convert(CGRect(x: 60, y: 50, width: 80, height: 120), to: tree.a),
                CGRect(x: 30, y: 0, width: 40, height: 60)))
        #expect(
            close(
                tree.a.convert(CGRect(x: 60, y: 50, width: 80, height: 120), from: nil),
                CGRect(x: 30, y: 0, width: 40, height: 60)))
    }

    @Test func convertPointRoundTrips() {
        let tree = Tree()
        let targets: [View?] = tree.all + [nil]
        var rng = SplitMix64(seed: 42)
        for source in tree.all {
            for target in targets {
                for _ in 0..<20 {
                    let p = rng.point(in: -500...500)
                    let there = source.convert(p, to: target)
                    #expect(close(source.convert(there, from: target), p, 1e-9))
                    if let target {
                        #expect(close(target.convert(p, from: source), there, 1e-9))
                    }
                }
            }
        }
    }

    @Test func convertRectRoundTripsWithoutRotation() {
        let tree = Tree()
        let rect = CGRect(x: 12, y: -7, width: 33, height: 21)
        for (from, to) in [(tree.a, tree.root), (tree.c, tree.a), (tree.root, tree.c)] {
            let there = from.convert(rect, to: to)
            #expect(close(from.convert(there, from: to), rect, 1e-9))
        }
    }

    @Test func convertToSelfIsIdentity() {
        let tree = Tree()
        let p = CGPoint(x: 12.5, y: -3)
        for view in tree.all {
            #expect(close(view.convert(p, to: view), p))
        }
        // The root's own coordinates are the window coordinates.
        #expect(close(tree.root.convert(p, to: nil), p))
    }

    @Test func convertUsesModelNotPresentation() {
        let tree = Tree()
        tree.c.setPresentationValue(CGPoint(x: 0, y: 0), for: \.center)
        #expect(close(tree.c.convert(CGPoint.zero, to: nil), CGPoint(x: 510, y: 520)))
    }

    // MARK: Safe area

    @Test func safeAreaOfAFullScreenView() {
        let window = Window(screen: .phone())
        let full = View(frame: window.bounds)
        window.rootView = full
        #expect(full.safeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    }

    @Test func safeAreaOfPartialViews() {
        let window = Window(screen: .phone())
        let full = View(frame: window.bounds)
        window.rootView = full

        let below = View(frame: CGRect(x: 0, y: 100, width: 390, height: 200))
        full.addSubview(below)
        #expect(below.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))

        let underStatusBar = View(frame: CGRect(x: 0, y: 20, width: 100, height: 100))
        full.addSubview(underStatusBar)
        #expect(underStatusBar.safeAreaInsets == EdgeInsets(top: 27, left: 0, bottom: 0, right: 0))

        let bottomBar = View(frame: CGRect(x: 0, y: 800, width: 390, height: 44))
        full.addSubview(bottomBar)
        #expect(bottomBar.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
    }

    @Test func safeAreaOutsideAWindowIsZero() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(view.safeAreaInsets == .zero)
        let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        root.addSubview(view)
        #expect(view.safeAreaInsets == .zero)
    }

    @Test func windowMatchesItsScreen() {
        let window = Window(screen: .phone())
        #expect(window.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(window.statusBar.frame == CGRect(x: 0, y: 0, width: 390, height: 47))
        #expect(Screen.phone().pixelWidth == 780)
        #expect(Screen.phone(scale: 1).pixelHeight == 844)
    }

    @Test func edgeInsetsInsetRect() {
        let rect = CGRect(x: 0, y: 0, width: 390, height: 844)
        #expect(
            rect.inset(by: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
                == CGRect(x: 0, y: 47, width: 390, height: 763))
        #expect(
            rect.inset(by: EdgeInsets(top: -10, left: 5, bottom: 0, right: 5))
                == CGRect(x: 5, y: -10, width: 380, height: 854))
    }
}
