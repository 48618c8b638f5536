import FluidPlayground
import Foundation

/// POSIX `drand48()` as a value: the 48-bit linear congruential generator
/// `Xₙ₊₁ = (a·Xₙ + c) mod 2⁴⁸` with `a = 0x5DEECE66D`, `c = 0xB`, returning `Xₙ₊₁ / 2⁴⁸` in [0, 1).
///
/// Seed 001 colours its pages with `drand48()` and never seeds it, so on every launch it draws the
/// sequence that starts from POSIX's initial state `0x1234ABCD330E`; starting there too gives the
/// article's own colours, the same every run, without the C library's process-wide state.
struct Drand48 {
    /// POSIX's initial state, what an unseeded `drand48()` starts from.
    static let defaultState: UInt64 = 0x1234_ABCD_330E
    private static let multiplier: UInt64 = 0x5_DEEC_E66D
    private static let increment: UInt64 = 0xB
    private static let mask: UInt64 = (1 << 48) - 1

    /// The 48-bit state Xₙ.
    private(set) var state: UInt64

    init(state: UInt64 = Drand48.defaultState) {
        self.state = state & Self.mask
    }

    /// The next number in [0, 1): Xₙ₊₁ / 2⁴⁸, exact in a Double (48 < 53 bits).
    mutating func next() -> Double {
        // Xₙ₊₁ = (a·Xₙ + c) mod 2⁴⁸; wrapping UInt64 arithmetic keeps the low 48 bits right.
        state = (Self.multiplier &* state &+ Self.increment) & Self.mask
        return Double(state) / Double(1 << 48 as UInt64)
    }
}
