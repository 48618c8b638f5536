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

        /// A's and B's traces in one plot: the pointer once, each one's view, the velocity once.
        @Test func theTracesArePlottedTogether() throws {
            let file = try GestureReplayTests.file(Self.fling)
            var samples: [[GestureTraceSample]] = []
            for damping in ["0.6", "0.3"] {
                let tuning = Tuning(scenes: SceneList.seeds)
                try tuning.apply("sheet.damping=\(damping)")
                var film = GestureFilm(file: file, name: "fling", fps: 60, from: 0, to: 2)
                try film.play(
                    assets: AssetCatalog(root: TestAssets.root), scenes: SceneList.seeds, scale: 1, tuning: tuning,
                    drawsEveryFrame: false, tracesOnly: true)
                samples.append(film.samples)
            }
            let plot = TracePlot(title: "A · B", a: samples[0], b: samples[1])
            #expect(
                plot.panels.map { $0.series.map(\.name) } == [
                    ["pointer", "A view", "B view"], ["pointer", "A view", "B view"], ["x", "y"],
                ])
            let a = plot.panels[1].series[1].values.compactMap { $0 },
                b = plot.panels[1].series[2].values.compactMap { $0 }
            let apart = zip(a, b).map { abs($0 - $1) }.max() ?? 0
            #expect(apart > 5, "the springs part: \(apart) pt at most, \(a.count) and \(b.count) samples")
            #expect(try plot.render(fonts: TestAssets.fonts).width == Int(TracePlot.size.width))
        }
    }
}
