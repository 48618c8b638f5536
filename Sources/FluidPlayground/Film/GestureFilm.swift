import Foundation
import GestureFiles
import ViewTree

/// A gesture file filmed (Docs/GestureFiles.md §7): replayed headless and stopped every 1/`fps`
/// seconds from `from` to `to`, each stop giving a frame, a thumbnail if the contact sheet shows
/// it, and a trace sample. `playground film` writes what this makes.
@MainActor
struct GestureFilm {
    let file: GestureFile
    let fps: Int
    let from: TimeInterval
    /// How many frames: every 1/`fps` s from `from` up to and including the last at or before the end.
    let count: Int
    /// What the frames are called in titles (the file's name).
    let name: String
    /// "3 Card stack", once played: the title of the file's scene among the scenes it was played with.
    private var sceneTitle: String?
    private(set) var samples: [GestureTraceSample] = []
    private(set) var thumbnails: [ContactSheet.Frame] = []

    /// How long after the last event a film goes on by default: what the release set moving
    /// mostly comes to rest within it.
    static let settleTime: TimeInterval = 1

    init(file: GestureFile, name: String, fps: Int, from: TimeInterval, to: TimeInterval) {
        self.file = file
        self.name = name
        self.fps = max(1, fps)
        self.from = from
        count = max(1, Int(((to - from) * Double(self.fps) + 1e-6).rounded(.down)) + 1)
    }

    /// The moment of frame `index`.
    func time(ofFrame index: Int) -> TimeInterval { from + Double(index) / Double(fps) }

    /// Plays the film: `frame` gets each frame's index and picture when `drawsEveryFrame`, else
    /// only the frames the contact sheet shows are drawn, and none when `tracesOnly`. With
    /// `inspector`, each picture has the inspector's panel beside the phone, as `render
    /// --inspector` draws it.
    mutating func play(
        assets: AssetCatalog, scenes: SceneList, scale: CGFloat?, tuning: Tuning? = nil, inspector: Bool = false,
        drawsEveryFrame: Bool, tracesOnly: Bool = false, frame: (Int, PixelBuffer) throws -> Void = { _, _ in }
    ) throws {
        let replay = try GestureReplay(file: file, assets: assets, scenes: scenes, scale: scale, tuning: tuning)
        if inspector { replay.app.setInspectorShown(true) }
        sceneTitle = scenes.scene(number: file.header.scene).map { "\(file.header.scene) \($0.title)" }
        let shown = Set(ContactSheet.sampledIndices(of: count))
        let reduction = ContactSheet.reduction(forScale: replay.host.window.screen.scale)
        samples = []
        thumbnails = []
        for index in 0..<count {
            replay.play(to: time(ofFrame: index))
            samples.append(GestureTraceSample(replay))
            guard !tracesOnly, drawsEveryFrame || shown.contains(index) else { continue }
            let picture =
                inspector
                ? try replay.app.withInspector(replay.snapshot(), fonts: assets.fontFiles)
                : replay.snapshot()
            if drawsEveryFrame { try frame(index, picture) }
            if shown.contains(index) {
                thumbnails.append(ContactSheet.Frame(picture: picture.boxFiltered(by: reduction), time: replay.time))
            }
        }
    }

    /// "card.gesture · scene 3 Card stack · 30 fps · 0.000–2.000 s"
    var title: String {
        let scene = sceneTitle ?? "\(file.header.scene)"
        let span = String(format: "%.3f–%.3f s", samples.first?.time ?? from, samples.last?.time ?? from)
        return "\(name) · scene \(scene) · \(fps) fps · \(span)"
    }

    var contactSheet: ContactSheet { ContactSheet(title: title, frames: thumbnails) }

    var plot: TracePlot { TracePlot(title: title, samples: samples) }

    /// The trace as CSV: a header row, then a row per frame.
    var traceCSV: String {
        ([GestureTraceSample.csvHeader] + samples.map(\.csvRow)).joined(separator: "\n") + "\n"
    }
}
