#ifndef FLUID_CSDL2_SHIM_H
#define FLUID_CSDL2_SHIM_H

#include <SDL2/SDL.h>
#include <SDL2/SDL_ttf.h>
#include <SDL2/SDL_image.h>

// Function-like macros are not imported into Swift; wrap the few Fluid needs.
static inline Uint32 fluid_windowpos_centered(void) { return SDL_WINDOWPOS_CENTERED; }
static inline int fluid_must_lock(SDL_Surface *surface) { return SDL_MUSTLOCK(surface); }

#endif
