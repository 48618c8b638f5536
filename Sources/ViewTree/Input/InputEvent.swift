import Foundation

/// A pointer (mouse button or finger) going down, moving or up, in canvas points.
public struct PointerEvent: Equatable, Sendable {
    public enum Phase: Sendable { case began, moved, ended, cancelled }
    public enum Source: Sendable { case mouse, touch }

    public var phase: Phase
    public var location: CGPoint
    /// Seconds, on the host's clock (SDL's event timestamp in a window, the virtual clock in tests).
    public var timestamp: TimeInterval
    public var source: Source
    /// Distinguishes fingers; 0 for the mouse.
    public var identifier: Int
    /// How hard the pointer presses, from 0 (resting on the glass) to 1 (the most the device
    /// senses), as SDL reports a finger's pressure; nil when the device senses none (a mouse
    /// until Control + wheel presses it, see ``SimulatedTouches``). `Touch.force` scales it.
    public var pressure: Double?

    public init(
        phase: Phase, location: CGPoint, timestamp: TimeInterval, source: Source = .mouse, identifier: Int = 0,
        pressure: Double? = nil
    ) {
        self.phase = phase
        self.location = location
        self.timestamp = timestamp
        self.source = source
        self.identifier = identifier
        self.pressure = pressure
    }
}

/// A scroll wheel or trackpad scroll.
public struct ScrollEvent: Equatable, Sendable {
    /// How far to move the content offset, in points: positive y shows later content (the content
    /// moves up, as under a finger moving up), positive x shows content further right.
    public var delta: CGSize
    public var location: CGPoint
    public var timestamp: TimeInterval

    public init(delta: CGSize, location: CGPoint, timestamp: TimeInterval) {
        self.delta = delta
        self.location = location
        self.timestamp = timestamp
    }
}

/// The modifier keys held with a key (UIKit's `UIKeyModifierFlags`).
public struct KeyModifierFlags: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let shift = KeyModifierFlags(rawValue: 1 << 0)
    public static let control = KeyModifierFlags(rawValue: 1 << 1)
    /// Alt (Option on a Mac keyboard).
    public static let alternate = KeyModifierFlags(rawValue: 1 << 2)
    /// The Super/Windows key (Command on a Mac keyboard).
    public static let command = KeyModifierFlags(rawValue: 1 << 3)
}

/// A key press, by the character it types (lowercase) or a named key.
public struct KeyEvent: Equatable, Sendable {
    public enum Key: Hashable, Sendable {
        case character(Character)
        case escape, enter, space, backspace, tab, left, right, up, down
    }

    public var key: Key
    public var timestamp: TimeInterval
    public var isRepeat: Bool
    /// The modifier keys held (`UIKey.modifierFlags`).
    public var modifierFlags: KeyModifierFlags

    public init(key: Key, timestamp: TimeInterval, isRepeat: Bool = false, modifierFlags: KeyModifierFlags = []) {
        self.key = key
        self.timestamp = timestamp
        self.isRepeat = isRepeat
        self.modifierFlags = modifierFlags
    }
}

/// Everything the host delivers.
public enum InputEvent: Equatable, Sendable {
    case pointer(PointerEvent)
    /// Several pointers that changed at one moment (a multi-touch frame: two fingers of a pinch
    /// moving together), delivered to the recognizers as one event, as UIKit's `UIEvent` carries
    /// every touch that changed; a recognizer never sees one finger moved and the other not yet.
    /// Their timestamps are equal.
    case pointers([PointerEvent])
    case scroll(ScrollEvent)
    case key(KeyEvent)
    /// The window lost focus: an ongoing drag must be cancelled.
    case focusLost(timestamp: TimeInterval)
    /// The window was resized to `windowSize` (window pixels). The canvas keeps its size in points;
    /// a drag in progress was cancelled by a ``focusLost(timestamp:)`` just before. Nothing in the
    /// tree handles it: it is delivered so that the app can record it.
    case windowResized(windowSize: CGSize, timestamp: TimeInterval)
}

extension InputEvent {
    /// The event's timestamp (seconds on the host's clock).
    public var timestamp: TimeInterval {
        switch self {
        case let .pointer(event): event.timestamp
        case let .pointers(events): events.first?.timestamp ?? 0
        case let .scroll(event): event.timestamp
        case let .key(event): event.timestamp
        case let .focusLost(timestamp): timestamp
        case let .windowResized(_, timestamp): timestamp
        }
    }
}

extension InputEvent {
    /// The pointer events it carries, one for `.pointer`, all of them for `.pointers`, else none.
    public var pointerEvents: [PointerEvent] {
        switch self {
        case let .pointer(event): [event]
        case let .pointers(events): events
        default: []
        }
    }

    /// The event as single events: a `.pointers` batch as one `.pointer` each, anything else as itself.
    public var singleEvents: [InputEvent] {
        if case let .pointers(events) = self { return events.map(InputEvent.pointer) }
        return [self]
    }

    /// Whether a finger or the mouse button goes down in it.
    public var beginsATouch: Bool {
        switch self {
        case let .pointer(event): event.phase == .began
        case let .pointers(events): events.contains { $0.phase == .began }
        default: false
        }
    }
}
