import FluidTestSupport
import Foundation
import Testing

@testable import FluidPlayground
@testable import Scenes

/// Scene 3 needs fourteen pictures. A missing one, or a damaged one among the three cards it
/// shows first, stops it with a line that names the file, as for the gallery, and no picture is
/// written. The others are decoded when their card comes up (Docs/Scenes.md §3): a damaged one
/// is reported then, and its card shows without it.
@Suite
struct CardStackAssetTests {
    let cli = CommandLineTests()

    /// An assets folder with the fonts and every card picture but `missing`, and `damaged` (if
    /// any) replaced by garbage.
    func assets(missing: String?, damaged: String?) throws -> URL {
        let root = try cli.temporaryFolder()
        try FileManager.default.copyItem(
            at: TestAssets.root.appendingPathComponent("Fonts"), to: root.appendingPathComponent("Fonts"))
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

    @Test func aDamagedPictureOnShowIsNamed() throws {
        // The third card: every card on show is decoded when the scene opens.
        let root = try assets(missing: nil, damaged: "aurora-night")
        let out = root.appendingPathComponent("cards.png")
        let result = try cli.run(["render", "--scene", "3", "--assets", root.path, "--out", out.path])
        // libpng's own complaint is the reason in Fluid's one line, not a line of its own before it.
        cli.expectOneLineError(
            result, status: CommandLineTests.failure,
            mentioning: ["cannot be read", "aurora-night.png", "libpng: ", "--assets chose"])
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    /// Opening the stack decodes the three pictures on show, not fourteen: a first visit to the
    /// scene waited 116 ms at 2× for all of them, 42 ms now.
    @Test @MainActor func openingTheStackDecodesOnlyTheCardsOnShow() throws {
        let catalog = AssetCatalog(root: try assets(missing: nil, damaged: nil))
        let cards = try CardStackHarness(assets: catalog)
        let names = CardsDataModel.catalog.map(\.imageName)
        let onShow = cards.container.cardsToBeVisible
        #expect(names.prefix(onShow).allSatisfy { catalog.hasDecoded($0) })
        #expect(!names.dropFirst(onShow).contains { catalog.hasDecoded($0) })
        #expect(cards.stack.allSatisfy { $0.cardData?.image != nil })
    }

    /// A damaged picture further down opens the scene; when its card comes up (the sixth, after
    /// three throws) one line names the file and says what to do, the card shows its name
    /// without the picture, and the stack goes on.
    @Test @MainActor func aDamagedPictureFurtherDownIsReportedWhenItsCardComesUp() throws {
        let root = try assets(missing: nil, damaged: "city-night")
        let cards = try CardStackHarness(assets: AssetCatalog(root: root))
        var reports: [String] = []
        cards.app.report = { reports.append($0) }
        for _ in 0..<2 {
            cards.drag(by: CGPoint(x: 300, y: 0))
            cards.host.advance(by: 1, delegate: cards)
        }
        #expect(reports.isEmpty)
        cards.drag(by: CGPoint(x: 300, y: 0))
        cards.host.advance(by: 1, delegate: cards)
        #expect(reports.count == 1, "\(reports)")
        let report = reports.first ?? ""
        for fragment in ["card 6", "City Night", "city-night.png", "cannot be read", "--assets chose"] {
            #expect(report.contains(fragment), "\(report)")
        }
        let bottom = try #require(cards.stack.last)
        #expect(bottom.cardData?.name == "City Night" && bottom.cardData?.image == nil)
        for _ in 0..<3 {
            cards.drag(by: CGPoint(x: 300, y: 0))
            cards.host.advance(by: 1, delegate: cards)
        }
        #expect(cards.names.first == CardStackHarness.name(6))
        #expect(reports.count == 1)
    }
}
