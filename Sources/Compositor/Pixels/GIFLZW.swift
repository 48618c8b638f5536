import Foundation

/// GIF's variable-length LZW (GIF89a specification, Appendix F) for 8-bit indices: codes of 9 to 12
/// bits packed least significant bit first, a clear code first and whenever the 4,096 codes run
/// out, and clear and end-of-information last (so that the end is read at 9 bits whatever the
/// decoder's code size was).
enum GIFLZW {
    static let clearCode = 256
    static let endCode = 257

    /// `indices` as LZW code bytes (before they are cut into sub-blocks).
    static func encode(_ indices: [UInt8]) -> [UInt8] {
        var output = BitPacker()
        var table = CodeTable()
        var codeSize = 9
        var nextCode = endCode + 1
        output.write(clearCode, bits: codeSize)
        guard var prefix = indices.first.map(Int.init) else {
            output.write(endCode, bits: codeSize)
            return output.finish()
        }
        for byte in indices.dropFirst() {
            let symbol = Int(byte)
            if let code = table.code(prefix: prefix, symbol: symbol) {
                prefix = code
                continue
            }
            output.write(prefix, bits: codeSize)
            if nextCode < 4096 {
                table.insert(prefix: prefix, symbol: symbol, code: nextCode)
                // The decoder adds this entry one code later; it widens when its own next code
                // passes the width, which is when ours reaches it.
                if nextCode == 1 << codeSize, codeSize < 12 { codeSize += 1 }
                nextCode += 1
            } else {
                output.write(clearCode, bits: codeSize)
                table = CodeTable()
                codeSize = 9
                nextCode = endCode + 1
            }
            prefix = symbol
        }
        output.write(prefix, bits: codeSize)
        output.write(clearCode, bits: codeSize)
        output.write(endCode, bits: 9)
        return output.finish()
    }

    /// Strings seen (a prefix code and one more index) and their codes: open addressing over a
    /// prime-sized table, as Unix `compress` keeps them.
    private struct CodeTable {
        static let size = 5003
        var keys = [Int32](repeating: -1, count: size)
        var codes = [Int16](repeating: 0, count: size)

        func code(prefix: Int, symbol: Int) -> Int? {
            let key = Int32(prefix << 8 | symbol)
            var slot = Int(key) % Self.size
            while keys[slot] != -1 {
                if keys[slot] == key { return Int(codes[slot]) }
                slot = slot == Self.size - 1 ? 0 : slot + 1
            }
            return nil
        }

        mutating func insert(prefix: Int, symbol: Int, code: Int) {
            let key = Int32(prefix << 8 | symbol)
            var slot = Int(key) % Self.size
            while keys[slot] != -1 { slot = slot == Self.size - 1 ? 0 : slot + 1 }
            keys[slot] = key
            codes[slot] = Int16(code)
        }
    }

    /// Codes packed into bytes, least significant bit first.
    private struct BitPacker {
        var bytes: [UInt8] = []
        var buffer: UInt32 = 0
        var count = 0

        mutating func write(_ code: Int, bits: Int) {
            buffer |= UInt32(code) << UInt32(count)
            count += bits
            while count >= 8 {
                bytes.append(UInt8(truncatingIfNeeded: buffer))
                buffer >>= 8
                count -= 8
            }
        }

        mutating func finish() -> [UInt8] {
            if count > 0 { bytes.append(UInt8(truncatingIfNeeded: buffer)) }
            return bytes
        }
    }
}
