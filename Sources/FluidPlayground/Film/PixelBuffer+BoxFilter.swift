import Foundation
import ViewTree

extension PixelBuffer {
    /// The picture `factor` times smaller each way, each pixel the mean of a `factor` × `factor`
    /// block (rows and columns left over at the edges are dropped): a film frame shrunk for a
    /// contact sheet without aliasing, and without keeping full-size frames in memory.
    func boxFiltered(by factor: Int) -> PixelBuffer {
        guard factor > 1 else { return self }
        let newWidth = width / factor, newHeight = height / factor
        var out = [UInt8](repeating: 255, count: newWidth * newHeight * 4)
        let area = factor * factor
        for y in 0..<newHeight {
            for x in 0..<newWidth {
                var sums = (0, 0, 0, 0)
                for dy in 0..<factor {
                    var index = ((y * factor + dy) * width + x * factor) * 4
                    for _ in 0..<factor {
                        sums.0 += Int(bytes[index])
                        sums.1 += Int(bytes[index + 1])
                        sums.2 += Int(bytes[index + 2])
                        sums.3 += Int(bytes[index + 3])
                        index += 4
                    }
                }
                let o = (y * newWidth + x) * 4
                out[o] = UInt8((sums.0 + area / 2) / area)
                out[o + 1] = UInt8((sums.1 + area / 2) / area)
                out[o + 2] = UInt8((sums.2 + area / 2) / area)
                out[o + 3] = UInt8((sums.3 + area / 2) / area)
            }
        }
        return PixelBuffer(width: newWidth, height: newHeight, bytes: out)
            ?? PixelBuffer(width: newWidth, height: newHeight)
    }
}
