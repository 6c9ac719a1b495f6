#ifndef GLISS_CX11_SHIM_H
#define GLISS_CX11_SHIM_H
// Xlib, for what SDL 2 does not do: reading an X selection of any size (the INCR transfer).
// Its own module so Xlib's names (Font, Window, Display…) stay out of files that do not ask.
#include <X11/Xlib.h>
#include <X11/Xatom.h>
#endif
