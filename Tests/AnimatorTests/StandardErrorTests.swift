import Animator
import Testing

/// Every message is one line of plain text, whatever a file name or a user's value holds.
@Suite
struct StandardErrorTests {
    @Test func controlCharactersAreWrittenEscaped() {
        #expect(
            StandardError.oneLine("no file at /tmp/two\nlines\r\t.gesture")
                == "no file at /tmp/two\\nlines\\r\\t.gesture")
        #expect(StandardError.oneLine("\u{1B}[31mred\u{7F}\u{85}\u{2028}") == "\\u{1B}[31mred\\u{7F}\\u{85}\\u{2028}")
        #expect(StandardError.oneLine("café → 카드, \"quoted\" \\ kept") == "café → 카드, \"quoted\" \\ kept")
    }
}
