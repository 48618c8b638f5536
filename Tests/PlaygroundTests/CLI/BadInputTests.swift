import FluidTestSupport
import Foundation
import Testing

/// The command line's bad-input table: every case gets one line, `playground: error: …`, that
/// names the problem, the documented exit status (64 for a wrong command line, 1 for a failure at
/// run time), and leaves no file behind — neither the output nor a partial one.
@Suite
struct BadInputTests {
    /// What a case's folder holds before the run. An assets folder links every bundled asset and
    /// replaces the one named.
    enum Setup: Sendable {
        case nothing
        /// `name` in the case's folder is a named pipe.
        case pipe(String)
        /// `name` in the case's folder is a folder.
        case folder(String)
        /// `assets/` with one file (relative to it) damaged.
        case assets(String, Damage)
        /// `name` in the case's folder holds `text`.
        case text(String, String)
    }

    enum Damage: Sendable {
        /// `endless`: a link to `/proc/self/pagemap`, a regular file whose size reads 0 and whose
        /// bytes go on for the whole address space.
        case missing, pipe, garbage, truncated, hugeImage, endless, hugeGIF
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let arguments: [String]
        var environment: [String: String] = [:]
        var setup: Setup = .nothing
        /// Run under `ulimit -f` with this many 512-byte blocks.
        var fileSizeLimit: Int? = nil
        /// An argument appended as `printf` writes this format: bytes a Swift string cannot hold.
        var printfArgument: String? = nil
        let status: Int32
        let fragments: [String]

        var testDescription: String {
            let words =
                (fileSizeLimit.map { ["ulimit -f \($0);"] } ?? []) + (printfArgument.map { ["(printf '\($0)')"] } ?? [])
                + environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
            return (words + arguments + setupDescription).joined(separator: " ")
        }

        private var setupDescription: [String] {
            switch setup {
            case .nothing: return []
            case let .pipe(name): return ["(\(name) a pipe)"]
            case let .folder(name): return ["(\(name) a folder)"]
            case let .assets(path, damage): return ["(\(path) \(damage))"]
            case let .text(name, text): return ["(\(name): \(text.split(separator: "\n").last ?? ""))"]
            }
        }
    }

    static let usage: Int32 = 64, failure: Int32 = 1
    static let bold = "Fonts/NotoSansCJKkr-Bold-subset.otf", photo = "Images/alpine-dusk.png",
        panorama = "Images/wide-panorama.png"

    static let cases: [Case] = [
        // `watch` given no package, a missing gesture, a scene beside a gesture, a bad frame.
        Case(
            arguments: ["watch", "--package", "{folder}"], status: usage,
            fragments: ["no Package.swift in", "--package DIR"]),
        Case(
            arguments: ["watch", "--package", "{folder}", "--replay", "{folder}/none.gesture"],
            setup: .text("Package.swift", "// swift-tools-version:6.0\n"), status: usage,
            fragments: ["no gesture file at", "none.gesture"]),
        Case(
            arguments: ["run", "--window-frame", "1,2,3"], status: usage,
            fragments: ["--window-frame takes x,y,width,height", "'1,2,3'"]),
        Case(
            arguments: ["replay", "{folder}/g.gesture", "--plot", "{folder}/p.png"], setup: gesture(""),
            status: usage, fragments: ["--plot goes with --compare NAME=VALUE"]),
        // A wrong command line: 64.
        Case(
            arguments: ["render", "--scene", "12", "--out", "{out}"], status: usage,
            fragments: ["no scene 12", "available are 0"]),
        Case(arguments: ["render", "--scene", "-2", "--out", "{out}"], status: usage, fragments: ["no scene -2"]),
        Case(
            arguments: ["render", "--scene", "abc", "--out", "{out}"], status: usage, fragments: ["'abc'", "--scene"]),
        Case(
            arguments: ["render", "--scale", "0", "--out", "{out}"], status: usage,
            fragments: ["--scale must be 1, 2 or 3", "'0'"]),
        Case(
            arguments: ["render", "--scale", "1.5", "--out", "{out}"], status: usage,
            fragments: ["--scale must be 1, 2 or 3", "'1.5'"]),
        Case(
            arguments: ["render", "--scale", "-2", "--out", "{out}"], status: usage,
            fragments: ["--scale must be 1, 2 or 3", "'-2'"]),
        Case(
            arguments: ["render", "--scale", "nan", "--out", "{out}"], status: usage,
            fragments: ["--scale must be 1, 2 or 3", "'nan'"]),
        Case(
            arguments: ["render", "--set", "sheet.damping", "--out", "{out}"], status: usage,
            fragments: ["--set takes NAME=VALUE", "'sheet.damping'"]),
        Case(
            arguments: ["render", "--set", "sheet.dampin=0.7", "--out", "{out}"], status: usage,
            fragments: ["no tunable parameter 'sheet.dampin'", "sheet.damping"]),
        Case(
            arguments: ["render", "--set", "sheet.damping=soft", "--out", "{out}"], status: usage,
            fragments: ["--set sheet.damping needs a number", "'soft'"]),
        Case(
            arguments: ["render", "--set", "sheet.damping=1.5", "--out", "{out}"], status: usage,
            fragments: ["--set sheet.damping must be from 0.10 to 1.00", "got 1.5", "0.60"]),
        Case(
            arguments: ["bench", "--events", "10", "--set", "sheet.damping=0.7"], status: usage,
            fragments: ["--set tunes what a gesture does"]),
        Case(
            arguments: ["render", "--time", "-1", "--out", "{out}"], status: usage,
            fragments: ["--time must be between 0 and 3600"]),
        Case(
            arguments: ["render", "--time", "99999", "--out", "{out}"], status: usage,
            fragments: ["--time must be between 0 and 3600"]),
        Case(
            arguments: ["render", "--time", "nan", "--out", "{out}"], status: usage,
            fragments: ["--time must be between 0 and 3600"]),
        Case(
            arguments: ["render", "--time", "soon", "--out", "{out}"], status: usage, fragments: ["'soon'", "--time"]),
        Case(
            arguments: ["render", "--out", "{folder}/g.jpg"], status: usage, fragments: ["--out must name a .png file"]),
        Case(
            arguments: ["render"], status: usage,
            fragments: ["Missing expected argument '--out <out>'", "playground render --help"]),
        Case(
            arguments: ["render", "--bogus", "--out", "{out}"], status: usage, fragments: ["Unknown option '--bogus'"]),
        Case(arguments: ["frob"], status: usage, fragments: ["Unexpected argument 'frob'", "playground --help"]),
        Case(
            arguments: ["render", "--assets", "/nonexistent-assets", "--out", "{out}"], status: usage,
            fragments: ["--assets /nonexistent-assets is not a folder"]),
        Case(
            arguments: ["render", "--assets", "/etc/hostname", "--out", "{out}"], status: usage,
            fragments: ["--assets /etc/hostname is not a folder"]),
        Case(arguments: ["run", "--scene", "99"], status: usage, fragments: ["no scene 99"]),
        Case(
            arguments: ["run", "--renderer", "metal"], status: usage,
            fragments: ["--renderer must be auto, software or opengl", "'metal'"]),
        Case(arguments: ["bench", "--frames", "-5"], status: usage, fragments: ["--frames must be 1…100000 (got -5)"]),
        Case(arguments: ["bench", "--frames", "0"], status: usage, fragments: ["--frames must be 1…100000 (got 0)"]),
        Case(arguments: ["bench", "--frames", "x"], status: usage, fragments: ["'x'", "--frames"]),
        Case(arguments: ["bench", "--runs", "0"], status: usage, fragments: ["--runs must be 1…50 (got 0)"]),
        Case(arguments: ["bench", "--runs", "51"], status: usage, fragments: ["--runs must be 1…50 (got 51)"]),
        Case(arguments: ["bench", "--animators", "-1"], status: usage, fragments: ["--animators must be 1…100000"]),
        Case(arguments: ["bench", "--events", "2000000"], status: usage, fragments: ["--events must be 1…1000000"]),
        Case(
            arguments: ["bench", "--animators", "10", "--events", "10"], status: usage,
            fragments: ["choose one of --animators and --events"]),
        Case(
            arguments: ["bench", "--gesture", "--animators", "10"], status: usage, fragments: ["--gesture times frames"]
        ),
        Case(arguments: ["bench", "--gesture", "--scene", "19"], status: usage, fragments: ["no scene 19"]),
        Case(
            arguments: ["render", "--at", "1", "--out", "{out}"], status: usage, fragments: ["--at needs --replay FILE"]
        ),
        Case(
            arguments: ["render", "--replay", "{folder}/g.gesture", "--out", "{out}"], setup: gesture(""),
            status: usage,
            fragments: ["--replay needs --at SECONDS"]),
        Case(
            arguments: ["render", "--replay", "{folder}/g.gesture", "--at", "1", "--scene", "2", "--out", "{out}"],
            setup: gesture(""),
            status: usage, fragments: ["drop --scene"]),
        Case(
            arguments: ["render", "--replay", "{folder}/g.gesture", "--at", "1", "--time", "2", "--out", "{out}"],
            setup: gesture(""),
            status: usage, fragments: ["--replay takes --at SECONDS, not --time"]),
        Case(
            arguments: ["render", "--replay", "{folder}/g.gesture", "--at", "nan", "--out", "{out}"],
            setup: gesture(""), status: usage,
            fragments: ["--at must be between 0 and 3600 seconds"]),
        Case(
            arguments: ["film", "--replay", "{folder}/g.gesture", "--fps", "0", "--out", "{folder}/film"],
            setup: gesture(""), status: usage,
            fragments: ["--fps must be 1…60 (got 0)"]),
        Case(
            arguments: [
                "film", "--replay", "{folder}/g.gesture", "--from", "2", "--to", "1", "--out", "{folder}/film",
            ], setup: gesture(""),
            status: usage, fragments: ["--to (1.0) comes before --from (2.0)"]),
        Case(
            arguments: [
                "film", "--replay", "{folder}/g.gesture", "--trace", "{folder}/t.txt", "--out", "{folder}/film",
            ], setup: gesture(""),
            status: usage, fragments: ["--trace must name a .csv file"]),
        Case(
            arguments: ["film", "--replay", "{folder}/g.gesture", "--scene", "1", "--out", "{folder}/film"],
            setup: gesture(""),
            status: usage, fragments: ["drop --scene"]),
        Case(
            arguments: [
                "film", "--replay", "{folder}/g.gesture", "--fps", "60", "--to", "200", "--out", "{folder}/film",
            ], setup: gesture(""),
            status: usage, fragments: ["12001 frames is over the limit of 7200"]),
        Case(
            arguments: [
                "film", "--replay", "{folder}/g.gesture", "--out", "{folder}/s.png", "--plot", "{folder}/s.png",
            ], setup: gesture(""),
            status: usage, fragments: ["--out and --plot name the same file"]),
        Case(
            arguments: ["film", "--replay", "{folder}/g.csv", "--trace", "{folder}/./g.csv", "--out", "{folder}/film"],
            setup: .text(
                "g.csv", #"{"format":"fluid-gesture","version":1,"scene":3,"width":390,"height":844,"scale":2}"#),
            status: usage, fragments: ["--replay and --trace name the same file"]),
        Case(
            arguments: ["film", "--replay", "{folder}/g.gesture", "--out", "{folder}/f.webm"], setup: gesture(""),
            status: usage, fragments: ["--out must be a new folder, a .png (contact sheet), .apng, .gif or .mp4 file"]),
        Case(
            arguments: ["film", "--replay", "{folder}/g.gesture", "--format", "webm", "--out", "{folder}/f.gif"],
            setup: gesture(""), status: usage, fragments: ["--format must be apng, gif or mp4 (got 'webm')"]),
        Case(
            arguments: ["film", "--replay", "{folder}/g.gesture", "--format", "gif", "--out", "{folder}/f.apng"],
            setup: gesture(""), status: usage, fragments: ["--format gif writes a .gif file", "name it .gif"]),
        Case(
            arguments: ["film", "--replay", "{folder}/g.gesture", "--fps", "60", "--out", "{folder}/f.gif"],
            setup: gesture(""), status: usage, fragments: ["a GIF plays at most 50 frames a second", "--format apng"]),
        Case(
            arguments: ["film", "--replay", "{folder}/g.gesture", "--max-megabytes", "0", "--out", "{folder}/f.gif"],
            setup: gesture(""), status: usage, fragments: ["--max-megabytes must be 1…4096 (got 0)"]),
        Case(
            arguments: ["replay", "{folder}/g.gesture", "--speed", "0"], setup: gesture(""), status: usage,
            fragments: ["--speed must be between 0.01 and 10"]),

        // A failure at run time: 1.
        Case(
            arguments: ["render", "--out", "/nonexistent-folder/g.png"], status: failure,
            fragments: ["cannot write /nonexistent-folder/g.png", "the folder /nonexistent-folder does not exist"]),
        Case(
            arguments: ["render", "--out", "{folder}/pipe.png"], setup: .pipe("pipe.png"), status: failure,
            fragments: ["pipe.png", "named pipe (FIFO), not a file"]),
        Case(
            arguments: ["render", "--out", "{folder}/sub.png"], setup: .folder("sub.png"), status: failure,
            fragments: ["sub.png", "it is a folder, not a file"]),
        Case(
            arguments: ["render", "--out", "/proc/self/x.png"], status: failure,
            fragments: ["cannot write /proc/self/x.png", "cannot create a file in the folder /proc/self"]),
        Case(
            arguments: ["render", "--out", "{out}"], fileSizeLimit: 10, status: failure,
            fragments: ["cannot write", "file-size limit (ulimit -f)"]),
        Case(
            arguments: ["render", "--out", "{out}"], environment: ["FLUID_ASSETS": "/nonexistent-assets"],
            status: failure,
            fragments: ["FLUID_ASSETS=/nonexistent-assets is not a folder"]),
        Case(
            arguments: ["render", "--assets", "{assets}", "--out", "{out}"], setup: .assets(bold, .missing),
            status: failure,
            fragments: ["font not found", "NotoSansCJKkr-Bold-subset.otf", "--assets chose"]),
        Case(
            arguments: ["render", "--assets", "{assets}", "--out", "{out}"], setup: .assets(bold, .pipe),
            status: failure,
            fragments: ["font at", "named pipe (FIFO)"]),
        Case(
            arguments: ["render", "--assets", "{assets}", "--out", "{out}"], setup: .assets(bold, .truncated),
            status: failure,
            fragments: ["font at", "table runs to byte", "cut short"]),
        Case(
            arguments: ["render", "--assets", "{assets}", "--out", "{out}"], setup: .assets(bold, .garbage),
            status: failure,
            fragments: ["font at", "does not start like an OpenType or TrueType font"]),
        Case(
            arguments: ["render", "--out", "{out}"], environment: ["FLUID_ASSETS": "{assets}"],
            setup: .assets(photo, .missing), status: failure,
            fragments: ["image not found", "alpine-dusk.png", "FLUID_ASSETS chose"]),
        Case(
            arguments: ["render", "--assets", "{assets}", "--out", "{out}"], setup: .assets(photo, .garbage),
            status: failure,
            fragments: ["image at", "alpine-dusk.png", "damaged or not an image"]),
        Case(
            arguments: ["render", "--assets", "{assets}", "--out", "{out}"], setup: .assets(photo, .truncated),
            status: failure,
            fragments: ["image at", "alpine-dusk.png", "libpng: "]),
        Case(
            arguments: ["render", "--assets", "{assets}", "--out", "{out}"], setup: .assets(photo, .pipe),
            status: failure,
            fragments: ["image at", "named pipe (FIFO)"]),
        Case(
            arguments: ["render", "--assets", "{assets}", "--out", "{out}"], setup: .assets(panorama, .hugeImage),
            status: failure,
            fragments: ["wide-panorama.png", "20000 × 20000 px", "beyond the limit"]),
        Case(
            arguments: ["render", "--assets", "{assets}", "--out", "{out}"], setup: .assets(panorama, .hugeGIF),
            status: failure,
            fragments: ["wide-panorama.png", "65535 × 65535 px", "beyond the limit"]),
        Case(
            arguments: ["render", "--replay", "{folder}/g.gesture", "--at", "1", "--out", "{out}"],
            setup: .text(
                "g.gesture", #"{"format":"fluid-gesture","version":2,"scene":3,"width":390,"height":844,"scale":2}"#),
            status: failure,
            fragments: ["g.gesture: line 1, field \"version\": version 2 is not known"]),
        Case(
            arguments: ["render", "--replay", "{folder}/g.gesture", "--at", "1", "--out", "{out}"],
            setup: gesture(#"{"t":0.1,"type":"down","x":1"#), status: failure,
            fragments: ["g.gesture: line 2: not a JSON object"]),
        Case(
            arguments: ["render", "--replay", "{folder}/g.gesture", "--at", "1", "--out", "{out}"],
            setup: gesture(#"{"t":0.1,"type":"down","x":1,"y":2}"# + "\n" + #"{"t":0.05,"type":"up","x":1,"y":2}"#),
            status: failure,
            fragments: ["line 3, field \"t\"", "events must be in time order"]),
        Case(
            arguments: ["render", "--replay", "{folder}/g.gesture", "--at", "1", "--out", "{out}"],
            setup: gesture(
                (0...20).map { #"{"t":0.1,"type":"down","x":1,"y":2,"id":\#($0)}"# }.joined(separator: "\n")),
            status: failure,
            fragments: [
                "g.gesture: line 22, field \"type\": with 20 pointers down, mouse 20 cannot go down",
                "at most 20 at once",
            ]),
        Case(
            arguments: ["render", "--out"], printfArgument: "{folder}/caf\\351.png", status: usage,
            fragments: ["argument 3 (", "is not UTF-8, so a file would go by another name"]),
        Case(
            arguments: ["render", "--replay", "{folder}/missing.gesture", "--at", "1", "--out", "{out}"],
            status: failure,
            fragments: ["no gesture file at", "missing.gesture"]),
        // A newline or an escape sequence in a name is written escaped: the message stays one line.
        Case(
            arguments: ["render", "--replay", "{folder}/two\nlines\u{1B}[31m.gesture", "--at", "1", "--out", "{out}"],
            status: failure,
            fragments: ["no gesture file at", "two\\nlines\\u{1B}[31m.gesture"]),
        Case(
            arguments: ["help", "nonexistent"], status: usage,
            fragments: ["'nonexistent' is not a command: help covers run, render"]),
        Case(
            arguments: ["bench", "--rows", "160"], status: usage,
            fragments: ["--rows lengthens one scene's list", "bench --gesture --scene N"]),
        Case(
            arguments: ["bench", "--gesture", "--scene", "3", "--rows", "160"], status: usage,
            fragments: ["scene 3 (Card stack) has no list to lengthen: --rows applies to scenes 0 and 1"]),
        Case(
            arguments: ["bench", "--gesture", "--scene", "1", "--rows", "0"], status: usage,
            fragments: ["--rows must be 1…100000 for scene 1 (got 0)"]),
        Case(
            arguments: ["run", "--scene", "1", "--rows", "160000"], status: usage,
            fragments: ["--rows must be 1…100000 for scene 1 (got 160000)"]),
        Case(
            arguments: ["bench", "--gesture", "--rows", "160"], status: usage,
            fragments: ["--rows lengthens one scene's list: say which with --scene (bench --gesture --scene N)"]),
        Case(
            arguments: ["run", "--rows", "160"], status: usage,
            fragments: ["--rows lengthens one scene's list: say which with --scene (run --scene N --rows R)"]),
        Case(
            arguments: ["run", "--scene", "3", "--rows", "160"], status: usage,
            fragments: ["scene 3 (Card stack) has no list to lengthen: --rows applies to scenes 0 and 1"]),
        Case(
            arguments: ["bench", "--gesture", "--renderer", "bogus"], status: usage,
            fragments: ["--renderer must be one of SDL's render drivers here", "software", "(got 'bogus')"]),
        Case(
            arguments: ["render", "--replay", "{folder}/pipe.gesture", "--at", "1", "--out", "{out}"],
            setup: .pipe("pipe.gesture"),
            status: failure, fragments: ["pipe.gesture is not a regular file"]),
        Case(
            arguments: ["render", "--replay", "/proc/self/pagemap", "--at", "1", "--out", "{out}"], status: failure,
            fragments: ["/proc/self/pagemap: the file is over the limit of 16777216 bytes"]),
        Case(
            arguments: ["render", "--assets", "{assets}", "--out", "{out}"], setup: .assets(photo, .endless),
            status: failure,
            fragments: ["image at", "alpine-dusk.png", "more than the limit of 268435456 bytes"]),
        Case(
            arguments: ["render", "--assets", "{assets}", "--out", "{out}"], setup: .assets(bold, .endless),
            status: failure,
            fragments: ["font at", "NotoSansCJKkr-Bold-subset.otf"]),
        Case(
            arguments: ["film", "--replay", "{folder}/g.gesture", "--out", "{folder}/film"],
            setup: gesture(#"{"t":0.1,"type":"drag","from":[0,0],"to":[10,0],"duration":0.2,"rate":"fast"}"#),
            status: failure,
            fragments: ["g.gesture: line 2, field \"rate\": a string where a number in events per second belongs"]),
        Case(
            arguments: ["film", "--replay", "{folder}/g.gesture", "--out", "{folder}/sub"], setup: .folder("sub"),
            status: failure,
            fragments: ["no gesture file at"]),
        Case(
            arguments: ["replay", "{folder}/g.gesture"],
            setup: .text(
                "g.gesture", #"{"format":"fluid-gesture","version":1,"scene":18,"width":390,"height":844,"scale":2}"#),
            status: failure,
            fragments: ["g.gesture: line 1, field \"scene\": no scene 18"]),
        Case(
            arguments: ["run", "--record", "/nonexistent-folder/x.gesture"], status: failure,
            fragments: ["cannot record to /nonexistent-folder/x.gesture", "does not exist"]),
        Case(
            arguments: ["run", "--record", "/proc/self/x.gesture"], status: failure,
            fragments: ["cannot record to /proc/self/x.gesture", "cannot create a file in the folder /proc/self"]),
        Case(
            arguments: ["run", "--record", "{folder}/kept.gesture"],
            setup: .text("kept.gesture", "a session worth keeping"), status: failure,
            fragments: ["cannot record to", "kept.gesture: it exists; add --force to replace it"]),
        Case(
            arguments: ["run", "--scene", "0"], status: failure, fragments: ["no display", "playground render", "Xvfb"]),
        Case(
            arguments: ["run", "--scene", "1"], environment: ["DISPLAY": ":97"], status: failure,
            fragments: ["display", "playground render"]),
        Case(
            arguments: ["run", "--scene", "1"], environment: ["SDL_VIDEODRIVER": "dummy", "DISPLAY": ":97"],
            status: failure,
            fragments: ["display", "playground render"]),
        // libwayland prints its own line when XDG_RUNTIME_DIR is not a path; it is folded into ours.
        Case(
            arguments: ["run", "--scene", "1"],
            environment: ["SDL_VIDEODRIVER": "wayland", "XDG_RUNTIME_DIR": "", "DISPLAY": ":97"],
            status: failure, fragments: ["SDL_VIDEODRIVER=wayland found no usable display", "playground render"]),
    ]

    /// A gesture file of scene 3 whose events are `events` (lines).
    static func gesture(_ events: String) -> Setup {
        .text(
            "g.gesture",
            #"{"format":"fluid-gesture","version":1,"scene":3,"width":390,"height":844,"scale":2}"# + "\n" + events)
    }

    /// Links every bundled asset into `folder/assets`, then damages `path` in it.
    static func makeAssets(in folder: URL, damaging path: String, with damage: Damage) throws -> URL {
        let assets = folder.appendingPathComponent("assets")
        let files = FileManager.default
        for sub in ["Fonts", "Images"] {
            try files.createDirectory(at: assets.appendingPathComponent(sub), withIntermediateDirectories: true)
            for name in try files.contentsOfDirectory(atPath: TestAssets.root.appendingPathComponent(sub).path) {
                try files.createSymbolicLink(
                    at: assets.appendingPathComponent(sub).appendingPathComponent(name),
                    withDestinationURL: TestAssets.root.appendingPathComponent(sub).appendingPathComponent(name))
            }
        }
        let target = assets.appendingPathComponent(path)
        let original = try Data(contentsOf: target)
        try files.removeItem(at: target)
        switch damage {
        case .missing: break
        case .pipe: #expect(mkfifo(target.path, 0o644) == 0)
        case .garbage: try Data(repeating: 7, count: 1000).write(to: target)
        case .truncated: try original.prefix(original.count * 95 / 100).write(to: target)
        case .endless: try files.createSymbolicLink(atPath: target.path, withDestinationPath: "/proc/self/pagemap")
        case .hugeGIF:  // 26 bytes claiming 65,535 × 65,535 px (4.1 GB once SDL2_image decodes it)
            try Data(
                Array("GIF89a".utf8) + [
                    0xFF, 0xFF, 0xFF, 0xFF, 0, 0, 0, 0x2C, 0, 0, 0, 0, 0xFF, 0xFF, 0xFF, 0xFF, 0, 2, 0, 0x3B,
                ]
            ).write(to: target)
        case .hugeImage:
            var png = original
            for offset in [16, 20] { png.replaceSubrange(offset..<offset + 4, with: [0, 0, 0x4E, 0x20]) }  // 20,000 px
            try png.write(to: target)
        }
        return assets
    }

    @Test(arguments: cases)
    func badInput(_ item: Case) throws {
        let cli = CommandLineTests()
        let folder = try cli.temporaryFolder()
        var assets = ""
        switch item.setup {
        case .nothing: break
        case let .pipe(name): #expect(mkfifo(folder.appendingPathComponent(name).path, 0o644) == 0)
        case let .folder(name):
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent(name), withIntermediateDirectories: false)
        case let .assets(path, damage): assets = try Self.makeAssets(in: folder, damaging: path, with: damage).path
        case let .text(name, text): try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        }
        let before = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        func expand(_ text: String) -> String {
            text.replacingOccurrences(of: "{out}", with: folder.appendingPathComponent("out.png").path)
                .replacingOccurrences(of: "{folder}", with: folder.path).replacingOccurrences(
                    of: "{assets}", with: assets)
        }
        let arguments = item.arguments.map(expand)
        let environment = item.environment.mapValues(expand)
        let result: CommandLineTests.Result
        if let format = item.printfArgument {
            result = try cli.run(
                ["-c", "exec \"$0\" \"$@\" \"$(printf '\(expand(format))')\"", CommandLineTests.executable.path]
                    + arguments,
                environment: environment, executable: URL(fileURLWithPath: "/bin/sh"))
        } else if let blocks = item.fileSizeLimit {
            result = try cli.run(
                ["-c", "ulimit -f \(blocks); exec \"$0\" \"$@\"", CommandLineTests.executable.path] + arguments,
                environment: environment, executable: URL(fileURLWithPath: "/bin/sh"))
        } else {
            result = try cli.run(arguments, environment: environment)
        }
        cli.expectOneLineError(
            result, status: item.status, mentioning: ["playground: error: "] + item.fragments.map(expand))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == before, "no file left behind")
        try? FileManager.default.removeItem(at: folder)
    }

    @Test func theTableCoversEnough() {
        #expect(Self.cases.count >= 40)
        #expect(Set(Self.cases.map(\.testDescription)).count == Self.cases.count, "no case twice")
    }
}
