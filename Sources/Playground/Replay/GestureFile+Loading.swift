import Foundation

extension GestureFile {
    /// The file a `--replay` option names, read and checked against the playground's scenes; any
    /// problem becomes one line naming the file, its line and field (exit status 1).
    static func load(path: String) throws -> GestureFile {
        do {
            return try read(URL(fileURLWithPath: path), knownScenes: Set(SceneRegistry.all.map { $0.number }))
        } catch {
            throw PlaygroundError.failed("\(path): \(error)")
        }
    }
}
