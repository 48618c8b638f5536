import Foundation
import GestureFiles

/// A number in a scene that the user may tune while trying the interaction: the article's value
/// (the seed), the range a slider covers, its step and unit. `key` is `<scene>.<name>`, as
/// `--set` takes it (`--set sheet.damping=0.7`).
public struct TunableParameter: Sendable, Hashable, Identifiable {
    public let key: String
    public let title: String
    public let unit: String
    public let seed: Double
    public let range: ClosedRange<Double>
    public let step: Double

    public var id: String { key }

    public init(
        _ key: String, _ title: String, seed: Double, range: ClosedRange<Double>, step: Double, unit: String = ""
    ) {
        self.key = key
        self.title = title
        self.unit = unit
        self.seed = seed
        self.range = range
        self.step = step
    }

    /// The scene part of the key (`sheet` of `sheet.damping`).
    var scenePrefix: Substring { key.prefix { $0 != "." } }

    /// Digits after the point that `step` needs (0.05 → 2, 1 → 0).
    var decimals: Int {
        var digits = 0, scaled = step
        while digits < 4, abs(scaled - scaled.rounded()) > 1e-9 {
            scaled *= 10
            digits += 1
        }
        return digits
    }

    /// `value` as shown and as written in code: the step's digits, no trailing unit.
    public func formatted(_ value: Double) -> String {
        String(format: "%.\(decimals)f", value)
    }

    /// `value` in range, on the step grid counted from the range's start.
    func snapped(_ value: Double) -> Double {
        let clamped = min(max(value, range.lowerBound), range.upperBound)
        let steps = ((clamped - range.lowerBound) / step).rounded()
        return min(range.upperBound, range.lowerBound + steps * step)
    }
}

extension TunableParameter: TuningBounds {}
