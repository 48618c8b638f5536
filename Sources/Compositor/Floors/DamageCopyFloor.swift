import Foundation

/// The least a frame that redraws a rectangle can cost: copying that rectangle's pixels, row by
/// row, from one screen-sized buffer to another (`memcpy`, 4 bytes a pixel). A benchmark floor no
/// rasteriser can go under for the same damage.
package final class DamageCopyFloor {
    private let width: Int, height: Int
    private var source: [UInt8]
    private var target: [UInt8]

    package init(width: Int, height: Int) {
        self.width = width
        self.height = height
        // Not zeros: a page of zeros may be shared and copy-on-write, which would time the kernel.
        source = (0..<width * height * 4).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        target = source
    }

    /// Copies `damage` (target pixels, clamped to the screen) from the source to the target.
    package func copy(_ damage: CGRect) {
        let x0 = max(0, Int(damage.minX)), y0 = max(0, Int(damage.minY))
        let x1 = min(width, Int(damage.maxX)), y1 = min(height, Int(damage.maxY))
        guard x1 > x0, y1 > y0 else { return }
        let rowBytes = (x1 - x0) * 4
        source.withUnsafeBytes { from in
            target.withUnsafeMutableBytes { to in
                for y in y0..<y1 {
                    let offset = (y * width + x0) * 4
                    memcpy(to.baseAddress! + offset, from.baseAddress! + offset, rowBytes)
                }
            }
        }
    }
}
