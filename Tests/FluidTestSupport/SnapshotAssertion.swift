import Foundation
import SnapshotTesting
import ViewTree

/// Compares `image` with the golden `__Snapshots__/<TestFile>/<test>.<name>.png` beside the
/// calling test file. A missing golden is recorded and the test fails (swift-snapshot-testing's
/// `.missing` mode); CI sets `SNAPSHOT_TESTING_RECORD=never`, so it never records.
@MainActor
public func assertImageSnapshot(
    _ image: PixelBuffer,
    named name: String,
    tolerance: ImageTolerance,
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
        fileID: fileID, file: filePath, testName: testName, line: line, column: column)
}
