import Compositor
import Foundation
import ViewTree

/// Decodes pictures on a thread of its own, in a given order, so that the main thread does not
/// wait for PNG decoding: the window starts it before it opens (`RunCommand.openWindow`), and by
/// the time a person presses a scene's number the scene's pictures are decoded (Docs/Rendering.md
/// §12). Each picture's halved levels are made here too (`Image.halvings(of:)`), so that no
/// frame halves a picture.
///
/// Only the direct decoder runs here (`PNGCodec.decodeDirectly`: pure C on the file's bytes, no
/// SDL). A picture it does not decode — missing, not a regular file, damaged, a kind it leaves to
/// SDL2_image — is left to the main thread, which decodes it as before and words the error, so
/// what a scene shows and reports does not depend on which thread got there first.
final class PictureLoader: @unchecked Sendable {
    /// A picture decoded on the thread, with the variants made of it there, by variant name;
    /// without the picture itself when only its variants are shown.
    private struct Decoded {
        let image: Image?
        let variants: [String: Image]
    }

    private let work: HandOverQueue<String, Decoded>
    /// Variants of pictures already taken, not yet taken themselves, by `key(_:_:)`.
    private var madeVariants: [String: Image] = [:]
    private let variantsLock = NSLock()

    /// Starts decoding `names` (`<folder>/<name>.png`) in order on a new thread, making each
    /// picture's `variants` after it. A picture with variants that is not in `keepingPlain` is
    /// let go once they are made (nil: every picture is kept).
    init(folder: URL, names: [String], variants: [String: [PictureVariant]] = [:], keepingPlain: Set<String>? = nil) {
        // Not at a lower priority, though decoding ahead is background work: the main thread waits
        // for a picture in flight there (`take`), and a thread at nice 19 on a busy machine took so
        // long that idle staging finished before it (Docs/Rendering.md §12).
        work = HandOverQueue(name: "Fluid picture loader", keys: names) { name in
            let pictureVariants = variants[name] ?? []
            let keepsPlain = Self.keepsPlain(name, hasVariants: !pictureVariants.isEmpty, keepingPlain: keepingPlain)
            guard let image = Self.decode(folder.appendingPathComponent("\(name).png"), withHalvings: keepsPlain) else {
                return nil
            }
            let made = pictureVariants.map { ($0.name, Self.make($0, of: image)) }
            return Decoded(
                image: keepsPlain ? image : nil, variants: Dictionary(made, uniquingKeysWith: { first, _ in first }))
        }
    }

    /// The decoded picture `name`, handed over once (its variants to `takeVariant`): waits while
    /// the thread is decoding it. Nil when the thread did not decode it — it failed, it was never
    /// asked for, or it was still waiting its turn, in which case the thread will not decode it
    /// and the caller does, now, rather than wait for the pictures queued before it — or let it
    /// go after making its variants.
    func take(_ name: String) -> Image? {
        guard let decoded = work.take(name) else { return nil }
        variantsLock.lock()
        for (variant, picture) in decoded.variants { madeVariants[Self.key(name, variant)] = picture }
        variantsLock.unlock()
        return decoded.image
    }

    /// Picture `name`'s variant `variant`, made here, handed over once. Nil when it was not made
    /// here (the picture was not decoded here, or the variant was not asked for) or the picture
    /// has not been taken (`take`, which waits for both): the caller makes it.
    func takeVariant(_ variant: String, of name: String) -> Image? {
        variantsLock.lock()
        defer { variantsLock.unlock() }
        return madeVariants.removeValue(forKey: Self.key(name, variant))
    }

    /// Whether picture `name` is kept as it is: a picture without variants always, one with
    /// variants when `keepingPlain` is nil (keep all) or lists it.
    static func keepsPlain(_ name: String, hasVariants: Bool, keepingPlain: Set<String>?) -> Bool {
        !hasVariants || keepingPlain?.contains(name) != false
    }

    /// Picture `name`'s variant `variant`, as a dictionary key (here and in `AssetCatalog`).
    static func key(_ name: String, _ variant: String) -> String { "\(name)\u{1F}\(variant)" }

    /// Decodes `names` (again, for pictures taken and let go) after what is queued, with their
    /// variants, on the thread, started again if it had finished.
    func decodeAhead(_ names: [String]) { work.enqueue(names) }

    /// Moves those of `names` still waiting their turn to the front of the queue, in their order:
    /// the thread decodes them next.
    func moveToFront(_ names: [String]) { work.moveToFront(names) }

    /// Takes `name` off the queue if it is still waiting its turn, and says whether it did: the
    /// caller decodes it then. False when the thread has it (decoding or decoded) or never had it.
    func claim(_ name: String) -> Bool { work.claim(name) }

    /// Whether `name` is decoded and waiting to be taken.
    func hasDecoded(_ name: String) -> Bool { work.hasMade(name) }

    /// The names still waiting their turn, first first.
    var queue: [String] { work.queue }

    /// Whether the thread has nothing left to decode.
    var isFinished: Bool { work.isFinished }

    /// Blocks until the thread has nothing left to decode.
    func waitUntilFinished() { work.waitUntilFinished() }

    /// Stops after the picture in flight; what is decoded can still be taken.
    func cancel() { work.cancel() }

    /// `variant` of a decoded picture, with its halved levels as the picture has them (`decode`).
    static func make(_ variant: PictureVariant, of image: Image) -> Image {
        let made = variant.make(image)
        let levels = made.halvings.isEmpty ? Image.halvings(of: made.pixels) : made.halvings
        return Image(pixels: made.pixels, scale: made.scale, name: made.name, halvings: levels)
    }

    /// The picture at `url`, with its halved levels, if the direct decoder reads it; nil for
    /// anything the main thread must decode or report. Named as `Image(contentsOf:)` names it,
    /// so that either thread gives the same picture. The file is checked to be a regular file
    /// first: reading a named pipe would block this thread, and the main thread with it when it
    /// waits for the picture. Pure: safe on any thread.
    static func decode(_ url: URL, withHalvings: Bool = true) -> Image? {
        guard (try? PNGCodec.checkFile(url)) != nil,
            let data = try? RegularFile.contents(of: url, limit: PNGCodec.maximumFileBytes),
            let pixels = PNGCodec.decodeDirectly(data)
        else { return nil }
        return Image(
            pixels: pixels, name: url.lastPathComponent, halvings: withHalvings ? Image.halvings(of: pixels) : [])
    }
}
