import FluidTestSupport
import Foundation
import Testing
import ViewTree

@testable import FluidPlayground
@testable import Scenes

/// The parts of `playground watch` (Docs/Playground.md, "Watch"): the sources it polls, the
/// first error of a build, the traces it tells apart, and the app's side of its commands.
@Suite @MainActor
struct WatchPartsTests {
    @Test func aSaveANewFileAndARemovedOneAreChanges() throws {
        let package = FileManager.default.temporaryDirectory.appendingPathComponent("watch-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: package) }
        let sources = package.appendingPathComponent("Sources/App")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try Data("// swift-tools-version:6.0\n".utf8).write(to: package.appendingPathComponent("Package.swift"))
        let scene = sources.appendingPathComponent("Scene.swift")
        try Data("let a = 1\n".utf8).write(to: scene)
        let first = SourceSnapshot.take(of: package)
        #expect(first.files.keys.sorted() == ["Package.swift", "Sources/App/Scene.swift"])
        #expect(SourceSnapshot.take(of: package) == first, "nothing saved, nothing changed")
        let later = Date().addingTimeInterval(5)
        try FileManager.default.setAttributes([.modificationDate: later], ofItemAtPath: scene.path)
        try Data("x".utf8).write(to: sources.appendingPathComponent(".Scene.swift.swp"))  // an editor's
        let saved = SourceSnapshot.take(of: package)
        #expect(saved.changes(since: first).map(\.path) == ["Sources/App/Scene.swift"])
        try FileManager.default.removeItem(at: scene)
        try Data("let b = 2\n".utf8).write(to: sources.appendingPathComponent("Other.swift"))
        let moved = SourceSnapshot.take(of: package)
        #expect(Set(moved.changes(since: saved).map(\.path)) == ["Sources/App/Scene.swift", "Sources/App/Other.swift"])
    }

    @Test func theFirstErrorIsTheCompilersLineRelativeToThePackage() {
        let package = URL(fileURLWithPath: "/work/pkg")
        let output = """
            Building for debugging...
            /work/pkg/Sources/App/Scene.swift:57:55: error: expected expression after operator
             55 |     let b = 1 +
            /work/pkg/Sources/App/Other.swift:3:1: error: cannot find 'x' in scope
            """
        #expect(
            PackageBuild.firstError(in: output, package: package)
                == "Sources/App/Scene.swift:57:55: error: expected expression after operator")
        #expect(PackageBuild.firstError(in: "Build complete!", package: package) == nil)
    }

    @Test func twoTracesAreToldApartByTheViewsPath() {
        let header = "time,pointer_x,pointer_y,recognizers,velocity_x,velocity_y,view_x,view_y,animator_fractions\n"
        let before =
            header + "0.0000,,,,,,195.000,400.000,\n0.0333,,,,,,195.000,300.000,\n0.0667,,,,,,195.000,300.000,\n"
        let now = header + "0.0000,,,,,,195.000,400.000,\n0.0333,,,,,,195.000,320.000,\n0.0667,,,,,,195.000,310.000,\n"
        let comparison = TraceComparison(before: .init(csv: before), now: .init(csv: now))
        #expect(
            comparison.summary
                == "the view's path moved up to 20.0 pt (at 0.033 s); it comes to rest at 0.067 s (was 0.033 s)")
        #expect(
            TraceComparison(before: .init(csv: before), now: .init(csv: before)).summary
                == "the view's path is the same; it comes to rest at 0.033 s, as before")
    }

    /// A trace read back from its CSV is the trace to the CSV's three decimals, and the build
    /// before's is drawn faintly under this one's.
    @Test func aTraceReadsBackFromItsCSVAndTheOneBeforeIsFaint() throws {
        let file = try SDLTests.GestureReplayTests.file(SDLTests.ComparedReplayTests.fling)
        var film = GestureFilm(file: file, name: "fling", fps: 30, from: 0, to: 1.5)
        try film.play(
            assets: AssetCatalog(root: TestAssets.root), scenes: SceneList.seeds, scale: 1, drawsEveryFrame: false,
            tracesOnly: true)
        let read = GestureTraceSample.samples(fromCSV: film.traceCSV)
        #expect(read.count == film.samples.count && read.map(\.recognizers) == film.samples.map(\.recognizers))
        for (back, sample) in zip(read, film.samples) {
            #expect(abs(back.time - sample.time) < 5e-5)
            #expect(back.viewPosition.map { abs($0.y - sample.viewPosition!.y) < 5e-4 } ?? (sample.viewPosition == nil))
        }
        let plot = TracePlot(title: "t", a: read, b: film.samples, names: ("before", "now"), fadesA: true)
        #expect(plot.panels[1].series.map(\.name) == ["pointer", "before view", "now view"])
        #expect(plot.panels[1].series[1].color.alpha == 0.35 && plot.panels[1].series[2].color.alpha == 1)
    }

    @Test func theAppShowsABuildErrorClearsItAndQuitsWhenTold() throws {
        #expect(
            WatchControl.command(from: "error a.swift:1:2: error: bad\\nline")
                == .error("a.swift:1:2: error: bad\nline"))
        #expect(WatchControl.command(from: " clear ") == .clear && WatchControl.command(from: "quit") == .quit)
        #expect(WatchControl.command(from: "hello") == nil)
        let (host, app, _) = try PlaygroundTests.makeScene(BottomSheetScene.self)
        app.obey([.error("Sources/App/Scene.swift:57:55: error: expected expression")])
        host.advance(by: 1.0 / 60, delegate: app)
        #expect(host.window.view(withIdentifier: "buildError") != nil)
        #expect(app.buildErrorView.text.hasSuffix("Sources/App/Scene.swift:57:55:\nexpected expression"))
        app.obey([.clear])
        #expect(host.window.view(withIdentifier: "buildError") == nil && !app.wantsToQuit)
        app.obey([.quit])
        #expect(app.wantsToQuit)
    }
}
