import Foundation

/// A closure a control runs for its events (`UIAction`).
@MainActor
public struct ControlAction {
    public let title: String
    /// The control that sent the action, while its handler runs.
    public private(set) var sender: Control?
    private let handler: @MainActor (ControlAction) -> Void

    public init(title: String = "", handler: @escaping @MainActor (ControlAction) -> Void) {
        self.title = title
        self.handler = handler
    }

    func perform(_ control: Control) {
        var sent = self
        sent.sender = control
        handler(sent)
    }
}
