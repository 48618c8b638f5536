import Compositor
import FluidTestSupport
import Foundation
import Testing
import ViewTree

@testable import FluidPlayground
@testable import Scenes

extension SDLTests {
    /// Random input across every scene on the virtual clock — hostile timestamps, huge jumps, key
    /// storms, wheel, focus loss — checked after every frame: nothing on screen becomes NaN or
    /// infinite, no alpha leaves [0, 1], no size is negative. 100,000 events here; set
    /// `FLUID_SOAK_EVENTS` (e.g. 1000000) for a longer run.
    @Suite @MainActor
    struct SoakTests {
        struct Damage: CustomStringConvertible {
            let event: Int
            let view: String
            let what: String
            var description: String { "after event \(event): \(view) \(what)" }
        }

        /// What is wrong with what `view` shows, if anything.
        static func problem(in view: View) -> String? {
            let shown = view.presentation
            let numbers = [
                shown.bounds.origin.x, shown.bounds.origin.y, shown.bounds.width, shown.bounds.height,
                shown.center.x, shown.center.y, shown.transform.a, shown.transform.b, shown.transform.c,
                shown.transform.d, shown.transform.tx, shown.transform.ty, shown.alpha,
            ]
            if numbers.contains(where: { !$0.isFinite }) { return "shows a non-finite value: \(shown)" }
            if !(0...1).contains(shown.alpha) { return "shows alpha \(shown.alpha)" }
            if shown.bounds.width < 0 || shown.bounds.height < 0 { return "shows a negative size \(shown.bounds.size)" }
            return nil
        }

        static func firstProblem(in window: Window, event: Int) -> Damage? {
            var stack: [View] = [window]
            while let view = stack.popLast() {
                if let what = problem(in: view) {
                    return Damage(
                        event: event,
                        view:
                            "\(type(of: view)) '\(view.accessibilityIdentifier ?? "")' in \(view.superview.map { "\(type(of: $0))" } ?? "no superview")",
                        what: what)
                }
                stack += view.subviews
            }
            return nil
        }

        static func residentMegabytes() -> Double? {
            guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
                let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
                let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "")
            else { return nil }
            return kilobytes / 1024
        }

        /// Keys a user can press; `P` (writes a file) is left out.
        static let keys: [KeyEvent.Key] = "012345RSDVBU".map { .character($0) } + [.escape, .left, .right, .space]

        @Test func randomInputNeverBreaksWhatIsShown() throws {
            let count = ProcessInfo.processInfo.environment["FLUID_SOAK_EVENTS"].flatMap(Int.init) ?? 100_000
            var random = SplitMix64(seed: 0xF1_0D)
            let host = try HeadlessHost(screen: .phone(scale: 1), fonts: TestAssets.fonts)
            let app = try PlaygroundApp(
                window: host.window, assets: AssetCatalog(root: TestAssets.root), sceneNumber: 0)
            host.render()
            let startMegabytes = Self.residentMegabytes()
            var time = host.time, down = false, location = CGPoint(x: 200, y: 400), frames = 0, renders = 0
            var problem: Damage?
            func point() -> CGPoint { CGPoint(x: random.nextUnit() * 430 - 20, y: random.nextUnit() * 900 - 28) }
            var sent = 0
            while sent < count {
                // Mostly steady time; sometimes the same instant, a step back, or a long pause.
                let roll = random.nextUnit()
                time +=
                    roll < 0.05
                    ? 0 : roll < 0.08 ? -random.nextUnit() * 0.05 : roll < 0.081 ? 10 : random.nextUnit() * 0.03
                let kind = random.nextUnit()
                let event: InputEvent
                if kind < 0.60, down {
                    let jump = random.nextUnit() < 0.01 ? 1e6 : 40
                    location.x += (random.nextUnit() - 0.5) * jump
                    location.y += (random.nextUnit() - 0.5) * jump
                    event = .pointer(PointerEvent(phase: .moved, location: location, timestamp: time))
                } else if kind < 0.75 {
                    location = point()
                    event = .pointer(PointerEvent(phase: down ? .ended : .began, location: location, timestamp: time))
                    down.toggle()
                } else if kind < 0.77 {
                    event = .pointer(PointerEvent(phase: .cancelled, location: location, timestamp: time))
                    down = false
                } else if kind < 0.87 {
                    let delta = CGSize(width: (random.nextUnit() - 0.5) * 80, height: (random.nextUnit() - 0.5) * 400)
                    event = .scroll(ScrollEvent(delta: delta, location: point(), timestamp: time))
                } else if kind < 0.90 {
                    event = .key(
                        KeyEvent(
                            key: Self.keys[Int(random.nextUnit() * Double(Self.keys.count))], timestamp: time,
                            isRepeat: random.nextUnit() < 0.3))
                } else if kind < 0.91 {
                    event = .focusLost(timestamp: time)
                    down = false
                } else {
                    host.advance(by: 1.0 / 60, delegate: app)
                    time = max(time, host.time)
                    frames += 1
                    if frames % 400 == 0 {
                        host.render()
                        renders += 1
                    } else {
                        host.window.layoutIfNeeded()
                    }
                    if let found = Self.firstProblem(in: host.window, event: sent) {
                        problem = found
                        break
                    }
                    continue
                }
                host.send(event, delegate: app)
                sent += 1
            }
            #expect(problem == nil, "\(problem.map(String.init(describing:)) ?? "")")
            #expect(frames > count / 20, "frames: \(frames)")
            let endMegabytes = Self.residentMegabytes()
            print(
                "soak: \(count) events, \(frames) frames, \(renders) renders; resident memory \(startMegabytes.map { String(format: "%.0f", $0) } ?? "?") → \(endMegabytes.map { String(format: "%.0f", $0) } ?? "?") MB"
            )
        }
    }
}
