import Foundation

/// `film --out DIR` writes its frames into `.DIR.<pid>.partial` beside `DIR` and renames it when
/// all is written. A film killed on the way leaves that folder (tens of megabytes); the next film
/// in the same folder removes those of processes that are gone.
enum FilmStaging {
    /// The staging folder's name for `name` in process `pid`.
    static func name(for name: String, pid: Int32) -> String { ".\(name).\(pid).partial" }

    /// The process id in a staging folder's name, or nil when `name` is not one.
    static func pid(inName name: String) -> Int32? {
        guard name.hasPrefix("."), name.hasSuffix(".partial") else { return nil }
        let parts = name.dropLast(".partial".count).split(separator: ".")
        guard parts.count >= 2, let last = parts.last else { return nil }
        return Int32(last)
    }

    /// Removes the staging folders in `folder` whose process has ended and that hold only a
    /// film's files (`frame-NNNN.png`, `contact-sheet.png`): anything else is left alone.
    static func removeStale(in folder: URL) {
        let files = FileManager.default
        guard let names = try? files.contentsOfDirectory(atPath: folder.path) else { return }
        for name in names {
            guard let pid = pid(inName: name), pid != getpid(), !isRunning(pid) else { continue }
            let staging = folder.appendingPathComponent(name)
            guard let contents = try? files.contentsOfDirectory(atPath: staging.path),
                contents.allSatisfy({ $0 == "contact-sheet.png" || ($0.hasPrefix("frame-") && $0.hasSuffix(".png")) })
            else { continue }
            try? files.removeItem(at: staging)
        }
    }

    /// Whether process `pid` exists (signal 0 checks without sending; EPERM: it exists, not ours).
    static func isRunning(_ pid: Int32) -> Bool {
        kill(pid, 0) == 0 || errno == EPERM
    }
}
