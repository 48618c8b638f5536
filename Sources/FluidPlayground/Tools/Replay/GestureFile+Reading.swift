import Foundation

extension GestureFile {
    /// Reads and parses the file at `url`. A path that is not a regular file (a folder, a named
    /// pipe, which would block) or is over ``maximumBytes`` is refused before it is read.
    static func read(_ url: URL, knownScenes: Set<Int>, parameters: [TunableParameter]) throws(GestureFileError) -> GestureFile {
        let attributes: [FileAttributeKey: Any]
        do { attributes = try FileManager.default.attributesOfItem(atPath: url.path) } catch {
            throw GestureFileError("no gesture file at \(url.path): check the path")
        }
        guard attributes[.type] as? FileAttributeType == .typeRegular else {
            throw GestureFileError("\(url.path) is not a regular file (a folder, pipe or device): name a gesture file")
        }
        if let size = (attributes[.size] as? NSNumber)?.intValue, size > maximumBytes {
            throw GestureFileError("the file is \(size) bytes, over the limit of \(maximumBytes) bytes (16 MiB): record a shorter session")
        }
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw GestureFileError("cannot read \(url.path): \(error.localizedDescription)")
        }
        return try GestureFile(parsing: data, knownScenes: knownScenes, parameters: parameters)
    }
}
