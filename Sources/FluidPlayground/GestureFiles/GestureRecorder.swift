import Foundation
import GestureFiles
import ViewTree

/// Keeps the events of a session in the window as a gesture file (Docs/GestureFiles.md §6),
/// written to disk as they come (`GestureFileWriter`): times count from the first frame of the
/// scene the recording starts in; pointer events of a pointer that went down before that are left
/// out (a replay would see them without their down), as are those of a pointer beyond the
/// window's count (`Window.maximumTouches`); an event stamped before its predecessor is
/// kept at its predecessor's time, so that the file is in order.
@MainActor
final class GestureRecorder {
    /// The file being written.
    var destination: URL { writer.url }
    let header: GestureFileHeader
    private let writer: GestureFileWriter
    /// Why the recording stopped taking events (a limit, a failed write), once it has.
    private(set) var stop: GestureFileWriter.Stop?
    /// The host time of time 0, once the scene's first frame has run.
    private(set) var start: TimeInterval?
    private(set) var events: [GestureEvent] = []
    private var pointersDown: Set<PointerKey> = []

    private struct PointerKey: Hashable {
        let source: GestureEvent.Source
        let id: Int
    }

    /// Creates the file and writes its header: `replacing` an existing file, or only a new one.
    init(destination: URL, header: GestureFileHeader, replacing: Bool) throws(GestureFileWriter.Stop) {
        self.header = header
        writer = try GestureFileWriter(url: destination, header: header, replacing: replacing)
    }

    /// Time 0: the first frame of the scene recorded.
    func begin(at time: TimeInterval) {
        if start == nil, time.isFinite { start = time }
    }

    /// Keeps `event`, unless it comes before the start, is one a file cannot hold (a repeated key)
    /// or moves a pointer whose down was not recorded. Returns why the recording stopped when
    /// this event stopped it (a limit reached, a failed write); it then takes no more.
    @discardableResult
    func record(_ event: InputEvent) -> GestureFileWriter.Stop? {
        guard case let .pointers(pointers) = event else { return recordSingle(event) }
        // A multi-touch frame is a line per pointer, at one time (read back as one event).
        for pointer in pointers {
            if let stop = recordSingle(.pointer(pointer)) { return stop }
        }
        return nil
    }

    private func recordSingle(_ event: InputEvent) -> GestureFileWriter.Stop? {
        guard stop == nil, let start, var recorded = GestureEvent(event, start: start) else { return nil }
        switch recorded.kind {
        case let .pointer(phase, _, _, source, id, _):
            let key = PointerKey(source: source, id: id)
            switch phase {
            case .down:
                // Past the window's count the window ignores the touch: so does the file.
                guard pointersDown.count < GestureFile.maximumPointersDown, pointersDown.insert(key).inserted else {
                    return nil
                }
            case .move:
                guard pointersDown.contains(key) else { return nil }
            case .up, .cancel:
                guard pointersDown.remove(key) != nil else { return nil }
            }
        case .focusLost:
            pointersDown.removeAll()
        case .wheel, .key, .resize:
            break
        }
        recorded.time = max(recorded.time, events.last?.time ?? 0)
        do { try writer.write(recorded) } catch {
            stop = error
            return error
        }
        events.append(recorded)
        return nil
    }

    var file: GestureFile { GestureFile(header: header, events: events) }

    /// Closes the file: everything recorded is on disk already. Returns false when the file is no
    /// longer where it was written (deleted, or its folder deleted or moved, meanwhile).
    @discardableResult
    func finish() -> Bool {
        let found = writer.isStillAtItsPath
        writer.close()
        return found
    }
}
