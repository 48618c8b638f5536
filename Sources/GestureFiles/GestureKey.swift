import Foundation

/// A key of a gesture file: one printable ASCII character as the key types it unshifted
/// (`"u"`, `"3"`), or a named key, with the modifiers held (Docs/GestureFiles.md §2).
package struct GestureKey: Equatable, Sendable {
    /// Keys that type no character, by the name the file uses.
    package static let names = ["escape", "enter", "space", "backspace", "tab", "left", "right", "up", "down"]
    /// Modifier names, as UIKit's `UIKeyModifierFlags` calls them.
    package static let modifierNames = ["shift", "control", "alternate", "command"]

    /// A single printable character (`!`…`~`) or one of ``names``.
    package let name: String
    /// A subset of ``modifierNames``, in that order.
    package let modifiers: [String]

    /// Nil when `name` is neither a printable character nor a known key name, or a modifier is unknown.
    package init?(name: String, modifiers: [String] = []) {
        let isCharacter =
            name.unicodeScalars.count == 1 && name.unicodeScalars.allSatisfy { (33...126).contains($0.value) }
        guard isCharacter || Self.names.contains(name),
            modifiers.allSatisfy({ Self.modifierNames.contains($0) })
        else { return nil }
        self.name = name
        self.modifiers = Self.modifierNames.filter { modifiers.contains($0) }
    }
}
