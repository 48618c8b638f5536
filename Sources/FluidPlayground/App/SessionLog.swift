import Foundation
import ViewTree

/// Everything that moved the scene on show since it started fresh, in order: the events it was
/// handed, the frames, and the changes of the tools that act on it (the time keys, Reduce
/// Motion, a tuned value). Played into a fresh copy of the scene, it brings that
/// copy to any frame of the session exactly: `PastFrames` steps back with it.
struct SessionLog {
    /// One thing that happened to the scene.
    enum Entry: Equatable {
        /// An event the app passed on to the scene, or a time key that acted (`Space`, `.`, `[`,
        /// `]`, `S`): a copy of the app does with it what the app did. The window's other tool
        /// keys are not logged.
        case event(InputEvent)
        /// A frame at this host time: the scene's frame code, deadlines, animations. `animationTime`
        /// is the animation clock then, which stands still while paused.
        case frame(TimeInterval, animationTime: TimeInterval)
        /// Reduce Motion turned on or off (`Ctrl+M`), from here on.
        case reduceMotion(Bool)
        /// A parameter tuned (the inspector's sliders).
        case tuning(key: String, value: Double)
    }

    /// The scene and what it was built with.
    let sceneNumber: Int
    let tuning: [String: Double]
    let isPaused: Bool
    let speed: Double
    let reduceMotion: Bool
    private(set) var entries: [Entry] = []
    /// Where each frame's entry is.
    private(set) var frameIndices: [Int] = []
    /// For each frame, whether it can differ from the one before: an event came between them or
    /// animation time moved. A paused window goes on making frames for its notes and badges;
    /// stepping back skips those that show the scene as the frame before did.
    private(set) var frameChanges: [Bool] = []
    /// Set once the log outgrew `entryLimit`: nothing more is kept, and the past cannot be
    /// rebuilt until the scene starts fresh.
    private(set) var isFull = false

    /// About half an hour of continuous motion (frames at 60 Hz and the pointer's events), tens
    /// of megabytes at most: a fresh copy replays the whole log to reach a past frame, so it
    /// stays bounded.
    static let entryLimit = 300_000

    init(sceneNumber: Int, tuning: [String: Double], isPaused: Bool, speed: Double, reduceMotion: Bool) {
        self.sceneNumber = sceneNumber
        self.tuning = tuning
        self.isPaused = isPaused
        self.speed = speed
        self.reduceMotion = reduceMotion
    }

    /// The number of frames logged.
    var frameCount: Int { frameIndices.count }

    /// The host time of frame `index`.
    func time(ofFrame index: Int) -> TimeInterval {
        guard case let .frame(time, _) = entries[frameIndices[index]] else { return 0 }
        return time
    }

    /// The animation time of frame `index`.
    func animationTime(ofFrame index: Int) -> TimeInterval {
        guard case let .frame(_, time) = entries[frameIndices[index]] else { return 0 }
        return time
    }

    /// The frame before `index` that shows something else: the last frame before the run of
    /// frames `index` belongs to (nil when that run is the first).
    func frame(before index: Int) -> Int? {
        var start = index
        while start > 0, !frameChanges[start] { start -= 1 }
        return start > 0 ? start - 1 : nil
    }

    /// How many steps of `.` lead from frame `index` to frame `later`.
    func steps(from index: Int, to later: Int) -> Int {
        guard later > index else { return 0 }
        return ((index + 1)...later).filter { frameChanges[$0] }.count
    }

    /// The first frame after `index` that shows something else (nil when none does).
    func frame(after index: Int) -> Int? {
        ((index + 1)..<frameCount).first { frameChanges[$0] }
    }

    mutating func append(_ entry: Entry) {
        guard !isFull else { return }
        guard entries.count < Self.entryLimit else {
            isFull = true
            return
        }
        if case let .frame(_, animationTime) = entry {
            let previous = frameIndices.last
            var changes = previous == nil
            if let previous, case let .frame(_, before) = entries[previous] {
                changes = before != animationTime || previous != entries.count - 1
            }
            frameIndices.append(entries.count)
            frameChanges.append(changes)
        }
        entries.append(entry)
    }
}
