import Foundation
import GestureFiles
import ViewTree

/// A gesture `bench --gesture` plays: one the scene names in code (`Scene.benchmarkGestures`) or a
/// recorded gesture file (`--replay`).
struct BenchGesture {
    /// What the bench calls the gesture's frames when it is not the first.
    let name: String
    /// The events, timed from the moment the gesture starts.
    let events: (_ start: TimeInterval) -> [InputEvent]

    init(_ gesture: ScriptedGesture) {
        name = gesture.name
        events = { gesture.events(startingAt: $0) }
    }

    init(_ file: GestureFile, name: String) {
        self.name = name
        events = { start in file.events.inputEvents(start: start) }
    }
}
