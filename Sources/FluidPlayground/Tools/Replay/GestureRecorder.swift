import Foundation
import ViewTree

/// Keeps the events of a session in the window as a gesture file (Docs/GestureFiles.md §6): times
/// count from the first frame of the scene the recording starts in; pointer events of a pointer
/// that went down before that are left out (a replay would see them without their down); an event
/// stamped before its predecessor is kept at its predecessor's time, so that the file is in order.
@MainActor
final class GestureRecorder {
    /// Where the file goes when the recording stops.
    let destination: URL
    let header: GestureFileHeader
    /// The host time of time 0, once the scene's first frame has run.
    private(set) var start: TimeInterval?
    private(set) var events: [GestureEvent] = []
    private var pointersDown: Set<PointerKey> = []

    private struct PointerKey: Hashable {
        let source: GestureEvent.Source
        let id: Int
    }

    init(destination: URL, header: GestureFileHeader) {
        self.destination = destination
        self.header = header
    }

    /// Time 0: the first frame of the scene recorded.
    func begin(at time: TimeInterval) {
        if start == nil, time.isFinite { start = time }
    }

    /// Keeps `event`, unless it comes before the start, is one a file cannot hold (a repeated key)
    /// or moves a pointer whose down was not recorded.
    func record(_ event: InputEvent) {
        guard let start, events.count < GestureFile.maximumEvents, var recorded = GestureEvent(event, start: start) else { return }
        switch recorded.kind {
        case let .pointer(phase, _, _, source, id):
            let key = PointerKey(source: source, id: id)
            switch phase {
            case .down:
                guard pointersDown.insert(key).inserted else { return }
            case .move:
                guard pointersDown.contains(key) else { return }
            case .up, .cancel:
                guard pointersDown.remove(key) != nil else { return }
            }
        case .focusLost:
            pointersDown.removeAll()
        case .wheel, .key, .resize:
            break
        }
        recorded.time = min(GestureFile.maximumTime, max(recorded.time, events.last?.time ?? 0))
        events.append(recorded)
    }

    var file: GestureFile { GestureFile(header: header, events: events) }

    /// Writes the file whole or not at all.
    func write() throws(AtomicFile.Failure) {
        try AtomicFile.write(file.encoded(), to: destination)
    }
}
