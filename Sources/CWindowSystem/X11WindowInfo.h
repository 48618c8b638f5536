// The X11 side of an SDL window, for this target's own files (not part of its public header).
#ifndef FLUID_X11_WINDOW_INFO_H
#define FLUID_X11_WINDOW_INFO_H

#include <SDL2/SDL.h>
#include <SDL2/SDL_syswm.h>

#if defined(SDL_VIDEO_DRIVER_X11)
// 1 with `info` filled (its display and window) when `sdl_window`, an SDL_Window, is an X11 window.
static inline int fluid_x11_window_info(void *sdl_window, SDL_SysWMinfo *info) {
    if (sdl_window == NULL) return 0;
    SDL_VERSION(&info->version);
    return SDL_GetWindowWMInfo(sdl_window, info) && info->subsystem == SDL_SYSWM_X11;
}
#endif

#endif
