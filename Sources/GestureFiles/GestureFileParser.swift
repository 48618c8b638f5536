import Foundation

/// Reads a gesture file line by line (Docs/GestureFiles.md): the header, then one event or
/// scripted gesture per line, each decoded with `JSONDecoder` and checked field by field, times in
/// order, pointers going down before they move, scripts expanded into the events they stand for.
/// The first problem ends the parse with a ``GestureFileError`` naming its line and field.
package struct GestureFileParser {
    /// Scene numbers a header may name.
    /// The scene numbers the header may name; nil for any (a file replayed on a scene given apart).
    package let knownScenes: Set<Int>?
    /// The tunable parameters a header's `tuning` may name.
    package let parameters: [any TuningBounds]
    private let decoder = JSONDecoder()
    private var header: GestureFileHeader?
    private var events: [GestureEvent] = []
    /// The pointers down, where each was last and the pressure it last reported.
    private var pointersDown: [PointerKey: PointerDown] = [:]
    /// The latest event's time and the line that made it.
    private var lastTime: (time: TimeInterval, line: Int) = (0, 0)

    private struct PointerDown {
        var x: Double, y: Double
        var line: Int
        var pressure: Double? = nil
    }

    private struct PointerKey: Hashable, CustomStringConvertible {
        let source: GestureEvent.Source
        let id: Int
        var description: String { "\(source.rawValue) \(id)" }
    }

    package init(knownScenes: Set<Int>?, parameters: [any TuningBounds]) {
        self.knownScenes = knownScenes
        self.parameters = parameters
    }

    /// The events of `data`, a whole gesture file.
    package mutating func parse(_ data: Data) throws(GestureFileError) -> GestureFile {
        guard data.count <= GestureFile.maximumBytes else {
            throw GestureFileError(
                "the file is \(data.count) bytes, over the limit of \(GestureFile.maximumBytes) bytes (16 MiB): record a shorter session"
            )
        }
        var lineNumber = 0
        var start = data.startIndex
        while start < data.endIndex {
            let end = data[start...].firstIndex(of: 0x0A) ?? data.endIndex
            lineNumber += 1
            try read(line: data[start..<end], number: lineNumber)
            start = end < data.endIndex ? data.index(after: end) : end
        }
        guard let header else {
            throw GestureFileError(
                "the file holds no header: a gesture file starts with a line like "
                    + #"{"format":"fluid-gesture","version":1,"scene":3,"width":390,"height":844,"scale":2}"#)
        }
        return GestureFile(header: header, events: events)
    }

    private mutating func read(line bytes: Data, number: Int) throws(GestureFileError) {
        guard bytes.count <= GestureFile.maximumLineLength else {
            throw GestureFileError(
                line: number,
                "the line is \(bytes.count) bytes, over the limit of \(GestureFile.maximumLineLength): one event per line"
            )
        }
        // Blank lines and lines starting with # (comments) are skipped.
        var content = bytes[...]
        while let first = content.first, first == 0x20 || first == 0x09 || first == 0x0D {
            content = content.dropFirst()
        }
        while let last = content.last, last == 0x20 || last == 0x09 || last == 0x0D { content = content.dropLast() }
        if content.isEmpty || content.first == UInt8(ascii: "#") { return }
        let object: [String: JSONValue]
        do {
            object = try decoder.decode([String: JSONValue].self, from: Data(content))
        } catch {
            throw GestureFileError(
                line: number,
                "not a JSON object (\(Self.summary(of: error))): each line holds one object, like "
                    + #"{"t":0.5,"type":"move","x":200,"y":300}"#)
        }
        let fields = GestureLineFields(line: number, object: object)
        if header == nil {
            header = try readHeader(fields)
        } else {
            try readEvent(fields)
        }
    }

    /// What JSONDecoder says, in one short line.
    private static func summary(of error: Error) -> String {
        var text: String
        if case let DecodingError.dataCorrupted(context) = error {
            text = context.debugDescription
            if let underlying = context.underlyingError { text += ": \(underlying)" }
        } else if case let DecodingError.typeMismatch(_, context) = error {
            text = context.codingPath.isEmpty ? "the line is not an object" : context.debugDescription
        } else {
            text = "\(error)"
        }
        text = text.replacingOccurrences(of: "\n", with: " ")
        return text.count > 120 ? String(text.prefix(117)) + "…" : text
    }

    // MARK: Header

    private func readHeader(_ fields: GestureLineFields) throws(GestureFileError) -> GestureFileHeader {
        guard case .string(GestureFileHeader.format)? = fields.object["format"] else {
            throw fields.error(
                "format",
                "the first line must be the header, "
                    + #"{"format":"fluid-gesture","version":1,"scene":N,"width":390,"height":844,"scale":2}"#)
        }
        try fields.requireOnly(
            [
                "format", "version", "scene", "width", "height", "scale", "slowAnimations", "animationSpeed",
                "reduceMotion", "tuning",
            ],
            for: "the header")
        let version = try fields.integer("version", in: 0...Int(Int32.max)) ?? 0
        guard version == GestureFileHeader.currentVersion else {
            throw fields.error(
                "version",
                "version \(version) is not known: this playground reads version \(GestureFileHeader.currentVersion) (a newer playground may read it)"
            )
        }
        let scene = try fields.integer("scene", in: Int(Int32.min)...Int(Int32.max)) ?? 0
        if let knownScenes, !knownScenes.contains(scene) {
            throw fields.error(
                "scene",
                "no scene \(scene): available are \(knownScenes.sorted().map(String.init).joined(separator: ", "))")
        }
        let canvas = GestureFileHeader.canvasSize
        for (field, expected) in [("width", canvas.width), ("height", canvas.height)] {
            let value = try fields.number(field, in: 0...100_000, unit: "points") ?? 0
            guard value == expected else {
                throw fields.error(
                    field,
                    "the canvas is \(Int(canvas.width)) × \(Int(canvas.height)) pt; this file says \(GestureLineFields.format(value)): write \(Int(expected))"
                )
            }
        }
        let scale = try fields.number("scale", in: 1...3) ?? 2
        guard [1, 2, 3].contains(scale) else { throw fields.error("scale", "\(scale) is not 1, 2 or 3") }
        let slow = try fields.bool("slowAnimations", fallback: false)
        let speed = try fields.number("animationSpeed", in: 0.1...2, required: false, unit: "× real time")
        if slow, speed != nil {
            throw fields.error("animationSpeed", "give slowAnimations or animationSpeed, not both (slow is 0.1)")
        }
        let reduceMotion = try fields.bool("reduceMotion", fallback: false)
        return GestureFileHeader(
            scene: scene, scale: scale, slowAnimations: slow, animationSpeed: speed, reduceMotion: reduceMotion,
            tuning: try readTuning(fields))
    }

    /// The header's `tuning`: an object of parameter keys and numbers, each in its range.
    private func readTuning(_ fields: GestureLineFields) throws(GestureFileError) -> [String: Double] {
        guard let value = fields.object["tuning"] else { return [:] }
        guard case let .object(entries) = value else {
            throw fields.error(
                "tuning", "\(value.kindDescription) where an object of parameters belongs, e.g. {\"sheet.damping\":1}")
        }
        var tuning: [String: Double] = [:]
        for key in entries.keys.sorted() {
            guard let parameter = parameters.first(where: { $0.key == key }) else {
                throw fields.error("tuning", "no tunable parameter '\(key)': the README's --set table lists them")
            }
            guard case let .number(number)? = entries[key], number.isFinite else {
                throw fields.error("tuning", "\(key) needs a number")
            }
            guard parameter.range.contains(number) else {
                throw fields.error(
                    "tuning",
                    "\(key) must be from \(parameter.formatted(parameter.range.lowerBound)) to \(parameter.formatted(parameter.range.upperBound)) (got \(GestureLineFields.format(number)))"
                )
            }
            tuning[key] = number
        }
        return tuning
    }

    // MARK: Events

    /// Pointer coordinates may leave the canvas (the window is larger) but not by more than this.
    package static let coordinateBound: Double = 100_000

    private mutating func readEvent(_ fields: GestureLineFields) throws(GestureFileError) {
        guard let type = try fields.string("type") else { return }
        let time = try fields.number("t", in: 0...GestureFile.maximumTime, unit: "seconds") ?? 0
        guard time >= lastTime.time else {
            throw fields.error(
                "t",
                "\(time) s comes before the previous event (\(lastTime.time) s, line \(lastTime.line)): events must be in time order"
            )
        }
        let pointerFields = ["t", "type", "x", "y", "source", "id", "pressure"]
        switch type {
        case "down", "up", "cancel":
            try fields.requireOnly(pointerFields, for: "\"\(type)\"")
            try pointer(GestureEvent.Phase(rawValue: type) ?? .down, fields, time: time)
        case "move":
            try fields.requireOnly(pointerFields + ["duration", "rate"], for: "\"move\"")
            if fields.object["duration"] != nil || fields.object["rate"] != nil {
                try glide(fields, time: time)
            } else {
                try pointer(.move, fields, time: time)
            }
        case "drag":
            try fields.requireOnly(
                ["t", "type", "from", "to", "duration", "rate", "release", "source", "id"], for: "\"drag\"")
            try drag(fields, time: time)
        case "pinch":
            try fields.requireOnly(
                ["t", "type", "center", "from", "to", "angle", "turn", "duration", "rate", "release", "source", "id"],
                for: "\"pinch\"")
            try pinch(fields, time: time)
        case "wheel":
            try fields.requireOnly(["t", "type", "x", "y", "dx", "dy"], for: "\"wheel\"")
            let bound = Self.coordinateBound
            let x = try fields.number("x", in: -bound...bound, unit: "points") ?? 0
            let y = try fields.number("y", in: -bound...bound, unit: "points") ?? 0
            let dx = try fields.number("dx", in: -10_000...10_000, unit: "points") ?? 0
            let dy = try fields.number("dy", in: -10_000...10_000, unit: "points") ?? 0
            try append(.wheel(x: x, y: y, dx: dx, dy: dy), at: time, fields)
        case "key":
            try fields.requireOnly(["t", "type", "key", "modifiers"], for: "\"key\"")
            let name = try fields.string("key") ?? ""
            let modifiers = try fields.strings("modifiers")
            if let unknown = modifiers.first(where: { !GestureKey.modifierNames.contains($0) }) {
                throw fields.error(
                    "modifiers", "\"\(unknown)\" is not one of \(GestureKey.modifierNames.joined(separator: ", "))")
            }
            guard let key = GestureKey(name: name, modifiers: modifiers) else {
                throw fields.error(
                    "key",
                    "\"\(name)\" is not a key: write one printable character (\"u\", \"3\") or one of \(GestureKey.names.joined(separator: ", "))"
                )
            }
            try append(.key(key), at: time, fields)
        case "focusLost":
            try fields.requireOnly(["t", "type"], for: "\"focusLost\"")
            pointersDown.removeAll()
            try append(.focusLost, at: time, fields)
        case "resize":
            try fields.requireOnly(["t", "type", "width", "height"], for: "\"resize\"")
            let width = try fields.integer("width", in: 1...100_000) ?? 1
            let height = try fields.integer("height", in: 1...100_000) ?? 1
            try append(.resize(width: width, height: height), at: time, fields)
        default:
            throw fields.error(
                "type",
                "\"\(type)\" is not an event: write down, move, up, cancel, drag, pinch, wheel, key, focusLost or resize"
            )
        }
    }

    private func pointerKey(_ fields: GestureLineFields) throws(GestureFileError) -> PointerKey {
        let source = try fields.choice("source", of: GestureEvent.Source.allCases, fallback: .mouse)
        let id = try fields.integer("id", in: 0...Int(Int32.max), required: false) ?? 0
        return PointerKey(source: source, id: id)
    }

    private mutating func pointer(
        _ phase: GestureEvent.Phase, _ fields: GestureLineFields, time: TimeInterval
    ) throws(GestureFileError) {
        let key = try pointerKey(fields)
        let bound = Self.coordinateBound
        let x = try fields.number("x", in: -bound...bound, unit: "points") ?? 0
        let y = try fields.number("y", in: -bound...bound, unit: "points") ?? 0
        let pressure = try fields.number("pressure", in: 0...1, required: false, unit: "of full pressure")
        try checkPhase(phase, of: key, fields)
        try append(
            .pointer(phase, x: x, y: y, source: key.source, id: key.id, pressure: pressure), at: time, fields)
        pointersDown[key] =
            phase == .down || phase == .move
            ? PointerDown(x: x, y: y, line: fields.line, pressure: pressure ?? pointersDown[key]?.pressure) : nil
    }

    /// A pointer goes down only when up, and moves or lifts only when down.
    private func checkPhase(
        _ phase: GestureEvent.Phase, of key: PointerKey, _ fields: GestureLineFields
    ) throws(GestureFileError) {
        if phase == .down, let down = pointersDown[key] {
            throw fields.error(
                "type",
                "\(key) is already down (since line \(down.line)): lift it with an \"up\" line first, or give this pointer another \"id\""
            )
        }
        if phase == .down, pointersDown.count >= GestureFile.maximumPointersDown {
            throw fields.error(
                "type",
                "with \(pointersDown.count) pointers down, \(key) cannot go down: a window tracks at most \(GestureFile.maximumPointersDown) at once; lift one first"
            )
        }
        if phase != .down, pointersDown[key] == nil {
            throw fields.error("type", "\(key) is not down: a \"down\" line (or a \"drag\") must come first")
        }
    }

    /// `move` with a duration: the pointer moves in a straight line from where it is to (x, y),
    /// and with a `pressure` presses steadily from its last pressure (0 if none) to that one.
    private mutating func glide(_ fields: GestureLineFields, time: TimeInterval) throws(GestureFileError) {
        let key = try pointerKey(fields)
        try checkPhase(.move, of: key, fields)
        let bound = Self.coordinateBound
        let x = try fields.number("x", in: -bound...bound, unit: "points") ?? 0
        let y = try fields.number("y", in: -bound...bound, unit: "points") ?? 0
        let pressure = try fields.number("pressure", in: 0...1, required: false, unit: "of full pressure")
        let (duration, rate) = try timing(fields, start: time)
        let start = pointersDown[key] ?? PointerDown(x: x, y: y, line: fields.line)
        let pressures = pressure.map { ((start.pressure ?? 0), $0) }
        try moves(
            key, from: (start.x, start.y), to: (x, y), pressures: pressures, start: time, duration: duration,
            rate: rate, fields)
    }

    /// `drag`: down at `from`, moves to `to` over `duration` at `rate`, and (unless `release` is
    /// false) up there at the end.
    private mutating func drag(_ fields: GestureLineFields, time: TimeInterval) throws(GestureFileError) {
        let key = try pointerKey(fields)
        try checkPhase(.down, of: key, fields)
        let from = try fields.point("from", bound: Self.coordinateBound)
        let to = try fields.point("to", bound: Self.coordinateBound)
        let (duration, rate) = try timing(fields, start: time)
        let release = try fields.bool("release", fallback: true)
        try append(.pointer(.down, x: from.x, y: from.y, source: key.source, id: key.id), at: time, fields)
        pointersDown[key] = PointerDown(x: from.x, y: from.y, line: fields.line)
        try moves(key, from: from, to: to, start: time, duration: duration, rate: rate, fields)
        if release {
            try append(.pointer(.up, x: to.x, y: to.y, source: key.source, id: key.id), at: time + duration, fields)
            pointersDown[key] = nil
        }
    }

    /// `pinch`: two fingers (`id` and `id` + 1) go down `from` points apart on a line through
    /// `center` at `angle` degrees (clockwise from the x axis), spread or close to `to` points
    /// apart while the line turns `turn` degrees clockwise, over `duration` at `rate` (both
    /// fingers in each step, at one time, read back as one event), and (unless `release` is
    /// false) lift at the end: the Simulator's Option-drag, written down.
    private mutating func pinch(_ fields: GestureLineFields, time: TimeInterval) throws(GestureFileError) {
        let first = try pointerKey(fields)
        guard first.id < Int(Int32.max) else {
            throw fields.error("id", "the second finger's id (id + 1) is too large")
        }
        let second = PointerKey(source: first.source, id: first.id + 1)
        try checkPhase(.down, of: first, fields)
        try checkPhase(.down, of: second, fields)
        let center = try fields.point("center", bound: Self.coordinateBound)
        let from = try fields.number("from", in: 0...Self.coordinateBound, unit: "points") ?? 0
        let to = try fields.number("to", in: 0...Self.coordinateBound, unit: "points") ?? 0
        let angle = try fields.number("angle", in: -3600...3600, required: false, unit: "degrees") ?? 0
        let turn = try fields.number("turn", in: -3600...3600, required: false, unit: "degrees") ?? 0
        let (duration, rate) = try timing(fields, start: time)
        let release = try fields.bool("release", fallback: true)
        /// The two fingers' places a fraction of the way through.
        func fingers(at fraction: Double) -> [(x: Double, y: Double)] {
            let radians = (angle + turn * fraction) * .pi / 180
            let half = (from + (to - from) * fraction) / 2
            let dx = half * cos(radians), dy = half * sin(radians)
            return [(center.x - dx, center.y - dy), (center.x + dx, center.y + dy)]
        }
        func place(_ phase: GestureEvent.Phase, at fraction: Double) throws(GestureFileError) {
            for (key, point) in zip([first, second], fingers(at: fraction)) {
                try append(
                    .pointer(phase, x: point.x, y: point.y, source: key.source, id: key.id),
                    at: time + duration * fraction, fields)
                pointersDown[key] = phase == .up ? nil : PointerDown(x: point.x, y: point.y, line: fields.line)
            }
        }
        try place(.down, at: 0)
        let steps = max(1, Int((duration * rate).rounded()))
        for step in 1...steps { try place(.move, at: Double(step) / Double(steps)) }
        if release { try place(.up, at: 1) }
    }

    /// A script's `duration` (required, over 0 and at most 60 s, ending by the time limit) and
    /// `rate` (events per second, 1…1000, 120 when absent).
    private func timing(
        _ fields: GestureLineFields, start: TimeInterval
    ) throws(GestureFileError) -> (TimeInterval, Double) {
        let duration = try fields.number("duration", in: 0...60, unit: "seconds") ?? 0
        guard duration > 0 else { throw fields.error("duration", "must be over 0 s") }
        guard start + duration <= GestureFile.maximumTime else {
            throw fields.error(
                "duration", "ends at \(start + duration) s, past the limit of \(Int(GestureFile.maximumTime)) s")
        }
        let rate = try fields.number("rate", in: 1...1000, required: false, unit: "events per second") ?? 120
        return (duration, rate)
    }

    /// Moves in a straight line at a steady speed, one every 1/`rate` s, the last at the end,
    /// pressing steadily from the first of `pressures` to the second when given.
    private mutating func moves(
        _ key: PointerKey, from: (x: Double, y: Double), to: (x: Double, y: Double),
        pressures: (from: Double, to: Double)? = nil,
        start: TimeInterval, duration: TimeInterval, rate: Double, _ fields: GestureLineFields
    ) throws(GestureFileError) {
        let steps = max(1, Int((duration * rate).rounded()))
        for step in 1...steps {
            let fraction = Double(step) / Double(steps)
            let x = from.x + (to.x - from.x) * fraction, y = from.y + (to.y - from.y) * fraction
            let pressure = pressures.map { $0.from + ($0.to - $0.from) * fraction }
            try append(
                .pointer(.move, x: x, y: y, source: key.source, id: key.id, pressure: pressure),
                at: start + duration * fraction, fields)
        }
        let pressure = pressures?.to ?? pointersDown[key]?.pressure
        pointersDown[key] = PointerDown(x: to.x, y: to.y, line: fields.line, pressure: pressure)
    }

    private mutating func append(
        _ kind: GestureEvent.Kind, at time: TimeInterval, _ fields: GestureLineFields
    ) throws(GestureFileError) {
        guard events.count < GestureFile.maximumEvents else {
            throw GestureFileError(
                line: fields.line,
                "more than \(GestureFile.maximumEvents) events: split the recording into shorter files")
        }
        events.append(GestureEvent(time: time, kind: kind))
        lastTime = (time, fields.line)
    }
}
