import Foundation
import GestureFiles
import ViewTree

extension Scene {
    /// Draws the scene headless at moment `time` (seconds of virtual time from its first frame,
    /// a frame every 1/60 s), as `render --at` does: the same pixels every run. With `gesture`,
    /// a gesture file (Docs/GestureFiles.md), its events are delivered as a window delivers them,
    /// up to that moment; they go to this scene whatever scene number the file's header names (a
    /// file recorded in an app of several scenes names the scene's number there).
    ///
    /// - Parameters:
    ///   - time: the moment to draw, in seconds from the scene's first frame.
    ///   - gesture: a gesture file to replay up to that moment, or nil for none.
    ///   - scale: pixels per point (the phone's 390 × 844 pt canvas at 2× is 780 × 1688 px).
    ///   - tuning: tuned values by parameter key (`["card.damping": 12]`); a gesture file's own
    ///     tuning applies where this does not set a key.
    ///   - assets: where fonts and pictures come from (default: the bundled assets).
    public static func picture(
        at time: TimeInterval, replaying gesture: URL? = nil, scale: CGFloat = 2,
        tuning: [String: Double] = [:], assets: AssetCatalog? = nil
    ) throws -> PixelBuffer {
        let replay = try replay(gesture, scale: scale, tuning: tuning, assets: assets)
        replay.play(to: time)
        return replay.snapshot()
    }

    /// The scene headless with `gesture` (or none) ready to replay into it, as `picture` draws it.
    static func replay(
        _ gesture: URL?, scale: CGFloat, tuning: [String: Double], assets: AssetCatalog?
    ) throws -> GestureReplay {
        let scenes = SceneList([self])
        let assets = try assets ?? AssetCatalog.resolve(argument: nil)
        let tuned = Tuning(scenes: scenes)
        for (key, value) in tuning.sorted(by: { $0.key < $1.key }) { try tuned.apply("\(key)=\(value)") }
        var file: GestureFile
        if let gesture {
            file = try GestureFile.load(path: gesture.path, scenes: scenes, anyScene: true)
            file.header.scene = scenes.number(of: self)
        } else {
            file = GestureFile(
                header: GestureFileHeader(scene: scenes.number(of: self), scale: Double(scale)), events: [])
        }
        return try GestureReplay(file: file, assets: assets, scenes: scenes, scale: scale, tuning: tuned)
    }
}
