/* The rasteriser "we would write" instead of using cairo: exact-area anti-aliased scanline
 * filling into an 8-bit coverage mask, and a simple stroker (no dashes) that turns a stroke into
 * polygons for that filler. See own_raster.c for how, and what it leaves out. */
#ifndef RASTER_COMPARE_OWN_RASTER_H
#define RASTER_COMPARE_OWN_RASTER_H

#include <stdint.h>
#include "path.h"

enum { OR_NONZERO, OR_EVENODD };
enum { OR_JOIN_MITER, OR_JOIN_ROUND, OR_JOIN_BEVEL };
enum { OR_CAP_BUTT, OR_CAP_ROUND, OR_CAP_SQUARE };

typedef struct {
    double width, miter_limit;
    int join, cap;
} or_stroke_style;

typedef struct or_rasteriser or_rasteriser;

/* tolerance: the most a flattened curve may stray from the curve, in pixels. */
or_rasteriser *or_create(double tolerance);
void or_destroy(or_rasteriser *r);

/* Fills `p`, its points moved by (dx, dy), into `mask` (w × h, `stride` bytes a row), which the
 * caller has cleared: every pixel the path touches is written with its coverage (0…255). */
void or_fill(or_rasteriser *r, const path *p, double dx, double dy, int rule,
             uint8_t *mask, int w, int h, int stride);

/* Strokes `p` the same way: each segment a rectangle, each join a triangle, miter quad or fan,
 * each cap a rectangle or half disc, all filled together by the non-zero rule. */
void or_stroke(or_rasteriser *r, const path *p, double dx, double dy, const or_stroke_style *s,
               uint8_t *mask, int w, int h, int stride);

#endif
