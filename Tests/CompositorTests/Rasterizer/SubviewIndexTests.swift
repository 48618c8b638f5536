import FluidTestSupport
import Foundation
import Testing

@testable import Compositor
@testable import ViewTree

extension SDLTests {
    /// Of a view with many subviews (a long list's rows), a frame visits only the subviews that
    /// can show (`SubviewIndex`): off-screen rows cost nothing. Whatever changed off screen shows
    /// when it scrolls in, and every frame is the one drawn walking every view.
    @Suite @MainActor
    struct SubviewIndexTests {
        static let size = CGSize(width: 200, height: 300)
        static let rowHeight: CGFloat = 40

        /// A clipping list of `count` rows, each a white row with a label, in a gray root.
        static func list(rows count: Int) throws -> (HeadlessHost, View) {
            let (host, root) = try makeFeatureHost(size: size, background: .systemGroupedBackground)
            let list = View(frame: CGRect(origin: .zero, size: size))
            list.clipsToBounds = true
            for index in 0..<count {
                let row = View(frame: CGRect(x: 8, y: CGFloat(index) * rowHeight, width: 184, height: rowHeight - 2))
                row.backgroundColor = .white
                let label = Label(text: "Row \(index + 1)", font: .systemFont(ofSize: 15))
                label.frame = CGRect(x: 8, y: 8, width: 120, height: 20)
                row.addSubview(label)
                list.addSubview(row)
            }
            root.addSubview(list)
            return (host, list)
        }

        func scroll(_ list: View, to y: CGFloat) {
            list.bounds.origin.y = y
        }

        /// Renders the next frame as damage tracking draws it, and expects the pixels of a full
        /// redraw that walks every view.
        func expectSameAsWalkingEveryView(_ host: HeadlessHost, _ comment: Comment) {
            host.render()
            let drawn = host.snapshot()
            let reference = host.referenceSnapshot()
            #expect(zip(drawn.bytes, reference.bytes).filter { $0 != $1 }.count == 0, comment)
            host.render()  // a frame with culling again, after the reference's full walk
        }

        @Test func offScreenRowsAreNeitherRecordedNorDrawn() throws {
            let (host, list) = try Self.list(rows: 2_000)
            host.render()
            // The root, the list, and 8 rows of 300 pt with their labels (some reach past the edge).
            #expect(host.rasterizer.memory.damageTracker.records.count <= 2 + 2 * 10)
            scroll(list, to: 40_000)
            expectSameAsWalkingEveryView(host, "scrolled halfway down")
            #expect(host.rasterizer.memory.damageTracker.records.count <= 2 + 2 * 10)
            #expect(list.subviewIndex != nil)
        }

        /// Changes to rows while they are off screen: a colour, a text, a view moved out of its
        /// row, a hidden row, a shadow, a transform; then they scroll in.
        @Test func whatChangedOffScreenShowsWhenItScrollsIn() throws {
            let (host, list) = try Self.list(rows: 300)
            host.render()
            let rows = list.subviews
            rows[100].backgroundColor = .systemRed
            (rows[101].subviews[0] as? Label)?.text = "A longer title than before"
            rows[102].subviews[0].center.y += 50  // overflows into the row below
            rows[103].isHidden = true
            rows[104].shadowOpacity = 0.5
            rows[104].shadowRadius = 6
            rows[105].transform = Transform(rotationAngle: 0.2)
            host.render()  // nothing of that shows yet
            scroll(list, to: 100 * Self.rowHeight - 20)
            expectSameAsWalkingEveryView(host, "rows 100–105 scrolled in")
            // And changes while on screen, then scrolled away and back.
            rows[106].alpha = 0.4
            expectSameAsWalkingEveryView(host, "row 106 faded on screen")
            scroll(list, to: 0)
            expectSameAsWalkingEveryView(host, "back at the top")
            // Rows far below, moved into view: one itself, one by a subview that leaves it.
            scroll(list, to: 100 * Self.rowHeight - 20)
            expectSameAsWalkingEveryView(host, "scrolled back")
            rows[250].center.y = 101 * Self.rowHeight + 60
            rows[260].subviews[0].center.y -= 158 * Self.rowHeight
            expectSameAsWalkingEveryView(host, "rows 250 and 260 moved into view from below")
            rows[106].alpha = 1
            rows[107].removeFromSuperview()
            scroll(list, to: 100 * Self.rowHeight - 20)
            expectSameAsWalkingEveryView(host, "row 107 removed off screen")
        }

        /// Rows added, moved to the front and removed change the list: the index is built again.
        @Test func aChangedListOfRowsIsIndexedAgain() throws {
            let (host, list) = try Self.list(rows: 120)
            host.render()
            let extra = View(frame: CGRect(x: 0, y: 60, width: 200, height: 30))
            extra.backgroundColor = .systemBlue
            list.addSubview(extra)
            expectSameAsWalkingEveryView(host, "a row added on top of the others")
            list.sendSubviewToBack(extra)
            expectSameAsWalkingEveryView(host, "sent behind them")
            for row in list.subviews.prefix(80) { row.removeFromSuperview() }
            expectSameAsWalkingEveryView(host, "80 rows removed")
            #expect(list.subviewIndex == nil, "fewer than 48 rows are walked as they are")
        }

        /// A tall view behind every row (a list's background) is set apart and always tested,
        /// so it is drawn wherever the list is scrolled.
        @Test func aTallBackgroundBehindTheRowsIsAlwaysDrawn() throws {
            let (host, list) = try Self.list(rows: 200)
            let background = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200 * Self.rowHeight))
            background.backgroundColor = .systemYellow
            list.insertSubview(background, at: 0)
            host.render()
            scroll(list, to: 150 * Self.rowHeight)
            expectSameAsWalkingEveryView(host, "the background behind rows 150–157")
            background.backgroundColor = .systemTeal
            expectSameAsWalkingEveryView(host, "its colour changed")
        }
    }
}
