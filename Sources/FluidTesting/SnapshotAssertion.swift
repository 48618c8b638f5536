import Foundation
import SnapshotTesting
import ViewTree

/// Compares `image` with the golden `__Snapshots__/<TestFile>/<test>.<name>.png` beside the
/// calling test file. A missing golden is recorded and the test fails (swift-snapshot-testing's
/// `.missing` mode, or what `SNAPSHOT_TESTING_RECORD` says) — except under CI, where nothing is
/// ever recorded however the tests were started (``SnapshotRecording``).
@MainActor
public func assertImageSnapshot(
    _ image: PixelBuffer,
    named name: String,
    tolerance: ImageTolerance,
    environment: [String: String] = ProcessInfo.processInfo.environment,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let fileName = URL(fileURLWithPath: "\(filePath)").deletingPathExtension().lastPathComponent
    let test = testName.replacingOccurrences(of: "()", with: "")
    assertSnapshot(
        of: image, as: .png(tolerance: tolerance, artifactName: "\(fileName)/\(test).\(name)"), named: name,
        record: SnapshotRecording.mode(environment: environment), fileID: fileID, file: filePath, testName: testName,
        line: line, column: column)
}

/// The record rule for goldens: a CI run must compare, never write, so a missing or changed golden
/// fails there instead of being recorded into the build's throw-away checkout.
public enum SnapshotRecording {
    /// `.never` when `CI` is set to anything but an empty string, `0`, `false` or `no` (CI services
    /// set `CI=true`; some set `CI=1`); otherwise nil, leaving the choice to swift-snapshot-testing
    /// (`SNAPSHOT_TESTING_RECORD`, default `.missing`).
    public static func mode(environment: [String: String]) -> SnapshotTestingConfiguration.Record? {
        guard let value = environment["CI"]?.trimmingCharacters(in: .whitespaces).lowercased(),
            !["", "0", "false", "no"].contains(value)
        else { return nil }
        return .never
    }
}
