// The X server's own timestamp of a pointer event. SDL2 stamps each event when it pumps it
// (SDL_GetTicks() in SDL_PushEvent), so events that queued up during a slow frame arrive with one
// time; the X server stamped each when it happened (XMotionEvent.time, XButtonEvent.time:
// "milliseconds", Xlib manual §10.5). SDL hands the raw XEvent over as an SDL_SYSWMEVENT just
// before the event it makes of it, when SDL_SYSWMEVENT is enabled (SDL_syswm.h).
//
// C because the XEvent union comes from <X11/Xlib.h>, whose names (Window, Display, Time…) must
// not reach Swift beside Fluid's own.

#include "CWindowSystem.h"

#include <SDL2/SDL.h>
#include <SDL2/SDL_syswm.h>

fluid_window_system_kind fluid_window_system_event(const void *sdl_event, uint32_t *time) {
#if defined(SDL_VIDEO_DRIVER_X11)
    const SDL_Event *event = sdl_event;
    if (event == NULL || time == NULL || event->type != SDL_SYSWMEVENT || event->syswm.msg == NULL
        || event->syswm.msg->subsystem != SDL_SYSWM_X11) {
        return FLUID_WINDOW_SYSTEM_OTHER;
    }
    const XEvent *x = &event->syswm.msg->msg.x11.event;
    switch (x->type) {
    case MotionNotify:
        *time = (uint32_t)x->xmotion.time;
        return FLUID_WINDOW_SYSTEM_MOTION;
    case ButtonPress:
    case ButtonRelease:
        // Buttons 4-7 are the wheel: SDL makes SDL_MOUSEWHEEL of them, not a button event.
        if (x->xbutton.button < Button1 || x->xbutton.button > Button3) return FLUID_WINDOW_SYSTEM_OTHER;
        *time = (uint32_t)x->xbutton.time;
        return FLUID_WINDOW_SYSTEM_BUTTON;
    default:
        return FLUID_WINDOW_SYSTEM_OTHER;
    }
#else
    (void)sdl_event;
    (void)time;
    return FLUID_WINDOW_SYSTEM_OTHER;
#endif
}
