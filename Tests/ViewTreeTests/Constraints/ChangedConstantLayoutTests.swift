import Foundation
import Testing

@testable import ViewTree

/// A changed constraint constant in a long list lays out what it moves: the solver shifts its
/// tableau in place, and the update visits the views whose inputs or solution changed, not every
/// view of the tree (issue: a frame costs what changed).
@MainActor
@Suite struct ChangedConstantLayoutTests {
    /// A column of `count` rows, each pinned below the one above, with a box inside pinned to
    /// its row's leading edge by a constant that a swipe would change.
    static func column(rows count: Int) -> (root: View, rows: [View], boxes: [View], leads: [Constraint]) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        var rows: [View] = [], boxes: [View] = [], leads: [Constraint] = []
        var above: View?
        for _ in 0..<count {
            let row = View(), box = View()
            root.addSubview(row)
            row.addSubview(box)
            row.snp.makeConstraints { make in
                make.left.right.equalToSuperview()
                make.height.equalTo(44)
                if let above { make.top.equalTo(above.snp.bottom).offset(1) } else { make.top.equalToSuperview() }
            }
            var lead: Constraint?
            box.snp.makeConstraints { make in
                lead = make.left.equalToSuperview().offset(0).constraint
                make.top.bottom.equalToSuperview()
                make.width.equalTo(100)
            }
            rows.append(row)
            boxes.append(box)
            leads.append(lead!)
            above = row
        }
        return (root, rows, boxes, leads)
    }

    @Test func aSwipeStepVisitsTheViewsItMovesNotTheList() throws {
        let (root, rows, boxes, leads) = Self.column(rows: 400)
        root.layoutIfNeeded()
        #expect(rows[399].frame == CGRect(x: 0, y: 399 * 45, width: 390, height: 44))
        let engine = try #require(LayoutEngine.engine(for: root))
        for step in 1...30 {
            let visits = engine.recordVisits
            leads[200].update(offset: CGFloat(step * 7))
            root.layoutIfNeeded()
            #expect(boxes[200].frame == CGRect(x: CGFloat(step * 7), y: 0, width: 100, height: 44))
            #expect(
                engine.recordVisits - visits <= 2, "step \(step) visited \(engine.recordVisits - visits) of 801 views")
        }
        // Everything else stayed.
        #expect(boxes[199].frame.minX == 0 && boxes[201].frame.minX == 0)
        #expect(rows[399].frame == CGRect(x: 0, y: 399 * 45, width: 390, height: 44))
        // A change that moves every row below visits those.
        let visits = engine.recordVisits
        rows[0].snp.updateConstraints { make in make.height.equalTo(60) }
        root.layoutIfNeeded()
        #expect(abs(rows[399].frame.minY - (399 * 45 + 16)) < 1e-9)
        #expect((400...402).contains(engine.recordVisits - visits), "the rows and the first row's box")
    }
}
