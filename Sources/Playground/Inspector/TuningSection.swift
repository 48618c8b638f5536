import Foundation
import ViewTree

/// The inspector's tuning panel: a slider row for each of the scene's tunable parameters.
@MainActor
final class TuningSection: View {
    private(set) var rows: [SliderRow] = []

    init(width: CGFloat) {
        super.init(frame: CGRect(x: 0, y: 0, width: width, height: 0))
    }

    /// Rows for `parameters`, one below the other; the section's height follows.
    func show(_ parameters: [TunableParameter], tuning: Tuning) {
        for row in rows { row.removeFromSuperview() }
        rows = parameters.enumerated().map { index, parameter in
            let row = SliderRow(parameter: parameter, tuning: tuning, width: bounds.width)
            row.frame.origin.y = CGFloat(index) * SliderRow.height
            addSubview(row)
            return row
        }
        frame.size.height = CGFloat(rows.count) * SliderRow.height
    }

    /// The row of `parameter` shows its value again.
    func refresh(_ parameter: TunableParameter) {
        rows.first { $0.parameter == parameter }?.refresh()
    }
}
