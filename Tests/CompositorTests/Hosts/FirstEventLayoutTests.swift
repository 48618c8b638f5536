import FluidTestSupport
import Foundation
import Testing

@testable import Compositor
@testable import ViewTree

extension SDLTests {
    /// A pointer going down is hit-tested on the tree as it will be drawn: a view placed only by
    /// constraints, in a window never laid out or drawn, is touched on the first event, as in
    /// a headless replay whose file starts at 0 s.
    @Suite @MainActor
    struct FirstEventLayoutTests {
        @Test func aViewPlacedByConstraintsIsTouchedOnTheFirstEvent() throws {
            let host = try HeadlessHost(screen: .phone(scale: 1), fonts: TestAssets.fonts)
            let root = View()
            let target = View()
            root.addSubview(target)
            target.snp.makeConstraints { make in
                make.center.equalToSuperview()
                make.size.equalTo(CGSize(width: 100, height: 100))
            }
            host.window.rootView = root
            var taps = 0
            target.addGestureRecognizer(TapGestureRecognizer { _ in taps += 1 })
            #expect(target.frame == .zero, "not laid out before the event")
            let center = CGPoint(x: 195, y: 422)
            host.play([
                .pointer(PointerEvent(phase: .began, location: center, timestamp: 0)),
                .pointer(PointerEvent(phase: .ended, location: center, timestamp: 0.05)),
            ])
            #expect(taps == 1)
            #expect(target.frame == CGRect(x: 145, y: 372, width: 100, height: 100))
        }
    }
}
