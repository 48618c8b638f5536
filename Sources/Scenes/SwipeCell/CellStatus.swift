import FluidPlayground
import Foundation

/// Whether a swipe cell's red option view is open (50 pt) or closed (10 pt), as in the seed, or
/// (Fluid, the scene's `T`) the blue content is pushed left over the trailing action.
enum CellStatus {
    case opened
    case closed
    case openedTrailing
}
