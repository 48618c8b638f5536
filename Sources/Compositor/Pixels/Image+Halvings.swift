import Foundation
import ViewTree

extension Image {
    /// The narrowest level `halvings(of:)` makes: a picture is rarely drawn narrower than this
    /// many pixels, and the renderer halves further itself when it is.
    public static let narrowestHalving = 64

    /// The picture at `level` (0: itself; n: halved n times) when it is at hand — itself, or a
    /// level made ahead (`halvings`) — else nil.
    public func madeAhead(level: Int) -> PixelBuffer? {
        level == 0 ? pixels : halvings.indices.contains(level - 1) ? halvings[level - 1] : nil
    }

    /// `pixels` halved again and again (`Rasterizer.halved`, the renderer's own box filter, so a
    /// level is the same bytes whoever made it) while the next level is at least
    /// `narrowestHalving` pixels wide: a third more memory than the picture, made once where it
    /// is decoded instead of when a scene first draws it small (Docs/Rendering.md §12). Safe on
    /// any thread.
    public nonisolated static func halvings(of pixels: PixelBuffer) -> [PixelBuffer] {
        var levels: [PixelBuffer] = []
        var level = pixels
        while level.width / 2 >= narrowestHalving, level.height / 2 >= 1, levels.count < Rasterizer.deepestHalving {
            level = Rasterizer.halved(level)
            levels.append(level)
        }
        return levels
    }
}
