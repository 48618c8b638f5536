// The X server's own timestamp of a pointer event. SDL2 stamps each event when it pumps it
// (SDL_GetTicks() in SDL_PushEvent), so events that queued up during a slow frame arrive with one
// time; the X server stamped each when it happened (XMotionEvent.time, XButtonEvent.time:
// "milliseconds", Xlib manual §10.5). SDL hands the raw XEvent over as an SDL_SYSWMEVENT just
// before the event it makes of it, when SDL_SYSWMEVENT is enabled (SDL_syswm.h).
//
// C because the XEvent union comes from <X11/Xlib.h>, whose names (Window, Display, Time…) must
// not reach Swift beside Fluid's own.

#include "CWindowSystem.h"

#include "X11WindowInfo.h"
#if defined(SDL_VIDEO_DRIVER_X11)
#include <X11/Xatom.h>
#endif

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
    case EnterNotify:
    case LeaveNotify:
        // SDL sends a mouse motion to the crossing point after each (SDL_x11events.c): a flick
        // that starts by moving into the window starts with this one.
        *time = (uint32_t)x->xcrossing.time;
        return FLUID_WINDOW_SYSTEM_MOTION;
    case ButtonPress:
    case ButtonRelease:
        *time = (uint32_t)x->xbutton.time;
        // Buttons 4-7 are the wheel: SDL makes SDL_MOUSEWHEEL of them, not a button event.
        if (x->xbutton.button < Button1 || x->xbutton.button > Button3) return FLUID_WINDOW_SYSTEM_TIMED;
        return FLUID_WINDOW_SYSTEM_BUTTON;
    case KeyPress:
    case KeyRelease:
        *time = (uint32_t)x->xkey.time;
        return FLUID_WINDOW_SYSTEM_TIMED;
    case PropertyNotify:
        *time = (uint32_t)x->xproperty.time;
        return FLUID_WINDOW_SYSTEM_TIMED;
    default:
        return FLUID_WINDOW_SYSTEM_OTHER;
    }
#else
    (void)sdl_event;
    (void)time;
    return FLUID_WINDOW_SYSTEM_OTHER;
#endif
}

int fluid_window_system_request_time(void *sdl_window) {
#if defined(SDL_VIDEO_DRIVER_X11)
    SDL_SysWMinfo info;
    if (!fluid_x11_window_info(sdl_window, &info)) return 0;
    Display *display = info.info.x11.display;
    Atom property = XInternAtom(display, "_FLUID_SERVER_TIME", False);
    XChangeProperty(display, info.info.x11.window, property, XA_STRING, 8, PropModeAppend, (const unsigned char *)"", 0);
    XFlush(display);
    return 1;
#else
    (void)sdl_window;
    return 0;
#endif
}
