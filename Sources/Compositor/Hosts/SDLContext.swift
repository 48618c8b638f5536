import CSDL2
import Foundation
import ViewTree

/// SDL's process-wide state: SDL and SDL_ttf are initialised once and used from the main actor
/// only (SDL video is single-threaded; Docs/OneFrame.md, "Global state", allows this one piece).
@MainActor
public enum SDLContext {
    private static var videoDriver: String?

    /// Initialises SDL's video subsystem with an explicit driver (`dummy` for headless use) and
    /// SDL_ttf. Calling it again with the same driver does nothing.
    public static func start(videoDriver driver: String?) throws {
        if SDL_WasInit(UInt32(SDL_INIT_VIDEO)) != 0 {
            if let videoDriver, let driver, videoDriver != driver {
                throw RenderError.sdl(
                    call: "SDL_Init", message: "already started with the \(videoDriver) driver, not \(driver)")
            }
            return
        }
        if let driver { SDL_SetHint(SDL_HINT_VIDEODRIVER, driver) }
        SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
        guard SDL_Init(UInt32(SDL_INIT_VIDEO | SDL_INIT_EVENTS)) == 0 else {
            throw RenderError.sdl(call: "SDL_Init", message: String(cString: SDL_GetError()))
        }
        videoDriver = driver ?? String(cString: SDL_GetCurrentVideoDriver())
        if TTF_WasInit() == 0, TTF_Init() != 0 {
            throw RenderError.sdl(call: "TTF_Init", message: String(cString: SDL_GetError()))
        }
    }

    /// Starts video on `driver` (SDL's choice when nil), stopping it first if it runs: for a host
    /// that needs its own driver (`HeadlessHost` on an accelerated renderer). No window may be open.
    public static func restart(videoDriver driver: String?) throws {
        stopVideo()
        try start(videoDriver: driver)
    }

    /// Stops SDL's video subsystem; the next `start` starts it again with its own driver.
    public static func stopVideo() {
        guard SDL_WasInit(UInt32(SDL_INIT_VIDEO)) != 0 else { return }
        SDL_QuitSubSystem(UInt32(SDL_INIT_VIDEO | SDL_INIT_EVENTS))
        SDL_ResetHint(SDL_HINT_VIDEODRIVER)
        videoDriver = nil
    }
}
