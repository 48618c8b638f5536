import FluidPlayground
import Foundation
import ViewTree

/// The shade under a card's name and caption: a gradient from clear, `height` above the card's
/// bottom edge, to black at `maximumAlpha` at the edge, on a smoothstep so that it has no edge
/// where it starts (iOS cards shade their captions this way; the flat band it replaces drew a
/// line across the picture).
///
/// It is baked into the card's picture once, when the pictures load, rather than blended over it
/// as a view: the card's face then draws what it drew before, one picture, and a frame costs
/// nothing more. A gradient image view over each card was blended again on every frame of the
/// card drag (Docs/Scenes.md §3). The pictures fill the card by height (600 × 800 pictures,
/// cards 3 : 4 or narrower, `scaleAspectFill`), so a row of the picture is a row of the card on
/// every place of the stack.
struct CaptionScrim: Equatable {
    /// How far up the card the shade reaches, in points of a card `cardHeight` tall.
    var height: CGFloat = 150
    var cardHeight: CGFloat = 400
    /// The shade's alpha at the bottom edge.
    var maximumAlpha: CGFloat = 0.62

    /// The shade's alpha at `fromBottom` points above the card's bottom edge.
    func alpha(fromBottom: CGFloat) -> CGFloat {
        guard height > 0, fromBottom.isFinite else { return 0 }
        let t = min(1, max(0, 1 - fromBottom / height))
        return maximumAlpha * t * t * (3 - 2 * t)
    }

    /// A picture with this shade, named among the picture's variants (`AssetCatalog.image(named:variant:)`).
    var variant: PictureVariant {
        PictureVariant(name: "caption-scrim \(height) \(cardHeight) \(maximumAlpha)", make: applied)
    }

    /// `image` with the shade multiplied into its bottom rows (straight alpha: only the colour
    /// darkens; the alpha stays).
    func applied(to image: Image) -> Image {
        var pixels = image.pixels
        let rowsPerPoint = CGFloat(pixels.height) / max(1, cardHeight)
        let firstRow = max(0, Int((CGFloat(pixels.height) - height * rowsPerPoint).rounded(.down)))
        guard firstRow < pixels.height else { return image }
        let width = pixels.width, height = pixels.height
        // One row shares one factor: a table of its 256 results, so each byte is a lookup. The
        // table is filled in place and the rows walked with a pointer: a table array made per
        // row, a buffer taken per row and a strided index cost several times the work.
        var table = [UInt8](repeating: 0, count: 256)
        pixels.bytes.withUnsafeMutableBufferPointer { bytes in
            table.withUnsafeMutableBufferPointer { table in
                guard let base = bytes.baseAddress, let table = table.baseAddress else { return }
                for row in firstRow..<height {
                    // The row's centre, in points above the bottom edge.
                    let fromBottom = (CGFloat(height - row) - 0.5) / rowsPerPoint
                    let keep = 1 - alpha(fromBottom: fromBottom)
                    // Rounded half up (the values are not negative), as `rounded()` would but
                    // without a call to libm's round per entry.
                    for value in 0..<256 { table[value] = UInt8(truncatingIfNeeded: Int(CGFloat(value) * keep + 0.5)) }
                    var pixel = base + row * width * 4
                    let end = pixel + width * 4
                    while pixel < end {
                        pixel[0] = table[Int(pixel[0])]
                        pixel[1] = table[Int(pixel[1])]
                        pixel[2] = table[Int(pixel[2])]
                        pixel += 4
                    }
                }
            }
        }
        return Image(pixels: pixels, scale: image.scale, name: image.name)
    }
}
