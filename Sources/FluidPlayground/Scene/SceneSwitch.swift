import Foundation

/// A scene's option that a key turns on and off (the pager's `D`, the sheet's `V` and `B`, the
/// header's `V`): shown in the inspector as a switch that presses the key.
public struct SceneSwitch {
    /// The key that toggles it, as the scene handles it.
    public let key: Character
    /// What it does, for the switch's label.
    public let title: String
    /// Whether it is on now.
    public let isOn: @MainActor () -> Bool

    public init(key: Character, title: String, isOn: @escaping @MainActor () -> Bool) {
        self.key = key
        self.title = title
        self.isOn = isOn
    }
}
