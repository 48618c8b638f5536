import Compositor
import Foundation
import SnapshotTesting
import ViewTree

extension Snapshotting where Value == PixelBuffer, Format == Data {
    /// PNG snapshots of a `PixelBuffer`, compared with `tolerance`. On a mismatch the reference,
    /// the actual picture and a diff image are written to `$SNAPSHOT_ARTIFACTS/<artifactName>/`
    /// (default: the temporary folder) and their paths are printed and put in the failure message.
    public static func png(tolerance: ImageTolerance, artifactName: String) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .png(tolerance: tolerance, artifactName: artifactName)) { buffer in
            // An encoding failure is a broken test set-up, not a mismatch: say so loudly.
            (try? PNGCodec.encode(buffer)) ?? Data("PNG encoding failed".utf8)
        }
    }
}

extension Diffing where Value == Data {
    public static func png(tolerance: ImageTolerance, artifactName: String) -> Diffing {
        Diffing.diff(toData: { $0 }, fromData: { $0 }) { referenceData, actualData in
            guard referenceData != actualData else { return nil }
            let reference: PixelBuffer, actual: PixelBuffer
            do {
                reference = try PNGCodec.decode(referenceData, name: "reference")
                actual = try PNGCodec.decode(actualData, name: "actual")
            } catch {
                return ("cannot decode a snapshot: \(error)", [])
            }
            let comparison = ImageComparison(reference: reference, actual: actual, channelTolerance: tolerance.channel)
            if comparison.sizesMatch, comparison.differingFraction <= tolerance.maxDifferingFraction { return nil }
            let folder = SnapshotArtifacts.folder.appendingPathComponent(artifactName)
            let written = SnapshotArtifacts.write(
                reference: reference, actual: actual, tolerance: tolerance, to: folder)
            let summary =
                comparison.sizesMatch
                ? String(
                    format:
                        "%d of %d pixels (%.4f %%) differ beyond ±%d per channel; allowed %@. Largest difference %d at (%d, %d).",
                    comparison.differingPixels, comparison.totalPixels, comparison.differingFraction * 100,
                    tolerance.channel,
                    tolerance.description, comparison.largestDifference, comparison.largestDifferenceAt.x,
                    comparison.largestDifferenceAt.y)
                : "size differs: reference \(reference.width) × \(reference.height), actual \(actual.width) × \(actual.height)."
            print("snapshot mismatch (\(artifactName)): \(summary)\n  \(written.joined(separator: "\n  "))")
            return ("\(summary)\n\(written.joined(separator: "\n"))", [])
        }
    }
}

/// Where failing snapshot tests leave their pictures.
public enum SnapshotArtifacts {
    public static var folder: URL {
        let path =
            ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"].flatMap { $0.isEmpty ? nil : $0 }
            ?? NSTemporaryDirectory() + "fluid-snapshot-artifacts"
        return URL(fileURLWithPath: path)
    }

    /// Writes reference.png, actual.png and diff.png; returns lines naming them.
    static func write(
        reference: PixelBuffer, actual: PixelBuffer, tolerance: ImageTolerance, to folder: URL
    ) -> [String] {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let diff = ImageComparison.diffImage(
                reference: reference, actual: actual, channelTolerance: tolerance.channel)
            var lines: [String] = []
            for (name, picture) in [("reference", reference), ("actual", actual), ("diff", diff)] {
                let url = folder.appendingPathComponent("\(name).png")
                try PNGCodec.write(picture, to: url)
                lines.append("\(name): \(url.path)")
            }
            return lines
        } catch {
            return ["(could not write the artifacts to \(folder.path): \(error))"]
        }
    }
}
