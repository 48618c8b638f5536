// libFuzzer entry point for the gesture file parser (Docs/GestureFiles.md §4), built with the
// parser's sources by Scripts/fuzz-gesture-parser.sh (swiftc -sanitize=fuzzer). A crash, or a
// trap below, is a finding.
import Foundation

private let scenes: Set<Int> = [0, 1, 2, 3, 4, 5]

@_cdecl("LLVMFuzzerTestOneInput")
public func gestureFileFuzzTestOneInput(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: bytes, count: count)
    do {
        let file = try GestureFile(parsing: data, knownScenes: scenes, parameters: [])
        // What parses writes back to a file that parses to the same events.
        let again = try GestureFile(parsing: file.encoded(), knownScenes: scenes, parameters: [])
        if again != file { fatalError("round trip changed the file") }
    } catch {
        // Every refusal is one line naming a line that exists.
        let text = error.description
        if text.contains("\n") || text.contains("\r") || text.contains("\u{2028}") || text.contains("\u{2029}") {
            fatalError("a message over two lines: \(text.debugDescription)")
        }
        if let line = error.line, line < 1 || line > data.count + 1 { fatalError("line \(line) of a \(data.count)-byte input") }
    }
    return 0
}
