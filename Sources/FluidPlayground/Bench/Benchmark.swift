import Compositor
import Foundation
import ViewTree

/// The static benchmark: times frames of a scene left alone (nothing animates, the clock does not
/// move), headless, in three variants measured in the same process, runs interleaved so that
/// machine noise hits all alike (`GestureBenchmark` measures frames while a gesture moves things):
/// - **fluid, full redraw**: every frame redraws the whole tree (the window is marked for display,
///   so damage tracking redraws the whole screen; backing stores and text/image caches warm) —
///   what an animating frame costs at most;
/// - **fluid, one view moving**: one top-level view moves each frame (what a drag costs; damage
///   tracking redraws where it was and where it is);
/// - **plain SDL**: the baseline (`PlainSDLBaseline`).
@MainActor
struct Benchmark {
    let scene: Int
    let scenes: SceneList
    let scale: CGFloat
    let assets: AssetCatalog
    let frames: Int
    let runs: Int

    func run() throws {
        let host = try HeadlessHost(screen: .phone(scale: scale), fonts: assets.fontFiles)
        let app = try PlaygroundApp(window: host.window, assets: assets, scenes: scenes, sceneNumber: scene)
        _ = app.advance(to: 0)
        host.render()  // warm the caches; cold start is reported separately
        let coldStart = Summary(
            (0..<max(1, runs)).map { _ in
                time {
                    host.rasterizer.purgeCaches(includingFonts: true)
                    host.render()
                }
            })
        let baseline = try PlainSDLBaseline(
            width: host.window.screen.pixelWidth, height: host.window.screen.pixelHeight,
            scale: scale, fonts: host.rasterizer.fonts)
        baseline.prepare(host.window)
        let mover = app.scene.view.subviews.last { $0.subviews.isEmpty == false } ?? app.scene.view
        let home = mover.center

        var full: [Double] = [], moving: [Double] = [], plain: [Double] = []
        for _ in 0..<runs {
            for _ in 0..<frames {
                full.append(
                    time {
                        host.window.setNeedsDisplay()
                        host.render()
                    })
            }
            for frame in 0..<frames {
                mover.center = CGPoint(x: home.x + CGFloat(frame % 40) - 20, y: home.y)
                moving.append(time { host.renderIfNeeded() })
            }
            mover.center = home
            for _ in 0..<frames {
                plain.append(time { baseline.draw(host.window) })
            }
        }
        // Last: each switch replaces the window's scene.
        let atOnce = try (0..<max(1, runs)).map { _ in try sceneSwitch(on: host, after: .firstFrame) }
        let loaded = try (0..<max(1, runs)).map { _ in try sceneSwitch(on: host, after: .picturesLoaded) }
        let idle = try (0..<max(1, runs)).map { _ in try sceneSwitch(on: host, after: .idleWork) }
        let reference = Summary(plain)
        print(
            "static frames: scene \(scene), scale \(Int(scale)), \(host.window.screen.pixelWidth) × \(host.window.screen.pixelHeight) px, \(runs) runs × \(frames) frames"
        )
        print(
            String(
                format: "cold first frame (empty caches, fonts closed): %.2f ms (median of %d)", coldStart.median,
                max(1, runs)))
        print(
            String(
                format:
                    "scene switch (build + first frame), key at the first frame: %.2f ms (median of %d; from scene %d, its pictures decoding on the loading thread or not yet)",
                Summary(atOnce.map(\.switch)).median, max(1, runs), Self.switchOrigin(for: scene)))
        print(
            String(
                format:
                    "scene switch once the pictures are loaded and the fonts open (%.0f ms after launch): %.2f ms (median of %d; nothing of the scene drawn yet)",
                Summary(loaded.map(\.readyAfter)).median, Summary(loaded.map(\.switch)).median, max(1, runs)))
        print(
            String(
                format:
                    "scene switch once the window is warm (%.0f ms after launch): %.2f ms (median of %d; every scene built and drawn off screen while idle)",
                Summary(idle.map(\.readyAfter)).median, Summary(idle.map(\.switch)).median, max(1, runs)))
        print(
            String(
                format: "idle work before it: %.1f ms in %d turns, longest turn %.2f ms (what a key press may wait)",
                idle.map { $0.idleTurns.reduce(0, +) }.sorted()[idle.count / 2], idle.first?.idleTurns.count ?? 0,
                idle.flatMap(\.idleTurns).max() ?? 0))
        for (name, samples) in [
            ("fluid, full redraw", full), ("fluid, one view moving", moving), ("plain SDL baseline", plain),
        ] {
            let summary = Summary(samples)
            let label = name.padding(toLength: 24, withPad: " ", startingAt: 0)
            print(
                label
                    + String(
                        format: " median %7.3f ms   p95 %7.3f ms   ratio to plain SDL (median) %5.2f×",
                        summary.median, summary.p95, summary.median / reference.median))
        }
    }

    private func time(_ body: () -> Void) -> Double { Self.milliseconds(body) }

    /// When the key is pressed in `sceneSwitch`.
    enum KeyMoment {
        /// Right after the first frame: the loading thread has had the launch and that frame.
        case firstFrame
        /// Once the loading thread has decoded every picture and the other scenes' font sizes are
        /// open (the window idle, but nothing staged).
        case picturesLoaded
        /// Once the window's idle work is done: every scene built and drawn off screen.
        case idleWork
    }

    /// What a user waits for after pressing the scene's number key in the window: a fresh app is
    /// launched as the window launches it (a fresh asset catalog decoding every scene's pictures
    /// on its thread, `PictureLoader`, and then the other scenes' font sizes opened on another,
    /// `FontLibrary.openAhead`) showing another scene (`switchOrigin`), drawn once; at
    /// `moment` the switch is timed as the window runs it — `switchToScene`, the frame code (the
    /// scene appears) and the first frame, laid out and drawn. The caches and open font sizes are
    /// purged first, so the rasteriser keeps only what the other scene cached and opened (the
    /// status bar's text), as in the window on a first visit. The switch's time, how long after
    /// the launch the key came (the untimed wait or idle work before it), and each idle turn's time.
    private func sceneSwitch(
        on host: HeadlessHost, after moment: KeyMoment
    ) throws -> (switch: Double, readyAfter: Double, idleTurns: [Double]) {
        host.rasterizer.purgeCaches(includingFonts: true)
        var app: PlaygroundApp?
        var turns: [Double] = []
        let readyAfter = try Self.milliseconds {
            let origin = Self.switchOrigin(for: scene)
            let catalog = AssetCatalog(root: assets.root, source: assets.source)
            catalog.startLoading(for: scenes, startingWith: origin)
            host.rasterizer.fonts.openAhead(scenes.fontsAhead(openingWith: origin), after: catalog.loadingFinished)
            let launched = try PlaygroundApp(window: host.window, assets: catalog, scenes: scenes, sceneNumber: origin)
            launched.prerender = { host.pipeline.prerender($0, pixelBudget: $1) }
            host.advance(by: 1.0 / 60, delegate: launched)
            host.render()
            switch moment {
            case .firstFrame: break
            case .picturesLoaded:
                catalog.waitForLoading()
                host.rasterizer.fonts.waitForOpeningAhead()
            case .idleWork:
                var more = true
                while more { turns.append(time { more = launched.idle() }) }
            }
            app = launched
        }
        guard let app else { return (0, readyAfter, turns) }
        let duration = time {
            app.switchToScene(scene)
            host.advance(by: 1.0 / 60, delegate: app)
            host.render()
        }
        return (duration, readyAfter, turns)
    }

    /// The scene a timed switch starts from: the swipe pager (no pictures), or for the pager the
    /// swipe cell.
    static func switchOrigin(for scene: Int) -> Int { scene == 2 ? 1 : 2 }

    /// Nanoseconds taken by `body`, on the monotonic clock (benchmarks are the one place that
    /// measures real time; every benchmark times through this).
    static func nanoseconds(_ body: () throws -> Void) rethrows -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        return Double(DispatchTime.now().uptimeNanoseconds - start)
    }

    /// Milliseconds taken by `body`, on the monotonic clock.
    static func milliseconds(_ body: () throws -> Void) rethrows -> Double { try nanoseconds(body) / 1_000_000 }

    /// Milliseconds of CPU time the whole process spent while `body` ran, every thread counted
    /// (`CLOCK_PROCESS_CPUTIME_ID`): an OpenGL renderer on Mesa's llvmpipe draws on threads of its own.
    static func processCPUMilliseconds(_ body: () -> Void) -> Double {
        func now() -> Double {
            var time = timespec()
            clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
            return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1_000_000
        }
        let start = now()
        body()
        return now() - start
    }

    struct Summary {
        let median: Double
        let p95: Double

        init(_ samples: [Double]) {
            let sorted = samples.sorted()
            median = sorted.isEmpty ? 0 : sorted[sorted.count / 2]
            p95 = sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int((Double(sorted.count) * 0.95).rounded(.down)))]
        }
    }
}
