import Foundation
import Testing

/// `Sources/FluidPlayground`'s folders are layers, as Docs/OneFrame.md lists them: a file uses
/// only the types of its own folder and of the folders listed before it, so that no two folders
/// lean on each other (the arrows point one way). Checked by name: each top-level type, where it
/// is declared, against every file that names it outside comments and string literals.
@Suite
struct FolderLayerTests {
    static let sources = DocumentReferenceTests.root.appendingPathComponent("Sources/FluidPlayground")
    /// Lowest first; "." is the module's own folder (its re-exports).
    static let layers = [
        ".", "Assets", "Scene", "GestureFiles", "Inspector", "App", "Replay", "Film", "Bench", "Watch", "CLI",
    ]

    static func swiftFiles() throws -> [(folder: String, name: String, text: String)] {
        let enumerator = try #require(FileManager.default.enumerator(atPath: sources.path))
        return try enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted().map { path in
            let parts = path.split(separator: "/")
            let text = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
            return (parts.count > 1 ? String(parts[0]) : ".", String(parts.last ?? ""), text)
        }
    }

    @Test func everyFolderIsALayerAndDocsListThemInOrder() throws {
        let files = try Self.swiftFiles()
        #expect(Set(files.map(\.folder)).isSubset(of: Set(Self.layers)), "a folder the layers do not list")
        var declaredIn: [String: String] = [:]
        let declaration =
            #/(?m)^(?:@MainActor\s+)?(?:public |internal |private |fileprivate |final |open )*(?:class|struct|enum|protocol|typealias|actor)\s+([A-Z]\w*)/#
        for file in files {
            for match in file.text.matches(of: declaration) { declaredIn[String(match.output.1)] = file.folder }
        }
        var upward: [String] = []
        for file in files {
            let code = file.text.replacing(#/\/\/[^\n]*/#, with: "").replacing(#/"(?:[^"\\\n]|\\.)*"/#, with: "\"\"")
            let level = try #require(Self.layers.firstIndex(of: file.folder))
            for (name, folder) in declaredIn where Self.layers.firstIndex(of: folder)! > level {
                // Simple word boundaries: Swift's default (Unicode) ones miss `Name.self`.
                if code.firstMatch(of: try Regex("\\b\(name)\\b").wordBoundaryKind(.simple)) != nil {
                    upward.append("\(file.folder)/\(file.name) uses \(name) from \(folder)/")
                }
            }
        }
        #expect(upward.isEmpty, "\(upward.sorted().joined(separator: "\n"))")

        let oneFrame = try String(
            contentsOf: DocumentReferenceTests.root.appendingPathComponent("Docs/OneFrame.md"), encoding: .utf8)
        let paragraph = try #require(oneFrame.range(of: "Sources/FluidPlayground  the app any scene runs in"))
        let listed = oneFrame[paragraph.upperBound...].prefix(900).matches(of: #/(\w+)/ \(/#).map {
            String($0.output.1)
        }
        #expect(Array(listed.prefix(Self.layers.count - 1)) == Array(Self.layers.dropFirst()))
    }
}
