import Foundation

/// A recorded or scripted gesture (Docs/GestureFiles.md): the header saying what it was recorded
/// on, and every input event with its time after the start. Read with ``init(parsing:knownScenes:parameters:)``
/// (scripts arrive expanded into events), written with ``encoded()`` (events only, one a line).
package struct GestureFile: Equatable, Sendable {
    /// A file larger than this is refused before it is read (§4).
    package static let maximumBytes = 16 << 20
    /// A line longer than this is refused (an event line is under 150 bytes).
    package static let maximumLineLength = 4096
    /// Events a file may hold, counting those its scripts expand into.
    package static let maximumEvents = 1_000_000
    /// Pointers a file may hold down at once: as many as a window tracks (`Window.maximumTouches`,
    /// which this Foundation-only file cannot name; a test keeps the two equal).
    package static let maximumPointersDown = 20
    /// The latest time an event may have, in seconds (an hour, as `render --time`).
    package static let maximumTime: TimeInterval = 3600

    package var header: GestureFileHeader
    /// In time order.
    package var events: [GestureEvent]

    package init(header: GestureFileHeader, events: [GestureEvent]) {
        self.header = header
        self.events = events
    }

    /// Parses a whole file; `knownScenes` are the scene numbers its header may name (nil: any), `parameters`
    /// the tunable parameters its header's `tuning` may set.
    package init(parsing data: Data, knownScenes: Set<Int>?, parameters: [any TuningBounds]) throws(GestureFileError) {
        var parser = GestureFileParser(knownScenes: knownScenes, parameters: parameters)
        self = try parser.parse(data)
    }

    /// The time of the last event (0 without events).
    package var duration: TimeInterval { events.last?.time ?? 0 }

    /// The file's text: the header line, then one line per event, each a JSON object with its
    /// fields in a fixed order and numbers written so that they read back exactly.
    package func encoded() -> Data {
        Data(([Self.line(for: header)] + events.map(Self.line(for:))).map { $0 + "\n" }.joined().utf8)
    }

    /// The header's line, without its newline.
    package static func line(for header: GestureFileHeader) -> String {
        object(
            [
                ("format", string(GestureFileHeader.format)), ("version", "\(header.version)"),
                ("scene", "\(header.scene)"),
                ("width", number(GestureFileHeader.canvasSize.width)),
                ("height", number(GestureFileHeader.canvasSize.height)),
                ("scale", number(header.scale)),
            ] + (header.slowAnimations ? [("slowAnimations", "true")] : [])
                + (header.slowAnimations || header.animationSpeed == 1
                    ? [] : [("animationSpeed", number(header.animationSpeed))])
                + (header.reduceMotion ? [("reduceMotion", "true")] : [])
                + (header.tuning.isEmpty
                    ? []
                    : [("tuning", object(header.tuning.keys.sorted().map { ($0, number(header.tuning[$0] ?? 0)) }))]))
    }

    /// An event's line, without its newline.
    package static func line(for event: GestureEvent) -> String {
        var fields: [(String, String)] = [("t", number(event.time))]
        switch event.kind {
        case let .pointer(phase, x, y, source, id, pressure):
            fields += [("type", string(phase.rawValue)), ("x", number(x)), ("y", number(y))]
            if source != .mouse { fields.append(("source", string(source.rawValue))) }
            if id != 0 { fields.append(("id", "\(id)")) }
            if let pressure { fields.append(("pressure", number(pressure))) }
        case let .wheel(x, y, dx, dy):
            fields += [
                ("type", string("wheel")), ("x", number(x)), ("y", number(y)), ("dx", number(dx)), ("dy", number(dy)),
            ]
        case let .key(key):
            fields += [("type", string("key")), ("key", string(key.name))]
            if !key.modifiers.isEmpty {
                fields.append(("modifiers", "[" + key.modifiers.map(string).joined(separator: ",") + "]"))
            }
        case .focusLost:
            fields.append(("type", string("focusLost")))
        case let .resize(width, height):
            fields += [("type", string("resize")), ("width", "\(width)"), ("height", "\(height)")]
        }
        return object(fields)
    }

    private static func object(_ fields: [(String, String)]) -> String {
        "{" + fields.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
    }

    /// Swift's shortest representation that reads back as the same Double ("195.5", "1e-05"); a
    /// whole number without its ".0".
    private static func number(_ value: Double) -> String {
        GestureLineFields.format(value)
    }

    private static func string(_ value: String) -> String {
        var escaped = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case _ where scalar.value < 0x20: escaped += String(format: "\\u%04x", scalar.value)
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped + "\""
    }
}
