import Foundation
import ViewTree

/// The rounded rectangle a view's shadow is the blur of (Docs/Rendering.md §6), in the view's
/// bounds coordinates.
struct ShadowShape: Equatable {
    var rect: CGRect
    var cornerRadius: CGFloat
    /// Whether the shape is painted opaque, all of it, over its shadow: the shadow beneath it
    /// cannot show there.
    var isOpaque: Bool

    /// The shape of `view`'s shadow when it is a rounded rectangle, nil when it is the shape of
    /// the content's alpha, which takes drawing the content and reading it back (a content shadow).
    ///
    /// A view with a background casts its own rounded rectangle. A clear view whose only visible
    /// subview is an upright, opaque rounded rectangle — a background of alpha 1 that clips what it
    /// holds (or holds nothing), at full alpha, casting no shadow of its own — and which draws
    /// nothing itself (no border, text or image) has exactly that rectangle as its content's
    /// alpha: it casts that subview's shape. This is UIKit's advice to set `shadowPath` on such a
    /// view, applied by the renderer because it is exact: the card stack's shadow view is one.
    @MainActor
    static func of(_ view: View, properties p: LayerProperties) -> ShadowShape? {
        if !p.backgroundColor.isClear {
            return ShadowShape(rect: p.bounds, cornerRadius: p.cornerRadius, isOpaque: p.backgroundColor.alpha >= 1)
        }
        guard p.borderWidth <= 0 || p.borderColor.isClear, !Rasterizer.hasOwnContent(view) else { return nil }
        var visible = view.subviews.lazy.filter(Rasterizer.isVisible).makeIterator()
        guard let child = visible.next(), visible.next() == nil else { return nil }
        let q = child.presentation
        guard q.alpha >= 1, q.transform.isIdentity, q.backgroundColor.alpha >= 1, !Rasterizer.castsShadow(q),
            q.bounds.width > 0, q.bounds.height > 0,
            child.clipsToBounds || (!Rasterizer.hasVisibleSubviews(child) && !Rasterizer.hasOwnContent(child))
        else { return nil }
        return ShadowShape(rect: View.frame(of: q), cornerRadius: q.cornerRadius, isOpaque: true)
    }
}
