import Foundation

/// One input event of a gesture file (Docs/GestureFiles.md §2), at its time in seconds after the
/// recording's start. Plain values (Foundation only), so that the parser can be compiled and
/// fuzzed on its own; `GestureEvent+InputEvent.swift` converts to and from the host's
/// `InputEvent`s.
package struct GestureEvent: Equatable, Sendable {
    /// A pointer's phase, as the file spells it.
    package enum Phase: String, Sendable, CaseIterable {
        case down, move, up, cancel
    }

    /// What a pointer is: the mouse, or a finger of a touch screen.
    package enum Source: String, Sendable, CaseIterable {
        case mouse, touch
    }

    package enum Kind: Equatable, Sendable {
        /// A pointer going down, moving, lifting or cancelled, in canvas points, with the
        /// pressure it reported (0…1; nil for none, `PointerEvent.pressure`).
        case pointer(Phase, x: Double, y: Double, source: Source, id: Int, pressure: Double? = nil)
        /// A wheel or trackpad scroll at (x, y) moving the content by (dx, dy) points.
        case wheel(x: Double, y: Double, dx: Double, dy: Double)
        /// A key, by the character it types or its name (``GestureKey``).
        case key(GestureKey)
        /// The window lost focus (or a drag was cancelled by a resize): every touch ends cancelled.
        case focusLost
        /// The window was resized to `width` × `height` window pixels (the canvas keeps its size in
        /// points; a drag the resize cancelled is recorded as ``focusLost`` before it).
        case resize(width: Int, height: Int)
    }

    /// Seconds after the recording's start.
    package var time: TimeInterval
    package var kind: Kind

    package init(time: TimeInterval, kind: Kind) {
        self.time = time
        self.kind = kind
    }
}
