import Foundation

/// A small deterministic generator (SplitMix64), so that "random" test cases and scripted jitter
/// are the same on every run.
public struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64
    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A double in [0, 1).
    public mutating func nextUnit() -> Double { Double(next() >> 11) / Double(1 << 53) }
}

extension SplitMix64 {
    /// A random picture of `width` × `height` BGRA pixels whose alphas are drawn from
    /// `alphaChoices` (nil: any value), each choice equally likely; colour channels are
    /// premultiplied by the alpha when `premultiplied` (what blending into a clear target leaves).
    public mutating func pixels(width: Int, height: Int, alphaChoices: [UInt8?], premultiplied: Bool) -> [UInt8] {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for i in stride(from: 0, to: pixels.count, by: 4) {
            let choice = alphaChoices.isEmpty ? nil : alphaChoices[Int(next() % UInt64(alphaChoices.count))]
            let alpha = Int(choice ?? UInt8(next() % 256))
            pixels[i + 3] = UInt8(alpha)
            for channel in 0..<3 {
                let value = Int(next() % 256)
                pixels[i + channel] = UInt8(premultiplied ? value * alpha / 255 : value)
            }
        }
        return pixels
    }
}
