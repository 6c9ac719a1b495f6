/* The rasteriser we would write: written for this comparison, no code copied.
 *
 * Filling. Curves are flattened to lines (Wang's bound: the fewest even steps in t that keep
 * the polyline within `tolerance` of the curve). Each line becomes an edge, bucketed by its top
 * row. Rows are swept top to bottom with the edges that cross them; each edge's piece in the
 * row is cut at pixel-column boundaries, and each piece adds its signed height to an
 * accumulator: d·(1 − f) to its own cell and d·f to the next, f being where the piece sits
 * across the cell (its mean x). A running sum along the row then gives every pixel's exact
 * covered area times the winding (the signed-area accumulation of font rasterisers: FreeType's
 * "gray" rasteriser, stb_truetype v2, font-rs). Coverage is |sum| capped at 1 (non-zero) or
 * folded into a triangle wave of period 2 (even-odd). Only the cells an edge touched are
 * visited: a bitmap of touched cells per row (and one of its non-zero words), and the runs
 * between them (inside or outside the shape) are filled with memset.
 *
 * The limit of signed-area accumulation: a pixel's winding is averaged before the rule is
 * applied, so where two parts of a non-zero path overlap inside one pixel (two sub-paths'
 * edges, a stroke's segment rectangles at a join) the pixel is too dark ("conflation"). It is
 * exact for pixels crossed by one boundary; cairo's scan converter samples 15 rows a pixel and
 * applies the rule per row, so it has no conflation, but area only to 1/15 of a pixel
 * vertically.
 *
 * Stroking. Each flattened segment becomes a rectangle, each join a triangle (bevel), a quad to
 * the miter point (miter, falling back to bevel past the limit) or a fan (round), each end cap
 * a rectangle (square) or half disc (round), all oriented the same way and filled non-zero.
 * Overlaps of those pieces conflate as above (measured in compare.c). Not done: dashes
 * (splitting the flattened polyline by length), offsetting curves without flattening first,
 * hairlines, transforms of the pen (a stroke under a non-uniform scale is an ellipse pen),
 * and stroke extents for the mask's bounds. */
#include "own_raster.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    float x, dxdy, y0, y1, dir; /* x at y0; y0 < y1; dir ±1 */
} edge;

struct or_rasteriser {
    double tol;
    /* the path flattened: points, and where each sub-path starts and whether it is closed */
    double *px, *py;
    int np, cap_p;
    int *sub_start;
    unsigned char *sub_closed;
    int nsub, cap_sub;
    /* edges in mask coordinates, and the sweep's scratch */
    edge *edges;
    int ne, cap_e;
    int *order, *active, *row_start;
    int cap_order, cap_rows;
    float *acc;         /* a row's cells, kept zero between rows */
    uint64_t *touched;  /* which cells of the row an edge touched */
    uint64_t *summary;  /* which words of `touched` are not zero */
    int cap_w;
    int W, H; /* the mask being drawn */
};

#define GROW(ptr, cap, need, init)                                          \
    do {                                                                    \
        if ((need) > (cap)) {                                               \
            int c_ = (cap) ? (cap) : (init);                                \
            while (c_ < (need)) c_ *= 2;                                    \
            (ptr) = realloc((ptr), sizeof(*(ptr)) * (size_t)c_);            \
            (cap) = c_;                                                     \
        }                                                                   \
    } while (0)

or_rasteriser *or_create(double tolerance) {
    or_rasteriser *r = calloc(1, sizeof *r);
    r->tol = tolerance > 0 ? tolerance : 0.1;
    return r;
}

void or_destroy(or_rasteriser *r) {
    if (!r) return;
    free(r->px); free(r->py); free(r->sub_start); free(r->sub_closed);
    free(r->edges); free(r->order); free(r->active); free(r->row_start);
    free(r->acc); free(r->touched); free(r->summary);
    free(r);
}

/* ---- flattening ------------------------------------------------------------------------ */

static void add_point(or_rasteriser *r, double x, double y) {
    if (r->np == r->cap_p) {
        r->cap_p = r->cap_p ? 2 * r->cap_p : 256;
        r->px = realloc(r->px, sizeof(double) * (size_t)r->cap_p);
        r->py = realloc(r->py, sizeof(double) * (size_t)r->cap_p);
    }
    r->px[r->np] = x; r->py[r->np] = y; r->np++;
}

static void begin_sub(or_rasteriser *r, double x, double y) {
    /* A sub-path of one point (a move followed by a move) is dropped. */
    if (r->nsub > 0 && r->np - r->sub_start[r->nsub - 1] == 1) { r->np--; r->nsub--; }
    if (r->nsub == r->cap_sub) {
        r->cap_sub = r->cap_sub ? 2 * r->cap_sub : 16;
        r->sub_start = realloc(r->sub_start, sizeof(int) * (size_t)r->cap_sub);
        r->sub_closed = realloc(r->sub_closed, (size_t)r->cap_sub);
    }
    r->sub_start[r->nsub] = r->np;
    r->sub_closed[r->nsub] = 0;
    r->nsub++;
    add_point(r, x, y);
}

/* Even steps in t for a curve of degree n with control points' second differences at most m:
 * ceil(sqrt(n(n−1)/8 · m / tol)) (Wang). */
static int steps_for(double m, double degree_factor, double tol) {
    double n = ceil(sqrt(degree_factor * m / tol));
    return n < 1 ? 1 : n > 1000 ? 1000 : (int)n;
}

static void flatten(or_rasteriser *r, const path *p, double dx, double dy) {
    r->np = 0; r->nsub = 0;
    const double *q = p->pts;
    double cx = 0, cy = 0, sx = 0, sy = 0;
    int open = 0; /* a sub-path is being added to */
    for (int i = 0; i < p->n_ops; i++) {
        int op = p->ops[i];
        if (op == PATH_MOVE) {
            cx = sx = q[0] + dx; cy = sy = q[1] + dy; q += 2;
            begin_sub(r, cx, cy); open = 1;
            continue;
        }
        if (op == PATH_CLOSE) {
            if (open) { r->sub_closed[r->nsub - 1] = 1; open = 0; }
            cx = sx; cy = sy;
            continue;
        }
        if (!open) { begin_sub(r, cx, cy); sx = cx; sy = cy; open = 1; }
        if (op == PATH_LINE) {
            cx = q[0] + dx; cy = q[1] + dy; q += 2;
            add_point(r, cx, cy);
        } else if (op == PATH_QUAD) {
            double x1 = q[0] + dx, y1 = q[1] + dy, x2 = q[2] + dx, y2 = q[3] + dy; q += 4;
            double m = hypot(cx - 2 * x1 + x2, cy - 2 * y1 + y2);
            int n = steps_for(m, 0.25, r->tol);
            for (int k = 1; k < n; k++) {
                double t = (double)k / n, u = 1 - t;
                add_point(r, u * u * cx + 2 * u * t * x1 + t * t * x2, u * u * cy + 2 * u * t * y1 + t * t * y2);
            }
            add_point(r, x2, y2);
            cx = x2; cy = y2;
        } else { /* PATH_CUBIC */
            double x1 = q[0] + dx, y1 = q[1] + dy, x2 = q[2] + dx, y2 = q[3] + dy;
            double x3 = q[4] + dx, y3 = q[5] + dy; q += 6;
            double m1 = hypot(cx - 2 * x1 + x2, cy - 2 * y1 + y2), m2 = hypot(x1 - 2 * x2 + x3, y1 - 2 * y2 + y3);
            int n = steps_for(m1 > m2 ? m1 : m2, 0.75, r->tol);
            for (int k = 1; k < n; k++) {
                double t = (double)k / n, u = 1 - t;
                double a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t;
                add_point(r, a * cx + b * x1 + c * x2 + d * x3, a * cy + b * y1 + c * y2 + d * y3);
            }
            add_point(r, x3, y3);
            cx = x3; cy = y3;
        }
    }
    if (r->nsub > 0 && r->np - r->sub_start[r->nsub - 1] == 1) { r->np--; r->nsub--; }
}

/* ---- edges and the sweep --------------------------------------------------------------- */

static void add_edge(or_rasteriser *r, double x0, double y0, double x1, double y1) {
    if (y0 == y1) return;
    float dir = 1;
    if (y0 > y1) { double t = x0; x0 = x1; x1 = t; t = y0; y0 = y1; y1 = t; dir = -1; }
    if (y1 <= 0 || y0 >= r->H) return;
    double dxdy = (x1 - x0) / (y1 - y0);
    if (y0 < 0) { x0 += -y0 * dxdy; y0 = 0; }
    if (y1 > r->H) y1 = r->H;
    GROW(r->edges, r->cap_e, r->ne + 1, 256);
    r->edges[r->ne++] = (edge){(float)x0, (float)dxdy, (float)y0, (float)y1, dir};
}

static inline void set_bits(uint64_t *t, int lo, int hi) { /* bits lo…hi */
    int wl = lo >> 6, wh = hi >> 6;
    uint64_t ml = ~0ull << (lo & 63), mh = ~0ull >> (63 - (hi & 63));
    if (wl == wh) { t[wl] |= ml & mh; return; }
    t[wl] |= ml;
    for (int w = wl + 1; w < wh; w++) t[w] = ~0ull;
    t[wh] |= mh;
}

/* Cells lo…hi touched: their bits, and their words' bits in the summary. */
static inline void mark(or_rasteriser *r, int lo, int hi) {
    set_bits(r->touched, lo, hi);
    set_bits(r->summary, lo >> 6, hi >> 6);
}

/* A straight piece of an edge within one row, from x = xa to xb, of signed height d. */
static void accumulate(or_rasteriser *r, float xa, float xb, float d) {
    float *acc = r->acc;
    const float W = (float)r->W;
    if (xa > xb) { float t = xa; xa = xb; xb = t; }
    if (xb <= 0) { acc[0] += d; mark(r, 0, 0); return; }
    if (xa < 0) { /* left of the mask: its height carries into column 0 */
        float dl = d * -xa / (xb - xa);
        acc[0] += dl; d -= dl; xa = 0;
        mark(r, 0, 0);
    }
    if (xa >= W) return;
    if (xb > W) { d *= (W - xa) / (xb - xa); xb = W; }
    int i0 = (int)xa, i1 = (int)ceilf(xb) - 1;
    if (i1 <= i0) {
        float f = 0.5f * (xa + xb) - (float)i0;
        acc[i0] += d * (1 - f); acc[i0 + 1] += d * f;
        mark(r, i0, i0 + 1);
        return;
    }
    float per = d / (xb - xa); /* height per unit of x */
    float x1 = (float)(i0 + 1), dd = per * (x1 - xa), f = 0.5f * (xa + x1) - (float)i0;
    acc[i0] += dd * (1 - f); acc[i0 + 1] += dd * f;
    float half = 0.5f * per;
    for (int i = i0 + 1; i < i1; i++) { acc[i] += half; acc[i + 1] += half; }
    dd = per * (xb - (float)i1); f = 0.5f * (xb - (float)i1);
    acc[i1] += dd * (1 - f); acc[i1 + 1] += dd * f;
    mark(r, i0, i1 + 1);
}

static inline uint8_t coverage(float s, int rule) {
    float a = fabsf(s);
    if (rule == OR_EVENODD) {
        a -= 2.0f * floorf(a * 0.5f);
        if (a > 1) a = 2 - a;
    } else if (a >= 1) {
        return 255;
    }
    return (uint8_t)(a * 255.0f + 0.5f);
}

/* The running sum along a row: the touched cells in order (found through the summary), the
 * runs between them constant (inside the shape: memset). Leaves the row's cells zero. */
static void write_row(or_rasteriser *r, uint8_t *out, int rule) {
    const int W = r->W, summary_words = (W + 2 + 4095) / 4096;
    float s = 0;
    int prev = -1; /* the last cell summed */
    for (int sw = 0; sw < summary_words; sw++) {
        for (uint64_t words = r->summary[sw]; words; words &= words - 1) {
            int w = (sw << 6) + __builtin_ctzll(words);
            for (uint64_t bits = r->touched[w]; bits; bits &= bits - 1) {
                int x = (w << 6) + __builtin_ctzll(bits);
                if (x > prev + 1 && prev < W - 1) {
                    uint8_t c = coverage(s, rule);
                    if (c) memset(out + prev + 1, c, (size_t)((x < W ? x : W) - (prev + 1)));
                }
                s += r->acc[x];
                r->acc[x] = 0;
                if (x < W) out[x] = coverage(s, rule);
                prev = x;
            }
            r->touched[w] = 0;
        }
        r->summary[sw] = 0;
    }
    if (prev < W - 1) {
        uint8_t c = coverage(s, rule);
        if (c) memset(out + prev + 1, c, (size_t)(W - 1 - prev));
    }
}

static void sweep(or_rasteriser *r, int rule, uint8_t *mask, int stride) {
    const int W = r->W, H = r->H;
    if (W + 2 > r->cap_w) { /* both stay zero between rows and calls: the sweep clears what it visits */
        free(r->acc); free(r->touched); free(r->summary);
        r->cap_w = W + 2 > 2 * r->cap_w ? W + 2 : 2 * r->cap_w;
        r->acc = calloc((size_t)r->cap_w, sizeof(float));
        r->touched = calloc((size_t)(r->cap_w + 63) / 64, sizeof(uint64_t));
        r->summary = calloc((size_t)(r->cap_w + 4095) / 4096, sizeof(uint64_t));
    }
    /* Bucket the edges by their top row (a counting sort). */
    GROW(r->row_start, r->cap_rows, H + 2, 256);
    memset(r->row_start, 0, sizeof(int) * (size_t)(H + 2));
    for (int i = 0; i < r->ne; i++) r->row_start[(int)r->edges[i].y0 + 1]++;
    for (int y = 0; y <= H; y++) r->row_start[y + 1] += r->row_start[y];
    int old_cap = r->cap_order;
    GROW(r->order, r->cap_order, r->ne + 1, 256);
    if (r->cap_order != old_cap) r->active = realloc(r->active, sizeof(int) * (size_t)r->cap_order);
    for (int i = 0; i < r->ne; i++) r->order[r->row_start[(int)r->edges[i].y0]++] = i;
    for (int y = H; y > 0; y--) r->row_start[y] = r->row_start[y - 1]; /* back to starts */
    r->row_start[0] = 0;

    int nactive = 0, next = 0;
    for (int y = 0; y < H; y++) {
        while (next < r->row_start[y + 1]) r->active[nactive++] = r->order[next++];
        if (nactive == 0) continue;
        const float top = (float)y, bottom = (float)(y + 1);
        int kept = 0;
        for (int k = 0; k < nactive; k++) {
            const edge *e = &r->edges[r->active[k]];
            float ya = e->y0 > top ? e->y0 : top, yb = e->y1 < bottom ? e->y1 : bottom;
            if (yb > ya) {
                float xa = e->x + (ya - e->y0) * e->dxdy, xb = e->x + (yb - e->y0) * e->dxdy;
                accumulate(r, xa, xb, (yb - ya) * e->dir);
            }
            if (e->y1 > bottom) r->active[kept++] = r->active[k];
        }
        nactive = kept;
        write_row(r, mask + (size_t)y * (size_t)stride, rule);
    }
}

static void begin(or_rasteriser *r, int w, int h) { r->W = w; r->H = h; r->ne = 0; }

void or_fill(or_rasteriser *r, const path *p, double dx, double dy, int rule,
             uint8_t *mask, int w, int h, int stride) {
    begin(r, w, h);
    flatten(r, p, dx, dy);
    for (int s = 0; s < r->nsub; s++) {
        int a = r->sub_start[s], b = s + 1 < r->nsub ? r->sub_start[s + 1] : r->np;
        for (int i = a; i < b; i++) {
            int j = i + 1 < b ? i + 1 : a; /* a fill closes every sub-path */
            add_edge(r, r->px[i], r->py[i], r->px[j], r->py[j]);
        }
    }
    sweep(r, rule, mask, stride);
}

/* ---- the stroker --------------------------------------------------------------------- */

/* A closed polygon added counter-clockwise in the mask's coordinates (y down), whatever order
 * its points come in, so every piece of a stroke winds the same way. */
static void add_polygon(or_rasteriser *r, const double *xy, int n) {
    double area = 0;
    for (int i = 0; i < n; i++) {
        int j = (i + 1) % n;
        area += xy[2 * i] * xy[2 * j + 1] - xy[2 * j] * xy[2 * i + 1];
    }
    for (int i = 0; i < n; i++) {
        int j = (i + 1) % n;
        if (area >= 0) add_edge(r, xy[2 * i], xy[2 * i + 1], xy[2 * j], xy[2 * j + 1]);
        else add_edge(r, xy[2 * j], xy[2 * j + 1], xy[2 * i], xy[2 * i + 1]);
    }
}

/* An arc around (cx, cy) of radius hw from angle a0 through sweep (signed), as a fan polygon
 * with the centre. */
static void add_fan(or_rasteriser *r, double cx, double cy, double hw, double a0, double sweep) {
    double step = 2 * acos(1 - (r->tol < hw ? r->tol : hw) / hw);
    int n = (int)ceil(fabs(sweep) / step);
    if (n < 1) n = 1;
    if (n > 256) n = 256;
    double xy[2 * 260];
    xy[0] = cx; xy[1] = cy;
    for (int k = 0; k <= n; k++) {
        double a = a0 + sweep * k / n;
        xy[2 + 2 * k] = cx + hw * cos(a); xy[3 + 2 * k] = cy + hw * sin(a);
    }
    add_polygon(r, xy, n + 2);
}

static void join(or_rasteriser *r, const or_stroke_style *st, double hw, double x, double y,
                 double ux1, double uy1, double ux2, double uy2) {
    double cross = ux1 * uy2 - uy1 * ux2, dot = ux1 * ux2 + uy1 * uy2;
    if (fabs(cross) < 1e-9 && dot > 0) return; /* straight on */
    double s = cross > 0 ? -1 : 1;         /* the outer side, along the normal (−uy, ux) */
    double ax = x - s * uy1 * hw, ay = y + s * ux1 * hw, bx = x - s * uy2 * hw, by = y + s * ux2 * hw;
    if (st->join == OR_JOIN_ROUND) {
        double a0 = atan2(ay - y, ax - x), a1 = atan2(by - y, bx - x), sw = a1 - a0;
        while (sw > M_PI) sw -= 2 * M_PI;
        while (sw < -M_PI) sw += 2 * M_PI;
        add_fan(r, x, y, hw, a0, sw);
        return;
    }
    if (st->join == OR_JOIN_MITER && 2 <= st->miter_limit * st->miter_limit * (1 + dot) && 1 + dot > 1e-12) {
        /* The miter point: along the bisector of the two normals, hw / cos(half the turn). */
        double nx = -s * (uy1 + uy2), ny = s * (ux1 + ux2), k = hw / (1 + dot);
        double quad[] = {x, y, ax, ay, x + nx * k, y + ny * k, bx, by};
        add_polygon(r, quad, 4);
        return;
    }
    double tri[] = {x, y, ax, ay, bx, by};
    add_polygon(r, tri, 3);
}

static void cap(or_rasteriser *r, const or_stroke_style *st, double hw, double x, double y, double ux, double uy) {
    /* (ux, uy): the direction out of the line at this end */
    if (st->cap == OR_CAP_ROUND) {
        add_fan(r, x, y, hw, atan2(ux, -uy), -M_PI); /* from the normal (−uy, ux) round the end to −normal */
        return;
    }
    if (st->cap == OR_CAP_SQUARE) {
        double nx = -uy * hw, ny = ux * hw, ex = ux * hw, ey = uy * hw;
        double q[] = {x + nx, y + ny, x + nx + ex, y + ny + ey, x - nx + ex, y - ny + ey, x - nx, y - ny};
        add_polygon(r, q, 4);
    }
}

void or_stroke(or_rasteriser *r, const path *p, double dx, double dy, const or_stroke_style *st,
               uint8_t *mask, int w, int h, int stride) {
    begin(r, w, h);
    flatten(r, p, dx, dy);
    const double hw = st->width / 2;
    for (int s = 0; s < r->nsub; s++) {
        int a = r->sub_start[s], b = s + 1 < r->nsub ? r->sub_start[s + 1] : r->np;
        /* Drop repeated points: a segment of no length has no direction. */
        int n = a + 1;
        for (int i = a + 1; i < b; i++)
            if (r->px[i] != r->px[n - 1] || r->py[i] != r->py[n - 1]) { r->px[n] = r->px[i]; r->py[n] = r->py[i]; n++; }
        int closed = r->sub_closed[s];
        if (closed && n - a > 1 && r->px[n - 1] == r->px[a] && r->py[n - 1] == r->py[a]) n--;
        int count = n - a;
        if (count < 2) {
            if (st->cap == OR_CAP_ROUND) add_fan(r, r->px[a], r->py[a], hw, 0, 2 * M_PI);
            continue;
        }
        int segs = closed ? count : count - 1;
        double fux = 0, fuy = 0, pux = 0, puy = 0;
        for (int k = 0; k < segs; k++) {
            int i = a + k, j = a + (k + 1) % count;
            double x0 = r->px[i], y0 = r->py[i], x1 = r->px[j], y1 = r->py[j];
            double len = hypot(x1 - x0, y1 - y0), ux = (x1 - x0) / len, uy = (y1 - y0) / len;
            double nx = -uy * hw, ny = ux * hw;
            double rect[] = {x0 + nx, y0 + ny, x1 + nx, y1 + ny, x1 - nx, y1 - ny, x0 - nx, y0 - ny};
            add_polygon(r, rect, 4);
            if (k == 0) { fux = ux; fuy = uy; }
            else join(r, st, hw, x0, y0, pux, puy, ux, uy);
            pux = ux; puy = uy;
        }
        if (closed) {
            join(r, st, hw, r->px[a], r->py[a], pux, puy, fux, fuy);
        } else {
            cap(r, st, hw, r->px[a], r->py[a], -fux, -fuy);
            cap(r, st, hw, r->px[n - 1], r->py[n - 1], pux, puy);
        }
    }
    sweep(r, OR_NONZERO, mask, stride);
}
