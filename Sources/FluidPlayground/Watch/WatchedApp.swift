import Foundation
import Synchronization

/// The app `playground watch` runs: a built program started with `--control`, told on its
/// standard input what to show or to quit, heard on its standard output when its first frame
/// comes (`ready`) and where its window was at exit (`frame X Y W H`). Its messages on standard
/// error go to the terminal as they are.
final class WatchedApp: Sendable {
    private let process: Process
    private let input: FileHandle
    private let heard = Mutex<Heard>(Heard())

    private struct Heard {
        var readyAt: Date?
        var frame: String?
    }

    /// Starts `binary` with `arguments` (plus `--control`).
    init(binary: URL, arguments: [String]) throws {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments + ["--control"]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        self.process = process
        self.input = input.fileHandleForWriting
        let reading = output.fileHandleForReading
        Thread.detachNewThread { [self] in
            var buffer = Data()
            while true {
                let chunk = reading.availableData
                if chunk.isEmpty { break }
                buffer.append(chunk)
                while let newline = buffer.firstIndex(of: 10) {
                    let line = String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self)
                    buffer.removeSubrange(buffer.startIndex...newline)
                    hear(line)
                }
            }
        }
    }

    private func hear(_ line: String) {
        if line == "ready" {
            heard.withLock { $0.readyAt = Date() }
        } else if line.hasPrefix("frame ") {
            heard.withLock { $0.frame = String(line.dropFirst(6)) }
        } else {
            // What the app prints on standard output (`C`'s code) goes on to the terminal.
            print(line)
        }
    }

    var isRunning: Bool { process.isRunning }

    /// When the first frame came, nil before.
    var readyAt: Date? { heard.withLock { $0.readyAt } }

    /// Waits up to `timeout` seconds for the first frame; when it came, nil if it did not.
    func waitUntilReady(timeout: TimeInterval) -> Date? {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline, process.isRunning {
            if let readyAt { return readyAt }
            Thread.sleep(forTimeInterval: 0.005)
        }
        return readyAt
    }

    /// Sends one command line (`error TEXT`, `clear`).
    func send(_ line: String) {
        try? input.write(contentsOf: Data((line + "\n").utf8))
    }

    /// Asks the app to quit and waits for it (at most `timeout` seconds, then ends it): where its
    /// window was, as `--window-frame` takes it, if it said.
    func quit(timeout: TimeInterval = 3) -> String? {
        send("quit")
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
        // The reading thread may still be taking the last line.
        Thread.sleep(forTimeInterval: 0.02)
        return heard.withLock { $0.frame }?.split(separator: " ").joined(separator: ",")
    }
}
