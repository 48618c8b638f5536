import Foundation
import ViewTree

/// The scenes a playground shows, by number key: what an app hands ``FluidApp`` (the seed
/// scenes, or a user's own), and what the window, the command line, gesture files and tuning
/// check numbers and parameter names against.
@MainActor
public struct SceneList {
    /// The scenes, in the order given (switching, staging and picture preloading follow it).
    public let all: [any Scene.Type]

    /// The scenes; their numbers must differ (a repeated number is a programming error).
    public init(_ scenes: [any Scene.Type]) {
        let numbers = scenes.map { $0.number }
        precondition(Set(numbers).count == numbers.count, "two scenes share a number: \(numbers.sorted())")
        all = scenes
    }

    /// The scene that number key `number` opens.
    public func scene(number: Int) -> (any Scene.Type)? {
        all.first { $0.number == number }
    }

    /// The scene `name` names: its title or its type's name, with or without a `Scene` suffix,
    /// ignoring case, spaces, hyphens and underscores ("card-stack", "Card stack", "CardStackScene").
    public func scene(named name: String) -> (any Scene.Type)? {
        func key(_ text: String) -> String { text.lowercased().filter { $0.isLetter || $0.isNumber } }
        let wanted = key(name)
        guard !wanted.isEmpty else { return nil }
        return all.first { type in
            let typeName = key(String(describing: type))
            return [key(type.title), typeName, typeName.hasSuffix("scene") ? String(typeName.dropLast(5)) : typeName].contains(wanted)
        }
    }

    /// The scene a window opens with unless told otherwise: 0 where there is one, else the first.
    public var openingNumber: Int {
        scene(number: 0) != nil ? 0 : all.first?.number ?? 0
    }

    /// The scenes' numbers.
    public var numbers: Set<Int> { Set(all.map { $0.number }) }

    /// "0 (Gallery), 1 (Swipe cell), …", for an error naming a scene that is not there.
    public var availableNumbers: String {
        all.map { "\($0.number) (\($0.title))" }.joined(separator: ", ")
    }

    /// Every scene's tunable parameters, in scene order.
    public var parameters: [TunableParameter] { all.flatMap { $0.tunables } }

    /// The parameter `--set` and gesture files name `key` (`sheet.damping`), if a scene has it.
    public func parameter(forKey key: String) -> TunableParameter? {
        parameters.first { $0.key == key }
    }

    /// Every scene's pictures once, in the order they are wanted: scene `first`'s (the one the
    /// window opens with), then the others in the list's order.
    public func pictureOrder(startingWith first: Int?) -> [String] {
        let ordered = all.filter { $0.number == first } + all.filter { $0.number != first }
        var seen = Set<String>()
        return ordered.flatMap { $0.pictureNames }.filter { seen.insert($0).inserted }
    }

    /// The fonts of every scene but `first` (the one the window opens with, which opens its own as
    /// it draws its first frame), in the list's order, for `FontLibrary.openAhead`.
    public func fontsAhead(openingWith first: Int) -> [Font] {
        let opening = Set(all.filter { $0.number == first }.flatMap { $0.fonts })
        return all.filter { $0.number != first }.flatMap { $0.fonts }.filter { !opening.contains($0) }
    }

    /// What each picture's scenes make of it (`Scene.pictureVariants`), for the loading thread.
    public var pictureVariants: [String: [PictureVariant]] {
        var variants: [String: [PictureVariant]] = [:]
        for scene in all where !scene.pictureVariants.isEmpty {
            for name in scene.pictureNames { variants[name, default: []] += scene.pictureVariants }
        }
        return variants
    }
}
