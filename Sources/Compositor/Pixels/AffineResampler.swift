import CRaster
import Foundation
import ViewTree

/// Maps straight-alpha BGRA pixels through an affine transform with bilinear filtering.
///
/// SDL's software renderer leaves a rotated texture's edges stair-stepped (`SDL_RenderCopyEx`)
/// or samples it nearest-neighbour (`SDL_RenderGeometry`); resampling here gives smooth
/// interiors and one-pixel antialiased edges (texels outside the source count as transparent;
/// `Rasterizer.straightenAlpha` has given the transparent border the colour of its neighbours,
/// so edges do not darken).
///
/// Each destination pixel centre is mapped back into the source; its four neighbouring texels are
/// weighted bilinearly, colours by weight × alpha (premultiplied interpolation, so that clear
/// texels add no colour), alpha by weight alone; where all four are opaque, two 8-bit linear
/// interpolations (vertical, then horizontal). A rotated card is redrawn this way on every frame
/// of a drag: the per-pixel loop is C (`craster_resample_rows`: SSE2, and AVX2 four pixels at a
/// time where the processor has it, with the same pixels), rows split across cores here.
enum AffineResampler {
    struct Output {
        var pixels: [UInt8]
        var x: Int, y: Int, width: Int, height: Int
    }

    /// The destination pixels a resample of a `width` × `height` source through `transform`
    /// covers (its bounding box plus one pixel of antialiased edge), limited to `clip`.
    static func outputArea(
        width: Int, height: Int, transform: Transform, clip: CGRect
    ) -> (x: Int, y: Int, width: Int, height: Int)? {
        guard width > 0, height > 0, transform.isInvertible else { return nil }
        let bounds = CGRect(x: 0, y: 0, width: width, height: height).applying(transform).insetBy(dx: -1, dy: -1)
        let visible = bounds.intersection(clip)
        guard !visible.isNull, visible.width >= 1, visible.height >= 1 else { return nil }
        // Edges clamped one by one rather than read from the intersection, whose maxX (origin plus
        // width) can land a hair beyond a whole-pixel clip and round up to a column outside it.
        let x0 = Int(max(bounds.minX.rounded(.down), clip.minX.rounded(.down)))
        let y0 = Int(max(bounds.minY.rounded(.down), clip.minY.rounded(.down)))
        let x1 = Int(min(bounds.maxX.rounded(.up), clip.maxX.rounded(.up)))
        let y1 = Int(min(bounds.maxY.rounded(.up), clip.maxY.rounded(.up)))
        let outWidth = x1 - x0, outHeight = y1 - y0
        guard outWidth > 0, outHeight > 0, outWidth * outHeight <= 40_000_000 else { return nil }
        return (x0, y0, outWidth, outHeight)
    }

    /// Resamples into a new array.
    /// - Parameters:
    ///   - transform: source pixel coordinates → destination pixel coordinates.
    ///   - clip: the destination area worth producing (the render target), in pixels.
    ///   - vectors: which vector instructions may do it (the same pixels either way).
    static func resample(
        _ source: [UInt8], width: Int, height: Int, transform: Transform, clip: CGRect,
        vectors: Vectors = .widest
    ) -> Output? {
        guard source.count >= width * height * 4,
            let area = outputArea(width: width, height: height, transform: transform, clip: clip)
        else { return nil }
        var output = [UInt8](repeating: 0, count: area.width * area.height * 4)
        output.withUnsafeMutableBytes { out in
            guard let base = out.baseAddress else { return }
            resample(
                source, width: width, height: height, transform: transform, area: area, into: base,
                pitch: area.width * 4,
                vectors: vectors)
        }
        return Output(pixels: output, x: area.x, y: area.y, width: area.width, height: area.height)
    }

    /// How the resampled pixels reach the destination.
    enum Mode {
        /// Every pixel of the area is written, those the source does not reach with 0.
        case store
        /// Each pixel is blended over the XRGB8888 pixels there, as SDL blits a copy of them with
        /// its alpha modulated by `opacity` (Docs/Rendering.md §5): the area is part of a frame.
        /// At 255 SDL's per-pixel-alpha blitter, below it SDL's generic modulating one.
        case blendOver(opacity: UInt8)

        var output: craster_output {
            switch self {
            case .store: CRASTER_STORE
            case .blendOver(255): CRASTER_BLEND_OVER
            case .blendOver: CRASTER_BLEND_OVER_FADED
            }
        }

        var opacity: UInt8 {
            if case .blendOver(let opacity) = self { opacity } else { 255 }
        }
    }

    /// Which vector instructions the per-pixel loop may use (`craster_vectors`).
    enum Vectors {
        /// The widest this processor has: AVX2 blends four opaque pixels at once on x86-64.
        case widest
        /// SSE2, x86-64's baseline (plain C elsewhere): one pixel at a time. The same pixels, bit
        /// for bit; tests compare the two.
        case baseline

        var c: craster_vectors { self == .widest ? CRASTER_VECTORS_WIDEST : CRASTER_VECTORS_BASELINE }
    }

    /// Resamples into `destination` (rows `pitch` bytes apart), which holds `area` (from
    /// `outputArea`), writing or blending as `mode` says.
    static func resample(
        _ source: [UInt8], width: Int, height: Int, transform: Transform,
        area: (x: Int, y: Int, width: Int, height: Int), into destination: UnsafeMutableRawPointer, pitch: Int,
        mode: Mode = .store, vectors: Vectors = .widest
    ) {
        guard width > 0, height > 0, source.count >= width * height * 4, transform.isInvertible else { return }
        let inverse = transform.inverted()
        source.withUnsafeBufferPointer { buffer in
            // Each band writes its own rows of `destination` and only reads `source`.
            guard let base = buffer.baseAddress else { return }
            nonisolated(unsafe) let src = base, output = destination
            // Rows are independent: large areas are split into four bands per core, each taken by
            // whichever core is free. Rows cost unequally (a tilted card's top and bottom rows are
            // mostly clear), so with one band per core the caller waited for the slower half
            // (Docs/Rendering.md §5). Every pixel is computed exactly as on one thread, so the
            // result does not depend on the split.
            let bands = area.width * area.height >= Self.parallelThreshold ? 4 * Self.cores : 1
            DispatchQueue.concurrentPerform(iterations: max(1, bands)) { band in
                let rows = (area.height * band / bands)..<(area.height * (band + 1) / bands)
                craster_resample_rows(
                    src, Int32(width), Int32(height), inverse.a, inverse.b, inverse.c, inverse.d,
                    inverse.tx, inverse.ty, Int32(area.x), Int32(area.y), Int32(area.width),
                    Int32(rows.lowerBound), Int32(rows.upperBound),
                    output.assumingMemoryBound(to: UInt8.self), pitch, mode.output, mode.opacity, vectors.c)
            }
        }
    }

    /// Areas from this many pixels are resampled on all cores (a tilted card at 2×: ~700,000).
    static let parallelThreshold = 65_536

    /// The cores the process may use, asked once: Foundation reads the cgroup's CPU quota from
    /// files on every `activeProcessorCount`, a cost the card drag would pay on every large
    /// resample.
    static let cores = ProcessInfo.processInfo.activeProcessorCount
}
