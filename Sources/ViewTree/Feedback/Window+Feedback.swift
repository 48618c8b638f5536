import Foundation

extension Window {
    /// How many haptics `feedbackLog` keeps.
    public static let feedbackLogCapacity = 20

    /// A haptic played in this window: logged, reported, and shown as a pulse over everything.
    func feedbackOccurred(_ feedback: Feedback) {
        feedbackLog.append(feedback)
        if feedbackLog.count > Self.feedbackLogCapacity { feedbackLog.removeFirst() }
        feedbackObserver?(feedback)
        let pulse = FeedbackPulse(feedback)
        addSubview(pulse)
        pulse.play()
    }
}
