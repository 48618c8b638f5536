import Foundation

/// A recorded or scripted gesture (Docs/GestureFiles.md): the header saying what it was recorded
/// on, and every input event with its time after the start. Read with ``init(parsing:knownScenes:parameters:)``
/// (scripts arrive expanded into events), written with ``encoded()`` (events only, one a line).
struct GestureFile: Equatable, Sendable {
    /// A file larger than this is refused before it is read (§4).
    static let maximumBytes = 16 << 20
    /// A line longer than this is refused (an event line is under 150 bytes).
    static let maximumLineLength = 4096
    /// Events a file may hold, counting those its scripts expand into.
    static let maximumEvents = 1_000_000
    /// The latest time an event may have, in seconds (an hour, as `render --time`).
    static let maximumTime: TimeInterval = 3600

    var header: GestureFileHeader
    /// In time order.
    var events: [GestureEvent]

    init(header: GestureFileHeader, events: [GestureEvent]) {
        self.header = header
        self.events = events
    }

    /// Parses a whole file; `knownScenes` are the scene numbers its header may name, `parameters`
    /// the tunable parameters its header's `tuning` may set.
    init(parsing data: Data, knownScenes: Set<Int>, parameters: [TunableParameter]) throws(GestureFileError) {
        var parser = GestureFileParser(knownScenes: knownScenes, parameters: parameters)
        self = try parser.parse(data)
    }

    /// The time of the last event (0 without events).
    var duration: TimeInterval { events.last?.time ?? 0 }

    /// The file's text: the header line, then one line per event, each a JSON object with its
    /// fields in a fixed order and numbers written so that they read back exactly.
    func encoded() -> Data {
        var lines = [Self.object([
            ("format", Self.string(GestureFileHeader.format)), ("version", "\(header.version)"), ("scene", "\(header.scene)"),
            ("width", Self.number(GestureFileHeader.canvasSize.width)), ("height", Self.number(GestureFileHeader.canvasSize.height)),
            ("scale", Self.number(header.scale)),
        ] + (header.slowAnimations ? [("slowAnimations", "true")] : [])
          + (header.tuning.isEmpty ? [] : [("tuning", Self.object(header.tuning.keys.sorted().map { ($0, Self.number(header.tuning[$0] ?? 0)) }))]))]
        for event in events {
            var fields: [(String, String)] = [("t", Self.number(event.time))]
            switch event.kind {
            case let .pointer(phase, x, y, source, id):
                fields += [("type", Self.string(phase.rawValue)), ("x", Self.number(x)), ("y", Self.number(y))]
                if source != .mouse { fields.append(("source", Self.string(source.rawValue))) }
                if id != 0 { fields.append(("id", "\(id)")) }
            case let .wheel(x, y, dx, dy):
                fields += [("type", Self.string("wheel")), ("x", Self.number(x)), ("y", Self.number(y)),
                           ("dx", Self.number(dx)), ("dy", Self.number(dy))]
            case let .key(key):
                fields += [("type", Self.string("key")), ("key", Self.string(key.name))]
                if !key.modifiers.isEmpty { fields.append(("modifiers", "[" + key.modifiers.map(Self.string).joined(separator: ",") + "]")) }
            case .focusLost:
                fields.append(("type", Self.string("focusLost")))
            case let .resize(width, height):
                fields += [("type", Self.string("resize")), ("width", "\(width)"), ("height", "\(height)")]
            }
            lines.append(Self.object(fields))
        }
        return Data((lines.joined(separator: "\n") + "\n").utf8)
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
