import Compositor
import FluidTestSupport
import Foundation
import Testing
import ViewTree

@testable import FluidPlayground
@testable import Scenes

/// The pictures decoded on a thread of their own (`PictureLoader`, `AssetCatalog.startLoading`):
/// the same pixels as the main thread decodes, halved there as the renderer halves, each picture decoded once by one thread or the
/// other, and whatever the loader cannot decode left to the main thread to decode or report.
@Suite @MainActor
struct PictureLoaderTests {
    static let images = TestAssets.root.appendingPathComponent("Images")

    @Test func everyShippedPictureComesOutAsTheMainThreadDecodesIt() throws {
        var seen = Set<String>()
        let names = (SceneList.seeds.pictureOrder(startingWith: nil) + CardsDataModel.catalog.map(\.imageName)).filter {
            seen.insert($0).inserted
        }
        #expect(names.count >= 15)
        let loader = PictureLoader(folder: Self.images, names: names)
        loader.waitUntilFinished()
        #expect(loader.isFinished)
        for name in names {
            #expect(loader.hasDecoded(name))
            let image = try #require(loader.take(name), "\(name) was not decoded on the loader's thread")
            let pixels = try PNGCodec.read(Self.images.appendingPathComponent("\(name).png"))
            #expect(image.pixels == pixels, "\(name)")
            #expect(image.name == "\(name).png")
            #expect(!image.halvings.isEmpty && image.halvings == Image.halvings(of: pixels), "\(name)")
            #expect(loader.take(name) == nil, "\(name) was handed over twice")
        }
    }

    /// The card stack's shaded pictures are made on the loader's thread after each picture, with
    /// their halvings: the same pixels as the main thread makes, handed over once through the
    /// catalog, which then keeps them (and the picture they were made from).
    @Test @MainActor func theCardsShadedPicturesAreMadeOnTheLoadersThread() throws {
        let names = CardStackScene.pictureNames
        let variant = try #require(CardStackScene.pictureVariants.first)
        #expect(SceneList.seeds.pictureVariants[names[0]]?.map(\.name) == [variant.name])
        let catalog = AssetCatalog(root: TestAssets.root)
        catalog.startLoading(names, variants: SceneList.seeds.pictureVariants)
        catalog.waitForLoading()
        let reference = AssetCatalog(root: TestAssets.root)
        for name in names.prefix(3) {
            let shaded = try catalog.image(named: name, variant: variant)
            let madeHere = try reference.image(named: name, variant: variant)
            #expect(shaded.pixels == madeHere.pixels, "\(name)")
            #expect(shaded !== madeHere)
            #expect(shaded.halvings == Image.halvings(of: shaded.pixels), "\(name): halved on the thread")
            #expect(madeHere.halvings.isEmpty, "\(name): the main thread leaves halving to the renderer")
            #expect(try catalog.image(named: name, variant: variant) === shaded, "\(name): kept")
            #expect(catalog.hasDecoded(name))
        }
    }

    /// A picture still waiting its turn is taken off the queue: the caller decodes it at once
    /// rather than wait for the ones before it, and the loader never decodes it.
    @Test func aPictureNotYetStartedIsLeftToTheCaller() {
        let names = SceneList.seeds.pictureOrder(startingWith: nil)
        let last = names[names.count - 1]
        let loader = PictureLoader(folder: Self.images, names: names)
        // The first picture is at most in flight: the last cannot have been decoded yet.
        #expect(loader.take(last) == nil)
        loader.waitUntilFinished()
        #expect(!loader.hasDecoded(last))
        #expect(loader.take(last) == nil)
        #expect(loader.hasDecoded(names[0]))
    }

    /// A scene's pictures go to the front of the queue, in the order asked; one claimed is taken
    /// off it, once, and the thread never decodes it (the caller does).
    @Test func picturesMovedToTheFrontAreNextAndAClaimedOneIsTheCallers() {
        let names = SceneList.seeds.pictureOrder(startingWith: nil)
        let (last, nearLast) = (names[names.count - 1], names[names.count - 3])
        // Claimed while last in the queue: the two moved ahead and a dozen others come before it,
        // some 25 ms of decoding at about 2 ms a picture: the thread is far from reaching it.
        let deep = names[names.count - 2]
        let loader = PictureLoader(folder: Self.images, names: names)
        // At most the first two can have left the queue yet.
        loader.moveToFront([last, "never-asked-for", nearLast])
        let queue = loader.queue
        #expect(Array(queue.prefix(2)) == [last, nearLast], "\(queue)")
        #expect(queue.count >= names.count - 2 && Set(queue).isSubset(of: names) && Set(queue).count == queue.count)
        #expect(loader.claim(deep))
        #expect(!loader.claim(deep), "claimed twice")
        #expect(!loader.claim("never-asked-for"))
        #expect(!loader.queue.contains(deep))
        loader.waitUntilFinished()
        #expect(!loader.hasDecoded(deep))
        #expect(loader.hasDecoded(nearLast))
        #expect(!loader.claim(nearLast), "already decoded there")
    }

    /// A picture that only its variants show (the card stack's, `SceneList.plainPictures`) is let
    /// go once they are made, by either thread, so that the catalog holds one picture where it
    /// held two; asked for as it is after all, it is decoded again, the same.
    @Test @MainActor func aPictureShownOnlyAsItsVariantsIsNotKept() throws {
        let plainPictures = SceneList.seeds.plainPictures
        #expect(
            plainPictures.contains(GalleryScene.photoName) && plainPictures.contains(BottomSheetScene.backgroundName))
        let shownOnlyShaded = CardsDataModel.catalog.map(\.imageName).filter { !plainPictures.contains($0) }
        #expect(shownOnlyShaded.count >= 10, "\(shownOnlyShaded)")
        let names = Array(shownOnlyShaded.prefix(4))
        let variant = try #require(CardStackScene.pictureVariants.first)
        let reference = AssetCatalog(root: TestAssets.root)
        let catalog = AssetCatalog(root: TestAssets.root)
        catalog.startLoading(
            names, variants: SceneList.seeds.pictureVariants, keepingPlain: SceneList.seeds.plainPictures)
        catalog.preload([names[3]])  // decoded here, not on the loading thread
        catalog.waitForLoading()
        for name in names {
            let shaded = try catalog.image(named: name, variant: variant)
            #expect(shaded.pixels == (try reference.image(named: name, variant: variant)).pixels, "\(name)")
            #expect(!catalog.holdsPlainPicture(named: name) && catalog.hasDecoded(name), "\(name)")
        }
        let plain = try catalog.image(named: names[0])
        #expect(
            plain.pixels == (try reference.image(named: names[0])).pixels && catalog.holdsPlainPicture(named: names[0]))
    }

    /// `AssetCatalog.preload`: the pictures a scene needs at once come out as either thread alone
    /// makes them — with their halvings and their variants, made with halvings too — whichever
    /// thread decoded each; without a loading thread it does nothing.
    @Test @MainActor func preloadedPicturesAreThePicturesEitherThreadMakes() throws {
        let names = Array(CardStackScene.pictureNames.suffix(3))
        let variant = try #require(CardStackScene.pictureVariants.first)
        let catalog = AssetCatalog(root: TestAssets.root)
        catalog.startLoading(SceneList.seeds.pictureOrder(startingWith: 2), variants: SceneList.seeds.pictureVariants)
        catalog.preload(names)
        let loadedAhead = AssetCatalog(root: TestAssets.root)
        loadedAhead.startLoading(names, variants: SceneList.seeds.pictureVariants)
        loadedAhead.waitForLoading()
        for name in names {
            let picture = try catalog.image(named: name), reference = try loadedAhead.image(named: name)
            #expect(picture.pixels == reference.pixels && picture.halvings == reference.halvings, "\(name)")
            let shaded = try catalog.image(named: name, variant: variant)
            let shadedReference = try loadedAhead.image(named: name, variant: variant)
            #expect(shaded.pixels == shadedReference.pixels, "\(name)")
            #expect(
                !shaded.halvings.isEmpty && shaded.halvings == shadedReference.halvings,
                "\(name): variant halved where it was made")
        }
        let withoutLoader = AssetCatalog(root: TestAssets.root)
        withoutLoader.preload(names)
        #expect(names.allSatisfy { !withoutLoader.hasDecoded($0) })
    }

    /// A missing file, a damaged one and a named pipe (which a read would block on) are not
    /// decoded there, and the loader goes on to the next.
    @Test func whatTheLoaderCannotReadIsLeftToTheMainThread() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fluid-loader-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let good = "alpine-dusk"
        try FileManager.default.copyItem(
            at: Self.images.appendingPathComponent("\(good).png"), to: folder.appendingPathComponent("\(good).png"))
        try Data("not a picture".utf8).write(to: folder.appendingPathComponent("damaged.png"))
        #expect(mkfifo(folder.appendingPathComponent("pipe.png").path, 0o600) == 0)

        let loader = PictureLoader(folder: folder, names: ["missing", "damaged", "pipe", good])
        loader.waitUntilFinished()
        for name in ["missing", "damaged", "pipe"] {
            #expect(!loader.hasDecoded(name))
            #expect(loader.take(name) == nil)
        }
        #expect(loader.take(good) != nil)
    }

    /// Cancelled (its catalog gone), the loader stops after the picture in flight: of fifteen
    /// pictures, about 5 ms each, the last is never decoded.
    @Test func aCancelledLoaderStops() {
        let names = SceneList.seeds.pictureOrder(startingWith: nil)
        let loader = PictureLoader(folder: Self.images, names: names)
        loader.cancel()
        loader.waitUntilFinished()
        #expect(!loader.hasDecoded(names[names.count - 1]))
        #expect(names.filter { loader.hasDecoded($0) }.count < names.count / 2)
    }

    /// The window's order: the pictures of the scene it opens with first, then every other
    /// scene's in the scenes' order, each once.
    @Test func theOpeningScenesPicturesComeFirst() {
        let order = SceneList.seeds.pictureOrder(startingWith: CardStackScene.number)
        #expect(Array(order.prefix(CardStackScene.pictureNames.count)) == CardStackScene.pictureNames)
        #expect(Set(order).count == order.count)
        #expect(Set(order) == Set(SceneList.seeds.all.flatMap { $0.pictureNames }))
    }
}

extension SDLTests {
    /// The catalog with its loader, as the window runs it.
    @Suite @MainActor
    struct LoadingAheadTests {
        /// Idle turns go straight to staging (no turn decodes a picture) and a staged scene looks
        /// as one built with pictures decoded on the main thread.
        @Test func idleTurnsStageScenesWithPicturesFromTheLoader() throws {
            let host = try HeadlessHost(screen: .phone(scale: 2), fonts: TestAssets.fonts)
            let catalog = AssetCatalog(root: TestAssets.root)
            catalog.startLoading(SceneList.seeds.pictureOrder(startingWith: 2))
            let app = try PlaygroundApp(window: host.window, assets: catalog, sceneNumber: 2)
            app.prerender = { host.pipeline.prerender($0, pixelBudget: $1) }
            host.advance(by: 1.0 / 60, delegate: app)
            host.render()
            while app.idle() {}
            #expect(SceneList.seeds.all.flatMap { $0.pictureNames }.allSatisfy { catalog.hasDecoded($0) })
            #expect(app.switchToScene(3))
            host.advance(by: 1.0 / 60, delegate: app)
            host.render()
            #expect(host.rasterizer.statistics.backingStoresDrawn == 0, "the staged stack was not warm")
            let loaded = host.snapshot()

            let plainHost = try HeadlessHost(screen: .phone(scale: 2), fonts: TestAssets.fonts)
            let plain = try PlaygroundApp(
                window: plainHost.window, assets: AssetCatalog(root: TestAssets.root), sceneNumber: 3)
            plainHost.advance(by: 1.0 / 60, delegate: plain)
            plainHost.render()
            #expect(plainHost.snapshot().bytes == loaded.bytes)
        }

        /// A damaged picture is left by the loader; its scene reports it when opened, in the
        /// words it would use without the loader.
        @Test func aDamagedPictureIsStillReportedByItsScene() throws {
            let assets = try DamagedAssets()
            defer { assets.remove() }
            let host = try HeadlessHost(screen: .phone(scale: 2), fonts: TestAssets.fonts)
            var messages: [String] = []
            for loadsAhead in [false, true] {
                let catalog = AssetCatalog(root: assets.folder)
                if loadsAhead { catalog.startLoading(SceneList.seeds.pictureOrder(startingWith: 2)) }
                catalog.waitForLoading()
                let app = try PlaygroundApp(window: host.window, assets: catalog, sceneNumber: 2)
                var reports: [String] = []
                app.report = { reports.append($0) }
                #expect(app.switchToScene(3) == false)
                #expect(reports.count == 1 && reports[0].contains(assets.picture), "\(reports)")
                messages += reports
            }
            #expect(messages.count == 2 && messages[0] == messages[1])
        }
    }
}
