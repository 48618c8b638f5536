import FluidTestSupport
import Foundation
import Testing

@testable import ViewTree

extension SDLTests {
    /// A scroll view's overscroll as drawn: content rubber-banded past the top with the
    /// background showing above it, and the indicator squeezed against the top of its track.
    @Suite @MainActor
    struct ScrollViewSnapshotTests {
        @Test func overscrollWithIndicator() throws {
            let (host, root) = try makeFeatureHost(
                size: CGSize(width: 200, height: 300), background: .systemGroupedBackground)
            let scrollView = ScrollView(frame: root.bounds)
            scrollView.contentSize = CGSize(width: 200, height: 900)
            root.addSubview(scrollView)
            for index in 0..<15 {
                let row = View(frame: CGRect(x: 10, y: 10 + CGFloat(index) * 60, width: 180, height: 50))
                row.backgroundColor = [Color.systemBlue, .systemTeal, .systemIndigo][index % 3]
                row.cornerRadius = 10
                let label = Label(
                    text: "Row \(index + 1)", font: .systemFont(ofSize: 15, weight: .semibold), color: .white)
                label.frame = CGRect(x: 12, y: 0, width: 150, height: 50)
                row.addSubview(label)
                scrollView.addSubview(row)
            }
            // Pull the content 160 pt down (150 past the slop) and hold it there.
            var script = PointerScript()
            script.down(at: CGPoint(x: 100, y: 40), time: 0)
            script.drag(to: CGPoint(x: 100, y: 200), duration: 0.25)
            host.play(script.events)
            // The band: 160 − 10 (the slop, whose edge is the pan's origin) of finger travel,
            // b(x) = c·x·d/(d + c·x).
            let travel: CGFloat = 160 - 10
            let expected = 0.55 * travel * 300 / (300 + 0.55 * travel)
            #expect(abs(scrollView.contentOffset.y + expected) < 1e-9)
            host.render()
            assertImageSnapshot(host.snapshot(), named: "pulled", tolerance: .softwareRenderer)
        }
    }
}
