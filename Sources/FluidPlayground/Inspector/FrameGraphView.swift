import Foundation
import ViewTree

/// The last 240 frames' times as bars, each split into the pipeline's steps (input, animate,
/// layout, render, bottom to top), with lines at 8.3 ms (120 Hz) and 16.7 ms (60 Hz). Drawn into
/// one picture (240 bars of views would cost more than the frames they show).
@MainActor
final class FrameGraphView: ImageView {
    /// The top of the graph, in seconds.
    static let ceiling: TimeInterval = 0.025
    static let stepColors: [Color] = [.systemPurple, .systemGreen, .systemOrange, .systemBlue]
    private var drawnCount = -1

    /// Draws `history` (again only when it has new frames), one pixel per point: bars need no
    /// more, and a quarter of the pixels is a quarter of the upload at 2×.
    func show(_ history: FrameHistory) {
        guard history.count != drawnCount else { return }
        drawnCount = history.count
        image = Image(pixels: Self.picture(history, size: bounds.size, scale: 1), scale: 1, name: "frameGraph")
    }

    static func picture(_ history: FrameHistory, size: CGSize, scale: CGFloat) -> PixelBuffer {
        let width = max(1, Int((size.width * scale).rounded())), height = max(1, Int((size.height * scale).rounded()))
        var picture = PixelBuffer(width: width, height: height, fill: (40, 40, 44, 255))
        func fill(_ x0: Int, _ x1: Int, _ y0: Int, _ y1: Int, _ color: Color) {
            // Clipped to the picture: a frame slower than the ceiling has steps wholly above it.
            let (top, bottom, left, right) = (max(0, y0), min(height, y1), max(0, x0), min(width, x1))
            guard top < bottom, left < right else { return }
            let (r, g, b) = (UInt8(color.red * 255), UInt8(color.green * 255), UInt8(color.blue * 255))
            for y in top..<bottom {
                for x in left..<right {
                    let i = (y * width + x) * 4
                    picture.bytes[i] = r
                    picture.bytes[i + 1] = g
                    picture.bytes[i + 2] = b
                    picture.bytes[i + 3] = 255
                }
            }
        }
        func row(_ seconds: TimeInterval) -> Int { height - Int((seconds / ceiling * Double(height)).rounded()) }
        let barWidth = CGFloat(width) / CGFloat(FrameHistory.capacity)
        let start = FrameHistory.capacity - history.frames.count
        for (index, frame) in history.frames.enumerated() {
            let x0 = Int((CGFloat(start + index) * barWidth).rounded()),
                x1 = max(x0 + 1, Int((CGFloat(start + index + 1) * barWidth).rounded()))
            var bottom: TimeInterval = 0
            for (step, seconds) in [frame.input, frame.animate, frame.layout, frame.render].enumerated() {
                let top = bottom + max(0, seconds)
                fill(x0, x1, row(top), row(bottom), stepColors[step])
                bottom = top
            }
        }
        for (seconds, shade) in [(1.0 / 120, 0.55), (1.0 / 60, 0.85)] {
            let y = row(seconds)
            fill(0, width, y, y + max(1, Int(scale)), Color(white: shade))
        }
        return picture
    }
}
