import Foundation
import Layout

// What the engine feeds the solver (edit variables: intrinsic sizes, fixed frames, safe-area
// insets, baselines) and what it reads back into frames (Docs/Constraints.md).
extension LayoutEngine {

    /// Suggests `value` for an edit variable unless it already has it; returns whether it changed.
    @discardableResult
    func suggest(_ variable: Variable, _ value: Double) -> Bool {
        let key = ObjectIdentifier(variable)
        guard value.isFinite, suggested[key] != value else { return false }
        suggested[key] = value
        try? solver.suggestValue(variable, value)
        return true
    }

    func suggestInputs() {
        let changed = changedInputs.values.sorted { $0.order < $1.order }
        changedInputs = [:]
        for record in changed {
            guard let view = record.view else { continue }
            touched[ObjectIdentifier(view)] = record
            let model = view.model
            if !record.isManaged { fixFrame(of: record, view) }
            suggest(record.bx, Double(model.bounds.origin.x))
            suggest(record.by, Double(model.bounds.origin.y))
            if record.intrinsicWidth != nil || record.intrinsicHeight != nil {
                let size = view.intrinsicContentSize
                if let width = record.intrinsicWidth { suggest(width, Double(size.width)) }
                if let height = record.intrinsicHeight, !record.heightDependsOnWidth {
                    suggest(height, Double(size.height))
                }
            }
        }
    }

    /// Holds the frame variables of a view not laid out by constraints at its model frame.
    func fixFrame(of record: ViewVariables, _ view: View) {
        let model = view.model
        let values = [
            model.center.x - model.bounds.width / 2, model.center.y - model.bounds.height / 2,
            model.bounds.width, model.bounds.height,
        ]
        for (variable, value) in zip([record.x, record.y, record.w, record.h], values.map(Double.init)) {
            let key = ObjectIdentifier(variable)
            guard value.isFinite, suggested[key] != value else { continue }
            suggested[key] = value
            let old = fixed.removeValue(forKey: key)
            let constraint = Layout.Constraint(
                variable - value, .equal,
                label: "\(variable) == \(LayoutConstraint.format(value)) (fixed frame)")
            do {
                if let old {
                    try solver.replaceConstraint(old, with: constraint)
                } else {
                    try solver.addConstraint(constraint)
                }
                fixed[key] = constraint
            } catch {
                // Required constraints added earlier contradict the new frame: they win here, and the
                // conflict is reported (once per view), diagnosed before the weaker stand-in joins.
                let conflict = record.hasReportedFixedFrame ? nil : minimalConflict(with: constraint)
                let weaker = constraint.withStrength(.almostRequired)
                try? solver.addConstraint(weaker)
                fixed[key] = weaker
                if let conflict {
                    record.hasReportedFixedFrame = true
                    Self.report(.unsatisfiable(conflict: conflict, broken: constraint.label ?? ""), from: view)
                }
            }
        }
    }

    /// Multi-line labels: the height that fits the solved width, until the widths settle.
    func measureWidthDependentHeights() {
        for _ in 0..<3 {
            var changed = false
            for record in recordOrder where record.heightDependsOnWidth {
                guard let label = record.view as? Label, let height = record.intrinsicHeight else { continue }
                let fitted = label.sizeThatFits(CGSize(width: max(0, record.w.value), height: .greatestFiniteMagnitude))
                if suggest(height, Double(fitted.height)) { changed = true }
            }
            guard changed else { return }
            noteChangedOutputs(solver.updateVariables())
        }
    }

    func applyContentSizes() {
        for record in recordOrder where record.contentWidth != nil || record.contentHeight != nil {
            guard let scrollView = record.view as? ScrollView else { continue }
            var size = scrollView.contentSize
            if let width = record.contentWidth { size.width = CGFloat(width.value) }
            if let height = record.contentHeight { size.height = CGFloat(height.value) }
            // May clamp the content offset, which asks for another solve.
            if size != scrollView.contentSize { scrollView.contentSize = size }
        }
    }

    static func snap(_ value: Double) -> Double { (value * 64).rounded() / 64 }

    /// Coordinates beyond this (points) are not laid out: no screen shows them, and sums of them
    /// lose every fraction of a point.
    static let largestCoordinate = 1e7

    func publishFrames(of records: [ViewVariables]) {
        for record in records where record.isManaged {
            guard let view = record.view else { continue }
            // Edges snap to 1/64 pt: exact in binary, far below a pixel at any scale, and it clears
            // the simplex's rounding noise (843.9999999999995 → 844), so neighbours that share an
            // edge share it exactly.
            let solution = [record.x.value, record.y.value, record.w.value, record.h.value]
            guard solution.allSatisfy({ $0.isFinite && abs($0) <= Self.largestCoordinate }) else {
                if !record.hasReportedUnrepresentableFrame {
                    record.hasReportedUnrepresentableFrame = true
                    Self.report(
                        .unrepresentableFrame(
                            view: view.layoutName, solution: "\(solution)",
                            kept: "\(record.solvedFrame ?? view.frame)"), from: view)
                }
                continue
            }
            record.hasReportedUnrepresentableFrame = false
            let left = Self.snap(record.x.value), top = Self.snap(record.y.value)
            let right = Self.snap(record.x.value + max(0, record.w.value))
            let bottom = Self.snap(record.y.value + max(0, record.h.value))
            let frame = CGRect(x: left, y: top, width: right - left, height: bottom - top)
            guard frame != record.solvedFrame else { continue }
            record.solvedFrame = frame
            view.superview?.setNeedsLayout()
        }
    }

    /// Bounds origins are edits: required constraints that need another one move them in the
    /// solution only, while the view keeps its own. Say so once per view.
    func checkBoundsOrigins(of records: [ViewVariables]) {
        for record in records where !record.hasReportedFixedFrame {
            guard let view = record.view else { continue }
            let origin = view.model.bounds.origin
            guard abs(record.bx.value - Double(origin.x)) > 0.5 || abs(record.by.value - Double(origin.y)) > 0.5 else {
                continue
            }
            record.hasReportedFixedFrame = true
            let related = installedInOrder.filter {
                $0.constraint.firstItem === view || $0.constraint.secondItem === view
            }
            Self.report(
                .unsatisfiable(
                    conflict: related.map(\.constraint.description),
                    broken: "the bounds origin of \(view.layoutName), \(origin): constraints need "
                        + "(\(record.bx.value), \(record.by.value)); frames were solved with that value"),
                from: view)
        }
    }
}
