import Foundation
import ViewTree

/// Holds a window's animation frames to the display's rate. A renderer with vsync that blocks in
/// `SDL_RenderPresent` is already held there, and then nothing waits; one without vsync, or one
/// that claims vsync and does not keep it (OpenGL on Mesa's llvmpipe under Xvfb presented about
/// 400 frames a second), would otherwise draw as fast as the CPU allows.
struct FramePacing: Equatable {
    /// How long one frame lasts on the display: 1 / its refresh rate, or 1/60 s when SDL reports
    /// none (`SDL_DisplayMode.refresh_rate` is 0 when unknown).
    let displayInterval: TimeInterval
    /// The most frames a second the window shows, below the display's rate (nil: the display's):
    /// the frame-rate limiter, to feel an interaction as a slower device shows it. Every frame is
    /// held to it, those that input draws too.
    var limit: Int?

    /// How long one frame lasts: the display's, or the limiter's when that is longer.
    var frameInterval: TimeInterval { limit.map { max(displayInterval, 1 / Double($0)) } ?? displayInterval }

    /// Whether frames drawn for input are held too (only with a limit: else input is drawn at once).
    var holdsEveryFrame: Bool { limit != nil }

    init(refreshRate: Int32) {
        displayInterval = 1 / Double(refreshRate > 0 ? min(refreshRate, 1000) : 60)
    }

    /// How long to wait after a frame that began `elapsed` seconds ago, so that frames begin at
    /// most once per `frameInterval`.
    func delay(afterFrameOf elapsed: TimeInterval) -> TimeInterval {
        max(0, frameInterval - elapsed)
    }
}
