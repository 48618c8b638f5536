import Animator
import Foundation

/// What a view keeps for the frame path — the presentation values it shows and what changed for
/// the renderer — with the walks that mark a change up to the root and the bindings animations
/// write through. `View` keeps one, `frameState`, and reads as plain Swift around it: the two
/// performance measures of the view tree live in this file and nowhere else.
///
/// - **Unchecked exclusivity.** `View.frameState` is written on every animation frame and every
///   invalidation, only in short statements that call nothing that could reach it again, so it
///   is declared `@exclusivity(unchecked)`: the runtime's check on each write cost more than the
///   write (Docs/OneFrame.md, "Benchmarks").
/// - **Unretained references.** The walk to the root follows `parent`, an `Unmanaged` twin of
///   `View.superview`, and touches only stored state on the way: loading a weak reference
///   retains the view, and the retains and releases of an object that was ever referenced weakly
///   take the runtime's slow path (Docs/OneFrame.md, "Benchmarks"). `parent` is set and cleared
///   with `superview`, and cleared by a superview's `deinit` (a weak reference clears itself;
///   this does not). For the same reason an animation's binding holds its view unretained
///   (`View.animationBinding`): the view's `deinit` takes its animations out of their animators
///   first, and an animation calls its binding only while its animator holds it.
@MainActor
package struct ViewFrameState {
    /// Presentation values; only the fields in `presentedFields` are shown.
    var presented = LayerProperties()
    var presentedFields: LayerProperties.Fields = []
    /// The superview, unretained (see above).
    var parent: Unmanaged<View>?
    /// The subviews that changed since the renderer last looked, when it indexes this view's
    /// subviews by where they draw (a long list's rows: `SubviewIndex`).
    package var subviewChanges = SubviewChanges()
    /// Bumped whenever anything this view draws in its own coordinate space changes (its own
    /// content, or any descendant's content or placement).
    var renderVersion: UInt64 = 0
    /// Bumped by each change of where this view is composited.
    var placementVersion: UInt64 = 0
    /// How many of `renderVersion`'s bumps came from the placement of direct subviews.
    var subviewPlacementVersion: UInt64 = 0
    /// Bumped by each change of this view's own drawing.
    var contentVersion: UInt64 = 0
    /// Set on the root of a tree by every change in it that must be drawn.
    var rootNeedsRender = true
    /// The view this one masks (`View.mask`), unretained: that view holds this one and clears
    /// the link when it lets go of it or goes away.
    var maskOwner: Unmanaged<View>?

    /// Follows `View.superview`.
    mutating func setParent(_ superview: View?) {
        parent = superview.map(Unmanaged.passUnretained)
    }
}

extension View {
    /// The view this one masks, if any (`View.mask`).
    var maskOwner: View? { frameState.maskOwner?.takeUnretainedValue() }

    /// Something in this view's subtree changed (not its own drawing): its backing store and
    /// those of its ancestors redraw, and the root is marked (`rootNeedsRender`).
    func invalidateRendering() {
        Self.invalidateRendering(from: Unmanaged.passUnretained(self))
    }

    /// `invalidateRendering` from `link`'s view up to the root, through unretained references
    /// and stored state only: a method called on a view, or a strong reference taken, retains it.
    private static func invalidateRendering(from link: Unmanaged<View>) {
        unowned(unsafe) var view = link.takeUnretainedValue()
        while true {
            view.frameState.renderVersion &+= 1
            guard let parent = view.frameState.parent else {
                // A change in a mask is a change in what the masked view draws.
                guard let owner = view.frameState.maskOwner else { return view.frameState.rootNeedsRender = true }
                unowned(unsafe) let masked = owner.takeUnretainedValue()
                masked.frameState.contentVersion &+= 1
                view = masked
                continue
            }
            unowned(unsafe) let superview = parent.takeUnretainedValue()
            if superview.frameState.subviewChanges.isNoted { superview.frameState.subviewChanges.note(view) }
            view = superview
        }
    }

    /// Where this view is composited changed (position, transform, alpha, shadow, visibility):
    /// its own backing store stays valid, its superview's does not — unless the renderer
    /// composites this view on its own above the superview's store (`placementVersion` and the
    /// superview's `subviewPlacementVersion` let it tell).
    func placementDidChange() {
        frameState.placementVersion &+= 1
        guard let parent = frameState.parent else {
            guard frameState.maskOwner != nil else { return frameState.rootNeedsRender = true }
            return invalidateRendering()
        }
        unowned(unsafe) let superview = parent.takeUnretainedValue()
        superview.frameState.subviewPlacementVersion &+= 1
        if superview.frameState.subviewChanges.isNoted { superview.frameState.subviewChanges.note(self) }
        Self.invalidateRendering(from: parent)
    }

    /// How an animation writes one of this view's properties, holding the view unretained (see
    /// `ViewFrameState`).
    func animationBinding<Value: Equatable & Animatable>(
        for property: WritableKeyPath<LayerProperties, Value>
    ) -> AnimationBinding<Value> {
        let field = Self.field(of: property)
        var binding = AnimationBinding(
            setPresentation: { [unowned(unsafe) self] value in self.present(value, for: property, field: field) },
            removePresentation: { [unowned(unsafe) self] in self.removePresentationValue(for: field) },
            setModel: { [unowned(unsafe) self] value in self.writeModel(value, for: property, shown: true) },
            didEnd: { [unowned(unsafe) self] animation in self.animationDidEnd(animation, for: property) },
            driver: { [unowned(unsafe) self] in self.window?.animationDriver })
        // The view's position takes a spring's dx along x and dy along y, as in UIKit.
        let key = property as AnyKeyPath
        if key == \LayerProperties.center as AnyKeyPath {
            binding.springVelocityAxes = .xy
        } else if key == \LayerProperties.center.y as AnyKeyPath {
            binding.springVelocityAxes = .y
        }
        return binding
    }
}
