import Foundation

#if canImport(Glibc)
    import Glibc
    import ViewTree
#endif

/// Writes a file so that it is either there whole or not at all — after a failure, and also when
/// the process is killed while writing.
///
/// The bytes go into an unnamed file in the destination's folder (`O_TMPFILE`, open(2)), which
/// the kernel frees if the process dies; only once it is complete does it get a name, linked
/// beside the destination and renamed over it (rename(2) replaces atomically), so a name exists
/// for the two system calls between link and rename. Where the file system has no unnamed files
/// the bytes go to `.<name>.<pid>.partial` instead, removed on every failure the process survives.
/// Errors carry the system's reason (`strerror`), not a guess.
public enum AtomicFile {
    /// `O_TMPFILE` is a composite macro Swift does not import: `__O_TMPFILE | O_DIRECTORY`, with
    /// `__O_TMPFILE` = 0o20000000 (include/uapi/asm-generic/fcntl.h) and `O_DIRECTORY` 0o200000
    /// on most architectures but 0o40000 on arm64 (arch/arm64/include/uapi/asm/fcntl.h).
    private static var temporaryFileFlag: Int32? {
        #if os(Linux) && arch(x86_64)
            return 0o20000000 | 0o200000
        #elseif os(Linux) && arch(arm64)
            return 0o20000000 | 0o40000
        #else
            return nil
        #endif
    }

    /// Why writing failed: the sentence after "cannot write <path>: ".
    public struct Failure: Error {
        public let reason: String
    }

    /// - Parameter allowsUnnamedFile: false forces the named `.partial` file (tests use it to
    ///   exercise the path file systems without `O_TMPFILE` take).
    public static func write(_ data: Data, to url: URL, allowsUnnamedFile: Bool = true) throws(Failure) {
        let directory = try folder(of: url)
        let partial = url.deletingLastPathComponent().appendingPathComponent(
            ".\(url.lastPathComponent).\(getpid()).partial"
        ).path
        var unnamed = false
        var descriptor: Int32 = -1
        if allowsUnnamedFile, let flag = temporaryFileFlag {
            descriptor = open(directory, flag | O_WRONLY | O_CLOEXEC, 0o644)
            unnamed = descriptor >= 0
        }
        if descriptor < 0 {
            descriptor = open(partial, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o644)
        }
        guard descriptor >= 0 else {
            throw Failure(reason: "cannot create a file in the folder \(directory) (\(systemReason()))")
        }
        func fail(_ reason: String) -> Failure {
            close(descriptor)
            if !unnamed { unlink(partial) }
            return Failure(reason: reason)
        }
        do { try RegularFile.write(data, to: descriptor) } catch { throw fail(systemReason(error.code)) }
        if unnamed, linkat(AT_FDCWD, "/proc/self/fd/\(descriptor)", AT_FDCWD, partial, AT_SYMLINK_FOLLOW) != 0 {
            throw fail(systemReason())
        }
        close(descriptor)
        guard rename(partial, url.path) == 0 else {
            let reason = systemReason()
            unlink(partial)
            throw Failure(reason: reason)
        }
    }

    /// Throws the failure `write(_:to:)` would meet before it writes a byte: a missing folder, a
    /// name that is not a regular file, a folder where no file can be created (tried with a file
    /// made and removed at once). For a file written much later, such as a recording at the end
    /// of a session, so that the session is not recorded in vain.
    public static func checkWritable(_ url: URL) throws(Failure) {
        let directory = try folder(of: url)
        let probe = url.deletingLastPathComponent().appendingPathComponent(
            ".\(url.lastPathComponent).\(getpid()).check"
        ).path
        let descriptor = open(probe, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw Failure(reason: "cannot create a file in the folder \(directory) (\(systemReason()))")
        }
        close(descriptor)
        unlink(probe)
    }

    /// The folder `url` goes in, which must exist, when `url` is free or names a regular file.
    private static func folder(of url: URL) throws(Failure) -> String {
        let directory = url.deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw Failure(reason: "the folder \(directory) does not exist")
        }
        if let problem = RegularFile.problem(at: url.path) {
            throw Failure(reason: "\(problem): choose another name")
        }
        return directory
    }

    private static func systemReason(_ code: Int32 = errno) -> String {
        if code == EFBIG { return "the file would pass the file-size limit (ulimit -f)" }
        return String(cString: strerror(code))
    }
}
