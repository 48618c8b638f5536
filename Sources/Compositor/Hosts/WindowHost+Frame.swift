import CSDL2
import Foundation

/// Where the window is on the desktop, and waking its loop from another thread: what
/// `playground watch` needs to open a rebuilt app where the last one was, and to reach it while
/// it sleeps.
extension WindowHost {
    /// The window's position and size on the desktop, in the desktop's points.
    public struct DesktopFrame: Equatable, Sendable {
        public var x: Int
        public var y: Int
        public var width: Int
        public var height: Int

        public init(x: Int, y: Int, width: Int, height: Int) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }
    }

    /// Where the window is now (SDL_GetWindowPosition, SDL_GetWindowSize).
    public var desktopFrame: DesktopFrame {
        var x: Int32 = 0, y: Int32 = 0, width: Int32 = 0, height: Int32 = 0
        SDL_GetWindowPosition(sdlWindow, &x, &y)
        SDL_GetWindowSize(sdlWindow, &width, &height)
        return DesktopFrame(x: Int(x), y: Int(y), width: Int(width), height: Int(height))
    }

    /// Moves and sizes the window (a window manager may place it otherwise).
    public func setDesktopFrame(_ frame: DesktopFrame) {
        SDL_SetWindowSize(sdlWindow, Int32(max(120, frame.width)), Int32(max(200, frame.height)))
        SDL_SetWindowPosition(sdlWindow, Int32(frame.x), Int32(frame.y))
    }

    /// Wakes the window's loop from any thread (an SDL user event, which the loop ignores), so
    /// that work handed to the app from that thread is taken at once rather than after the idle
    /// wait's half second.
    public nonisolated static func wake() {
        var event = SDL_Event()
        event.type = SDL_USEREVENT.rawValue
        SDL_PushEvent(&event)
    }
}
