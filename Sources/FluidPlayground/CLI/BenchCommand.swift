import ArgumentParser
import Compositor
import Foundation
import GestureFiles
import ViewTree

/// `playground bench`: frame times of the headless renderer against a plain-SDL baseline,
/// (`--animators N`) the cost of one animation-driver tick per running animator, or
/// (`--events N`) the cost of dispatching one pointer move to gesture recognizers.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure headless frame times: Fluid's rasteriser against plain SDL calls drawing the same views.")

    @OptionGroup var options: SceneOptions

    @Option(name: .long, parsing: .unconditional, help: "Frames per run (driver ticks per run with --animators).")
    var frames: Int = 600

    @Option(
        name: .long, parsing: .unconditional,
        help: "Runs of each variant (interleaved); figures are over all frames of all runs.")
    var runs: Int = 3

    @Flag(
        name: .long,
        help:
            "Time frames while each scene's signature gesture moves it, and its release animation (all scenes unless --scene)."
    )
    var gesture = false

    @Option(
        name: .long,
        help: ArgumentHelp(
            "With --gesture: time this recorded gesture file on its scene instead of the scene's own gestures.",
            valueName: "file"))
    var replay: String?

    @Flag(name: .long, help: "With --gesture: time each gesture with the inspector open too, and print what it adds.")
    var inspector = false

    @Option(
        name: .long,
        help: ArgumentHelp(
            "With --gesture: also play each gesture on this SDL renderer (opengl, opengles2; repeatable), in a hidden window "
                + "(SDL's offscreen driver without DISPLAY), and print CPU time and read-backs per frame beside the software surface's.",
            valueName: "renderer"))
    var renderer: [String] = []

    @Option(
        name: .long, parsing: .unconditional,
        help:
            "With --gesture and --scene: build the scene's list with this many rows (scenes 0 and 1), to see how a frame's cost follows the list's length."
    )
    var rows: Int?

    // `.unconditional`: "--animators -5" reaches our check instead of being taken for an option.
    @Option(
        name: .long, parsing: .unconditional,
        help:
            "Instead of frames, time one animation-driver tick with this many running animators (1…100000; 0 = frame benchmark)."
    )
    var animators: Int = 0

    @Option(
        name: .long, parsing: .unconditional,
        help:
            "Instead of frames, time the dispatch of one pointer move in drags of this many moves (1…1000000; 0 = frame benchmark)."
    )
    var events: Int = 0

    func run() throws {
        try PlaygroundCommand.runOnMainActor(options) {
            guard (1...100_000).contains(frames) else {
                throw PlaygroundError.badArgument("--frames must be 1…100000 (got \(frames))")
            }
            guard (1...50).contains(runs) else {
                throw PlaygroundError.badArgument("--runs must be 1…50 (got \(runs))")
            }
            guard animators == 0 || (1...100_000).contains(animators) else {
                throw PlaygroundError.badArgument(
                    "--animators must be 1…100000, or 0 for the frame benchmark (got \(animators))")
            }
            guard events == 0 || (1...1_000_000).contains(events) else {
                throw PlaygroundError.badArgument(
                    "--events must be 1…1000000, or 0 for the frame benchmark (got \(events))")
            }
            guard animators == 0 || events == 0 else {
                throw PlaygroundError.badArgument("choose one of --animators and --events")
            }
            guard !gesture || (animators == 0 && events == 0) else {
                throw PlaygroundError.badArgument("--gesture times frames: drop --animators and --events")
            }
            guard replay == nil || gesture else {
                throw PlaygroundError.badArgument("--replay times a recorded gesture: use it with bench --gesture")
            }
            guard replay == nil || !options.sceneGiven else {
                throw PlaygroundError.badArgument(
                    "bench --gesture --replay times the scene its file names: drop --scene")
            }
            guard renderer.isEmpty || gesture else {
                throw PlaygroundError.badArgument(
                    "--renderer compares renderers during a gesture: use it with bench --gesture")
            }
            if let unknown = renderer.first(where: { !HeadlessHost.renderDrivers.contains($0) }) {
                throw PlaygroundError.badArgument(
                    "--renderer must be one of SDL's render drivers here, \(HeadlessHost.renderDrivers.joined(separator: ", ")) (got '\(unknown)')"
                )
            }
            guard !inspector || gesture else {
                throw PlaygroundError.badArgument(
                    "--inspector times the inspector during a gesture: use it with bench --gesture")
            }
            guard options.assignments.isEmpty || gesture else {
                throw PlaygroundError.badArgument("--set tunes what a gesture does: use it with bench --gesture")
            }
            if events > 0 {
                return InputBenchmark(events: events, runs: runs).run()
            }
            if animators > 0 {
                return try AnimatorBenchmark(animators: animators, ticks: frames, runs: runs).run()
            }
            let replayed = try replay.map { try GestureFile.load(path: $0, scenes: PlaygroundCommand.scenes) }
            let scene = try replayed?.header.scene ?? options.validatedScene()
            if let rows {
                guard gesture else {
                    throw PlaygroundError.badArgument(
                        "--rows lengthens one scene's list while a gesture is timed: use it with bench --gesture --scene N"
                    )
                }
                try PlaygroundCommand.checkRows(
                    rows, scene: scene, sceneGiven: options.sceneGiven || replayed != nil,
                    usage: "bench --gesture --scene N")
            }
            let scale = try options.validatedScale() ?? 2
            let assets = try options.catalog()
            // Pictures load as the window loads them (decoded and halved on the loading thread),
            // all before any timing, so that the thread does not share the machine with it.
            let sceneList = PlaygroundCommand.scenes
            assets.startLoading(for: sceneList, startingWith: scene)
            assets.waitForLoading()
            try assets.explainingFileErrors {
                if gesture {
                    let scenes = options.sceneGiven || replayed != nil ? [scene] : sceneList.numbers.sorted()
                    let tuning = try options.validatedTuning()
                    if let replayed { tuning.adopt(replayed.header.tuning) }
                    var benchmark = GestureBenchmark(
                        sceneList: sceneList, scenes: scenes, scale: scale, assets: assets, runs: runs,
                        tuning: tuning, replayed: replayed)
                    benchmark.inspector = inspector
                    benchmark.renderers = renderer
                    benchmark.listRows = rows
                    return try benchmark.run()
                }
                try Benchmark(scene: scene, scenes: sceneList, scale: scale, assets: assets, frames: frames, runs: runs)
                    .run()
            }
        }
    }
}
