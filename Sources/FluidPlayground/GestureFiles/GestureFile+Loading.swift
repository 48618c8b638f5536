import Foundation
import GestureFiles

extension GestureFile {
    /// The file a `--replay` option names, read and checked against `scenes`; any problem becomes
    /// one line naming the file, its line and field (exit status 1). With `anyScene`, the
    /// header may name any scene number (the caller replays it on a scene of its choosing).
    @MainActor
    static func load(path: String, scenes: SceneList, anyScene: Bool = false) throws -> GestureFile {
        do {
            return try read(
                URL(fileURLWithPath: path), knownScenes: anyScene ? nil : scenes.numbers, parameters: scenes.parameters)
        } catch {
            throw PlaygroundError.failed("\(path): \(error)")
        }
    }
}
