import Foundation
import ViewTree

/// Decodes pictures on a thread of its own, in a given order, so that the main thread does not
/// wait for PNG decoding: the window starts it before it opens (`RunCommand.openWindow`), and by
/// the time a person presses a scene's number the scene's pictures are decoded (Docs/Rendering.md
/// §12: 16.5 M instructions a 600 × 800 picture, the card stack has fourteen). Each picture's
/// halved levels are made here too (`Image.halvings(of:)`), so that no frame halves a picture.
///
/// Only the direct decoder runs here (`PNGCodec.decodeDirectly`: pure C on the file's bytes, no
/// SDL). A picture it does not decode — missing, not a regular file, damaged, a kind it leaves to
/// SDL2_image — is left to the main thread, which decodes it as before and words the error, so
/// what a scene shows and reports does not depend on which thread got there first.
final class PictureLoader: @unchecked Sendable {
    /// Guards everything below; signalled whenever a picture is done.
    private let condition = NSCondition()
    /// Names still to decode, first first.
    private var pending: [String]
    /// The name being decoded now.
    private var inFlight: String?
    /// Decoded pictures not yet taken.
    private var decoded: [String: Image] = [:]
    /// What to make of each picture once decoded, by its name.
    private let variants: [String: [PictureVariant]]
    /// Variants made and not yet taken, by picture and variant name.
    private var made: [String: Image] = [:]
    private var cancelled = false
    private let folder: URL

    /// Starts decoding `names` (`<folder>/<name>.png`) in order on a new thread, making each
    /// picture's `variants` after it.
    init(folder: URL, names: [String], variants: [String: [PictureVariant]] = [:]) {
        self.folder = folder
        self.variants = variants
        var seen = Set<String>()
        pending = names.filter { seen.insert($0).inserted }
        let thread = Thread { [self] in run() }
        thread.name = "Fluid picture loader"
        thread.start()
    }

    /// The decoded picture `name`, handed over once: waits while the thread is decoding it. Nil
    /// when the thread did not decode it — it failed, it was never asked for, or it was still
    /// waiting its turn, in which case the thread will not decode it and the caller does, now,
    /// rather than wait for the pictures queued before it.
    func take(_ name: String) -> Image? {
        condition.lock()
        defer { condition.unlock() }
        if let index = pending.firstIndex(of: name) {
            pending.remove(at: index)
            return nil
        }
        while inFlight == name { condition.wait() }
        return decoded.removeValue(forKey: name)
    }

    /// Picture `name`'s variant `variant`, made here, handed over once: waits while the thread is
    /// decoding the picture or making its variants. Nil when it was not made here (the picture
    /// was not decoded here, or the variant was not asked for): the caller makes it.
    func takeVariant(_ variant: String, of name: String) -> Image? {
        condition.lock()
        defer { condition.unlock() }
        while inFlight == name { condition.wait() }
        return made.removeValue(forKey: Self.key(name, variant))
    }

    /// Picture `name`'s variant `variant`, as a dictionary key (here and in `AssetCatalog`).
    static func key(_ name: String, _ variant: String) -> String { "\(name)\u{1F}\(variant)" }

    /// Moves those of `names` still waiting their turn to the front of the queue, in their order:
    /// the thread decodes them next.
    func moveToFront(_ names: [String]) {
        condition.lock()
        defer { condition.unlock() }
        let wanted = names.filter(pending.contains)
        pending = wanted + pending.filter { !wanted.contains($0) }
    }

    /// Takes `name` off the queue if it is still waiting its turn, and says whether it did: the
    /// caller decodes it then. False when the thread has it (decoding or decoded) or never had it.
    func claim(_ name: String) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        guard let index = pending.firstIndex(of: name) else { return false }
        pending.remove(at: index)
        return true
    }

    /// Whether `name` is decoded and waiting to be taken.
    func hasDecoded(_ name: String) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        return decoded[name] != nil
    }

    /// The names still waiting their turn, first first.
    var queue: [String] {
        condition.lock()
        defer { condition.unlock() }
        return pending
    }

    /// Whether the thread has nothing left to decode.
    var isFinished: Bool {
        condition.lock()
        defer { condition.unlock() }
        return pending.isEmpty && inFlight == nil
    }

    /// Blocks until the thread has nothing left to decode.
    func waitUntilFinished() {
        condition.lock()
        defer { condition.unlock() }
        while !pending.isEmpty || inFlight != nil { condition.wait() }
    }

    /// Stops after the picture in flight; what is decoded can still be taken.
    func cancel() {
        condition.lock()
        defer { condition.unlock() }
        cancelled = true
        pending = []
    }

    private func run() {
        // Not at a lower priority, though decoding ahead is background work: the main thread waits
        // for a picture in flight here (`take`), and a thread at nice 19 on a busy machine took so
        // long that idle staging finished before it (Docs/Rendering.md §12).
        while true {
            condition.lock()
            guard !cancelled, !pending.isEmpty else {
                condition.broadcast()
                condition.unlock()
                return
            }
            let name = pending.removeFirst()
            inFlight = name
            condition.unlock()

            let image = Self.decode(folder.appendingPathComponent("\(name).png"))
            let variants = image.map { image in (self.variants[name] ?? []).map { ($0.name, Self.make($0, of: image)) } } ?? []

            condition.lock()
            inFlight = nil
            if let image { decoded[name] = image }
            for (variant, picture) in variants { made[Self.key(name, variant)] = picture }
            condition.broadcast()
            condition.unlock()
        }
    }

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
    static func decode(_ url: URL) -> Image? {
        guard (try? PNGCodec.checkFile(url)) != nil, let data = try? Data(contentsOf: url),
              let pixels = PNGCodec.decodeDirectly(data)
        else { return nil }
        return Image(pixels: pixels, name: url.lastPathComponent, halvings: Image.halvings(of: pixels))
    }
}
