import Foundation
import ViewTree

extension Data {
    /// The unsigned big-endian integer in the `bytes` bytes at `offset` (from the start of the
    /// data), as file headers store them (PNG's IHDR, OpenType's table directory). The caller
    /// checks the data is long enough.
    func bigEndianInteger(at offset: Int, bytes: Int) -> Int {
        self[startIndex + offset..<startIndex + offset + bytes].reduce(0) { $0 << 8 | Int($1) }
    }

    /// Appends `value` big-endian, as PNG chunks store their integers (`AnimatedPNGWriter`).
    mutating func appendBigEndian<Integer: FixedWidthInteger>(_ value: Integer) {
        Swift.withUnsafeBytes(of: value.bigEndian) { append(contentsOf: $0) }
    }
}
