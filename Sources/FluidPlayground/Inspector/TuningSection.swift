import Foundation
import ViewTree

/// The inspector's tuning panel: a slider row for each of the scene's tunable parameters, then a
/// switch for each of its key options. When they would run past `maximumHeight` (the panel's
/// bottom), the switches go into two columns and, if that is not enough, the rows close up.
@MainActor
final class TuningSection: View {
    private(set) var rows: [SliderRow] = []
    private(set) var switchRows: [SwitchRow] = []

    init(width: CGFloat) {
        super.init(frame: CGRect(x: 0, y: 0, width: width, height: 0))
    }

    /// How tall the section may grow (the room left in the panel).
    var maximumHeight = CGFloat.infinity

    /// How the rows are laid out: one column of full rows, or closed up to fit.
    private struct Arrangement {
        var sliderHeight = SliderRow.height
        var switchHeight = SwitchRow.height
        var switchColumns = 1

        func height(sliders: Int, switches: Int) -> CGFloat {
            let switchLines = (switches + switchColumns - 1) / switchColumns
            return CGFloat(sliders) * sliderHeight + (switches == 0 ? 0 : 6) + CGFloat(switchLines) * switchHeight
        }
    }

    /// Rows for `parameters` and `switches`, one below the other; the section's height follows.
    /// A switch `press`es its key.
    func show(
        _ parameters: [TunableParameter], switches: [SceneSwitch], tuning: Tuning,
        press: @escaping @MainActor (Character) -> Void
    ) {
        for row in rows { row.removeFromSuperview() }
        for row in switchRows { row.removeFromSuperview() }
        var arrangement = Arrangement()
        if arrangement.height(sliders: parameters.count, switches: switches.count) > maximumHeight {
            arrangement.switchColumns = 2
        }
        if arrangement.height(sliders: parameters.count, switches: switches.count) > maximumHeight {
            arrangement.sliderHeight = SliderRow.compactHeight
            arrangement.switchHeight = SwitchRow.compactHeight
        }
        rows = parameters.enumerated().map { index, parameter in
            let row = SliderRow(
                parameter: parameter, tuning: tuning, width: bounds.width, height: arrangement.sliderHeight)
            row.frame.origin.y = CGFloat(index) * arrangement.sliderHeight
            addSubview(row)
            return row
        }
        let top = CGFloat(rows.count) * arrangement.sliderHeight + (switches.isEmpty ? 0 : 6)
        let columns = arrangement.switchColumns, gap: CGFloat = 6
        let switchWidth = (bounds.width - CGFloat(columns - 1) * gap) / CGFloat(columns)
        switchRows = switches.enumerated().map { index, option in
            let row = SwitchRow(option: option, width: switchWidth, height: arrangement.switchHeight, press: press)
            row.frame.origin = CGPoint(
                x: CGFloat(index % columns) * (switchWidth + gap),
                y: top + CGFloat(index / columns) * arrangement.switchHeight)
            addSubview(row)
            return row
        }
        frame.size.height = arrangement.height(sliders: rows.count, switches: switchRows.count)
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
