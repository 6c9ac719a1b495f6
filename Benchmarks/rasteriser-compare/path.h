/* A path as both rasterisers take it: moves, lines, quadratic and cubic Béziers and closes, in
 * pixels (y down). Shared by compare.c (which also hands it to cairo) and own_raster.c. */
#ifndef RASTER_COMPARE_PATH_H
#define RASTER_COMPARE_PATH_H

#include <stdlib.h>

enum path_op { PATH_MOVE, PATH_LINE, PATH_QUAD, PATH_CUBIC, PATH_CLOSE };

typedef struct {
    unsigned char *ops;
    double *pts;            /* x, y pairs: 1 for move/line, 2 for quad (control, end), 3 for cubic */
    int n_ops, n_pts, cap_ops, cap_pts;
} path;

static inline void path_push(path *p, int op, int npt, const double *xy) {
    if (p->n_ops == p->cap_ops) {
        p->cap_ops = p->cap_ops ? p->cap_ops * 2 : 64;
        p->ops = realloc(p->ops, (size_t)p->cap_ops);
    }
    if (p->n_pts + npt > p->cap_pts) {
        while (p->n_pts + npt > p->cap_pts) p->cap_pts = p->cap_pts ? p->cap_pts * 2 : 128;
        p->pts = realloc(p->pts, sizeof(double) * 2 * (size_t)p->cap_pts);
    }
    p->ops[p->n_ops++] = (unsigned char)op;
    for (int i = 0; i < 2 * npt; i++) p->pts[2 * p->n_pts + i] = xy[i];
    p->n_pts += npt;
}
static inline void path_move(path *p, double x, double y) { double a[] = {x, y}; path_push(p, PATH_MOVE, 1, a); }
static inline void path_line(path *p, double x, double y) { double a[] = {x, y}; path_push(p, PATH_LINE, 1, a); }
static inline void path_quad(path *p, double cx, double cy, double x, double y) {
    double a[] = {cx, cy, x, y}; path_push(p, PATH_QUAD, 2, a);
}
static inline void path_cubic(path *p, double c1x, double c1y, double c2x, double c2y, double x, double y) {
    double a[] = {c1x, c1y, c2x, c2y, x, y}; path_push(p, PATH_CUBIC, 3, a);
}
static inline void path_close(path *p) { path_push(p, PATH_CLOSE, 0, NULL); }
static inline void path_free(path *p) { free(p->ops); free(p->pts); *p = (path){0}; }

#endif
