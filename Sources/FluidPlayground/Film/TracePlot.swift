import Foundation
import ViewTree

/// A replay's trace as a picture (Docs/GestureFiles.md §7): three panels over time — the pointer's
/// x against the touched view's, the same for y, and the pan velocity — drawn as views (lines are
/// thin rotated views) by Fluid's own renderer.
@MainActor
struct TracePlot {
    /// One line of a panel: a value per sample, nil where there is none (the line breaks there).
    struct Series {
        var name: String
        var color: Color
        var values: [CGFloat?]
    }

    struct Panel {
        var title: String
        var series: [Series]
    }

    static let size = CGSize(width: 720, height: 780)
    static let margin: CGFloat = 16, titleHeight: CGFloat = 36, panelGap: CGFloat = 14
    /// Room inside a panel for its title and legend (top), value labels (left) and times (bottom).
    static let plotInsets = EdgeInsets(top: 30, left: 64, bottom: 24, right: 14)

    var title: String
    var times: [TimeInterval]
    var panels: [Panel]

    /// The standard three panels of a trace.
    init(title: String, samples: [GestureTraceSample]) {
        self.title = title
        times = samples.map(\.time)
        let pointerColor = Color.systemBlue, viewColor = Color.systemOrange
        panels = [
            Panel(
                title: "x (pt)",
                series: [
                    Series(name: "pointer", color: pointerColor, values: samples.map { $0.pointer?.x }),
                    Series(name: "view", color: viewColor, values: samples.map { $0.viewPosition?.x }),
                ]),
            Panel(
                title: "y (pt)",
                series: [
                    Series(name: "pointer", color: pointerColor, values: samples.map { $0.pointer?.y }),
                    Series(name: "view", color: viewColor, values: samples.map { $0.viewPosition?.y }),
                ]),
            Panel(
                title: "pan velocity (pt/s)",
                series: [
                    Series(name: "x", color: .systemGreen, values: samples.map { $0.velocity?.x }),
                    Series(name: "y", color: .systemPurple, values: samples.map { $0.velocity?.y }),
                ]),
        ]
    }

    /// Two traces of one gesture file, A and B of `replay --compare` (or the build before and
    /// this one, `watch --plot`, with `fadesA`: the one before drawn faintly under the new), plotted
    /// together: the pointer (the same in both) and each one's touched view, on the x and y
    /// panels; the pan's velocity, which the same events make the same, once.
    init(
        title: String, a: [GestureTraceSample], b: [GestureTraceSample], names: (a: String, b: String) = ("A", "B"),
        fadesA: Bool = false
    ) {
        self.init(title: title, samples: a)
        let bColor = Color.systemTeal
        for index in 0..<2 {
            panels[index].series[1].name = "\(names.a) view"
            if fadesA { panels[index].series[1].color = panels[index].series[1].color.withAlphaComponent(0.35) }
            panels[index].series.append(
                Series(
                    name: "\(names.b) view", color: bColor,
                    values: b.map { index == 0 ? $0.viewPosition?.x : $0.viewPosition?.y }))
        }
    }

    func render(fonts: [Font.Weight: URL]) throws -> PixelBuffer {
        let size = Self.size
        let root = ViewPicture.page(size: size, title: title)
        let count = CGFloat(max(1, panels.count))
        let panelHeight = (size.height - 2 * Self.margin - Self.titleHeight - (count - 1) * Self.panelGap) / count
        for (index, panel) in panels.enumerated() {
            let frame = CGRect(
                x: Self.margin, y: Self.margin + Self.titleHeight + CGFloat(index) * (panelHeight + Self.panelGap),
                width: size.width - 2 * Self.margin, height: panelHeight)
            root.addSubview(panelView(panel, frame: frame))
        }
        return try ViewPicture.render(root, size: size, scale: 1, fonts: fonts)
    }

    /// The range a panel's values span, widened to at least 10 units and by 8 % each way.
    static func valueRange(_ panel: Panel) -> ClosedRange<CGFloat> {
        let values = panel.series.flatMap { $0.values.compactMap { $0 } }.filter(\.isFinite)
        guard var low = values.min(), var high = values.max() else { return -1...1 }
        if high - low < 10 {
            let middle = (high + low) / 2
            (low, high) = (middle - 5, middle + 5)
        }
        let pad = (high - low) * 0.08
        return (low - pad)...(high + pad)
    }

    private func panelView(_ panel: Panel, frame: CGRect) -> View {
        let box = View(frame: frame)
        box.backgroundColor = .white
        let insets = Self.plotInsets
        let plot = CGRect(
            x: insets.left, y: insets.top, width: frame.width - insets.left - insets.right,
            height: frame.height - insets.top - insets.bottom)
        let caption = Label(text: panel.title, font: .systemFont(ofSize: 13, weight: .semibold), color: .label)
        caption.frame = CGRect(x: 10, y: 6, width: 220, height: 18)
        box.addSubview(caption)
        // Legend, right-aligned: a swatch and a name per series.
        var legendX = frame.width - insets.right
        for series in panel.series.reversed() {
            let name = Label(text: series.name, font: .systemFont(ofSize: 12), color: .darkGray)
            name.frame = CGRect(x: legendX - 70, y: 6, width: 70, height: 18)
            let swatch = View(frame: CGRect(x: legendX - 88, y: 13, width: 14, height: 4))
            swatch.backgroundColor = series.color
            box.addSubview(name)
            box.addSubview(swatch)
            legendX -= 96
        }
        let range = Self.valueRange(panel)
        let start = times.first ?? 0, end = max(times.last ?? 1, start + 1e-3)
        func x(_ time: TimeInterval) -> CGFloat { plot.minX + CGFloat((time - start) / (end - start)) * plot.width }
        func y(_ value: CGFloat) -> CGFloat {
            plot.maxY - (value - range.lowerBound) / (range.upperBound - range.lowerBound) * plot.height
        }
        for mark in Self.marks(range) {
            let line = View(frame: CGRect(x: plot.minX, y: (y(mark) - 0.5).rounded(), width: plot.width, height: 1))
            line.backgroundColor = mark == 0 ? Color(white: 0.6) : Color(white: 0.88)
            box.addSubview(line)
            let label = Label(
                text: String(format: "%.0f", Double(mark)), font: .systemFont(ofSize: 11), color: .systemGray)
            label.textAlignment = .right
            label.frame = CGRect(x: 4, y: y(mark) - 8, width: insets.left - 10, height: 16)
            box.addSubview(label)
        }
        for time in [start, (start + end) / 2, end] {
            box.addCenteredLabel(
                String(format: "%.2f s", time), font: .systemFont(ofSize: 11), color: .systemGray,
                frame: CGRect(x: x(time) - 30, y: plot.maxY + 4, width: 60, height: 16))
        }
        for series in panel.series {
            var previous: CGPoint?
            for (time, value) in zip(times, series.values) {
                guard let value, value.isFinite else {
                    previous = nil
                    continue
                }
                let point = CGPoint(x: x(time), y: y(value))
                if let previous { box.addSubview(View.lineSegment(from: previous, to: point, color: series.color)) }
                // A dot at every sample, so that a lone one (a flick seen by one frame) shows too.
                let dot = View(frame: CGRect(x: point.x - 2.5, y: point.y - 2.5, width: 5, height: 5))
                dot.cornerRadius = 2.5
                dot.backgroundColor = series.color
                box.addSubview(dot)
                previous = point
            }
        }
        return box
    }

    /// Where a panel's grid lines go: the bottom, middle and top of its range, with the one
    /// nearest zero moved to zero when zero is inside (labels that close would overlap).
    static func marks(_ range: ClosedRange<CGFloat>) -> [CGFloat] {
        var marks = [range.lowerBound, (range.lowerBound + range.upperBound) / 2, range.upperBound]
        if range.contains(0), let nearest = marks.indices.min(by: { abs(marks[$0]) < abs(marks[$1]) }) {
            marks[nearest] = 0
        }
        return marks
    }
}
