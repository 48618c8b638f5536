import CSDL2
import Foundation

/// The platform's monotonic clock, for the app's edge only: a window's real time, which a
/// replay's or a run's virtual clock maps from. Library code never reads it (it takes time from
/// events and frames).
package enum PlatformClock {
    /// Seconds since SDL started (`SDL_GetTicks64`).
    package static func seconds() -> TimeInterval { TimeInterval(SDL_GetTicks64()) / 1000 }
}
