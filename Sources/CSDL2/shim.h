#ifndef GLISS_CSDL2_SHIM_H
#define GLISS_CSDL2_SHIM_H
#include <SDL2/SDL.h>
#include <SDL2/SDL_image.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

// Swift cannot import these function-like macros; expose them as inline functions.
static inline int gliss_SDL_WINDOWPOS_CENTERED(void) { return (int)SDL_WINDOWPOS_CENTERED; }
static inline Uint32 gliss_SDL_BUTTON_LMASK(void) { return SDL_BUTTON_LMASK; }

// The calling thread's nice value, set and read (Linux schedules threads one by one; glibc's
// gettid needs _GNU_SOURCE, which Swift's Glibc module is not built with).
static inline int gliss_set_thread_nice(int nice) {
    return setpriority(PRIO_PROCESS, (id_t)syscall(SYS_gettid), nice);
}
static inline int gliss_thread_nice(void) {
    return getpriority(PRIO_PROCESS, (id_t)syscall(SYS_gettid));
}
#endif
