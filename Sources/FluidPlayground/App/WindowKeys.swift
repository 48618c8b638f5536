import Foundation

/// The keys of the playground's window, in one place: what `?` shows on the canvas and what
/// `run --help` lists.
enum WindowKeys {
    /// Each key the app itself takes, and what it does.
    static let app: [(key: String, does: String)] = [
        ("0 … 9", "switch scene (each starts fresh)"),
        ("R", "reset the scene"),
        ("P", "save the canvas as a PNG in the current folder"),
        ("S", "slow animations 10× on/off"),
        ("Space", "pause or play animations (drags still move)"),
        (", .", "while paused: a frame back (rebuilt) / on"),
        ("[  ]", "animations slower / faster (0.1 … 2×)"),
        ("I", "the inspector beside the phone"),
        ("C", "copy the scene's tunable code as Swift"),
        ("Ctrl+R", "record a gesture file / stop and write it"),
        ("Ctrl+F", "limit frames: 120, 60, 30, 15 a second, display"),
        ("Ctrl+M", "Reduce Motion on/off: no bounce, no flight"),
        ("Esc", "cancel the drag in progress, else quit"),
        ("?", "this list on/off"),
    ]

    /// The app's keys as `run --help` prints them, one a line.
    static var helpText: String {
        "Keys in the window:\n"
            + app.map { "  \($0.key.padding(toLength: 8, withPad: " ", startingAt: 0)) \($0.does)" }
            .joined(separator: "\n")
            + "\nEach scene's own switches are listed by ? in the window and in the inspector (I)."
    }

    /// Whether `key` works the window's tools rather than the scene: it records (Ctrl+R, and any
    /// key with Control or Command), writes (`P`, `C`), quits (`Esc` with no touch down; with one
    /// it cancels the touch, which is the gesture's), or changes the tools (`S`, `I`, `?`). A
    /// gesture file is data: its keys may switch and reset scenes and press the scenes' own keys,
    /// never these (Docs/GestureFiles.md §2).
    static func isTool(_ key: KeyEvent, hasActiveTouches: Bool) -> Bool {
        if !key.modifierFlags.intersection([.control, .command]).isEmpty || isHelp(key) { return true }
        switch key.key {
        case .escape: return !hasActiveTouches
        case .space: return true
        case let .character(character): return ["p", "c", "s", "i", ".", ",", "[", "]"].contains(character)
        default: return false
        }
    }

    /// Whether `key` is `?`: the character itself, or Shift with `/` where the layout sends that.
    static func isHelp(_ key: KeyEvent) -> Bool {
        guard case let .character(character) = key.key else { return false }
        return character == "?" || (character == "/" && key.modifierFlags.contains(.shift))
    }
}
