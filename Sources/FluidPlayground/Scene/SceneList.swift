import Compositor
import Foundation
import ViewTree

/// The scenes a playground shows, by number key: what an app hands ``FluidApp`` (the seed
/// scenes, or a user's own), and what the window, the command line, gesture files and tuning
/// check numbers and parameter names against.
@MainActor
public struct SceneList {
    /// The scenes, in the order given (switching, staging and picture preloading follow it).
    public let all: [any Scene.Type]
    /// What ``Scene/number`` is when a scene does not declare one: the list numbers it.
    public nonisolated static let automaticNumber = Int.min
    /// Each scene's number key, by its type.
    private let numberOfType: [ObjectIdentifier: Int]

    /// The scenes. A scene that declares its `number` keeps it; one that does not
    /// (``automaticNumber``) takes the lowest free number from 1 up, in list order. Two
    /// scenes declaring one number, or one type listed twice, is a programming error.
    public init(_ scenes: [any Scene.Type]) {
        let declared = scenes.map { $0.number }.filter { $0 != Self.automaticNumber }
        precondition(Set(declared).count == declared.count, "two scenes share a number: \(declared.sorted())")
        precondition(Set(scenes.map { ObjectIdentifier($0) }).count == scenes.count, "a scene is listed twice")
        var taken = Set(declared), numbers: [ObjectIdentifier: Int] = [:], next = 1
        for type in scenes {
            var number = type.number
            if number == Self.automaticNumber {
                while taken.contains(next) { next += 1 }
                number = next
                taken.insert(next)
            }
            numbers[ObjectIdentifier(type)] = number
        }
        all = scenes
        numberOfType = numbers
    }

    /// The number key that opens `type` (its declared `number`, or the one the list gave it).
    public func number(of type: any Scene.Type) -> Int {
        numberOfType[ObjectIdentifier(type)] ?? type.number
    }

    /// The scene that number key `number` opens.
    public func scene(number: Int) -> (any Scene.Type)? {
        all.first { self.number(of: $0) == number }
    }

    /// The scene `name` names: its title or its type's name, with or without a `Scene` suffix,
    /// ignoring case, spaces, hyphens and underscores ("card-stack", "Card stack", "CardStackScene").
    public func scene(named name: String) -> (any Scene.Type)? {
        func key(_ text: String) -> String { text.lowercased().filter { $0.isLetter || $0.isNumber } }
        let wanted = key(name)
        guard !wanted.isEmpty else { return nil }
        return all.first { type in
            let typeName = key(String(describing: type))
            return [key(type.title), typeName, typeName.hasSuffix("scene") ? String(typeName.dropLast(5)) : typeName]
                .contains(wanted)
        }
    }

    /// The scene a window opens with unless told otherwise: 0 where there is one, else the first.
    public var openingNumber: Int {
        scene(number: 0) != nil ? 0 : all.first.map(number(of:)) ?? 0
    }

    /// The scenes' numbers.
    public var numbers: Set<Int> { Set(all.map(number(of:))) }

    /// "0 (Gallery), 1 (Swipe cell), …", for an error naming a scene that is not there.
    public var availableNumbers: String {
        all.map { "\(number(of: $0)) (\($0.title))" }.joined(separator: ", ")
    }

    /// Every scene's tunable parameters, in scene order.
    public var parameters: [TunableParameter] { all.flatMap { $0.tunables } }

    /// Every scene's pictures once, in the order they are wanted: scene `first`'s (the one the
    /// window opens with), then the others in the list's order.
    public func pictureOrder(startingWith first: Int?) -> [String] {
        let ordered = all.filter { number(of: $0) == first } + all.filter { number(of: $0) != first }
        var seen = Set<String>()
        return ordered.flatMap { $0.pictureNames }.filter { seen.insert($0).inserted }
    }

    /// The fonts of every scene but `first` (the one the window opens with, which opens its own as
    /// it draws its first frame), in the list's order, for `FontLibrary.openAhead`.
    public func fontsAhead(openingWith first: Int) -> [Font] {
        let opening = Set(all.filter { number(of: $0) == first }.flatMap { $0.fonts })
        return all.filter { number(of: $0) != first }.flatMap { $0.fonts }.filter { !opening.contains($0) }
    }

    /// The pictures some scene shows as they are: those of the scenes without variants (a scene
    /// with variants shows its pictures only as those, `Scene.pictureVariants`).
    public var plainPictures: Set<String> {
        Set(all.filter { $0.pictureVariants.isEmpty }.flatMap { $0.pictureNames })
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

extension AssetCatalog {
    /// `startLoading` for the pictures of `scenes`, those of scene `first` first, each with the
    /// variants its scenes make, and kept plain only where some scene shows it so.
    func startLoading(for scenes: SceneList, startingWith first: Int?) {
        startLoading(
            scenes.pictureOrder(startingWith: first), variants: scenes.pictureVariants,
            keepingPlain: scenes.plainPictures)
    }
}
