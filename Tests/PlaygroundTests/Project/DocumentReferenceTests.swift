import FluidTestSupport
import Foundation
import Testing

/// Every document the code cites ships with the repository, and every section it cites by number
/// (`Docs/Motion.md §2.1`) or by title (`Docs/OneFrame.md, "Global state"`) is a heading there.
@Suite
struct DocumentReferenceTests {
    static let root = TestAssets.repository

    struct Citation: CustomStringConvertible {
        var file: String
        var document: String
        var sections: [String]
        var titles: [String]
        var description: String { "\(file) cites \(document) \(sections) \(titles)" }
    }

    /// The citations in one source text; comment markers between lines are dropped first, so a
    /// citation broken over two comment lines is read whole.
    static func citations(in text: String, file: String) -> [Citation] {
        let joined = text.replacingOccurrences(of: #"\n\s*///?\s*"#, with: " ", options: .regularExpression)
        let pattern = #/([A-Za-z0-9_./-]+\.md)\b([^)\n;]{0,40})/#
        return joined.matches(of: pattern).map { match in
            let tail = String(match.output.2)
            let sections = tail.matches(of: #/§(\d+(?:\.\d+)?)/#).map { String($0.output.1) }
            let titles =
                tail.hasPrefix(", \"") ? tail.matches(of: #/"([^"]+)"/#).prefix(1).map { String($0.output.1) } : []
            return Citation(file: file, document: String(match.output.1), sections: sections, titles: titles)
        }
    }

    /// Whether `markdown` has a heading for section `number` (`## 2.`, `### 2.1 `, `## §3 `).
    static func hasSection(_ number: String, in markdown: String) -> Bool {
        markdown.split(separator: "\n").contains { line in
            guard let match = line.firstMatch(of: #/^#{1,4} §?(\d+(?:\.\d+)?)\.?\s/#) else { return false }
            return match.output.1 == number
        }
    }

    static func hasTitle(_ title: String, in markdown: String) -> Bool {
        markdown.split(separator: "\n").contains { $0.hasPrefix("#") && $0.contains(title) }
    }

    static func sourceFiles() throws -> [URL] {
        var files: [URL] = []
        for folder in ["Sources", "Tests"] {
            let enumerator = FileManager.default.enumerator(
                at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL {
                if ["swift", "sh", "py"].contains(url.pathExtension) { files.append(url) }
            }
        }
        return files
    }

    @Test func everyCitedDocumentAndSectionExists() throws {
        let files = try Self.sourceFiles()
        #expect(files.count > 100)
        var checked = 0
        for url in files where url.lastPathComponent != "DocumentReferenceTests.swift" {
            let relative = String(url.path.dropFirst(Self.root.path.count + 1))
            for citation in Self.citations(in: try String(contentsOf: url, encoding: .utf8), file: relative) {
                let candidates = [
                    Self.root.appendingPathComponent(citation.document),
                    url.deletingLastPathComponent().appendingPathComponent(citation.document),
                ]
                guard let document = candidates.first(where: { FileManager.default.fileExists(atPath: $0.path) }) else {
                    Issue.record("\(citation): no such file in the repository")
                    continue
                }
                let markdown = try String(contentsOf: document, encoding: .utf8)
                for section in citation.sections where !Self.hasSection(section, in: markdown) {
                    Issue.record("\(citation): \(citation.document) has no section \(section)")
                }
                for title in citation.titles where !Self.hasTitle(title, in: markdown) {
                    Issue.record("\(citation): \(citation.document) has no heading \"\(title)\"")
                }
                checked += 1
            }
        }
        #expect(checked > 100, "citations found: \(checked)")
    }

    /// The reader itself: a citation over two comment lines, several sections, a title, and the
    /// heading styles the documents use.
    @Test func citationsAndHeadingsAreRead() {
        let text =
            "/// a spring (Docs/Motion.md\n///   §2.1/§2.3) and (Docs/OneFrame.md, \"Global state\") and physics.md §9.9."
        let found = Self.citations(in: text, file: "x.swift")
        #expect(found.map(\.document) == ["Docs/Motion.md", "Docs/OneFrame.md", "physics.md"])
        #expect(
            found[0].sections == ["2.1", "2.3"] && found[1].titles == ["Global state"] && found[2].sections == ["9.9"])
        let markdown = "# T\n## 1. One\n### 2.1 Two\n## §3 Three\n## Global state\n"
        #expect(
            Self.hasSection("1", in: markdown) && Self.hasSection("2.1", in: markdown)
                && Self.hasSection("3", in: markdown))
        #expect(!Self.hasSection("2", in: markdown) && !Self.hasSection("1.1", in: markdown))
        #expect(Self.hasTitle("Global state", in: markdown))
    }
}
