@testable import Layout

/// SplitMix64: a tiny seeded generator, so every run checks the same random systems.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension SplitMix64 {
    /// A random linear expression over `variables` (each in it on a coin toss, with a coefficient
    /// drawn from `coefficients`) and its value at `known`; it may have no terms.
    mutating func linearExpression(
        over variables: [Variable], at known: [Double],
        coefficients: ClosedRange<Int>
    ) -> (expression: Expression, valueAtKnown: Double) {
        var expression = Expression()
        var valueAtKnown = 0.0
        for (index, variable) in variables.enumerated() where Bool.random(using: &self) {
            let coefficient = Double(Int.random(in: coefficients, using: &self))
            expression = expression + coefficient * variable
            valueAtKnown += coefficient * known[index]
        }
        return (expression, valueAtKnown)
    }
}
