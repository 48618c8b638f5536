/// Options of `View.animate(…)` (UIKit's `UIView.AnimationOptions`, the subset that means
/// something here).
public struct AnimationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Views being animated stay touchable (UIKit's default is to ignore touches on them).
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Start from what is on screen. Fluid always does (a property taken over mid-flight starts
    /// from its presentation value, with its velocity for springs), which is what UIKit's additive
    /// animations look like since iOS 8; the option is accepted so ported code reads the same.
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Inside another animation block, animate with this call's own duration instead of joining
    /// the enclosing animation (UIKit: "If this key is not present, the animation inherits the
    /// remaining duration of the in-flight animation").
    public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
    /// Inside another animation block, animate with this call's own curve instead of joining the
    /// enclosing animation.
    public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
    public static let curveEaseInOut = AnimationOptions([])
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

    /// The curve the options select (the curve bits are a 2-bit field, as in UIKit).
    var curve: AnimationCurve {
        switch (rawValue >> 16) & 3 {
        case 1: .easeIn
        case 2: .easeOut
        case 3: .linear
        default: .easeInOut
        }
    }
}
