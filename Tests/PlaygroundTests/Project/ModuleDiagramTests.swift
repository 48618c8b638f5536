import Foundation
import Testing

/// Docs/OneFrame.md's module diagram ("Modules and which way they point") is `Package.swift`'s:
/// every target appears once with exactly the dependencies it declares, and every target depends
/// only on targets listed below it, so the arrows point one way.
@Suite
struct ModuleDiagramTests {
    static let root = DocumentReferenceTests.root

    /// `name ──► A, B, C  comment` lines of the diagram's code block, in order.
    static func diagram() throws -> [(target: String, dependencies: Set<String>)] {
        let text = try String(contentsOf: root.appendingPathComponent("Docs/OneFrame.md"), encoding: .utf8)
        let section = try #require(
            text.range(of: "## Modules and which way they point"), "Docs/OneFrame.md has the section")
        let after = text[section.upperBound...]
        let open = try #require(after.range(of: "```\n"), "the section has a code block")
        let close = try #require(after[open.upperBound...].range(of: "```"), "the code block ends")
        return after[open.upperBound..<close.lowerBound].split(separator: "\n").map { line in
            let parts = line.components(separatedBy: "──► ")
            let target = parts[0].trimmingCharacters(in: .whitespaces)
            let rest = parts.count > 1 ? parts[1] : ""
            // The list runs to two spaces (a comment follows) or the end; none when a space opens it.
            let list = rest.hasPrefix(" ") ? "" : rest.components(separatedBy: "  ")[0]
            let dependencies = list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            return (target, Set(dependencies.filter { !$0.isEmpty }))
        }
    }

    /// Every target of `Package.swift` and the names it depends on (targets, and products by name).
    static func package() throws -> [String: Set<String>] {
        let text = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let declarations = text.matches(of: #/\.(?:target|executableTarget|testTarget|systemLibrary)\(/#)
        var targets: [String: Set<String>] = [:]
        for (index, declaration) in declarations.enumerated() {
            let end = index + 1 < declarations.count ? declarations[index + 1].range.lowerBound : text.endIndex
            let body = text[declaration.range.upperBound..<end]
            let name = try #require(body.firstMatch(of: #/name:\s*"([^"]+)"/#)).output.1
            var dependencies = Set<String>()
            if let list = body.firstMatch(of: #/dependencies:\s*\[/#) {
                // The bracketed list, nested brackets included.
                var depth = 1, cursor = list.range.upperBound
                while depth > 0, cursor < body.endIndex {
                    if body[cursor] == "[" { depth += 1 } else if body[cursor] == "]" { depth -= 1 }
                    cursor = body.index(after: cursor)
                }
                let inside = body[list.range.upperBound..<cursor]
                    .replacing(#/package:\s*"[^"]*"/#, with: "")  // a product's package is not a dependency
                dependencies = Set(inside.matches(of: #/"([^"]+)"/#).map { String($0.output.1) })
            }
            targets[String(name)] = dependencies
        }
        return targets
    }

    @Test func theDiagramListsEveryTargetWithTheDependenciesPackageSwiftDeclares() throws {
        let diagram = try Self.diagram()
        let package = try Self.package()
        #expect(package.count >= 20, "Package.swift read: \(package.keys.sorted())")
        let listed = diagram.map(\.target)
        #expect(
            Set(listed) == Set(package.keys),
            "targets missing from the diagram: \(Set(package.keys).subtracting(listed).sorted()), listed but not in Package.swift: \(Set(listed).subtracting(package.keys).sorted())"
        )
        #expect(listed.count == Set(listed).count, "a target listed twice")
        for (target, dependencies) in diagram {
            #expect(
                dependencies == package[target],
                "\(target): the diagram says \(dependencies.sorted()), Package.swift \(package[target]?.sorted() ?? [])"
            )
        }
    }

    @Test func everyTargetDependsOnlyOnTargetsListedBelowIt() throws {
        let diagram = try Self.diagram()
        let position = Dictionary(uniqueKeysWithValues: diagram.enumerated().map { ($1.target, $0) })
        for (index, entry) in diagram.enumerated() {
            for dependency in entry.dependencies {
                guard let below = position[dependency] else { continue }  // a package from outside
                #expect(below > index, "\(entry.target) depends on \(dependency), which is listed above it")
            }
        }
    }

    /// The compositor is the only Swift module that reaches SDL or the C pixel code: every other
    /// source file of the product stays above it (Docs/OneFrame.md, "Modules and which way they point").
    @Test func onlyTheCompositorImportsSDLOrThePixelCode() throws {
        let sources = Self.root.appendingPathComponent("Sources")
        let enumerator = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        var checked = 0
        var offenders: [String] = []
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            let relative = String(url.path.dropFirst(sources.path.count + 1))
            guard !relative.hasPrefix("Compositor/") else { continue }
            checked += 1
            let text = try String(contentsOf: url, encoding: .utf8)
            if text.contains(#/(?m)^\s*(@\w+\s+)*import\s+(CSDL2|CRaster|CWindowSystem)\b/#) {
                offenders.append(relative)
            }
        }
        #expect(checked > 100, "read \(checked) source files")
        #expect(offenders.isEmpty, "import SDL or CRaster outside Sources/Compositor: \(offenders.sorted())")
    }
}
