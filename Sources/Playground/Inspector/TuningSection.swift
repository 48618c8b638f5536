import Foundation
import ViewTree

/// The inspector's tuning panel: a slider row for each of the scene's tunable parameters, then a
/// switch for each of its key options.
@MainActor
final class TuningSection: View {
    private(set) var rows: [SliderRow] = []
    private(set) var switchRows: [SwitchRow] = []

    init(width: CGFloat) {
        super.init(frame: CGRect(x: 0, y: 0, width: width, height: 0))
    }

    /// Rows for `parameters` and `switches`, one below the other; the section's height follows.
    /// A switch `press`es its key.
    func show(_ parameters: [TunableParameter], switches: [SceneSwitch], tuning: Tuning,
              press: @escaping @MainActor (Character) -> Void) {
        for row in rows { row.removeFromSuperview() }
        for row in switchRows { row.removeFromSuperview() }
        rows = parameters.enumerated().map { index, parameter in
            let row = SliderRow(parameter: parameter, tuning: tuning, width: bounds.width)
            row.frame.origin.y = CGFloat(index) * SliderRow.height
            addSubview(row)
            return row
        }
        let top = CGFloat(rows.count) * SliderRow.height + (switches.isEmpty ? 0 : 6)
        switchRows = switches.enumerated().map { index, option in
            let row = SwitchRow(option: option, width: bounds.width, press: press)
            row.frame.origin.y = top + CGFloat(index) * SwitchRow.height
            addSubview(row)
            return row
        }
        frame.size.height = top + CGFloat(switchRows.count) * SwitchRow.height
    }

    /// The switches read their options again (a key may have toggled one).
    func refreshSwitches() {
        for row in switchRows { row.refresh() }
    }

    /// The row of `parameter` shows its value again.
    func refresh(_ parameter: TunableParameter) {
        rows.first { $0.parameter == parameter }?.refresh()
    }
}
