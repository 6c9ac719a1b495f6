#ifndef GLISS_CSDL2_SHIM_H
#define GLISS_CSDL2_SHIM_H
#include <SDL2/SDL.h>
#include <SDL2/SDL_image.h>
#include <sys/prctl.h>
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
// The calling thread's name as the kernel knows it (`ps -L`, `top -H`, debuggers), set and
// read; 15 bytes at most. Foundation's `Thread.name` setter names the OS thread only when the
// thread's handle is already stored, which races with `start()`: CI saw a thread keep the
// process's name.
static inline int gliss_set_thread_name(const char *name) {
    return prctl(PR_SET_NAME, (unsigned long)name, 0, 0, 0);
}
static inline int gliss_thread_name(char buffer[16]) {
    return prctl(PR_GET_NAME, (unsigned long)buffer, 0, 0, 0);
}
// The X11 id of an SDL window (what the desktop portal's `parent_window` names), 0 when it is
// not an X11 window. SDL_syswm.h would bring Xlib's names (Window, Display, Font…) into every
// file that imports SDL, so its struct is restated here: version, subsystem (SDL_SYSWM_X11 is
// 2), then a union whose x11 member is { Display *display; Window window; } (64 bytes in all).
struct SDL_SysWMinfo;
extern SDL_bool SDL_GetWindowWMInfo(SDL_Window *window, struct SDL_SysWMinfo *info);
static inline unsigned long gliss_SDL_x11_window(SDL_Window *window) {
    struct { SDL_version version; int subsystem; union { struct { void *display; unsigned long window; } x11; Uint8 dummy[64]; } info; } i;
    SDL_VERSION(&i.version);
    if (!SDL_GetWindowWMInfo(window, (struct SDL_SysWMinfo *)&i) || i.subsystem != 2) return 0;
    return i.info.x11.window;
}
#endif
