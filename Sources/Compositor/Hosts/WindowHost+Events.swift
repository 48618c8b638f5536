import Animator
import CSDL2
import CWindowSystem
import Foundation
import ViewTree

// SDL's events turned into Fluid's input: pointers, fingers, wheel, keys, focus and resizes.
extension WindowHost {
    // MARK: Events

    func dispatch(_ event: SDL_Event, to delegate: HostDelegate) {
        let type = SDL_EventType(event.type)
        var event = event
        var serverTime: UInt32 = 0
        let delivered = event.common.timestamp
        switch fluid_window_system_event(&event, &serverTime) {
        case FLUID_WINDOW_SYSTEM_MOTION:
            eventClock.noteWindowSystemEvent(.motion, serverTime: serverTime, delivered: delivered)
        case FLUID_WINDOW_SYSTEM_BUTTON:
            eventClock.noteWindowSystemEvent(.button, serverTime: serverTime, delivered: delivered)
        case FLUID_WINDOW_SYSTEM_TIMED:
            eventClock.noteWindowSystemEvent(nil, serverTime: serverTime, delivered: delivered)
        default: break
        }
        let pointerKind: WindowSystemClock.Kind? =
            switch type {
            case SDL_MOUSEMOTION: .motion
            case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP: .button
            default: nil
            }
        let timestamp = eventTime(
            pointerKind.map { eventClock.time(of: $0, delivered: delivered) } ?? TimeInterval(delivered) / 1000)
        func deliver(_ input: InputEvent) { pipeline.dispatch(input, to: delegate) }
        switch type {
        case SDL_SYSWMEVENT:
            if fluid_window_system_destroys(&event, UnsafeMutableRawPointer(sdlWindow)) != 0 {
                windowSystemError = "another program destroyed it, or the window it had been placed in"
            }
        case SDL_QUIT:
            quitRequested = true
        case SDL_RENDER_TARGETS_RESET, SDL_RENDER_DEVICE_RESET:
            // The canvas texture and the backing stores lost their pixels (Direct3D, some OpenGL
            // drivers): damage tracking can no longer draw over the last frame, so the next one is
            // drawn in full, with every store drawn again.
            rasterizer.renderTargetsWereReset()
            if type == SDL_RENDER_DEVICE_RESET {
                rasterizer.purgeCaches()
                if let canvas { SDL_DestroyTexture(canvas) }
                canvas = nil
            }
            window.setNeedsDisplay()
        case SDL_WINDOWEVENT:
            switch SDL_WindowEventID(UInt32(event.window.event)) {
            case SDL_WINDOWEVENT_FOCUS_LOST, SDL_WINDOWEVENT_MINIMIZED, SDL_WINDOWEVENT_HIDDEN:
                // Every touch is cancelled: a drag must not stay stuck to a button that was released elsewhere.
                if mouseIsDown {
                    mouseIsDown = false
                    SDL_CaptureMouse(SDL_FALSE)
                }
                // An Option released in another window is never seen here: the fingers are hidden.
                simulatedTouches.cancel()
                _ = simulatedTouches.modifiersChanged(to: [])
                deliver(.focusLost(timestamp: timestamp))
                releasePanelPointer(timestamp: timestamp)
                needsPresent = true
            case SDL_WINDOWEVENT_SIZE_CHANGED:
                // The canvas moves and scales under the pointer: a drag in progress is cancelled
                // (as on focus loss) rather than jump to wherever the new mapping puts it.
                if mouseIsDown || window.hasActiveTouches {
                    mouseIsDown = false
                    SDL_CaptureMouse(SDL_FALSE)
                    simulatedTouches.cancel()
                    deliver(.focusLost(timestamp: timestamp))
                }
                releasePanelPointer(timestamp: timestamp)
                deliver(
                    .windowResized(
                        windowSize: CGSize(width: Int(event.window.data1), height: Int(event.window.data2)),
                        timestamp: timestamp))
                adaptScale()
                needsPresent = true
            default:
                needsPresent = true
            }
        case SDL_MOUSEBUTTONDOWN
        where event.button.which != Self.touchMouseID && event.button.button == UInt8(SDL_BUTTON_LEFT):
            if let sidePanel,
                let point = pointOnPanel(windowX: CGFloat(event.button.x), windowY: CGFloat(event.button.y))
            {
                pointerOnPanel = true
                mouseIsDown = true
                SDL_CaptureMouse(SDL_TRUE)
                sidePanel.dispatch(
                    .pointer(PointerEvent(phase: .began, location: point, timestamp: timestamp)), to: sidePanelDelegate)
                return
            }
            lastMouseLocation = canvasPoint(windowX: CGFloat(event.button.x), windowY: CGFloat(event.button.y))
            mouseIsDown = true
            SDL_CaptureMouse(SDL_TRUE)
            deliver(
                simulatedTouches.buttonDown(
                    at: lastMouseLocation, modifiers: Self.heldModifiers(), timestamp: timestamp))
            if simulatedTouches.fingersDown == 2 { needsPresent = true }
        case SDL_MOUSEMOTION where event.motion.which != Self.touchMouseID:
            if pointerOnPanel, let sidePanel,
                let point = panelPoint(windowX: CGFloat(event.motion.x), windowY: CGFloat(event.motion.y))
            {
                if mouseIsDown {
                    sidePanel.dispatch(
                        .pointer(PointerEvent(phase: .moved, location: point, timestamp: timestamp)),
                        to: sidePanelDelegate)
                }
                return
            }
            lastMouseLocation = canvasPoint(windowX: CGFloat(event.motion.x), windowY: CGFloat(event.motion.y))
            let moved = simulatedTouches.mouseMoved(
                to: lastMouseLocation, modifiers: Self.heldModifiers(), timestamp: timestamp)
            if mouseIsDown, let moved { deliver(moved) }
            // The fingers drawn over the canvas follow even when nothing in the tree changes.
            if !simulatedTouches.indicatedFingers.isEmpty { needsPresent = true }
        case SDL_MOUSEBUTTONUP
        where event.button.which != Self.touchMouseID && event.button.button == UInt8(SDL_BUTTON_LEFT):
            guard mouseIsDown else { return }
            mouseIsDown = false
            SDL_CaptureMouse(SDL_FALSE)
            if pointerOnPanel {
                pointerOnPanel = false
                if let sidePanel,
                    let point = panelPoint(windowX: CGFloat(event.button.x), windowY: CGFloat(event.button.y))
                {
                    sidePanel.dispatch(
                        .pointer(PointerEvent(phase: .ended, location: point, timestamp: timestamp)),
                        to: sidePanelDelegate)
                }
                return
            }
            lastMouseLocation = canvasPoint(windowX: CGFloat(event.button.x), windowY: CGFloat(event.button.y))
            if let lift = simulatedTouches.buttonUp(at: lastMouseLocation, timestamp: timestamp) { deliver(lift) }
            needsPresent = true
        // Each pattern needs its own `where`: touches SDL synthesises from the mouse are skipped in all three.
        case SDL_FINGERDOWN where event.tfinger.touchId != Self.mouseTouchID,
            SDL_FINGERMOTION where event.tfinger.touchId != Self.mouseTouchID,
            SDL_FINGERUP where event.tfinger.touchId != Self.mouseTouchID:
            var width: Int32 = 0, height: Int32 = 0
            SDL_GetWindowSize(sdlWindow, &width, &height)
            let location = canvasPoint(
                windowX: CGFloat(event.tfinger.x) * CGFloat(width), windowY: CGFloat(event.tfinger.y) * CGFloat(height))
            let phase: PointerEvent.Phase = type == SDL_FINGERDOWN ? .began : (type == SDL_FINGERUP ? .ended : .moved)
            deliver(
                .pointer(
                    PointerEvent(
                        phase: phase, location: location, timestamp: timestamp, source: .touch,
                        identifier: Int(truncatingIfNeeded: event.tfinger.fingerId),
                        pressure: Self.sensedPressure(event.tfinger.pressure))))
        case SDL_MOUSEWHEEL:
            // One wheel notch scrolls 20 pt. SDL's y is positive when the wheel turns away from the
            // user, which shows earlier content (the offset decreases); x is positive to the right.
            let flip: CGFloat = event.wheel.direction == UInt32(SDL_MOUSEWHEEL_FLIPPED.rawValue) ? -1 : 1
            // Control + wheel with the button down presses the fingers harder or softer instead.
            if mouseIsDown, !pointerOnPanel,
                let press = simulatedTouches.wheelTurned(
                    by: Double(event.wheel.preciseY * Float(flip)), modifiers: Self.heldModifiers(),
                    timestamp: timestamp)
            {
                deliver(press)
                needsPresent = true
                return
            }
            let delta = CGSize(
                width: CGFloat(event.wheel.preciseX) * 20 * flip, height: -CGFloat(event.wheel.preciseY) * 20 * flip)
            deliver(.scroll(ScrollEvent(delta: delta, location: lastMouseLocation, timestamp: timestamp)))
        case SDL_KEYUP:
            if simulatedTouches.modifiersChanged(to: Self.modifierFlags(event.key.keysym.mod)) { needsPresent = true }
        case SDL_KEYDOWN:
            if simulatedTouches.modifiersChanged(to: Self.modifierFlags(event.key.keysym.mod)) { needsPresent = true }
            if let key = Self.key(for: event.key.keysym.sym) {
                deliver(
                    .key(
                        KeyEvent(
                            key: key, timestamp: timestamp, isRepeat: event.key.repeat != 0,
                            modifierFlags: Self.modifierFlags(event.key.keysym.mod))))
            }
        default:
            break
        }
    }

    /// A finger's pressure as SDL reports it, or nil where it is no measurement: SDL 2's X11 back
    /// end (`src/video/x11/SDL_x11xinput2.c`) sends exactly 1 for every touch, whatever the
    /// screen senses. Readings strictly between 0 and 1 pass; one that reaches exactly 1 leaves
    /// the touch at its last reading.
    static func sensedPressure(_ pressure: Float) -> Double? {
        pressure > 0 && pressure < 1 ? Double(pressure) : nil
    }

    /// The modifier keys held now (SDL's keyboard state, which mouse events do not carry).
    static func heldModifiers() -> KeyModifierFlags {
        modifierFlags(UInt16(truncatingIfNeeded: SDL_GetModState().rawValue))
    }

    static func modifierFlags(_ mod: UInt16) -> KeyModifierFlags {
        let held = UInt32(mod)
        var flags: KeyModifierFlags = []
        if held & KMOD_SHIFT.rawValue != 0 { flags.insert(.shift) }
        if held & KMOD_CTRL.rawValue != 0 { flags.insert(.control) }
        if held & KMOD_ALT.rawValue != 0 { flags.insert(.alternate) }
        if held & KMOD_GUI.rawValue != 0 { flags.insert(.command) }
        return flags
    }

    static func key(for symbol: SDL_Keycode) -> KeyEvent.Key? {
        switch Int(symbol) {
        case Int(SDLK_ESCAPE.rawValue): return .escape
        case Int(SDLK_RETURN.rawValue), Int(SDLK_KP_ENTER.rawValue): return .enter
        case Int(SDLK_SPACE.rawValue): return .space
        case Int(SDLK_BACKSPACE.rawValue): return .backspace
        case Int(SDLK_TAB.rawValue): return .tab
        case Int(SDLK_LEFT.rawValue): return .left
        case Int(SDLK_RIGHT.rawValue): return .right
        case Int(SDLK_UP.rawValue): return .up
        case Int(SDLK_DOWN.rawValue): return .down
        case Int(SDLK_KP_0.rawValue):
            return .character("0")
        case Int(SDLK_KP_1.rawValue)...Int(SDLK_KP_9.rawValue):
            // SDL orders the keypad as 1…9, then 0.
            return .character(Character(String(Int(symbol) - Int(SDLK_KP_1.rawValue) + 1)))
        case 33...126:
            guard let scalar = Unicode.Scalar(UInt32(symbol)) else { return nil }
            return .character(Character(scalar))
        default:
            return nil
        }
    }
}
