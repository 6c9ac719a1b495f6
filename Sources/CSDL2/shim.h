#ifndef GLISS_CSDL2_SHIM_H
#define GLISS_CSDL2_SHIM_H
#include <SDL2/SDL.h>
#include <SDL2/SDL_image.h>

// Swift cannot import these function-like macros; expose them as inline functions.
static inline int gliss_SDL_WINDOWPOS_CENTERED(void) { return (int)SDL_WINDOWPOS_CENTERED; }
static inline Uint32 gliss_SDL_BUTTON_LMASK(void) { return SDL_BUTTON_LMASK; }
#endif
