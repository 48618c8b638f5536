import Compositor
import Foundation
import GestureFiles
import ViewTree

extension GestureFile {
    /// Reads and parses the file at `url` (a symbolic link is followed). A path that is not a
    /// regular file (a folder, a named pipe, which would block, a device) is refused before it is
    /// read, and the bytes are read up to ``maximumBytes`` whatever the file's size says, so a
    /// file that never ends (`/proc/self/pagemap`) is refused after 16 MiB.
    static func read(
        _ url: URL, knownScenes: Set<Int>?, parameters: [TunableParameter]
    ) throws(GestureFileError) -> GestureFile {
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw GestureFileError("no gesture file at \(url.path): check the path")
        }
        if RegularFile.problem(at: url.path) != nil {
            throw GestureFileError("\(url.path) is not a regular file (a folder, pipe or device): name a gesture file")
        }
        let data: Data
        do { data = try RegularFile.contents(of: url, limit: maximumBytes) } catch {
            if case .overLimit = error {
                throw GestureFileError(
                    "the file is over the limit of \(maximumBytes) bytes (16 MiB), whatever its size reads: record a shorter session"
                )
            }
            throw GestureFileError("cannot read \(url.path): \(error.reason)")
        }
        return try GestureFile(parsing: data, knownScenes: knownScenes, parameters: parameters)
    }
}
