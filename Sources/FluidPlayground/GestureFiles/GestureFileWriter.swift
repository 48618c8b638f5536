import Foundation
import GestureFiles

#if canImport(Glibc)
    import Glibc
#endif

/// A gesture file written as it is recorded: the header line when it opens, then each event's
/// line with one `write(2)` as it comes, so that whatever stops the process (kill -9, a crash, the
/// power) leaves a file that reads and replays up to its last line. It stops before the file
/// would break a limit the reader enforces (`GestureFile.maximumBytes`, `maximumEvents`,
/// `maximumTime`): the same constants, so that a recording is always replayable.
final class GestureFileWriter {
    /// Why writing stopped: a limit the reader shares, or the system's reason.
    enum Stop: Error, Equatable {
        case limit(String)
        case failed(String)

        var reason: String {
            switch self {
            case let .limit(reason), let .failed(reason): reason
            }
        }
    }

    let url: URL
    private var descriptor: Int32
    private(set) var bytes = 0
    private(set) var events = 0

    /// Creates the file (or, `replacing`, truncates the one there) and writes the header's line.
    init(url: URL, header: GestureFileHeader, replacing: Bool) throws(Stop) {
        self.url = url
        descriptor = open(url.path, O_WRONLY | O_CREAT | O_CLOEXEC | (replacing ? O_TRUNC : O_EXCL), 0o644)
        guard descriptor >= 0 else { throw .failed(String(cString: strerror(errno))) }
        do { try append(GestureFile.line(for: header)) } catch {
            // Without its header the file is no gesture file (a full disk): a file this writer
            // made is not left behind (one it was told to replace is already emptied).
            close()
            if !replacing { unlink(url.path) }
            throw error
        }
    }

    deinit { close() }

    /// Appends `event`'s line, or throws why the file takes no more (the writer is then closed).
    func write(_ event: GestureEvent) throws(Stop) {
        if events >= GestureFile.maximumEvents {
            throw finish(.limit("a gesture file holds at most \(GestureFile.maximumEvents) events"))
        }
        if event.time >= GestureFile.maximumTime {
            throw finish(.limit("a gesture file spans at most \(Int(GestureFile.maximumTime)) s"))
        }
        try append(GestureFile.line(for: event))
        events += 1
    }

    /// One line, whole, with its newline; past the byte limit nothing is written.
    private func append(_ line: String) throws(Stop) {
        let data = Array((line + "\n").utf8)
        guard bytes + data.count <= GestureFile.maximumBytes else {
            throw finish(.limit("a gesture file holds at most \(GestureFile.maximumBytes) bytes (16 MiB)"))
        }
        guard descriptor >= 0 else { throw .failed("the file is closed") }
        do { try RegularFile.write(data, to: descriptor) } catch {
            // Part of the line went in before the disk or the file-size limit ran out: cut the
            // file back to its last whole line, so that it still replays.
            if error.written > 0 { _ = ftruncate(descriptor, off_t(bytes)) }
            throw finish(.failed(error.reason))
        }
        bytes += data.count
    }

    /// Closes the file; returns `stop` for throwing.
    private func finish(_ stop: Stop) -> Stop {
        close()
        return stop
    }

    /// Whether the path still names the file being written: false once it was deleted, or its
    /// folder deleted or moved, while the recording went on (the events then went nowhere a
    /// user can find). True after `close`, which cannot tell.
    var isStillAtItsPath: Bool {
        guard descriptor >= 0 else { return true }
        var open = stat(), named = stat()
        guard fstat(descriptor, &open) == 0 else { return true }
        guard stat(url.path, &named) == 0 else { return false }
        return open.st_nlink > 0 && open.st_dev == named.st_dev && open.st_ino == named.st_ino
    }

    /// Closes the file (again is harmless).
    func close() {
        if descriptor >= 0 { _ = Glibc.close(descriptor) }
        descriptor = -1
    }
}
