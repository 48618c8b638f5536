import Compositor
import FluidTestSupport
import Foundation
import Testing
import ViewTree

@testable import FluidPlayground
@testable import Scenes

extension SDLTests {
    /// A/B (`replay FILE --compare NAME=VALUE`): the same events at the same times reach both
    /// phones, whose scenes differ only by the value compared.
    @Suite @MainActor
    struct ComparedReplayTests {
        static let fling = """
            {"format":"fluid-gesture","version":1,"scene":4,"width":390,"height":844,"scale":1}
            {"t":0.8,"type":"drag","from":[195,440],"to":[195,120],"duration":0.15,"rate":120}
            """

        @Test func bothPhonesGetTheGestureAndDifferOnlyByTheValueCompared() throws {
            let (host, app, _) = try PlaygroundTests.makeScene(BottomSheetScene.self)
            let tuning = Tuning(scenes: app.scenes)
            try tuning.apply("sheet.damping=0.3")
            let phone = try ComparedPhone(
                sceneNumber: 4, assets: AssetCatalog(root: TestAssets.root), scenes: app.scenes,
                screen: host.window.screen, tuning: tuning, says: "sheet.damping 0.30")
            let b = phone.app
            let replay = WindowReplay(
                app: app, file: try GestureReplayTests.file(Self.fling), clock: ReplayClock(speed: 1, start: 0),
                realTime: { 0 })
            // The partner host stands in for the window's side panel: B's window, driven by B's app.
            let bHost = try HeadlessHost(window: b.window, fonts: TestAssets.fonts)
            replay.compared = (phone, { bHost.send($0, delegate: b) })
            var tops: [(a: CGFloat, b: CGFloat)] = []
            for frame in 1...120 {
                let time = Double(frame) / 60
                replay.deliverScheduledInput(until: time, through: host.pipeline)
                host.advance(by: time - host.time, delegate: replay)
                bHost.advance(by: time - bHost.time, delegate: b)
                let sheetA = try #require(app.scene as? BottomSheetScene)
                let sheetB = try #require(b.scene as? BottomSheetScene)
                tops.append((sheetA.displayedTop, sheetB.displayedTop))
            }
            let sheetA = try #require(app.scene as? BottomSheetScene)
            let sheetB = try #require(b.scene as? BottomSheetScene)
            #expect(sheetA.expansionState == .expanded && sheetB.expansionState == .expanded, "both were flung open")
            #expect(tops.contains { abs($0.a - $0.b) > 10 }, "the springs differ on the way")
            #expect(abs(tops.last!.a - tops.last!.b) < 0.5, "and both come to rest at expanded")
            #expect(phone.tag.text == "B · sheet.damping 0.30" && b.window.view(withIdentifier: "phoneTag") != nil)
            var copied: [String] = []
            b.clipboard = { copied.append($0) }
            b.printCode = { _ in }
            replay.handle(.key(KeyEvent(key: .character("c"), timestamp: 2, modifierFlags: .shift)))
            #expect(copied.count == 1 && copied[0].contains("0.3"), "Shift+C copies B's code: \(copied)")
        }
    }
}
