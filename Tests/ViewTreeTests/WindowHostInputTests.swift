import CSDL2
import Foundation
import Testing
import FluidTestSupport
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
            let host = try WindowHost(title: "input test", screen: .phone(scale: 1), renderer: .software, fonts: TestAssets.fonts,
                                      requiresVisibleDriver: false)
            let recorder = Recorder(window: host.window)
            SDL_FlushEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue)
            let touchMouse = UInt32.max   // SDL_TOUCH_MOUSEID

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
                case let .pointer(pointer): pointers.append(pointer)
                case let .scroll(scroll): scrolls.append(scroll)
                case .focusLost: focusLost += 1
                case .key: break
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
    }
}
