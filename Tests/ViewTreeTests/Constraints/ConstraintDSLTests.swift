import Foundation
import Testing

@testable import ViewTree

/// The SnapKit-shaped DSL: signs, multipliers, priorities, update / remake / remove, handles and
/// the messages for mistakes (no window needed: `layoutIfNeeded()` solves and applies).
@MainActor
@Suite struct ConstraintDSLTests {
    let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let child = View()
    var issues: [LayoutIssue] { recorder.issues }
    let recorder = IssueRecorder()

    init() {
        root.addSubview(child)
        child.accessibilityIdentifier = "child"
        recorder.attach(to: root)
    }

    private func frame(_ view: View? = nil) -> CGRect {
        root.layoutIfNeeded()
        return (view ?? child).frame
    }

    @Test func insetSignsFollowEachEdge() {
        child.snp.makeConstraints { make in make.edges.equalToSuperview().inset(10) }
        #expect(frame() == CGRect(x: 10, y: 10, width: 180, height: 80))
        child.snp.remakeConstraints { make in
            make.edges.equalToSuperview().inset(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        }
        #expect(frame() == CGRect(x: 2, y: 1, width: 194, height: 96))
        // width / height take −(left + right); centres take (left − right) / 2.
        child.snp.remakeConstraints { make in
            make.width.height.equalToSuperview().inset(EdgeInsets(top: 5, left: 10, bottom: 15, right: 30))
            make.centerX.centerY.equalToSuperview().inset(EdgeInsets(top: 5, left: 10, bottom: 15, right: 30))
        }
        let inset = frame()
        #expect(inset.size == CGSize(width: 160, height: 80))
        #expect(inset.midX == 100 - 10 && inset.midY == 50 - 5)
        #expect(issues.isEmpty)
    }

    @Test func offsetsAreAddedAsGiven() {
        child.snp.makeConstraints { make in
            make.left.equalToSuperview().offset(8)
            make.right.equalToSuperview().offset(-8)  // 8 inside the right edge, unlike inset(8) on right…
            make.top.equalToSuperview().offset(-5)  // …and 5 above the top
            make.height.equalTo(40)
        }
        #expect(frame() == CGRect(x: 8, y: -5, width: 184, height: 40))
        child.snp.remakeConstraints { make in
            make.right.equalToSuperview().inset(8)  // inset(8) on right is offset(−8)
            make.left.equalToSuperview().inset(8)
            make.bottom.equalToSuperview().inset(8)
            make.height.equalTo(40)
        }
        #expect(frame() == CGRect(x: 8, y: 52, width: 184, height: 40))
    }

    @Test func numbersAreSizesOrDistancesFromTheSuperview() {
        root.bounds.origin = CGPoint(x: 0, y: 30)  // constants measure from the superview's bounds
        child.snp.makeConstraints { make in
            make.top.equalTo(20)  // superview.top + 20
            make.centerX.equalTo(60)  // superview.left + 60 (SnapKit's rule for centres)
            make.size.equalTo(CGSize(width: 50, height: 10))
        }
        #expect(frame() == CGRect(x: 35, y: 50, width: 50, height: 10))
    }

    @Test func multipliersScaleTheSecondItem() {
        child.snp.makeConstraints { make in
            make.width.equalToSuperview().dividedBy(4)
            make.height.equalTo(child.snp.width).multipliedBy(0.7)
            make.centerX.equalToSuperview().multipliedBy(0.5)  // at a quarter of the width
            make.top.equalToSuperview()
        }
        let frame = frame()
        #expect(frame.width == 50 && abs(frame.height - 35) < 1e-9)
        #expect(frame.midX == 50)
    }

    @Test func higherPrioritiesWinInOrder() {
        var constraints: [Constraint?] = []
        child.snp.makeConstraints { make in
            make.left.top.height.equalTo(0)
            constraints.append(make.width.equalTo(100).priority(.low).constraint)
            constraints.append(make.width.equalTo(120).priority(.medium).constraint)
            constraints.append(make.width.equalTo(140).priority(.high).constraint)
            constraints.append(make.width.equalTo(160).priority(999).constraint)
        }
        #expect(frame().width == 160)
        for (index, expected) in [140, 120, 100].enumerated() {
            constraints[3 - index]?.deactivate()
            #expect(frame().width == CGFloat(expected))
        }
        constraints[3]?.activate()
        #expect(frame().width == 160)
        child.snp.makeConstraints { make in make.width.lessThanOrEqualTo(130) }  // required beats 999
        #expect(frame().width == 130)
    }

    @Test func manyLowPriorityErrorsDoNotOutweighOneHighOne() {
        // 10 .low constraints pulling to 0 against one .high at 100: weights 10² vs 10⁶.
        child.snp.makeConstraints { make in
            make.left.top.height.equalTo(0)
            make.width.equalTo(100).priority(.high)
            for _ in 0..<10 { make.width.equalTo(0).priority(.low) }
        }
        #expect(frame().width == 100)
    }

    @Test func updateChangesOnlyConstantsOfMatchingConstraints() {
        child.snp.makeConstraints { make in
            make.top.bottom.leading.equalToSuperview()
            make.width.equalTo(10)
        }
        #expect(frame().width == 10)
        child.snp.updateConstraints { make in make.width.equalTo(62) }
        #expect(frame().width == 62)
        #expect(child.activeLayoutConstraints.count == 4)  // changed in place, not added
        #expect(issues.isEmpty)
    }

    @Test func anUpdateThatMatchesNothingSaysWhereAndAddsNothing() throws {
        child.snp.makeConstraints { make in
            make.top.bottom.leading.equalToSuperview()
            make.width.equalTo(10)
        }
        let line = #line + 1
        child.snp.updateConstraints { make in make.width.equalTo(50).priority(.high) }  // another priority
        #expect(frame().width == 10)
        #expect(child.activeLayoutConstraints.count == 4)
        let issue = try #require(issues.first)
        guard case let .noMatchingConstraint(constraint, location) = issue else {
            Issue.record("expected noMatchingConstraint, got \(issue)")
            return
        }
        #expect(location.line == line && location.description == "ConstraintDSLTests.swift:\(line)")
        #expect(constraint.hasPrefix("child.width == 50 @750"))
        #expect(
            issue.description.contains(
                "ConstraintDSLTests.swift:\(line): updateConstraints found no existing constraint"))
        #expect(issue.description.contains("remakeConstraints"))
    }

    @Test func remakeReplacesAttributesAndTargets() {
        let other = View(frame: CGRect(x: 120, y: 0, width: 30, height: 30))
        root.addSubview(other)
        child.snp.makeConstraints { make in make.edges.equalToSuperview() }
        #expect(frame() == root.bounds)
        child.snp.remakeConstraints { make in make.edges.equalTo(other) }
        #expect(frame() == other.frame)
        #expect(child.activeLayoutConstraints.count == 4)
        child.snp.removeConstraints()
        #expect(child.activeLayoutConstraints.isEmpty && child.snp.constraints.isEmpty)
    }

    @Test func handlesUpdateOffsetsInsetsAndPriorities() {
        var top: Constraint?, width: Constraint?
        child.snp.makeConstraints { make in
            top = make.top.left.equalToSuperview().constraint
            width = make.width.height.equalTo(20).priority(.high).constraint
        }
        top?.update(offset: 7)
        #expect(frame() == CGRect(x: 7, y: 7, width: 20, height: 20))
        top?.update(inset: EdgeInsets(top: 3, left: 4, bottom: 0, right: 0))
        #expect(frame().origin == CGPoint(x: 4, y: 3))
        // As in SnapKit, the new constant replaces the old one, also a number target's.
        width?.update(offset: 12)
        #expect(frame().size == CGSize(width: 12, height: 12))
        width?.update(priority: .required)
        #expect(issues.count == 1)  // optional → required is refused
        width?.update(priority: .low)
        #expect(width?.layoutConstraints.allSatisfy { $0.priority == .low } == true)
    }

    @Test func mistakesAreReportedWithTheirLineAndMakeNothing() {
        let orphan = View()
        orphan.layoutIssueHandler = recorder.record
        orphan.snp.makeConstraints { make in make.edges.equalToSuperview() }
        child.snp.makeConstraints { make in
            make.width.equalTo(CGFloat.nan)
            make.height.equalTo(10).priority(2000)
            make.left.equalToSuperview().dividedBy(0)
            make.top.edges.equalTo(root.snp.center)
        }
        #expect(child.activeLayoutConstraints.isEmpty && orphan.activeLayoutConstraints.isEmpty)
        #expect(issues.count == 5)
        #expect(issues.allSatisfy { if case let .misuse(_, location) = $0 { location.line > 0 } else { false } })
        #expect(issues[0].description.contains("has no superview"))
    }

    /// A standing conflict is diagnosed (the costly part) once, not on every pass that
    /// rebuilds or re-solves the layout; it stays out until the constraints change.
    @Test func aStandingConflictIsDiagnosedOnce() throws {
        child.snp.makeConstraints { make in
            make.left.top.equalToSuperview()
            make.width.height.equalTo(10)
        }
        child.snp.makeConstraints { make in make.width.equalTo(20) }
        _ = frame()
        let engine = try #require(root.constraintState.engine)
        #expect(engine.conflictDiagnoses == 1 && issues.count == 1)
        for pass in 0..<5 {
            let other = View()
            root.addSubview(other)
            other.snp.makeConstraints { make in make.edges.equalToSuperview().inset(CGFloat(pass)) }
            _ = frame()
            other.removeFromSuperview()
            _ = frame()
        }
        #expect(engine.conflictDiagnoses == 1, "diagnosed \(engine.conflictDiagnoses) times")
        #expect(issues.count == 1 && child.frame.width == 10)
    }

    /// A chain of 200 views, each 1 pt wide from its neighbour's right, pinned to both sides of a
    /// root 150 pt wide: every link takes part. The tableau names the whole chain at once, where
    /// asking a solver about parts of it took 802 questions (29 s in a debug build).
    @Test func aConflictAlongALongChainIsReadOffTheTableau() throws {
        root.frame = CGRect(x: 0, y: 0, width: 150, height: 100)
        var previous: View?
        for index in 0..<200 {
            let view = View()
            view.accessibilityIdentifier = "v\(index)"
            root.addSubview(view)
            view.snp.makeConstraints { make in
                make.left.equalTo(previous?.snp.right ?? root.snp.left)
                make.top.height.equalToSuperview()
                make.width.equalTo(1)
            }
            previous = view
        }
        previous?.snp.makeConstraints { make in make.right.equalToSuperview() }
        _ = frame()
        let engine = try #require(root.constraintState.engine)
        guard case let .unsatisfiable(conflict, broken)? = issues.first else {
            Issue.record("expected unsatisfiable, got \(issues)")
            return
        }
        #expect(issues.count == 1 && broken.hasPrefix("v199.right =="))
        // 200 lefts, 200 widths and the root's fixed width; no top or height.
        #expect(conflict.count == 401, "\(conflict.count) members")
        #expect(conflict.filter { $0.contains(".width == 1") && !$0.contains("(fixed frame)") }.count == 200)
        #expect(
            conflict.contains { $0.hasSuffix(".width == 150 (fixed frame)") }
                && !conflict.contains { $0.contains(".top") })
        #expect(engine.conflictQuestions == 0, "\(engine.conflictQuestions) solver questions")
    }

    /// Conflicts made in a loop are each reported: they come from one source line but are
    /// different statements (de-duplicated by line, 20 conflicts gave one report). The four
    /// constraints of one `make.edges` statement still report once.
    @Test func conflictsMadeInALoopAreEachReported() {
        var views: [View] = []
        for index in 0..<20 {
            let view = View()
            view.accessibilityIdentifier = "v\(index)"
            root.addSubview(view)
            views.append(view)
            view.snp.makeConstraints { make in
                make.left.top.equalToSuperview()
                make.width.height.equalTo(10)
            }
            view.snp.makeConstraints { make in make.width.equalTo(20) }  // conflicts, same line each time
        }
        _ = frame()
        #expect(issues.count == 20)
        #expect(views.allSatisfy { $0.frame.width == 10 })
        let before = issues.count
        child.snp.makeConstraints { make in make.edges.equalToSuperview() }
        child.snp.makeConstraints { make in make.edges.equalToSuperview().inset(5) }  // four conflicts, one statement
        _ = frame()
        #expect(issues.count == before + 1)
    }

    /// A finite but absurd constant (1e308) overflows the solver's sums: the frame was NaN,
    /// silently. It is reported once and the view keeps a finite frame; a sane constant lays it
    /// out again.
    @Test func anUnrepresentableSolutionIsReportedAndTheFrameStaysFinite() throws {
        child.snp.makeConstraints { make in
            make.left.top.equalToSuperview()
            make.height.equalTo(10)
        }
        var width: Constraint?
        child.snp.makeConstraints { make in width = make.width.equalTo(50).constraint }
        #expect(frame() == CGRect(x: 0, y: 0, width: 50, height: 10))
        width?.update(offset: 1e308)
        let kept = frame()
        #expect([kept.minX, kept.minY, kept.width, kept.height].allSatisfy { $0.isFinite })
        #expect(kept == CGRect(x: 0, y: 0, width: 50, height: 10))
        #expect(issues.count == 1)
        if case .unrepresentableFrame = issues.first {} else { Issue.record("\(issues)") }
        root.setNeedsLayout()
        _ = frame()
        #expect(issues.count == 1)  // said once
        width?.update(offset: 70)
        #expect(frame() == CGRect(x: 0, y: 0, width: 70, height: 10))
    }

    @Test func conflictingRequiredConstraintsAreReportedAndLayoutGoesOn() throws {
        child.snp.makeConstraints { make in
            make.left.top.height.equalToSuperview()
            make.width.equalTo(100)
        }
        var conflicting: Constraint?
        child.snp.makeConstraints { make in
            conflicting = make.right.equalToSuperview().inset(20).constraint  // 180 wide: conflicts
        }
        #expect(frame().width == 100)
        let issue = try #require(issues.first)
        guard case let .unsatisfiable(conflict, broken) = issue else {
            Issue.record("expected unsatisfiable, got \(issue)")
            return
        }
        #expect(broken.hasPrefix("child.right == View"))
        // The smallest conflicting set: left, width and the root's fixed width; not top or height.
        #expect(conflict.count == 3)
        #expect(
            conflict.contains { $0.hasPrefix("child.left ==") }
                && conflict.contains { $0.hasPrefix("child.width == 100") })
        #expect(conflict.contains { $0.hasSuffix(".width == 200 (fixed frame)") })
        #expect(issue.description.hasPrefix("Unable to simultaneously satisfy constraints."))
        #expect(issue.description.contains("Will attempt to recover by breaking constraint"))
        // Reported once, not every layout pass.
        root.setNeedsLayout()
        _ = frame()
        #expect(issues.count == 1)
        // Once the width goes, the broken constraint holds.
        child.snp.updateConstraints { _ in }
        child.snp.constraints.first { $0.layoutConstraints.first?.firstAttribute == .width }?.deactivate()
        #expect(frame().width == 180)
        _ = conflicting
    }
}

/// Collects layout issues instead of printing them.
@MainActor
final class IssueRecorder {
    private(set) var issues: [LayoutIssue] = []

    func attach(to view: View) {
        view.layoutIssueHandler = record
    }

    func record(_ issue: LayoutIssue) {
        issues.append(issue)
    }
}
