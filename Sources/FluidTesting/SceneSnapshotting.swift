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
        let folder = URL(fileURLWithPath: "\(file)").deletingLastPathComponent()
        let gestureURL = gesture.map { URL(fileURLWithPath: $0, relativeTo: folder).standardizedFileURL }
        let name = URL(fileURLWithPath: "\(file)").deletingPathExtension().lastPathComponent
        let tuned = tuning.sorted { $0.key < $1.key }.map { "-\($0.key)=\($0.value)" }.joined()
        return Snapshotting<PixelBuffer, Data>.png(
            tolerance: tolerance, artifactName: artifactName ?? "\(name)/t\(time)\(tuned)"
        )
        .pullback { (scene: any Scene.Type) -> PixelBuffer in
            // A metatype is an immutable value; swift-snapshot-testing calls this on the test's
            // thread, which is the main actor's for a scene (`assertSceneSnapshot` is @MainActor).
            nonisolated(unsafe) let scene = scene
            return MainActor.assumeIsolated {
                do {
                    return try scene.picture(at: time, replaying: gestureURL, scale: scale, tuning: tuning)
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
    assertSnapshot(
        of: scene,
        as: .fluid(
            at: time, replaying: gesture, scale: scale, tuning: tuning, tolerance: tolerance,
            artifactName: artifactName(file: filePath, testName: testName, name: name), file: filePath),
        named: name, record: SnapshotRecording.mode(environment: ProcessInfo.processInfo.environment),
        fileID: fileID, file: filePath, testName: testName, line: line, column: column)
}

/// `<TestFile>/<test>.<name>`, the golden's own name, so that two snapshots in one test never
/// share the folder a mismatch's pictures are written to.
private func artifactName(file: StaticString, testName: String, name: String?) -> String {
    let test = URL(fileURLWithPath: "\(file)").deletingPathExtension().lastPathComponent
    let function = testName.prefix { $0 != "(" }
    return "\(test)/\(function)" + (name.map { ".\($0)" } ?? "")
}
