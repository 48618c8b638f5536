import Foundation
import ViewTree

/// Holds a window's animation frames to the display's rate. A renderer with vsync that blocks in
/// `SDL_RenderPresent` is already held there, and then nothing waits; one without vsync, or one
/// that claims vsync and does not keep it (OpenGL on Mesa's llvmpipe under Xvfb presented about
/// 400 frames a second), would otherwise draw as fast as the CPU allows.
struct FramePacing: Equatable {
    /// How long one frame lasts on the display: 1 / its refresh rate, or 1/60 s when SDL reports
    /// none (`SDL_DisplayMode.refresh_rate` is 0 when unknown).
    let frameInterval: TimeInterval

    init(refreshRate: Int32) {
        frameInterval = 1 / Double(refreshRate > 0 ? min(refreshRate, 1000) : 60)
    }

    /// How long to wait after a frame that began `elapsed` seconds ago, so that frames begin at
    /// most once per `frameInterval`.
    func delay(afterFrameOf elapsed: TimeInterval) -> TimeInterval {
        max(0, frameInterval - elapsed)
    }
}
