import FluidTestSupport
import Foundation
import Testing

/// The `playground` binary as a user runs it: it renders, helps, and works from any folder. Bad
/// input is the table in `BadInputTests`, which uses these helpers.
@Suite
struct CommandLineTests {
    struct Result {
        var status: Int32
        var output: String
        var error: String
    }

    /// The built executable, beside this test bundle.
    static var executable: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("playground")
    }

    static let usage: Int32 = 64, failure: Int32 = 1

    func run(
        _ arguments: [String], environment: [String: String] = [:], executable: URL = Self.executable,
        in folder: URL? = nil
    ) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.currentDirectoryURL = folder
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = nil
        env["WAYLAND_DISPLAY"] = nil
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
            error: String(decoding: errorData, as: UTF8.self))
    }

    func temporaryFolder() throws -> URL {
        let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent(
            "fluid-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    func expectOneLineError(
        _ result: Result, status: Int32, mentioning fragments: [String],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(result.status == status, "exit status", sourceLocation: sourceLocation)
        let lines = result.error.split(separator: "\n")
        #expect(lines.count == 1, "one line on stderr, got: \(result.error)", sourceLocation: sourceLocation)
        for fragment in fragments {
            #expect(
                result.error.contains(fragment), "'\(fragment)' in: \(result.error)", sourceLocation: sourceLocation)
        }
    }

    @Test func executableIsBuilt() {
        #expect(
            FileManager.default.isExecutableFile(atPath: Self.executable.path),
            "build the playground first (`swift build`): \(Self.executable.path)")
    }

    @Test func renderWritesAPNG() throws {
        let out = try temporaryFolder().appendingPathComponent("gallery.png")
        let result = try run(["render", "--scene", "0", "--scale", "1", "--out", out.path])
        #expect(result.status == 0, "stderr: \(result.error)")
        let data = try Data(contentsOf: out)
        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]), "a PNG signature")
    }

    /// `--reduce-motion` reaches the app: the frame differs from the same replay without it (the
    /// status bar's badge, the flicked card fading where it was let go; ReduceMotionTests checks
    /// each scene's motion), and `film --help` lists it.
    @Test func reduceMotionChangesWhatIsRendered() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("flick.gesture")
        let flick = """
            {"format":"fluid-gesture","version":1,"scene":3,"width":390,"height":844,"scale":1}
            {"t":0.2,"type":"drag","from":[195,370],"to":[345,380],"duration":0.15,"rate":120}
            """
        try Data((flick + "\n").utf8).write(to: file)
        var pictures: [Data] = []
        for flag in [[], ["--reduce-motion"]] {
            let out = folder.appendingPathComponent("flick\(flag.count).png")
            let result = try run(
                ["render", "--replay", file.path, "--at", "0.4", "--scale", "1", "--out", out.path] + flag)
            #expect(result.status == 0, "stderr: \(result.error)")
            pictures.append(try Data(contentsOf: out))
        }
        #expect(pictures[0] != pictures[1])
        let help = try run(["film", "--help"])
        #expect(help.output.contains("--reduce-motion"))
    }

    /// A row swiped left past the screen's edge closes with nothing to move (it was closed): the
    /// replay says nothing on standard error (an empty animation once warned "no driver").
    @Test func aSwipeThatMovesNothingReplaysSilently() throws {
        let folder = try temporaryFolder()
        let file = folder.appendingPathComponent("left.gesture")
        try Data(
            ("""
            {"format":"fluid-gesture","version":1,"scene":1,"width":390,"height":844,"scale":2}
            {"t":0.5,"type":"drag","from":[300,200],"to":[-80,205],"duration":0.3,"rate":120}
            """ + "\n").utf8
        ).write(to: file)
        let result = try run([
            "render", "--replay", file.path, "--at", "1.5", "--scale", "1", "--out",
            folder.appendingPathComponent("out.png").path,
        ])
        #expect(result.status == 0 && result.error.isEmpty, "stderr: \(result.error)")
        try? FileManager.default.removeItem(at: folder)
    }

    /// A film killed on the way leaves `.NAME.PID.partial` (or an MP4's `.NAME.PID.partial.mp4`)
    /// beside its destination; the next film in that folder removes those of ended processes that
    /// hold only a film's files, and leaves a running film's and any folder with other files in it.
    @Test func aKilledFilmsStagingIsRemovedByTheNext() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let ended = Process()
        ended.executableURL = URL(fileURLWithPath: "/bin/true")
        try ended.run()
        ended.waitUntilExit()
        let files = FileManager.default
        func staging(_ name: String, pid: Int32, holding contents: [String]) throws -> URL {
            let url = folder.appendingPathComponent(".\(name).\(pid).partial")
            try files.createDirectory(at: url, withIntermediateDirectories: false)
            for file in contents { try Data([1]).write(to: url.appendingPathComponent(file)) }
            return url
        }
        let stale = try staging("old", pid: ended.processIdentifier, holding: ["frame-0000.png", "contact-sheet.png"])
        let foreign = try staging("notes", pid: ended.processIdentifier, holding: ["frame-0000.png", "notes.txt"])
        let running = try staging("live", pid: getpid(), holding: ["frame-0000.png"])
        let video = folder.appendingPathComponent(".clip.mp4.\(ended.processIdentifier).partial.mp4")
        let liveVideo = folder.appendingPathComponent(".clip.mp4.\(getpid()).partial.mp4")
        for url in [video, liveVideo] { try Data([1]).write(to: url) }
        let gesture = folder.appendingPathComponent("g.gesture")
        try Data(#"{"format":"fluid-gesture","version":1,"scene":3,"width":390,"height":844,"scale":1}"#.utf8).write(
            to: gesture)
        let result = try run([
            "film", "--replay", gesture.path, "--to", "0.2", "--fps", "5", "--out",
            folder.appendingPathComponent("new").path,
        ])
        #expect(result.status == 0, "stderr: \(result.error)")
        #expect(
            !files.fileExists(atPath: stale.path) && files.fileExists(atPath: foreign.path)
                && files.fileExists(atPath: running.path))
        #expect(!files.fileExists(atPath: video.path) && files.fileExists(atPath: liveVideo.path))
        #expect(files.fileExists(atPath: folder.appendingPathComponent("new/contact-sheet.png").path))
    }

    /// `film --out F.gif` and `F.apng`: one file each, the same bytes on a second run, with as many
    /// frames as the film; a film over `--max-megabytes` fails in one line and writes nothing.
    @Test func aFilmIsOneAnimatedFileToShare() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let gesture = TestAssets.repository.appendingPathComponent(
            "Examples/Gestures/3-card-stack-drag-and-throw.gesture")
        func film(_ name: String, _ extra: [String] = []) throws -> (Result, Data?) {
            let out = folder.appendingPathComponent(name)
            let result = try run(
                [
                    "film", "--replay", gesture.path, "--from", "0.3", "--to", "0.6", "--fps", "10", "--scale", "1",
                    "--out", out.path,
                ]
                    + extra)
            return (result, FileManager.default.contents(atPath: out.path))
        }
        let (gifRun, gif) = try film("cards.gif")
        #expect(gifRun.status == 0, "stderr: \(gifRun.error)")
        #expect(gifRun.output.contains("a GIF of 4 frames at 10 fps"), "\(gifRun.output)")
        let gifBytes = try #require(gif)
        #expect(gifBytes.starts(with: Array("GIF89a".utf8)) && gifBytes.last == 0x3B)
        // An image descriptor follows each frame's graphic control block.
        #expect(
            gifBytes.indices.dropLast(9).filter {
                gifBytes[$0] == 0x21 && gifBytes[$0 + 1] == 0xF9 && gifBytes[$0 + 8] == 0x2C
            }.count == 4)
        #expect(try film("again.gif").1 == gifBytes, "the same bytes twice")

        let (apngRun, apng) = try film("cards.apng")
        #expect(apngRun.status == 0, "stderr: \(apngRun.error)")
        let apngBytes = [UInt8](try #require(apng))
        let control = try #require(
            apngBytes.indices.dropLast(12).first { String(decoding: apngBytes[$0..<($0 + 4)], as: UTF8.self) == "acTL" }
        )
        #expect(apngBytes[(control + 4)..<(control + 8)] == [0, 0, 0, 4], "4 frames")
        #expect(try film("again.apng").1 == Data(apngBytes), "the same bytes twice")
        #expect(try film("as.png", ["--format", "apng"]).1 == Data(apngBytes), "an animated PNG may be named .png")
        // With the inspector's panel beside the phone: 390 + 360 px wide at 1×.
        let withPanel = [UInt8](try #require(try film("panel.apng", ["--inspector"]).1))
        #expect(
            withPanel[16..<20] == [0, 0, 0x02, 0xEE] && apngBytes[16..<20] == [0, 0, 0x01, 0x86], "750 and 390 px")

        let (tooBig, written) = try film("big.gif", ["--to", "2", "--fps", "30", "--max-megabytes", "1"])
        expectOneLineError(
            tooBig, status: Self.failure, mentioning: ["the film would be over 1 MB", "nothing was written"])
        #expect(written == nil, "no file")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".") }.isEmpty,
            "nothing left behind")
    }

    /// `film --out F.mp4` hands the frames to ffmpeg where it is installed (the same bytes twice, an
    /// MP4 file), and says in one line which package to install where it is not.
    @Test func aFilmAsAnMP4GoesThroughFFmpeg() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let gesture = TestAssets.repository.appendingPathComponent(
            "Examples/Gestures/3-card-stack-drag-and-throw.gesture")
        let arguments = [
            "film", "--replay", gesture.path, "--from", "0.3", "--to", "0.6", "--fps", "10", "--scale", "1",
        ]
        let missing = try run(
            arguments + ["--out", folder.appendingPathComponent("none.mp4").path], environment: ["PATH": "/nonexistent"]
        )
        expectOneLineError(
            missing, status: Self.failure, mentioning: ["needs the ffmpeg program", "install the ffmpeg package"])
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("none.mp4").path))
        guard FFmpegProgram.isInstalled else { return }
        var films: [Data] = []
        for name in ["a.mp4", "b.mp4"] {
            let result = try run(arguments + ["--out", folder.appendingPathComponent(name).path])
            #expect(result.status == 0, "stderr: \(result.error)")
            #expect(result.output.contains("an MP4 video of 4 frames at 10 fps"), "\(result.output)")
            films.append(try Data(contentsOf: folder.appendingPathComponent(name)))
        }
        #expect(films[0] == films[1], "the same bytes twice")
        #expect(films[0].count > 1000 && String(decoding: films[0][4..<8], as: UTF8.self) == "ftyp", "an MP4")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["a.mp4", "b.mp4"],
            "nothing left behind")
    }

    /// Whether `ffmpeg` is on this machine's PATH (MP4 films are tried only there).
    enum FFmpegProgram {
        static var isInstalled: Bool {
            (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains {
                FileManager.default.isExecutableFile(atPath: "\($0)/ffmpeg")
            }
        }
    }

    /// The binary and its resource bundle work from any folder, with no source tree behind them; the
    /// binary alone says where it looked for its assets and how to choose them.
    @Test func theBinaryIsRelocatable() throws {
        let install = try temporaryFolder(), elsewhere = try temporaryFolder()
        let binary = install.appendingPathComponent("playground")
        try FileManager.default.copyItem(at: Self.executable, to: binary)
        let out = elsewhere.appendingPathComponent("cards.png")

        let alone = try run(
            ["render", "--scene", "3", "--scale", "1", "--out", "cards.png"], executable: binary, in: elsewhere)
        expectOneLineError(
            alone, status: Self.failure,
            mentioning: [
                "no assets in \(install.path)/Fluid_FluidPlayground.resources/Assets", "--assets DIR or FLUID_ASSETS",
            ])
        #expect(!FileManager.default.fileExists(atPath: out.path))

        let bundle = Self.executable.deletingLastPathComponent().appendingPathComponent(
            "Fluid_FluidPlayground.resources")
        try FileManager.default.copyItem(
            at: bundle, to: install.appendingPathComponent("Fluid_FluidPlayground.resources"))
        let result = try run(
            ["render", "--scene", "3", "--scale", "1", "--out", "cards.png"], executable: binary, in: elsewhere)
        #expect(result.status == 0, "stderr: \(result.error)")
        #expect(
            try Data(contentsOf: out).starts(with: [0x89, 0x50, 0x4E, 0x47]), "the PNG lands in the working folder")
    }

    @Test func helpListsTheCommands() throws {
        let result = try run(["--help"])
        #expect(result.status == 0)
        for word in ["run (default)", "render", "bench"] {
            #expect(result.output.contains(word), "\(word) in \(result.output)")
        }
        let render = try run(["render", "--help"])
        for word in ["--scene", "--scale", "--out", "--time", "--assets"] {
            #expect(render.output.contains(word), "\(word) in \(render.output)")
        }
        #expect(try run(["bench", "--help"]).output.contains("--gesture"))
    }
}
