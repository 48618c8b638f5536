import Foundation
import ViewTree

/// Times the dispatch of pointer-move events, per event, in three variants measured in the same
/// process, runs interleaved so that machine noise hits all alike:
/// - **pan on a chip**: a drag on a horizontally restricted pan in a row of a scroll view (the
///   gallery's gesture list shape); each move runs the recognizer, its velocity tracker and an
///   action that moves the chip;
/// - **scroll view drag**: the same drag, vertical, scrolling the list (rubber band, indicator
///   layout, `didScroll`);
/// - **bare tracker + move**: the baseline — `VelocityTracker.add` and a `center` write per event,
///   without dispatch or recognizers.
///
/// Each run is one drag of `events` moves, 1 ms apart.
@MainActor
struct InputBenchmark {
    let events: Int
    let runs: Int

    func run() {
        var chipSamples: [Double] = [], scrollSamples: [Double] = [], bareSamples: [Double] = []
        var checks: [String] = []
        for run in 0..<runs {
            let start = Double(run) * 1000
            do {
                let (window, _, chip) = makeList()
                let home = chip.center
                chipSamples.append(time { drag(window, from: CGPoint(x: 300, y: 86), dx: 0.05, dy: 0, start: start) })
                checks.append(String(format: "chip moved %.1f pt", chip.center.x - home.x))
            }
            do {
                let (window, list, _) = makeList()
                scrollSamples.append(
                    time { drag(window, from: CGPoint(x: 100, y: 700), dx: 0, dy: -0.05, start: start) })
                checks.append(String(format: "list scrolled %.1f pt", list.contentOffset.y))
            }
            do {
                let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                var tracker = VelocityTracker()
                bareSamples.append(
                    time {
                        for k in 1...events {
                            let point = CGPoint(x: 300 + 0.05 * CGFloat(k), y: 86)
                            tracker.add(point, at: start + Double(k) * 0.001)
                            view.center = point
                        }
                    })
                checks.append(
                    String(format: "bare velocity %.0f pt/s", tracker.velocity(at: start + Double(events) * 0.001).dx))
            }
        }
        print(
            "\(events) pointer moves per drag, \(runs) runs; ns per event (\(Set(checks).sorted().joined(separator: ", ")))"
        )
        let reference = Benchmark.Summary(bareSamples)
        for (name, samples) in [
            ("pan on a chip", chipSamples), ("scroll view drag", scrollSamples), ("bare tracker + move", bareSamples),
        ] {
            let summary = Benchmark.Summary(samples)
            let label = name.padding(toLength: 20, withPad: " ", startingAt: 0)
            print(
                label
                    + String(
                        format: " median %8.1f ns   ratio to bare tracker + move (median) %6.2f×",
                        summary.median, summary.median / reference.median))
        }
    }

    /// A window with a scroll view of 20 rows; row 1 has a horizontally draggable chip.
    private func makeList() -> (Window, ScrollView, View) {
        let window = Window(screen: .phone(scale: 1))
        let root = View()
        window.rootView = root
        let list = ScrollView(frame: root.bounds)
        list.contentSize = CGSize(width: 390, height: 20 * 60)
        root.addSubview(list)
        var chip = View()
        for index in 0..<20 {
            let row = View(frame: CGRect(x: 16, y: CGFloat(index) * 60, width: 358, height: 52))
            list.addSubview(row)
            if index == 1 {
                chip = View(frame: CGRect(x: 250, y: 10, width: 92, height: 32))
                row.addSubview(chip)
                var start = CGPoint.zero
                let pan = PanGestureRecognizer { [chip] pan in
                    if pan.state == .began { start = chip.center }
                    chip.center.x = start.x + pan.translation(in: chip.superview).x
                }
                pan.allowedDirections = .horizontal
                chip.addGestureRecognizer(pan)
            }
        }
        window.tick(at: 0)
        return (window, list, chip)
    }

    private func drag(_ window: Window, from origin: CGPoint, dx: CGFloat, dy: CGFloat, start: TimeInterval) {
        window.send(.pointer(PointerEvent(phase: .began, location: origin, timestamp: start)))
        for k in 1...events {
            let point = CGPoint(x: origin.x + dx * CGFloat(k), y: origin.y + dy * CGFloat(k))
            window.send(.pointer(PointerEvent(phase: .moved, location: point, timestamp: start + Double(k) * 0.001)))
        }
        let end = CGPoint(x: origin.x + dx * CGFloat(events), y: origin.y + dy * CGFloat(events))
        window.send(
            .pointer(PointerEvent(phase: .ended, location: end, timestamp: start + Double(events) * 0.001 + 0.1)))
    }

    /// Nanoseconds per event taken by `body`, on the monotonic clock.
    private func time(_ body: () -> Void) -> Double { Benchmark.nanoseconds(body) / Double(events) }
}
