import Foundation

/// How different two screenshots may be and still match: both limits are explicit at every call
/// site, with the reason for them.
public struct ImageTolerance: Sendable, CustomStringConvertible {
    /// A pixel differs when any of its R, G, B, A channels differs by more than this (0…255).
    public var channel: Int
    /// The test fails when more than this share of all pixels differ (0…1).
    public var maxDifferingFraction: Double

    public init(channel: Int, maxDifferingFraction: Double) {
        self.channel = max(0, channel)
        self.maxDifferingFraction = max(0, min(1, maxDifferingFraction))
    }

    /// For pictures from SDL's software renderer on the dummy/surface back end, which are
    /// identical run after run (Docs/Rendering.md): a channel may move by 2/255 to absorb libm's
    /// last-bit differences in trigonometry between machines; no pixel may differ by more, so a
    /// single wrong pixel fails the test.
    public static let softwareRenderer = ImageTolerance(channel: 2, maxDifferingFraction: 0)

    public var description: String {
        "per-channel ±\(channel), at most \(String(format: "%.4f", maxDifferingFraction * 100)) % of pixels"
    }
}
