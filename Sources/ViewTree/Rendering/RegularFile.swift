import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Whether a path is an ordinary file. Opening a named pipe for reading blocks until something
/// writes to it (a font path pointing at a FIFO hung the app), and devices and folders are not
/// files either; asking `stat(2)` first turns each into a message that says what the path is.
enum RegularFile {
    /// Why the existing path `path` is not a regular file, or nil when it is one (or when it does
    /// not exist: callers report that themselves).
    static func problem(at path: String) -> String? {
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
}
