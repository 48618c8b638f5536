import Foundation

/// The rule that decides which regions of a path are inside (`CAShapeLayerFillRule`).
public enum FillRule: Sendable {
    /// Inside where the edges wind around a point a non-zero number of times (the default).
    case nonZero
    /// Inside where a ray from the point crosses an odd number of edges.
    case evenOdd
}

/// How much of each pixel a set of closed polygons covers, for antialiased fills and strokes.
///
/// Each pixel row is sampled on `subsamples` horizontal lines; on each, the crossings with the
/// polygons' edges are sorted and the runs inside the fill rule are added to the row with their
/// exact horizontal extent (a run from x = 2.3 covers 0.7 of pixel 2), through a difference array
/// summed once per row. Vertical coverage is thus quantised to 1/`subsamples` and horizontal
/// coverage is exact: the scanline method of Foley, van Dam et al., *Computer Graphics: Principles
/// and Practice*, 2nd ed., §3.6 (active edge table) with §3.17's supersampling along y only.
struct PathCoverage {
    static let subsamples = 16

    private struct Edge {
        var top: CGFloat, bottom: CGFloat
        var x0: CGFloat, y0: CGFloat, slope: CGFloat
        var winding: Int
    }

    /// The coverage (0…255) of a `width` × `height` grid of pixels by `polygons`, each closed
    /// implicitly, in pixel coordinates (pixel (i, j) spans [i, i+1) × [j, j+1)).
    static func coverage(of polygons: [[CGPoint]], rule: FillRule, width: Int, height: Int) -> [UInt8] {
        var result = [UInt8](repeating: 0, count: max(0, width * height))
        guard width > 0, height > 0 else { return result }
        var edges: [Edge] = []
        for polygon in polygons where polygon.count > 2 {
            for i in 0..<polygon.count {
                let a = polygon[i], b = polygon[(i + 1) % polygon.count]
                guard a.y != b.y, a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite else { continue }
                let (upper, lower, winding) = a.y < b.y ? (a, b, 1) : (b, a, -1)
                edges.append(
                    Edge(
                        top: upper.y, bottom: lower.y, x0: upper.x, y0: upper.y,
                        slope: (lower.x - upper.x) / (lower.y - upper.y), winding: winding))
            }
        }
        guard !edges.isEmpty else { return result }
        edges.sort { $0.top < $1.top }
        var nextEdge = 0
        var active: [Edge] = []
        var crossings: [(x: CGFloat, winding: Int)] = []
        // Two extra cells: a run ending past the last pixel adds its remainder there.
        var accumulated = [Float](repeating: 0, count: width + 2)
        let weight = 1 / Float(subsamples)
        let firstRow = max(0, Int(edges[0].top.rounded(.down)))
        let lastRow = min(height - 1, Int((edges.map(\.bottom).max() ?? 0).rounded(.up)))
        guard firstRow <= lastRow else { return result }
        for row in firstRow...lastRow {
            var touched = false
            for sample in 0..<subsamples {
                let y = CGFloat(row) + (CGFloat(sample) + 0.5) / CGFloat(subsamples)
                while nextEdge < edges.count, edges[nextEdge].top <= y {
                    active.append(edges[nextEdge])
                    nextEdge += 1
                }
                active.removeAll { $0.bottom <= y }
                crossings.removeAll(keepingCapacity: true)
                for edge in active where edge.top <= y {
                    crossings.append((edge.x0 + (y - edge.y0) * edge.slope, edge.winding))
                }
                guard crossings.count > 1 else { continue }
                crossings.sort { $0.x < $1.x }
                var winding = 0
                for index in 0..<(crossings.count - 1) {
                    winding += crossings[index].winding
                    let inside = rule == .nonZero ? winding != 0 : winding & 1 != 0
                    guard inside else { continue }
                    let from = max(0, min(CGFloat(width), crossings[index].x))
                    let to = max(0, min(CGFloat(width), crossings[index + 1].x))
                    guard to > from else { continue }
                    add(from: from, to: to, weight: weight, into: &accumulated)
                    touched = true
                }
            }
            guard touched else { continue }
            var sum: Float = 0
            let base = row * width
            for x in 0..<width {
                sum += accumulated[x]
                accumulated[x] = 0
                result[base + x] = UInt8(max(0, min(255, (sum * 255).rounded())))
            }
            accumulated[width] = 0
            accumulated[width + 1] = 0
        }
        return result
    }

    /// Adds a run covering [from, to) at `weight` to a difference array: the pixels between are
    /// covered whole, the two end pixels by the fractions of them the run spans.
    private static func add(from: CGFloat, to: CGFloat, weight: Float, into cells: inout [Float]) {
        let startPixel = Int(from.rounded(.down)), endPixel = Int(to.rounded(.down))
        let startFraction = Float(from - CGFloat(startPixel)), endFraction = Float(to - CGFloat(endPixel))
        cells[startPixel] += (1 - startFraction) * weight
        cells[startPixel + 1] += startFraction * weight
        cells[endPixel] -= (1 - endFraction) * weight
        cells[endPixel + 1] -= endFraction * weight
    }
}
