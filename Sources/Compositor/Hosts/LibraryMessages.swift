import Foundation
import ViewTree

/// What the C libraries under SDL print on standard error by themselves while a display is opened
/// (libwayland's "XDG_RUNTIME_DIR is invalid or not set", Xlib's "Authorization required"):
/// caught, so that the app can say it in its own one line, with what it means, instead of a stray
/// line above its error.
enum LibraryMessages {
    /// Runs `body` with file descriptor 2 pointed at a temporary file, and returns its result with
    /// the lines written there (at most 64 KiB of them). Without a temporary file, `body` runs
    /// as is and nothing is caught. Only for a moment when no other thread writes to stderr.
    static func capturing<T>(_ body: () -> T) -> (T, [String]) {
        fflush(nil)
        guard let file = tmpfile() else { return (body(), []) }
        defer { fclose(file) }
        let saved = dup(STDERR_FILENO)
        guard saved >= 0, dup2(fileno(file), STDERR_FILENO) >= 0 else {
            if saved >= 0 { close(saved) }
            return (body(), [])
        }
        let result = body()
        fflush(nil)
        dup2(saved, STDERR_FILENO)
        close(saved)
        rewind(file)
        var bytes = [UInt8](repeating: 0, count: 64 * 1024)
        let count = fread(&bytes, 1, bytes.count, file)
        let text = String(decoding: bytes[..<count], as: UTF8.self)
        let lines = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter {
            !$0.isEmpty
        }
        return (result, lines)
    }
}
