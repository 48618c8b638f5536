import FluidPlayground
import Foundation
import SnapshotTesting
import ViewTree

extension Snapshotting where Value == any Scene.Type, Format == Data {
    /// A scene drawn headless at moment `time` of its life, optionally while `gesture` replays
    /// (`Scene.picture(at:replaying:scale:tuning:)`), compared as PNG with `tolerance`:
    ///
    /// ```swift
    /// assertSnapshot(of: CardScene.self, as: .fluid(at: 0.4, replaying: "drag.gesture"))
    /// ```
    ///
    /// - Parameters:
    ///   - gesture: a gesture file's path, relative to the folder of the test file that names it.
    ///   - tolerance: how far a picture may differ; by default not a pixel beyond ±2 per channel
    ///     (``ImageTolerance/softwareRenderer``).
    ///   - artifactName: the folder under `$SNAPSHOT_ARTIFACTS` that a mismatch's pictures go to;
    ///     by default `<TestFile>/t<time>`, with the tuned values when there are any.
    public static func fluid(
        at time: TimeInterval, replaying gesture: String? = nil, scale: CGFloat = 2,
        tuning: [String: Double] = [:], tolerance: ImageTolerance = .softwareRenderer,
        artifactName: String? = nil, file: StaticString = #filePath
    ) -> Snapshotting {
        let tuned = tuning.sorted { $0.key < $1.key }.map { "-\($0.key)=\($0.value)" }.joined()
        return scenePicture(
            replaying: gesture, tolerance: tolerance, artifactName: artifactName, defaultArtifact: "t\(time)\(tuned)",
            file: file
        ) { scene, gesture in
            try scene.picture(at: time, replaying: gesture, scale: scale, tuning: tuning)
        }
    }

    /// An interaction over time as one picture: `frames` moments from `start` to `end` while
    /// `gesture` replays, side by side (`Scene.filmStrip`), compared as PNG with `tolerance`:
    ///
    /// ```swift
    /// assertSnapshot(of: CardScene.self, as: .fluidFilmStrip(from: 0, to: 1, frames: 6, replaying: "drag.gesture"))
    /// ```
    public static func fluidFilmStrip(
        from start: TimeInterval, to end: TimeInterval, frames: Int, replaying gesture: String? = nil,
        scale: CGFloat = 2, reduction: Int = 2, tuning: [String: Double] = [:],
        tolerance: ImageTolerance = .softwareRenderer, artifactName: String? = nil, file: StaticString = #filePath
    ) -> Snapshotting {
        scenePicture(
            replaying: gesture, tolerance: tolerance, artifactName: artifactName,
            defaultArtifact: "strip\(start)-\(end)x\(frames)", file: file
        ) { scene, gesture in
            try scene.filmStrip(
                from: start, to: end, frames: frames, replaying: gesture, scale: scale, reduction: reduction,
                tuning: tuning)
        }
    }

    /// What `draw` makes of a scene, with `gesture` found beside the test file, compared as PNG.
    private static func scenePicture(
        replaying gesture: String?, tolerance: ImageTolerance, artifactName: String?, defaultArtifact: String,
        file: StaticString, draw: @escaping @MainActor (any Scene.Type, URL?) throws -> PixelBuffer
    ) -> Snapshotting {
        let folder = URL(fileURLWithPath: "\(file)").deletingLastPathComponent()
        let gestureURL = gesture.map { URL(fileURLWithPath: $0, relativeTo: folder).standardizedFileURL }
        let name = URL(fileURLWithPath: "\(file)").deletingPathExtension().lastPathComponent
        return Snapshotting<PixelBuffer, Data>.png(
            tolerance: tolerance, artifactName: artifactName ?? "\(name)/\(defaultArtifact)"
        )
        .pullback { (scene: any Scene.Type) -> PixelBuffer in
            // A metatype is an immutable value; swift-snapshot-testing calls this on the test's
            // thread, which is the main actor's for a scene (`assertSceneSnapshot` is @MainActor).
            nonisolated(unsafe) let scene = scene
            return MainActor.assumeIsolated {
                do {
                    return try draw(scene, gestureURL)
                } catch {
                    // The strategy cannot throw: a scene that cannot be drawn is a one-pixel
                    // picture, which fails the comparison, and the reason is printed.
                    print("cannot draw \(scene.title): \(error)")
                    return PixelBuffer(width: 1, height: 1)
                }
            }
        }
    }
}

/// Compares `scene` over time — `frames` moments from `start` to `end` while `gesture` replays,
/// side by side in one picture (`Scene.filmStrip`) — with the golden
/// `__Snapshots__/<TestFile>/<test>.<name>.png` beside the calling test file: a drag, its release
/// and the settle in one golden.
@MainActor
public func assertSceneFilmStrip(
    of scene: any Scene.Type,
    from start: TimeInterval,
    to end: TimeInterval,
    frames: Int,
    replaying gesture: String? = nil,
    scale: CGFloat = 2,
    reduction: Int = 2,
    tuning: [String: Double] = [:],
    tolerance: ImageTolerance = .softwareRenderer,
    named name: String? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let strategy = Snapshotting<any Scene.Type, Data>.fluidFilmStrip(
        from: start, to: end, frames: frames, replaying: gesture, scale: scale, reduction: reduction, tuning: tuning,
        tolerance: tolerance, artifactName: artifactName(file: filePath, testName: testName, name: name), file: filePath
    )
    assertScene(
        scene, as: strategy, named: name, fileID: fileID, file: filePath, testName: testName, line: line, column: column
    )
}

/// Compares `scene`, drawn at moment `time` (while `gesture` replays), with the golden
/// `__Snapshots__/<TestFile>/<test>.<name>.png` beside the calling test file — one line for a
/// scene's snapshot test. A missing golden is recorded and the test fails, except under CI, where
/// nothing is ever recorded (``SnapshotRecording``).
@MainActor
public func assertSceneSnapshot(
    of scene: any Scene.Type,
    at time: TimeInterval,
    replaying gesture: String? = nil,
    scale: CGFloat = 2,
    tuning: [String: Double] = [:],
    tolerance: ImageTolerance = .softwareRenderer,
    named name: String? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let strategy = Snapshotting<any Scene.Type, Data>.fluid(
        at: time, replaying: gesture, scale: scale, tuning: tuning, tolerance: tolerance,
        artifactName: artifactName(file: filePath, testName: testName, name: name), file: filePath)
    assertScene(
        scene, as: strategy, named: name, fileID: fileID, file: filePath, testName: testName, line: line, column: column
    )
}

/// `assertSnapshot` of `scene` as `strategy`, recording as `SnapshotRecording` says.
@MainActor
private func assertScene(
    _ scene: any Scene.Type, as strategy: Snapshotting<any Scene.Type, Data>, named name: String?,
    fileID: StaticString, file: StaticString, testName: String, line: UInt, column: UInt
) {
    assertSnapshot(
        of: scene, as: strategy, named: name,
        record: SnapshotRecording.mode(environment: ProcessInfo.processInfo.environment), fileID: fileID, file: file,
        testName: testName, line: line, column: column)
}

/// `<TestFile>/<test>.<name>`, the golden's own name, so that two snapshots in one test never
/// share the folder a mismatch's pictures are written to.
private func artifactName(file: StaticString, testName: String, name: String?) -> String {
    let test = URL(fileURLWithPath: "\(file)").deletingPathExtension().lastPathComponent
    let function = testName.prefix { $0 != "(" }
    return "\(test)/\(function)" + (name.map { ".\($0)" } ?? "")
}
