import Foundation

/// The values the user has tuned, for every scene: what a scene reads when a gesture needs one
/// (so a change applies from the next gesture), kept across scene switches and `R`. A parameter
/// not tuned has its seed value.
@MainActor
public final class Tuning {
    private var tuned: [String: Double] = [:]
    /// Called after a value changed (the app forwards it to the scene, which may apply it at once).
    var didChange: ((TunableParameter) -> Void)?
    /// Every scene's parameters, in scene order.
    let allParameters: [TunableParameter]

    /// Nothing tuned yet for `scenes`' parameters.
    public init(scenes: SceneList) {
        allParameters = scenes.parameters
    }

    func parameter(forKey key: String) -> TunableParameter? {
        allParameters.first { $0.key == key }
    }

    /// The tuned value, or the seed where it was not tuned.
    public func value(_ parameter: TunableParameter) -> Double { tuned[parameter.key] ?? parameter.seed }

    /// The value as a `CGFloat`, for geometry and timing.
    public subscript(parameter: TunableParameter) -> CGFloat { CGFloat(value(parameter)) }

    /// The current value as shown and as written in code (`TunableParameter.formatted`).
    public func formatted(_ parameter: TunableParameter) -> String { parameter.formatted(value(parameter)) }

    /// The current value as a Swift literal, as short as its step allows (`0.2`, `50`, `-65`);
    /// with `decimalPoint` a whole number keeps a `.0`, as an article may write it (`50.0`).
    public func literal(_ parameter: TunableParameter, decimalPoint: Bool = false) -> String {
        var text = formatted(parameter)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        if text == "-0" { text = "0" }
        return decimalPoint && !text.contains(".") ? text + ".0" : text
    }

    /// `parameters` as Swift constants with their current values, one a line, named by the key's
    /// last part (`let stiffness: CGFloat = 420 // card.stiffness: Stiffness, seed 300`): what `C`
    /// copies for a scene that lists tunables but writes no code of its own (`Scene.swiftCode()`).
    func swiftDeclarations(of parameters: [TunableParameter]) -> String {
        parameters.map { parameter in
            let name = parameter.key.split(separator: ".").last.map(String.init) ?? parameter.key
            let unit = parameter.unit.isEmpty ? "" : " \(parameter.unit)"
            return
                "let \(name): CGFloat = \(formatted(parameter)) // \(parameter.key): \(parameter.title), seed \(parameter.formatted(parameter.seed))\(unit)"
        }.joined(separator: "\n")
    }

    func isModified(_ parameter: TunableParameter) -> Bool { tuned[parameter.key] != nil }

    /// The tuned parameters, in scene order.
    var modified: [TunableParameter] { allParameters.filter(isModified) }

    /// The values of `modified` by key: what a gesture file's header, a session log or a second
    /// tuning (`adopt`) takes.
    var modifiedValues: [String: Double] { Dictionary(uniqueKeysWithValues: modified.map { ($0.key, value($0)) }) }

    /// Sets the value, kept in range (a slider cannot leave it); the seed's value untunes it.
    func set(_ parameter: TunableParameter, to value: Double) {
        guard value.isFinite else { return }
        let kept = min(max(value, parameter.range.lowerBound), parameter.range.upperBound)
        let old = self.value(parameter)
        tuned[parameter.key] = abs(kept - parameter.seed) < 1e-12 ? nil : kept
        if self.value(parameter) != old { didChange?(parameter) }
    }

    /// Back to the article's value.
    func reset(_ parameter: TunableParameter) { set(parameter, to: parameter.seed) }

    /// Takes the values a gesture file was recorded with, except where this tuning already has
    /// one of its own (`--set` on the command line wins over the file).
    func adopt(_ values: [String: Double]) {
        for (key, value) in values.sorted(by: { $0.key < $1.key }) {
            guard let parameter = parameter(forKey: key), !isModified(parameter) else { continue }
            set(parameter, to: value)
        }
    }

    /// Takes `NAME=VALUE` as `--set` does; a value outside the range is refused, not clamped.
    func apply(_ assignment: String) throws(TuningError) {
        let parts = assignment.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty else { throw .malformed(assignment) }
        let key = parts[0].trimmingCharacters(in: .whitespaces), text = parts[1].trimmingCharacters(in: .whitespaces)
        guard let parameter = parameter(forKey: key) else {
            let prefix = key.prefix { $0 != "." }
            let sameScene = allParameters.filter { $0.scenePrefix == prefix }
            throw .unknownParameter(key, known: (sameScene.isEmpty ? allParameters : sameScene).map(\.key))
        }
        guard let value = Double(text), value.isFinite else { throw .notANumber(key: key, value: text) }
        guard parameter.range.contains(value) else { throw .outOfRange(parameter, value: value) }
        set(parameter, to: value)
    }
}
