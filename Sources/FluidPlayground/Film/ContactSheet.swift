import Foundation
import ViewTree

/// A film's frames on one picture (Docs/GestureFiles.md §7): a grid of thumbnails, each labelled
/// with its time, under a title — laid out as views and drawn by Fluid's own renderer.
@MainActor
struct ContactSheet {
    /// One thumbnail: the frame shrunk to ``thumbnailSize`` pixels, and its time.
    struct Frame {
        var picture: PixelBuffer
        var time: TimeInterval
    }

    /// The phone canvas at a third of its size, in points (and pixels: the sheet is drawn at 1×).
    static let thumbnailSize = CGSize(width: 130, height: 281)
    /// A sheet shows at most this many frames; a longer film is sampled evenly.
    static let maximumFrames = 48
    static let columns = 6
    static let gap: CGFloat = 12, margin: CGFloat = 16, titleHeight: CGFloat = 34, captionHeight: CGFloat = 22

    var title: String
    var frames: [Frame]

    /// Which of `count` frames a sheet shows: all of them up to ``maximumFrames``, else that many
    /// spread evenly from the first to the last.
    static func sampledIndices(of count: Int) -> [Int] {
        guard count > maximumFrames else { return Array(0..<count) }
        return (0..<maximumFrames).map { Int((Double($0) * Double(count - 1) / Double(maximumFrames - 1)).rounded()) }
    }

    /// How much a frame drawn at `scale` shrinks to a thumbnail: the canvas's 390 pt become 130 px.
    static func reduction(forScale scale: CGFloat) -> Int { max(1, Int((3 * scale).rounded())) }

    var size: CGSize {
        let columns = CGFloat(min(Self.columns, max(1, frames.count)))
        let rows = CGFloat((frames.count + Self.columns - 1) / Self.columns)
        let cell = CGSize(width: Self.thumbnailSize.width, height: Self.thumbnailSize.height + Self.captionHeight)
        return CGSize(
            width: Self.margin * 2 + columns * cell.width + (columns - 1) * Self.gap,
            height: Self.margin * 2 + Self.titleHeight + rows * cell.height + max(0, rows - 1) * Self.gap)
    }

    func render(fonts: [Font.Weight: URL]) throws -> PixelBuffer {
        let size = self.size
        let root = ViewPicture.page(size: size, title: title)
        for (index, frame) in frames.enumerated() {
            let column = CGFloat(index % Self.columns), row = CGFloat(index / Self.columns)
            let origin = CGPoint(
                x: Self.margin + column * (Self.thumbnailSize.width + Self.gap),
                y: Self.margin + Self.titleHeight + row * (Self.thumbnailSize.height + Self.captionHeight + Self.gap))
            let thumbnail = ImageView(image: Image(pixels: frame.picture, scale: 1, name: "frame\(index)"))
            thumbnail.frame = CGRect(origin: origin, size: Self.thumbnailSize)
            thumbnail.borderWidth = 1
            thumbnail.borderColor = Color(white: 0, alpha: 0.25)
            root.addSubview(thumbnail)
            root.addCenteredLabel(
                String(format: "%.3f s", frame.time), font: .systemFont(ofSize: 13, weight: .medium),
                color: .systemGray,
                frame: CGRect(
                    x: origin.x, y: origin.y + Self.thumbnailSize.height, width: Self.thumbnailSize.width,
                    height: Self.captionHeight))
        }
        return try ViewPicture.render(root, size: size, scale: 1, fonts: fonts)
    }
}
