import Compositor
import Foundation
import ViewTree

/// A film encoded as one animated file: an animated PNG in one pass, frame by frame; a GIF in two
/// (the first counts the film's colours for its palette, the second, an identical replay, writes
/// the frames); an MP4 by ffmpeg, fed each frame as it is drawn. A file that passes `limit`
/// megabytes stops the film with an error that says what to change.
@MainActor
struct AnimatedFilm {
    let kind: FilmFormat
    let fps: Int
    /// The largest file, in megabytes.
    let limit: Int

    /// Plays `film` through `play` (once or twice), encoding each frame, and returns the file.
    func encode(
        _ film: inout GestureFilm, play: (inout GestureFilm, (Int, PixelBuffer) throws -> Void) throws -> Void
    ) throws -> Data {
        switch kind {
        case .apng:
            return try write(&film, through: play) { first, count in
                AnimatedPNGWriter(width: first.width, height: first.height, frameCount: count, framesPerSecond: fps)
            }
        case .gif:
            var histogram = ColorPalette.Histogram()
            try play(&film) { _, picture in histogram.add(picture) }
            let palette = ColorPalette(histogram)
            return try write(&film, through: play) { first, _ in
                GIFWriter(width: first.width, height: first.height, framesPerSecond: fps, palette: palette)
            }
        case .frames, .sheet, .mp4:
            preconditionFailure("\(kind) is not a file made in memory")
        }
    }

    /// Plays `film` into ffmpeg, which writes the MP4 to `partial` (a hidden file beside the
    /// destination, which the caller renames); returns its size in bytes.
    func writeVideo(
        _ film: inout GestureFilm, to partial: URL,
        play: (inout GestureFilm, (Int, PixelBuffer) throws -> Void) throws -> Void
    ) throws -> Int {
        let count = film.count
        var video: FFmpegVideo?
        try play(&film) { _, picture in
            if video == nil {
                video = try FFmpegVideo(width: picture.width, height: picture.height, fps: fps, output: partial)
            }
            try video?.append(picture)
        }
        try video?.finish()
        let bytes = ((try? FileManager.default.attributesOfItem(atPath: partial.path))?[.size] as? Int) ?? 0
        try check(bytes, frame: count - 1, of: count)
        return bytes
    }

    /// Plays `film` once into the writer `make` gives for its first frame and the frame count.
    private func write<Writer: AnimatedPictureWriter>(
        _ film: inout GestureFilm, through play: (inout GestureFilm, (Int, PixelBuffer) throws -> Void) throws -> Void,
        make: @escaping (PixelBuffer, Int) -> Writer
    ) throws -> Data {
        let count = film.count
        var writer: Writer?
        try play(&film) { index, picture in
            if writer == nil { writer = make(picture, count) }
            writer?.append(picture)
            try check(writer?.data.count ?? 0, frame: index, of: count)
        }
        guard var writer else { return Data() }
        return writer.finish()
    }

    private func check(_ bytes: Int, frame index: Int, of count: Int) throws {
        guard bytes > limit * 1_000_000 else { return }
        throw PlaygroundError.failed(
            "the film would be over \(limit) MB (\(kind.noun), \(String(format: "%.1f", Double(bytes) / 1_000_000)) MB by frame \(index + 1) of \(count)); nothing was written: "
                + "film a shorter span (--from, --to), fewer --fps or --scale 1, or allow more with --max-megabytes")
    }
}
