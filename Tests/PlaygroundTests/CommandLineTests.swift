import Foundation
import Testing
import FluidTestSupport

/// The `playground` binary as a user runs it: bad input gives one line naming the problem and the
/// documented exit status (64 for a wrong command line, 1 for a failure at run time), and nothing
/// is half-written.
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

    func run(_ arguments: [String], environment: [String: String] = [:], executable: URL = Self.executable,
             in folder: URL? = nil) throws -> Result {
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
        return Result(status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
                      error: String(decoding: errorData, as: UTF8.self))
    }

    func temporaryFolder() throws -> URL {
        let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("fluid-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    func expectOneLineError(_ result: Result, status: Int32, mentioning fragments: [String],
                            sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(result.status == status, "exit status", sourceLocation: sourceLocation)
        let lines = result.error.split(separator: "\n")
        #expect(lines.count == 1, "one line on stderr, got: \(result.error)", sourceLocation: sourceLocation)
        for fragment in fragments {
            #expect(result.error.contains(fragment), "'\(fragment)' in: \(result.error)", sourceLocation: sourceLocation)
        }
    }

    @Test func executableIsBuilt() {
        #expect(FileManager.default.isExecutableFile(atPath: Self.executable.path),
                "build the playground first (`swift build`): \(Self.executable.path)")
    }

    @Test func renderWritesAPNG() throws {
        let out = try temporaryFolder().appendingPathComponent("gallery.png")
        let result = try run(["render", "--scene", "0", "--scale", "1", "--out", out.path])
        #expect(result.status == 0, "stderr: \(result.error)")
        let data = try Data(contentsOf: out)
        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]), "a PNG signature")
    }

    @Test func unknownScene() throws {
        let out = try temporaryFolder().appendingPathComponent("x.png")
        let result = try run(["render", "--scene", "7", "--out", out.path])
        expectOneLineError(result, status: Self.usage, mentioning: ["no scene 7", "available are 0"])
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test(arguments: ["0", "1.5", "abc", "-2", "nan"])
    func badScale(value: String) throws {
        let out = try temporaryFolder().appendingPathComponent("x.png")
        let result = try run(["render", "--scale", value, "--out", out.path])
        expectOneLineError(result, status: Self.usage, mentioning: ["--scale must be 1, 2 or 3", "'\(value)'"])
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    /// Negative numbers are values, not options: each says what is wrong with it in one line
    /// (they said "Missing value for '--scene <scene>'" with a usage block).
    @Test(arguments: [
        (["render", "--scene", "-2"], "no scene -2"),
        (["render", "--time", "-1"], "--time must be between 0 and 3600"),
        (["bench", "--frames", "-5"], "--frames must be 1…100000 (got -5)"),
        (["bench", "--runs", "-1"], "--runs must be 1…50 (got -1)"),
    ])
    func negativeNumbersAreReportedAsValues(_ arguments: [String], _ message: String) throws {
        let out = try temporaryFolder().appendingPathComponent("x.png")
        let result = try run(arguments + (arguments[0] == "render" ? ["--out", out.path] : []))
        expectOneLineError(result, status: Self.usage, mentioning: [message])
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test func unwritableOutput() throws {
        let result = try run(["render", "--out", "/nonexistent-folder/g.png"])
        expectOneLineError(result, status: Self.failure, mentioning: ["cannot write /nonexistent-folder/g.png", "does not exist"])
        let notPNG = try run(["render", "--out", "/tmp/g.jpg"])
        expectOneLineError(notPNG, status: Self.usage, mentioning: ["--out must name a .png file"])
    }

    @Test func missingFont() throws {
        let assets = try temporaryFolder()
        try FileManager.default.createDirectory(at: assets.appendingPathComponent("Fonts"), withIntermediateDirectories: true)
        let out = assets.appendingPathComponent("x.png")
        let result = try run(["render", "--assets", assets.path, "--out", out.path])
        expectOneLineError(result, status: Self.failure, mentioning: ["font not found", "NotoSansCJKkr-"])
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test func corruptFontAndImage() throws {
        let assets = try temporaryFolder()
        let fonts = assets.appendingPathComponent("Fonts"), images = assets.appendingPathComponent("Images")
        try FileManager.default.copyItem(at: TestAssets.root.appendingPathComponent("Fonts"), to: fonts)
        try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
        let out = assets.appendingPathComponent("x.png")

        // Images missing: the gallery says which.
        var result = try run(["render", "--assets", assets.path, "--out", out.path])
        expectOneLineError(result, status: Self.failure, mentioning: ["image not found", "alpine-dusk.png"])

        // A damaged image.
        for name in ["alpine-dusk", "wide-panorama"] {
            try FileManager.default.copyItem(at: TestAssets.imageURL(named: name), to: images.appendingPathComponent("\(name).png"))
        }
        try Data("garbage".utf8).write(to: images.appendingPathComponent("wide-panorama.png"))
        result = try run(["render", "--assets", assets.path, "--out", out.path])
        expectOneLineError(result, status: Self.failure, mentioning: ["cannot be read", "wide-panorama.png"])

        // A damaged font.
        try Data(repeating: 7, count: 1000).write(to: fonts.appendingPathComponent("NotoSansCJKkr-Bold-subset.otf"))
        result = try run(["render", "--assets", assets.path, "--out", out.path])
        expectOneLineError(result, status: Self.failure, mentioning: ["font at", "NotoSansCJKkr-Bold-subset.otf", "cannot be read"])
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test func windowWithoutDisplaySuggestsRenderOrXvfb() throws {
        let result = try run(["--scene", "0"])
        expectOneLineError(result, status: Self.failure, mentioning: ["no display", "playground render", "Xvfb"])
    }

    /// A display that cannot be reached, or a video driver that shows nothing, is an error at once
    /// (SDL used to fall back to its invisible offscreen driver and the app ran for ever).
    @Test(arguments: [["DISPLAY": ":97"], ["SDL_VIDEODRIVER": "dummy", "DISPLAY": ":97"]])
    func unreachableDisplayIsAnError(_ environment: [String: String]) throws {
        let result = try run(["run", "--scene", "1"], environment: environment)
        expectOneLineError(result, status: Self.failure, mentioning: ["display", "playground render"])
    }

    @Test func badRendererChoice() throws {
        let result = try run(["run", "--renderer", "metal"])
        expectOneLineError(result, status: Self.usage, mentioning: ["--renderer must be auto, software or opengl", "'metal'"])
    }

    @Test func gestureBenchRefusesTheOtherBenchmarksAndUnknownScenes() throws {
        expectOneLineError(try run(["bench", "--gesture", "--animators", "10"]), status: Self.usage, mentioning: ["--gesture", "--animators"])
        expectOneLineError(try run(["bench", "--gesture", "--scene", "9"]), status: Self.usage, mentioning: ["no scene 9"])
        let help = try run(["bench", "--help"])
        #expect(help.output.contains("--gesture"))
    }

    /// ArgumentParser's own errors (a missing option, an unknown one, a value of the wrong type) are
    /// one line too, with where to read more, and exit 64 as its usage errors always did.
    @Test(arguments: [
        (["render"], "Missing expected argument '--out <out>' (see 'playground render --help')"),
        (["frob"], "Unexpected argument 'frob' (see 'playground --help')"),
        (["bench", "--frames", "x"], "The value 'x' is invalid for '--frames <frames>' (see 'playground bench --help')"),
    ])
    func parserErrorsAreOneLine(_ arguments: [String], _ message: String) throws {
        let result = try run(arguments)
        expectOneLineError(result, status: Self.usage, mentioning: ["playground: error: " + message])
        #expect(!result.error.contains("Usage:"))
    }

    /// The binary and its resource bundle work from any folder, with no source tree behind them; the
    /// binary alone says where it looked for its assets and how to choose them.
    @Test func theBinaryIsRelocatable() throws {
        let install = try temporaryFolder(), elsewhere = try temporaryFolder()
        let binary = install.appendingPathComponent("playground")
        try FileManager.default.copyItem(at: Self.executable, to: binary)
        let out = elsewhere.appendingPathComponent("cards.png")

        let alone = try run(["render", "--scene", "3", "--scale", "1", "--out", "cards.png"], executable: binary, in: elsewhere)
        expectOneLineError(alone, status: Self.failure,
                           mentioning: ["no assets in \(install.path)/Fluid_Playground.resources/Assets", "--assets DIR or FLUID_ASSETS"])
        #expect(!FileManager.default.fileExists(atPath: out.path))

        let bundle = Self.executable.deletingLastPathComponent().appendingPathComponent("Fluid_Playground.resources")
        try FileManager.default.copyItem(at: bundle, to: install.appendingPathComponent("Fluid_Playground.resources"))
        let result = try run(["render", "--scene", "3", "--scale", "1", "--out", "cards.png"], executable: binary, in: elsewhere)
        #expect(result.status == 0, "stderr: \(result.error)")
        #expect(try Data(contentsOf: out).starts(with: [0x89, 0x50, 0x4E, 0x47]), "the PNG lands in the working folder")
    }

    @Test func aMissingAssetsFolderIsNamed() throws {
        let result = try run(["render", "--out", "/tmp/x.png"], environment: ["FLUID_ASSETS": "/nonexistent-assets"])
        expectOneLineError(result, status: Self.failure, mentioning: ["FLUID_ASSETS=/nonexistent-assets is not a folder"])
        let argument = try run(["render", "--assets", "/nonexistent-assets", "--out", "/tmp/x.png"])
        expectOneLineError(argument, status: Self.usage, mentioning: ["--assets /nonexistent-assets is not a folder"])
    }

    @Test func helpListsTheCommands() throws {
        let result = try run(["--help"])
        #expect(result.status == 0)
        for word in ["run (default)", "render", "bench"] { #expect(result.output.contains(word), "\(word) in \(result.output)") }
        let render = try run(["render", "--help"])
        for word in ["--scene", "--scale", "--out", "--time", "--assets"] { #expect(render.output.contains(word), "\(word) in \(render.output)") }
    }
}
