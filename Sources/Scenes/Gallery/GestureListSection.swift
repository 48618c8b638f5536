import FluidPlayground
import Foundation
import ViewTree

/// The gallery's gesture section: a list of rows in the gallery's scroll view, each with a chip
/// that only drags horizontally. A vertical drag anywhere scrolls the list (the chip's pan fails);
/// a horizontal drag on a chip moves the chip, not the list (the scroll view's pan cannot begin
/// sideways); released, the chip springs home carrying the finger's velocity; grabbed mid-spring,
/// it continues from where it is seen. Tapping a row (not a chip) toggles its mark; holding a row
/// for half a second lifts it (a long press, as a list row is picked up on iOS) until the finger
/// lifts, and a drag that scrolls first leaves it down.
@MainActor
final class GestureListSection {
    /// The list's rows, unless `bench --rows` asks for another count.
    static let defaultRowCount = 10
    static let rowHeight: CGFloat = 52
    static let rowSpacing: CGFloat = 8
    static let headerHeight: CGFloat = 44
    static let chipSize = CGSize(width: 92, height: 34)

    /// The section's views, to be added to the scroll view's content.
    let view: View
    var height: CGFloat { view.bounds.height }

    /// Each chip's resting centre (row coordinates) and its spring home, if one is running.
    private var homes: [ObjectIdentifier: CGPoint] = [:]
    private var returns: [ObjectIdentifier: PropertyAnimator] = [:]
    private var dragStarts: [ObjectIdentifier: CGPoint] = [:]

    init(width: CGFloat, y: CGFloat, rows: Int = defaultRowCount) {
        let height = Self.headerHeight + CGFloat(rows) * (Self.rowHeight + Self.rowSpacing)
        view = View(frame: CGRect(x: 0, y: y, width: width, height: height))
        view.accessibilityIdentifier = "gestureList"

        let title = Label(text: "Gestures", font: .systemFont(ofSize: 22, weight: .bold))
        title.frame = CGRect(x: 16, y: 4, width: 120, height: 28)
        view.addSubview(title)
        let hint = Label(
            text: "drag the list · swipe a chip sideways · tap a row",
            font: .systemFont(ofSize: 12, weight: .medium), color: .secondaryLabel)
        hint.frame = CGRect(x: 124, y: 12, width: width - 140, height: 18)
        view.addSubview(hint)

        for index in 0..<rows { addRow(index, width: width) }
    }

    private func addRow(_ index: Int, width: CGFloat) {
        let y = Self.headerHeight + CGFloat(index) * (Self.rowHeight + Self.rowSpacing)
        let row = View(frame: CGRect(x: 16, y: y, width: width - 32, height: Self.rowHeight))
        row.backgroundColor = .white
        row.cornerRadius = 12
        row.accessibilityIdentifier = "row\(index)"
        let label = Label(text: "Row \(index + 1)", font: .systemFont(ofSize: 16, weight: .medium))
        label.frame = CGRect(x: 16, y: 0, width: 120, height: Self.rowHeight)
        row.addSubview(label)
        let mark = View(frame: CGRect(x: 96, y: (Self.rowHeight - 12) / 2, width: 12, height: 12))
        mark.cornerRadius = 6
        mark.backgroundColor = Color(white: 0.85)
        row.addSubview(mark)
        row.onTap = { _ in
            mark.backgroundColor = mark.backgroundColor == .systemGreen ? Color(white: 0.85) : .systemGreen
        }

        let press = LongPressGestureRecognizer { [weak row] press in
            guard let row else { return }
            switch press.state {
            case .began: Self.lift(row, true)
            case .ended, .cancelled: Self.lift(row, false)
            default: break
            }
        }
        press.name = "row\(index)"
        row.addGestureRecognizer(press)

        let chip = View(
            frame: CGRect(
                x: row.bounds.width - Self.chipSize.width - 10, y: (Self.rowHeight - Self.chipSize.height) / 2,
                width: Self.chipSize.width, height: Self.chipSize.height))
        chip.backgroundColor = [Color.systemBlue, .systemIndigo, .systemTeal, .systemOrange, .systemPink][index % 5]
        chip.cornerRadius = Self.chipSize.height / 2
        chip.accessibilityIdentifier = "chip\(index)"
        let chipLabel = Label(text: "swipe", font: .systemFont(ofSize: 14, weight: .semibold), color: .white)
        chipLabel.textAlignment = .center
        chipLabel.frame = chip.bounds
        chip.addSubview(chipLabel)
        row.addSubview(chip)
        homes[ObjectIdentifier(chip)] = chip.center

        let pan = PanGestureRecognizer { [weak self, weak chip] pan in
            guard let self, let chip else { return }
            self.handleChipPan(pan, chip: chip)
        }
        pan.allowedDirections = .horizontal
        pan.name = "chip\(index)"
        chip.addGestureRecognizer(pan)
        view.addSubview(row)
    }

    /// A held row rises a little above the list (larger, with a shadow) and settles back when let go.
    /// Under Reduce Motion it only casts the shadow, and without a bounce: no depth, no swing.
    private static func lift(_ row: View, _ lifted: Bool) {
        let reduced = Accessibility.isReduceMotionEnabled
        View.animate(springDuration: 0.3, bounce: reduced ? 0 : 0.2, options: .allowUserInteraction) {
            row.transform = lifted && !reduced ? Transform(scaleX: 1.04, y: 1.04) : .identity
            row.shadowOpacity = lifted ? 0.18 : 0
            row.shadowRadius = lifted ? 10 : 0
            row.shadowOffset = lifted ? CGSize(width: 0, height: 4) : .zero
        }
    }

    /// How far past its row's edges a chip may be pulled before the pull rubber-bands.
    private func travel(for chip: View) -> ClosedRange<CGFloat> {
        guard let row = chip.superview else { return chip.center.x...chip.center.x }
        let half = chip.bounds.width / 2
        return half...(row.bounds.width - half)
    }

    private func handleChipPan(_ pan: PanGestureRecognizer, chip: View) {
        let key = ObjectIdentifier(chip)
        guard let home = homes[key] else { return }
        switch pan.state {
        case .began:
            // Grabbed mid-spring: stop where it is seen and continue from there.
            returns[key]?.stopAnimation(true)
            returns[key] = nil
            dragStarts[key] = chip.center
        case .changed:
            let start = dragStarts[key] ?? home
            let raw = start.x + pan.translation(in: chip.superview).x
            let range = travel(for: chip)
            chip.center.x = RubberBand.clamp(
                raw, to: range.lowerBound...range.upperBound, dimension: Double(chip.superview?.bounds.width ?? 300))
        case .ended, .cancelled:
            dragStarts[key] = nil
            // Home with a spring that starts at the finger's speed (velocity relative to the distance).
            let velocity = pan.state == .ended ? pan.velocity(in: chip.superview).x : 0
            let distance = home.x - chip.center.x
            let relative = SpringTimingParameters.relativeVelocity(velocity, distance: distance)
            let animator = PropertyAnimator(
                duration: 0.6,
                timingParameters:
                    SpringTimingParameters(
                        dampingRatio: Accessibility.springDamping(0.62), initialVelocity: CGVector(dx: relative, dy: 0))
            )
            animator.addAnimations { chip.center = home }
            animator.addCompletion { [weak self] _ in self?.returns[key] = nil }
            returns[key] = animator
            animator.startAnimation()
        default:
            break
        }
    }
}
