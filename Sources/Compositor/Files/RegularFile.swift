import Foundation

#if canImport(Glibc)
    import Glibc
    import ViewTree
#endif

/// Whether a path is an ordinary file, and its bytes read within a budget. Opening a named pipe
/// for reading blocks until something writes to it (a font path pointing at a FIFO hung the app),
/// and devices and folders are not files either; asking `stat(2)` first (which follows symbolic
/// links) turns each into a message that says what the path is. Some regular files report a size
/// of 0 and never end (`/proc/self/pagemap`), so the bytes are read in pieces up to a limit,
/// whatever `stat` says.
public enum RegularFile {
    /// Why the existing path `path` is not a regular file, or nil when it is one (or when it does
    /// not exist: callers report that themselves).
    public static func problem(at path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "it is a folder, not a file"
        case S_IFIFO: return "it is a named pipe (FIFO), not a file"
        case S_IFSOCK: return "it is a socket, not a file"
        case S_IFCHR, S_IFBLK: return "it is a device, not a file"
        default: return "it is not a regular file"
        }
    }

    /// What stopped `write(_:to:)`: the system's error number, after `written` bytes went.
    public struct WriteFailure: Error, Equatable {
        public let written: Int
        public let code: Int32

        public init(written: Int, code: Int32) {
            self.written = written
            self.code = code
        }

        /// The system's words for `code` ("No space left on device").
        public var reason: String { String(cString: strerror(code)) }
    }

    /// Writes every byte of `bytes` to `descriptor`, going on where write(2) took fewer or was
    /// interrupted; throws what stopped it.
    public static func write(_ bytes: some ContiguousBytes, to descriptor: Int32) throws(WriteFailure) {
        let failure = bytes.withUnsafeBytes { raw -> WriteFailure? in
            var written = 0
            while written < raw.count {
                let count = Glibc.write(descriptor, raw.baseAddress! + written, raw.count - written)
                if count < 0 {
                    if errno == EINTR { continue }
                    return WriteFailure(written: written, code: errno)
                }
                written += count
            }
            return nil
        }
        if let failure { throw failure }
    }

    /// Why reading stopped: the file ran past the budget, or the system refused it.
    public enum ReadError: Error, Equatable {
        /// The file holds more than the budget's bytes.
        case overLimit(Int)
        /// The system's reason.
        case unreadable(String)

        /// The reason, worded to follow "cannot read FILE: ".
        public var reason: String {
            switch self {
            case let .overLimit(limit):
                "it holds more than the limit of \(limit) bytes (\(ByteCountFormatter.string(fromByteCount: Int64(limit), countStyle: .binary)))"
            case let .unreadable(reason): reason
            }
        }
    }

    /// The bytes of the file at `url`, read a megabyte at a time and at most `limit` of them:
    /// past the limit it throws `.overLimit`, so a file that never ends costs about `limit` bytes
    /// and stops. Plain `read(2)`, whose `errno` says why a read failed (Foundation's file handle
    /// reports only "could not be completed"). Check `problem(at:)` first: a named pipe would
    /// block here.
    public static func contents(of url: URL, limit: Int) throws(ReadError) -> Data {
        let descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .unreadable(String(cString: strerror(errno))) }
        defer { close(descriptor) }
        let piece = 1 << 20
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: piece)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, piece) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadable(String(cString: strerror(errno)))
            }
            if count == 0 { return data }
            data.append(buffer, count: count)
            if data.count > limit { throw .overLimit(limit) }
        }
    }
}
