import Foundation
import Testing
import ViewTree

@testable import FluidPlayground
@testable import Scenes

/// The pager's pure parts: the seed's colours and the release rule.
@MainActor
struct SwipePagerRuleTests {
    /// `Drand48` draws what the C library's `drand48()` family draws from POSIX's initial state
    /// (compared with the reentrant `erand48`, which keeps its state in the caller's buffer).
    @Test func drand48MatchesTheCLibrary() {
        var ours = Drand48()
        var state: [UInt16] = [0x330E, 0xABCD, 0x1234]  // 0x1234ABCD330E, least significant first
        for _ in 0..<1000 {
            let theirs = erand48(&state)
            #expect(ours.next() == theirs)
        }
    }

    @Test func pageColoursAreTheSeedsAndStable() {
        let first = PagerMock.getViews(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let second = PagerMock.getViews(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(first.count == 31)
        #expect(first.map(\.backgroundColor) == second.map(\.backgroundColor))
        // drand48's first three numbers from the initial state.
        let page0 = first[0].backgroundColor
        #expect(page0 == Color(red: 0.39646477376027534, green: 0.8404853694114252, blue: 0.3533360972452435))
        #expect(Set(first.compactMap(\.backgroundColor)).count == 31)
        #expect((first[5].subviews.first as? Label)?.text == "5 번째 뷰")
    }

    /// The seed's rule for its right-to-left swipe, `isReversed = velocity.x > −200 || cancelled`,
    /// with `velocity` measured towards the goal (= −velocity.x).
    @Test(arguments: [(-100.0, false), (-199.99, false), (-200.0, true), (-600.0, true), (150.0, false)])
    func seedRule(velocityX: Double, reaches: Bool) {
        let rule = PageRelease()
        for progress in [0.05, 0.5, 0.9] {
            #expect(rule.reachesGoal(progress: progress, velocity: -velocityX, width: 390, cancelled: false) == reaches)
            #expect(!rule.reachesGoal(progress: progress, velocity: -velocityX, width: 390, cancelled: true))
        }
    }

    /// With the distance option a flick still decides by its direction; a slow release by where
    /// `progress + project(v)/width` (r = 0.998: 0.499 × v) puts it.
    @Test func distanceOption() {
        let rule = PageRelease(decidesByDistance: true)
        // Slow drag to 90 % released at 100 pt/s towards the goal: 0.9 + 49.9/390 ≈ 1.03.
        #expect(rule.reachesGoal(progress: 0.9, velocity: 100, width: 390, cancelled: false))
        // Slow release away from the goal still completes if it rests past half way: 0.9 − 0.128.
        #expect(rule.reachesGoal(progress: 0.9, velocity: -100, width: 390, cancelled: false))
        // ... but a flick away does not, nor a cancel.
        #expect(!rule.reachesGoal(progress: 0.95, velocity: -300, width: 390, cancelled: false))
        #expect(!rule.reachesGoal(progress: 0.95, velocity: 0, width: 390, cancelled: true))
        // A flick towards the goal completes from anywhere, as in the seed.
        #expect(rule.reachesGoal(progress: 0.05, velocity: 300, width: 390, cancelled: false))
        // 150 pt/s projects 74.85 pt = 0.1919 of the width: from 0.4 it rests past half, from 0.2 not.
        #expect(abs(rule.projectedProgress(progress: 0.4, velocity: 150, width: 390) - (0.4 + 74.85 / 390)) < 1e-9)
        #expect(rule.reachesGoal(progress: 0.4, velocity: 150, width: 390, cancelled: false))
        #expect(!rule.reachesGoal(progress: 0.2, velocity: 150, width: 390, cancelled: false))
        // Resting at exactly half goes on; bad input never does.
        #expect(rule.reachesGoal(progress: 0.5, velocity: 0, width: 390, cancelled: false))
        #expect(!rule.reachesGoal(progress: .nan, velocity: 0, width: 390, cancelled: false))
        #expect(!rule.reachesGoal(progress: 0.9, velocity: .infinity, width: 390, cancelled: false))
    }
}
