import Foundation

/// A package's sources as last seen by `playground watch`: each file's modification time under
/// `Sources/`, with `Package.swift`, so that a save, a new file, a removed or renamed one is a
/// change. Polled: a walk of a few hundred files takes about a millisecond, and needs no
/// file-system notification library.
struct SourceSnapshot: Equatable {
    /// Modification times by path relative to the package.
    private(set) var files: [String: Date] = [:]

    /// The package's sources now.
    static func take(of package: URL) -> SourceSnapshot {
        var snapshot = SourceSnapshot()
        let manager = FileManager.default
        for name in ["Package.swift"] {
            let url = package.appendingPathComponent(name)
            if let date = Self.modified(url) { snapshot.files[name] = date }
        }
        let sources = package.appendingPathComponent("Sources")
        guard let walk = manager.enumerator(atPath: sources.path) else { return snapshot }
        while let path = walk.nextObject() as? String {
            // Editors' swap and backup files come and go without being sources.
            let name = (path as NSString).lastPathComponent
            guard !name.hasPrefix("."), !name.hasSuffix("~") else { continue }
            let url = sources.appendingPathComponent(path)
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue else { continue }
            if let date = Self.modified(url) { snapshot.files["Sources/" + path] = date }
        }
        return snapshot
    }

    private static func modified(_ url: URL) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
    }

    /// What changed from `earlier` to this snapshot, newest first: the files saved, added or
    /// removed (a removed one is dated now).
    func changes(since earlier: SourceSnapshot, now: Date = Date()) -> [(path: String, date: Date)] {
        var changed: [(path: String, date: Date)] = []
        for (path, date) in files where earlier.files[path] != date { changed.append((path, date)) }
        for path in earlier.files.keys where files[path] == nil { changed.append((path, now)) }
        return changed.sorted { $0.date > $1.date }
    }
}
