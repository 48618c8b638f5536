import Foundation
import Testing

@testable import FluidPlayground
@testable import Scenes

/// The gesture file format (Docs/GestureFiles.md): scripts expand into the events they stand for,
/// what is written reads back the same, and every kind of bad input is one error naming its line
/// and field.
@Suite @MainActor
struct GestureFileTests {
    nonisolated static let header =
        #"{"format":"fluid-gesture","version":1,"scene":3,"width":390,"height":844,"scale":2}"#
    static let scenes: Set<Int> = [0, 1, 2, 3, 4, 5]

    static func parse(_ lines: [String]) throws(GestureFileError) -> GestureFile {
        try GestureFile(parsing: Data(lines.joined(separator: "\n").utf8), knownScenes: scenes)
    }

    @Test func aDragExpandsIntoADownStepsAtItsRateAndAnUp() throws {
        let file = try Self.parse([
            Self.header, "# a comment", "",
            #"{"t":0.5,"type":"drag","from":[100,200],"to":[190,230],"duration":0.3,"rate":120}"#,
        ])
        #expect(file.header == GestureFileHeader(scene: 3, scale: 2))
        #expect(file.events.count == 1 + 36 + 1)
        #expect(
            file.events.first == GestureEvent(time: 0.5, kind: .pointer(.down, x: 100, y: 200, source: .mouse, id: 0)))
        #expect(file.events[1].time == 0.5 + 0.3 / 36)
        guard case let .pointer(.move, x, y, _, _, _) = file.events[18].kind else {
            Issue.record("a move")
            return
        }
        #expect(abs(x - 145) < 1e-9 && abs(y - 215) < 1e-9, "half way at the 18th of 36 steps")
        #expect(
            file.events[36] == GestureEvent(time: 0.8, kind: .pointer(.move, x: 190, y: 230, source: .mouse, id: 0)))
        #expect(file.events[37] == GestureEvent(time: 0.8, kind: .pointer(.up, x: 190, y: 230, source: .mouse, id: 0)))
        #expect(file.duration == 0.8)
    }

    @Test func aHeldDragContinuesWithAGlideAndAnUp() throws {
        let file = try Self.parse([
            Self.header,
            #"{"t":0,"type":"drag","from":[0,0],"to":[10,0],"duration":0.1,"rate":100,"release":false,"source":"touch","id":2}"#,
            #"{"t":0.2,"type":"move","x":10,"y":40,"duration":0.04,"rate":100,"source":"touch","id":2}"#,
            #"{"t":0.25,"type":"up","x":10,"y":40,"source":"touch","id":2}"#,
        ])
        #expect(file.events.count == 1 + 10 + 4 + 1)
        #expect(
            file.events[11]
                == GestureEvent(time: 0.2 + 0.01, kind: .pointer(.move, x: 10, y: 10, source: .touch, id: 2)))
        #expect(file.events.last == GestureEvent(time: 0.25, kind: .pointer(.up, x: 10, y: 40, source: .touch, id: 2)))
    }

    /// A pinch script is two fingers, each step both at one time, read back as one event a step.
    @Test func aPinchExpandsIntoTwoFingersThatMoveTogether() throws {
        let file = try Self.parse([
            Self.header,
            #"{"t":0.5,"type":"pinch","center":[195,422],"from":100,"to":200,"turn":90,"duration":0.1,"rate":100}"#,
        ])
        #expect(file.events.count == 2 * (1 + 10 + 1))
        #expect(
            Array(file.events.prefix(2)) == [
                GestureEvent(time: 0.5, kind: .pointer(.down, x: 145, y: 422, source: .mouse, id: 0)),
                GestureEvent(time: 0.5, kind: .pointer(.down, x: 245, y: 422, source: .mouse, id: 1)),
            ])
        // At the end the fingers are 200 pt apart on a vertical line: turned a quarter clockwise.
        guard case let .pointer(.up, x0, y0, _, 0, _) = file.events[22].kind,
            case let .pointer(.up, x1, y1, _, 1, _) = file.events[23].kind
        else {
            Issue.record("two ups at the end")
            return
        }
        #expect(abs(x0 - 195) < 1e-9 && abs(y0 - 322) < 1e-9 && abs(x1 - 195) < 1e-9 && abs(y1 - 522) < 1e-9)
        let delivered = file.events.inputEvents(start: 0)
        #expect(delivered.count == 12, "one event a step: down, ten moves, up")
        #expect(delivered.allSatisfy { $0.pointerEvents.count == 2 })
        let steps: [TimeInterval] = (1...10).map { step in 0.5 + 0.1 * (Double(step) / 10) }
        let expected: [TimeInterval] = [0.5] + steps + [0.6]
        #expect(delivered.map(\.timestamp) == expected)
    }

    /// A pressing `move` with a duration presses steadily from the last pressure (0 if none);
    /// lines without `pressure` leave it to the touch (nil), which keeps its last.
    @Test func aPressingGlideRampsThePressure() throws {
        let file = try Self.parse([
            Self.header,
            #"{"t":0,"type":"down","x":100,"y":200}"#,
            #"{"t":0.1,"type":"move","x":100,"y":200,"pressure":1,"duration":0.4,"rate":10}"#,
            #"{"t":0.6,"type":"move","x":100,"y":200,"pressure":0.5,"duration":0.2,"rate":10}"#,
            #"{"t":0.9,"type":"up","x":100,"y":200}"#,
        ])
        let pressures = file.events.map { event -> Double? in
            guard case let .pointer(_, _, _, _, _, pressure) = event.kind else { return -1 }
            return pressure
        }
        #expect(pressures == [nil, 0.25, 0.5, 0.75, 1, 0.75, 0.5, nil])
        #expect(
            String(decoding: file.encoded(), as: UTF8.self).contains(
                #"{"t":0.2,"type":"move","x":100,"y":200,"pressure":0.25}"#))
    }

    @Test func linesAtOneTimeForOnePointerStayApart() {
        let events = [
            GestureEvent(time: 1, kind: .pointer(.down, x: 0, y: 0, source: .mouse, id: 0)),
            GestureEvent(time: 1, kind: .pointer(.move, x: 5, y: 0, source: .mouse, id: 0)),
            GestureEvent(time: 1, kind: .pointer(.down, x: 9, y: 0, source: .touch, id: 0)),
        ]
        let delivered = events.inputEvents(start: 0)
        #expect(delivered.map(\.pointerEvents.count) == [1, 2], "the mouse twice, then the mouse with a finger")
    }

    /// Every kind of event survives writing and reading, bit for bit.
    @Test func whatIsWrittenReadsBackTheSame() throws {
        var random = SystemRandomNumberGenerator()
        let odd = Double.random(in: 0..<1, using: &random)
        let file = GestureFile(
            header: GestureFileHeader(scene: 4, scale: 1, slowAnimations: true, reduceMotion: true),
            events: [
                GestureEvent(time: 0, kind: .pointer(.down, x: 1.0 / 3, y: -0.0001, source: .mouse, id: 0)),
                GestureEvent(
                    time: 0.016666666666666666, kind: .pointer(.move, x: odd * 390, y: 1e-7, source: .mouse, id: 0)),
                GestureEvent(time: 0.02, kind: .pointer(.cancel, x: 5, y: 6, source: .mouse, id: 0)),
                GestureEvent(time: 0.03, kind: .pointer(.down, x: 5, y: 6, source: .touch, id: 7)),
                GestureEvent(time: 0.035, kind: .pointer(.move, x: 5, y: 6, source: .touch, id: 7, pressure: odd)),
                GestureEvent(time: 0.04, kind: .focusLost),
                GestureEvent(time: 0.05, kind: .wheel(x: 10, y: 20, dx: -0.5, dy: 40)),
                GestureEvent(
                    time: 0.06, kind: .key(try #require(GestureKey(name: "\"", modifiers: ["control", "shift"])))),
                GestureEvent(time: 0.06, kind: .key(try #require(GestureKey(name: "escape")))),
                GestureEvent(time: 0.07, kind: .resize(width: 800, height: 600)),
                GestureEvent(time: 3600, kind: .pointer(.down, x: -100_000, y: 100_000, source: .mouse, id: 0)),
            ])
        let text = String(decoding: file.encoded(), as: UTF8.self)
        #expect(try GestureFile(parsing: file.encoded(), knownScenes: Self.scenes) == file, "\(text)")
        #expect(
            text.hasPrefix(
                #"{"format":"fluid-gesture","version":1,"scene":4,"width":390,"height":844,"scale":1,"slowAnimations":true,"reduceMotion":true}"#
            ))
        #expect(text.contains(#"{"t":0.06,"type":"key","key":"\"","modifiers":["shift","control"]}"#))
    }

    /// A speed other than 1 and slow animations' 0.1 is written as `animationSpeed` and reads back.
    @Test func anAnimationSpeedReadsBack() throws {
        let file = GestureFile(header: GestureFileHeader(scene: 2, scale: 1, animationSpeed: 0.5), events: [])
        let text = String(decoding: file.encoded(), as: UTF8.self)
        #expect(text.contains(#""scale":1,"animationSpeed":0.5}"#), "\(text)")
        #expect(try GestureFile(parsing: file.encoded(), knownScenes: Self.scenes).header.animationSpeed == 0.5)
        let slow = GestureFile(header: GestureFileHeader(scene: 2, scale: 1, animationSpeed: 0.1), events: [])
        #expect(String(decoding: slow.encoded(), as: UTF8.self).contains(#""slowAnimations":true}"#))
    }

    /// The tuned values a recording started with read back, and a replay takes them unless its
    /// own `--set` names the parameter.
    @Test @MainActor func tuningReadsBackAndAReplayAdoptsIt() throws {
        let header = GestureFileHeader(scene: 4, scale: 2, tuning: ["sheet.damping": 1, "sheet.deadZone": 120])
        let file = GestureFile(header: header, events: [])
        let text = String(decoding: file.encoded(), as: UTF8.self)
        #expect(text.contains(#""tuning":{"sheet.damping":1,"sheet.deadZone":120}"#), "\(text)")
        #expect(try GestureFile(parsing: file.encoded(), knownScenes: Self.scenes) == file)
        let tuning = Tuning()
        try tuning.apply("sheet.deadZone=300")
        tuning.adopt(header.tuning)
        #expect(tuning.value(BottomSheetScene.dampingParameter) == 1)
        #expect(tuning.value(BottomSheetScene.deadZoneParameter) == 300, "--set wins over the file")
    }

    struct BadCase: Sendable, CustomTestStringConvertible {
        let lines: [String]
        let line: Int?
        let field: String?
        let fragment: String
        var testDescription: String { lines.last ?? "(empty)" }
    }

    nonisolated static let h = header
    nonisolated static let badCases: [BadCase] = [
        BadCase(
            lines: [#"{"format":"fluid-gesture","version":1,"scene":4,"width":390,"height":844,"scale":2,"tuning":3}"#],
            line: 1, field: "tuning", fragment: "where an object of parameters belongs"),
        BadCase(
            lines: [
                #"{"format":"fluid-gesture","version":1,"scene":4,"width":390,"height":844,"scale":2,"tuning":{"sheet.dampin":1}}"#
            ], line: 1, field: "tuning", fragment: "no tunable parameter 'sheet.dampin'"),
        BadCase(
            lines: [
                #"{"format":"fluid-gesture","version":1,"scene":4,"width":390,"height":844,"scale":2,"tuning":{"sheet.damping":"1"}}"#
            ], line: 1, field: "tuning", fragment: "sheet.damping needs a number"),
        BadCase(
            lines: [
                #"{"format":"fluid-gesture","version":1,"scene":4,"width":390,"height":844,"scale":2,"tuning":{"sheet.damping":4}}"#
            ], line: 1, field: "tuning", fragment: "sheet.damping must be from 0.10 to 1.00 (got 4)"),
        BadCase(lines: [], line: nil, field: nil, fragment: "no header"),
        BadCase(lines: ["# only a comment"], line: nil, field: nil, fragment: "no header"),
        BadCase(
            lines: [#"{"t":0,"type":"down","x":1,"y":2}"#], line: 1, field: "format",
            fragment: "the first line must be the header"),
        BadCase(
            lines: [#"{"format":"fluid-gesture","version":2,"scene":3,"width":390,"height":844,"scale":2}"#],
            line: 1, field: "version", fragment: "version 2 is not known"),
        BadCase(
            lines: [#"{"format":"fluid-gesture","scene":3,"width":390,"height":844,"scale":2}"#], line: 1,
            field: "version", fragment: "missing"),
        BadCase(
            lines: [#"{"format":"fluid-gesture","version":1,"scene":9,"width":390,"height":844,"scale":2}"#],
            line: 1, field: "scene", fragment: "no scene 9: available are 0, 1, 2, 3, 4, 5"),
        BadCase(
            lines: [#"{"format":"fluid-gesture","version":1,"scene":3,"width":400,"height":844,"scale":2}"#],
            line: 1, field: "width", fragment: "the canvas is 390 × 844 pt"),
        BadCase(
            lines: [#"{"format":"fluid-gesture","version":1,"scene":3,"width":390,"height":844,"scale":1.5}"#],
            line: 1, field: "scale", fragment: "not 1, 2 or 3"),
        BadCase(
            lines: [#"{"format":"fluid-gesture","version":1,"scene":3,"width":390,"height":844,"scale":2,"fps":3}"#],
            line: 1, field: "fps", fragment: "unknown field for the header"),
        BadCase(
            lines: [h, #"{"t":0.1,"type":"down","x":1,"y":2"#], line: 2, field: nil, fragment: "not a JSON object"),
        BadCase(lines: [h, #"[1, 2]"#], line: 2, field: nil, fragment: "not a JSON object"),
        BadCase(
            lines: [h, #"{"t":0.1,"type":"down","x":NaN,"y":2}"#], line: 2, field: nil, fragment: "not a JSON object"),
        BadCase(
            lines: [h, #"{"t":0.1,"type":"down","x":"nan","y":2}"#], line: 2, field: "x",
            fragment: "a string where a number"),
        BadCase(lines: [h, #"{"t":0.1,"type":"down","y":2}"#], line: 2, field: "x", fragment: "missing"),
        BadCase(
            lines: [h, #"{"t":0.1,"type":"down","x":1,"y":2,"pressure":1.5}"#], line: 2, field: "pressure",
            fragment: "outside 0…1"),
        BadCase(lines: [h, #"{"t":0.1,"type":"down","x":200000,"y":2}"#], line: 2, field: "x", fragment: "outside"),
        BadCase(lines: [h, #"{"t":-1,"type":"down","x":1,"y":2}"#], line: 2, field: "t", fragment: "outside 0…3600"),
        BadCase(lines: [h, #"{"t":4000,"type":"down","x":1,"y":2}"#], line: 2, field: "t", fragment: "outside 0…3600"),
        BadCase(lines: [h, #"{"type":"down","x":1,"y":2}"#], line: 2, field: "t", fragment: "missing"),
        BadCase(
            lines: [h, #"{"t":0.5,"type":"down","x":1,"y":2}"#, #"{"t":0.4,"type":"move","x":1,"y":3}"#],
            line: 3, field: "t", fragment: "comes before the previous event (0.5 s, line 2)"),
        BadCase(
            lines: [
                h, #"{"t":0.1,"type":"drag","from":[0,0],"to":[10,0],"duration":0.3}"#,
                #"{"t":0.2,"type":"key","key":"u"}"#,
            ],
            line: 3, field: "t", fragment: "comes before the previous event"),
        BadCase(
            lines: [h, #"{"t":0.1,"type":"swipe","x":1,"y":2}"#], line: 2, field: "type",
            fragment: "\"swipe\" is not an event"),
        BadCase(
            lines: [h, #"{"t":0.1,"type":"move","x":1,"y":2}"#], line: 2, field: "type", fragment: "mouse 0 is not down"
        ),
        BadCase(
            lines: [h, #"{"t":0.1,"type":"down","x":1,"y":2}"#, #"{"t":0.2,"type":"down","x":1,"y":2}"#],
            line: 3, field: "type", fragment: "mouse 0 is already down (since line 2)"),
        BadCase(
            lines: [h]
                + (0...GestureFile.maximumPointersDown).map { #"{"t":0.1,"type":"down","x":1,"y":2,"id":\#($0)}"# },
            line: 22, field: "type", fragment: "with 20 pointers down, mouse 20 cannot go down"),
        BadCase(
            lines: [h, #"{"t":0.1,"type":"down","x":1,"y":2,"source":"pen"}"#], line: 2, field: "source",
            fragment: "\"pen\" is not one of"),
        BadCase(
            lines: [h, #"{"t":0.1,"type":"down","x":1,"y":2,"id":1.5}"#], line: 2, field: "id",
            fragment: "not a whole number"),
        BadCase(
            lines: [h, #"{"t":0.1,"type":"drag","from":[0,0],"to":[10,0],"durtion":0.3}"#], line: 2, field: "durtion",
            fragment: "unknown field for \"drag\""),
        BadCase(
            lines: [h, #"{"t":0.1,"type":"drag","from":[0,0],"to":[10,0],"duration":0}"#], line: 2, field: "duration",
            fragment: "over 0"),
        BadCase(
            lines: [h, #"{"t":0.1,"type":"drag","from":[0,0],"to":[10,0],"duration":0.3,"rate":5000}"#], line: 2,
            field: "rate",
            fragment: "outside 1…1000"),
        BadCase(
            lines: [h, #"{"t":3599.9,"type":"drag","from":[0,0],"to":[10,0],"duration":0.3}"#], line: 2,
            field: "duration",
            fragment: "past the limit of 3600 s"),
        BadCase(
            lines: [h, #"{"t":0.1,"type":"drag","from":[0],"to":[10,0],"duration":0.3}"#], line: 2, field: "from",
            fragment: "a point [x, y]"),
        BadCase(lines: [h, #"{"t":0.1,"type":"key","key":"ctrl"}"#], line: 2, field: "key", fragment: "is not a key"),
        BadCase(
            lines: [h, #"{"t":0.1,"type":"key","key":"r","modifiers":["hyper"]}"#], line: 2, field: "modifiers",
            fragment: "\"hyper\""),
        BadCase(
            lines: [h, #"{"t":0.1,"type":"resize","width":0,"height":10}"#], line: 2, field: "width",
            fragment: "outside 1…100000"),
        BadCase(
            lines: [
                #"{"format":"fluid-gesture","version":1,"scene":3,"width":390,"height":844,"scale":2,"slowAnimations":true,"animationSpeed":0.5}"#
            ], line: 1, field: "animationSpeed", fragment: "not both"),
        BadCase(
            lines: [
                #"{"format":"fluid-gesture","version":1,"scene":3,"width":390,"height":844,"scale":2,"animationSpeed":0}"#
            ], line: 1, field: "animationSpeed", fragment: "outside 0.1…2"),
        // A key with an escaped newline and line separator: the message stays on one line.
        BadCase(
            lines: [h, #"{"t":0.1,"type":"key","key":"u","a\nb\u2028c":1}"#], line: 2, field: "a\nb\u{2028}c",
            fragment: "unknown field for \"key\""),
        BadCase(
            lines: [h, #"{"t":0.1,"type":"wheel","x":1,"y":2,"dx":0,"dy":true}"#], line: 2, field: "dy",
            fragment: "true or false where a number"),
        BadCase(
            lines: [h, "{\"t\":0.1,\"type\":\"key\",\"key\":\"" + String(repeating: "k", count: 5000) + "\"}"], line: 2,
            field: nil,
            fragment: "over the limit of 4096"),
    ]

    @Test(arguments: badCases)
    func badInputNamesItsLineAndField(_ item: BadCase) {
        #expect(throws: GestureFileError.self) { try Self.parse(item.lines) }
        do {
            _ = try Self.parse(item.lines)
        } catch {
            #expect(error.line == item.line && error.field == item.field, "\(error)")
            #expect(error.problem.contains(item.fragment), "'\(item.fragment)' in: \(error)")
            #expect(
                !error.description.contains("\n") && !error.description.contains("\u{2028}"),
                "one line: \(error.description)")
        }
    }

    @Test func aNumberTooLargeForADoubleIsRefusedOnItsLine() {
        do {
            _ = try Self.parse([Self.h, #"{"t":0.1,"type":"down","x":1e999,"y":2}"#])
            Issue.record("1e999 read as a coordinate")
        } catch {
            #expect(error.line == 2, "\(error)")
        }
    }

    /// A symbolic link to a gesture file is read as the file (checked after following it); a
    /// link to a file that never ends is refused at the limit.
    @Test func aLinkIsFollowedAndAnEndlessFileStopsAtTheLimit() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gesture-link-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("g.gesture"), link = folder.appendingPathComponent("link.gesture")
        try Data((Self.h + "\n" + #"{"t":0.1,"type":"down","x":1,"y":2}"#).utf8).write(to: file)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: file)
        let read = try GestureFile.read(link, knownScenes: Self.scenes, parameters: [])
        #expect(read.events.count == 1)
        let endless = folder.appendingPathComponent("endless.gesture")
        try FileManager.default.createSymbolicLink(atPath: endless.path, withDestinationPath: "/proc/self/pagemap")
        #expect(
            throws: GestureFileError(
                "the file is over the limit of 16777216 bytes (16 MiB), whatever its size reads: record a shorter session"
            )
        ) {
            try GestureFile.read(endless, knownScenes: Self.scenes, parameters: [])
        }
    }

    @Test func aFileOverSixteenMebibytesIsRefusedBeforeItIsRead() {
        let data = Data(Self.h.utf8) + Data(repeating: 0x0A, count: GestureFile.maximumBytes)
        #expect(
            throws: GestureFileError(
                "the file is \(data.count) bytes, over the limit of 16777216 bytes (16 MiB): record a shorter session")
        ) {
            try GestureFile(parsing: data, knownScenes: Self.scenes)
        }
    }

    @Test func scriptsMayNotExpandPastAMillionEvents() {
        // 17 drags of 60 s at 1000 events a second: 60,002 events each.
        let drags = (0..<17).map {
            #"{"t":\#($0 * 61),"type":"drag","from":[0,0],"to":[10,0],"duration":60,"rate":1000}"#
        }
        do {
            _ = try Self.parse([Self.h] + drags)
            Issue.record("over a million events accepted")
        } catch {
            #expect(error.line == 18 && error.problem.contains("more than 1000000 events"), "\(error)")
        }
    }
}
