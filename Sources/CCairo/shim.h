#ifndef GLISS_CCAIRO_SHIM_H
#define GLISS_CCAIRO_SHIM_H
// cairo: anti-aliased fills (non-zero and even-odd), strokes with caps, joins and dashes,
// rasterised into coverage masks the renderer blends. Only GlissSDL imports this module.
#include <cairo/cairo.h>
#endif
