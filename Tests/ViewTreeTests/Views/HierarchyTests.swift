import Foundation
import Testing

@testable import ViewTree

/// Records the hierarchy callbacks it receives.
@MainActor
private final class CountingView: View {
    var superviewMoves = 0
    var windowMoves = 0
    /// The window seen from inside each `didMoveToWindow` call.
    var windowsSeen: [Window?] = []

    override func didMoveToSuperview() { superviewMoves += 1 }
    override func didMoveToWindow() {
        windowMoves += 1
        windowsSeen.append(window)
    }
}

@MainActor
@Suite struct HierarchyTests {
    private func named(_ name: String) -> View {
        let view = View()
        view.accessibilityIdentifier = name
        return view
    }

    private func names(_ view: View) -> [String] {
        view.subviews.map { $0.accessibilityIdentifier ?? "?" }
    }

    // MARK: Ordering

    @Test func addSubviewAppendsInOrder() {
        let parent = View()
        let a = named("a"), b = named("b"), c = named("c")
        parent.addSubview(a)
        parent.addSubview(b)
        parent.addSubview(c)
        #expect(names(parent) == ["a", "b", "c"])
        #expect(a.superview === parent && b.superview === parent && c.superview === parent)
        // Adding an existing subview again moves it to the front (top).
        parent.addSubview(a)
        #expect(names(parent) == ["b", "c", "a"])
    }

    @Test func insertAtIndexClamps() {
        let parent = View()
        parent.addSubview(named("a"))
        parent.addSubview(named("b"))
        parent.insertSubview(named("end"), at: 100)
        #expect(names(parent) == ["a", "b", "end"])
        parent.insertSubview(named("start"), at: -5)
        #expect(names(parent) == ["start", "a", "b", "end"])
        parent.insertSubview(named("mid"), at: 2)
        #expect(names(parent) == ["start", "a", "mid", "b", "end"])
    }

    @Test func insertAtIndexMovesAnExistingSubview() {
        let parent = View()
        let a = named("a"), b = named("b"), c = named("c")
        for view in [a, b, c] { parent.addSubview(view) }
        parent.insertSubview(a, at: 2)
        #expect(names(parent) == ["b", "c", "a"])
        parent.insertSubview(a, at: -1)
        #expect(names(parent) == ["a", "b", "c"])
        parent.insertSubview(c, at: 1)
        #expect(names(parent) == ["a", "c", "b"])
        #expect(parent.subviews.count == 3)
    }

    @Test func insertAboveAndBelowSiblings() {
        let parent = View()
        let a = named("a"), b = named("b"), c = named("c"), d = named("d")
        for view in [a, b, c] { parent.addSubview(view) }

        parent.insertSubview(d, aboveSubview: a)
        #expect(names(parent) == ["a", "d", "b", "c"])
        // Moving an existing subview down to just below a later sibling.
        parent.insertSubview(d, belowSubview: c)
        #expect(names(parent) == ["a", "b", "d", "c"])
        // Moving from below the sibling to above it.
        parent.insertSubview(a, aboveSubview: c)
        #expect(names(parent) == ["b", "d", "c", "a"])
        // Moving from above the sibling to below it.
        parent.insertSubview(a, belowSubview: b)
        #expect(names(parent) == ["a", "b", "d", "c"])
        parent.insertSubview(b, aboveSubview: d)
        #expect(names(parent) == ["a", "d", "b", "c"])
        parent.insertSubview(c, belowSubview: a)
        #expect(names(parent) == ["c", "a", "d", "b"])
        #expect(parent.subviews.count == 4)
    }

    @Test func insertRelativeToANonSubview() {
        let parent = View()
        parent.addSubview(named("a"))
        let stranger = View()
        parent.insertSubview(named("above"), aboveSubview: stranger)
        parent.insertSubview(named("below"), belowSubview: stranger)
        #expect(names(parent) == ["below", "a", "above"])
    }

    @Test func insertAboveItselfIsANoOp() {
        let parent = View()
        let a = named("a"), b = named("b"), c = named("c")
        for view in [a, b, c] { parent.addSubview(view) }
        parent.insertSubview(b, belowSubview: b)
        #expect(names(parent) == ["a", "b", "c"])
        parent.insertSubview(a, aboveSubview: a)
        #expect(names(parent) == ["a", "b", "c"])
    }

    @Test func bringToFrontAndSendToBack() {
        let parent = View()
        let a = named("a"), b = named("b"), c = named("c")
        for view in [a, b, c] { parent.addSubview(view) }
        parent.bringSubviewToFront(a)
        #expect(names(parent) == ["b", "c", "a"])
        parent.bringSubviewToFront(a)
        #expect(names(parent) == ["b", "c", "a"])
        parent.sendSubviewToBack(c)
        #expect(names(parent) == ["c", "b", "a"])
        parent.sendSubviewToBack(c)
        #expect(names(parent) == ["c", "b", "a"])
        // Not a subview: nothing happens, and the view is not adopted.
        let stranger = named("x")
        parent.bringSubviewToFront(stranger)
        parent.sendSubviewToBack(stranger)
        #expect(names(parent) == ["c", "b", "a"])
        #expect(stranger.superview == nil)
    }

    @Test func removeFromSuperview() {
        let parent = View()
        let a = named("a"), b = named("b")
        parent.addSubview(a)
        parent.addSubview(b)
        a.removeFromSuperview()
        #expect(a.superview == nil)
        #expect(names(parent) == ["b"])
        a.removeFromSuperview()  // harmless when already detached
        #expect(names(parent) == ["b"])
    }

    @Test func reparentingRemovesFromTheOldParent() {
        let first = View(), second = View()
        let child = named("child")
        first.addSubview(child)
        second.addSubview(named("other"))
        second.addSubview(child)
        #expect(first.subviews.isEmpty)
        #expect(child.superview === second)
        #expect(names(second) == ["other", "child"])
        #expect(child.isDescendant(of: second))
        #expect(!child.isDescendant(of: first))
    }

    @Test func isDescendant() {
        let root = View(), middle = View(), leaf = View()
        root.addSubview(middle)
        middle.addSubview(leaf)
        #expect(leaf.isDescendant(of: root))
        #expect(leaf.isDescendant(of: leaf))
        #expect(!root.isDescendant(of: leaf))
    }

    // MARK: Window

    @Test func windowIsFoundThroughAncestors() {
        let window = Window(screen: .phone())
        let middle = View(), leaf = View()
        middle.addSubview(leaf)
        #expect(leaf.window == nil)
        window.addSubview(middle)
        #expect(leaf.window === window)
        #expect(middle.window === window)
        #expect(window.window === window)
        #expect(window.statusBar.window === window)
        middle.removeFromSuperview()
        #expect(leaf.window == nil)
    }

    @Test func rootViewIsPlacedBelowTheStatusBar() {
        let window = Window(screen: .phone())
        let content = View()
        window.rootView = content
        #expect(window.subviews.count == 2)
        #expect(window.subviews.first === content)
        #expect(window.subviews.last === window.statusBar)
        #expect(content.frame == window.bounds)

        let replacement = View()
        window.rootView = replacement
        #expect(content.superview == nil)
        #expect(window.subviews.first === replacement)
        #expect(window.subviews.count == 2)
    }

    @Test func didMoveToWindowIsCalledForTheSubtree() {
        let window = Window(screen: .phone())
        let parent = CountingView(), child = CountingView()

        parent.addSubview(child)
        #expect(child.superviewMoves == 1)
        #expect(child.windowMoves == 0)

        window.addSubview(parent)
        #expect(parent.superviewMoves == 1)
        #expect(parent.windowMoves == 1)
        #expect(child.windowMoves == 1)
        #expect(child.superviewMoves == 1)
        #expect(child.windowsSeen.last! === window)

        // Moving within the same window is not a window change.
        let other = View()
        window.addSubview(other)
        other.addSubview(parent)
        #expect(parent.superviewMoves == 2)
        #expect(parent.windowMoves == 1)
        #expect(child.windowMoves == 1)

        // Leaving the window.
        parent.removeFromSuperview()
        #expect(parent.superviewMoves == 3)
        #expect(parent.windowMoves == 2)
        #expect(child.windowMoves == 2)
        #expect(child.windowsSeen.count == 2 && child.windowsSeen[1] == nil)

        // Removing a view that is not in a window does not call didMoveToWindow.
        child.removeFromSuperview()
        #expect(child.superviewMoves == 2)
        #expect(child.windowMoves == 2)
    }

    @Test func didMoveToWindowWhenMovingBetweenWindows() {
        let first = Window(screen: .phone()), second = Window(screen: .phone())
        let view = CountingView()
        first.addSubview(view)
        second.addSubview(view)
        #expect(view.windowMoves == 2)
        #expect(view.windowsSeen.count == 2)
        #expect(view.windowsSeen[0] === first)
        #expect(view.windowsSeen[1] === second)
        #expect(first.subviews.count == 1)  // just the status bar
    }

    @Test func viewWithIdentifierSearchesDepthFirst() {
        let root = named("root")
        let a = named("x"), a1 = named("y"), b = named("y")
        root.addSubview(a)
        a.addSubview(a1)
        root.addSubview(b)
        #expect(root.view(withIdentifier: "root") === root)
        #expect(root.view(withIdentifier: "x") === a)
        #expect(root.view(withIdentifier: "y") === a1)
        #expect(b.view(withIdentifier: "y") === b)
        #expect(a.view(withIdentifier: "root") == nil)
        #expect(root.view(withIdentifier: "none") == nil)

        let window = Window(screen: .phone())
        #expect(window.view(withIdentifier: "statusBar") === window.statusBar)
    }

    /// A shown view is found before a hidden one that comes first (a table's pooled cell keeps
    /// the identifier of the row it last showed); a hidden one is still found when it is the only one.
    @Test func viewWithIdentifierPrefersAShownView() {
        let root = named("root")
        let pool = named("pool"), pooled = named("row3"), shown = named("row3"), onlyHidden = named("row9")
        pool.isHidden = true
        root.addSubview(pool)
        pool.addSubview(pooled)
        root.addSubview(shown)
        pool.addSubview(onlyHidden)
        #expect(root.view(withIdentifier: "row3") === shown)
        #expect(root.view(withIdentifier: "row9") === onlyHidden)
        #expect(root.view(withIdentifier: "pool") === pool)
        shown.isHidden = true
        #expect(root.view(withIdentifier: "row3") === pooled, "both hidden: the first")
    }

    // MARK: Render invalidation

    @MainActor private struct Chain {
        let root = View(), parent = View(), child = View(), sibling = View()
        init() {
            root.addSubview(parent)
            parent.addSubview(child)
            parent.addSubview(sibling)
        }
        var versions: [UInt64] {
            [root.renderVersion, parent.renderVersion, child.renderVersion, sibling.renderVersion]
        }
    }

    @Test func contentChangeBumpsTheViewAndItsAncestors() {
        let chain = Chain()
        let before = chain.versions
        chain.child.backgroundColor = .red
        let after = chain.versions
        #expect(after[0] > before[0])
        #expect(after[1] > before[1])
        #expect(after[2] > before[2])
        #expect(after[3] == before[3])

        // Setting the same value again changes nothing.
        chain.child.backgroundColor = .red
        #expect(chain.versions == after)

        chain.child.cornerRadius = 4
        #expect(chain.child.renderVersion > after[2])
    }

    @Test(arguments: ["center", "alpha", "transform", "isHidden", "shadowOpacity"])
    func placementChangeBumpsOnlyTheAncestors(property: String) {
        let chain = Chain()
        let before = chain.versions
        switch property {
        case "center": chain.child.center = CGPoint(x: 5, y: 5)
        case "alpha": chain.child.alpha = 0.5
        case "transform": chain.child.transform = Transform(rotationAngle: 0.1)
        case "isHidden": chain.child.isHidden = true
        default: chain.child.shadowOpacity = 0.3
        }
        let after = chain.versions
        #expect(after[0] > before[0])
        #expect(after[1] > before[1])
        #expect(after[2] == before[2])
        #expect(after[3] == before[3])
    }

    @Test func boundsChangeIsContent() {
        let chain = Chain()
        let before = chain.versions
        chain.child.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(chain.child.renderVersion > before[2])
        #expect(chain.parent.renderVersion > before[1])
    }

    @Test func presentationValuesInvalidateLikeModelValues() {
        let chain = Chain()
        var before = chain.versions
        chain.child.setPresentationValue(CGPoint(x: 9, y: 9), for: \.center)
        var after = chain.versions
        #expect(after[1] > before[1])
        #expect(after[2] == before[2])

        before = after
        chain.child.setPresentationValue(Color.blue, for: \.backgroundColor)
        after = chain.versions
        #expect(after[1] > before[1])
        #expect(after[2] > before[2])

        before = after
        chain.child.removeAllPresentationValues()
        after = chain.versions
        #expect(after[1] > before[1])
        #expect(after[2] > before[2])
        #expect(!chain.child.hasPresentationValues)

        // Removing a value that is not there changes nothing.
        chain.child.removePresentationValue(for: \.alpha)
        #expect(chain.versions == after)
    }

    @Test func presentationValuesShowOverTheModelField() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.alpha = 0.5
        view.setPresentationValue(CGPoint(x: 40, y: 50), for: \.center)
        view.setPresentationValue(Transform(rotationAngle: 0.3), for: \.transform)
        #expect(view.presentation.center == CGPoint(x: 40, y: 50))
        #expect(view.presentation.transform == Transform(rotationAngle: 0.3))
        #expect(view.presentation.alpha == 0.5)  // not presented: the model shows
        view.alpha = 0.25
        #expect(view.presentation.alpha == 0.25)
        #expect(view.model.center == CGPoint(x: 10, y: 10))

        // A part of a property: the rest of it is the model's.
        view.removeAllPresentationValues()
        view.setPresentationValue(CGFloat(99), for: \.center.x)
        #expect(view.presentation.center == CGPoint(x: 99, y: 10))
        view.removePresentationValue(for: \.center.x)
        #expect(!view.hasPresentationValues)
        #expect(view.presentation == view.model)
    }

    /// An overshooting spring presents values no layer can show (alpha −20, a negative height):
    /// they are clamped where they are presented.
    @Test func presentedValuesStayDrawable() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.setPresentationValue(CGFloat(-20), for: \.alpha)
        view.setPresentationValue(CGFloat(3), for: \.shadowOpacity)
        view.setPresentationValue(CGRect(x: 0, y: 0, width: 50, height: -1202), for: \.bounds)
        view.setPresentationValue(CGFloat(-4), for: \.cornerRadius)
        #expect(view.presentation.alpha == 0 && view.presentation.shadowOpacity == 1)
        #expect(view.presentation.bounds.size == CGSize(width: 50, height: 0))
        #expect(view.presentation.cornerRadius == 0)
    }

    @Test func everyLayerPropertyIsItsOwnField() {
        let properties: [PartialKeyPath<LayerProperties>] = [
            \.bounds, \.center, \.transform, \.alpha, \.backgroundColor, \.cornerRadius, \.borderWidth,
            \.borderColor, \.shadowColor, \.shadowOpacity, \.shadowRadius, \.shadowOffset,
        ]
        let fields = properties.compactMap { LayerProperties.Fields($0) }
        #expect(fields.count == properties.count)
        #expect(Set(fields.map(\.rawValue)).count == properties.count)
        #expect(LayerProperties.Fields(\.shadowOffset.height) == .shadowOffset)
        #expect(LayerProperties.Fields(\.bounds.size.width) == .bounds)
        // A copy of every field reproduces the whole value.
        var source = LayerProperties()
        source.center = CGPoint(x: 1, y: 2)
        source.cornerRadius = 3
        source.shadowColor = .red
        source.shadowOffset = CGSize(width: 4, height: 5)
        var copy = LayerProperties()
        copy.copy(LayerProperties.Fields(fields), from: source)
        #expect(copy == source)
    }

    @Test func hierarchyChangesBumpTheParent() {
        let chain = Chain()
        let before = chain.versions
        chain.parent.addSubview(View())
        #expect(chain.parent.renderVersion > before[1])
        #expect(chain.root.renderVersion > before[0])
        #expect(chain.child.renderVersion == before[2])

        let mid = chain.versions
        chain.sibling.removeFromSuperview()
        #expect(chain.parent.renderVersion > mid[1])
    }

    /// A window whose root view holds one leaf.
    private func windowHoldingALeaf() -> (window: Window, content: View, leaf: View) {
        let window = Window(screen: .phone())
        let content = View(), leaf = View()
        window.rootView = content
        content.addSubview(leaf)
        return (window, content, leaf)
    }

    @Test func windowNeedsRenderAfterAChange() {
        let (window, _, leaf) = windowHoldingALeaf()
        #expect(window.needsRender)
        window.didRender()
        #expect(!window.needsRender)

        leaf.backgroundColor = .green
        #expect(window.needsRender)
        window.didRender()
        #expect(!window.needsRender)

        leaf.center = CGPoint(x: 30, y: 30)
        #expect(window.needsRender)
        window.didRender()

        leaf.alpha = 0.5
        #expect(window.needsRender)
        window.didRender()

        leaf.setPresentationValue(CGFloat(0.2), for: \.alpha)
        #expect(window.needsRender)
        window.didRender()

        // Nothing changes: nothing to draw.
        leaf.alpha = 0.5
        #expect(!window.needsRender)

        // A change outside the window does not concern it.
        let detached = View()
        detached.backgroundColor = .red
        #expect(!window.needsRender)

        window.isStatusBarHidden = true
        #expect(window.needsRender)
    }

    @Test func setNeedsLayoutDeepInTheTreeMarksTheWindow() {
        let (window, content, leaf) = windowHoldingALeaf()
        window.layoutIfNeeded()
        window.didRender()

        content.setNeedsLayout()
        #expect(window.needsRender)
        window.layoutIfNeeded()
        window.didRender()

        // The rasterizer only runs layoutIfNeeded() when the window needs rendering, so a layout
        // request two levels down must reach the window too.
        leaf.setNeedsLayout()
        #expect(window.needsRender)
    }

    /// Changes are passed up the tree through unretained links (`ViewFrameState.parent`): once a view's
    /// superview is gone, removed or freed, the view is the root that its changes mark, and no
    /// change reaches the old superview. With a link left behind, the walk wrote into the freed
    /// superview and the view was never marked.
    @Test func aViewWhoseSuperviewIsGoneIsItsOwnRoot() {
        let (window, _, leaf) = windowHoldingALeaf()
        leaf.removeFromSuperview()
        window.didRender()
        leaf.rootNeedsRender = false
        leaf.center = CGPoint(x: 12, y: 34)
        #expect(leaf.rootNeedsRender && !window.needsRender, "removed")

        weak var freed: View?
        let orphan = View()
        do {
            let parent = View()
            parent.addSubview(orphan)
            freed = parent
        }
        #expect(freed == nil && orphan.superview == nil)
        orphan.rootNeedsRender = false
        orphan.alpha = 0.5
        #expect(orphan.rootNeedsRender, "freed superview")
        orphan.rootNeedsRender = false
        orphan.backgroundColor = .red
        #expect(orphan.rootNeedsRender)
        orphan.rootNeedsRender = false
        orphan.setNeedsLayout()
        #expect(orphan.rootNeedsRender)
    }
}
