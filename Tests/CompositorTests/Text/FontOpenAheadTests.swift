import FluidTestSupport
import Foundation
import Testing

@testable import Compositor
@testable import ViewTree

extension SDLTests {
    /// `FontLibrary.openAhead` opens sizes on a thread of its own (`FontOpener`); the main thread
    /// takes each one whole when it first needs it, or opens it itself when its turn has not
    /// come, and what it measures is the same either way.
    @Suite @MainActor
    struct FontOpenAheadTests {
        static let fonts = [Font(size: 13, weight: .medium), Font(size: 22, weight: .bold), Font(size: 15)]
        static let text = "Fluid 한국어 wraps"

        /// A gate the opener waits behind until the test opens it.
        final class Gate: @unchecked Sendable {
            private let semaphore = DispatchSemaphore(value: 0)
            var wait: @Sendable () -> Void { { [semaphore] in semaphore.wait() } }
            func open() { semaphore.signal() }
        }

        /// Every one of `Self.fonts` measures in `fonts` as in a library at `scale` that opened
        /// them on demand.
        static func expectMeasuresAsOnDemand(_ fonts: FontLibrary, scale: CGFloat) throws {
            let reference = try FontLibrary(files: TestAssets.fonts, scale: scale)
            for font in Self.fonts {
                #expect(fonts.width(of: Self.text, font: font) == reference.width(of: Self.text, font: font), "\(font)")
                #expect(fonts.glyphBoxHeight(of: font) == reference.glyphBoxHeight(of: font), "\(font)")
            }
        }

        @Test func sizesOpenedAheadAreTakenWholeAndMeasureTheSame() throws {
            let fonts = try FontLibrary(files: TestAssets.fonts, scale: 2)
            fonts.openAhead(Self.fonts + Self.fonts)  // named twice: opened once
            fonts.waitForOpeningAhead()
            #expect(fonts.openSizeCount == 0, "nothing is the main thread's until it asks")
            try Self.expectMeasuresAsOnDemand(fonts, scale: 2)
            #expect(fonts.sizesTakenFromAhead == 3 && fonts.openSizeCount == 3)
        }

        /// Before the thread starts (it waits behind `after`), a size asked for is taken off its
        /// queue and opened at once; the thread then opens only the others.
        @Test func aSizeAskedForBeforeItsTurnIsOpenedWhereItIsAskedFor() throws {
            let reference = try FontLibrary(files: TestAssets.fonts, scale: 2)
            let fonts = try FontLibrary(files: TestAssets.fonts, scale: 2)
            let gate = Gate()
            fonts.openAhead(Self.fonts, after: gate.wait)
            #expect(
                fonts.width(of: Self.text, font: Self.fonts[1]) == reference.width(of: Self.text, font: Self.fonts[1]))
            #expect(fonts.sizesTakenFromAhead == 0 && fonts.openSizeCount == 1)
            gate.open()
            fonts.waitForOpeningAhead()
            for font in Self.fonts { _ = fonts.width(of: Self.text, font: font) }
            #expect(fonts.sizesTakenFromAhead == 2 && fonts.openSizeCount == 3)
        }

        /// A new scale while sizes wait to be opened: they are opened at the new scale.
        @Test func aNewScaleOpensTheWaitingSizesAtIt() throws {
            let fonts = try FontLibrary(files: TestAssets.fonts, scale: 2)
            let gate = Gate()
            fonts.openAhead(Self.fonts, after: gate.wait)
            fonts.setScale(1)
            gate.open()  // the first thread's gate; the new thread waits behind the same one
            gate.open()
            fonts.waitForOpeningAhead()
            try Self.expectMeasuresAsOnDemand(fonts, scale: 1)
            #expect(fonts.sizesTakenFromAhead == 3)
        }

        /// Closing the open sizes (a bench's cold frame) stops the thread and closes what it
        /// opened; the sizes open again on demand.
        @Test func closingTheSizesStopsOpeningAhead() throws {
            let fonts = try FontLibrary(files: TestAssets.fonts, scale: 2)
            fonts.openAhead(Self.fonts)
            fonts.waitForOpeningAhead()
            fonts.closeOpenSizes()
            #expect(!fonts.isOpeningAhead && fonts.openSizeCount == 0)
            #expect(fonts.width(of: Self.text, font: Self.fonts[0]) > 0)
            #expect(fonts.sizesTakenFromAhead == 0 && fonts.openSizeCount == 1)
        }
    }
}
