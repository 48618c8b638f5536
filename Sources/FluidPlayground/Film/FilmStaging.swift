import Foundation

/// `film --out DIR` writes its frames into `.DIR.<pid>.partial` beside `DIR` and renames it when
/// all is written; `film --out F.mp4` has ffmpeg write `.F.mp4.<pid>.partial.mp4`. A film killed
/// on the way leaves that folder or file (tens of megabytes); the next film in the same folder
/// removes those of processes that are gone.
enum FilmStaging {
    /// The staging folder's name for `name` in process `pid`.
    static func name(for name: String, pid: Int32) -> String { ".\(name).\(pid).partial" }

    /// The file ffmpeg writes an MP4 named `name` into, in process `pid` (ffmpeg picks the
    /// container by the extension, so it ends in `.mp4`).
    static func videoName(for name: String, pid: Int32) -> String { Self.name(for: name, pid: pid) + ".mp4" }

    /// The process id in a staging folder's or video's name, or nil when `name` is neither.
    static func pid(inName name: String) -> Int32? {
        let name = name.hasSuffix(".partial.mp4") ? String(name.dropLast(".mp4".count)) : name
        guard name.hasPrefix("."), name.hasSuffix(".partial") else { return nil }
        let parts = name.dropLast(".partial".count).split(separator: ".")
        guard parts.count >= 2, let last = parts.last else { return nil }
        return Int32(last)
    }

    /// Removes the staging folders in `folder` whose process has ended and that hold only a
    /// film's files (`frame-NNNN.png`, `contact-sheet.png`), and such processes' partial videos:
    /// anything else is left alone.
    static func removeStale(in folder: URL) {
        let files = FileManager.default
        guard let names = try? files.contentsOfDirectory(atPath: folder.path) else { return }
        for name in names {
            guard let pid = pid(inName: name), pid != getpid(), !isRunning(pid) else { continue }
            let staging = folder.appendingPathComponent(name)
            var isFolder: ObjCBool = false
            guard files.fileExists(atPath: staging.path, isDirectory: &isFolder) else { continue }
            if !isFolder.boolValue {
                if name.hasSuffix(".partial.mp4") { try? files.removeItem(at: staging) }
                continue
            }
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
