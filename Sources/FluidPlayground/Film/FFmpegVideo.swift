import Compositor
import Foundation
import ViewTree

/// An MP4 (H.264 in yuv420p, what phones, browsers and chat apps play) made by the `ffmpeg`
/// program from frames fed to it raw, one after another, through a pipe. Fluid does not encode
/// video itself: ffmpeg's libx264 is the well-kept encoder. ffmpeg writes to a hidden file beside
/// the destination, which the film renames once it is whole. Its flags ask for the same bytes on
/// every run (`-fflags +bitexact`, no metadata, one thread).
final class FFmpegVideo {
    /// Why an MP4 cannot be made here, or nil when `ffmpeg` is on `PATH`.
    static func unavailableReason(path: String? = ProcessInfo.processInfo.environment["PATH"]) -> String? {
        program(path: path) == nil
            ? "writing an MP4 needs the ffmpeg program, which is not on PATH: install the ffmpeg package (apt-get install ffmpeg, brew install ffmpeg), or film --out F.gif or F.apng"
            : nil
    }

    /// `ffmpeg` in a folder of `PATH`.
    static func program(path: String?) -> URL? {
        for folder in (path ?? "").split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("ffmpeg")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    private let process = Process()
    private let input = Pipe()
    private let output: URL
    private let log: URL
    private let width: Int, height: Int

    /// Starts ffmpeg on frames of `width` × `height` px at `fps`, writing `output`.
    init(width: Int, height: Int, fps: Int, output: URL) throws {
        guard let program = Self.program(path: ProcessInfo.processInfo.environment["PATH"]) else {
            throw PlaygroundError.failed(Self.unavailableReason() ?? "no ffmpeg")
        }
        self.width = width
        self.height = height
        self.output = output
        log = output.appendingPathExtension("log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        process.executableURL = program
        process.arguments = [
            "-hide_banner", "-loglevel", "error", "-nostdin", "-y",
            "-f", "rawvideo", "-pix_fmt", "rgba", "-video_size", "\(width)x\(height)", "-framerate", "\(fps)", "-i",
            "pipe:0",
            // yuv420p wants even sides: an odd one gets a row or column more, the last repeated.
            "-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2:0:0:color=black",
            "-c:v", "libx264", "-preset", "medium", "-crf", "18", "-pix_fmt", "yuv420p", "-threads", "1",
            "-movflags", "+faststart", "-map_metadata", "-1", "-fflags", "+bitexact", "-flags:v", "+bitexact",
            "-f", "mp4", output.path,
        ]
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: log)
        do { try process.run() } catch {
            throw PlaygroundError.failed("could not start \(program.path): \(error.localizedDescription)")
        }
        // Only ffmpeg reads the pipe: once it ends, a write fails instead of waiting for ever.
        try? input.fileHandleForReading.close()
    }

    /// Sends the next frame; fails with ffmpeg's own words when it has stopped.
    func append(_ frame: PixelBuffer) throws {
        precondition(frame.width == width && frame.height == height, "a frame of another size")
        let descriptor = input.fileHandleForWriting.fileDescriptor
        // SIGPIPE would end the whole process when ffmpeg has gone: the write fails with EPIPE instead.
        let previous = signal(SIGPIPE, SIG_IGN)
        defer { signal(SIGPIPE, previous) }
        try frame.bytes.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw PlaygroundError.failed("ffmpeg stopped taking frames: \(finish(failed: true))")
                }
                offset += written
            }
        }
    }

    /// Waits for ffmpeg to end the file; fails with its first line of complaint.
    func finish() throws {
        let said = finish(failed: false)
        guard process.terminationStatus == 0 else {
            throw PlaygroundError.failed("ffmpeg failed (exit status \(process.terminationStatus)): \(said)")
        }
    }

    /// Closes the pipe, waits, and returns what ffmpeg said (its first line) or "no message".
    private func finish(failed: Bool) -> String {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        let said = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        try? FileManager.default.removeItem(at: log)
        if failed { try? FileManager.default.removeItem(at: output) }
        return said.split(separator: "\n").first.map(String.init) ?? "no message"
    }
}
