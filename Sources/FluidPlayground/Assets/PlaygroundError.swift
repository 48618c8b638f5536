import Foundation

/// Errors of the playground itself, each a one-line message.
enum PlaygroundError: Error, CustomStringConvertible {
    /// No scene has that number; `available` lists those there are.
    case unknownScene(Int, available: String)
    case badArgument(String)
    /// A failure at run time that is not a file's or SDL's (those are ``RenderError``s); the message
    /// says what happened and what to do.
    case failed(String)

    /// Whether the command line was wrong (exit status 64) rather than something at run time (1).
    var isUsageError: Bool {
        switch self {
        case .unknownScene, .badArgument: return true
        case .failed: return false
        }
    }

    var description: String {
        switch self {
        case let .failed(message):
            return message
        case let .unknownScene(number, available):
            return "no scene \(number): available are \(available)"
        case let .badArgument(message):
            return message
        }
    }
}
