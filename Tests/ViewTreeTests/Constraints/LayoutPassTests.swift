import Foundation
import Testing

@testable import ViewTree

/// The layout pass: coordinate spaces across the tree, fixed and laid-out views, hierarchy
/// changes, intrinsic sizes, and layout changes animated inside animation blocks.
@MainActor
@Suite struct LayoutPassTests {
    let window = Window(screen: .phone(scale: 1))
    let root = View()
    let recorder = IssueRecorder()

    init() {
        window.rootView = root
        recorder.attach(to: root)
        window.tick(at: 0)
    }

    @Test func aConstraintChangeAsksTheWindowForAFrame() {
        let box = View()
        root.addSubview(box)
        var width: Constraint?
        box.snp.makeConstraints { make in
            make.left.top.height.equalToSuperview()
            width = make.width.equalTo(10).constraint
        }
        window.layoutIfNeeded()
        window.didRender()
        #expect(!window.needsRender)
        width?.update(offset: 20)  // nothing on screen changed yet: the new frame needs a layout pass
        #expect(window.needsRender)
        window.layoutIfNeeded()
        #expect(box.frame.width == 20)
    }

    @Test func constraintsBetweenCousinsUseTheCommonAncestorsCoordinates() {
        let left = View(frame: CGRect(x: 20, y: 100, width: 100, height: 100))
        let right = View(frame: CGRect(x: 200, y: 300, width: 150, height: 100))
        right.bounds.origin = CGPoint(x: 0, y: 40)  // right's content is shifted up by 40
        root.addSubview(left)
        root.addSubview(right)
        let a = View(), b = View()
        left.addSubview(a)
        right.addSubview(b)
        a.snp.makeConstraints { make in
            make.left.top.equalToSuperview().offset(10)
            make.size.equalTo(30)
        }
        b.snp.makeConstraints { make in
            make.top.equalTo(a.snp.bottom)  // a's bottom is y 140 in root coordinates
            make.left.equalTo(a.snp.right).offset(5)  // x 65
            make.size.equalTo(a)
        }
        window.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 10, y: 10, width: 30, height: 30))
        #expect(b.convert(b.bounds, to: root) == CGRect(x: 65, y: 140, width: 30, height: 30))
        #expect(b.frame == CGRect(x: -135, y: -120, width: 30, height: 30))  // in right's bounds (+40)
        #expect(recorder.issues.isEmpty)
    }

    @Test func viewsWithoutConstraintsKeepTheirFramesAndTheirChildrenFollowResizes() {
        let panel = View(frame: CGRect(x: 10, y: 10, width: 200, height: 100))
        let free = View(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        root.addSubview(panel)
        panel.addSubview(free)
        let bar = View()
        panel.addSubview(bar)
        bar.snp.makeConstraints { make in
            make.left.right.bottom.equalToSuperview()
            make.height.equalTo(20)
        }
        window.layoutIfNeeded()
        #expect(bar.frame == CGRect(x: 0, y: 80, width: 200, height: 20))
        panel.frame = CGRect(x: 0, y: 0, width: 300, height: 50)
        window.layoutIfNeeded()
        #expect(bar.frame == CGRect(x: 0, y: 30, width: 300, height: 20))
        #expect(panel.frame == CGRect(x: 0, y: 0, width: 300, height: 50))
        #expect(free.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test func aManuallyMovedConstrainedViewIsPutBackWhenItsSuperviewIsLaidOut() {
        let box = View()
        root.addSubview(box)
        box.snp.makeConstraints { make in
            make.center.equalToSuperview()
            make.size.equalTo(50)
        }
        window.layoutIfNeeded()
        let home = box.frame
        box.center.x += 40
        window.layoutIfNeeded()
        #expect(box.frame != home)  // nothing asked for layout…
        root.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(box.frame == home)  // …until the superview is laid out, as in UIKit
    }

    @Test func constraintsWaitForTheirViewsToShareATreeAndTravelWithThem() {
        let card = View()
        let badge = View()
        card.addSubview(badge)
        badge.snp.makeConstraints { make in
            make.top.right.equalToSuperview()
            make.size.equalTo(10)
        }
        card.snp.makeConstraints { make in make.width.height.equalTo(100) }
        // The tree `card` is built before it is added, as a scene builds its views.
        root.addSubview(card)
        card.snp.makeConstraints { make in
            make.centerX.equalToSuperview()
            make.top.equalTo(50)
        }
        window.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 145, y: 50, width: 100, height: 100))
        #expect(badge.frame == CGRect(x: 90, y: 0, width: 10, height: 10))
        // A constraint to a view in another tree waits, and says why once.
        let stranger = View()
        let follower = View()
        root.addSubview(follower)
        follower.snp.makeConstraints { make in make.edges.equalTo(stranger) }
        window.layoutIfNeeded()
        #expect(recorder.issues.count == 1)
        #expect(recorder.issues.first?.description.contains("no common ancestor") == true)
        stranger.frame = CGRect(x: 5, y: 6, width: 7, height: 8)
        root.addSubview(stranger)
        window.layoutIfNeeded()
        #expect(follower.frame == CGRect(x: 5, y: 6, width: 7, height: 8))
        // Removed from the tree, the card keeps its constraints (the ones inside it still hold).
        card.removeFromSuperview()
        card.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 90, y: 0, width: 10, height: 10))
    }

    /// A scene's tree is laid out before it has a window (its labels measure nothing there),
    /// then shown: its engine moves with it and solves again rather than installing every
    /// constraint anew, to the frames a rebuild gives; so when it leaves again.
    @Test func aTreeLaidOutOffScreenTakesItsEngineIntoTheWindow() throws {
        window.textMeasurer = FixedWidthMeasurer()
        let scene = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let title = Label(text: "12345")
        let box = View()
        for view in [title, box] { scene.addSubview(view) }
        title.snp.makeConstraints { make in make.left.top.equalToSuperview().inset(10) }
        box.snp.makeConstraints { make in
            make.top.equalTo(title.snp.bottom).offset(5)
            make.left.equalTo(title.snp.right)
            make.size.equalTo(30)
        }
        scene.layoutIfNeeded()
        #expect(title.frame.size == .zero)
        let engine = try #require(LayoutEngine.engine(for: scene))
        #expect(engine.rebuilds == 1)

        root.addSubview(scene)
        #expect(LayoutEngine.engine(for: title) === engine)
        window.layoutIfNeeded()
        #expect(title.frame == CGRect(x: 10, y: 10, width: 50, height: 20))
        #expect(box.frame == CGRect(x: 60, y: 35, width: 30, height: 30))
        #expect(engine.rebuilds == 1)

        scene.removeFromSuperview()
        #expect(LayoutEngine.engine(for: box) === engine)
        scene.layoutIfNeeded()
        #expect(title.frame.size == .zero && box.frame == CGRect(x: 10, y: 15, width: 30, height: 30))
        #expect(engine.rebuilds == 1)
    }

    @Test func intrinsicSizesHugAndResistAtTheirPriorities() {
        let label = Label(text: "12345")
        window.textMeasurer = FixedWidthMeasurer()
        root.addSubview(label)
        label.snp.makeConstraints { make in make.left.top.equalToSuperview() }
        window.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 0, y: 0, width: 50, height: 20))
        // A .medium width loses to compression resistance (.high) but beats hugging (.low).
        label.snp.makeConstraints { make in make.width.equalTo(30).priority(.medium) }
        window.layoutIfNeeded()
        #expect(label.frame.width == 50)
        label.setContentCompressionResistancePriority(.low, for: .horizontal)
        window.layoutIfNeeded()
        #expect(label.frame.width == 30)
        label.snp.remakeConstraints { make in make.left.top.equalToSuperview() }
        window.layoutIfNeeded()
        #expect(label.frame.width == 50)
        window.didRender()
        label.text = "1234567890"  // a new text is measured again: no other change is needed
        #expect(window.needsRender)
        window.layoutIfNeeded()
        #expect(label.frame.width == 100)
    }

    @Test func multiLineLabelsGrowToTheHeightOfTheirSolvedWidth() {
        window.textMeasurer = FixedWidthMeasurer()
        let box = View()
        let label = Label(text: "aaaa bbbb cccc dddd eeee")  // 24 characters: 240 pt on one line
        label.numberOfLines = 0
        root.addSubview(box)
        box.addSubview(label)
        box.snp.makeConstraints { make in
            make.left.top.equalToSuperview()
            make.width.equalTo(120)
        }
        label.snp.makeConstraints { make in make.edges.equalToSuperview().inset(10) }
        window.layoutIfNeeded()
        // 100 pt wide: "aaaa bbbb" fits a line (90 pt), so 3 lines of 20 pt; the box wraps them.
        #expect(label.frame == CGRect(x: 10, y: 10, width: 100, height: 60))
        #expect(box.frame.height == 80)
        box.snp.updateConstraints { make in make.width.equalTo(270) }
        window.layoutIfNeeded()
        #expect(label.frame.height == 20 && box.frame.height == 40)
    }

    @Test func layoutInsideASpringAnimatesTheFrames() {
        let contentView = View(frame: CGRect(x: 0, y: 100, width: 390, height: 60))
        root.addSubview(contentView)
        let leftView = View(), rightView = View()
        contentView.addSubview(leftView)
        contentView.addSubview(rightView)
        // The swipe cell seed's constraints (Docs/Scenes.md §1).
        leftView.snp.makeConstraints { make in
            make.top.bottom.leading.equalToSuperview()
            make.width.equalTo(10)
        }
        rightView.snp.makeConstraints { make in
            make.top.bottom.trailing.equalToSuperview()
            make.leading.equalToSuperview().offset(10)
        }
        window.layoutIfNeeded()
        #expect(leftView.frame.width == 10 && rightView.frame.minX == 10)
        leftView.snp.updateConstraints { make in make.width.equalTo(50) }
        rightView.snp.updateConstraints { make in make.leading.equalToSuperview().offset(50) }
        View.animate(
            withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
            options: .curveEaseInOut, animations: { contentView.layoutIfNeeded() })
        #expect(leftView.frame.width == 50)  // the model at once…
        #expect(leftView.presentation.bounds.width == 10)  // …the screen from where it was
        var widths: [CGFloat] = []
        for step in 0...50 {
            window.tick(at: Double(step) * 0.01)
            widths.append(leftView.presentation.bounds.width)
        }
        #expect(widths.max()! > 55)  // damping 0.5 overshoots
        #expect(abs(widths.last! - 50) < 1e-6 && !leftView.isAnimating)
        let rightEdge = View.frame(of: rightView.presentation)
        #expect(rightEdge.minX == 50 && rightEdge.maxX == 390)
        #expect(recorder.issues.isEmpty)
    }

    @Test func layoutIfNeededOnAViewBelowTheChangeAnimatesNothing() {
        let a = View(), holder = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let elsewhere = View(frame: CGRect(x: 0, y: 200, width: 100, height: 100)), leaf = View()
        root.addSubview(holder)
        root.addSubview(elsewhere)
        elsewhere.addSubview(leaf)
        holder.addSubview(a)
        a.snp.makeConstraints { make in
            make.left.top.equalToSuperview()
            make.size.equalTo(10)
        }
        window.layoutIfNeeded()
        a.snp.updateConstraints { make in make.size.equalTo(20) }
        // SnapKit#213: layoutIfNeeded lays out from the topmost view on the way up that needs it;
        // `leaf`'s superview does not, so the change is not applied inside the block…
        View.animate(withDuration: 1) { leaf.layoutIfNeeded() }
        #expect(!a.isAnimating && a.frame.width == 10)
        window.layoutIfNeeded()  // …but at the next frame, without animation.
        #expect(!a.isAnimating && a.frame.width == 20)
        // Called on the moving view itself it works: its superview needs layout.
        a.snp.updateConstraints { make in make.size.equalTo(30) }
        View.animate(withDuration: 1) { a.layoutIfNeeded() }
        #expect(a.isAnimating && a.frame.width == 30)
    }
}
