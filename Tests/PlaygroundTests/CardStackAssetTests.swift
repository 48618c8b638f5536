import Foundation
import Testing
import FluidTestSupport
@testable import Playground

/// Scene 3 needs fourteen pictures: a missing or damaged one stops it with a line that names
/// the file, as for the gallery, and no picture is written.
@Suite
struct CardStackAssetTests {
    let cli = CommandLineTests()

    /// An assets folder with the fonts and every card picture but `missing`, and `damaged` (if
    /// any) replaced by garbage.
    func assets(missing: String?, damaged: String?) throws -> URL {
        let root = try cli.temporaryFolder()
        try FileManager.default.copyItem(at: TestAssets.root.appendingPathComponent("Fonts"), to: root.appendingPathComponent("Fonts"))
        let images = root.appendingPathComponent("Images")
        try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
        for entry in CardsDataModel.catalog.map(\.imageName) where entry != missing {
            let target = images.appendingPathComponent("\(entry).png")
            if entry == damaged {
                // Truncated, as an interrupted copy leaves it.
                try Data(Data(contentsOf: TestAssets.imageURL(named: entry)).prefix(5000)).write(to: target)
            } else {
                try FileManager.default.copyItem(at: TestAssets.imageURL(named: entry), to: target)
            }
        }
        return root
    }

    @Test func theCardsHaveDistinctPicturesAndNames() {
        let catalog = CardsDataModel.catalog
        #expect(catalog.count >= 10)
        #expect(Set(catalog.map(\.imageName)).count == catalog.count)
        #expect(Set(catalog.map(\.name)).count == catalog.count)
        #expect(Set(catalog.map(\.caption)).count == catalog.count)
    }

    @Test func allPicturesPresentRenders() throws {
        let root = try assets(missing: nil, damaged: nil)
        let out = root.appendingPathComponent("cards.png")
        let result = try cli.run(["render", "--scene", "3", "--scale", "1", "--assets", root.path, "--out", out.path])
        #expect(result.status == 0, "stderr: \(result.error)")
    }

    @Test func aMissingPictureIsNamed() throws {
        let root = try assets(missing: "nebula", damaged: nil)
        let out = root.appendingPathComponent("cards.png")
        let result = try cli.run(["render", "--scene", "3", "--assets", root.path, "--out", out.path])
        cli.expectOneLineError(result, status: CommandLineTests.failure, mentioning: ["image not found", "nebula.png"])
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test func aDamagedPictureIsNamed() throws {
        let root = try assets(missing: nil, damaged: "city-night")
        let out = root.appendingPathComponent("cards.png")
        let result = try cli.run(["render", "--scene", "3", "--assets", root.path, "--out", out.path])
        // libpng's own complaint is the reason in Fluid's one line, not a line of its own before it.
        cli.expectOneLineError(result, status: CommandLineTests.failure, mentioning: ["cannot be read", "city-night.png", "libpng: ", "--assets chose"])
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }
}
