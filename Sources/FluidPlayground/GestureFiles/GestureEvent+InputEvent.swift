import Foundation
import GestureFiles
import ViewTree

extension GestureEvent {
    /// The event as the host delivers it, stamped `start + time`; nil for a resize, which the
    /// canvas does not see (Docs/GestureFiles.md §5).
    func inputEvent(start: TimeInterval) -> InputEvent? {
        let timestamp = start + time
        switch kind {
        case let .pointer(phase, x, y, source, id, pressure):
            let phases: [Phase: PointerEvent.Phase] = [.down: .began, .move: .moved, .up: .ended, .cancel: .cancelled]
            return .pointer(
                PointerEvent(
                    phase: phases[phase] ?? .moved, location: CGPoint(x: x, y: y), timestamp: timestamp,
                    source: source == .touch ? .touch : .mouse, identifier: id, pressure: pressure))
        case let .wheel(x, y, dx, dy):
            return .scroll(
                ScrollEvent(delta: CGSize(width: dx, height: dy), location: CGPoint(x: x, y: y), timestamp: timestamp))
        case let .key(key):
            return .key(KeyEvent(key: key.key, timestamp: timestamp, modifierFlags: key.modifierFlags))
        case .focusLost:
            return .focusLost(timestamp: timestamp)
        case .resize:
            return nil
        }
    }

    /// `event` as a file records it, `event.timestamp − start` seconds after the start; nil for an
    /// event a file cannot hold (a repeated key, a coordinate that is not finite) and for a batch
    /// of pointers, which a file holds as one line per pointer at the same time (`singleEvents`).
    init?(_ event: InputEvent, start: TimeInterval) {
        let time = event.timestamp - start
        guard time.isFinite else { return nil }
        let recorded: Kind
        switch event {
        case let .pointer(pointer):
            guard pointer.location.x.isFinite, pointer.location.y.isFinite else { return nil }
            let phases: [PointerEvent.Phase: Phase] = [.began: .down, .moved: .move, .ended: .up, .cancelled: .cancel]
            let pressure = pointer.pressure.flatMap { $0.isFinite ? min(max($0, 0), 1) : nil }
            recorded = .pointer(
                phases[pointer.phase] ?? .move, x: pointer.location.x, y: pointer.location.y,
                source: pointer.source == .touch ? .touch : .mouse, id: pointer.identifier, pressure: pressure)
        case let .scroll(scroll):
            let values = [scroll.location.x, scroll.location.y, scroll.delta.width, scroll.delta.height]
            guard values.allSatisfy(\.isFinite) else { return nil }
            recorded = .wheel(
                x: scroll.location.x, y: scroll.location.y, dx: scroll.delta.width, dy: scroll.delta.height)
        case let .key(key):
            guard !key.isRepeat, let gestureKey = GestureKey(key.key, modifierFlags: key.modifierFlags) else {
                return nil
            }
            recorded = .key(gestureKey)
        case .focusLost:
            recorded = .focusLost
        case .pointers:
            return nil
        case let .windowResized(size, _):
            guard size.width.isFinite, size.height.isFinite, size.width >= 1, size.height >= 1 else { return nil }
            recorded = .resize(width: Int(min(size.width, 100_000)), height: Int(min(size.height, 100_000)))
        }
        self.init(time: max(0, time), kind: recorded)
    }
}

extension [GestureEvent] {
    /// The input event that starts at `index`, and the index after it: pointer events at the same
    /// time for different pointers (a multi-touch frame, written one line per pointer) are read
    /// back as one `.pointers` event, so that a replay delivers them together as they were
    /// delivered when recorded. Nil for an event the host does not deliver (a resize).
    func inputEvent(at index: Int, start: TimeInterval) -> (event: InputEvent?, next: Int) {
        let event = self[index].inputEvent(start: start)
        guard case let .pointer(first)? = event else { return (event, index + 1) }
        var pointers = [first]
        var next = index + 1
        while next < count, self[next].time == self[index].time,
            case let .pointer(pointer)? = self[next].inputEvent(start: start),
            !pointers.contains(where: { $0.source == pointer.source && $0.identifier == pointer.identifier })
        {
            pointers.append(pointer)
            next += 1
        }
        return (pointers.count == 1 ? event : .pointers(pointers), next)
    }

    /// Every event as the host delivers it, stamped from `start` (`inputEvent(at:start:)`).
    func inputEvents(start: TimeInterval) -> [InputEvent] {
        var events: [InputEvent] = []
        var index = 0
        while index < count {
            let (event, next) = inputEvent(at: index, start: start)
            if let event { events.append(event) }
            index = next
        }
        return events
    }
}

extension GestureKey {
    private static let namedKeys: [(String, KeyEvent.Key)] = [
        ("escape", .escape), ("enter", .enter), ("space", .space), ("backspace", .backspace), ("tab", .tab),
        ("left", .left), ("right", .right), ("up", .up), ("down", .down),
    ]
    private static let modifierKeys: [(String, KeyModifierFlags)] = [
        ("shift", .shift), ("control", .control), ("alternate", .alternate), ("command", .command),
    ]

    /// The key as the host delivers it.
    var key: KeyEvent.Key {
        if let named = Self.namedKeys.first(where: { $0.0 == name }) { return named.1 }
        return .character(name.first ?? " ")
    }

    var modifierFlags: KeyModifierFlags {
        KeyModifierFlags(Self.modifierKeys.filter { modifiers.contains($0.0) }.map(\.1))
    }

    /// Nil for a character a file cannot name (outside printable ASCII).
    init?(_ key: KeyEvent.Key, modifierFlags: KeyModifierFlags) {
        let modifiers = Self.modifierKeys.filter { modifierFlags.contains($0.1) }.map(\.0)
        switch key {
        case let .character(character): self.init(name: String(character), modifiers: modifiers)
        default:
            guard let named = Self.namedKeys.first(where: { $0.1 == key }) else { return nil }
            self.init(name: named.0, modifiers: modifiers)
        }
    }
}
