import Foundation

#if canImport(Glibc)
    import Glibc
    import ViewTree
#endif

/// Runs C code that writes its complaints to standard error (libpng through SDL2_image prints
/// "libpng error: …" before it fails) and hands those lines back, so that the caller can fold them
/// into its own one-line message instead of leaving a second, unexplained line on the terminal.
enum StandardErrorCapture {
    /// File descriptor 2 is process-wide: two captures at once would restore each other's
    /// redirection, so they take turns.
    private static let lock = NSLock()

    /// `body`'s result and what was written to file descriptor 2 while it ran (trimmed). If the
    /// redirection cannot be set up, `body` runs with standard error untouched.
    static func capturing<T>(_ body: () throws -> T) rethrows -> (result: T, text: String) {
        lock.lock()
        defer { lock.unlock() }
        fflush(nil)
        guard let file = tmpfile() else { return (try body(), "") }
        defer { fclose(file) }
        let saved = dup(2)
        guard saved >= 0 else { return (try body(), "") }
        guard dup2(fileno(file), 2) >= 0 else {
            close(saved)
            return (try body(), "")
        }
        let result: T
        do {
            defer {
                fflush(nil)
                dup2(saved, 2)
                close(saved)
            }
            result = try body()
        }
        rewind(file)
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = fread(&chunk, 1, chunk.count, file)
            if count <= 0 { break }
            bytes += chunk[0..<count]
        }
        return (result, String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
