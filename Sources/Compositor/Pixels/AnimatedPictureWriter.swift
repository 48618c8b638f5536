import Foundation
import ViewTree

/// A file of frames written one after another: an animated PNG (`AnimatedPNGWriter`) or a GIF
/// (`GIFWriter`).
public protocol AnimatedPictureWriter {
    /// Adds the next frame.
    mutating func append(_ frame: PixelBuffer)
    /// The file so far.
    var data: Data { get }
    /// Ends the file and returns it.
    mutating func finish() -> Data
}

extension AnimatedPNGWriter: AnimatedPictureWriter {}
extension GIFWriter: AnimatedPictureWriter {}
