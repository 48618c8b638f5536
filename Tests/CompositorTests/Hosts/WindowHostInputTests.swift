import CSDL2
import FluidTestSupport
import Foundation
import Testing

@testable import Compositor
@testable import ViewTree

extension SDLTests {
    /// The window host's translation of SDL's events, checked by pushing events into a real SDL
    /// window on the dummy video driver: touches become touch pointers, the mouse events SDL
    /// synthesises from them are dropped, only the left button drags, the wheel's sign follows
    /// SDL's convention, and losing focus is reported.
    @Suite @MainActor
    struct WindowHostInputTests {
        final class Recorder: HostDelegate {
            let window: Window
            var events: [InputEvent] = []
            var wantsToQuit = false
            init(window: Window) { self.window = window }
            func handle(_ event: InputEvent) { events.append(event) }
            func advance(to time: TimeInterval) -> Bool { false }
        }

        private func push(_ fill: (inout SDL_Event) -> Void) {
            var event = SDL_Event()
            fill(&event)
            SDL_PushEvent(&event)
        }

        private func finger(_ type: SDL_EventType, x: Float, y: Float) {
            push { event in
                event.type = type.rawValue
                event.tfinger.touchId = 3
                event.tfinger.fingerId = 5
                event.tfinger.x = x
                event.tfinger.y = y
            }
        }

        private func button(_ type: SDL_EventType, which: UInt32, button: Int32, x: Int32, y: Int32) {
            push { event in
                event.type = type.rawValue
                event.button.which = which
                event.button.button = UInt8(button)
                event.button.x = x
                event.button.y = y
            }
        }

        @Test func sdlEventsBecomeInputEvents() throws {
            // Only for this test: the command-line tests' child processes must not inherit it.
            let previousDriver = ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"]
            setenv("SDL_VIDEODRIVER", previousDriver ?? "dummy", 1)
            defer { if previousDriver == nil { unsetenv("SDL_VIDEODRIVER") } }
            let host = try WindowHost(
                title: "input test", screen: .phone(scale: 1), renderer: .software, fonts: TestAssets.fonts,
                requiresVisibleDriver: false)
            let recorder = Recorder(window: host.window)
            SDL_FlushEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue)
            let touchMouse = UInt32.max  // SDL_TOUCH_MOUSEID

            finger(SDL_FINGERDOWN, x: 0.5, y: 0.5)
            button(SDL_MOUSEBUTTONDOWN, which: touchMouse, button: SDL_BUTTON_LEFT, x: 100, y: 100)
            finger(SDL_FINGERMOTION, x: 0.5, y: 0.25)
            finger(SDL_FINGERUP, x: 0.5, y: 0.25)
            button(SDL_MOUSEBUTTONUP, which: touchMouse, button: SDL_BUTTON_LEFT, x: 100, y: 100)
            button(SDL_MOUSEBUTTONDOWN, which: 0, button: SDL_BUTTON_RIGHT, x: 10, y: 10)
            button(SDL_MOUSEBUTTONDOWN, which: 0, button: SDL_BUTTON_LEFT, x: 10, y: 10)
            push { event in
                event.type = SDL_MOUSEWHEEL.rawValue
                event.wheel.y = 1
                event.wheel.preciseY = 1
            }
            push { event in
                event.type = SDL_WINDOWEVENT.rawValue
                event.window.event = UInt8(SDL_WINDOWEVENT_FOCUS_LOST.rawValue)
            }
            push { $0.type = SDL_QUIT.rawValue }
            host.run(recorder, clock: { TimeInterval(SDL_GetTicks64()) / 1000 })

            var pointers: [PointerEvent] = []
            var scrolls: [ScrollEvent] = []
            var focusLost = 0
            for event in recorder.events {
                switch event {
                case .pointer, .pointers: pointers += event.pointerEvents
                case let .scroll(scroll): scrolls.append(scroll)
                case .focusLost: focusLost += 1
                case .key, .windowResized: break
                }
            }
            #expect(pointers.map(\.phase) == [.began, .moved, .ended, .began])
            #expect(pointers.prefix(3).allSatisfy { $0.source == .touch && $0.identifier == 5 })
            // The finger at the window's centre is at the canvas's centre, whatever the window's size.
            #expect(abs(pointers[0].location.x - 195) < 1 && abs(pointers[0].location.y - 422) < 1)
            #expect(abs(pointers[1].location.y - 211) < 1)
            #expect(pointers[3].source == .mouse)
            // Turning the wheel away from the user shows earlier content: the offset decreases.
            #expect(scrolls.map(\.delta) == [CGSize(width: 0, height: -20)])
            #expect(focusLost == 1)
        }

        /// Option-drag makes two fingers mirrored about the canvas's centre, Option + Shift two
        /// that move together, each moment one event (as the iOS Simulator's Option and
        /// Option + Shift); without Option the mouse is one finger.
        @Test func optionDragIsTwoFingersAsInTheSimulator() throws {
            let previousDriver = ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"]
            setenv("SDL_VIDEODRIVER", previousDriver ?? "dummy", 1)
            defer { if previousDriver == nil { unsetenv("SDL_VIDEODRIVER") } }
            defer { SDL_SetModState(KMOD_NONE) }
            // A host runs until its first quit: one host a drag.
            func drag(modifiers: SDL_Keymod) throws -> [InputEvent] {
                let host = try WindowHost(
                    title: "multi-touch test", screen: .phone(scale: 1), renderer: .software, fonts: TestAssets.fonts,
                    requiresVisibleDriver: false)
                let recorder = Recorder(window: host.window)
                SDL_FlushEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue)
                SDL_SetModState(modifiers)
                button(SDL_MOUSEBUTTONDOWN, which: 0, button: SDL_BUTTON_LEFT, x: 145, y: 422)
                push { event in
                    event.type = SDL_MOUSEMOTION.rawValue
                    event.motion.x = 105
                    event.motion.y = 402
                }
                button(SDL_MOUSEBUTTONUP, which: 0, button: SDL_BUTTON_LEFT, x: 105, y: 402)
                push { $0.type = SDL_QUIT.rawValue }
                host.run(recorder, clock: { TimeInterval(SDL_GetTicks64()) / 1000 })
                return recorder.events
            }
            func mirrored(_ event: PointerEvent) -> CGPoint {
                CGPoint(x: 390 - event.location.x, y: 844 - event.location.y)
            }

            let pinch = try drag(modifiers: KMOD_LALT)
            #expect(pinch.count == 3)
            for event in pinch {
                let pointers = event.pointerEvents
                #expect(pointers.count == 2 && pointers.map(\.identifier) == [0, 1])
                guard pointers.count == 2 else { continue }
                let (mouse, second) = (pointers[0], pointers[1])
                #expect(abs(second.location.x - mirrored(mouse).x) < 1e-9)
                #expect(abs(second.location.y - mirrored(mouse).y) < 1e-9)
            }
            #expect(pinch.map { $0.pointerEvents.first?.phase } == [.began, .moved, .ended])

            let pan = try drag(modifiers: SDL_Keymod(KMOD_LALT.rawValue | KMOD_LSHIFT.rawValue))
            let offsets = pan.map { event in
                let pointers = event.pointerEvents
                return CGPoint(
                    x: pointers[1].location.x - pointers[0].location.x,
                    y: pointers[1].location.y - pointers[0].location.y)
            }
            #expect(pan.count == 3 && pan.allSatisfy { $0.pointerEvents.count == 2 })
            #expect(Set(offsets.map { "\($0)" }).count == 1, "the two fingers keep their offset: \(offsets)")

            let plain = try drag(modifiers: KMOD_NONE)
            #expect(plain.count == 3 && plain.allSatisfy { $0.pointerEvents.count == 1 })
        }

        /// Forwards events to the window, as the playground does with what it does not handle.
        @MainActor final class Forwarder: HostDelegate {
            let window: Window
            var wantsToQuit = false
            init(window: Window) { self.window = window }
            func handle(_ event: InputEvent) { window.send(event) }
            func advance(to time: TimeInterval) -> Bool { false }
        }

        /// A view controller's worth of state: a dragged view that springs on release.
        @MainActor final class Controller {
            let mover = View(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
            weak var animator: PropertyAnimator?
            func handlePan(_ pan: PanGestureRecognizer) {
                if pan.state == .changed { mover.center.x += 1 }
                if pan.state == .ended {
                    let animator = PropertyAnimator(duration: 5, dampingRatio: 0.8) { [mover] in mover.center.x = 300 }
                    animator.startAnimation()
                    self.animator = animator
                }
            }
        }

        /// A window host dropped mid-touch (the finger still down) or mid-animation frees its
        /// window, views, recognizers and animators (a touch and its recognizers, and an animator
        /// and its driver, kept each other alive).
        @Test(arguments: [false, true])
        func aDroppedWindowHostFreesEverything(released: Bool) throws {
            let previousDriver = ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"]
            setenv("SDL_VIDEODRIVER", previousDriver ?? "dummy", 1)
            defer { if previousDriver == nil { unsetenv("SDL_VIDEODRIVER") } }
            weak var weakHost: WindowHost?, weakWindow: Window?, weakPan: PanGestureRecognizer?
            weak var weakMover: View?, weakAnimator: PropertyAnimator?, weakController: Controller?
            do {
                let host = try WindowHost(
                    title: "leak test", screen: .phone(scale: 1), renderer: .software, fonts: TestAssets.fonts,
                    requiresVisibleDriver: false)
                let controller = Controller()
                let root = View(frame: host.window.bounds)
                root.addSubview(controller.mover)
                host.window.rootView = root
                let pan = PanGestureRecognizer()
                pan.addTarget(controller, action: Controller.handlePan)
                root.addGestureRecognizer(pan)
                SDL_FlushEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue)
                finger(SDL_FINGERDOWN, x: 0.5, y: 0.5)
                for step in 1...4 { finger(SDL_FINGERMOTION, x: 0.5 + Float(step) * 0.05, y: 0.5) }
                if released { finger(SDL_FINGERUP, x: 0.7, y: 0.5) }
                push { $0.type = SDL_QUIT.rawValue }
                host.run(Forwarder(window: host.window), clock: { TimeInterval(SDL_GetTicks64()) / 1000 })
                if released {
                    #expect(controller.animator?.isRunning == true, "the release started a spring")
                } else {
                    #expect(pan.state == .changed, "the finger is still down, dragging")
                }
                (weakHost, weakWindow, weakPan) = (host, host.window, pan)
                (weakMover, weakAnimator, weakController) = (controller.mover, controller.animator, controller)
            }
            let alive = [
                ("host", weakHost as AnyObject?), ("window", weakWindow), ("pan", weakPan), ("mover", weakMover),
                ("animator", weakAnimator), ("controller", weakController),
            ].compactMap { $0.1 == nil ? nil : $0.0 }
            #expect(alive.isEmpty, "still alive: \(alive)")
        }
    }
}
