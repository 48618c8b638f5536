import Foundation

/// Decides how a recognizer interacts with the others on the same touches
/// (`UIGestureRecognizerDelegate`). Every method has a default; implement the ones you need.
@MainActor
public protocol GestureRecognizerDelegate: AnyObject {
    /// Asked when the recognizer leaves `.possible`; returning false makes it fail. Default true.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool
    /// Whether both may be recognized at once. Default false; one `true` from either side suffices.
    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith other: GestureRecognizer
    ) -> Bool
    /// Whether `gestureRecognizer` must wait for `other` to fail before it begins. Default false.
    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer
    ) -> Bool
    /// Whether `other` must wait for `gestureRecognizer` to fail before it begins. Default false.
    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer, shouldBeRequiredToFailBy other: GestureRecognizer
    ) -> Bool
    /// Whether the recognizer is given a new touch at all. Default true.
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool
}

extension GestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }
    public func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith other: GestureRecognizer
    ) -> Bool { false }
    public func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldRequireFailureOf other: GestureRecognizer
    ) -> Bool { false }
    public func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldBeRequiredToFailBy other: GestureRecognizer
    ) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool { true }
}
