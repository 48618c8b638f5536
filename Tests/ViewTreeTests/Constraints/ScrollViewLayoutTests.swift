import Foundation
import Testing

@testable import ViewTree

/// Constraints and scroll views: subviews pinned to the scroll view's edges define the content
/// size, and views inside pinned to views outside stay put while the content scrolls — the
/// stretchy header of seed 004, with the hand-solved numbers of Docs/Constraints.md (a 400 pt wide root).
@MainActor
@Suite struct ScrollViewLayoutTests {
    let window = Window(screen: .phone(scale: 1))
    /// The seed's view controller view, 400 × 800 as in Docs/Constraints.md.
    let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let scrollView = ScrollView()
    let imageContainer = View(), imageView = View(), textContainer = View(), textBacking = View()
    let infoText = Label()
    let recorder = IssueRecorder()

    init() {
        window.textMeasurer = FixedWidthMeasurer()
        window.rootView = View()
        window.rootView?.addSubview(root)
        recorder.attach(to: root)
        root.addSubview(scrollView)
        scrollView.addSubview(imageContainer)
        scrollView.addSubview(textBacking)
        scrollView.addSubview(textContainer)
        scrollView.addSubview(imageView)
        textContainer.addSubview(infoText)
        // 37 characters a line at 372 pt (400 − 2 × 14): 40 lines of 20 pt = 800 pt of text.
        infoText.numberOfLines = 0
        infoText.text = Array(repeating: String(repeating: "x", count: 36), count: 40).joined(separator: " ")

        scrollView.snp.makeConstraints { make in make.edges.equalTo(root) }
        imageContainer.snp.makeConstraints { make in
            make.top.equalTo(scrollView)
            make.left.right.equalTo(root)
            make.height.equalTo(imageContainer.snp.width).multipliedBy(0.7)
        }
        imageView.snp.makeConstraints { make in
            make.left.right.equalTo(imageContainer)
            make.top.equalTo(root).priority(.high)
            make.height.greaterThanOrEqualTo(imageContainer.snp.height).priority(.required)
            make.bottom.equalTo(imageContainer.snp.bottom)
        }
        textContainer.snp.makeConstraints { make in
            make.top.equalTo(imageContainer.snp.bottom)
            make.left.right.equalTo(root)
            make.bottom.equalTo(scrollView)
        }
        infoText.snp.makeConstraints { make in make.edges.equalTo(textContainer).inset(14) }
        textBacking.snp.makeConstraints { make in
            make.left.right.top.equalTo(textContainer)
            make.bottom.equalTo(root)
        }
    }

    /// Scrolls to `offset` and lays out; returns the image view's frame in the root's coordinates.
    private func imageFrame(atOffset offset: CGFloat) -> CGRect {
        scrollView.contentOffset = CGPoint(x: 0, y: offset)
        window.layoutIfNeeded()
        return imageView.convert(imageView.bounds, to: root)
    }

    /// Scrolling solves only while a constraint ties something to the offset: here the image's
    /// top pin to the root; without it, a scroll step lays nothing out (a long table's scroll
    /// once re-solved every row).
    @Test func aScrollStepSolvesOnlyWhatTheOffsetMoves() throws {
        _ = imageFrame(atOffset: 0)
        let engine = try #require(LayoutEngine.engine(for: root))
        var solves = engine.solves
        _ = imageFrame(atOffset: 40)
        #expect(engine.solves == solves + 1, "the image pinned across the scroll view follows the offset")
        imageView.snp.removeConstraints()
        textBacking.snp.removeConstraints()
        imageView.snp.makeConstraints { make in make.edges.equalTo(imageContainer) }
        textBacking.snp.makeConstraints { make in make.edges.equalTo(textContainer) }
        _ = imageFrame(atOffset: 0)
        solves = engine.solves
        for offset in stride(from: 10, through: 300, by: 10) { _ = imageFrame(atOffset: CGFloat(offset)) }
        #expect(engine.solves == solves, "nothing inside mentions the offset")
        #expect(
            imageView.convert(imageView.bounds, to: root) == CGRect(x: 0, y: -300, width: 400, height: 280),
            "the content scrolled")
        #expect(recorder.issues.isEmpty)
    }

    @Test func theContentSizeComesFromTheConstraints() {
        window.layoutIfNeeded()
        #expect(infoText.frame == CGRect(x: 14, y: 14, width: 372, height: 800))
        #expect(textContainer.frame == CGRect(x: 0, y: 280, width: 400, height: 828))
        #expect(scrollView.contentSize == CGSize(width: 0, height: 280 + 828))  // nothing pins the content's right edge
        #expect(scrollView.maximumContentOffset.y == 308)
        #expect(recorder.issues.isEmpty)
    }

    @Test func theHeaderStretchesWhenPulledAndScrollsAwayWhenPushed() {
        // Docs/Constraints.md: (top, height) = (0, 380) pulled down 100, (0, 280) at rest, (−150, 280) pushed up 150.
        #expect(imageFrame(atOffset: -100) == CGRect(x: 0, y: 0, width: 400, height: 380))
        #expect(imageFrame(atOffset: 0) == CGRect(x: 0, y: 0, width: 400, height: 280))
        #expect(imageFrame(atOffset: 150) == CGRect(x: 0, y: -150, width: 400, height: 280))
        // The .high top pin gave way at +150 (the required height won); nothing was reported.
        #expect(recorder.issues.isEmpty)
    }

    @Test func theTextNeverSlidesUnderTheImage() {
        for offset in stride(from: -300.0, through: 600, by: 37.5) {
            let image = imageFrame(atOffset: offset)
            let text = textContainer.convert(textContainer.bounds, to: root)
            #expect(text.minY == image.maxY, "offset \(offset)")
            #expect(image.height >= 280)
        }
    }

    @Test func bottomOverscrollShowsTheBackingNotTheBackground() {
        window.layoutIfNeeded()
        let pastTheEnd = scrollView.maximumContentOffset.y + 100
        _ = imageFrame(atOffset: pastTheEnd)
        let text = textContainer.convert(textContainer.bounds, to: root)
        let backing = textBacking.convert(textBacking.bounds, to: root)
        #expect(text.maxY == 700)
        #expect(backing.minY == text.minY && backing.maxY == 800)
    }

    @Test func theOffsetIsAnEditVariableNotARebuild() {
        window.layoutIfNeeded()
        let variablesBefore = imageView.constraintState.trackingEngine.map(ObjectIdentifier.init)
        for offset in [-50.0, -20, 10, 300] { _ = imageFrame(atOffset: offset) }
        #expect(imageView.constraintState.trackingEngine.map(ObjectIdentifier.init) == variablesBefore)
        #expect(imageFrame(atOffset: -20) == CGRect(x: 0, y: 0, width: 400, height: 300))
    }
}
