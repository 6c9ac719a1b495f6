#ifndef GLISS_CTEXT_SHIM_H
#define GLISS_CTEXT_SHIM_H
// The text libraries Gliss's text engine drives: HarfBuzz (shaping), FreeType (outlines,
// colour bitmaps), fontconfig (finding fonts and fallbacks), FriBidi (bidi algorithm) and
// libunibreak (UAX #14 line and UAX #29 word breaks). Only GlissSDL imports this module.
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H
#include FT_SYNTHESIS_H
#include FT_TRUETYPE_TABLES_H
#include <harfbuzz/hb.h>
#include <harfbuzz/hb-ot.h>
#include <fontconfig/fontconfig.h>
#include <fribidi/fribidi.h>
#include <linebreak.h>
#include <wordbreak.h>

// Swift cannot import these function-like macros; expose them as inline functions.
static inline FT_Int32 gliss_FT_LOAD_TARGET_LIGHT(void) { return FT_LOAD_TARGET_LIGHT; }
static inline int gliss_FT_HAS_COLOR(FT_Face face) { return FT_HAS_COLOR(face) ? 1 : 0; }
static inline int gliss_FT_IS_SCALABLE(FT_Face face) { return FT_IS_SCALABLE(face) ? 1 : 0; }
static inline hb_tag_t gliss_HB_TAG(char a, char b, char c, char d) { return HB_TAG(a, b, c, d); }
static inline FriBidiParType gliss_FRIBIDI_PAR_ON(void) { return FRIBIDI_PAR_ON; }
static inline FriBidiParType gliss_FRIBIDI_PAR_LTR(void) { return FRIBIDI_PAR_LTR; }
static inline FriBidiParType gliss_FRIBIDI_PAR_RTL(void) { return FRIBIDI_PAR_RTL; }
static inline int gliss_FRIBIDI_PAR_IS_RTL(FriBidiParType t) { return FRIBIDI_IS_RTL(t) ? 1 : 0; }
#endif
