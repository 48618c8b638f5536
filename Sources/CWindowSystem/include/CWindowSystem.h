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
} fluid_window_system_kind;

// For an SDL_SYSWMEVENT (`sdl_event` points to an SDL_Event) carrying an X11 pointer event: its
// kind, and in `*time` the time the X server gave it (milliseconds on the server's clock).
// FLUID_WINDOW_SYSTEM_OTHER for anything else, or where SDL was built without X11.
fluid_window_system_kind fluid_window_system_event(const void *sdl_event, uint32_t *time);

#endif
