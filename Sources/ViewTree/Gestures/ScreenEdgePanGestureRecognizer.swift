import Foundation

/// A pan that starts at an edge of the screen (`UIScreenEdgePanGestureRecognizer`), as the
/// back-swipe of a navigation stack does: a touch that goes down within `edgeWidth` of one of
/// `edges` (the window's edges) may begin a pan away from that edge; any other touch makes it fail.
/// UIKit's default `edges` is none, so it recognizes nothing until they are set; how near the
/// edge a touch must go down is private, and Fluid takes 20 pt (Docs/Gestures.md §6). Once it
/// began it is an ordinary pan: `translation(in:)`, `velocity(in:)`.
@MainActor
open class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
    /// The edges a pan may start from (UIKit's `edges`; none by default).
    public var edges: RectEdge = []
    /// How near an edge (points) the first touch must go down.
    public var edgeWidth: CGFloat = 20

    public required init() { super.init() }

    override open func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        if state == .possible, numberOfTouches == touches.count, let bounds = view?.window?.bounds {
            // The first touch decides: an edge it went down at, and the way away from that edge.
            let point = centroidInWindow
            var away: Direction = []
            if edges.contains(.left), point.x - bounds.minX <= edgeWidth { away.insert(.right) }
            if edges.contains(.right), bounds.maxX - point.x <= edgeWidth { away.insert(.left) }
            if edges.contains(.top), point.y - bounds.minY <= edgeWidth { away.insert(.down) }
            if edges.contains(.bottom), bounds.maxY - point.y <= edgeWidth { away.insert(.up) }
            guard !away.isEmpty else {
                state = .failed
                return
            }
            allowedDirections = away
        }
        super.touchesBegan(touches, with: event)
    }

    override open func reset() {
        super.reset()
        allowedDirections = .all
    }
}
