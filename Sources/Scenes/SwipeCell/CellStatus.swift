import FluidPlayground
import Foundation

/// Whether a swipe cell's red option view is open (50 pt) or closed (10 pt), as in the seed.
enum CellStatus {
    case opened
    case closed
}
