import Foundation

/// The accessibility settings an interaction reads (UIKit's `UIAccessibility`); here, Reduce
/// Motion. On iOS the person sets it in Settings › Accessibility › Motion. In Fluid the host sets
/// it: the playground's `Ctrl+M` and `--reduce-motion`, a gesture file's header, or a test
/// (``withReduceMotion(_:_:)``).
///
/// What a scene does under Reduce Motion is its own choice, as it is an iOS app's: UIKit does not
/// change an app's animations for it. Docs/ReduceMotion.md says what Fluid's scenes do and why.
@MainActor
public enum Accessibility {
    /// Whether Reduce Motion is on (`UIAccessibility.isReduceMotionEnabled`). When it is, an
    /// interaction avoids motion that was not the finger's: springs that swing past their
    /// target and back, views that fly across the screen, parallax and spinning. A view under
    /// the finger still follows it 1:1.
    public private(set) static var isReduceMotionEnabled = false

    /// Posted on `NotificationCenter.default` when Reduce Motion is turned on or off
    /// (`UIAccessibility.reduceMotionStatusDidChangeNotification`).
    public static let reduceMotionStatusDidChangeNotification = Notification.Name(
        "FluidAccessibilityReduceMotionStatusDidChange")

    /// Turns Reduce Motion on or off for the process, and posts
    /// ``reduceMotionStatusDidChangeNotification`` if that changed it.
    public static func setReduceMotionEnabled(_ enabled: Bool) {
        guard enabled != isReduceMotionEnabled else { return }
        isReduceMotionEnabled = enabled
        NotificationCenter.default.post(name: reduceMotionStatusDidChangeNotification, object: nil)
    }

    /// Runs `body` with Reduce Motion set to `enabled`, then sets it back as it was: a test or a
    /// replay that reduces motion leaves the process as it found it.
    @discardableResult
    public static func withReduceMotion<Result>(_ enabled: Bool, _ body: () throws -> Result) rethrows -> Result {
        let before = isReduceMotionEnabled
        setReduceMotionEnabled(enabled)
        defer { setReduceMotionEnabled(before) }
        return try body()
    }

    /// A spring's damping ratio as Reduce Motion wants it: at least 1 (critically damped, so the
    /// spring settles without swinging back and forth) while Reduce Motion is on, `ratio` as it
    /// is otherwise. Apple's Human Interface Guidelines name oscillating motion as one that can
    /// make people uncomfortable (developer.apple.com/design/human-interface-guidelines/motion).
    public static func springDamping(_ ratio: CGFloat) -> CGFloat {
        isReduceMotionEnabled ? max(ratio, 1) : ratio
    }
}
