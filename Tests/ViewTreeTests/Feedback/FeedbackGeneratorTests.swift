import FluidTestSupport
import Foundation
import Testing

@testable import ViewTree

extension SDLTests {
    /// Haptics without a motor: each is logged in its window, reported, and shown as a pulse
    /// that grows and fades where it played, then leaves the tree.
    @Suite @MainActor
    struct FeedbackGeneratorTests {
        @MainActor final class Target {
            let generator = ImpactFeedbackGenerator(style: .heavy)
            func tapped(_ sender: Button) { generator.impactOccurred() }
        }

        /// A generator without a view plays in the window whose input is being handled, at the
        /// touch; its pulse is a view over everything that goes after 0.4 s.
        @Test func anImpactFromAButtonsActionPulsesAtTheTouch() throws {
            let (host, root) = try makeFeatureHost(size: CGSize(width: 200, height: 160))
            let button = Button(frame: CGRect(x: 50, y: 50, width: 100, height: 60))
            button.backgroundColor = .systemBlue
            root.addSubview(button)
            let target = Target()
            button.addTarget(target, action: Target.tapped, for: .touchUpInside)
            var reported: [Feedback] = []
            host.window.feedbackObserver = { reported.append($0) }
            host.window.tick(at: 0)
            host.window.send(.pointer(PointerEvent(phase: .began, location: CGPoint(x: 80, y: 70), timestamp: 0.1)))
            host.window.send(.pointer(PointerEvent(phase: .ended, location: CGPoint(x: 82, y: 72), timestamp: 0.2)))
            #expect(reported.map(\.description) == ["impact heavy"])
            #expect(reported.first?.location == CGPoint(x: 82, y: 72))
            #expect(host.window.feedbackLog == reported)
            #expect(host.window.view(withIdentifier: "feedback impact heavy") != nil)
            host.window.tick(at: 0.3)
            host.render()
            assertImageSnapshot(host.snapshot(), named: "pulse", tolerance: .softwareRenderer)
            host.window.tick(at: 0.7)
            #expect(host.window.view(withIdentifier: "feedback impact heavy") == nil)
        }

        /// With a view (iOS 17.5's `init(style:view:)`), at the view's centre or at a point in it,
        /// in its window, whichever window is at work; outside any, nowhere.
        @Test func aGeneratorWithAViewPlaysInItsWindow() {
            let window = Window(screen: Screen(size: CGSize(width: 100, height: 100), scale: 1, safeAreaInsets: .zero))
            let view = View(frame: CGRect(x: 20, y: 30, width: 40, height: 20))
            window.rootView = View(frame: window.bounds)
            window.rootView?.addSubview(view)
            SelectionFeedbackGenerator(view: view).selectionChanged()
            NotificationFeedbackGenerator(view: view).notificationOccurred(.success, at: CGPoint(x: 1, y: 2))
            #expect(window.feedbackLog.map(\.location) == [CGPoint(x: 40, y: 40), CGPoint(x: 21, y: 32)])
            #expect(window.feedbackLog.map(\.description) == ["selection", "notification success"])
            ImpactFeedbackGenerator().impactOccurred(intensity: 0.5)
            #expect(window.feedbackLog.count == 2, "no view and no window at work: shown nowhere")
            window.performAsCurrent { ImpactFeedbackGenerator().impactOccurred(intensity: 7) }
            #expect(window.feedbackLog.last?.kind == .impact(.medium, intensity: 1))
        }
    }
}
