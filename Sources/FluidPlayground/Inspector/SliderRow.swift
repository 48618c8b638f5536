import Foundation
import ViewTree

/// One tunable parameter in the inspector: its title, its value (orange while it differs from
/// the article's, with the seed beside it), and a slider dragged with the mouse — a pan on the
/// track sets the value under the pointer, on the parameter's step grid. A tap on the value
/// resets it to the seed.
@MainActor
final class SliderRow: View {
    nonisolated static let height: CGFloat = 38
    /// The height when the panel closes the rows up (`TuningSection`): the labels and the track move together.
    nonisolated static let compactHeight: CGFloat = 30
    let parameter: TunableParameter
    let titleLabel = Label()
    let valueLabel = Label()
    let track = View()
    let fill = View()
    let knob = View()
    /// Below the labels, around the track: where the slider is dragged.
    let slideArea = View()
    private let tuning: Tuning
    private let pan = PanGestureRecognizer()

    init(parameter: TunableParameter, tuning: Tuning, width: CGFloat, height: CGFloat = SliderRow.height) {
        self.parameter = parameter
        self.tuning = tuning
        super.init(frame: CGRect(x: 0, y: 0, width: width, height: height))
        let closedUp = Self.height - height
        accessibilityIdentifier = "tune.\(parameter.key)"
        titleLabel.font = .systemFont(ofSize: 12, weight: .medium)
        titleLabel.textColor = Inspector.secondaryText
        titleLabel.text = parameter.title
        titleLabel.frame = CGRect(x: 0, y: 2 - closedUp / 4, width: width * 0.62, height: 16)
        valueLabel.font = .systemFont(ofSize: 12, weight: .semibold)
        valueLabel.textAlignment = .right
        valueLabel.frame = CGRect(x: width * 0.62, y: 2 - closedUp / 4, width: width * 0.38, height: 16)
        valueLabel.accessibilityIdentifier = "tune.\(parameter.key).value"
        valueLabel.onTap = { [weak self] _ in
            guard let self else { return }
            self.tuning.reset(self.parameter)
        }
        track.frame = CGRect(x: 0, y: 25 - closedUp * 3 / 4, width: width, height: 4)
        track.backgroundColor = Color(white: 1, alpha: 0.16)
        track.cornerRadius = 2
        fill.backgroundColor = .systemBlue
        fill.cornerRadius = 2
        fill.isUserInteractionEnabled = false
        knob.bounds = CGRect(x: 0, y: 0, width: 14, height: 14)
        knob.backgroundColor = .white
        knob.cornerRadius = 7
        knob.isUserInteractionEnabled = false
        track.isUserInteractionEnabled = false
        slideArea.frame = CGRect(
            x: -8, y: 18 - closedUp * 5 / 8, width: width + 16, height: height - 18 + closedUp * 5 / 8)
        slideArea.accessibilityIdentifier = "tune.\(parameter.key).slider"
        for view in [titleLabel, valueLabel, slideArea, track, fill, knob] { addSubview(view) }
        // The whole strip below the labels takes the drag at once, so the slider is easy to hit.
        pan.beginsImmediately = true
        pan.addAction { [weak self] pan in self?.dragged(pan) }
        slideArea.addGestureRecognizer(pan)
        refresh()
    }

    /// Where on the track `value` sits, 0…1.
    func fraction(of value: Double) -> CGFloat {
        let range = parameter.range
        return CGFloat((value - range.lowerBound) / (range.upperBound - range.lowerBound))
    }

    /// The value at `x` (in the row), on the step grid.
    func value(atX x: CGFloat) -> Double {
        let share = min(max(x / max(track.frame.width, 1), 0), 1)
        let range = parameter.range
        return parameter.snapped(range.lowerBound + Double(share) * (range.upperBound - range.lowerBound))
    }

    private func dragged(_ pan: PanGestureRecognizer) {
        guard pan.state == .began || pan.state == .changed else { return }
        tuning.set(parameter, to: value(atX: pan.location(in: self).x - track.frame.minX))
    }

    /// Shows the current value.
    func refresh() {
        let value = tuning.value(parameter), modified = tuning.isModified(parameter)
        let unit = parameter.unit.isEmpty ? "" : " " + parameter.unit
        valueLabel.text =
            parameter.formatted(value) + unit + (modified ? "  (\(parameter.formatted(parameter.seed)))" : "")
        valueLabel.textColor = modified ? .systemOrange : .white
        let x = fraction(of: value) * track.frame.width
        fill.frame = CGRect(x: 0, y: track.frame.minY, width: x, height: track.frame.height)
        fill.backgroundColor = modified ? .systemOrange : .systemBlue
        knob.center = CGPoint(x: x, y: track.frame.midY)
    }
}
