import FluidPlayground
import FluidTesting
import FluidUIKit
import Testing

@testable import FluidInterfaces

@MainActor
struct MomentumDrawerSceneTests {
    static let flick = ScriptedGesture().drag(
        from: CGPoint(x: 195, y: 760), by: CGVector(dx: 0, dy: -100), seconds: 0.1
    )
    .release()

    /// A short flick (the drawer 100 pt up, let go at about 1,000 pt/s) opens it: the talk's
    /// projection, v/1000 · 0.998/(1 − 0.998) ≈ 500 pt, carries it nearer open than closed.
    @Test func aShortQuickFlickOpensTheDrawer() throws {
        let stage = try SceneStage(MomentumDrawerScene.self)
        stage.play(Self.flick, after: 1.5)
        let release = try #require(stage.scene.lastRelease)
        #expect(release.opens)
        #expect(abs(release.projectedTop - 125) < 20, "\(release.projectedTop)")
        #expect(stage.scene.drawer.frame.minY == stage.scene.openTop)
        #expect(abs(stage.scene.dimming.alpha - 0.35) < 1e-9)
    }

    /// The hand-over has no kink: the spring leaves at the finger's speed. A steady drag up at
    /// 600 pt/s is let go 544 pt down (a quarter frame after its last move), projected open: the
    /// drawer's place one frame on is the spring's closed form (response 0.45 s, damping 0.88)
    /// started at 600 pt/s toward the open rest, to 1e-6 pt; started at rest it would be 5 pt
    /// short. The velocity is UIKit's `dy`, which a view's position takes along y.
    @Test func theSpringLeavesAtTheFingersSpeed() throws {
        let stage = try SceneStage(MomentumDrawerScene.self)
        var tops: [CGFloat] = []
        func note() {
            let p = stage.scene.drawer.presentation
            tops.append(p.center.y - p.bounds.height / 2)
        }
        let drag = ScriptedGesture().drag(from: CGPoint(x: 195, y: 760), by: CGVector(dx: 0, dy: -180), seconds: 0.3)
        stage.play(drag, each: note)
        #expect(abs((tops[tops.count - 1] - tops[tops.count - 2]) * 60 + 600) < 1e-6, "a steady 600 pt/s")
        let letGo = tops[tops.count - 1]
        stage.resume(drag.release(), each: note)
        let open = stage.scene.openTop, distance = open - letGo
        let spring = Spring(response: 0.45, dampingRatio: 0.88)
        func top(after time: Double, speed: Double) -> Double {
            Double(open) - Double(distance)
                * spring.solution(displacement: 1, velocity: -speed / Double(distance))
                .displacement(at: time)
        }
        let t = 1.0 / 60 - 1.0 / 240
        #expect(abs(Double(tops[tops.count - 1]) - top(after: t, speed: -600)) < 1e-6, "\(tops.suffix(3))")
        #expect(abs(top(after: t, speed: 0) - top(after: t, speed: -600)) > 5)
    }

    /// Without the projection (`M`) the same flick falls back: it was let go nearer closed.
    @Test func withoutProjectionTheSameFlickFallsBack() throws {
        let stage = try SceneStage(MomentumDrawerScene.self)
        #expect(stage.scene.handle(.key(KeyEvent(key: .character("m"), timestamp: 0))))
        #expect(stage.scene.switches.first?.isOn() == false)
        stage.play(Self.flick, after: 1.5)
        #expect(stage.scene.lastRelease?.opens == false)
        #expect(stage.scene.drawer.frame.minY == stage.scene.closedTop)
    }

    /// A slow drag let go at rest goes to the nearer rest: 250 pt up falls back, 410 opens.
    @Test func aSlowDragGoesToTheNearerRest() throws {
        for (distance, opens) in [(CGFloat(250), false), (410, true)] {
            let stage = try SceneStage(MomentumDrawerScene.self)
            let drag = ScriptedGesture().drag(
                from: CGPoint(x: 195, y: 760), by: CGVector(dx: 0, dy: -distance), seconds: 1
            ).wait(0.2).release()
            stage.play(drag, after: 1.5)
            #expect(stage.scene.lastRelease?.opens == opens, "\(distance)")
            #expect(abs((stage.scene.lastRelease?.projectedTop ?? 0) - (724 - distance)) < 1e-6)
        }
    }

    /// Caught mid-flight, it stops the instant it is touched, where it is seen (its pan begins on
    /// touch-down), and follows the finger from there; let go unmoved, it settles by its place.
    @Test func aTouchCatchesItMidFlight() throws {
        let stage = try SceneStage(MomentumDrawerScene.self)
        stage.play(Self.flick, after: 0.1)
        let presentation = stage.scene.drawer.presentation
        let seen = presentation.center.y - presentation.bounds.height / 2
        #expect(seen < 600 && seen > 200, "\(seen)")
        stage.touch(.began, CGPoint(x: 195, y: 500))
        #expect(abs(stage.scene.drawer.frame.minY - seen) < 1e-9, "stopped at the touch")
        stage.run(0.5)
        #expect(abs(stage.scene.drawer.frame.minY - seen) < 1e-9, "held")
        stage.touch(.moved, CGPoint(x: 195, y: 530))
        #expect(abs(stage.scene.drawer.frame.minY - (seen + 30)) < 1e-9, "1:1 from where it was caught")
        stage.run(0.5)
        stage.touch(.ended, CGPoint(x: 195, y: 530))
        stage.run(1.5)
        #expect(stage.scene.drawer.frame.minY == stage.scene.openTop, "caught nearer open, let go at rest")
    }

    /// Past the open rest it rubber-bands: 300 pt past moves it far less.
    @Test func pastOpenItRubberBands() throws {
        let stage = try SceneStage(MomentumDrawerScene.self)
        stage.scene.place(top: stage.scene.openTop)
        let drag = ScriptedGesture().drag(from: CGPoint(x: 195, y: 200), by: CGVector(dx: 0, dy: -300), seconds: 0.5)
        stage.play(drag)
        let past = stage.scene.openTop - stage.scene.drawer.frame.minY
        #expect(abs(past - rubberBand(300, dimension: 604)) < 1e-9)
        #expect(past > 100 && past < 150, "\(past)")
    }

    /// A tap opens the closed drawer, and closes the open one.
    @Test func aTapToggles() throws {
        let stage = try SceneStage(MomentumDrawerScene.self)
        stage.touch(.began, CGPoint(x: 195, y: 760))
        stage.run(0.05)
        stage.touch(.ended, CGPoint(x: 195, y: 760))
        stage.run(1.5)
        #expect(stage.scene.drawer.frame.minY == stage.scene.openTop)
        stage.touch(.began, CGPoint(x: 195, y: 300))
        stage.run(0.05)
        stage.touch(.ended, CGPoint(x: 195, y: 300))
        stage.run(1.5)
        #expect(stage.scene.drawer.frame.minY == stage.scene.closedTop)
    }

    @Test func aFlickedDrawer() {
        let gesture = "Gestures/flick-the-drawer-open.gesture"
        assertSceneSnapshot(of: MomentumDrawerScene.self, at: 0.42, replaying: gesture, named: "in-flight")
        assertSceneSnapshot(of: MomentumDrawerScene.self, at: 1.6, replaying: gesture, named: "open")
    }
}
