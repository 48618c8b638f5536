import Foundation
import ViewTree

/// Compares two pictures pixel by pixel and draws a diff image.
public struct ImageComparison: Sendable {
    public let differingPixels: Int
    public let totalPixels: Int
    /// The largest channel difference and where it is.
    public let largestDifference: Int
    public let largestDifferenceAt: (x: Int, y: Int)
    public let sizesMatch: Bool

    public init(reference: PixelBuffer, actual: PixelBuffer, channelTolerance: Int) {
        sizesMatch = reference.width == actual.width && reference.height == actual.height
        totalPixels = reference.width * reference.height
        guard sizesMatch else {
            differingPixels = max(totalPixels, actual.width * actual.height)
            largestDifference = 255
            largestDifferenceAt = (0, 0)
            return
        }
        var count = 0, largest = 0, at = (x: 0, y: 0)
        let total = totalPixels, width = reference.width
        reference.bytes.withUnsafeBufferPointer { r in
            actual.bytes.withUnsafeBufferPointer { a in
                for pixel in 0..<total {
                    let i = pixel * 4
                    let difference = max(
                        abs(Int(r[i]) - Int(a[i])), abs(Int(r[i + 1]) - Int(a[i + 1])),
                        abs(Int(r[i + 2]) - Int(a[i + 2])), abs(Int(r[i + 3]) - Int(a[i + 3])))
                    if difference > channelTolerance { count += 1 }
                    if difference > largest {
                        largest = difference
                        at = (pixel % width, pixel / width)
                    }
                }
            }
        }
        differingPixels = count
        largestDifference = largest
        largestDifferenceAt = at
    }

    public var differingFraction: Double { totalPixels == 0 ? 0 : Double(differingPixels) / Double(totalPixels) }

    /// The reference faded to light grey, pixels beyond the tolerance in red and smaller
    /// differences in yellow — what changed stands out at a glance.
    public static func diffImage(reference: PixelBuffer, actual: PixelBuffer, channelTolerance: Int) -> PixelBuffer {
        let width = max(reference.width, actual.width), height = max(reference.height, actual.height)
        var diff = PixelBuffer(width: width, height: height, fill: (255, 0, 255, 255))
        for y in 0..<min(reference.height, actual.height) {
            for x in 0..<min(reference.width, actual.width) {
                let r = reference[x, y], a = actual[x, y]
                let difference = max(
                    abs(Int(r.r) - Int(a.r)), abs(Int(r.g) - Int(a.g)), abs(Int(r.b) - Int(a.b)),
                    abs(Int(r.a) - Int(a.a)))
                if difference > channelTolerance {
                    diff[x, y] = (255, 0, 0, 255)
                } else if difference > 0 {
                    diff[x, y] = (255, 210, 0, 255)
                } else {
                    let luma = (Int(r.r) * 299 + Int(r.g) * 587 + Int(r.b) * 114) / 1000
                    let faded = UInt8(255 - (255 - luma) / 5)
                    diff[x, y] = (faded, faded, faded, 255)
                }
            }
        }
        return diff
    }
}
