import Compositor
import Foundation
import ViewTree

/// Finds and loads the playground's fonts and images: the fonts for each weight and images by name.
@MainActor
public final class AssetCatalog {
    /// Where an assets folder was chosen, for messages that say how to choose another.
    enum Source: Equatable {
        case argument, environment, bundle
    }

    /// The name of the resource bundle SwiftPM builds beside the `playground` binary
    /// (`<package>_<target>.resources`, Package.swift's `resources:`).
    static let bundleName = "Fluid_FluidPlayground.resources"

    public let root: URL
    let source: Source
    private var images: [String: Image] = [:]
    /// The pictures asked for as they are (`image(named:)`): the others are kept only until
    /// their variants are made (the card stack shows its 14 pictures only with a caption scrim,
    /// and keeping the plain ones as well held their memory for nothing).
    private var plainPicturesInUse: Set<String> = []
    /// The pictures some variant has been made of.
    private var picturesWithVariants: Set<String> = []
    /// The pictures with variants kept as they are too (`startLoading`); nil: all.
    private var keepingPlain: Set<String>?
    /// Pictures made from decoded ones (`image(named:variant:making:)`), by name and variant.
    private var derivedImages: [String: Image] = [:]
    /// Decodes pictures ahead on a thread of its own, once `startLoading` has started it.
    private var loader: PictureLoader?
    /// What to make of each picture once decoded (`startLoading`), for those decoded here.
    private var variants: [String: [PictureVariant]] = [:]

    init(root: URL, source: Source = .argument) {
        self.root = root
        self.source = source
    }

    isolated deinit { loader?.cancel() }

    /// Starts decoding `names` in order on a thread of their own (`PictureLoader`); `image(named:)`
    /// then takes a picture from there, waiting only while that very picture is being decoded. Once
    /// per catalog: later calls do nothing. The `variants` of a picture are made there too, after it.
    /// Pictures with variants are let go once those are made unless they are in `keepingPlain`
    /// (nil: all are kept); asked for as they are after all, they are decoded again.
    func startLoading(_ names: [String], variants: [String: [PictureVariant]] = [:], keepingPlain: Set<String>? = nil) {
        guard loader == nil else { return }
        self.variants = variants
        self.keepingPlain = keepingPlain
        loader = PictureLoader(
            folder: root.appendingPathComponent("Images"), names: names.filter { images[$0] == nil },
            variants: variants, keepingPlain: keepingPlain)
    }

    /// Whether pictures are being decoded ahead (`startLoading`), even if all are done.
    var isLoadingAhead: Bool { loader != nil }

    /// Blocks until the loading thread has decoded every picture it was given (at once without one).
    func waitForLoading() { loader?.waitUntilFinished() }

    /// `waitForLoading` for another thread to call (`FontLibrary.openAhead`'s `after`). It holds
    /// the loader weakly: a catalog freed (its loader cancelled) does not keep its pictures.
    var loadingFinished: @Sendable () -> Void { { [weak loader] in loader?.waitUntilFinished() } }

    /// The folder given with `--assets` (`argument`), else `$FLUID_ASSETS`, else `Assets/` in the
    /// resource bundle beside the executable. SwiftPM's generated `Bundle.module` looks in the same
    /// place first but traps when the bundle is missing, so the bundle is looked up here instead and a
    /// missing one is an error that says where it looked and how to choose a folder.
    static func resolve(
        argument: String?, environment: [String: String] = ProcessInfo.processInfo.environment,
        executableFolder: URL = Bundle.main.bundleURL
    ) throws -> AssetCatalog {
        if let argument {
            guard isFolder(argument) else { throw PlaygroundError.badArgument("--assets \(argument) is not a folder") }
            return AssetCatalog(root: URL(fileURLWithPath: argument), source: .argument)
        }
        if let path = environment["FLUID_ASSETS"], !path.isEmpty {
            guard isFolder(path) else {
                throw PlaygroundError.failed(
                    "FLUID_ASSETS=\(path) is not a folder: set it to a folder with Fonts/ and Images/, or unset it to use the bundled assets"
                )
            }
            return AssetCatalog(root: URL(fileURLWithPath: path), source: .environment)
        }
        let bundled = executableFolder.appendingPathComponent(bundleName).appendingPathComponent("Assets")
        guard isFolder(bundled.path) else {
            throw PlaygroundError.failed(
                "no assets in \(bundled.path): copy \(bundleName) from the build folder (.build/release) beside the playground binary, or choose a folder with Fonts/ and Images/ by --assets DIR or FLUID_ASSETS"
            )
        }
        return AssetCatalog(root: bundled, source: .bundle)
    }

    private static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// Runs `body`; a missing or unreadable file in it is reported with what to do about it, which
    /// depends on where this folder came from.
    func explainingFileErrors<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as RenderError where error.isAboutAFile {
            throw PlaygroundError.failed(explaining(error))
        }
    }

    /// `error`, with what to do about it when it is about a file in this folder.
    public func explaining(_ error: Error) -> String {
        guard let error = error as? RenderError, error.isAboutAFile else { return "\(error)" }
        return "\(error); \(remedy)"
    }

    private var remedy: String {
        switch source {
        case .argument:
            return
                "--assets chose \(root.path): fix or replace the file there, or leave --assets out for the bundled assets"
        case .environment:
            return
                "FLUID_ASSETS chose \(root.path): fix or replace the file there, or unset FLUID_ASSETS for the bundled assets"
        case .bundle:
            return
                "these are the bundled assets: restore Sources/FluidPlayground/Resources/Assets from git and rebuild, or choose a folder by --assets DIR or FLUID_ASSETS"
        }
    }

    /// The font file for each weight.
    var fontFiles: [Font.Weight: URL] { FontLibrary.notoSansFiles(inAssets: root) }

    /// Whether `Images/<name>.png` has been decoded (and is kept), here or by the loading thread.
    func hasDecoded(_ name: String) -> Bool {
        images[name] != nil || picturesWithVariants.contains(name) || loader?.hasDecoded(name) == true
    }

    /// `Images/<name>.png`, decoded once: by the loading thread when it has, else here. A missing
    /// or damaged file throws an error naming it.
    public func image(named name: String) throws -> Image {
        plainPicturesInUse.insert(name)
        return try decodedImage(named: name)
    }

    /// `image(named:)` decoding ahead (the idle prefetch): the picture is not marked as in use.
    func prefetchImage(named name: String) throws {
        _ = try decodedImage(named: name)
    }

    private func decodedImage(named name: String) throws -> Image {
        if let cached = images[name] { return cached }
        let url = imageURL(named: name)
        let image = try loader?.take(name) ?? Image(contentsOf: url)
        images[name] = image
        return image
    }

    /// Decodes those of `names` not yet decoded, on this thread and the loading thread together,
    /// for a scene that needs several pictures at once (the gallery's two, the card stack's three
    /// on show): the loading thread is given them first and this thread takes them from the end
    /// of the list, so the wait is about the slower half of the work rather than all of it (one
    /// picture in flight there while this thread sat waiting to ask for the next one held up the
    /// gallery's switch). Their variants are made with them. A picture this thread
    /// cannot decode directly (missing, damaged, another kind) is left for `image(named:)` to
    /// decode and report; without a loading thread, nothing happens here.
    public func preload(_ names: [String]) {
        guard let loader else { return }
        let wanted = names.filter { images[$0] == nil }
        loader.moveToFront(wanted)
        for name in wanted.reversed() {
            guard loader.claim(name), let image = PictureLoader.decode(imageURL(named: name)) else { continue }
            let pictureVariants = variants[name] ?? []
            if keepsPlain(name, hasVariants: !pictureVariants.isEmpty) { images[name] = image }
            for variant in pictureVariants {
                derivedImages[PictureLoader.key(name, variant.name)] = PictureLoader.make(variant, of: image)
                picturesWithVariants.insert(name)
            }
        }
    }

    /// Has the loading thread decode those of `names` neither held here nor waiting there, with
    /// their variants, for a scene that will show them soon (the card stack's next card): as
    /// `preload`, but without waiting. Without a loading thread, nothing happens.
    public func prepare(_ names: [String]) {
        guard let loader else { return }
        loader.decodeAhead(
            names.filter { images[$0] == nil && !picturesWithVariants.contains($0) && !loader.hasDecoded($0) })
    }

    /// Lets go of picture `name` and what was made of it, for a scene that no longer shows it
    /// (views that hold it keep it): asked for again, it is decoded again.
    public func release(_ name: String) {
        if !plainPicturesInUse.contains(name) { images[name] = nil }
        picturesWithVariants.remove(name)
        derivedImages = derivedImages.filter { !$0.key.hasPrefix(PictureLoader.key(name, "")) }
    }

    /// Whether the plain picture `name` stays: asked for as it is, or kept by the loading rule.
    private func keepsPlain(_ name: String, hasVariants: Bool) -> Bool {
        plainPicturesInUse.contains(name)
            || PictureLoader.keepsPlain(name, hasVariants: hasVariants, keepingPlain: keepingPlain)
    }

    /// Whether some variant of picture `name` is held here now.
    func holdsVariants(of name: String) -> Bool { picturesWithVariants.contains(name) }

    /// Whether the plain picture `name` is held here now.
    func holdsPlainPicture(named name: String) -> Bool { images[name] != nil }

    /// Throws what `image(named:)` would for a missing `Images/<name>.png` (or one that is not a
    /// regular file) without decoding it; a damaged picture is found only when it is decoded.
    public func checkImage(named name: String) throws {
        if images[name] == nil { try PNGCodec.checkFile(imageURL(named: name)) }
    }

    private func imageURL(named name: String) -> URL {
        root.appendingPathComponent("Images").appendingPathComponent("\(name).png")
    }

    /// `Images/<name>.png` as `variant` makes it, made once — by the loading thread when it has,
    /// else here: a scene built again (a switch, `R`, a stage while idle) gets the same picture
    /// without making it again, and the renderer's caches, keyed by the picture, stay warm.
    public func image(named name: String, variant: PictureVariant) throws -> Image {
        let key = PictureLoader.key(name, variant.name)
        if let cached = derivedImages[key] { return cached }
        // The loading thread hands over the picture (if it kept it) and its variants together.
        if images[name] == nil, let plain = loader?.take(name) { images[name] = plain }
        let image = try loader?.takeVariant(variant.name, of: name) ?? variant.make(decodedImage(named: name))
        derivedImages[key] = image
        picturesWithVariants.insert(name)
        if !keepsPlain(name, hasVariants: true) { images[name] = nil }
        return image
    }
}

extension RenderError {
    /// A missing or unreadable file: what the catalog's folder can fix.
    fileprivate var isAboutAFile: Bool {
        switch self {
        case .missingFile, .unreadableFile: return true
        case .sdl, .unwritableOutput: return false
        }
    }
}
