import ViewTree

public typealias UIFeedbackGenerator = FeedbackGenerator
public typealias UIImpactFeedbackGenerator = ImpactFeedbackGenerator
public typealias UISelectionFeedbackGenerator = SelectionFeedbackGenerator
public typealias UINotificationFeedbackGenerator = NotificationFeedbackGenerator

extension ImpactFeedbackGenerator {
    /// `UIImpactFeedbackGenerator.FeedbackStyle`.
    public typealias FeedbackStyle = Style
}
