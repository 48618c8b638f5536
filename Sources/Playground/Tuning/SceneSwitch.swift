import Foundation

/// A scene's option that a key turns on and off (the pager's `D`, the sheet's `V` and `B`, the
/// header's `V`): shown in the inspector as a switch that presses the key.
struct SceneSwitch {
    /// The key that toggles it, as the scene handles it.
    let key: Character
    /// What it does, for the switch's label.
    let title: String
    /// Whether it is on now.
    let isOn: @MainActor () -> Bool
}
