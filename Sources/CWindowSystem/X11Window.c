// What SDL2 does not say about its X11 window.
//
// A window can be destroyed under SDL without a close request: another program destroys it, or
// destroys the window it was placed in (`xdotool windowreparent`, then that program quits), and
// the X server destroys its subwindows with it (Xlib manual §3.4, XDestroyWindow). SDL2 sends no
// event of its own for that; the raw DestroyNotify reaches the app as an SDL_SYSWMEVENT.

#include "CWindowSystem.h"

#include "X11WindowInfo.h"

int fluid_window_system_destroys(const void *sdl_event, void *sdl_window) {
#if defined(SDL_VIDEO_DRIVER_X11)
    const SDL_Event *event = sdl_event;
    if (event == NULL || event->type != SDL_SYSWMEVENT || event->syswm.msg == NULL
        || event->syswm.msg->subsystem != SDL_SYSWM_X11) {
        return 0;
    }
    const XEvent *x = &event->syswm.msg->msg.x11.event;
    if (x->type != DestroyNotify) return 0;
    SDL_SysWMinfo info;
    if (!fluid_x11_window_info(sdl_window, &info)) return 0;
    return x->xdestroywindow.window == info.info.x11.window;
#else
    (void)sdl_event;
    (void)sdl_window;
    return 0;
#endif
}

// SDL_GetWindowPixelFormat says SDL_PIXELFORMAT_UNKNOWN for a visual it cannot map (an 8-bit
// palette display); the X server still knows the depth (XWindowAttributes.depth).
int fluid_window_system_depth(void *sdl_window) {
#if defined(SDL_VIDEO_DRIVER_X11)
    SDL_SysWMinfo info;
    if (!fluid_x11_window_info(sdl_window, &info)) return 0;
    XWindowAttributes attributes;
    if (!XGetWindowAttributes(info.info.x11.display, info.info.x11.window, &attributes)) return 0;
    return attributes.depth;
#else
    (void)sdl_window;
    return 0;
#endif
}

// Mesa's OpenGL reaches a GPU over DRI3 or DRI2, NVIDIA's over its own NV-GLX; an X server with
// none of them (Xvfb, Xvnc) gets OpenGL only from a CPU rasteriser (Mesa's llvmpipe).
int fluid_window_system_direct_rendering(void *sdl_window) {
#if defined(SDL_VIDEO_DRIVER_X11)
    SDL_SysWMinfo info;
    if (!fluid_x11_window_info(sdl_window, &info)) return -1;
    const char *extensions[] = {"DRI3", "DRI2", "NV-GLX"};
    for (size_t i = 0; i < sizeof extensions / sizeof *extensions; i++) {
        int opcode, event, error;
        if (XQueryExtension(info.info.x11.display, extensions[i], &opcode, &event, &error)) return 1;
    }
    return 0;
#else
    (void)sdl_window;
    return -1;
#endif
}
