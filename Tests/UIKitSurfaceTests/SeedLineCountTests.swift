import FluidTestSupport
import Foundation
import Testing

/// Counts, for each seed article in `Sources/SeedArticles`, the article's code lines and the lines
/// changed for Fluid, and holds README's table to them and to issue 24's goal (at most 10 % of an
/// article's interaction code changed).
///
/// The marks the port files use: a code line (not blank, not only a comment) ending in a
/// `// Fluid:` comment is the article's line, changed; one ending in `// Stand-in:`, or lying
/// between `// Stand-in begin` and `// Stand-in end` lines, is not the article's (what it only
/// describes, or what a storyboard did) unless it also carries `// Fluid:`. Every other code
/// line is the article's, as written.
@Suite struct SeedLineCountTests {
    struct Count: Equatable, CustomStringConvertible {
        var articleLines = 0
        var changed = 0
        var standIn = 0
        var description: String { "\(articleLines) article lines, \(changed) changed, \(standIn) stand-in" }
    }

    static let repository = TestAssets.repository

    static let ports: [(seed: String, file: String)] = [
        ("000", "Seed000SwipeCell.swift"), ("001", "Seed001SwipePages.swift"), ("002", "Seed002SwipeCards.swift"),
        ("003", "Seed003BottomSheet.swift"), ("004", "Seed004StretchyHeader.swift"),
    ]

    static func count(_ source: String) -> Count {
        var count = Count()
        var inStandIn = false
        for raw in source.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("// Stand-in begin") {
                inStandIn = true
                continue
            }
            if line.hasPrefix("// Stand-in end") {
                inStandIn = false
                continue
            }
            guard !line.isEmpty, !line.hasPrefix("//"), !line.hasPrefix("/*"), !line.hasPrefix("*") else { continue }
            if line.contains("// Fluid:") {
                count.articleLines += 1
                count.changed += 1
            } else if inStandIn || line.contains("// Stand-in:") {
                count.standIn += 1
            } else {
                count.articleLines += 1
            }
        }
        return count
    }

    /// README's rows: `| 00N | … | article lines | changed | stand-in | … |`.
    static func readmeTable() throws -> [String: Count] {
        let readme = try String(contentsOf: repository.appendingPathComponent("README.md"), encoding: .utf8)
        var rows: [String: Count] = [:]
        for line in readme.split(separator: "\n") where line.hasPrefix("| 00") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 5, let article = Int(cells[2]), let changed = Int(cells[3]),
                let standIn = Int(cells[4])
            else { continue }
            rows[String(cells[0].prefix(3))] = Count(articleLines: article, changed: changed, standIn: standIn)
        }
        return rows
    }

    @Test func theCounterFollowsTheMarks() {
        let source = """
            import UIKit
            // a comment
            let a = 1 // Fluid: changed
            let b = 2 // Stand-in: not the article's

            // Stand-in begin
            let c = 3
            let d = 4 // Fluid: the article's line, changed, inside a stand-in
            // Stand-in end
            let e = 5
            """
        #expect(Self.count(source) == Count(articleLines: 4, changed: 2, standIn: 2))
    }

    @Test func readmeTablesEachArticlesCountAndEachChangesAtMostTenPercent() throws {
        let table = try Self.readmeTable()
        for port in Self.ports {
            let url = Self.repository.appendingPathComponent("Sources/SeedArticles/\(port.file)")
            let count = Self.count(try String(contentsOf: url, encoding: .utf8))
            #expect(table[port.seed] == count, "README's row for seed \(port.seed) (\(port.file)): it has \(count)")
            #expect(Double(count.changed) <= 0.1 * Double(count.articleLines), "seed \(port.seed): \(count)")
        }
    }
}
