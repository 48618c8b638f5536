import Foundation
import ViewTree

/// What went wrong while loading assets or drawing, with what to do about it.
public enum RenderError: Error, CustomStringConvertible, Equatable {
    case missingFile(path: String, what: String)
    case unreadableFile(path: String, what: String, reason: String)
    case sdl(call: String, message: String)
    case unwritableOutput(path: String, reason: String)

    public var description: String {
        switch self {
        case let .missingFile(path, what):
            return "\(what) not found at \(path)"
        case let .unreadableFile(path, what, reason):
            return "\(what) at \(path) cannot be read: \(reason)"
        case let .sdl(call, message):
            return "\(call) failed: \(message)"
        case let .unwritableOutput(path, reason):
            return "cannot write \(path): \(reason)"
        }
    }
}
