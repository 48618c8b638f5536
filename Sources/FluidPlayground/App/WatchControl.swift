import Foundation
import Synchronization

/// The window app's side of `playground watch` (Docs/Playground.md, "Watch"): commands from the
/// watcher, one a line on standard input, read on a thread of their own and taken by the app
/// each frame. `error TEXT` shows a failed build's first error on the canvas (`\n` in TEXT for a
/// new line), `clear` takes it away, `quit` ends the app; so does the end of the input (the
/// watcher is gone).
final class WatchControl: Sendable {
    enum Command: Equatable, Sendable {
        case error(String)
        case clear
        case quit
    }

    private let pending = Mutex<[Command]>([])

    /// Starts reading standard input; `wake` is called from the reading thread after each command.
    init(wake: @escaping @Sendable () -> Void) {
        Thread.detachNewThread { [self] in
            while let line = readLine() {
                guard let command = Self.command(from: line) else { continue }
                pending.withLock { $0.append(command) }
                wake()
            }
            pending.withLock { $0.append(.quit) }
            wake()
        }
    }

    /// The command a line says, nil for a line that is none.
    static func command(from line: String) -> Command? {
        let line = line.trimmingCharacters(in: .whitespaces)
        if line == "clear" { return .clear }
        if line == "quit" { return .quit }
        guard line.hasPrefix("error ") else { return nil }
        return .error(String(line.dropFirst(6)).replacingOccurrences(of: "\\n", with: "\n"))
    }

    /// The commands read since the last call, in order.
    func take() -> [Command] {
        pending.withLock { commands in
            defer { commands.removeAll() }
            return commands
        }
    }
}

extension PlaygroundApp {
    /// Does what the watcher asked.
    func obey(_ commands: [WatchControl.Command]) {
        for command in commands {
            switch command {
            case let .error(text): buildErrorView.show(text, on: window)
            case .clear: buildErrorView.removeFromSuperview()
            case .quit: wantsToQuit = true
            }
        }
    }
}
