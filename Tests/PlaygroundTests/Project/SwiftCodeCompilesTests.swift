import Compositor
import FluidTestSupport
import Foundation
import Testing
import ViewTree

@testable import FluidPlayground
@testable import Scenes

/// "Copy as Swift" (`C`) is code, not a snippet: at the article's values each piece it copies is
/// the article's own code (Sources/SeedArticles) word for word, and tuned, each piece put in place
/// of its namesake leaves the article's code compiling against the project's UIKit surface.
@Suite @MainActor
struct SwiftCodeCompilesTests {
    static let repository = TestAssets.repository
    /// The build's products folder, beside this test bundle.
    static let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()

    /// Each scene, the article file it copies from, and tunings away from the seed (a negative
    /// offset, fractions, whole numbers where the article writes `50.0`).
    static let cases: [(scene: Int, file: String, tuning: [String], values: [String])] = [
        (
            1, "Seed000SwipeCell.swift",
            [
                "cell.openWidth=64", "cell.closedWidth=12", "cell.rubberBand=2.5", "cell.damping=0.8",
                "cell.springDuration=0.35",
            ],
            ["= 64", "= 12", "/ 2.5", "withDuration: 0.35, delay: 0, usingSpringWithDamping: 0.8"]
        ),
        (2, "Seed001SwipePages.swift", ["pager.threshold=350", "pager.duration=0.8"], ["x > -350", "duration: 0.8,"]),
        (
            3, "Seed002SwipeCards.swift",
            [
                "cards.rightThrow=300", "cards.leftThrow=-20", "cards.throwDuration=0.35",
                "cards.throwOffsetY=-40", "cards.tiltDivisor=3",
            ],
            ["> 300", "< -20", "withDuration: 0.35", "point.y - 40)", "width * 3.0"]
        ),
        (
            4, "Seed003BottomSheet.swift", ["sheet.damping=0.75", "sheet.springDuration=0.4", "sheet.deadZone=120"],
            ["CGFloat(0.75)", "withDuration: 0.4,", "<= 120.0", "// 120: slow"]
        ),
        (
            5, "Seed004StretchyHeader.swift", ["header.aspect=0.55", "header.textInset=20"],
            ["multipliedBy(0.55)", "inset(20)"]
        ),
    ]

    /// The copy's pieces: a piece starts at a line as indented as the first, after a blank line.
    /// Pieces of comments only (the heading, Fluid's notes) are left out.
    static func pieces(of code: String) -> [String] {
        let lines = code.components(separatedBy: "\n")
        let indent = lines.first.map { $0.prefix { $0 == " " }.count } ?? 0
        var pieces: [[String]] = []
        for (index, line) in lines.enumerated() {
            let startsPiece =
                index == 0 || lines[index - 1].isEmpty && line.prefix { $0 == " " }.count == indent && !line.isEmpty
            if startsPiece { pieces.append([line]) } else { pieces[pieces.count - 1].append(line) }
        }
        return pieces.map { $0.joined(separator: "\n").trimmingCharacters(in: .newlines) }
            .filter { piece in
                !piece.components(separatedBy: "\n").allSatisfy {
                    $0.trimmingCharacters(in: .whitespaces).hasPrefix("//")
                }
            }
    }

    func copy(scene: Int, tuning: [String] = []) throws -> String {
        let host = try HeadlessHost(screen: .phone(scale: 1), fonts: TestAssets.fonts)
        let app = try PlaygroundApp(
            window: host.window, assets: AssetCatalog(root: TestAssets.root), sceneNumber: scene)
        for assignment in tuning { try app.tuning.apply(assignment) }
        return app.scene.swiftCode()
    }

    @Test func theCopyIsTheArticlesCodeAndCompilesTuned() throws {
        let articles = Self.repository.appendingPathComponent("Sources/SeedArticles")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swift-code-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var changed: Set<String> = []
        for (scene, file, tuning, values) in Self.cases {
            let seedPieces = Self.pieces(of: try copy(scene: scene))
            let tuned = try copy(scene: scene, tuning: tuning)
            let tunedPieces = Self.pieces(of: tuned)
            var source = try String(contentsOf: articles.appendingPathComponent(file), encoding: .utf8)
            #expect(!seedPieces.isEmpty && seedPieces.count == tunedPieces.count, "scene \(scene)")
            for (seedPiece, tunedPiece) in zip(seedPieces, tunedPieces) {
                #expect(source.contains(seedPiece), "scene \(scene): not the article's own code:\n\(seedPiece)")
                source = source.replacingOccurrences(of: seedPiece, with: tunedPiece)
            }
            for value in values { #expect(tuned.contains(value), "scene \(scene): \(value) in\n\(tuned)") }
            try source.write(to: folder.appendingPathComponent(file), atomically: true, encoding: .utf8)
            changed.insert(file)
        }
        // The tuned files with the rest of the module, type-checked against the built UIKit surface.
        let sources = try FileManager.default.contentsOfDirectory(atPath: articles.path).filter {
            $0.hasSuffix(".swift")
        }
        .map {
            changed.contains($0) ? folder.appendingPathComponent($0).path : articles.appendingPathComponent($0).path
        }
        let result = try typeCheck(sources)
        #expect(result.status == 0, "the tuned copies do not compile:\n\(result.errors)")
        // A control: a pseudo-code line, as the copy once had, does not compile.
        let broken = folder.appendingPathComponent("Seed003BottomSheet.swift")
        let text = try String(contentsOf: broken, encoding: .utf8)
        try text.replacingOccurrences(of: "drag(lowVelocity: velocity)", with: "drag(lowVelocity: ...)")
            .write(to: broken, atomically: true, encoding: .utf8)
        #expect(try typeCheck(sources).status != 0)
    }

    /// `swiftc -typecheck` of the files as the module `SeedArticles`, against this build's modules.
    func typeCheck(_ sources: [String]) throws -> (status: Int32, errors: String) {
        let products = Self.products
        let maps =
            ["CRaster", "CWindowSystem", "CHeap"].map {
                products.appendingPathComponent("\($0).build/module.modulemap").path
            }
            + [Self.repository.appendingPathComponent("Sources/CSDL2/module.modulemap").path]
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            [
                "swiftc", "-typecheck", "-swift-version", "6", "-module-name", "SeedArticles",
                "-I", products.appendingPathComponent("Modules").path,
            ]
            + maps.flatMap { ["-Xcc", "-fmodule-map-file=\($0)"] } + sources
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let lines = String(decoding: data, as: UTF8.self).components(separatedBy: "\n").filter { $0.contains("error:") }
        return (process.terminationStatus, lines.prefix(10).joined(separator: "\n"))
    }
}
