import Foundation
import Testing
import ViewTree

@testable import FluidPlayground
@testable import Scenes

/// Scene 4's rules as pure functions on the phone's 844 pt screen: seed 003's states, its release
/// rule, its drag limit, the rubber band that replaces it, the backdrop's dimming and both
/// initial-velocity formulas.
@Suite struct SheetGeometryTests {
    let geometry = SheetGeometry(height: 844, safeAreaInsets: Screen.phone().safeAreaInsets)

    @Test func theSeedsThreeTops() {
        #expect(geometry.top(for: .compressed) == 744)  // height − 100
        #expect(geometry.top(for: .half) == 422)  // height / 2
        #expect(geometry.top(for: .expanded) == 100)
    }

    /// On a screen with other insets (an iPhone 15 Pro's 852 pt, 59 pt under the Dynamic Island)
    /// expanded and compressed keep their distance from the safe area; half stays half the screen.
    @Test func theTopsAreMeasuredFromTheSafeArea() {
        let other = SheetGeometry(height: 852, safeAreaInsets: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        let expanded: CGFloat = 59 + 53, compressed: CGFloat = 852 - 34 - 66
        #expect(other.top(for: .expanded) == expanded)
        #expect(other.top(for: .compressed) == compressed)
        #expect(other.top(for: .half) == 426)
        let bare = SheetGeometry(height: 844, safeAreaInsets: .zero)
        #expect(bare.top(for: .expanded) == 53 && bare.top(for: .compressed) == 778)
    }

    /// `D`: the state nearest `top + (v/1000)·r/(1 − r)`, r = 0.998 (a 499 ms glide), whatever
    /// the state before — where it differs from the seed's rule.
    @Test func theProjectionDecidesByWhereTheReleaseWouldComeToRest() {
        #expect(abs(geometry.projectedTop(releasedAt: 400, velocity: -100) - (400 - 0.1 * 0.998 / 0.002)) < 1e-9)
        // −100 pt/s from half at 400: the seed flings to expanded; the projection rests at 350, half.
        #expect(geometry.target(from: .half, releasedAt: 400, velocity: -100) == .expanded)
        #expect(geometry.projectedTarget(releasedAt: 400, velocity: -100) == .half)
        // A hard fling up from compressed: the seed stops at half, the projection skips to expanded.
        #expect(geometry.target(from: .compressed, releasedAt: 700, velocity: -3000) == .half)
        #expect(geometry.projectedTarget(releasedAt: 700, velocity: -3000) == .expanded)
        // A slow drift (inside the seed's dead zone) that carries it past the midpoint.
        #expect(geometry.target(from: .half, releasedAt: 560, velocity: 50) == .half)
        #expect(geometry.projectedTarget(releasedAt: 560, velocity: 50) == .compressed)  // rests at 585
        #expect(geometry.projectedTarget(releasedAt: 300, velocity: .nan) == .half)
    }

    /// One release: the state before the drag, where the sheet was let go, the velocity, and the
    /// state seed 003 sends it to.
    struct Release: CustomTestStringConvertible, Sendable {
        let from: ExpansionState
        let top: CGFloat
        let velocity: CGFloat
        let expected: ExpansionState
        var testDescription: String { "\(from) released at \(top) with \(velocity) pt/s → \(expected)" }
    }

    /// Every branch from every state. Slow (|v| ≤ 50, both signs and the boundary): nearest by
    /// distance, whatever the state. Fast: down → expanded goes to half, half and compressed to
    /// compressed; up → compressed goes to half, half and expanded to expanded — even when the
    /// sheet was let go next to another state.
    static let releases: [Release] = ExpansionState.allCases.flatMap { state -> [Release] in
        [
            // Slow: nearest (expanded 100, half 422, compressed 744; midpoints 261 and 583).
            Release(from: state, top: 120, velocity: 0, expected: .expanded),
            Release(from: state, top: 260, velocity: 50, expected: .expanded),
            Release(from: state, top: 262, velocity: -50, expected: .half),
            Release(from: state, top: 430, velocity: 12, expected: .half),
            Release(from: state, top: 582, velocity: -49.9, expected: .half),
            Release(from: state, top: 584, velocity: 30, expected: .compressed),
            Release(from: state, top: 900, velocity: -10, expected: .compressed),
            Release(from: state, top: 40, velocity: 0, expected: .expanded),
            // Fast down, just past the dead zone and hard.
            Release(from: state, top: 300, velocity: 50.01, expected: state == .expanded ? .half : .compressed),
            Release(from: state, top: 120, velocity: 2500, expected: state == .expanded ? .half : .compressed),
            // Fast up.
            Release(from: state, top: 700, velocity: -50.01, expected: state == .compressed ? .half : .expanded),
            Release(from: state, top: 730, velocity: -2500, expected: state == .compressed ? .half : .expanded),
        ]
    }

    @Test(arguments: releases)
    func theSeedsReleaseRule(_ release: Release) {
        #expect(
            geometry.target(from: release.from, releasedAt: release.top, velocity: release.velocity) == release.expected
        )
    }

    @Test func tiesGoToTheSeedsOrderAndBadVelocitiesAreSlow() {
        #expect(geometry.nearestState(to: 261) == .expanded)  // equidistant from expanded and half
        #expect(geometry.nearestState(to: 583) == .half)  // equidistant from half and compressed
        #expect(geometry.target(from: .expanded, releasedAt: 700, velocity: .nan) == .compressed)
        #expect(geometry.target(from: .half, releasedAt: 130, velocity: .infinity) == .expanded)
    }

    @Test func theSeedsDragAppliesOnlyTopsOfZeroOrMore() {
        #expect(geometry.draggedTop(from: 422, translation: -100, rubberBands: false) == 322)
        #expect(geometry.draggedTop(from: 100, translation: -100, rubberBands: false) == 0)
        #expect(geometry.draggedTop(from: 100, translation: -100.5, rubberBands: false) == nil)
        #expect(geometry.draggedTop(from: 744, translation: 300, rubberBands: false) == 1044)
        #expect(geometry.draggedTop(from: 744, translation: .nan, rubberBands: false) == nil)
    }

    @Test func aboveExpandedTheSheetRubberBandsAndNeverReachesZero() throws {
        // Below expanded the finger is followed 1:1.
        #expect(geometry.draggedTop(from: 422, translation: -322, rubberBands: true) == 100)
        #expect(geometry.draggedTop(from: 422, translation: 200, rubberBands: true) == 622)
        // Above it: 100 − b(x), b(x) = 0.55·x·100/(100 + 0.55·x).
        let top = try #require(geometry.draggedTop(from: 100, translation: -80, rubberBands: true))
        #expect(abs(top - (100 - 0.55 * 80 * 100 / (100 + 0.55 * 80))) < 1e-9)
        var previous: CGFloat = 100
        for pull in stride(from: CGFloat(1), through: 100_000, by: 97) {
            let banded = try #require(geometry.draggedTop(from: 100, translation: -pull, rubberBands: true))
            #expect(banded > 0 && banded < previous)
            previous = banded
        }
        // The band starts with slope 0.55 (no kink at expanded beyond the coefficient).
        let first = try #require(geometry.draggedTop(from: 100, translation: -0.001, rubberBands: true))
        #expect(abs((100 - first) / 0.001 - 0.55) < 1e-3)
    }

    @Test func aGrabInTheBandStartsWhereTheSheetIsSeen() throws {
        for seen in [99.9, 90, 60, 25, 3, 0.6] as [CGFloat] {
            let origin = geometry.dragOrigin(forDisplayedTop: seen, rubberBands: true)
            #expect(origin < seen)
            let shown = try #require(geometry.draggedTop(from: origin, translation: 0, rubberBands: true))
            #expect(abs(shown - seen) < 1e-9)
        }
        #expect(geometry.dragOrigin(forDisplayedTop: 300, rubberBands: true) == 300)
        #expect(geometry.dragOrigin(forDisplayedTop: 60, rubberBands: false) == 60)
    }

    @Test func theBackdropDimsWithProgress() {
        #expect(geometry.backdropAlpha(top: 744) == 0)
        #expect(geometry.backdropAlpha(top: 422) == 0.2)
        #expect(geometry.backdropAlpha(top: 100) == 0.4)
        #expect(abs(geometry.backdropAlpha(top: 583) - 0.1) < 1e-12)
        #expect(geometry.backdropAlpha(top: 40) == 0.4)  // overshoot or band above expanded
        #expect(geometry.backdropAlpha(top: 800) == 0)  // below compressed
        #expect(geometry.progress(top: 40) > 1 && geometry.progress(top: 800) < 0)
        #expect(geometry.backdropAlpha(top: .nan) == 0)
    }

    @Test func theSeedsInitialVelocityInvertsTheUsualNormalisation() {
        let seed = SpringVelocityFormula.seed, normalised = SpringVelocityFormula.normalised
        // The appear spring: (0, 50) over 322 pt.
        #expect(abs(seed.initialVelocity(50, from: 744, to: 422) - 322.0 / 50) < 1e-12)
        #expect(abs(normalised.initialVelocity(50, from: 744, to: 422) + 50.0 / 322) < 1e-12)
        // A fling up at 1000 pt/s from half to expanded: 0.322 against 3.106.
        #expect(abs(seed.initialVelocity(-1000, from: 422, to: 100) - 0.322) < 1e-12)
        #expect(abs(normalised.initialVelocity(-1000, from: 422, to: 100) - 1000.0 / 322) < 1e-12)
        // The seed's floor, for a release without velocity, a hard fling or no distance.
        #expect(seed.initialVelocity(0, from: 422, to: 100) == 0.08)
        #expect(seed.initialVelocity(-5000, from: 422, to: 100) == 0.08)
        #expect(seed.initialVelocity(300, from: 422, to: 422) == 0.08)
        #expect(seed.initialVelocity(.nan, from: 422, to: 100) == 0.08)
        #expect(normalised.initialVelocity(0, from: 422, to: 100) == 0)
        #expect(normalised.initialVelocity(300, from: 422, to: 422) == 0)
        // A slow release in the dead zone: the seed kicks hard, the normalisation barely.
        #expect(abs(seed.initialVelocity(30, from: 300, to: 422) - 122.0 / 30) < 1e-12)
        #expect(abs(normalised.initialVelocity(30, from: 300, to: 422) - 30.0 / 122) < 1e-12)
    }

    @Test func theHandleCyclesAndFlingsStepOneState() {
        #expect(ExpansionState.compressed.cycled == .half)
        #expect(ExpansionState.half.cycled == .expanded)
        #expect(ExpansionState.expanded.cycled == .compressed)
        #expect(ExpansionState.allCases.map(\.nextUp) == [.half, .expanded, .expanded])
        #expect(ExpansionState.allCases.map(\.nextDown) == [.compressed, .compressed, .half])
    }
}
