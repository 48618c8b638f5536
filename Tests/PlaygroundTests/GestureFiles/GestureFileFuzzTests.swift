import FluidTestSupport
import Foundation
import Testing

@testable import FluidPlayground
@testable import Scenes

/// A bounded, seeded run of the parser fuzzing that Scripts/fuzz-gesture-parser.sh does at length
/// with libFuzzer (Docs/GestureFiles.md §4): inputs mutated from the example files and from
/// fragments a gesture file holds. Every one is either read — and then written and read back
/// the same — or refused with a one-line error naming a line that exists. A crash fails the run.
@Suite @MainActor
struct GestureFileFuzzTests {
    static let examples = TestAssets.repository.appendingPathComponent("Examples/Gestures")
    static let scenes: Set<Int> = [0, 1, 2, 3, 4, 5]
    /// Tokens that reach the parser's checks: numbers at and past every limit, every type and field.
    static let tokens = [
        "NaN", "1e999", "-1e999", "-0", "0.1", "3600", "3600.0001", "100000", "-100001", "2147483647", "2147483648",
        "1.5", "true", "null", "[]", "{}", "[1]", "[1,2,3]", "\"\"", "\"touch\"", "\"mouse\"", "\"down\"", "\"move\"",
        "\"up\"", "\"cancel\"", "\"drag\"", "\"wheel\"", "\"key\"", "\"focusLost\"", "\"resize\"", "\"escape\"",
        "\"t\"", "\"x\"", "\"duration\"", "\"rate\"", "\"release\"", "\"from\"", "\"modifiers\"", "\"version\"",
        "\"scene\"", "\n", "\r\n", "#", ",", ":", "\"", "\\", "\u{0}", "é", "\u{FEFF}", "1000", "60", "0", #""a\nb""#,
        #"\u2028"#,
    ]

    static func mutate(_ input: [UInt8], _ random: inout SplitMix64) -> [UInt8] {
        var bytes = input
        for _ in 0..<(1 + Int(random.next() % 4)) {
            let position = bytes.isEmpty ? 0 : Int(random.next() % UInt64(bytes.count))
            switch random.next() % 6 {
            case 0 where !bytes.isEmpty: bytes[position] = UInt8(truncatingIfNeeded: random.next())
            case 1 where !bytes.isEmpty: bytes.remove(at: position)
            case 2:
                let token = tokens[Int(random.next() % UInt64(tokens.count))]
                bytes.insert(contentsOf: Array(token.utf8), at: position)
            case 3 where !bytes.isEmpty:
                // A number replaced by a token: find the next digit, swap its run.
                guard let digit = bytes[position...].firstIndex(where: { (48...57).contains($0) }) else { break }
                let end = bytes[digit...].firstIndex(where: { !(48...57).contains($0) && $0 != 46 }) ?? bytes.endIndex
                bytes.replaceSubrange(digit..<end, with: Array(tokens[Int(random.next() % 12)].utf8))
            case 4 where bytes.count > 2:
                // A slice copied elsewhere (lines repeated, out of order).
                let length = Int(random.next() % UInt64(min(200, bytes.count)))
                let slice = Array(bytes[position..<min(bytes.count, position + length)])
                bytes.insert(contentsOf: slice, at: Int(random.next() % UInt64(bytes.count)))
            default:
                if !bytes.isEmpty {
                    bytes.removeSubrange(position..<min(bytes.count, position + Int(random.next() % 16)))
                }
            }
        }
        return bytes
    }

    @Test func mutatedInputsAreReadOrRefusedOnALine() throws {
        let seeds = try FileManager.default.contentsOfDirectory(atPath: Self.examples.path).sorted()
            .map { try [UInt8](Data(contentsOf: Self.examples.appendingPathComponent($0))) }
        #expect(seeds.count == 5)
        var random = SplitMix64(seed: 21)
        var read = 0, refused = 0
        let runs = Int(ProcessInfo.processInfo.environment["FLUID_FUZZ_RUNS"] ?? "") ?? 4_000
        for _ in 0..<runs {
            let input = Self.mutate(seeds[Int(random.next() % UInt64(seeds.count))], &random)
            do {
                let file = try GestureFile(parsing: Data(input), knownScenes: Self.scenes)
                let again = try GestureFile(parsing: file.encoded(), knownScenes: Self.scenes)
                #expect(again == file, "\(String(decoding: input, as: UTF8.self))")
                read += 1
            } catch {
                let lines = input.split(separator: 0x0A, omittingEmptySubsequences: false).count
                #expect(
                    !error.description.contains("\n") && !error.description.contains("\r")
                        && !error.description.contains("\u{2028}")
                        && (error.line.map { 1...lines ~= $0 } ?? true), "\(error)")
                refused += 1
            }
        }
        // The mutations reach both outcomes (a run that refused everything would test little).
        #expect(read > runs / 20 && refused > runs / 4, "read \(read), refused \(refused)")
    }
}
