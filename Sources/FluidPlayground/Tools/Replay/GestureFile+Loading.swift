import Foundation

extension GestureFile {
    /// The file a `--replay` option names, read and checked against `scenes`; any problem becomes
    /// one line naming the file, its line and field (exit status 1).
    @MainActor
    static func load(path: String, scenes: SceneList) throws -> GestureFile {
        do {
            return try read(URL(fileURLWithPath: path), knownScenes: scenes.numbers, parameters: scenes.parameters)
        } catch {
            throw PlaygroundError.failed("\(path): \(error)")
        }
    }
}
