import FluidTestSupport
import Foundation
import Testing

@testable import ViewTree

/// A control inside a scroll view, against UIKit's documentation of `UIScrollView`:
/// `delaysContentTouches` (the touch-down is held back until it is clear the finger will not
/// scroll), `canCancelContentTouches` and `touchesShouldCancel(in:)` ("The default returned value
/// is true if view is not a UIControl object; otherwise, it returns false"):
/// https://developer.apple.com/documentation/uikit/uiscrollview/touchesshouldcancel(in:).
@MainActor
@Suite struct ControlInScrollViewTests {
    final class CancellingScrollView: ScrollView {
        override func touchesShouldCancel(in view: View) -> Bool { true }
    }

    let stage = GestureStage()
    let scrollView: ScrollView
    let control = ControlTests.LoggingControl(frame: CGRect(x: 100, y: 100, width: 100, height: 50))

    init() {
        self.init(scrollView: ScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 800)))
    }

    init(scrollView: ScrollView) {
        self.scrollView = scrollView
        scrollView.contentSize = CGSize(width: 400, height: 2000)
        stage.root.addSubview(scrollView)
        scrollView.addSubview(control)
        let names: [(Control.Event, String)] = [
            (.touchDown, "down"), (.touchUpInside, "upInside"), (.touchCancel, "cancel"),
        ]
        for (event, name) in names {
            control.addAction(
                ControlAction { action in (action.sender as? ControlTests.LoggingControl)?.log.append(name) },
                for: event)
        }
    }

    /// A finger that moves at once scrolls, and the control never hears of the touch: no
    /// highlight, no cancel (the delay held it back).
    @Test func aQuickDragScrollsAndTheControlNeverSeesIt() {
        stage.pointer(.began, 150, 125, 0)
        #expect(!control.isHighlighted, "held back for \(ScrollView.contentTouchDelay) s")
        stage.pointer(.moved, 150, 110, 0.03)
        stage.pointer(.moved, 150, 85, 0.06)
        #expect(scrollView.contentOffset.y > 0)
        stage.run(for: 0.3)
        stage.pointer(.ended, 150, 85, 0.4)
        #expect(control.log == [] && !control.isHighlighted)
    }

    /// A quick sideways drag, which a vertical scroll view will not scroll, goes to the control
    /// as soon as the scroll view's pan gives up, not after the delay: a slider in a list
    /// follows a horizontal drag at once.
    @Test func aSidewaysDragGoesToTheControlAsSoonAsTheScrollViewGivesUp() {
        let slider = Slider(frame: CGRect(x: 50, y: 300, width: 300, height: 44))
        scrollView.addSubview(slider)
        let thumb = slider.thumb.center
        stage.pointer(.began, 50 + thumb.x, 322, 0)
        stage.pointer(.moved, 50 + thumb.x + 12, 322, 0.02)
        #expect(scrollView.panGestureRecognizer.state == .failed)
        #expect(slider.isTracking, "at the move that failed the pan, before \(ScrollView.contentTouchDelay) s")
        stage.pointer(.moved, 50 + thumb.x + 112, 322, 0.04)
        #expect(slider.value > 0.2, "\(slider.value)")
        #expect(scrollView.contentOffset == .zero)
    }

    /// A quick tap still reaches the control: the held touch-down comes with the lift.
    @Test func aQuickTapReachesTheControl() {
        stage.pointer(.began, 150, 125, 0)
        stage.pointer(.ended, 150, 125, 0.05)
        #expect(control.log == ["begin", "down", "end", "upInside"])
    }

    /// A finger that rests past the delay goes to the control (highlighted then); dragging on,
    /// the scroll view does not cancel a control's touch, so the control keeps it and nothing
    /// scrolls, as a slider in a table keeps its drag in UIKit.
    @Test func aTouchThatRestsGoesToTheControlWhichKeepsIt() {
        stage.pointer(.began, 150, 125, 0)
        stage.run(for: 0.2)
        #expect(control.isHighlighted && control.log == ["begin", "down"])
        stage.pointer(.moved, 150, 150, 0.25)
        stage.pointer(.moved, 150, 185, 0.3)
        #expect(scrollView.contentOffset.y == 0)
        #expect(control.isTracking)
        stage.pointer(.ended, 150, 185, 0.35)
        #expect(control.log.suffix(2) == ["end", "upInside"])
    }

    /// A scroll view whose `touchesShouldCancel(in:)` says yes takes the drag from the control,
    /// which is cancelled.
    @Test func aScrollViewThatMayCancelTakesTheDrag() {
        let stage = ControlInScrollViewTests(
            scrollView: CancellingScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 800)))
        stage.stage.pointer(.began, 150, 125, 0)
        stage.stage.run(for: 0.2)
        stage.stage.pointer(.moved, 150, 100, 0.25)
        stage.stage.pointer(.moved, 150, 60, 0.3)
        #expect(stage.scrollView.contentOffset.y > 0)
        #expect(stage.control.log.suffix(2) == ["cancel", "cancel"] && !stage.control.isTracking)
    }

    /// Without the delay the control has the touch at once, and a drag from it does not scroll;
    /// with `canCancelContentTouches` off not even a scroll view that may cancel takes it.
    @Test func withoutTheDelayTheControlHasTheTouchAtOnce() {
        scrollView.delaysContentTouches = false
        stage.pointer(.began, 150, 125, 0)
        #expect(control.isHighlighted)
        stage.pointer(.moved, 150, 100, 0.03)
        stage.pointer(.moved, 150, 60, 0.06)
        #expect(scrollView.contentOffset.y == 0 && control.isTracking)
        stage.pointer(.ended, 150, 60, 0.1)

        let other = ControlInScrollViewTests(
            scrollView: CancellingScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 800)))
        other.scrollView.delaysContentTouches = false
        other.scrollView.canCancelContentTouches = false
        other.stage.pointer(.began, 150, 125, 0)
        other.stage.pointer(.moved, 150, 100, 0.03)
        other.stage.pointer(.moved, 150, 60, 0.06)
        #expect(other.scrollView.contentOffset.y == 0 && other.control.isTracking)
    }
}
