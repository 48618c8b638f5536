import Compositor
import FluidPlayground
import FluidTestSupport
import Foundation
import SnapshotTesting
import Testing
import ViewTree

/// `.fluid(at:…)`: where a mismatch's pictures go.
@MainActor
struct SceneSnapshottingTests {
    /// Two snapshots of one moment that differ only in tuning write their pictures to different
    /// folders, so the second never overwrites the first's.
    @Test func snapshotsOfOneMomentWithOtherTuningKeepTheirPicturesApart() throws {
        let one = PixelBuffer(width: 2, height: 2)
        var other = one
        other[1, 1] = (255, 0, 0, 255)
        let (a, b) = (try PNGCodec.encode(one), try PNGCodec.encode(other))
        let plain = Snapshotting<any Scene.Type, Data>.fluid(at: 0.7).diffing.diffV2(a, b)?.0 ?? ""
        let tuned =
            Snapshotting<any Scene.Type, Data>.fluid(at: 0.7, tuning: ["card.damping": 40]).diffing.diffV2(a, b)?.0
            ?? ""
        #expect(plain.contains("/SceneSnapshottingTests/t0.7/diff.png"), "\(plain)")
        #expect(tuned.contains("/SceneSnapshottingTests/t0.7-card.damping=40.0/diff.png"), "\(tuned)")
        let named =
            Snapshotting<any Scene.Type, Data>.fluid(at: 0.7, artifactName: "Mine/springing").diffing.diffV2(a, b)?.0
            ?? ""
        #expect(named.contains("/Mine/springing/diff.png"), "\(named)")
        for folder in ["SceneSnapshottingTests", "Mine"] {
            try? FileManager.default.removeItem(at: SnapshotArtifacts.folder.appendingPathComponent(folder))
        }
    }
}
