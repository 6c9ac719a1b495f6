/* Rasterises the same paths with cairo (as Gliss does: an A8 image surface over a buffer, a fill
 * or stroke, antialias default) and with own_raster.c: the time per path, the instructions
 * (under callgrind), and how far apart the two coverage masks are, from each other and from a
 * reference (cairo unantialiased at 16×16 the size, averaged down) and the exact areas.
 *
 *   compare [--font FILE] [--tolerance PX] [--runs N] [--ms PER_RUN] [--only NAME] [--antialias-good]
 *   compare --count N [...]   each path N times per rasteriser, collected and dumped through
 *                             callgrind's client requests (run.sh runs it under valgrind)
 */
#include <cairo.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#if __has_include(<valgrind/callgrind.h>)
#include <valgrind/callgrind.h>
#else
#define CALLGRIND_TOGGLE_COLLECT
#define CALLGRIND_DUMP_STATS_AT(s)
#endif

#include "own_raster.h"

typedef struct {
    path p;
    int rule;         /* OR_NONZERO / OR_EVENODD */
    int stroke;       /* stroked with `style` rather than filled */
    or_stroke_style style;
    /* the mask: the path's control-point bounds (plus the stroke), a pixel either side */
    int x0, y0, w, h, stride;
    uint8_t *cairo_mask, *own_mask, *ref_mask;
} shape;

typedef struct {
    const char *name;
    shape shapes[8];
    int n;
    double exact_area; /* px², the fills'; 0 for the stroke */
} test;

/* ---- exact areas -------------------------------------------------------------------------- */

/* ½∮(x dy − y dx) over one segment of degree ≤ 3: a polynomial of degree ≤ 5 in t, which
 * 3-point Gauss–Legendre integrates exactly. `c` holds the segment's control points. */
static double segment_area(const double *c, int degree) {
    static const double t[3] = {0.1127016653792583, 0.5, 0.8872983346207417}, w[3] = {5 / 18.0, 8 / 18.0, 5 / 18.0};
    double sum = 0;
    for (int k = 0; k < 3; k++) {
        double x = 0, y = 0, dx = 0, dy = 0, u = 1 - t[k];
        if (degree == 1) {
            x = u * c[0] + t[k] * c[2]; y = u * c[1] + t[k] * c[3];
            dx = c[2] - c[0]; dy = c[3] - c[1];
        } else if (degree == 2) {
            x = u * u * c[0] + 2 * u * t[k] * c[2] + t[k] * t[k] * c[4];
            y = u * u * c[1] + 2 * u * t[k] * c[3] + t[k] * t[k] * c[5];
            dx = 2 * (u * (c[2] - c[0]) + t[k] * (c[4] - c[2])); dy = 2 * (u * (c[3] - c[1]) + t[k] * (c[5] - c[3]));
        } else {
            double b0 = u * u * u, b1 = 3 * u * u * t[k], b2 = 3 * u * t[k] * t[k], b3 = t[k] * t[k] * t[k];
            x = b0 * c[0] + b1 * c[2] + b2 * c[4] + b3 * c[6]; y = b0 * c[1] + b1 * c[3] + b2 * c[5] + b3 * c[7];
            dx = 3 * (u * u * (c[2] - c[0]) + 2 * u * t[k] * (c[4] - c[2]) + t[k] * t[k] * (c[6] - c[4]));
            dy = 3 * (u * u * (c[3] - c[1]) + 2 * u * t[k] * (c[5] - c[3]) + t[k] * t[k] * (c[7] - c[5]));
        }
        sum += w[k] * (x * dy - y * dx);
    }
    return sum / 2;
}

/* The area a path encloses, its sub-paths closed and signed by their direction: exact for a
 * path whose sub-paths do not cross one another or themselves (holes wound the other way). */
static double path_area(const path *p) {
    double area = 0, lx = 0, ly = 0, sx = 0, sy = 0, c[8];
    const double *q = p->pts;
    for (int i = 0; i < p->n_ops; i++) {
        int op = p->ops[i], deg = op == PATH_QUAD ? 2 : op == PATH_CUBIC ? 3 : 1;
        if (op == PATH_MOVE || op == PATH_CLOSE) { /* close the sub-path with a line */
            c[0] = lx; c[1] = ly; c[2] = sx; c[3] = sy;
            area += segment_area(c, 1);
            if (op == PATH_MOVE) { lx = sx = q[0]; ly = sy = q[1]; q += 2; } else { lx = sx; ly = sy; }
            continue;
        }
        c[0] = lx; c[1] = ly;
        for (int k = 0; k < deg; k++) { c[2 + 2 * k] = q[2 * k]; c[3 + 2 * k] = q[2 * k + 1]; }
        lx = q[2 * deg - 2]; ly = q[2 * deg - 1]; q += 2 * deg;
        area += segment_area(c, deg);
    }
    c[0] = lx; c[1] = ly; c[2] = sx; c[3] = sy;
    return fabs(area + segment_area(c, 1));
}

/* ---- the paths --------------------------------------------------------------------------- */

#define KAPPA 0.5522847498307936 /* a quarter circle's cubic: control points at r·KAPPA */

static void add_circle(path *p, double cx, double cy, double r) {
    double k = r * KAPPA;
    path_move(p, cx + r, cy);
    path_cubic(p, cx + r, cy + k, cx + k, cy + r, cx, cy + r);
    path_cubic(p, cx - k, cy + r, cx - r, cy + k, cx - r, cy);
    path_cubic(p, cx - r, cy - k, cx - k, cy - r, cx, cy - r);
    path_cubic(p, cx + k, cy - r, cx + r, cy - k, cx + r, cy);
    path_close(p);
}

/* An arc from angle a0 to a1 (< 90° each piece), as cubics from the current point. */
static void add_arc(path *p, double cx, double cy, double r, double a0, double a1) {
    int n = (int)ceil(fabs(a1 - a0) / (M_PI / 2) - 1e-9);
    if (n < 1) n = 1;
    double step = (a1 - a0) / n, k = 4.0 / 3.0 * tan(step / 4);
    for (int i = 0; i < n; i++) {
        double s = a0 + i * step, e = s + step;
        double x0 = cx + r * cos(s), y0 = cy + r * sin(s), x3 = cx + r * cos(e), y3 = cy + r * sin(e);
        path_cubic(p, x0 - k * r * sin(s), y0 + k * r * cos(s), x3 + k * r * sin(e), y3 - k * r * cos(e), x3, y3);
    }
}

static void add_rounded_rect(path *p, double x, double y, double w, double h, double r) {
    path_move(p, x + r, y);
    path_line(p, x + w - r, y);
    add_arc(p, x + w - r, y + r, r, -M_PI / 2, 0);
    path_line(p, x + w, y + h - r);
    add_arc(p, x + w - r, y + h - r, r, 0, M_PI / 2);
    path_line(p, x + r, y + h);
    add_arc(p, x + r, y + h - r, r, M_PI / 2, M_PI);
    path_line(p, x, y + r);
    add_arc(p, x + r, y + r, r, M_PI, 3 * M_PI / 2);
    path_close(p);
}

/* A five-point star drawn as one self-crossing line (a pentagram): even-odd leaves the middle
 * pentagon empty, non-zero fills it. */
static void add_star(path *p, double cx, double cy, double r) {
    for (int i = 0; i < 5; i++) {
        double a = -M_PI / 2 + i * 4 * M_PI / 5;
        if (i == 0) path_move(p, cx + r * cos(a), cy + r * sin(a));
        else path_line(p, cx + r * cos(a), cy + r * sin(a));
    }
    path_close(p);
}

/* 1,001 points of a chart line over 800 × 100 px: a wave and deterministic noise. */
static double spark_y(int i) {
    unsigned s = 2166136261u ^ (unsigned)i;
    s *= 16777619u; s ^= s >> 13; s *= 16777619u;
    return 60 + 35 * sin(i * 0.021) + 12 * ((double)(s & 0xFFFF) / 0xFFFF - 0.5);
}
static void add_sparkline(path *p, int area) {
    for (int i = 0; i <= 1000; i++) {
        double x = 10 + i * 0.8, y = spark_y(i);
        if (i == 0) path_move(p, x, y); else path_line(p, x, y);
    }
    if (area) { path_line(p, 810, 110); path_line(p, 10, 110); path_close(p); }
}

/* A line of text from a TrueType font: its glyphs' outlines, quadratic curves as in the font. */
typedef struct { path *p; double ox, oy; } ft_ctx;
static int ft_move(const FT_Vector *to, void *u) {
    ft_ctx *c = u;
    if (c->p->n_ops) path_close(c->p);
    path_move(c->p, c->ox + to->x / 64.0, c->oy - to->y / 64.0);
    return 0;
}
static int ft_line(const FT_Vector *to, void *u) {
    ft_ctx *c = u; path_line(c->p, c->ox + to->x / 64.0, c->oy - to->y / 64.0); return 0;
}
static int ft_conic(const FT_Vector *k, const FT_Vector *to, void *u) {
    ft_ctx *c = u;
    path_quad(c->p, c->ox + k->x / 64.0, c->oy - k->y / 64.0, c->ox + to->x / 64.0, c->oy - to->y / 64.0);
    return 0;
}
static int ft_cubic(const FT_Vector *k1, const FT_Vector *k2, const FT_Vector *to, void *u) {
    ft_ctx *c = u;
    path_cubic(c->p, c->ox + k1->x / 64.0, c->oy - k1->y / 64.0, c->ox + k2->x / 64.0, c->oy - k2->y / 64.0,
               c->ox + to->x / 64.0, c->oy - to->y / 64.0);
    return 0;
}
static int add_text(path *p, const char *font, const char *text, double px, int *quads) {
    FT_Library lib;
    FT_Face face;
    if (FT_Init_FreeType(&lib) || FT_New_Face(lib, font, 0, &face)) return 0;
    FT_Set_Pixel_Sizes(face, 0, (FT_UInt)px);
    FT_Outline_Funcs f = {ft_move, ft_line, ft_conic, ft_cubic, 0, 0};
    double pen = 4;
    for (const char *s = text; *s; s++) {
        if (FT_Load_Char(face, (FT_ULong)(unsigned char)*s, FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)) continue;
        ft_ctx c = {p, pen, px};
        int before = p->n_ops;
        FT_Outline_Decompose(&face->glyph->outline, &f, &c);
        if (p->n_ops > before) path_close(p);
        pen += face->glyph->advance.x / 64.0;
    }
    FT_Done_Face(face);
    FT_Done_FreeType(lib);
    *quads = 0;
    for (int i = 0; i < p->n_ops; i++) *quads += p->ops[i] == PATH_QUAD;
    return 1;
}

/* ---- the two rasterisers ----------------------------------------------------------------- */

static cairo_antialias_t cairo_aa = CAIRO_ANTIALIAS_DEFAULT;

/* As PathMask.rasterise does: a surface and context per path, the points already in the mask's
 * pixels, the fill rule, a fill or a stroke, over `buf` (cleared by the caller: cairo_image_surface_create
 * would calloc it, as ours needs it cleared). */
static void cairo_draw(const shape *s, uint8_t *buf, int w, int h, int stride, double scale, cairo_antialias_t aa) {
    cairo_surface_t *surface = cairo_image_surface_create_for_data(buf, CAIRO_FORMAT_A8, w, h, stride);
    cairo_t *cr = cairo_create(surface);
    if (scale != 1) cairo_scale(cr, scale, scale);
    cairo_set_antialias(cr, aa);
    cairo_set_fill_rule(cr, s->rule == OR_EVENODD ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING);
    const double dx = -s->x0, dy = -s->y0, *q = s->p.pts;
    double lx = 0, ly = 0, sx = 0, sy = 0;
    for (int i = 0; i < s->p.n_ops; i++) {
        switch (s->p.ops[i]) {
        case PATH_MOVE: lx = sx = q[0] + dx; ly = sy = q[1] + dy; cairo_move_to(cr, lx, ly); q += 2; break;
        case PATH_LINE: lx = q[0] + dx; ly = q[1] + dy; cairo_line_to(cr, lx, ly); q += 2; break;
        case PATH_QUAD: { /* cairo has no quadratic: the cubic with the same curve, as Gliss does */
            double cx = q[0] + dx, cy = q[1] + dy, x = q[2] + dx, y = q[3] + dy;
            cairo_curve_to(cr, lx + 2.0 / 3 * (cx - lx), ly + 2.0 / 3 * (cy - ly),
                           x + 2.0 / 3 * (cx - x), y + 2.0 / 3 * (cy - y), x, y);
            lx = x; ly = y; q += 4;
            break;
        }
        case PATH_CUBIC:
            cairo_curve_to(cr, q[0] + dx, q[1] + dy, q[2] + dx, q[3] + dy, q[4] + dx, q[5] + dy);
            lx = q[4] + dx; ly = q[5] + dy; q += 6;
            break;
        case PATH_CLOSE: cairo_close_path(cr); lx = sx; ly = sy; break;
        }
    }
    if (s->stroke) {
        cairo_set_line_width(cr, s->style.width);
        cairo_set_line_join(cr, s->style.join == OR_JOIN_ROUND ? CAIRO_LINE_JOIN_ROUND
                                : s->style.join == OR_JOIN_BEVEL ? CAIRO_LINE_JOIN_BEVEL : CAIRO_LINE_JOIN_MITER);
        cairo_set_line_cap(cr, s->style.cap == OR_CAP_ROUND ? CAIRO_LINE_CAP_ROUND
                               : s->style.cap == OR_CAP_SQUARE ? CAIRO_LINE_CAP_SQUARE : CAIRO_LINE_CAP_BUTT);
        cairo_set_miter_limit(cr, s->style.miter_limit);
        cairo_stroke(cr);
    } else {
        cairo_fill(cr);
    }
    cairo_destroy(cr);
    cairo_surface_destroy(surface);
}

static void cairo_raster(const shape *s, uint8_t *buf) { cairo_draw(s, buf, s->w, s->h, s->stride, 1, cairo_aa); }

/* The reference both are held to: cairo without anti-aliasing (a pixel is in or out by its
 * centre, the fill rule applied to each) at `n`×`n` the size, averaged back down: n² samples a
 * pixel, no conflation, curves flattened to 0.1 px at that size. */
static void reference(const shape *s, uint8_t *out, int n) {
    int w = s->w * n, h = s->h * n, stride = cairo_format_stride_for_width(CAIRO_FORMAT_A8, w);
    uint8_t *big = calloc((size_t)stride * (size_t)h, 1);
    cairo_draw(s, big, w, h, stride, n, CAIRO_ANTIALIAS_NONE);
    uint32_t *sum = calloc((size_t)s->w, sizeof(uint32_t));
    for (int y = 0; y < s->h; y++) {
        memset(sum, 0, sizeof(uint32_t) * (size_t)s->w);
        for (int j = 0; j < n; j++) {
            const uint8_t *row = big + (size_t)(y * n + j) * (size_t)stride;
            for (int x = 0; x < w; x++) sum[x / n] += row[x] ? 1 : 0;
        }
        for (int x = 0; x < s->w; x++) out[y * s->stride + x] = (uint8_t)((sum[x] * 255 + (unsigned)(n * n / 2)) / (unsigned)(n * n));
    }
    free(sum);
    free(big);
}

static or_rasteriser *own;

static void own_raster(const shape *s, uint8_t *buf) {
    if (s->stroke) or_stroke(own, &s->p, -s->x0, -s->y0, &s->style, buf, s->w, s->h, s->stride);
    else or_fill(own, &s->p, -s->x0, -s->y0, s->rule, buf, s->w, s->h, s->stride);
}

/* A test's masks cleared, then drawn: what is timed. Instructions are counted for the drawing
 * only (callgrind counts each byte of a `rep stosb` memset as an instruction: clearing the
 * rounded rect's 2 MB mask would be 2 M of them, the same for both). */
static void clear_cairo(const test *t) {
    for (int i = 0; i < t->n; i++) memset(t->shapes[i].cairo_mask, 0, (size_t)t->shapes[i].stride * (size_t)t->shapes[i].h);
}
static void clear_own(const test *t) {
    for (int i = 0; i < t->n; i++) memset(t->shapes[i].own_mask, 0, (size_t)t->shapes[i].stride * (size_t)t->shapes[i].h);
}
static void draw_cairo(const test *t) { for (int i = 0; i < t->n; i++) cairo_raster(&t->shapes[i], t->shapes[i].cairo_mask); }
static void draw_own(const test *t) { for (int i = 0; i < t->n; i++) own_raster(&t->shapes[i], t->shapes[i].own_mask); }
static void run_cairo(const test *t) { clear_cairo(t); draw_cairo(t); }
static void run_own(const test *t) { clear_own(t); draw_own(t); }

/* ---- setting the tests up -------------------------------------------------------------- */

static void finish_shape(shape *s) {
    double x0 = 1e300, y0 = 1e300, x1 = -1e300, y1 = -1e300;
    for (int i = 0; i < s->p.n_pts; i++) {
        double x = s->p.pts[2 * i], y = s->p.pts[2 * i + 1];
        if (x < x0) x0 = x;
        if (x > x1) x1 = x;
        if (y < y0) y0 = y;
        if (y > y1) y1 = y;
    }
    /* A stroke reaches half its width out, a miter further. */
    double out = s->stroke ? s->style.width / 2 * (s->style.join == OR_JOIN_MITER ? s->style.miter_limit : 1) : 0;
    s->x0 = (int)floor(x0 - out - 1); s->y0 = (int)floor(y0 - out - 1);
    s->w = (int)ceil(x1 + out + 1) - s->x0; s->h = (int)ceil(y1 + out + 1) - s->y0;
    s->stride = cairo_format_stride_for_width(CAIRO_FORMAT_A8, s->w);
    s->cairo_mask = calloc((size_t)s->stride * (size_t)s->h, 1);
    s->own_mask = calloc((size_t)s->stride * (size_t)s->h, 1);
    s->ref_mask = calloc((size_t)s->stride * (size_t)s->h, 1);
}

static int make_tests(test *t, const char *font) {
    int n = 0;
    t[n] = (test){"circle r=100", .n = 1};
    add_circle(&t[n].shapes[0].p, 150.3, 150.6, 100); n++;
    t[n] = (test){"icon circle r=8", .n = 1};
    add_circle(&t[n].shapes[0].p, 20.3, 20.6, 8); n++;
    /* The pentagram: its ten-point outline (inner vertices at R·cos 72° / cos 36°) and the
     * pentagon in the middle, which even-odd leaves out. */
    double ri = 100 * cos(2 * M_PI / 5) / cos(M_PI / 5);
    double star = 10 * 0.5 * 100 * ri * sin(M_PI / 5), pentagon = 2.5 * ri * ri * sin(2 * M_PI / 5);
    t[n] = (test){"star even-odd", .n = 1, .exact_area = star - pentagon};
    add_star(&t[n].shapes[0].p, 150.3, 150.6, 100); t[n].shapes[0].rule = OR_EVENODD; n++;
    t[n] = (test){"star non-zero", .n = 1, .exact_area = star};
    add_star(&t[n].shapes[0].p, 150.3, 150.6, 100); n++;
    t[n] = (test){"sparkline fill, 1000 segments", .n = 1};
    add_sparkline(&t[n].shapes[0].p, 1); n++;
    t[n] = (test){"sparkline stroke 2 px, round joins", .n = 1};
    add_sparkline(&t[n].shapes[0].p, 0);
    t[n].shapes[0].stroke = 1;
    t[n].shapes[0].style = (or_stroke_style){2, 10, OR_JOIN_ROUND, OR_CAP_ROUND};
    n++;
    t[n] = (test){"ring: circle r=100 stroked 4 px", .n = 1};
    add_circle(&t[n].shapes[0].p, 150.3, 150.6, 100);
    t[n].shapes[0].stroke = 1;
    t[n].shapes[0].style = (or_stroke_style){4, 10, OR_JOIN_MITER, OR_CAP_BUTT};
    n++;
    t[n] = (test){"text line, 40 px glyphs", .n = 1};
    int quads = 0;
    if (font && add_text(&t[n].shapes[0].p, font, "Sphinx of black quartz, judge my vow", 40, &quads)) {
        static char name[64];
        snprintf(name, sizeof name, "text 40 px, %d quads", quads);
        t[n].name = name;
        n++;
    } else {
        fprintf(stderr, "compare: no font (--font FILE): the text line is left out\n");
    }
    t[n] = (test){"rounded rect 1920x1080 r=24", .n = 1, };
    add_rounded_rect(&t[n].shapes[0].p, 0.25, 0.25, 1920, 1080, 24); n++;
    t[n] = (test){"pie of 8 wedges r=150 (8 fills)", .n = 8};
    for (int i = 0; i < 8; i++) {
        path *p = &t[n].shapes[i].p;
        double a0 = i * M_PI / 4 - M_PI / 2, a1 = a0 + M_PI / 4;
        path_move(p, 200.25, 200.75);
        path_line(p, 200.25 + 150 * cos(a0), 200.75 + 150 * sin(a0));
        add_arc(p, 200.25, 200.75, 150, a0, a1);
        path_close(p);
    }
    n++;
    for (int i = 0; i < n; i++) {
        int curved_fill = !t[i].shapes[0].stroke && !strstr(t[i].name, "star");
        if (curved_fill) t[i].exact_area = 0;
        for (int k = 0; k < t[i].n; k++) {
            finish_shape(&t[i].shapes[k]);
            /* Bézier circles and arcs bulge out of the true circle by up to 0.027 % of r: the
             * exact area is the path's own, not πr². */
            if (curved_fill) t[i].exact_area += path_area(&t[i].shapes[k].p);
        }
    }
    return n;
}

/* ---- measuring ------------------------------------------------------------------------- */

static double now_ns(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e9 + ts.tv_nsec;
}

static double time_iters(void (*fn)(const test *), const test *t, long iters) {
    double start = now_ns();
    for (long i = 0; i < iters; i++) fn(t);
    return (now_ns() - start) / (double)iters;
}

static int cmp_double(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

/* Iterations for a run of about `ms` milliseconds, from a first timing. */
static long iterations(void (*fn)(const test *), const test *t, double ms) {
    double one = time_iters(fn, t, 1);
    one = time_iters(fn, t, 1) < one ? time_iters(fn, t, 1) : one;
    long n = (long)(ms * 1e6 / (one > 1 ? one : 1));
    return n < 1 ? 1 : n > 1000000 ? 1000000 : n;
}

/* How far apart two masks are: the largest difference, the mean over the pixels any of the
 * three masks covers (1/255 units), how many differ by more than 8 (the goldens' tolerance). */
typedef struct { int max, over8; double mean; } gap;
typedef struct { double area[3]; gap cairo_own, cairo_ref, own_ref; } diff;

static void add_gap(gap *g, int a, int b) {
    int e = abs(a - b);
    if (e > g->max) g->max = e;
    if (e > 8) g->over8++;
    g->mean += e;
}

static diff compare_masks(const test *t) {
    diff d = {0};
    long pixels = 0;
    for (int k = 0; k < t->n; k++) {
        const shape *s = &t->shapes[k];
        for (int y = 0; y < s->h; y++)
            for (int x = 0; x < s->w; x++) {
                int i = y * s->stride + x, c = s->cairo_mask[i], o = s->own_mask[i], r = s->ref_mask[i];
                d.area[0] += c / 255.0; d.area[1] += o / 255.0; d.area[2] += r / 255.0;
                if (!(c || o || r)) continue;
                pixels++;
                add_gap(&d.cairo_own, c, o); add_gap(&d.cairo_ref, c, r); add_gap(&d.own_ref, o, r);
            }
    }
    if (pixels) { d.cairo_own.mean /= pixels; d.cairo_ref.mean /= pixels; d.own_ref.mean /= pixels; }
    return d;
}

int main(int argc, char **argv) {
    const char *font = NULL, *only = NULL;
    /* 0.025 px: the coarsest of 0.1, 0.05, 0.025 at which our masks are as close to the
     * reference as cairo's (at its 0.1) on every curved fill; cairo's subdivision lands well
     * inside its tolerance, ours (Wang's bound) near it. */
    double tol = 0.025, ms = 20;
    int runs = 7, count = 0;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--font") && i + 1 < argc) font = argv[++i];
        else if (!strcmp(argv[i], "--tolerance") && i + 1 < argc) tol = atof(argv[++i]);
        else if (!strcmp(argv[i], "--runs") && i + 1 < argc) runs = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--ms") && i + 1 < argc) ms = atof(argv[++i]);
        else if (!strcmp(argv[i], "--count") && i + 1 < argc) count = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--only") && i + 1 < argc) only = argv[++i];
        else if (!strcmp(argv[i], "--antialias-good")) cairo_aa = CAIRO_ANTIALIAS_GOOD;
        else { fprintf(stderr, "usage: %s [--font FILE] [--tolerance PX] [--runs N] [--ms MS] [--count N] [--only NAME] [--antialias-good]\n", argv[0]); return 2; }
    }
    if (runs < 1 || runs > 101) runs = 7;
    own = or_create(tol);
    static test tests[16];
    int n = make_tests(tests, font);

    if (count > 0) {
        /* Instructions: each rasteriser once to warm up (cairo's first context, pixman's
         * choice of code), then `count` times, collected around the drawing only (run under
         * valgrind --tool=callgrind --collect-atstart=no). */
        for (int i = 0; i < n; i++) {
            const test *t = &tests[i];
            if (only && !strstr(t->name, only)) continue;
            char label[160];
            run_cairo(t); run_own(t);
            for (int k = 0; k < count; k++) {
                clear_cairo(t);
                CALLGRIND_TOGGLE_COLLECT;
                draw_cairo(t);
                CALLGRIND_TOGGLE_COLLECT;
            }
            snprintf(label, sizeof label, "cairo|%s", t->name);
            CALLGRIND_DUMP_STATS_AT(label);
            for (int k = 0; k < count; k++) {
                clear_own(t);
                CALLGRIND_TOGGLE_COLLECT;
                draw_own(t);
                CALLGRIND_TOGGLE_COLLECT;
            }
            snprintf(label, sizeof label, "own|%s", t->name);
            CALLGRIND_DUMP_STATS_AT(label);
        }
        or_destroy(own);
        return 0;
    }

    printf("cairo %s, antialias %s; own rasteriser: flattening tolerance %.3g px (cairo's: 0.1)\n",
           cairo_version_string(), cairo_aa == CAIRO_ANTIALIAS_GOOD ? "good" : "default", tol);
    printf("time: median of %d runs of ~%.0f ms each, cairo and ours alternating\n\n", runs, ms);
    printf("| path | mask px | cairo ns | own ns | cairo / own |\n|---|---|---|---|---|\n");
    static diff diffs[16];
    int aa_differs = 0;
    for (int i = 0; i < n; i++) {
        const test *t = &tests[i];
        if (only && !strstr(t->name, only)) continue;
        run_cairo(t); run_own(t);
        long px = 0;
        for (int k = 0; k < t->n; k++) {
            const shape *s = &t->shapes[k];
            px += (long)s->w * s->h;
            /* Gliss asks for CAIRO_ANTIALIAS_GOOD: the same masks as DEFAULT? */
            cairo_draw(s, s->ref_mask, s->w, s->h, s->stride, 1,
                       cairo_aa == CAIRO_ANTIALIAS_GOOD ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_GOOD);
            if (memcmp(s->ref_mask, s->cairo_mask, (size_t)s->stride * (size_t)s->h)) aa_differs++;
            reference(s, s->ref_mask, (long)s->w * s->h * 256 <= 40000000 ? 16 : 4);
        }
        diffs[i] = compare_masks(t);
        long ic = iterations(run_cairo, t, ms), io = iterations(run_own, t, ms);
        double tc[101], to[101];
        for (int r = 0; r < runs; r++) {
            tc[r] = time_iters(run_cairo, t, ic);
            to[r] = time_iters(run_own, t, io);
        }
        qsort(tc, (size_t)runs, sizeof(double), cmp_double);
        qsort(to, (size_t)runs, sizeof(double), cmp_double);
        printf("| %s | %ld | %.0f | %.0f | %.2f |\n", t->name, px, tc[runs / 2], to[runs / 2], tc[runs / 2] / to[runs / 2]);
        fflush(stdout);
    }
    printf("\ncairo's masks with antialias %s instead: %s\n", cairo_aa == CAIRO_ANTIALIAS_GOOD ? "default" : "good",
           aa_differs ? "some differ" : "the same, byte for byte");
    printf("\nmasks: covered area (coverage summed, px²); differences in 1/255: max / mean over the pixels any\n"
           "mask covers / pixels differing by more than 8. Reference: cairo unantialiased at 16×16 the\n"
           "size (4×4 for masks over 156,000 px) averaged down.\n\n");
    printf("| path | area cairo | area own | area reference | exact | cairo–own | cairo–reference | own–reference |\n");
    printf("|---|---|---|---|---|---|---|---|\n");
    for (int i = 0; i < n; i++) {
        const test *t = &tests[i];
        if (only && !strstr(t->name, only)) continue;
        const diff *d = &diffs[i];
        char exact[32] = "–";
        if (t->exact_area > 0) snprintf(exact, sizeof exact, "%.1f", t->exact_area);
        printf("| %s | %.1f | %.1f | %.1f | %s | %d / %.2f / %d | %d / %.2f / %d | %d / %.2f / %d |\n", t->name,
               d->area[0], d->area[1], d->area[2], exact,
               d->cairo_own.max, d->cairo_own.mean, d->cairo_own.over8, d->cairo_ref.max, d->cairo_ref.mean,
               d->cairo_ref.over8, d->own_ref.max, d->own_ref.mean, d->own_ref.over8);
    }
    or_destroy(own);
    return 0;
}
