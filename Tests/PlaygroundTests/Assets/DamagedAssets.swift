import FluidTestSupport
import Foundation

@testable import FluidPlayground
@testable import Scenes

/// A copy of the test assets in a temporary folder with the first card's picture replaced by bytes
/// that are not a PNG, for the paths that must report a damaged picture.
struct DamagedAssets {
    let folder: URL
    /// The damaged picture's name.
    let picture: String

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("fluid-damaged-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: TestAssets.root, to: folder)
        guard let name = CardsDataModel.catalog.first?.imageName else { throw CocoaError(.fileNoSuchFile) }
        picture = name
        try Data("not a picture".utf8).write(to: folder.appendingPathComponent("Images/\(name).png"))
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }
}
