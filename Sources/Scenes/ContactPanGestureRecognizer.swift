import FluidPlayground
import Foundation
import ViewTree

/// A pan that also says when a finger touches its view and when the touches are over (ended,
/// cancelled, or the pan failed), whether or not a drag began in between: what a scene needs to
/// stop something moving as soon as it is touched — where it is seen — and to let it go on if the
/// touch turns out not to be a drag (a tap, or a move the pan refuses). UIKit code does this by
/// overriding `touchesBegan(_:with:)` and `reset()` in a subclass, as here.
@MainActor
class ContactPanGestureRecognizer: PanGestureRecognizer {
    /// A finger went down on the view (every finger, so a handler must be idempotent).
    var touchesDidBegin: (() -> Void)?
    /// The touch sequence is over; the pan is back to `.possible`.
    var touchesDidFinish: (() -> Void)?
    /// Where the first finger of the sequence went down (window coordinates).
    private(set) var contactLocation: CGPoint?

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        super.touchesBegan(touches, with: event)
        if contactLocation == nil { contactLocation = location(in: nil) }
        touchesDidBegin?()
    }

    override func reset() {
        super.reset()
        contactLocation = nil
        touchesDidFinish?()
    }
}
