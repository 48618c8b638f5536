#ifndef FLUID_CWINDOWSYSTEM_H
#define FLUID_CWINDOWSYSTEM_H

#include <stdint.h>

// What the window system's message inside an SDL_SYSWMEVENT says about the pointer event SDL
// makes of it next (`fluid_window_system_event`).
typedef enum {
    FLUID_WINDOW_SYSTEM_OTHER = 0,
    // X11 MotionNotify: SDL_MOUSEMOTION follows.
    FLUID_WINDOW_SYSTEM_MOTION = 1,
    // X11 ButtonPress or ButtonRelease of buttons 1-3: SDL_MOUSEBUTTONDOWN/UP follows.
    FLUID_WINDOW_SYSTEM_BUTTON = 2,
    // Another X11 event that carries the server's time (a key, a wheel button, a property or
    // selection change): no pointer event of Fluid's follows, but its time measures the clocks.
    FLUID_WINDOW_SYSTEM_TIMED = 3,
} fluid_window_system_kind;

// For an SDL_SYSWMEVENT (`sdl_event` points to an SDL_Event) carrying an X11 event with a server
// time: its kind, and in `*time` that time (milliseconds on the server's clock). MotionNotify and
// the pointer entering or leaving the window (EnterNotify, LeaveNotify, after which SDL sends a
// mouse motion) are motions. FLUID_WINDOW_SYSTEM_OTHER for anything else, or where SDL was built
// without X11.
fluid_window_system_kind fluid_window_system_event(const void *sdl_event, uint32_t *time);

// Asks the X server for its time now: a zero-length append to a property of the window
// (`sdl_window`, an SDL_Window) makes the server send a PropertyNotify stamped with its current
// time (ICCCM §2.1, "obtaining a timestamp"), which then arrives as FLUID_WINDOW_SYSTEM_TIMED.
// Returns 0 where the window is not an X11 window.
int fluid_window_system_request_time(void *sdl_window);

// Whether `sdl_event` (an SDL_Event) is an SDL_SYSWMEVENT carrying X11's DestroyNotify for the X
// window of `sdl_window` (an SDL_Window): another program destroyed it, or the window it had been
// placed in. 0 for anything else, or where SDL was built without X11.
int fluid_window_system_destroys(const void *sdl_event, void *sdl_window);

// The colour depth in bits of `sdl_window`'s X visual (8 on a palette display, 24 on most), or
// 0 where it is not an X11 window.
int fluid_window_system_depth(void *sdl_window);

// Whether the X server of `sdl_window` (an SDL_Window) offers direct rendering to a GPU (the
// DRI3, DRI2 or NV-GLX extension): 1 if it does, 0 if it offers none (Xvfb, Xvnc: OpenGL there
// is a CPU rasteriser), -1 where it is not an X11 window. Asks the server, without loading OpenGL.
int fluid_window_system_direct_rendering(void *sdl_window);

// Replaces Xlib's error handler, which prints six lines and exits, with one that keeps the first
// error's text (`fluid_window_system_x_error`) and lets the process go on to quit by itself; and
// Xlib's handler of a lost connection (the server quit, or `xkill` closed the connection), which
// prints its own line, with one that prints the program's one-line error and exits with status 1
// (Xlib does not let the process go on past a lost connection: the handler must not return).
// `last_words`, when not NULL, is called first, on the thread that found the connection lost.
void fluid_window_system_catch_x_errors(void (*last_words)(void));

// The first X error since `fluid_window_system_catch_x_errors`, as text ("BadDrawable (invalid
// Pixmap or Window parameter) (request 130.3)"), or NULL while there has been none.
const char *fluid_window_system_x_error(void);

#endif
