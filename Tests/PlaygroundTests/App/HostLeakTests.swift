import Compositor
import FluidTestSupport
import Foundation
import Testing
import ViewTree

@testable import Animator
@testable import FluidPlayground
@testable import Scenes

extension SDLTests {
    /// A host dropped in the middle of things frees everything it reached: no cycle between a touch
    /// and its recognizers, an animator and its driver, or a scene and the closures it registered.
    @Suite @MainActor
    struct HostLeakTests {
        enum Moment: String, CaseIterable, Sendable {
            case midTouch, midAnimation, midSceneSwitch
        }

        final class Weak {
            weak var object: AnyObject?
            let name: String
            init(_ object: AnyObject, _ name: String) {
                self.object = object
                self.name = name
            }
        }

        struct Survivors {
            var others: [Weak] = []
            weak var host: HeadlessHost?
            weak var window: Window?
            weak var app: PlaygroundApp?
            weak var scene: AnyObject?
            weak var sceneView: View?
            weak var firstScene: AnyObject?

            var alive: [String] {
                [
                    ("host", host as AnyObject?), ("window", window), ("app", app), ("scene", scene),
                    ("scene's view", sceneView), ("the scene switched away from", firstScene),
                ]
                .compactMap { $0.1 == nil ? nil : $0.0 } + others.filter { $0.object != nil }.map(\.name)
            }
        }

        /// A drag that starts each scene's own gesture: scroll the gallery, open a row, swipe a page
        /// to the left, move the card, lift the sheet, pull the header down.
        static let drags: [Int: (CGPoint, CGPoint)] = [
            0: (CGPoint(x: 150, y: 700), CGPoint(x: 150, y: 560)),
            1: (CGPoint(x: 60, y: 300), CGPoint(x: 200, y: 300)),
            2: (CGPoint(x: 300, y: 420), CGPoint(x: 120, y: 420)),
            3: (CGPoint(x: 150, y: 420), CGPoint(x: 260, y: 480)),
            4: (CGPoint(x: 200, y: 600), CGPoint(x: 200, y: 450)),
            5: (CGPoint(x: 200, y: 300), CGPoint(x: 200, y: 450)),
        ]

        /// Builds scene `number`, starts its gesture, then stops at `moment` and lets go of everything.
        func dropHost(scene number: Int, at moment: Moment) throws -> Survivors {
            var survivors = Survivors()
            let host = try HeadlessHost(screen: .phone(scale: 1), fonts: TestAssets.fonts)
            let app = try PlaygroundApp(
                window: host.window, assets: AssetCatalog(root: TestAssets.root), sceneNumber: number)
            survivors.host = host
            survivors.window = host.window
            survivors.app = app
            survivors.firstScene = app.scene as AnyObject
            host.render()  // lays the scene out, so the drag lands on what is drawn
            host.run(for: 0.1, delegate: app)
            let (start, end) = try #require(Self.drags[number])
            var script = PointerScript()
            script.down(at: start, time: host.time + 0.01)
            script.drag(to: end, duration: 0.2, rate: 60)
            switch moment {
            case .midTouch, .midSceneSwitch:
                host.play(script.events, delegate: app)
                #expect(host.window.subviews.contains { hasBegunPan(in: $0) }, "scene \(number): a pan is under way")
            case .midAnimation:
                script.up()
                host.play(script.events, delegate: app)
                host.advance(by: 1.0 / 60, delegate: app)
                #expect(
                    host.window.animationDriver.isAnimating, "scene \(number): something animates after the release")
            case .midSceneSwitch:
                host.send(
                    .key(KeyEvent(key: .character(Character("\((number + 1) % 6)")), timestamp: host.time)),
                    delegate: app)
                host.advance(by: 1.0 / 60, delegate: app)
            }
            var stack: [View] = host.window.subviews
            while let view = stack.popLast() {
                survivors.others.append(Weak(view, "\(type(of: view))"))
                survivors.others += view.gestureRecognizers.map { Weak($0, "\(type(of: $0))") }
                stack += view.subviews
            }
            survivors.others += host.window.animationDriver.runningAnimators.map {
                Weak($0, "a running PropertyAnimator")
            }
            survivors.scene = app.scene as AnyObject
            survivors.sceneView = app.scene.view
            return survivors
        }

        private func hasBegunPan(in view: View) -> Bool {
            view.gestureRecognizers.contains {
                $0 is PanGestureRecognizer && ($0.state == .began || $0.state == .changed)
            }
                || view.subviews.contains { hasBegunPan(in: $0) }
        }

        @Test(arguments: 0...5, Moment.allCases)
        func aDroppedHostFreesEverything(scene: Int, moment: Moment) throws {
            let survivors = try dropHost(scene: scene, at: moment)
            #expect(
                survivors.alive.isEmpty, "scene \(scene) dropped \(moment.rawValue): still alive: \(survivors.alive)")
        }
    }
}
