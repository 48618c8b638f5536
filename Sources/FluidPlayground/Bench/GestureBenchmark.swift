import Compositor
import Foundation
import GestureFiles
import ViewTree

/// `playground bench --gesture`: what a frame costs *while things move*. Each scene's signature
/// gesture (`Scene.benchmarkGestures`, or a gesture file given with `--replay`) is played on the
/// virtual clock through the app, as the window delivers it — a frame every 1/60 s takes the
/// events that reached it, then the scene and the window advance, then the frame is drawn — and
/// every drawn frame is timed (dispatch, animation, layout and drawing together), during the
/// gesture and then while the release animation runs.
/// After each Fluid frame, the plain-SDL floor (`PlainSDLBaseline`) draws what that frame shows,
/// so the ratio compares the same pictures measured in the same run.
@MainActor
struct GestureBenchmark {
    /// The scenes the numbers are looked up in.
    let sceneList: SceneList
    let scenes: [Int]
    let scale: CGFloat
    let assets: AssetCatalog
    let runs: Int
    /// The scenes' tuned values (`--set`).
    var tuning: Tuning
    /// A recorded gesture to time instead of the scene's own (`--replay`); `scenes` is then its scene.
    var replayed: GestureFile?
    /// Also time every gesture with the inspector open (its panel drawn each frame), alternating
    /// with runs without it, and print the difference.
    var inspector = false
    /// Also play every gesture on these SDL renderers ("opengl", "opengles2"), each drawing into a
    /// hidden window's render target (`HeadlessHost(screen:fonts:renderDriver:videoDriver:)`),
    /// and print, for them and for the software surface in the same runs, the frames' CPU time
    /// and the backing stores read back (Docs/Rendering.md §14).
    var renderers: [String] = []
    /// The row count of the scene's list (`--rows`), to see how a frame's cost follows it; nil:
    /// the scene's own.
    var listRows: Int?

    /// Frames drawn after the release at most (the release animation's frames).
    static let releaseFrameLimit = 240

    private struct Samples {
        var fluid: [Double] = []
        var plain: [Double] = []
        /// The floors of the same frame's damage: the plain SDL calls clipped to it, and a copy of it.
        var clipped: [Double] = []
        var copied: [Double] = []
        var storesDrawn = 0, storesUsed = 0, resamples = 0
        /// The process's CPU time per frame (all threads), and the stores read back (`SDL_RenderReadPixels`).
        var cpu: [Double] = []
        var readbacks = 0, framesReadingBack = 0
        /// Pixels the frames redrew (damage tracking) and the screen's pixels in as many frames.
        var pixelsRedrawn = 0, screenPixels = 0
        /// With the inspector: drawing its panel (part of `fluid`).
        var panel: [Double] = []
        /// The frame's layout pass (part of `fluid`; the rest is events, animation and drawing).
        var layout: [Double] = []

        mutating func absorb(_ other: Samples) {
            fluid += other.fluid
            plain += other.plain
            clipped += other.clipped
            copied += other.copied
            storesDrawn += other.storesDrawn
            cpu += other.cpu
            readbacks += other.readbacks
            framesReadingBack += other.framesReadingBack
            storesUsed += other.storesUsed
            resamples += other.resamples
            pixelsRedrawn += other.pixelsRedrawn
            screenPixels += other.screenPixels
            panel += other.panel
            layout += other.layout
        }
    }

    func run() throws {
        let host = try HeadlessHost(screen: .phone(scale: scale), fonts: assets.fontFiles)
        let screen = host.window.screen
        let baseline = try PlainSDLBaseline(
            width: screen.pixelWidth, height: screen.pixelHeight, scale: scale,
            fonts: host.rasterizer.fonts)
        print(
            "mid-gesture frames at scale \(Int(scale)), \(screen.pixelWidth) × \(screen.pixelHeight) px, \(runs) runs; "
                + "each frame timed from its events to its pixels")
        // Other renderers draw through a hidden window: on the display if there is one, else SDL's
        // offscreen driver (EGL).
        let environment = ProcessInfo.processInfo.environment
        let videoDriver = environment["SDL_VIDEODRIVER"] ?? (environment["DISPLAY"] == nil ? "offscreen" : nil)
        let others = try renderers.map { name in
            let other = try HeadlessHost(
                screen: .phone(scale: scale), fonts: assets.fontFiles, renderDriver: name, videoDriver: videoDriver)
            print(
                "  on \(name): SDL renderer '\(other.rendererName)', each frame waited for (a one-pixel read of the frame)"
            )
            return other
        }
        for scene in scenes {
            let app = try PlaygroundApp(
                window: host.window, assets: assets, scenes: sceneList, sceneNumber: scene, time: host.time,
                tuning: tuning,
                listRows: listRows)
            app.report = { _ in }
            // Every picture decoded, as the window's idle turns do in its first half second.
            while app.idle() {}
            if gestures(of: app).isEmpty, scenes.count > 1 {
                print("scene \(scene) (\(type(of: app.scene).title)): names no gesture to time, skipped")
                continue
            }
            var gesture = Samples(), release = Samples()
            var inspected = Samples(), inspectedRelease = Samples()
            var followUp = Samples(), followUpName: String?
            for _ in 0..<runs {
                for shown in inspector ? [false, true] : [false] {
                    app.setInspectorShown(shown)
                    let panel = try app.inspector.map { try HeadlessHost(window: $0.panel, fonts: assets.fontFiles) }
                    app.switchToScene(scene)
                    settle(host, app)
                    panel?.render()
                    let gestures = self.gestures(of: app)
                    guard let signature = gestures.first else { throw Self.noGesture(scene, in: sceneList) }
                    var moving = Samples(), settling = Samples()
                    play(signature, host, app, baseline, panel: panel, moving: &moving, settling: &settling)
                    if !shown, let next = gestures.dropFirst().first {
                        followUpName = next.name
                        var thrown = Samples(), settled = Samples()
                        play(next, host, app, baseline, panel: nil, moving: &thrown, settling: &settled)
                        followUp.absorb(thrown)
                        followUp.absorb(settled)
                    }
                    if shown {
                        inspected.absorb(moving)
                        inspectedRelease.absorb(settling)
                    } else {
                        gesture.absorb(moving)
                        release.absorb(settling)
                    }
                }
            }
            app.setInspectorShown(false)
            report(scene: scene, phase: "mid-gesture", gesture)
            report(scene: scene, phase: "release    ", release)
            if let name = followUpName {
                report(scene: scene, phase: name.padding(toLength: 11, withPad: " ", startingAt: 0), followUp)
            }
            if !others.isEmpty {
                reportOnRenderer(scene: scene, renderer: "software surface", gesture, release)
                for (name, other) in zip(renderers, others) {
                    let (moving, settling) = try playOnRenderer(scene, host: other)
                    reportOnRenderer(scene: scene, renderer: name, moving, settling)
                }
            }
            if inspector {
                report(scene: scene, phase: "mid-gesture with inspector", inspected, versus: gesture)
                report(scene: scene, phase: "release     with inspector", inspectedRelease, versus: release)
            }
        }
    }

    /// Plays `script`, a frame each 1/60 s, timing each drawn frame into `moving`, then the
    /// release animation into `settling`: frames until ten in a row draw nothing.
    private func play(
        _ gesture: BenchGesture, _ host: HeadlessHost, _ app: PlaygroundApp, _ baseline: PlainSDLBaseline?,
        panel: HeadlessHost?, moving: inout Samples, settling: inout Samples
    ) {
        for frame in EventSchedule.frames(gesture.events(host.time), start: host.time) {
            measureFrame(host, app, baseline, panel: panel, events: frame.events, until: frame.time, into: &moving)
        }
        var idle = 0
        for _ in 0..<Self.releaseFrameLimit where idle < 10 {
            let drew = measureFrame(
                host, app, baseline, panel: panel, events: [],
                until: host.time + ScriptedGesture.frameInterval, into: &settling)
            idle = drew ? 0 : idle + 1
        }
    }

    /// The gestures to time on `app`'s scene, as it is now: the replayed file, else the scene's own.
    private func gestures(of app: PlaygroundApp) -> [BenchGesture] {
        if let replayed { return [BenchGesture(replayed, name: "replay")] }
        return app.scene.benchmarkGestures.map(BenchGesture.init)
    }

    /// A scene that names no gesture to time.
    private static func noGesture(_ scene: Int, in scenes: SceneList) -> PlaygroundError {
        let title = scenes.scene(number: scene)?.title ?? "\(scene)"
        return .failed(
            "scene \(scene) (\(title)) names no gesture to time: record one (Ctrl+R) and give it with --replay FILE, or declare the scene's benchmarkGestures"
        )
    }

    /// Lets the scene's appearing animations finish, untimed, with every frame drawn.
    private func settle(_ host: HeadlessHost, _ app: PlaygroundApp) {
        for _ in 0..<120 {
            host.advance(by: ScriptedGesture.frameInterval, delegate: app)
            host.renderIfNeeded()
        }
        // The stores the first frame drew only in part, drawn whole as the window's idle turns do.
        host.pipeline.prerender(host.window)
        host.finishDrawing()
    }

    /// `scene`'s gesture and release, `runs` times, on another renderer's `host`: each frame's
    /// time and CPU time, with the renderer's work waited for.
    private func playOnRenderer(_ scene: Int, host: HeadlessHost) throws -> (gesture: Samples, release: Samples) {
        let app = try PlaygroundApp(
            window: host.window, assets: assets, scenes: sceneList, sceneNumber: scene, time: host.time, tuning: tuning,
            listRows: listRows)
        app.report = { _ in }
        var gesture = Samples(), release = Samples()
        for _ in 0..<runs {
            app.switchToScene(scene)
            settle(host, app)
            guard let signature = gestures(of: app).first else { throw Self.noGesture(scene, in: sceneList) }
            play(signature, host, app, nil, panel: nil, moving: &gesture, settling: &release)
        }
        return (gesture, release)
    }

    /// Plays one frame and, if it drew, times the floor drawing the same picture. Returns whether it drew.
    @discardableResult
    private func measureFrame(
        _ host: HeadlessHost, _ app: PlaygroundApp, _ baseline: PlainSDLBaseline?, panel: HeadlessHost?,
        events: [InputEvent], until time: TimeInterval, into samples: inout Samples
    ) -> Bool {
        let before = host.rasterizer.statistics
        var drew = false
        var elapsed = 0.0, layout = 0.0
        let cpu = Benchmark.processCPUMilliseconds {
            elapsed = Benchmark.milliseconds {
                for event in events { host.send(event, delegate: app) }
                host.advance(by: time - host.time, delegate: app)
                // Laid out on its own to be timed apart; the render's own pass then finds nothing to do.
                if host.window.needsRender { layout = Benchmark.milliseconds { host.pipeline.layOut() } }
                drew = host.renderIfNeeded()
                if drew { host.finishDrawing() }
                // The window draws the panel in the same frame (its graph takes each frame's time).
                if let panel {
                    samples.panel.append(
                        Benchmark.milliseconds {
                            panel.advance(by: time - panel.time)
                            panel.renderIfNeeded()
                        })
                }
            }
        }
        if panel != nil, drew {
            app.inspector?.recordFrame(FrameTimings(input: 0, animate: 0, layout: 0, render: elapsed / 1000))
        }
        guard drew else { return false }
        let after = host.rasterizer.statistics
        samples.fluid.append(elapsed)
        samples.layout.append(layout)
        samples.cpu.append(cpu)
        samples.readbacks += after.pixelReadbacks - before.pixelReadbacks
        samples.framesReadingBack += after.pixelReadbacks > before.pixelReadbacks ? 1 : 0
        samples.storesDrawn += after.backingStoresDrawn - before.backingStoresDrawn
        samples.storesUsed +=
            after.backingStoresDrawn - before.backingStoresDrawn + after.backingStoresReused
            - before.backingStoresReused
        samples.resamples += after.resamples - before.resamples
        samples.pixelsRedrawn += after.pixelsRedrawn - before.pixelsRedrawn
        samples.screenPixels += host.window.screen.pixelWidth * host.window.screen.pixelHeight
        guard let baseline else { return true }
        baseline.prepare(host.window)
        samples.plain.append(Benchmark.milliseconds { baseline.draw(host.window) })
        // A frame in which nothing changed drew nothing: its floors are nothing too.
        let damage = host.rasterizer.lastDamage
        samples.clipped.append(
            damage.map { damage in Benchmark.milliseconds { baseline.draw(host.window, within: damage) } } ?? 0)
        samples.copied.append(damage.map { damage in Benchmark.milliseconds { baseline.damageCopy.copy(damage) } } ?? 0)
        return true
    }

    /// With `versus`: the median's difference from those frames (the same scene and gesture,
    /// measured in the same runs).
    private func report(scene: Int, phase: String, _ samples: Samples, versus: Samples) {
        let with = Benchmark.Summary(samples.fluid), without = Benchmark.Summary(versus.fluid)
        let panel = Benchmark.Summary(samples.panel)
        func mean(_ values: [Double]) -> Double { values.isEmpty ? 0 : values.reduce(0, +) / Double(values.count) }
        // The mean says what the inspector adds to a frame; the medians of two skewed distributions
        // (most release frames are cheap, a few are not) can differ by more.
        print(
            String(
                format: "scene %d %@  median %6.2f ms  p95 %6.2f ms  adds %+.2f ms a frame on average (median %+.2f); "
                    + "its panel's drawing median %.2f ms, p95 %.2f ms  frames %d",
                scene, phase, with.median, with.p95, mean(samples.fluid) - mean(versus.fluid),
                with.median - without.median,
                panel.median, panel.p95, samples.fluid.count))
    }

    /// One renderer's frames of `scene`: time and CPU time (median, p95) and read-backs, during
    /// the gesture and the release.
    private func reportOnRenderer(scene: Int, renderer: String, _ gesture: Samples, _ release: Samples) {
        for (phase, samples) in [("mid-gesture", gesture), ("release    ", release)] {
            let time = Benchmark.Summary(samples.fluid), cpu = Benchmark.Summary(samples.cpu)
            print(
                String(
                    format: "scene %d %@ on %@  median %6.2f ms  p95 %6.2f ms  CPU median %6.2f ms  p95 %6.2f ms  "
                        + "read-backs %.2f a frame (%d in %d of %d frames)  stores redrawn %d/%d  resamples %d",
                    scene, phase, renderer.padding(toLength: 16, withPad: " ", startingAt: 0), time.median, time.p95,
                    cpu.median, cpu.p95,
                    Double(samples.readbacks) / Double(max(1, samples.fluid.count)), samples.readbacks,
                    samples.framesReadingBack, samples.fluid.count, samples.storesDrawn, samples.storesUsed,
                    samples.resamples))
        }
    }

    private func report(scene: Int, phase: String, _ samples: Samples) {
        let fluid = Benchmark.Summary(samples.fluid), plain = Benchmark.Summary(samples.plain)
        let clipped = Benchmark.Summary(samples.clipped), copied = Benchmark.Summary(samples.copied)
        let layout = Benchmark.Summary(samples.layout)
        func ratio(_ floor: Benchmark.Summary) -> Double { floor.median > 0 ? fluid.median / floor.median : 0 }
        print(
            String(
                format: "scene %d %@  median %6.2f ms  p95 %6.2f ms  ratio to plain SDL (on screen) %5.2f×  "
                    + "(plain %5.2f ms)  to SDL clipped to the damage %5.2f× (%5.2f ms)  to a memcpy of the damage %6.1f× (%5.3f ms)  "
                    + "layout median %5.2f ms  p95 %5.2f ms  stores redrawn %d/%d  resamples %d  screen redrawn %3d %%  frames %d%@",
                scene, phase, fluid.median, fluid.p95, ratio(plain), plain.median, ratio(clipped), clipped.median,
                ratio(copied), copied.median, layout.median, layout.p95,
                samples.storesDrawn, samples.storesUsed, samples.resamples,
                samples.pixelsRedrawn * 100 / max(1, samples.screenPixels), samples.fluid.count,
                listRows.map { "  rows \($0)" } ?? ""))
    }
}
