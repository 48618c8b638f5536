import Compositor
import Foundation

/// What `playground film` writes, chosen by `--format` or else by the name after `--out`: a new
/// folder of frame PNGs with a contact sheet, the contact sheet alone (`.png`), or one animated
/// file to share: an animated PNG (`.apng`, lossless), a GIF (`.gif`, one palette for the film)
/// or an MP4 video (`.mp4`, through the `ffmpeg` program).
enum FilmFormat: String, CaseIterable {
    case frames, sheet, apng, gif, mp4

    /// The format for `out`: `format` when given (it must suit the name), else the name's.
    static func choose(format: String?, out: URL) throws -> FilmFormat {
        let suffix = out.pathExtension.lowercased()
        let named: FilmFormat? =
            switch suffix {
            case "png": .sheet
            case "apng": .apng
            case "gif": .gif
            case "mp4": .mp4
            case "": .frames
            default: nil
            }
        guard let format else {
            guard let named else {
                throw PlaygroundError.badArgument(
                    "--out must be a new folder, a .png (contact sheet), .apng, .gif or .mp4 file (got '.\(suffix)'), or name the kind with --format"
                )
            }
            return named
        }
        guard let chosen = FilmFormat(rawValue: format.lowercased()), chosen != .sheet,
            chosen != .frames || suffix.isEmpty
        else {
            throw PlaygroundError.badArgument(
                "--format must be apng, gif or mp4 (got '\(format)'); without it, --out's name chooses: a folder, .png, .apng, .gif or .mp4"
            )
        }
        // An animated PNG may be called .png; otherwise the name must say what it holds.
        guard named == chosen || (chosen == .apng && suffix == "png") else {
            throw PlaygroundError.badArgument(
                "--format \(chosen.rawValue) writes a .\(chosen.rawValue) file, but --out is '\(out.lastPathComponent)': name it .\(chosen.rawValue)"
            )
        }
        return chosen
    }

    /// Whether the film is one animated file.
    var isAnimated: Bool { self == .apng || self == .gif || self == .mp4 }

    /// What `playground film` says it wrote.
    var noun: String {
        switch self {
        case .apng: "an animated PNG"
        case .gif: "a GIF"
        case .mp4: "an MP4 video"
        case .frames: "frames"
        case .sheet: "a contact sheet"
        }
    }
}
