import Foundation

/// The first line of a gesture file (Docs/GestureFiles.md §1): what the events were recorded on.
package struct GestureFileHeader: Equatable, Sendable {
    /// The value of the header's `format` field.
    package static let format = "fluid-gesture"
    /// The version this playground writes and reads.
    package static let currentVersion = 1
    /// The canvas every scene is built for, in points (the phone screen).
    package static let canvasSize = (width: 390.0, height: 844.0)

    package var version = GestureFileHeader.currentVersion
    /// The scene the recording starts in, fresh.
    package var scene: Int
    /// The canvas's pixels per point when it was recorded (1, 2 or 3): what `render` and `film`
    /// draw at unless told otherwise.
    package var scale: Double
    /// How fast animation time ran when the recording started (`S`, `[`, `]`): 1, 0.1 for slow
    /// animations, or another speed in 0.1…2.
    package var animationSpeed: Double = 1
    /// Whether slow animations (`S`, 0.1×) were on when the recording started.
    package var slowAnimations: Bool {
        get { animationSpeed == Self.slowAnimationSpeed }
        set { animationSpeed = newValue ? Self.slowAnimationSpeed : 1 }
    }
    /// The speed `slowAnimations` stands for.
    package static let slowAnimationSpeed = 0.1
    /// Whether Reduce Motion (`Ctrl+M`, `--reduce-motion`) was on when the recording started: a
    /// replay reduces motion too, since the scene's animations depend on it.
    package var reduceMotion = false
    /// The scene parameters tuned when the recording started (`--set`, the inspector's sliders),
    /// by key; a replay tunes them the same (its own `--set` wins).
    package var tuning: [String: Double] = [:]

    package init(
        version: Int = GestureFileHeader.currentVersion, scene: Int, scale: Double, slowAnimations: Bool = false,
        animationSpeed: Double? = nil, reduceMotion: Bool = false, tuning: [String: Double] = [:]
    ) {
        self.version = version
        self.scene = scene
        self.scale = scale
        self.animationSpeed = animationSpeed ?? (slowAnimations ? Self.slowAnimationSpeed : 1)
        self.reduceMotion = reduceMotion
        self.tuning = tuning
    }
}
