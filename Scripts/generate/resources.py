#!/usr/bin/env python3
"""Generate Gliss's bundled sample images.

    python3 Scripts/generate/resources.py [OUTPUT_ROOT]

OUTPUT_ROOT defaults to the repository's Resources folder.
Any further arguments restrict the run to the named images (e.g. `photo-03`,
`paris`), which is handy while tweaking one scene.
Writes:
    OUTPUT_ROOT/Photos/photo-01.jpg ... photo-24.jpg   240x240, JPEG q85
    OUTPUT_ROOT/Trips/<city>.jpg                        600x900, JPEG q82

Everything is rendered procedurally with numpy (supersampled vector shapes,
value noise, reflections, grain) and encoded with ImageMagick's `convert`.
Every scene uses a fixed seed, so the output is deterministic and re-running
the script just rewrites the same files. The images are released under CC0
by the Gliss project (see Resources/CREDITS.md).
"""

import math
import os
import shutil
import subprocess
import sys
import zlib

import numpy as np

F = np.float32


# ----------------------------------------------------------------------------
# Colour and maths helpers
# ----------------------------------------------------------------------------

def col(c):
    """'#rrggbb' (or an RGB sequence in 0..1) -> float32 array."""
    if isinstance(c, str):
        s = c.lstrip('#')
        return np.array([int(s[i:i + 2], 16) / 255.0 for i in (0, 2, 4)], F)
    return np.asarray(c, F)


def mix(a, b, t):
    a, b = col(a) if isinstance(a, str) else a, col(b) if isinstance(b, str) else b
    return a + (b - a) * t


def smoothstep(e0, e1, x):
    t = np.clip((x - e0) / (e1 - e0), 0.0, 1.0)
    return t * t * (3.0 - 2.0 * t)


def interp_stops(t, stops):
    """Multi-stop colour ramp: stops = [(pos, colour), ...], t any shape."""
    t = np.asarray(t, F)
    pos = np.array([s[0] for s in stops], F)
    cols = np.stack([col(s[1]) for s in stops])
    out = np.empty(t.shape + (3,), F)
    for k in range(3):
        out[..., k] = np.interp(t, pos, cols[:, k])
    return out


def vgrad(stops, y0, y1):
    """Colour callable: vertical ramp between y0 and y1."""
    def f(X, Y):
        return interp_stops(np.clip((Y - y0) / (y1 - y0), 0, 1), stops)
    return f


def seed_of(name):
    return zlib.crc32(name.encode('utf-8'))


def noise1d(rng, x, freq):
    n = int(math.ceil(freq * (float(np.max(x)) + 1.0))) + 3
    vals = rng.random(n).astype(F)
    p = (x + 1.0) * freq
    i = np.floor(p).astype(np.int64)
    t = p - i
    t = t * t * (3 - 2 * t)
    i = np.clip(i, 0, n - 2)
    return vals[i] * (1 - t) + vals[i + 1] * t


def fbm1d(rng, x, freq, octaves=5, gain=0.5):
    """Fractal value noise in about [-1, 1]."""
    total = np.zeros_like(x, dtype=F)
    amp, norm = 1.0, 0.0
    for _ in range(octaves):
        total += amp * (noise1d(rng, x, freq) * 2 - 1)
        norm += amp
        amp *= gain
        freq *= 2.0
    return total / norm


def ridged1d(rng, x, freq, octaves=5, gain=0.5):
    """Ridged noise in [0, 1]: sharp peaks, for mountains."""
    total = np.zeros_like(x, dtype=F)
    amp, norm = 1.0, 0.0
    for _ in range(octaves):
        n = 1.0 - np.abs(noise1d(rng, x, freq) * 2 - 1)
        total += amp * n * n
        norm += amp
        amp *= gain
        freq *= 2.0
    return total / norm


def noise2d(rng, h, w, cx, cy):
    g = rng.random((int(cy) + 3, int(cx) + 3)).astype(F)
    u = np.arange(w, dtype=F) / w * cx
    v = np.arange(h, dtype=F) / h * cy
    iu = np.floor(u).astype(np.int64)
    iv = np.floor(v).astype(np.int64)
    tu = u - iu
    tv = v - iv
    tu = tu * tu * (3 - 2 * tu)
    tv = (tv * tv * (3 - 2 * tv))[:, None]
    a = g[iv][:, iu]
    b = g[iv][:, iu + 1]
    c = g[iv + 1][:, iu]
    d = g[iv + 1][:, iu + 1]
    return (a * (1 - tu) + b * tu) * (1 - tv) + (c * (1 - tu) + d * tu) * tv


def fbm2d(rng, h, w, cx, cy, octaves=5, gain=0.5):
    total = np.zeros((h, w), F)
    amp, norm = 1.0, 0.0
    for _ in range(octaves):
        total += amp * noise2d(rng, h, w, cx, cy)
        norm += amp
        amp *= gain
        cx *= 2
        cy *= 2
    return total / norm


def _box1d(a, r, axis):
    if r < 1:
        return a
    pad = [(0, 0)] * a.ndim
    pad[axis] = (r + 1, r)
    p = np.pad(a, pad, mode='edge')
    c = np.cumsum(p, axis=axis, dtype=np.float64)
    n = a.shape[axis]
    hi = np.take(c, np.arange(2 * r + 1, 2 * r + 1 + n), axis=axis)
    lo = np.take(c, np.arange(0, n), axis=axis)
    return ((hi - lo) / (2 * r + 1)).astype(F)


def blur(a, r, passes=3):
    r = int(round(r))
    for _ in range(passes):
        a = _box1d(_box1d(a, r, 0), r, 1)
    return a


# ----------------------------------------------------------------------------
# Canvas: supersampled float image. Units: x in [0, 1] across the width,
# y in [0, h/w] down the height (so circles are round).
# ----------------------------------------------------------------------------

class Canvas:
    def __init__(self, w, h, ss):
        self.w, self.h, self.ss = w, h, ss
        self.W, self.H = w * ss, h * ss
        self.A = h / w
        self.px = 1.0 / self.W
        self.xs = ((np.arange(self.W) + 0.5) / self.W).astype(F)
        self.ys = ((np.arange(self.H) + 0.5) / self.W).astype(F)
        self.img = np.zeros((self.H, self.W, 3), F)

    # -- plumbing --------------------------------------------------------
    def region(self, x0, y0, x1, y1):
        c0 = max(0, int(math.floor(x0 * self.W)) - 2)
        c1 = min(self.W, int(math.ceil(x1 * self.W)) + 2)
        r0 = max(0, int(math.floor(y0 * self.W)) - 2)
        r1 = min(self.H, int(math.ceil(y1 * self.W)) + 2)
        if c0 >= c1 or r0 >= r1:
            return None
        return (slice(r0, r1), slice(c0, c1),
                self.xs[c0:c1][None, :], self.ys[r0:r1][:, None])

    def paint(self, rs, cs, X, Y, mask, color, alpha=1.0):
        reg = self.img[rs, cs]
        if callable(color):
            c = color(X, Y)
        elif isinstance(color, np.ndarray) and color.ndim == 3:
            c = color[rs, cs]
        else:
            c = col(color)
        m = np.broadcast_to(np.asarray(mask, F) * alpha, reg.shape[:2])[..., None]
        self.img[rs, cs] = reg + (c - reg) * m

    def snapshot(self):
        return self.img.copy()

    # -- fills -----------------------------------------------------------
    def fill(self, color):
        R = self.region(0, 0, 1, self.A)
        self.paint(*R, 1.0, color)

    def sky(self, stops, y0=0.0, y1=None):
        y1 = self.A if y1 is None else y1
        t = np.clip((self.ys - y0) / (y1 - y0), 0, 1)
        self.img[:] = interp_stops(t, stops)[:, None, :]

    def rect(self, x0, y0, x1, y1, color, alpha=1.0):
        R = self.region(x0, y0, x1, y1)
        if R is None:
            return
        rs, cs, X, Y = R
        p = self.px
        m = (np.clip((X - x0) / p + 0.5, 0, 1) * np.clip((x1 - X) / p + 0.5, 0, 1) *
             np.clip((Y - y0) / p + 0.5, 0, 1) * np.clip((y1 - Y) / p + 0.5, 0, 1))
        self.paint(rs, cs, X, Y, m, color, alpha)

    def circle(self, cx, cy, r, color, alpha=1.0):
        R = self.region(cx - r, cy - r, cx + r, cy + r)
        if R is None:
            return
        rs, cs, X, Y = R
        d = np.sqrt((X - cx) ** 2 + (Y - cy) ** 2)
        self.paint(rs, cs, X, Y, np.clip((r - d) / self.px + 0.5, 0, 1), color, alpha)

    def ellipse(self, cx, cy, rx, ry, color, alpha=1.0, angle=0.0, soft=0.0):
        rr = max(rx, ry)
        R = self.region(cx - rr, cy - rr, cx + rr, cy + rr)
        if R is None:
            return
        rs, cs, X, Y = R
        ca, sa = math.cos(angle), math.sin(angle)
        dx, dy = X - cx, Y - cy
        u = dx * ca + dy * sa
        v = -dx * sa + dy * ca
        q = np.sqrt((u / rx) ** 2 + (v / ry) ** 2)
        edge = (1 - q) * min(rx, ry)
        if soft > 0:
            m = smoothstep(0, soft, edge)
        else:
            m = np.clip(edge / self.px + 0.5, 0, 1)
        self.paint(rs, cs, X, Y, m, color, alpha)

    def ring(self, cx, cy, r, width, color, alpha=1.0, a0=None, a1=None):
        R = self.region(cx - r - width, cy - r - width, cx + r + width, cy + r + width)
        if R is None:
            return
        rs, cs, X, Y = R
        d = np.sqrt((X - cx) ** 2 + (Y - cy) ** 2)
        m = np.clip((width / 2 - np.abs(d - r)) / self.px + 0.5, 0, 1)
        if a0 is not None:
            ang = np.arctan2(Y - cy, X - cx)
            m = m * ((ang >= a0) & (ang <= a1))
        self.paint(rs, cs, X, Y, m, color, alpha)

    def poly(self, pts, color, alpha=1.0):
        P = np.asarray(pts, np.float64)
        R = self.region(P[:, 0].min(), P[:, 1].min(), P[:, 0].max(), P[:, 1].max())
        if R is None:
            return
        rs, cs, X, Y = R
        inside = np.zeros((Y.shape[0], X.shape[1]), bool)
        xa, ya = P[:, 0], P[:, 1]
        xb, yb = np.roll(xa, 1), np.roll(ya, 1)
        for x1, y1, x2, y2 in zip(xa, ya, xb, yb):
            if y1 == y2:
                continue
            cond = (y1 > Y) != (y2 > Y)
            xint = x1 + (Y - y1) * (x2 - x1) / (y2 - y1)
            inside ^= cond & (X < xint)
        self.paint(rs, cs, X, Y, inside, color, alpha)

    def line(self, x0, y0, x1, y1, width, color, alpha=1.0):
        hw = width / 2
        R = self.region(min(x0, x1) - hw, min(y0, y1) - hw, max(x0, x1) + hw, max(y0, y1) + hw)
        if R is None:
            return
        rs, cs, X, Y = R
        dx, dy = x1 - x0, y1 - y0
        L2 = dx * dx + dy * dy + 1e-12
        t = np.clip(((X - x0) * dx + (Y - y0) * dy) / L2, 0, 1)
        d = np.sqrt((X - x0 - t * dx) ** 2 + (Y - y0 - t * dy) ** 2)
        self.paint(rs, cs, X, Y, np.clip((hw - d) / self.px + 0.5, 0, 1), color, alpha)

    def glow(self, cx, cy, r, color, strength=1.0, reach=3.0):
        R = self.region(cx - r * reach, cy - r * reach, cx + r * reach, cy + r * reach)
        if R is None:
            return
        rs, cs, X, Y = R
        d2 = ((X - cx) ** 2 + (Y - cy) ** 2) / (r * r)
        m = (np.exp(-d2) * strength)[..., None]
        reg = self.img[rs, cs]
        self.img[rs, cs] = 1 - (1 - reg) * (1 - col(color) * m)

    def ridge(self, top, color, alpha=1.0, bottom=None, shade=0.0, light=1.0,
              snow=None, mist=None):
        """Fill everything below the curve `top` (array over xs, or callable).

        shade: slope shading strength (light=+1 lit from the left, -1 right).
        snow: (snowline_array, colour) - paint snow above the snowline.
        mist: (colour, y0, y1) - fade towards colour between y0 and y1.
        """
        if callable(top):
            top = top(self.xs)
        top = np.asarray(top, F)
        ymin = float(top.min())
        ymax = self.A if bottom is None else float(np.max(bottom))
        R = self.region(0, ymin, 1, ymax)
        if R is None:
            return
        rs, cs, X, Y = R
        T = top[None, :]
        m = np.clip((Y - T) / self.px + 0.5, 0, 1)
        if bottom is not None:
            m = m * np.clip((np.asarray(bottom, F)[None, :] - Y) / self.px + 0.5, 0, 1)

        rock = None
        if shade:
            rr = np.random.default_rng(int(ymin * 1e6) % 99991)
            n = fbm2d(rr, Y.shape[0], self.W, 14, 6, 4)
            rock = (n - 0.5) * 0.35 * shade

        def colour(X_, Y_):
            c = color(X_, Y_) if callable(color) else col(color)
            c = np.broadcast_to(c, (Y_.shape[0], X_.shape[1], 3)).astype(F)
            if shade:
                # slope of a smoothed profile: big faces lit or in shadow
                r = max(1, int(0.012 * self.W))
                sm = _box1d(_box1d(top[None, :], r, 1), r, 1)[0]
                slope = np.gradient(sm, self.xs)
                f = np.tanh(-slope * light * 1.2)
                fall = np.exp(-np.maximum(Y_ - T, 0) / 0.2)
                tex = rock[:, :] if rock is not None else 0
                c = c * (1 + shade * (f[None, :] * fall) + tex)[..., None]
            if snow is not None:
                line, scol = snow
                s = smoothstep(0.004, -0.004, Y_ - np.asarray(line, F)[None, :])
                sc = col(scol)
                if shade:
                    sc = sc * (1 + 0.8 * shade * (f[None, :] * fall))[..., None]
                c = c + (sc - c) * s[..., None]
            if mist is not None:
                mc, y0, y1 = mist
                t = smoothstep(y0, y1, Y_)[..., None]
                c = c + (col(mc) - c) * t
            return c

        self.paint(rs, cs, X, Y, m, colour, alpha)

    # -- water -----------------------------------------------------------
    def reflect(self, yw, water, strength=0.35, ripple=0.003, rng=None,
                darken=0.85, y_end=None, streaks=0.08):
        """Mirror what is above the line y = yw into the water below it."""
        rng = rng or np.random.default_rng(1)
        r0 = int(round(yw * self.W))
        r1 = self.H if y_end is None else min(self.H, int(round(y_end * self.W)))
        rows = np.arange(r0, r1)
        if len(rows) == 0:
            return
        src = np.clip(2 * r0 - 1 - rows, 0, self.H - 1)
        depth = (self.ys[rows] - yw)
        phase = rng.uniform(0, 6.28)
        wob = (np.sin(rows * 0.9 / self.ss + phase) * 0.6 +
               np.sin(rows * 0.23 / self.ss + 2 * phase) * 0.4)
        shift = np.round(wob * ripple * self.W * (0.3 + depth * 12)).astype(np.int64)
        cols = np.clip(np.arange(self.W)[None, :] + shift[:, None], 0, self.W - 1)
        refl = self.img[src[:, None], cols] * darken
        wc = water(self.xs[None, :], self.ys[rows][:, None]) if callable(water) else col(water)
        t = (strength + (1 - strength) * smoothstep(0, 0.6, depth) * 0.5)[:, None, None]
        out = refl + (wc - refl) * t
        if streaks:
            n = noise2d(rng, len(rows), self.W, 6, max(4, len(rows) // (3 * self.ss)))
            out = out * (1 + streaks * (n[..., None] - 0.5) * 2)
        self.img[r0:r1] = out

    def glitter(self, rng, x, y0, y1, width, color, amount=0.6):
        """Sparkling path of a low sun/moon on water below y0."""
        r0, r1 = int(y0 * self.W), min(self.H, int(y1 * self.W))
        h = r1 - r0
        if h <= 0:
            return
        n = noise2d(rng, h, self.W, 40, max(8, h // (2 * self.ss)))
        depth = (self.ys[r0:r1] - y0)[:, None]
        wdt = width * (0.3 + depth * 4)
        g = np.exp(-((self.xs[None, :] - x) / wdt) ** 2)
        m = smoothstep(0.55, 0.8, n) * g * amount
        reg = self.img[r0:r1]
        self.img[r0:r1] = 1 - (1 - reg) * (1 - col(color) * m[..., None])

    # -- output ------------------------------------------------------------
    def finish(self, rng, vignette=0.28, grain=0.018, contrast=1.06, saturation=1.05):
        s = self.ss
        img = self.img.reshape(self.h, s, self.w, s, 3).mean(axis=(1, 3))
        img = np.clip(img, 0, 1)
        # gentle S-curve and saturation
        img = 0.5 + (img - 0.5) * contrast
        lum = (img * np.array([0.299, 0.587, 0.114], F)).sum(-1, keepdims=True)
        img = lum + (img - lum) * saturation
        yy = (np.arange(self.h, dtype=F) + 0.5) / self.h * 2 - 1
        xx = (np.arange(self.w, dtype=F) + 0.5) / self.w * 2 - 1
        r2 = xx[None, :] ** 2 + yy[:, None] ** 2
        img = img * (1 - vignette * smoothstep(0.35, 2.0, r2))[..., None]
        img = img + rng.normal(0, grain, (self.h, self.w, 1)).astype(F)
        return np.clip(np.round(img * 255), 0, 255).astype(np.uint8)


def save_jpeg(arr, path, quality):
    h, w, _ = arr.shape
    tmp = path + '.tmp'
    data = ('P6\n%d %d\n255\n' % (w, h)).encode('ascii') + arr.tobytes()
    subprocess.run([CONVERT, 'ppm:-', '-strip', '-sampling-factor', '2x2',
                    '-interlace', 'none', '-quality', str(quality), 'jpg:' + tmp],
                   input=data, check=True)
    os.replace(tmp, path)


CONVERT = shutil.which('convert') or 'convert'


# ----------------------------------------------------------------------------
# Scene building blocks
# ----------------------------------------------------------------------------

def mountains(c, rng, base, amp, freq, octaves=6, ridged=True, phase=None):
    x = c.xs + (rng.uniform(0, 50) if phase is None else phase)
    h = ridged1d(rng, x, freq, octaves) if ridged else (fbm1d(rng, x, freq, octaves) + 1) / 2
    h = (h - h.min()) / (h.max() - h.min() + 1e-6)
    return base - amp * h


def peak_range(c, rng, peaks, lit, dark, light=1, snow=None, mist=None, rough=0.012,
               snow_depth=0.06):
    """Illustrated mountains: peaks = [(x, summit_y, left_slope, right_slope)], drawn
    back to front.  Each peak has a lit and a shadowed face split by a jagged
    ridge line running down from the summit; optional snow caps and mist."""
    lit, dark = col(lit), col(dark)
    for (px, py, sl, sr) in peaks:
        dx = c.xs - px
        top = py + np.where(dx < 0, -dx * sl, dx * sr)
        top = top + rough * fbm1d(rng, c.xs + rng.uniform(0, 9), 7, 5) * np.minimum(np.abs(dx) * 10, 1)
        skew = rng.uniform(-0.25, 0.25)
        off = rng.uniform(0, 9)
        sd = snow_depth * rng.uniform(0.7, 1.3)

        def colour(X, Y, px=px, py=py, skew=skew, off=off, sd=sd):
            d = np.maximum(Y - py, 0)
            rx = px + d * skew + 0.03 * fbm1d(rng, d + off, 14, 3) * np.minimum(d * 12, 1)
            lm = np.clip(((rx - X) * light) / c.px + 0.5, 0, 1)[..., None]
            grad = smoothstep(py, py + 0.5, Y)[..., None]
            cc = (dark + (lit - dark) * lm) * (1 - 0.25 * grad)
            if snow is not None:
                sl_, sd_ = col(snow[0]), col(snow[1])
                line = py + sd * (1 + 0.5 * fbm1d(rng, X + off, 25, 3))
                sm = np.clip((line - Y) / c.px + 0.5, 0, 1)[..., None]
                sc = sd_ + (sl_ - sd_) * lm
                cc = cc + (sc - cc) * sm
            if mist is not None:
                mc, y0, y1 = mist
                cc = cc + (col(mc) - cc) * smoothstep(y0, y1, Y)[..., None]
            return cc
        c.ridge(top, colour)


def hills(c, rng, base, amp, freq, octaves=3):
    x = c.xs + rng.uniform(0, 50)
    return base - amp * (fbm1d(rng, x, freq, octaves) + 1) / 2


def tree_spikes(c, rng, ground, count, hmin, hmax, width_ratio=0.28, x0=0.0, x1=1.0,
                round_=False):
    """Add pine-tree spikes on top of a ground profile (returns new profile)."""
    xs = c.xs
    xi = rng.uniform(x0, x1, count)
    hi = rng.uniform(hmin, hmax, count)
    spikes = np.zeros_like(xs)
    for a, hh in zip(xi, hi):
        hw = hh * width_ratio
        lo, hi_ = np.searchsorted(xs, a - hw), np.searchsorted(xs, a + hw)
        if hi_ <= lo:
            continue
        d = np.abs(xs[lo:hi_] - a) / hw
        if round_:
            prof = hh * np.sqrt(np.clip(1 - d * d, 0, 1))
        else:
            prof = hh * (1 - d) * (0.85 + 0.15 * np.abs(np.sin(d * 14)))
        spikes[lo:hi_] = np.maximum(spikes[lo:hi_], prof)
    return ground - spikes


def pine(c, x, yb, h, color, rng=None, tiers=5, width=0.42, snow=None):
    """Fir tree from stacked tiers; snow paints a cap on each tier."""
    w = h * width
    c.rect(x - w * 0.05, yb - h * 0.2, x + w * 0.05, yb, color)
    for i in reversed(range(tiers)):
        base = yb - h + h * (0.25 + i * 0.17 * 5 / tiers)
        apex = base - h * (0.25 + 0.02 * i)
        j = 1.0 if rng is None else rng.uniform(0.9, 1.1)
        hw = w / 2 * (0.35 + 0.65 * (i + 1) / tiers) * j
        c.poly([(x, apex), (x + hw, base), (x + hw * 0.4, base - h * 0.03), (x, base - h * 0.015),
                (x - hw * 0.4, base - h * 0.03), (x - hw, base)], color)
        if snow is not None:
            d = base - apex
            c.poly([(x, apex), (x + hw * 0.7, apex + d * 0.62), (x + hw * 0.3, apex + d * 0.5),
                    (x, apex + d * 0.6), (x - hw * 0.35, apex + d * 0.45),
                    (x - hw * 0.65, apex + d * 0.6)], snow)


def stars(c, rng, n, y1, color='#ffffff', size=1.0, ymask=None):
    for _ in range(n):
        x = rng.uniform(0, 1)
        y = rng.uniform(0, y1) * (rng.uniform(0, 1) ** 0.3)
        b = rng.uniform(0.25, 1.0) ** 2
        r = c.px * c.ss * size * (0.35 + 0.5 * rng.uniform() ** 3)
        c.circle(x, y, r, color, alpha=b)
        if b > 0.75:
            c.glow(x, y, r * 3, color, 0.35)


def clouds(c, rng, y0, y1, light, dark, cover=0.5, cells=(5, 3), alpha=0.9, soft=0.18,
           octaves=5):
    r0, r1 = int(y0 * c.W), int(y1 * c.W)
    h = r1 - r0
    n = fbm2d(rng, h + 6, c.W, cells[0], cells[1], octaves)
    up = n[:-6]
    lit = np.clip(0.5 + (up - n[6:]) * 6, 0, 1)
    t = np.linspace(0, 1, h, dtype=F)[:, None]
    edge = smoothstep(0, 0.25, t) * smoothstep(1, 0.6, t)
    th = 1 - cover
    m = smoothstep(th, th + soft, up * (0.75 + 0.25 * edge) + (edge - 1) * 0.3) * alpha
    cc = mix(col(dark), col(light), lit[..., None])
    reg = c.img[r0:r1]
    c.img[r0:r1] = reg + (cc - reg) * m[..., None]


def puffy_cloud(c, rng, x, y, s, light, shadow, alpha=1.0):
    blobs = [(0, 0, 1.0), (-0.9, 0.25, 0.7), (0.9, 0.2, 0.75), (-1.6, 0.45, 0.45),
             (1.6, 0.45, 0.5), (0.35, -0.45, 0.7), (-0.45, -0.3, 0.6)]
    for bx, by, br in blobs:
        c.ellipse(x + bx * s, y + by * s + s * 0.08, br * s, br * s * 0.8, shadow, alpha)
    for bx, by, br in blobs:
        c.ellipse(x + bx * s - s * 0.06, y + by * s - s * 0.04, br * s * 0.9, br * s * 0.72,
                  light, alpha)


def skyline(c, rng, x0, x1, ybase, hmin, hmax, wmin, wmax, color, win=None, lit=0.35,
            spires=0.2, gap=(0.0, 0.01)):
    """Row of buildings with window grids.  win = (colour, cell_w, cell_h)."""
    x = x0
    out = []
    while x < x1:
        w = rng.uniform(wmin, wmax)
        h = rng.uniform(hmin, hmax)
        top = ybase - h
        c.rect(x, top, x + w, ybase + 0.01, color)
        kind = rng.uniform()
        if kind < spires:
            c.line(x + w / 2, top, x + w / 2, top - h * 0.18, w * 0.06 + c.px, color)
        elif kind < spires + 0.25:
            c.rect(x + w * 0.18, top - h * 0.08, x + w * 0.82, top + 0.002, color)
        elif kind < spires + 0.35:
            c.poly([(x, top), (x + w, top), (x + w / 2, top - w * 0.6)], color)
        if win is not None:
            wcol, cw, ch = win
            grid = rng.uniform(0, 1, (400, 60))
            tint = rng.uniform(0.6, 1.0, (400, 60))
            wx0, wy0 = x + cw * 0.6, top + ch * 0.8
            R = c.region(wx0, wy0, x + w - cw * 0.4, ybase)
            if R is not None:
                rs, cs, X, Y = R
                gx = np.floor((X - wx0) / cw).astype(np.int64)
                gy = np.floor((Y - wy0) / ch).astype(np.int64)
                fx = (X - wx0) / cw - gx
                fy = (Y - wy0) / ch - gy
                inwin = (fx < 0.55) & (fy < 0.55) & (X < x + w - cw * 0.4) & (Y > wy0)
                gxc, gyc = np.clip(gx, 0, 59), np.clip(gy, 0, 399)
                on = grid[gyc, gxc] < lit
                m = (inwin & on).astype(F) * tint[gyc, gxc]
                c.paint(rs, cs, X, Y, m, wcol)
        out.append((x, top, w, h))
        x += w + rng.uniform(*gap)
    return out


def palm(c, rng, x, yb, h, lean, color, fronds=8, frond_len=None, width=None):
    width = width or h * 0.045
    frond_len = frond_len or h * 0.45
    n = 40
    t = np.linspace(0, 1, n)
    cx = x + lean * t ** 1.6
    cy = yb - h * t
    dx = np.gradient(cx)
    dy = np.gradient(cy)
    L = np.hypot(dx, dy)
    nx, ny = -dy / L, dx / L
    wdt = width * (1 - 0.45 * t) / 2
    left = np.stack([cx + nx * wdt, cy + ny * wdt], 1)
    right = np.stack([cx - nx * wdt, cy - ny * wdt], 1)
    c.poly(np.concatenate([left, right[::-1]]), color)
    tx, ty = cx[-1], cy[-1]
    for k in range(fronds):
        a = -math.pi / 2 + (k - (fronds - 1) / 2) * (2.6 / fronds) * 1.5 + rng.uniform(-0.15, 0.15)
        Ln = frond_len * rng.uniform(0.8, 1.1)
        s = np.linspace(0, 1, 30)
        px = tx + math.cos(a) * Ln * s
        py = ty + math.sin(a) * Ln * s + Ln * 0.55 * s ** 2
        gx, gy = np.gradient(px), np.gradient(py)
        gl = np.hypot(gx, gy)
        nx2, ny2 = -gy / gl, gx / gl
        wd = Ln * 0.11 * np.sin(np.pi * np.clip(s * 1.05, 0, 1)) * (0.55 + 0.45 * np.abs(np.sin(s * 40)))
        lft = np.stack([px + nx2 * wd, py + ny2 * wd], 1)
        rgt = np.stack([px - nx2 * wd, py - ny2 * wd], 1)
        c.poly(np.concatenate([lft, rgt[::-1]]), color)
    c.circle(tx, ty, width * 0.9, color)


def flower(c, rng, cx, cy, R, petals, inner, outer, center, layers=2, pw=0.34,
           edge=None, center_r=0.22, seeds=None):
    edge = mix(col(outer), col("#000000"), 0.35) if edge is None else edge

    def petal_colour(X, Y):
        d = np.sqrt((X - cx) ** 2 + (Y - cy) ** 2) / R
        return interp_stops(np.clip(d, 0, 1), [(0, inner), (0.35, inner), (1, outer)])

    for L in range(layers):
        scale = 1.0 - L * 0.28
        off = rng.uniform(0, 6.28)
        for k in range(petals):
            a = off + 2 * math.pi * k / petals + rng.uniform(-0.06, 0.06)
            ln = R * scale * rng.uniform(0.9, 1.05)
            px, py = cx + math.cos(a) * ln * 0.52, cy + math.sin(a) * ln * 0.52
            c.ellipse(px, py, ln * 0.52, ln * pw * 0.55, edge, angle=a)
            c.ellipse(px, py, ln * 0.5, ln * pw * 0.5, petal_colour, angle=a)
    cr = R * center_r
    c.circle(cx, cy, cr, center)
    if seeds:
        n = int(seeds)
        for i in range(n):
            r = cr * 0.95 * math.sqrt((i + 0.5) / n)
            a = i * 2.39996
            c.circle(cx + r * math.cos(a), cy + r * math.sin(a), cr * 0.055,
                     mix(col(center), col('#ffe08a'), 0.25 + 0.5 * (i / n)))


def bokeh(c, rng, n, colors, rmin, rmax, alpha=(0.15, 0.5), y0=0.0, y1=None):
    y1 = c.A if y1 is None else y1
    for _ in range(n):
        cc = colors[rng.integers(len(colors))]
        r = rng.uniform(rmin, rmax)
        c.ellipse(rng.uniform(0, 1), rng.uniform(y0, y1), r, r, cc,
                  alpha=rng.uniform(*alpha), soft=r * 0.25)


def defocus(c, r):
    c.img = blur(c.img, r * c.W, passes=2)


# ----------------------------------------------------------------------------
# Photos (240x240)
# ----------------------------------------------------------------------------

def p_alpine_dawn(c, rng):
    c.sky([(0, '#1d2b5c'), (0.22, '#4a4d8a'), (0.42, '#c27a9e'), (0.56, '#f7b98b'),
           (0.62, '#ffe0ad'), (1, '#ffe0ad')])
    clouds(c, rng, 0.06, 0.36, '#ffc6b8', '#8d6a9c', cover=0.42, cells=(3, 5), alpha=0.7)
    c.glow(0.7, 0.55, 0.16, '#ffd49a', 0.9)
    c.circle(0.7, 0.56, 0.035, '#fff6e0')
    c.ridge(mountains(c, rng, 0.55, 0.2, 3), '#b08aae', mist=('#eab0b0', 0.4, 0.58))
    peak_range(c, rng, [(0.28, 0.26, 1.1, 0.9), (0.86, 0.3, 0.8, 1.2), (0.55, 0.36, 0.9, 1.0),
                        (0.08, 0.42, 1.0, 0.8)],
               '#c49ac0', '#6a5a94', light=-1, snow=('#ffe8ee', '#b7a8d6'),
               mist=('#e5a9b6', 0.46, 0.63))
    ground = hills(c, rng, 0.625, 0.03, 3)
    c.ridge(tree_spikes(c, rng, ground, 140, 0.02, 0.06), '#2f2f52',
            mist=('#58507a', 0.6, 0.64))
    c.reflect(0.64, vgrad([(0, '#7d6a9a'), (1, '#2b2f58')], 0.64, 1.0), strength=0.3,
              rng=rng)
    c.glitter(rng, 0.7, 0.645, 1.0, 0.02, '#ffe2b0', 0.5)
    fg = hills(c, rng, 0.93, 0.05, 2)
    fg = np.where(c.xs < 0.42, fg - 0.06 * (0.42 - c.xs) / 0.42, fg + 0.2 * (c.xs - 0.42))
    c.ridge(fg, '#181a30')
    for x in [0.03, 0.09, 0.16, 0.24, 0.31]:
        pine(c, x, 0.94, rng.uniform(0.18, 0.3), '#141629', rng)


def p_tropical_beach(c, rng):
    c.sky([(0, '#2f7fcf'), (0.45, '#8fcff0'), (0.5, '#cdeefa'), (1, '#cdeefa')])
    puffy_cloud(c, rng, 0.22, 0.2, 0.045, '#ffffff', '#c9dcec')
    puffy_cloud(c, rng, 0.7, 0.12, 0.035, '#ffffff', '#c9dcec')
    puffy_cloud(c, rng, 0.55, 0.36, 0.025, '#f7fbff', '#cfe1ee')
    c.rect(0, 0.48, 1, 1, vgrad([(0, '#1e6aa8'), (0.4, '#22a3c0'), (1, '#5fe0cf')], 0.48, 0.78))
    R = c.region(0, 0.48, 1, 0.78)
    rs, cs, X, Y = R
    n = fbm2d(rng, Y.shape[0], X.shape[1], 4, 30, 3)
    c.paint(rs, cs, X, Y, smoothstep(0.55, 0.75, n) * 0.35, '#ffffff')
    shore = 0.74 + 0.03 * np.sin(c.xs * 5 + 1) + 0.01 * fbm1d(rng, c.xs, 6)
    c.ridge(shore - 0.012, '#e8fbf6', alpha=0.9)
    c.ridge(shore, vgrad([(0, '#d9c49a'), (0.2, '#f2ddae'), (1, '#f7e6c0')], 0.72, 1.0))
    R = c.region(0, 0.72, 1, 1)
    rs, cs, X, Y = R
    n = fbm2d(rng, Y.shape[0], X.shape[1], 40, 20, 2)
    c.paint(rs, cs, X, Y, (n - 0.5) * 0.3 * (Y > shore[None, :]), '#a8875a')
    palm(c, rng, 0.86, 1.02, 0.78, -0.18, '#1d2a24', fronds=9, frond_len=0.3)
    c.ellipse(0.8, 1.0, 0.2, 0.02, '#b89868', alpha=0.5)


def p_city_night(c, rng):
    c.sky([(0, '#050a1e'), (0.45, '#13245a'), (0.62, '#3a3f7a'), (1, '#3a3f7a')])
    stars(c, rng, 90, 0.45)
    c.glow(0.22, 0.16, 0.07, '#cfd8ff', 0.6)
    c.circle(0.22, 0.16, 0.045, '#f4f1e0')
    c.glow(0.5, 0.62, 0.35, '#e07a5f', 0.35)
    skyline(c, rng, -0.02, 1.02, 0.64, 0.06, 0.14, 0.04, 0.08, '#1c2046', spires=0.1)
    skyline(c, rng, -0.02, 1.02, 0.66, 0.1, 0.36, 0.05, 0.1, '#0b0e24',
            win=('#ffd27a', 0.012, 0.018), lit=0.4, spires=0.25, gap=(0.002, 0.02))
    c.rect(0, 0.655, 1, 0.668, '#090b1c')
    c.reflect(0.668, vgrad([(0, '#1c2350'), (1, '#070a1c')], 0.67, 1.0), strength=0.25,
              ripple=0.006, rng=rng, streaks=0.2)


def p_lavender(c, rng):
    c.sky([(0, '#3b5ba5'), (0.3, '#b07cc6'), (0.5, '#f6a36e'), (0.56, '#ffd08a'), (1, '#ffd08a')])
    c.glow(0.62, 0.54, 0.2, '#ffcf7a', 0.9)
    c.circle(0.62, 0.545, 0.045, '#fff1c9')
    far = hills(c, rng, 0.565, 0.03, 2)
    c.ridge(far, '#a46a8e', mist=('#e99a8c', 0.5, 0.58))
    c.ridge(np.full(c.W, 0.57, F), '#6d4a86')
    # converging rows
    R = c.region(0, 0.57, 1, 1)
    rs, cs, X, Y = R
    d = np.maximum(Y - 0.565, 1e-3)
    u = (X - 0.5) / d
    stripe = 0.5 + 0.5 * np.cos(u * 2 * math.pi / 2.2)
    row = smoothstep(0.25, 0.75, stripe)
    base = interp_stops(np.clip((Y - 0.57) / 0.43, 0, 1), [(0, '#8a5aa8'), (1, '#6a3fa0')])
    green = interp_stops(np.clip((Y - 0.57) / 0.43, 0, 1), [(0, '#5e5a5a'), (1, '#3b4a2a')])
    n = fbm2d(rng, Y.shape[0], X.shape[1], 40, 40, 2)
    cc = green + (base * (0.85 + 0.35 * n[..., None]) - green) * row[..., None]
    c.paint(rs, cs, X, Y, 1.0, lambda X_, Y_: cc)
    # warm rim light
    c.glow(0.62, 0.6, 0.25, '#ffb070', 0.25)
    # lone tree
    tx, ty = 0.2, 0.585
    c.line(tx, ty, tx, ty - 0.05, 0.008, '#2a1c2a')
    for dx, dy, r in [(0, -0.07, 0.035), (-0.03, -0.055, 0.025), (0.03, -0.058, 0.026),
                      (0.0, -0.095, 0.022)]:
        c.circle(tx + dx, ty + dy, r, '#2a1c2a')


def p_misty_forest(c, rng):
    c.sky([(0, '#c9d6d4'), (0.5, '#eef0e4'), (1, '#eef0e4')])
    c.glow(0.3, 0.25, 0.25, '#fff8e6', 0.6)
    cols = ['#a9bdb9', '#86a19c', '#5f7f78', '#3d5d56', '#223e38', '#12241f']
    for i, cc in enumerate(cols):
        base = 0.38 + i * 0.12
        g = hills(c, rng, base, 0.1, 1.5 + i * 0.4)
        g = tree_spikes(c, rng, g, 60 + 30 * i, 0.02 + 0.012 * i, 0.05 + 0.03 * i)
        c.ridge(g, cc, mist=('#e4eae3', base - 0.02, base + 0.14 + 0.02 * i))


def p_desert(c, rng):
    c.sky([(0, '#4a7ab8'), (0.35, '#c9a9a0'), (0.52, '#ffc88a'), (1, '#ffc88a')])
    c.glow(0.25, 0.47, 0.12, '#fff0c0', 0.9)
    c.circle(0.25, 0.47, 0.03, '#fffbe8')
    specs = [(0.52, 0.05, '#e0a070', 1.6), (0.62, 0.1, '#d38a55', 1.2),
             (0.78, 0.14, '#c8743f', 1.0), (0.95, 0.16, '#b35f32', 0.8)]
    for base, amp, cc, fr in specs:
        x = c.xs * fr + rng.uniform(0, 10)
        ph = rng.uniform(0, 6)
        top = base - amp * (0.5 + 0.5 * np.sin(x * 6 + ph)) ** 1.5 - amp * 0.2 * fbm1d(rng, c.xs, 3, 2)
        c.ridge(top, vgrad([(0, '#ffd9a0'), (0.15, cc), (1, mix(col(cc), col('#5a2d1e'), 0.35))],
                           float(top.min()), base + 0.2), shade=0.6, light=1)


def p_aurora(c, rng):
    c.sky([(0, '#02040f'), (0.5, '#0a1a33'), (0.62, '#123248'), (1, '#123248')])
    stars(c, rng, 110, 0.6)
    R = c.region(0, 0, 1, 0.62)
    rs, cs, X, Y = R
    xw = X[0] + 0.0
    center = 0.32 + 0.1 * fbm1d(rng, xw * 1.3 + 3, 2, 3)
    thick = 0.06 + 0.05 * (fbm1d(rng, xw + 7, 3, 2) + 1)
    curtains = (0.5 + 0.5 * fbm1d(rng, xw * 3 + 11, 8, 3)) * 0.6 + \
        0.7 * (0.5 + 0.5 * fbm1d(rng, xw + 5, 40, 3)) ** 3
    dy = (Y - center[None, :])
    band = np.where(dy < 0, np.exp(-(dy / (thick[None, :] * 2.6)) ** 2),
                    np.exp(-(dy / (thick[None, :] * 0.5)) ** 2))
    m = band * curtains[None, :] ** 1.5
    cc = interp_stops(np.clip(0.5 - dy / 0.2, 0, 1), [(0, '#36ffb0'), (0.5, '#3be08a'),
                                                         (0.8, '#7a5cff'), (1, '#d15cff')])
    reg = c.img[rs, cs]
    c.img[rs, cs] = 1 - (1 - reg) * (1 - cc * np.clip(m * 1.2, 0, 1)[..., None])
    peak_range(c, rng, [(0.2, 0.42, 1.0, 1.1), (0.7, 0.38, 1.2, 0.9), (0.45, 0.48, 0.9, 0.9),
                        (0.95, 0.47, 1, 1)],
               '#2c4052', '#142030', light=1, snow=('#a8d8c8', '#4a6a80'), snow_depth=0.05)
    c.reflect(0.63, '#0b1826', strength=0.3, rng=rng)
    fg = hills(c, rng, 0.92, 0.06, 2)
    c.ridge(tree_spikes(c, rng, fg, 30, 0.05, 0.14), '#05080d')


def p_pink_flower(c, rng):
    c.sky([(0, '#2e4a24'), (0.5, '#5f8a3c'), (1, '#27401c')])
    bokeh(c, rng, 40, ['#b6d87a', '#7fb05a', '#e8f0b0', '#ffffff'], 0.03, 0.09)
    defocus(c, 0.01)
    # stem
    c.line(0.5, 0.55, 0.58, 1.05, 0.025, '#3c6a2a')
    flower(c, rng, 0.48, 0.46, 0.32, 12, '#ffe3ef', '#e0457b', '#f7c948', layers=3, pw=0.4,
           seeds=60)


def p_autumn(c, rng):
    """Birch wood in autumn: golden bokeh, white trunks, leaf-covered floor."""
    c.sky([(0, '#f2c14e'), (0.45, '#e89a3c'), (0.75, '#b8632a'), (1, '#7a3a1a')])
    bokeh(c, rng, 80, ['#ffd76a', '#ffb347', '#f7e08a', '#e0662a', '#a8b84a', '#fff1c0'],
          0.02, 0.07, alpha=(0.3, 0.7), y0=0.0, y1=0.75)
    defocus(c, 0.01)
    c.glow(0.65, 0.25, 0.25, '#fff2c0', 0.6)
    ground = 0.78 + 0.02 * fbm1d(rng, c.xs, 2, 2)
    c.ridge(ground, vgrad([(0, '#c8682a'), (0.5, '#a4481e'), (1, '#6a2a12')], 0.76, 1.0))

    def birch(x, w, alpha, y1):
        lean = rng.uniform(-0.02, 0.02)
        pts = [(x - w / 2, -0.02), (x + w / 2, -0.02), (x + w / 2 + lean, y1), (x - w / 2 + lean, y1)]
        c.poly(pts, '#efe9dc', alpha)
        c.poly([(x + w * 0.15, -0.02), (x + w / 2, -0.02), (x + w / 2 + lean, y1),
                (x + w * 0.15 + lean, y1)], '#c9c0b0', alpha)
        y = rng.uniform(0, 0.05)
        while y < y1:
            mw = w * rng.uniform(0.3, 0.9)
            side = rng.choice([-1, 1])
            mx = x + lean * (y / y1) + side * (w / 2 - mw / 2)
            c.rect(mx - mw / 2, y, mx + mw / 2, y + w * rng.uniform(0.08, 0.25), '#2a2420', alpha)
            y += rng.uniform(0.02, 0.07)
    for x, w, a in [(0.08, 0.018, 0.45), (0.33, 0.014, 0.45), (0.55, 0.02, 0.5), (0.9, 0.016, 0.45)]:
        birch(x, w, a, 0.8)
    for x, w in [(0.18, 0.05), (0.7, 0.07), (0.45, 0.035)]:
        birch(x, w, 1.0, 0.82 + w)
    leaves = ['#ffb347', '#e0662a', '#f2c14e', '#c4421a', '#ffd76a']
    for _ in range(260):
        y = rng.uniform(0.79, 1.0)
        x = rng.uniform(0, 1)
        r = 0.004 + 0.016 * ((y - 0.78) / 0.22) ** 1.5
        c.ellipse(x, y, r, r * 0.5, leaves[rng.integers(len(leaves))], angle=rng.uniform(0, 3.14))
    for _ in range(10):
        x, y = rng.uniform(0, 1), rng.uniform(0.1, 0.7)
        c.ellipse(x, y, 0.01, 0.005, leaves[rng.integers(len(leaves))], angle=rng.uniform(0, 3))


def p_moon_sea(c, rng):
    c.sky([(0, '#060b1f'), (0.5, '#1c2d5a'), (0.62, '#34507e'), (1, '#34507e')])
    stars(c, rng, 70, 0.55)
    clouds(c, rng, 0.3, 0.58, '#6a7fa8', '#1a2547', cover=0.4, cells=(3, 6), alpha=0.85)
    c.glow(0.5, 0.3, 0.13, '#cfe0ff', 0.7)
    c.circle(0.5, 0.3, 0.075, '#f3f0de')
    R = c.region(0.42, 0.22, 0.58, 0.38)
    rs, cs, X, Y = R
    n = fbm2d(rng, Y.shape[0], X.shape[1], 4, 4, 3)
    d = np.sqrt((X - 0.5) ** 2 + (Y - 0.3) ** 2)
    c.paint(rs, cs, X, Y, smoothstep(0.5, 0.7, n) * (d < 0.074) * 0.35, '#a8a48c')
    c.rect(0, 0.62, 1, 1, vgrad([(0, '#22385f'), (1, '#070d1e')], 0.62, 1))
    c.glitter(rng, 0.5, 0.62, 1.0, 0.03, '#fff3d0', 1.0)
    c.ridge(0.62 - 0.004 - 0.006 * (fbm1d(rng, c.xs, 5) + 1) * (c.xs < 0.3), '#0e1630',
            bottom=np.full(c.W, 0.621, F))


def p_green_hills(c, rng):
    c.sky([(0, '#3a7bd5'), (0.55, '#bfe3fa'), (1, '#bfe3fa')])
    clouds(c, rng, 0.05, 0.42, '#ffffff', '#b9c9dc', cover=0.45, cells=(4, 3), alpha=0.95)
    layers = [(0.56, '#8cb87a', 0.05), (0.66, '#6fb04f', 0.08), (0.8, '#4f9a38', 0.1),
              (0.96, '#3a8028', 0.1)]
    for i, (base, cc, amp) in enumerate(layers):
        g = hills(c, rng, base, amp, 1.2)
        c.ridge(g, vgrad([(0, mix(col(cc), col('#e8f5c0'), 0.3)), (1, cc)],
                         float(g.min()), base + 0.1), shade=0.5, light=1)
        if i == 1:
            xt = 0.68
            yt = float(g[int(xt * c.W)])
    c.line(xt, yt + 0.005, xt, yt - 0.07, 0.012, '#3a2a1e')
    for dx, dy, r in [(0, -0.1, 0.05), (-0.04, -0.08, 0.035), (0.045, -0.08, 0.038),
                      (0.01, -0.135, 0.03)]:
        c.circle(xt + dx, yt + dy, r, '#22461c')
        c.circle(xt + dx - r * 0.25, yt + dy - r * 0.25, r * 0.7, '#3c6e2a')
    c.ellipse(xt + 0.03, yt + 0.005, 0.07, 0.01, '#2a5a1e', alpha=0.5)


def p_sunflower(c, rng):
    c.sky([(0, '#1f6fd1'), (0.7, '#8ccaf5'), (1, '#b9e0fa')])
    bokeh(c, rng, 14, ['#ffd23f', '#f4b400'], 0.05, 0.09, y0=0.75, y1=1.1)
    defocus(c, 0.008)
    c.line(0.52, 0.6, 0.46, 1.05, 0.035, '#4a7a2a')
    c.ellipse(0.62, 0.82, 0.1, 0.04, '#4f8a2e', angle=-0.5)
    flower(c, rng, 0.5, 0.45, 0.36, 22, '#ffb703', '#ffd23f', '#4a2a12', layers=2, pw=0.22,
           center_r=0.4, seeds=180, edge=col('#d08a00'))


def p_canyon(c, rng):
    c.sky([(0, '#2d6cc0'), (0.5, '#a6d1f0'), (1, '#a6d1f0')])
    clouds(c, rng, 0.05, 0.3, '#ffffff', '#c7d3e2', cover=0.35, cells=(3, 4))
    specs = [(0.5, 0.14, '#d99a74'), (0.62, 0.2, '#c4683f'), (0.8, 0.26, '#a84a2a'),
             (1.0, 0.3, '#8a3520')]
    for base, amp, cc in specs:
        x = c.xs + rng.uniform(0, 20)
        n = noise1d(rng, x, 3)
        plateau = smoothstep(0.35, 0.45, n)
        top = base - amp * (0.25 + 0.75 * plateau) + 0.01 * fbm1d(rng, c.xs, 20, 2)

        def strata(X, Y, cc=cc, ph=rng.uniform(0, 6)):
            w = Y * 260 + ph + np.sin(X * 9 + ph) * 1.2
            s = 0.5 + 0.3 * np.sin(w) + 0.2 * np.sin(w * 2.7 + 1.3)
            b = col(cc) * (0.88 + 0.2 * s[..., None])
            return np.broadcast_to(b, (Y.shape[0], X.shape[1], 3))
        c.ridge(top, strata, shade=0.5, light=-1, mist=('#e8c0a0', base - amp, base - amp * 0.2)
                if base < 0.6 else None)


def p_winter(c, rng):
    c.sky([(0, '#8fb1d9'), (0.45, '#f2d6dc'), (0.6, '#fbe9e0'), (1, '#fbe9e0')])
    c.glow(0.72, 0.45, 0.18, '#fff0e0', 0.6)
    peak_range(c, rng, [(0.3, 0.36, 0.8, 1.0), (0.75, 0.3, 1.0, 0.8), (0.05, 0.42, 1, 1)],
               '#f2f4fa', '#a6b4d0', light=-1, snow=('#ffffff', '#c2cce4'), snow_depth=0.3,
               mist=('#f0e4ea', 0.45, 0.6))
    for i, (base, cc) in enumerate([(0.62, '#6f8a98'), (0.76, '#3c5a60'), (0.93, '#1f3b3a')]):
        g = hills(c, rng, base, 0.04, 2)
        c.ridge(g, vgrad([(0, '#ffffff'), (1, '#dfe7f2')], base - 0.04, base + 0.2))
        trees = sorted(rng.uniform(-0.02, 1.02, 9 + 5 * i))
        for x in trees:
            h = rng.uniform(0.07, 0.11) * (1 + i * 0.9)
            yb = float(g[min(c.W - 1, max(0, int(x * c.W)))]) + 0.01 + 0.01 * i
            pine(c, x, yb, h, cc, rng, snow='#f4f8ff')
    for _ in range(140):
        x, y = rng.uniform(0, 1), rng.uniform(0, 1)
        c.circle(x, y, rng.uniform(0.002, 0.005), '#ffffff', alpha=rng.uniform(0.4, 0.9))


def p_tulips(c, rng):
    c.sky([(0, '#3f88d8'), (0.5, '#cde8fb'), (1, '#cde8fb')])
    puffy_cloud(c, rng, 0.25, 0.15, 0.035, '#ffffff', '#d5e2ee')
    c.ridge(np.full(c.W, 0.55, F), '#7ea85a')
    c.ridge(hills(c, rng, 0.545, 0.015, 3), '#4f7f3e')
    colors = ['#e63946', '#ffd23f', '#f28482', '#9b5de5', '#ff7f11']
    R = c.region(0, 0.55, 1, 1)
    rs, cs, X, Y = R
    d = np.maximum(Y - 0.55, 1e-3)
    u = (X - 0.35) / d * 0.9
    idx = np.floor(u).astype(np.int64)
    f = u - idx
    rowc = np.stack([col(colors[i % len(colors)]) for i in range(200)])[np.abs(idx) % 200]
    n = fbm2d(rng, Y.shape[0], X.shape[1], 60, 60, 2)
    flowers = rowc * (0.8 + 0.4 * n[..., None])
    green = interp_stops(np.clip((Y - 0.55) / 0.45, 0, 1), [(0, '#5a8a3a'), (1, '#2f5a1e')])
    m = smoothstep(0.1, 0.2, f) * smoothstep(0.9, 0.8, f)
    m = m * smoothstep(0.3, 0.55, n + 0.2)
    cc = green + (flowers - green) * m[..., None]
    c.paint(rs, cs, X, Y, 1.0, lambda X_, Y_: cc)
    # windmill
    wx, wy = 0.74, 0.56
    c.poly([(wx - 0.03, wy), (wx + 0.03, wy), (wx + 0.018, wy - 0.12), (wx - 0.018, wy - 0.12)],
           '#4a3a34')
    c.poly([(wx - 0.022, wy - 0.12), (wx + 0.022, wy - 0.12), (wx, wy - 0.15)], '#2f2522')
    hx, hy = wx, wy - 0.125
    for k in range(4):
        a = 0.5 + k * math.pi / 2
        ex, ey = hx + math.cos(a) * 0.11, hy + math.sin(a) * 0.11
        c.line(hx, hy, ex, ey, 0.006, '#2f2522')
        nx, ny = -math.sin(a) * 0.018, math.cos(a) * 0.018
        c.poly([(hx + math.cos(a) * 0.03, hy + math.sin(a) * 0.03),
                (ex, ey), (ex + nx, ey + ny),
                (hx + math.cos(a) * 0.03 + nx, hy + math.sin(a) * 0.03 + ny)], '#f1e9dc', 0.85)
    c.circle(hx, hy, 0.008, '#2f2522')


def p_milky_way(c, rng):
    c.sky([(0, '#03040c'), (0.6, '#121a38'), (0.75, '#2a2d52'), (1, '#2a2d52')])
    R = c.region(0, 0, 1, 0.8)
    rs, cs, X, Y = R
    u = (X - 0.5) * 0.8 + (Y - 0.4) * 0.6
    band = np.exp(-(u / 0.13) ** 2)
    n = fbm2d(rng, Y.shape[0], X.shape[1], 6, 6, 5)
    glow_c = interp_stops(np.clip(n, 0, 1), [(0, '#3a2f5a'), (0.5, '#b59fd0'), (1, '#ffe6c8')])
    m = band * smoothstep(0.35, 0.75, n) * 0.7
    dust = band * smoothstep(0.55, 0.7, fbm2d(rng, Y.shape[0], X.shape[1], 10, 10, 4)) * 0.5
    reg = c.img[rs, cs]
    reg = 1 - (1 - reg) * (1 - glow_c * m[..., None])
    c.img[rs, cs] = reg * (1 - dust[..., None] * 0.8)
    stars(c, rng, 220, 0.8, size=0.8)
    for _ in range(160):
        t = rng.normal(0, 0.08)
        x = rng.uniform(0, 1)
        y = 0.4 + (t - (x - 0.5) * 0.8) / 0.6
        if 0 < y < 0.8:
            c.circle(x, y, c.px * rng.uniform(0.6, 1.4), '#ffffff', rng.uniform(0.3, 1))
    top = mountains(c, rng, 0.82, 0.18, 1.6)
    c.ridge(top, '#0b0d18')
    c.ridge(tree_spikes(c, rng, hills(c, rng, 0.95, 0.05, 2), 40, 0.04, 0.12), '#030409')
    c.glow(0.3, 0.9, 0.04, '#ffb35c', 0.7)
    c.poly([(0.27, 0.93), (0.3, 0.885), (0.33, 0.93)], '#ffb866')


def p_sailboat(c, rng):
    c.sky([(0, '#40305e'), (0.3, '#c0506a'), (0.52, '#ff9a4a'), (0.6, '#ffd27a'), (1, '#ffd27a')])
    clouds(c, rng, 0.1, 0.45, '#ffb07a', '#6a3a5a', cover=0.4, cells=(2, 7), alpha=0.85)
    c.glow(0.45, 0.58, 0.2, '#ffc46a', 1.0)
    c.circle(0.45, 0.575, 0.06, '#fff2c8')
    c.rect(0, 0.6, 1, 1, vgrad([(0, '#e07a4a'), (0.3, '#8a3a50'), (1, '#2a1a3a')], 0.6, 1.0))
    c.glitter(rng, 0.45, 0.6, 1.0, 0.03, '#ffdc8a', 1.0)
    # boat
    bx, by = 0.66, 0.7
    c.poly([(bx - 0.1, by), (bx + 0.12, by), (bx + 0.08, by + 0.03), (bx - 0.07, by + 0.03)],
           '#1c1020')
    c.line(bx, by, bx, by - 0.3, 0.006, '#1c1020')
    c.poly([(bx + 0.004, by - 0.29), (bx + 0.004, by - 0.02), (bx + 0.11, by - 0.02)], '#1c1020')
    c.poly([(bx - 0.004, by - 0.26), (bx - 0.004, by - 0.02), (bx - 0.08, by - 0.02)], '#1c1020')
    c.ellipse(bx + 0.01, by + 0.045, 0.12, 0.008, '#1c1020', alpha=0.4)


def blossom(c, rng, x, y, r, colour):
    """A cherry blossom of radius r at (x, y): five petals at jittered angles, a dark centre."""
    for k in range(5):
        a = k * 2 * math.pi / 5 + rng.uniform(0, 1)
        c.circle(x + math.cos(a) * r * 0.7, y + math.sin(a) * r * 0.7, r * 0.6, colour)
    c.circle(x, y, r * 0.3, '#d94f7a')


def p_cherry(c, rng):
    c.sky([(0, '#5aa0e6'), (1, '#d4ecfb')])
    bokeh(c, rng, 25, ['#ffd6e5', '#ffffff', '#f5b3cc'], 0.03, 0.08, alpha=(0.2, 0.45))
    defocus(c, 0.006)

    def branch(x, y, a, L, w, depth):
        x2, y2 = x + math.cos(a) * L, y + math.sin(a) * L
        c.line(x, y, x2, y2, w, '#3b2a2a')
        c.circle(x2, y2, w / 2, '#3b2a2a')
        if depth == 0 or L < 0.03:
            return [(x2, y2)]
        tips = []
        for da in (-0.5, 0.45):
            tips += branch(x2, y2, a + da + rng.uniform(-0.25, 0.25), L * rng.uniform(0.62, 0.8),
                           w * 0.68, depth - 1)
        return tips
    tips = branch(-0.05, 0.95, -0.75, 0.35, 0.04, 5)
    pinks = ['#ffc2d6', '#ff9fc0', '#ffe0ea', '#f784a8']
    for (x, y) in tips:
        for _ in range(6):
            px, py = x + rng.normal(0, 0.03), y + rng.normal(0, 0.03)
            r = rng.uniform(0.012, 0.02)
            blossom(c, rng, px, py, r, pinks[rng.integers(len(pinks))])


def p_foggy_pier(c, rng):
    c.sky([(0, '#aab8c0'), (0.5, '#e4e6e0'), (1, '#e4e6e0')])
    c.glow(0.7, 0.3, 0.2, '#fff6e0', 0.4)
    g = hills(c, rng, 0.5, 0.03, 3)
    c.ridge(tree_spikes(c, rng, g, 160, 0.02, 0.06), '#9aaaac', mist=('#d6dcda', 0.46, 0.52))
    g2 = hills(c, rng, 0.52, 0.015, 3)
    c.ridge(tree_spikes(c, rng, g2, 60, 0.03, 0.08, x0=0.7, x1=1.0) + (c.xs < 0.7) * 0.5,
            '#6f8284', mist=('#c6d0ce', 0.48, 0.53))
    c.reflect(0.525, vgrad([(0, '#d2d9d6'), (1, '#7f959b')], 0.52, 1), strength=0.45, rng=rng,
              ripple=0.001, streaks=0.04)
    vx, vy = 0.4, 0.53

    def edge(s):   # s: 0 far .. 1 near
        y = vy + 0.02 + 0.5 * s
        hw = 0.006 + 0.16 * s
        return y, hw
    for s in np.linspace(0.02, 1.0, 14) ** 1.5:
        y, hw = edge(s)
        for sx in (-1, 1):
            c.line(vx + sx * hw, y, vx + sx * hw, y + 0.06 * s + 0.004, 0.003 + 0.012 * s, '#2b2622')
            c.line(vx + sx * hw, y + 0.06 * s + 0.006, vx + sx * hw, y + 0.12 * s + 0.008,
                   0.003 + 0.012 * s, '#2b2622', alpha=0.35)
    yf, hf = edge(0)
    yn, hn = edge(1.1)
    c.poly([(vx - hf, yf), (vx + hf, yf), (vx + hn, yn), (vx - hn, yn)],
           vgrad([(0, '#9a8e84'), (1, '#5a4636')], yf, 1.0))
    for k in range(1, 60):
        s = (k / 60) ** 1.6
        y, hw = edge(s)
        c.line(vx - hw, y, vx + hw, y, 0.0008 + 0.0025 * s, '#3a2e26', alpha=0.55)
    c.glow(0.45, 0.52, 0.35, '#eef0ea', 0.3)
    for bx, by, bs in [(0.66, 0.22, 0.014), (0.7, 0.25, 0.01), (0.62, 0.27, 0.008)]:
        c.line(bx - bs, by - bs * 0.4, bx, by, 0.0025, '#4a5458')
        c.line(bx, by, bx + bs, by - bs * 0.5, 0.0025, '#4a5458')


def p_volcano(c, rng):
    c.sky([(0, '#120c24'), (0.35, '#4a2040'), (0.6, '#d0603a'), (0.7, '#f09a50'), (1, '#f09a50')])
    stars(c, rng, 50, 0.3)
    R = c.region(0.0, 0.0, 1.0, 0.5)
    rs, cs, X, Y = R
    n = fbm2d(rng, Y.shape[0], X.shape[1], 6, 6, 5)
    drift = np.clip(0.45 - Y, 0, None) ** 1.5 * 1.1
    w = 0.03 + (0.45 - Y).clip(0) * 0.5
    plume = np.exp(-((X - 0.5 - drift) / w) ** 2) * smoothstep(0.47, 0.4, Y)
    m = plume * smoothstep(0.3, 0.55, n)
    lit = np.clip((n - 0.45) * 3, 0, 1)
    cc = interp_stops(np.clip((0.47 - Y) / 0.47, 0, 1),
                      [(0, '#ff8a4a'), (0.25, '#8a5060'), (1, '#4a3a58')])
    cc = cc * (0.7 + 0.5 * lit[..., None])
    c.paint(rs, cs, X, Y, m * 0.95, lambda X_, Y_: cc)
    dx = np.abs(c.xs - 0.5)
    top = 0.44 + 0.5 * np.maximum(dx - 0.035, 0) ** 0.75 + 0.01 * fbm1d(rng, c.xs, 12)
    c.ridge(top, vgrad([(0, '#3a2230'), (1, '#1a1018')], 0.44, 0.9), shade=0.6, light=-1)
    c.glow(0.5, 0.44, 0.05, '#ff7a2a', 1.0)
    c.rect(0.465, 0.435, 0.535, 0.45, '#ffb060')
    for k in range(4):
        x, y = 0.5 + rng.uniform(-0.03, 0.03), 0.445
        d = -1 if k % 2 == 0 else 1
        for s in range(60):
            nx = x + d * 0.004 + rng.normal(0, 0.003)
            ny = 0.44 + 0.5 * max(abs(nx - 0.5) - 0.035, 0) ** 0.75 + 0.004 + s * 0.0012
            c.line(x, y, nx, ny, 0.006 * (1 - s / 80), '#ff7a1a', alpha=0.9)
            x, y = nx, ny
        c.glow(x, y, 0.025, '#ff6a2a', 0.5)
    c.ridge(tree_spikes(c, rng, hills(c, rng, 0.92, 0.05, 2), 30, 0.03, 0.08), '#0c0810')


def p_bokeh_city(c, rng):
    c.sky([(0, '#0c0a1e'), (1, '#2a1a3a')])
    bokeh(c, rng, 70, ['#ffb347', '#ff6b6b', '#ffd56b', '#6bc5ff', '#ff8ad8', '#fff2c8'],
          0.03, 0.1, alpha=(0.25, 0.7))
    defocus(c, 0.004)
    bokeh(c, rng, 20, ['#ffd56b', '#ffffff', '#ff9e5e'], 0.01, 0.025, alpha=(0.5, 0.9))
    # rain streaks
    for _ in range(120):
        x, y = rng.uniform(0, 1), rng.uniform(0, 1)
        c.line(x, y, x - 0.01, y + 0.05, 0.0015, '#c8d8ff', alpha=rng.uniform(0.05, 0.2))


def p_dahlia(c, rng):
    c.sky([(0, '#1a0f1f'), (1, '#3a1e3a')])
    bokeh(c, rng, 12, ['#5a2a5a', '#8a4a7a'], 0.05, 0.12, alpha=(0.2, 0.4))
    defocus(c, 0.01)
    cx, cy = 0.5, 0.5
    for L, (n, R, off) in enumerate([(16, 0.46, 0), (14, 0.37, 0.2), (12, 0.28, 0.1),
                                      (10, 0.19, 0.3), (8, 0.11, 0.0)]):
        for k in range(n):
            a = off + 2 * math.pi * k / n + L * 0.17
            ln = R * rng.uniform(0.92, 1.03)
            px, py = cx + math.cos(a) * ln * 0.55, cy + math.sin(a) * ln * 0.55
            tip = (cx + math.cos(a) * ln, cy + math.sin(a) * ln)
            nx, ny = -math.sin(a), math.cos(a)
            w = ln * 0.22
            pts = [(cx + math.cos(a) * ln * 0.1, cy + math.sin(a) * ln * 0.1),
                   (px + nx * w, py + ny * w), tip, (px - nx * w, py - ny * w)]
            shade = 0.45 + 0.55 * (L / 4)
            c.poly(pts, mix(col('#5a0f4a'), col('#e04da0'), shade))
            pts2 = [(cx + math.cos(a) * ln * 0.2, cy + math.sin(a) * ln * 0.2),
                    (px + nx * w * 0.5, py + ny * w * 0.5), tip]
            c.poly(pts2, mix(col('#8a2070'), col('#ff9ad0'), shade), alpha=0.7)
    c.circle(cx, cy, 0.04, '#f7c948')
    c.glow(0.35, 0.3, 0.3, '#ffd0f0', 0.15)


def p_palm_sunset(c, rng):
    c.sky([(0, '#2a1850'), (0.28, '#a0307a'), (0.5, '#ff6a4a'), (0.62, '#ffb65a'), (1, '#ffb65a')])
    c.glow(0.55, 0.6, 0.2, '#ffd080', 0.9)
    c.circle(0.55, 0.6, 0.08, '#ffe9b0')
    for y in (0.58, 0.61, 0.64):
        c.rect(0.4, y, 0.7, y + 0.008, '#ff8a5a', alpha=0.8)
    c.rect(0, 0.66, 1, 1, vgrad([(0, '#c04a5a'), (1, '#2a1030')], 0.66, 1))
    c.glitter(rng, 0.55, 0.66, 1, 0.03, '#ffc070', 0.9)
    c.ridge(0.9 + 0.05 * (c.xs - 0.3) ** 2 - 0.04 * np.exp(-((c.xs - 0.1) / 0.2) ** 2), '#12081a')
    palm(c, rng, 0.14, 0.92, 0.75, 0.16, '#12081a', fronds=9, frond_len=0.28)
    palm(c, rng, 0.26, 0.92, 0.55, 0.22, '#12081a', fronds=8, frond_len=0.22)
    palm(c, rng, 0.92, 0.96, 0.62, -0.12, '#12081a', fronds=8, frond_len=0.24)


def p_meadow(c, rng):
    c.sky([(0, '#2e6fc4'), (0.5, '#b3dcf6'), (1, '#b3dcf6')])
    clouds(c, rng, 0.05, 0.35, '#ffffff', '#c0cfe0', cover=0.4, cells=(4, 3))
    c.ridge(mountains(c, rng, 0.5, 0.14, 3), '#8fa6c4', mist=('#c4d8ea', 0.4, 0.55))
    peak_range(c, rng, [(0.15, 0.38, 1.0, 1.1), (0.9, 0.34, 1.1, 0.8), (0.58, 0.17, 1.3, 1.1)],
               '#8e9cb4', '#4d5a78', light=1, snow=('#ffffff', '#b8c6dc'), snow_depth=0.1,
               mist=('#b8cde0', 0.42, 0.6))
    g = hills(c, rng, 0.62, 0.06, 1.5)
    c.ridge(tree_spikes(c, rng, g, 90, 0.02, 0.05), '#2f5a36')
    c.ridge(hills(c, rng, 0.7, 0.05, 1.2), vgrad([(0, '#9ccc5a'), (1, '#5a9a32')], 0.62, 1.0))
    cols = ['#ffffff', '#ffe14d', '#ff5d8f', '#b27cff', '#ff9f1c']
    for _ in range(500):
        y = rng.uniform(0.7, 1.0)
        x = rng.uniform(0, 1)
        r = 0.002 + 0.012 * ((y - 0.7) / 0.3) ** 2
        c.circle(x, y, r, cols[rng.integers(len(cols))], alpha=0.9)


PHOTOS = [
    p_alpine_dawn, p_tropical_beach, p_city_night, p_lavender, p_misty_forest, p_desert,
    p_aurora, p_pink_flower, p_autumn, p_moon_sea, p_green_hills, p_sunflower,
    p_canyon, p_winter, p_tulips, p_milky_way, p_sailboat, p_cherry,
    p_foggy_pier, p_volcano, p_bokeh_city, p_dahlia, p_palm_sunset, p_meadow,
]


# ----------------------------------------------------------------------------
# Trips (600x900)
# ----------------------------------------------------------------------------

TRIPS = {}


def trip(fn):
    TRIPS[fn.__name__[2:]] = fn
    return fn


def windows(c, rng, x0, y0, x1, y1, cw, ch, fw=0.55, fh=0.6, lit=0.5, on='#ffd27a',
            off=None, tint=(0.6, 1.0)):
    """Grid of windows (cells cw x ch, window fw x fh of a cell) in a rectangle."""
    R = c.region(x0, y0, x1, y1)
    if R is None:
        return
    rs, cs, X, Y = R
    gx = np.floor((X - x0) / cw).astype(np.int64)
    gy = np.floor((Y - y0) / ch).astype(np.int64)
    fx = (X - x0) / cw - gx - (1 - fw) / 2
    fy = (Y - y0) / ch - gy - (1 - fh) / 2
    inside = (fx >= 0) & (fx < fw) & (fy >= 0) & (fy < fh) & (X < x1) & (Y < y1) & (X >= x0) & (Y >= y0)
    nx, ny = int((x1 - x0) / cw) + 2, int((y1 - y0) / ch) + 2
    grid = rng.uniform(0, 1, (ny, nx))
    br = rng.uniform(*tint, (ny, nx)).astype(F)
    gxc, gyc = np.clip(gx, 0, nx - 1), np.clip(gy, 0, ny - 1)
    is_on = grid[gyc, gxc] < lit
    if off is not None:
        c.paint(rs, cs, X, Y, inside & ~is_on, off)
    oncol = (col(on) * br[gyc, gxc][..., None]).astype(F)
    c.paint(rs, cs, X, Y, (inside & is_on), lambda X_, Y_: oncol)


def eave_roof(c, cx, y_top, y_bot, hw_top, hw_bot, curl, color, alpha=1.0):
    """East-Asian roof with concave slopes and upturned eave tips."""
    n = 24
    t = np.linspace(0, 1, n)
    # right slope: quadratic bezier from top corner to the eave tip
    p0 = np.array([cx + hw_top, y_top])
    p2 = np.array([cx + hw_bot, y_bot - curl])
    p1 = np.array([cx + hw_top + (hw_bot - hw_top) * 0.25, y_bot - (y_bot - y_top) * 0.05])
    right = ((1 - t) ** 2)[:, None] * p0 + (2 * (1 - t) * t)[:, None] * p1 + (t ** 2)[:, None] * p2
    u = np.linspace(1, -1, 2 * n)
    bottom = np.stack([cx + u * hw_bot * 0.985, y_bot - curl * np.abs(u) ** 6], 1)
    left = right[::-1].copy()
    left[:, 0] = 2 * cx - left[:, 0]
    c.poly(np.concatenate([[[cx - hw_top, y_top]], right, bottom, left]), color, alpha)


def pointed_dome(c, cx, ybase, hw, h, color, k=0.3, alpha=1.0):
    u = np.linspace(-1, 1, 121)
    y = ybase - h * np.sqrt(np.clip(1 - u * u, 0, 1)) * (1 - k * np.abs(u)) / 1.0
    pts = np.stack([cx + u * hw, y], 1)
    c.poly(pts, color, alpha)
    return lambda uu: ybase - h * np.sqrt(np.clip(1 - uu * uu, 0, 1)) * (1 - k * np.abs(uu))


def gable_house(c, rng, x, w, ybase, hf, kind, color, trim='#f4efe6', lit=0.4,
                win_on='#ffcf73', win_off='#2a3550', gh=None):
    """Dutch / Flemish gabled facade.  Returns the apex y."""
    top = ybase - hf
    c.rect(x, top, x + w, ybase, color)
    gh = gh or w * 0.9
    cx = x + w / 2
    if kind == 'step':
        steps = 4
        pts = [(x, top)]
        for i in range(steps):
            xi = x + w * 0.5 * i / steps * 0.9
            yi = top - gh * (i + 1) / (steps + 1)
            pts += [(xi, yi), (xi + w * 0.5 * 0.9 / steps, yi)]
        pts += [(cx - w * 0.1, top - gh), (cx + w * 0.1, top - gh)]
        for i in reversed(range(steps)):
            xi = x + w - w * 0.5 * i / steps * 0.9
            yi = top - gh * (i + 1) / (steps + 1)
            pts += [(xi - w * 0.5 * 0.9 / steps, yi), (xi, yi)]
        pts += [(x + w, top)]
        c.poly(pts, color)
        apex = top - gh
    elif kind == 'bell':
        t = np.linspace(0, 1, 30)
        lx = x + w * 0.28 * (1 - np.cos(t * math.pi)) / 2 + w * 0.0
        ly = top - gh * 0.8 * t
        xs_ = np.concatenate([lx, [cx - w * 0.2, cx, cx + w * 0.2], (2 * cx - lx)[::-1]])
        ys_ = np.concatenate([ly, [top - gh * 0.8, top - gh, top - gh * 0.8], ly[::-1]])
        c.poly(np.stack([xs_, ys_], 1), color)
        c.line(x + w * 0.02, top, x + w * 0.28, top - gh * 0.8, w * 0.04, trim)
        c.line(x + w * 0.98, top, x + w * 0.72, top - gh * 0.8, w * 0.04, trim)
        apex = top - gh
    elif kind == 'neck':
        c.rect(x + w * 0.25, top - gh * 0.8, x + w * 0.75, top + 0.001, color)
        c.circle(x + w * 0.25, top, w * 0.22, color)
        c.circle(x + w * 0.75, top, w * 0.22, color)
        c.rect(x, top - 0.001, x + w * 0.03, top + w * 0.2, color)
        c.poly([(x + w * 0.2, top - gh * 0.8), (x + w * 0.8, top - gh * 0.8), (cx, top - gh)], trim)
        apex = top - gh
    elif kind == 'triangle':
        c.poly([(x - w * 0.02, top), (x + w * 1.02, top), (cx, top - gh * 0.9)], color)
        c.line(x, top, cx, top - gh * 0.9, w * 0.035, trim)
        c.line(x + w, top, cx, top - gh * 0.9, w * 0.035, trim)
        apex = top - gh * 0.9
    else:  # cornice
        c.rect(x - w * 0.02, top - w * 0.08, x + w * 1.02, top + w * 0.02, trim)
        c.rect(x + w * 0.3, top - w * 0.2, x + w * 0.7, top - w * 0.07, color)
        apex = top - w * 0.2
    # hoist beam
    c.rect(cx - w * 0.015, apex + gh * 0.1, cx + w * 0.015, apex + gh * 0.25, trim)
    # windows: 2-3 per floor
    cols = 3 if w > 0.16 else 2
    floors = max(2, int(hf / (w * 0.55)))
    ww = w / cols
    fh_ = (hf - w * 0.15) / floors
    wins = rng.uniform(0, 1, (floors, cols)) < lit
    for fi in range(floors):
        for ci in range(cols):
            wx0 = x + ww * ci + ww * 0.22
            wx1 = x + ww * (ci + 1) - ww * 0.22
            wy0 = top + fh_ * fi + fh_ * 0.18
            wy1 = top + fh_ * (fi + 1) - fh_ * 0.12
            if fi == floors - 1 and ci == cols // 2:
                c.rect(wx0 - ww * 0.05, wy0, wx1 + ww * 0.05, ybase, trim)
                c.rect(wx0 + ww * 0.03, wy0 + fh_ * 0.05, wx1 - ww * 0.03, ybase, '#2a2220')
                continue
            c.rect(wx0 - ww * 0.06, wy0 - ww * 0.06, wx1 + ww * 0.06, wy1 + ww * 0.06, trim)
            c.rect(wx0, wy0, wx1, wy1, win_on if wins[fi, ci] else win_off)
            c.line((wx0 + wx1) / 2, wy0, (wx0 + wx1) / 2, wy1, ww * 0.04, trim)
            c.line(wx0, (wy0 + wy1) / 2, wx1, (wy0 + wy1) / 2, ww * 0.04, trim)
    if kind in ('step', 'bell', 'neck', 'triangle'):
        c.rect(cx - w * 0.09, top - gh * 0.55, cx + w * 0.09, top - gh * 0.25, trim)
        c.rect(cx - w * 0.07, top - gh * 0.53, cx + w * 0.07, top - gh * 0.27,
               win_on if rng.uniform() < lit else win_off)
    return apex


def lamp(c, x, y_ground, h, color='#1a1420', light='#ffd88a'):
    c.line(x, y_ground, x, y_ground - h, 0.006, color)
    c.rect(x - 0.01, y_ground - h - 0.02, x + 0.01, y_ground - h, color)
    c.glow(x, y_ground - h - 0.01, 0.03, light, 0.9)
    c.circle(x, y_ground - h - 0.01, 0.006, '#fff2d0')


def bike(c, x, y, s, color):
    for dx in (0, s * 1.6):
        c.ring(x + dx, y - s * 0.5, s * 0.5, s * 0.08, color)
    c.line(x, y - s * 0.5, x + s * 0.7, y - s * 1.1, s * 0.1, color)
    c.line(x + s * 0.7, y - s * 1.1, x + s * 1.6, y - s * 0.5, s * 0.1, color)
    c.line(x + s * 0.7, y - s * 1.1, x + s * 0.55, y - s * 0.5, s * 0.1, color)
    c.line(x + s * 0.55, y - s * 0.5, x, y - s * 0.5, s * 0.1, color)
    c.line(x + s * 1.4, y - s * 1.3, x + s * 1.6, y - s * 0.5, s * 0.1, color)
    c.line(x + s * 1.25, y - s * 1.35, x + s * 1.55, y - s * 1.3, s * 0.1, color)
    c.line(x + s * 0.6, y - s * 1.25, x + s * 0.85, y - s * 1.25, s * 0.12, color)


@trip
def t_paris(c, rng):
    c.sky([(0, '#141a44'), (0.3, '#3b3578'), (0.55, '#a85a8c'), (0.7, '#f08a6a'),
           (0.8, '#ffc48a'), (1, '#ffd9a0')])
    stars(c, rng, 60, 0.35)
    clouds(c, rng, 0.55, 0.95, '#ffb49a', '#7a4a7a', cover=0.38, cells=(2, 8), alpha=0.7)
    c.glow(0.5, 1.18, 0.35, '#ffcf8a', 0.6)
    bg = c.snapshot()
    cx, top, base = 0.5, 0.2, 1.22
    H = base - top

    def hw(t):
        return 0.006 + 0.205 * np.asarray(t) ** 2.6 + 0.012 * np.asarray(t)

    t = np.linspace(0, 1, 200)
    ys_ = top + H * t
    pts = np.concatenate([np.stack([cx + hw(t), ys_], 1), np.stack([cx - hw(t), ys_], 1)[::-1]])

    def tower_colour(X, Y):
        tt = np.clip((Y - top) / H, 0, 1)
        return interp_stops(tt, [(0, '#fff0b0'), (0.3, '#ffd06a'), (1, '#e0883a')])
    # lattice: draw tower into a mask on a copy, with holes for the sky
    c.poly(pts, tower_colour)
    R = c.region(cx - 0.25, top + H * 0.12, cx + 0.25, base)
    rs, cs, X, Y = R
    tt = np.clip((Y - top) / H, 0, 1)
    u = (X - cx) / hw(tt)
    v = tt * 26
    lines = np.minimum(np.abs(((v + u * 1.2) % 1) - 0.5), np.abs(((v - u * 1.2) % 1) - 0.5))
    hole = (np.abs(u) < 0.78) & (lines > 0.12) & (np.abs(u) < 1)
    c.paint(rs, cs, X, Y, hole * 0.8, bg)
    # arch between the legs
    a_top = top + H * 0.86
    R = c.region(cx - 0.2, a_top, cx + 0.2, base + 0.01)
    rs, cs, X, Y = R
    rx = hw(1.0) * 0.66
    ell = ((X - cx) / rx) ** 2 + ((Y - base) / (base - a_top)) ** 2 < 1
    c.paint(rs, cs, X, Y, ell, bg)
    # platforms
    for tp, th in [(0.08, 0.006), (0.62, 0.012), (0.81, 0.016)]:
        y = top + H * tp
        w_ = float(hw(tp)) + 0.012
        c.rect(cx - w_, y - th, cx + w_, y + th * 0.4, '#ffe4a0')
        c.rect(cx - w_, y + th * 0.4, cx + w_, y + th, '#b8682e')
    c.line(cx, top, cx, top - 0.05, 0.004, '#ffe8b0')
    c.glow(cx, top - 0.05, 0.03, '#ffffff', 0.8)
    # Champ de Mars trees and Paris rooftops
    trees = tree_spikes(c, rng, np.full(c.W, 1.27, F), 90, 0.025, 0.06, 0.9, round_=True)
    c.ridge(trees, vgrad([(0, '#4a2f4a'), (0.3, '#2a1d3c'), (1, '#1c1530')], 1.2, 1.32))
    x = -0.02
    while x < 1.02:
        w = rng.uniform(0.12, 0.2)
        h = rng.uniform(0.14, 0.2)
        y0 = 1.5 - h + 0.05
        c.rect(x, y0, x + w, 1.5, '#1c1530')
        c.poly([(x - 0.005, y0), (x + w + 0.005, y0), (x + w - 0.02, y0 - 0.05),
                (x + 0.02, y0 - 0.05)], '#15102a')
        for k in range(int(w / 0.04)):
            dx = x + 0.03 + k * 0.04
            c.rect(dx, y0 - 0.035, dx + 0.012, y0 - 0.015, '#f0b060', alpha=0.8)
        c.rect(x + w * 0.2, y0 - 0.08, x + w * 0.28, y0 - 0.04, '#15102a')
        windows(c, rng, x + 0.01, y0 + 0.02, x + w - 0.01, 1.5, 0.035, 0.05, 0.45, 0.6,
                lit=0.45, on='#ffc66a', off='#2a2244')
        x += w


@trip
def t_florence(c, rng):
    c.sky([(0, '#3b5c9c'), (0.3, '#93a6cf'), (0.55, '#f5c890'), (0.72, '#ffb27a'), (1, '#ffb27a')])
    clouds(c, rng, 0.1, 0.6, '#fff0dc', '#c79a9a', cover=0.38, cells=(3, 6), alpha=0.7)
    c.glow(0.15, 0.95, 0.25, '#ffe0a0', 0.7)
    c.ridge(hills(c, rng, 0.98, 0.12, 1.5), '#a58ea2', mist=('#e8b89a', 0.9, 1.02))
    g = hills(c, rng, 1.03, 0.06, 2)
    c.ridge(g, '#7d7a6a')
    for _ in range(18):
        x = rng.uniform(0, 1)
        yb = float(g[int(x * (c.W - 1))]) + 0.01
        h = rng.uniform(0.04, 0.07)
        c.ellipse(x, yb - h / 2, h * 0.14, h / 2, '#3d4a30')
    # campanile (Giotto's bell tower)
    tx0, tx1 = 0.12, 0.22
    c.rect(tx0, 0.42, tx1, 1.1, vgrad([(0, '#f6e7d6'), (1, '#d8c0a8')], 0.42, 1.1))
    c.rect(tx1 - 0.025, 0.42, tx1, 1.1, '#c4a890', alpha=0.6)
    for y in np.arange(0.5, 1.1, 0.12):
        c.rect(tx0, y, tx1, y + 0.008, '#5f7a5a')
    for y in [0.48, 0.62, 0.76]:
        c.rect(tx0 + 0.03, y, tx1 - 0.03, y + 0.08, '#3a3040')
        c.circle((tx0 + tx1) / 2, y, 0.02, '#3a3040')
    c.rect(tx0 - 0.008, 0.405, tx1 + 0.008, 0.425, '#e8d4bc')
    # Duomo: drum + dome + lantern
    cx = 0.6
    # tribunes with half-domes, polychrome marble
    for ax, aw in [(0.3, 0.1), (0.9, 0.1)]:
        c.ellipse(ax, 0.86, aw, 0.06, '#c85a3c')
    c.rect(0.2, 0.86, 1.0, 1.1, '#f1e6d6')
    for x in np.arange(0.22, 1.0, 0.045):
        c.rect(x, 0.87, x + 0.006, 1.1, '#5f7a5a')
    c.rect(0.2, 0.86, 1.0, 0.872, '#5f7a5a')
    c.rect(0.38, 0.74, 0.82, 0.86, '#f2e6d4')
    c.ellipse(0.6, 0.745, 0.22, 0.02, '#c85a3c')
    for x in np.arange(0.4, 0.82, 0.06):
        c.rect(x, 0.77, x + 0.006, 0.86, '#5f7a5a')
    c.rect(0.4, 0.64, 0.8, 0.74, '#f2e6d4')
    for k in range(5):
        x = 0.44 + k * 0.08
        c.circle(x, 0.69, 0.018, '#4a3a3a')
        c.ring(x, 0.69, 0.022, 0.006, '#6a8a6a')
    c.rect(0.39, 0.63, 0.81, 0.645, '#6a8a6a')
    prof = pointed_dome(c, cx, 0.635, 0.2, 0.3, vgrad([(0, '#e0704a'), (1, '#b8482e')], 0.33, 0.64))
    R = c.region(cx - 0.2, 0.33, cx + 0.2, 0.64)
    rs, cs, X, Y = R
    inside = Y > prof(np.clip((X - cx) / 0.2, -1, 1))
    c.paint(rs, cs, X, Y, smoothstep(-0.05, 0.18, X - cx) * 0.35 * inside, '#5a1a14')
    for f in (-0.7, 0.0, 0.7):
        u = np.linspace(0, 0.97, 40)
        xs_ = cx + f * u * 0.2 + (0 if f else 0)
        ys_ = prof(u * (1 if f >= 0 else -1))
        for i in range(len(u) - 1):
            c.line(xs_[i], ys_[i], xs_[i + 1], ys_[i + 1], 0.008, '#f8eee0')
    c.line(cx, 0.34, cx, 0.635, 0.008, '#f8eee0')
    c.rect(cx - 0.025, 0.3, cx + 0.025, 0.345, '#f6ecdc')
    c.poly([(cx - 0.028, 0.3), (cx + 0.028, 0.3), (cx, 0.26)], '#d8c8b0')
    c.circle(cx, 0.255, 0.008, '#e8c060')
    c.line(cx, 0.25, cx, 0.225, 0.004, '#e8c060')
    # terracotta rooftops in three rows
    facades = ['#e8c48a', '#f0d7a8', '#d9a066', '#e6b87a', '#f4e2c0', '#cf8f5a']
    for row, (yb, hmin, hmax, wmin, wmax) in enumerate([(1.12, 0.05, 0.09, 0.06, 0.12),
                                                        (1.28, 0.08, 0.13, 0.1, 0.18),
                                                        (1.5, 0.12, 0.18, 0.16, 0.26)]):
        x = -0.05
        while x < 1.05:
            w = rng.uniform(wmin, wmax)
            h = rng.uniform(hmin, hmax)
            fc = facades[rng.integers(len(facades))]
            y0 = yb - h
            c.rect(x, y0, x + w, yb + 0.02, fc)
            c.rect(x + w * 0.75, y0, x + w, yb + 0.02, '#000000', alpha=0.12)
            rh = w * 0.18
            c.poly([(x - 0.01, y0), (x + w + 0.01, y0), (x + w * 0.8, y0 - rh), (x + w * 0.2, y0 - rh)],
                   vgrad([(0, '#d8643e'), (1, '#9a3a24')], y0 - rh, y0))
            for k in range(int(w / 0.012)):
                c.line(x + k * 0.012, y0 - rh * 0.1, x + k * 0.012 + 0.002, y0, 0.002, '#7a2a1a', 0.4)
            nwx = max(1, int(w / 0.05))
            for k in range(nwx):
                wx = x + (k + 0.5) * w / nwx
                for j in range(max(1, int(h / 0.05))):
                    wy = y0 + 0.02 + j * 0.05
                    if wy + 0.03 < yb:
                        c.rect(wx - 0.008, wy, wx + 0.008, wy + 0.026, '#5a4030')
                        c.rect(wx - 0.013, wy, wx - 0.008, wy + 0.026, '#4f6a3a')
                        c.rect(wx + 0.008, wy, wx + 0.013, wy + 0.026, '#4f6a3a')
            x += w + rng.uniform(-0.01, 0.0)


@trip
def t_amsterdam(c, rng):
    c.sky([(0, '#0c1638'), (0.25, '#26386e'), (0.45, '#5b5d96'), (0.6, '#c47e8a'), (1, '#c47e8a')])
    stars(c, rng, 40, 0.3)
    kinds = ['step', 'bell', 'neck', 'cornice', 'triangle', 'bell', 'step']
    colors = ['#3b2a22', '#7a2e22', '#2f4a3a', '#e0d2b6', '#1f2d48', '#5a3a2a', '#8a4a2a']
    x = -0.03
    i = 0
    houses = []
    while x < 1.02:
        w = rng.uniform(0.15, 0.22)
        hf = rng.uniform(0.42, 0.58)
        houses.append((x, w, hf, kinds[i % len(kinds)], colors[(i * 3) % len(colors)]))
        x += w
        i += 1
    for (x, w, hf, k, cc) in houses:
        gable_house(c, rng, x, w, 1.02, hf, k, cc, lit=0.5)
        c.line(x, 1.02 - hf, x, 1.02, 0.003, '#000000', alpha=0.4)
    # quay
    c.rect(0, 1.02, 1, 1.06, '#1c1a26')
    c.rect(0, 1.055, 1, 1.065, '#3a3444')
    for x in (0.08, 0.52, 0.93):
        lamp(c, x, 1.03, 0.12)
    for x in (0.16, 0.27, 0.62, 0.7):
        bike(c, x, 1.03, 0.022, '#0e0c14')
    # tree silhouettes leaning over the canal
    c.reflect(1.065, vgrad([(0, '#1c2648'), (1, '#0a0f22')], 1.065, 1.5), strength=0.3,
              ripple=0.005, rng=rng, streaks=0.15)
    # a canal boat
    c.poly([(0.25, 1.3), (0.75, 1.3), (0.72, 1.35), (0.3, 1.35)], '#1a1220')
    c.rect(0.35, 1.26, 0.6, 1.3, '#2a2a3a')
    for k in range(6):
        c.rect(0.37 + k * 0.038, 1.27, 0.39 + k * 0.038, 1.29, '#ffd27a')
    c.glow(0.48, 1.28, 0.08, '#ffb860', 0.3)


@trip
def t_ghent(c, rng):
    c.sky([(0, '#3a5a96'), (0.3, '#8fa0c8'), (0.5, '#f0c08a'), (0.62, '#ffd59a'), (1, '#ffd59a')])
    clouds(c, rng, 0.1, 0.55, '#fff0d8', '#b89aa8', cover=0.36, cells=(3, 6), alpha=0.75)
    c.glow(0.8, 0.75, 0.22, '#fff0c0', 0.7)
    far = '#6a6a88'
    # St Nicholas' church, the Belfry and St Bavo's: three towers in a row
    for tx, w, h, kind in [(0.2, 0.09, 0.42, 'turrets'), (0.5, 0.08, 0.58, 'spire'),
                           (0.8, 0.1, 0.45, 'square')]:
        y0 = 0.92 - h
        c.rect(tx - w / 2, y0, tx + w / 2, 0.95, far)
        if kind == 'spire':
            c.poly([(tx - w / 2, y0), (tx + w / 2, y0), (tx, y0 - 0.2)], far)
            for dx in (-w / 2, w / 2):
                c.poly([(tx + dx - 0.012, y0), (tx + dx + 0.012, y0), (tx + dx, y0 - 0.07)], far)
            c.line(tx, y0 - 0.2, tx, y0 - 0.24, 0.004, '#d8b060')
        elif kind == 'turrets':
            c.poly([(tx - w / 2, y0), (tx + w / 2, y0), (tx, y0 - 0.1)], far)
            for dx in (-w / 2, w / 2):
                c.rect(tx + dx - 0.01, y0 - 0.02, tx + dx + 0.01, y0 + 0.05, far)
                c.poly([(tx + dx - 0.012, y0 - 0.02), (tx + dx + 0.012, y0 - 0.02), (tx + dx, y0 - 0.08)], far)
        else:
            for k in range(5):
                c.rect(tx - w / 2 + k * w / 4.5, y0 - 0.02, tx - w / 2 + k * w / 4.5 + 0.012, y0, far)
        for y in np.arange(y0 + 0.04, 0.9, 0.08):
            c.rect(tx - w * 0.15, y, tx + w * 0.15, y + 0.04, '#4a4a64')
            c.circle(tx, y, w * 0.15, '#4a4a64')
    c.ridge(0.93 + 0.01 * fbm1d(rng, c.xs, 5), '#6a6a88')
    # Graslei guild houses
    kinds = ['step', 'step', 'triangle', 'step', 'cornice', 'step', 'bell']
    stones = ['#d9c3a0', '#b89a78', '#8f7a66', '#e0cfae', '#a08468', '#cbb08a', '#9a8a7a']
    x = -0.02
    i = 0
    while x < 1.02:
        w = rng.uniform(0.11, 0.17)
        hf = rng.uniform(0.14, 0.24)
        gable_house(c, rng, x, w, 1.08, hf, kinds[i % len(kinds)], stones[(i * 2) % len(stones)],
                    trim='#efe4d0', lit=0.3, win_on='#ffe2a0', win_off='#4a4a5a', gh=w * 1.1)
        c.rect(x, 1.08 - hf, x + w * 0.3, 1.08, '#ffd8a0', alpha=0.18)
        x += w
        i += 1
    c.rect(0, 1.08, 1, 1.1, '#5a4a40')
    c.reflect(1.1, vgrad([(0, '#8a8aa0'), (1, '#3a4a62')], 1.1, 1.5), strength=0.22, ripple=0.004,
              rng=rng, streaks=0.15)
    c.glitter(rng, 0.8, 1.1, 1.5, 0.03, '#fff0c0', 0.6)
    # moored boats
    for bx, bc in [(0.1, '#2a3a5a'), (0.55, '#6a2a2a')]:
        c.poly([(bx, 1.22), (bx + 0.3, 1.22), (bx + 0.27, 1.26), (bx + 0.03, 1.26)], bc)
        c.rect(bx + 0.02, 1.215, bx + 0.28, 1.225, '#e8e0d0')


@trip
def t_santorini(c, rng):
    c.sky([(0, '#1f6fd0'), (0.35, '#6fb2ea'), (0.42, '#b8e0f8'), (1, '#b8e0f8')])
    puffy_cloud(c, rng, 0.75, 0.18, 0.05, '#ffffff', '#d0e0f0')
    horizon = 0.6
    c.ridge(np.where(np.abs(c.xs - 0.75) < 0.25, horizon - 0.03 * np.sqrt(
        np.clip(1 - ((c.xs - 0.75) / 0.25) ** 2, 0, 1)) - 0.005 * fbm1d(rng, c.xs, 10), horizon),
        '#8aa0c0', bottom=np.full(c.W, horizon + 0.002, F))
    c.rect(0, horizon, 1, 1.5, vgrad([(0, '#2a6ab8'), (0.4, '#0e4a9a'), (1, '#073578')], horizon, 1.5))
    c.glitter(rng, 0.7, horizon, 1.5, 0.08, '#ffffff', 0.5)
    # cliff
    cliff_top = np.where(c.xs < 0.95, 0.55 + c.xs * 0.35, 2.0)
    c.ridge(cliff_top + 0.02 * fbm1d(rng, c.xs, 8),
            lambda X, Y: interp_stops(np.clip((Y - 0.5) / 1.0, 0, 1),
                                      [(0, '#b06a44'), (0.5, '#8a4a32'), (1, '#5a2a22')]))

    def house(x, y, w, h, roof='flat'):
        c.rect(x, y - h, x + w, y, '#fbfaf4' if rng.uniform() < 0.8 else
               ['#f4d8a0', '#f2c2b0', '#e8c890'][rng.integers(3)])
        c.rect(x + w * 0.72, y - h, x + w, y, '#d8dde8')
        c.rect(x - 0.004, y - h - 0.006, x + w + 0.004, y - h + 0.004, '#ffffff')
        if rng.uniform() < 0.7:
            dx = x + rng.uniform(0.15, 0.5) * w
            c.rect(dx, y - h * 0.55, dx + w * 0.14, y - h * 0.1,
                   ['#1f5fbf', '#2a7ad8', '#3a3a3a', '#7fbfe0'][rng.integers(4)])
        c.rect(x, y, x + w, y + h * 0.12, '#000000', alpha=0.12)
        if rng.uniform() < 0.35:
            c.ellipse(x + w * 0.5, y - h, w * 0.35, h * 0.25, '#1f5fbf')
    # stacked houses cascading down the cliff
    rows = [(0.58, 0.0, 0.55, 0.05), (0.66, -0.02, 0.6, 0.06), (0.76, -0.03, 0.65, 0.07),
            (0.88, -0.03, 0.72, 0.08), (1.0, -0.04, 0.82, 0.09), (1.14, -0.05, 0.9, 0.1)]
    for (y, x0, x1, hmax) in rows:
        x = x0
        while x < x1:
            w = rng.uniform(0.06, 0.11)
            house(x, y + rng.uniform(-0.01, 0.01), w, rng.uniform(hmax * 0.6, hmax))
            x += w + rng.uniform(-0.01, 0.01)
    # the church with blue domes and a bell tower
    bx, by = 0.55, 1.2
    c.rect(bx, by - 0.16, bx + 0.22, by, '#fbfaf4')
    c.rect(bx + 0.17, by - 0.16, bx + 0.22, by, '#dfe3ec')
    c.ellipse(bx + 0.11, by - 0.24, 0.08, 0.09, vgrad([(0, '#3a86e0'), (1, '#164a9a')], by - 0.33, by - 0.24))
    c.ellipse(bx + 0.08, by - 0.3, 0.02, 0.012, '#8ac0f0', alpha=0.7)
    c.rect(bx + 0.03, by - 0.245, bx + 0.19, by - 0.15, '#fbfaf4')
    c.rect(bx + 0.15, by - 0.245, bx + 0.19, by - 0.15, '#dfe3ec')
    c.rect(bx + 0.02, by - 0.252, bx + 0.2, by - 0.238, '#ffffff')
    for k in range(3):
        wx = bx + 0.06 + k * 0.05
        c.rect(wx - 0.008, by - 0.22, wx + 0.008, by - 0.18, '#2a5a9a')
        c.circle(wx, by - 0.22, 0.008, '#2a5a9a')
    c.rect(bx + 0.08, by - 0.1, bx + 0.13, by, '#1f5fbf')
    c.circle(bx + 0.105, by - 0.1, 0.025, '#1f5fbf')
    c.line(bx + 0.11, by - 0.33, bx + 0.11, by - 0.37, 0.005, '#f0f0f0')
    c.line(bx + 0.095, by - 0.355, bx + 0.125, by - 0.355, 0.005, '#f0f0f0')
    tx = 0.38
    c.rect(tx, by - 0.28, tx + 0.1, by, '#fbfaf4')
    c.rect(tx + 0.075, by - 0.28, tx + 0.1, by, '#dfe3ec')
    for k, yy in enumerate([by - 0.25, by - 0.17]):
        c.rect(tx + 0.02, yy, tx + 0.08, yy + 0.05, '#2a5a9a')
        c.circle(tx + 0.05, yy, 0.03, '#2a5a9a')
        c.circle(tx + 0.05, yy + 0.028, 0.012, '#c09040')
    c.ellipse(tx + 0.05, by - 0.29, 0.05, 0.04, '#1f5fbf')
    c.line(tx + 0.05, by - 0.33, tx + 0.05, by - 0.36, 0.004, '#ffffff')
    # terrace wall and bougainvillea
    c.rect(0, by, 1, 1.5, vgrad([(0, '#f4f2ec'), (1, '#d8d8d8')], by, 1.5))
    c.rect(0, by, 1, by + 0.012, '#ffffff')
    for _ in range(120):
        x = rng.normal(0.1, 0.08)
        y = rng.uniform(0.95, 1.35)
        c.circle(x, y, rng.uniform(0.008, 0.018), ['#e0307a', '#ff5aa0', '#b81e5a'][rng.integers(3)])
    for _ in range(40):
        c.circle(rng.normal(0.1, 0.06), rng.uniform(0.95, 1.35), 0.008, '#3a7a3a')
    c.rect(0.3, by + 0.12, 1.0, 1.5, vgrad([(0, '#e4e2dc'), (1, '#c8c8c4')], by + 0.12, 1.5))
    c.rect(0.3, by + 0.12, 1.0, by + 0.13, '#ffffff')
    for k in range(6):
        c.rect(0.33 + k * 0.11, by + 0.05, 0.36 + k * 0.11, by + 0.12, '#c8c6c0')
    for px_ in (0.45, 0.78):
        c.poly([(px_ - 0.04, by + 0.02), (px_ + 0.04, by + 0.02), (px_ + 0.03, by + 0.1),
                (px_ - 0.03, by + 0.1)], '#c0643a')
        for _ in range(25):
            c.circle(px_ + rng.normal(0, 0.025), by + 0.01 - abs(rng.normal(0, 0.03)),
                     rng.uniform(0.006, 0.012), ['#3a7a3a', '#4f9a4a', '#e0307a'][rng.integers(3)])


@trip
def t_budapest(c, rng):
    c.sky([(0, '#070b26'), (0.4, '#1a2150'), (0.62, '#3a2d62'), (0.7, '#6a3a6a'), (1, '#6a3a6a')])
    stars(c, rng, 90, 0.7)
    c.glow(0.5, 0.95, 0.4, '#ff9a5a', 0.25)
    gold = vgrad([(0, '#ffe29a'), (1, '#d8902e')], 0.55, 1.0)
    base = 1.02
    # main block
    c.rect(0.02, 0.88, 0.98, base, gold)
    windows(c, rng, 0.03, 0.9, 0.97, base - 0.01, 0.018, 0.04, 0.4, 0.65, lit=1.0, on='#8a4a1a',
            tint=(0.8, 1.0))
    for x in np.arange(0.05, 0.97, 0.045):
        c.poly([(x - 0.008, 0.885), (x + 0.008, 0.885), (x, 0.84)], '#ffe2a0')
    # wings with steep roofs
    for x0, x1 in [(0.06, 0.3), (0.7, 0.94)]:
        c.poly([(x0, 0.88), (x1, 0.88), (x1 - 0.02, 0.84), (x0 + 0.02, 0.84)], '#7a3a2a')
        for x in np.linspace(x0 + 0.02, x1 - 0.02, 5):
            c.rect(x - 0.012, 0.8, x + 0.012, 0.88, gold)
            c.poly([(x - 0.014, 0.8), (x + 0.014, 0.8), (x, 0.73)], '#ffd98a')
    # central dome and two towers
    cx = 0.5
    c.rect(0.38, 0.78, 0.62, 0.88, gold)
    c.rect(0.42, 0.66, 0.58, 0.78, gold)
    windows(c, rng, 0.425, 0.68, 0.575, 0.77, 0.02, 0.05, 0.4, 0.7, lit=1.0, on='#8a4a1a')
    pointed_dome(c, cx, 0.665, 0.09, 0.2, vgrad([(0, '#c06a3a'), (1, '#7a2a1e')], 0.46, 0.66), k=0.45)
    for f in (-0.6, 0, 0.6):
        c.line(cx + f * 0.06, 0.66, cx + f * 0.01, 0.5, 0.004, '#ffd98a')
    c.line(cx, 0.47, cx, 0.38, 0.006, '#ffd98a')
    c.circle(cx, 0.46, 0.012, '#ffd98a')
    for tx in (0.36, 0.64):
        c.rect(tx - 0.018, 0.62, tx + 0.018, 0.88, gold)
        c.poly([(tx - 0.02, 0.62), (tx + 0.02, 0.62), (tx, 0.5)], '#ffd98a')
        c.line(tx, 0.5, tx, 0.47, 0.003, '#ffd98a')
    c.glow(cx, 0.75, 0.35, '#ffb050', 0.25)
    # embankment and river
    c.rect(0, base, 1, base + 0.02, '#2a1a2a')
    c.reflect(base + 0.02, vgrad([(0, '#201a3a'), (1, '#0a0a1a')], base, 1.5), strength=0.2,
              ripple=0.008, rng=rng, streaks=0.35)
    # Chain Bridge lights in the foreground
    deck = 1.38
    c.rect(0, deck, 1, deck + 0.03, '#0a0814')
    for x in np.linspace(0.0, 1.0, 26):
        c.glow(x, deck - 0.004, 0.008, '#ffe0a0', 0.7)
    c.rect(0, deck + 0.03, 1, 1.5, '#05040a')
    p1, p2, ptop = 0.12, 0.88, 1.12

    def chain(xa, ya, xb, yb, sag):
        t = np.linspace(0, 1, 40)
        xs_ = xa + (xb - xa) * t
        ys_ = ya + (yb - ya) * t + sag * 4 * t * (1 - t)
        for i in range(39):
            c.line(xs_[i], ys_[i], xs_[i + 1], ys_[i + 1], 0.007, '#0a0814')
        for i in range(0, 40, 4):
            c.line(xs_[i], ys_[i], xs_[i], deck, 0.002, '#0a0814', alpha=0.8)
            c.glow(xs_[i], ys_[i], 0.007, '#ffe8b0', 0.8)
    chain(p1, ptop + 0.02, p2, ptop + 0.02, 0.22)
    chain(-0.3, deck - 0.02, p1, ptop + 0.02, -0.05)
    chain(p2, ptop + 0.02, 1.3, deck - 0.02, -0.05)
    for x in (p1, p2):
        c.rect(x - 0.06, ptop, x + 0.06, 1.5, '#0c0a18')
        c.rect(x - 0.07, ptop - 0.02, x + 0.07, ptop + 0.01, '#0c0a18')
        c.rect(x - 0.03, ptop + 0.08, x + 0.03, deck, '#2a2240')
        c.circle(x, ptop + 0.08, 0.03, '#2a2240')
        c.glow(x, ptop - 0.01, 0.03, '#ffd890', 0.5)


@trip
def t_london(c, rng):
    c.sky([(0, '#22335e'), (0.3, '#55609a'), (0.5, '#c3859a'), (0.66, '#f4b08a'), (1, '#ffd1a0')])
    clouds(c, rng, 0.05, 0.7, '#ffc4a8', '#5a5a86', cover=0.45, cells=(3, 7), alpha=0.85)
    c.glow(0.3, 1.05, 0.3, '#ffd59a', 0.6)
    # London Eye
    ex, ey, er = 0.2, 0.8, 0.22
    c.ring(ex, ey, er, 0.008, '#3a3456', alpha=0.8)
    c.ring(ex, ey, er * 0.96, 0.003, '#3a3456', alpha=0.8)
    for k in range(32):
        a = k * 2 * math.pi / 32
        c.line(ex, ey, ex + math.cos(a) * er, ey + math.sin(a) * er, 0.0015, '#3a3456', 0.6)
        c.ellipse(ex + math.cos(a) * er * 1.03, ey + math.sin(a) * er * 1.03, 0.008, 0.006, '#3a3456', 0.8)
    c.line(ex, ey, ex - 0.1, 1.1, 0.008, '#3a3456', 0.8)
    c.line(ex, ey, ex + 0.1, 1.1, 0.008, '#3a3456', 0.8)
    dark = '#1b1830'
    # Palace of Westminster
    c.rect(0.3, 1.0, 1.0, 1.12, dark)
    for x in np.arange(0.31, 1.0, 0.03):
        c.poly([(x - 0.005, 1.0), (x + 0.005, 1.0), (x, 0.965)], dark)
    windows(c, rng, 0.32, 1.02, 1.0, 1.11, 0.02, 0.035, 0.4, 0.6, lit=0.35, on='#ffcf73')
    c.rect(0.88, 0.78, 0.98, 1.0, dark)  # Victoria Tower
    for x in (0.88, 0.98):
        c.poly([(x - 0.008, 0.78), (x + 0.008, 0.78), (x, 0.72)], dark)
    # Elizabeth Tower (Big Ben)
    bx, w = 0.62, 0.09
    c.rect(bx - w / 2, 0.56, bx + w / 2, 1.12, dark)
    for k in range(5):
        x = bx - w / 2 + w * (k + 0.5) / 5
        c.line(x, 0.6, x, 1.1, 0.003, '#2c2846')
    c.rect(bx - w * 0.62, 0.4, bx + w * 0.62, 0.56, dark)
    c.glow(bx, 0.48, 0.06, '#ffe0a0', 0.6)
    c.circle(bx, 0.48, 0.043, '#fff1c8')
    c.ring(bx, 0.48, 0.043, 0.005, '#3a3050')
    for k in range(12):
        a = k * math.pi / 6
        c.line(bx + math.cos(a) * 0.034, 0.48 + math.sin(a) * 0.034, bx + math.cos(a) * 0.04,
               0.48 + math.sin(a) * 0.04, 0.003, '#3a3050')
    c.line(bx, 0.48, bx + 0.02, 0.472, 0.004, '#201a30')
    c.line(bx, 0.48, bx - 0.004, 0.45, 0.003, '#201a30')
    c.rect(bx - w * 0.55, 0.33, bx + w * 0.55, 0.4, dark)
    for k in range(3):
        x = bx - w * 0.4 + k * w * 0.4
        c.rect(x - 0.008, 0.345, x + 0.008, 0.39, '#ffd890')
    c.poly([(bx - w * 0.6, 0.335), (bx + w * 0.6, 0.335), (bx + w * 0.35, 0.26), (bx, 0.16),
            (bx - w * 0.35, 0.26)], dark)
    for dx in (-w * 0.6, w * 0.6):
        c.poly([(bx + dx - 0.008, 0.34), (bx + dx + 0.008, 0.34), (bx + dx, 0.29)], dark)
    c.line(bx, 0.17, bx, 0.13, 0.004, dark)
    # Westminster Bridge with a red bus
    c.rect(0, 1.12, 1, 1.16, '#141226')
    for k in range(5):
        x = 0.1 + k * 0.2
        c.ellipse(x, 1.2, 0.08, 0.035, '#141226')
    c.rect(0.22, 1.075, 0.38, 1.12, '#c8102e')
    c.rect(0.22, 1.075, 0.38, 1.082, '#a00a22')
    for k in range(6):
        c.rect(0.228 + k * 0.025, 1.085, 0.243 + k * 0.025, 1.095, '#ffe2a0')
        c.rect(0.228 + k * 0.025, 1.1, 0.243 + k * 0.025, 1.11, '#ffe2a0')
    for x in (0.25, 0.35):
        c.circle(x, 1.12, 0.008, '#0a0a12')
    for x in np.arange(0.05, 1.0, 0.12):
        lamp(c, x, 1.12, 0.05)
    c.reflect(1.16, vgrad([(0, '#4a4a72'), (1, '#15152c')], 1.16, 1.5), strength=0.3, ripple=0.006,
              rng=rng, streaks=0.25)


@trip
def t_cuba(c, rng):
    c.sky([(0, '#1f8fd6'), (0.4, '#7fd0f0'), (1, '#c8f0f8')])
    puffy_cloud(c, rng, 0.3, 0.16, 0.05, '#ffffff', '#d0e6f2')
    puffy_cloud(c, rng, 0.82, 0.3, 0.035, '#ffffff', '#d0e6f2')
    pastel = ['#f4a6b8', '#f7d06a', '#7fd6c2', '#6ab0e0', '#f29a6a', '#c8a6e8']
    x = -0.02
    i = 0
    ground = 1.2
    while x < 1.02:
        w = rng.uniform(0.24, 0.34)
        h = rng.uniform(0.55, 0.72)
        cc = pastel[(i * 2 + 1) % len(pastel)]
        y0 = ground - h
        c.rect(x, y0, x + w, ground, cc)
        c.rect(x - 0.005, y0 - 0.03, x + w + 0.005, y0, '#ffffff')
        c.rect(x, y0 - 0.05, x + w, y0 - 0.03, cc)
        c.rect(x, y0, x + w, y0 + 0.02, '#000000', alpha=0.12)
        floors = 3
        fh = (h - 0.05) / floors
        for f in range(floors):
            fy = y0 + 0.03 + f * fh
            n = max(2, int(w / 0.09))
            for k in range(n):
                ax = x + (k + 0.5) * w / n
                aw = w / n * 0.28
                if f == floors - 1:
                    c.rect(ax - aw, fy + fh * 0.25, ax + aw, ground, '#5a3a2a')
                    c.circle(ax, fy + fh * 0.25, aw, '#5a3a2a')
                    c.rect(ax - aw * 1.4, fy + fh * 0.2, ax - aw, ground, '#ffffff', alpha=0.7)
                else:
                    c.rect(ax - aw, fy + fh * 0.15, ax + aw, fy + fh * 0.85,
                           ['#2a6a6a', '#3a4a8a', '#6a3a2a'][i % 3])
                    c.rect(ax - aw * 0.1, fy + fh * 0.15, ax + aw * 0.1, fy + fh * 0.85, '#ffffff',
                           alpha=0.6)
                    c.rect(ax - aw * 1.5, fy + fh * 0.85, ax + aw * 1.5, fy + fh * 0.9, '#ffffff')
                    for b in np.linspace(ax - aw * 1.4, ax + aw * 1.4, 7):
                        c.line(b, fy + fh * 0.7, b, fy + fh * 0.85, 0.0025, '#2a2a2a')
                    c.line(ax - aw * 1.5, fy + fh * 0.7, ax + aw * 1.5, fy + fh * 0.7, 0.003, '#2a2a2a')
                    c.rect(ax - aw * 1.5, fy + fh * 0.9, ax + aw * 1.5, fy + fh * 0.97, '#000000',
                           alpha=0.15)
        c.rect(x + w - 0.012, y0, x + w, ground, '#000000', alpha=0.1)
        x += w
        i += 1
    # street, sidewalk, shadows
    c.rect(0, ground, 1, 1.24, '#e8dcc4')
    c.rect(0, 1.24, 1, 1.5, vgrad([(0, '#8a8478'), (1, '#5a5650')], 1.24, 1.5))
    c.rect(0, ground - 0.15, 1, ground, '#1a2a4a', alpha=0.12)
    # palm
    palm(c, rng, 0.06, 1.24, 0.95, 0.1, '#2f5a2a', fronds=9, frond_len=0.26)
    # classic car
    cx_, cy_ = 0.52, 1.36
    body = '#e8507a'
    c.ellipse(cx_, cy_ + 0.05, 0.3, 0.02, '#000000', alpha=0.35)
    c.poly([(cx_ - 0.29, cy_ + 0.04), (cx_ - 0.3, cy_ - 0.02), (cx_ - 0.24, cy_ - 0.045),
            (cx_ + 0.24, cy_ - 0.05), (cx_ + 0.3, cy_ - 0.02), (cx_ + 0.3, cy_ + 0.04)], body)
    c.poly([(cx_ - 0.14, cy_ - 0.045), (cx_ - 0.1, cy_ - 0.11), (cx_ + 0.08, cy_ - 0.11),
            (cx_ + 0.14, cy_ - 0.045)], '#f4f0e8')
    c.poly([(cx_ - 0.12, cy_ - 0.05), (cx_ - 0.09, cy_ - 0.1), (cx_ - 0.01, cy_ - 0.1),
            (cx_ - 0.01, cy_ - 0.05)], '#8ad0e8')
    c.poly([(cx_ + 0.01, cy_ - 0.05), (cx_ + 0.01, cy_ - 0.1), (cx_ + 0.07, cy_ - 0.1),
            (cx_ + 0.12, cy_ - 0.05)], '#8ad0e8')
    c.rect(cx_ - 0.3, cy_ + 0.005, cx_ + 0.3, cy_ + 0.015, '#f4f4f4')
    c.rect(cx_ - 0.31, cy_ + 0.03, cx_ + 0.31, cy_ + 0.045, '#d8d8d8')
    for wx in (cx_ - 0.18, cx_ + 0.18):
        c.circle(wx, cy_ + 0.045, 0.045, '#15151a')
        c.circle(wx, cy_ + 0.045, 0.028, '#f4f4f4')
        c.circle(wx, cy_ + 0.045, 0.014, '#b0b0b0')
    c.circle(cx_ + 0.285, cy_ - 0.01, 0.012, '#fff8d0')


@trip
def t_osaka(c, rng):
    c.sky([(0, '#4f8fd8'), (0.35, '#a6c8ee'), (0.6, '#f6d8e4'), (1, '#f6d8e4')])
    clouds(c, rng, 0.05, 0.45, '#ffffff', '#c8d0e8', cover=0.35, cells=(3, 5), alpha=0.8)
    cx = 0.5
    # stone base
    c.poly([(0.16, 1.12), (0.84, 1.12), (0.76, 0.92), (0.24, 0.92)],
           vgrad([(0, '#a8a49c'), (1, '#6a6660')], 0.92, 1.12))
    for k, y in enumerate(np.arange(0.935, 1.12, 0.022)):
        half = 0.26 + (y - 0.92) * 0.4
        c.line(cx - half, y, cx + half, y, 0.002, '#5a564e', alpha=0.7)
        for x in np.arange(cx - half + (k % 2) * 0.02, cx + half, 0.045):
            c.line(x, y, x + 0.004, y + 0.022, 0.002, '#5a564e', alpha=0.5)
    tiers = [(0.92, 0.27, 0.1), (0.8, 0.23, 0.09), (0.69, 0.19, 0.08), (0.59, 0.155, 0.075),
             (0.5, 0.12, 0.07)]
    roof = vgrad([(0, '#5fb59a'), (1, '#2f7a68')], 0.3, 0.95)
    for i, (yb, hw, h) in enumerate(tiers):
        top = yb - h
        c.rect(cx - hw * 0.82, top, cx + hw * 0.82, yb, '#f8f6f0')
        c.rect(cx + hw * 0.5, top, cx + hw * 0.82, yb, '#dcdad8')
        for k in range(int(hw * 2 * 0.82 / 0.035)):
            x = cx - hw * 0.82 + 0.018 + k * 0.035
            c.rect(x, top + h * 0.45, x + 0.014, top + h * 0.75, '#2a3a3a')
        eave_roof(c, cx, top - 0.005, top + h * 0.32, hw * 0.7, hw * 1.08, 0.022, roof)
        c.rect(cx - hw * 1.0, top + h * 0.3, cx + hw * 1.0, top + h * 0.34, '#d8b040')
        if i in (1, 3):
            c.poly([(cx - hw * 0.35, top + h * 0.1), (cx + hw * 0.35, top + h * 0.1), (cx, top - h * 0.3)],
                   '#f8f6f0')
            c.poly([(cx - hw * 0.42, top + h * 0.12), (cx, top - h * 0.36), (cx + hw * 0.42, top + h * 0.12),
                    (cx + hw * 0.36, top + h * 0.12), (cx, top - h * 0.26), (cx - hw * 0.36, top + h * 0.12)],
                   '#2f7a68')
    eave_roof(c, cx, 0.36, 0.45, 0.05, 0.12, 0.025, roof)
    c.poly([(cx - 0.06, 0.4), (cx + 0.06, 0.4), (cx, 0.34)], '#2f7a68')
    for dx in (-0.055, 0.055):
        c.ellipse(cx + dx, 0.37, 0.008, 0.014, '#f0c030')
    # moat
    c.rect(0, 1.12, 1, 1.14, '#6a6660')
    c.reflect(1.14, vgrad([(0, '#6a8aa8'), (1, '#2a4a5a')], 1.14, 1.5), strength=0.3, ripple=0.004,
              rng=rng)
    # cherry blossoms framing the view
    pinks = ['#ffc2d6', '#ff9fc0', '#ffe0ea', '#f784a8', '#ffd6e5']
    for (bx, by, ang, L) in [(-0.02, 1.5, -0.9, 0.5), (1.02, 0.02, 2.5, 0.42), (1.02, 1.3, -2.6, 0.3)]:
        tips = []

        def grow(x, y, a, L, w, d):
            x2, y2 = x + math.cos(a) * L, y + math.sin(a) * L
            c.line(x, y, x2, y2, w, '#3a2426')
            c.circle(x2, y2, w / 2, '#3a2426')
            tips.append((x2, y2))
            if d:
                for da in (-0.45, 0.4):
                    grow(x2, y2, a + da + rng.uniform(-0.2, 0.2), L * 0.68, w * 0.65, d - 1)
        grow(bx, by, ang, L * 0.45, 0.03, 4)
        for (x0, y0) in tips[2:]:
            for _ in range(14):
                x, y = x0 + rng.normal(0, 0.03), y0 + rng.normal(0, 0.025)
                r = rng.uniform(0.007, 0.014)
                blossom(c, rng, x, y, r, pinks[rng.integers(len(pinks))])
    for _ in range(60):
        x, y = rng.uniform(0, 1), rng.uniform(0, 1.5)
        c.ellipse(x, y, 0.005, 0.003, '#ffc2d6', angle=rng.uniform(0, 3), alpha=0.8)


@trip
def t_kyoto(c, rng):
    c.sky([(0, '#2a0818'), (0.25, '#7a1428'), (0.5, '#d8402a'), (0.68, '#ff8a3a'), (1, '#ffb05a')])
    clouds(c, rng, 0.15, 0.55, '#ff9a6a', '#5a1020', cover=0.35, cells=(2, 8), alpha=0.6)
    c.glow(0.5, 0.78, 0.3, '#ffd08a', 0.7)
    c.circle(0.5, 0.78, 0.2, '#ffd9a0')
    c.circle(0.5, 0.78, 0.2, '#ffb070', alpha=0.25)
    c.ridge(hills(c, rng, 1.0, 0.16, 1.3), '#a02a2a', mist=('#d0503a', 0.95, 1.1))
    c.ridge(tree_spikes(c, rng, hills(c, rng, 1.1, 0.08, 1.8), 150, 0.015, 0.04, round_=True),
            '#6a1420')
    sil = '#1a0810'
    cx, base = 0.5, 1.22
    c.rect(cx - 0.15, base - 0.03, cx + 0.15, base + 0.05, sil)
    ys = [1.19, 1.05, 0.93, 0.82, 0.72]
    for i, yb in enumerate(ys):
        hw = 0.2 - i * 0.025
        body_w = hw * 0.5
        h = (yb - (ys[i + 1] if i + 1 < len(ys) else 0.63))
        c.rect(cx - body_w, yb - h, cx + body_w, yb, sil)
        eave_roof(c, cx, yb - h * 0.55, yb - h * 0.22, body_w * 1.05, hw, 0.03, sil)
        c.rect(cx - body_w * 0.9, yb - h * 0.18, cx + body_w * 0.9, yb - h * 0.12, '#ff9a4a', alpha=0.25)
    c.poly([(cx - 0.05, 0.665), (cx + 0.05, 0.665), (cx, 0.6)], sil)
    c.line(cx, 0.62, cx, 0.4, 0.008, sil)
    for k in range(9):
        c.ellipse(cx, 0.6 - k * 0.018, 0.016, 0.004, sil)
    c.ellipse(cx, 0.42, 0.01, 0.02, sil)
    # town roofs
    x = -0.05
    while x < 1.05:
        w = rng.uniform(0.12, 0.2)
        y0 = rng.uniform(1.3, 1.36)
        c.rect(x, y0, x + w, 1.5, sil)
        eave_roof(c, x + w / 2, y0 - 0.05, y0, w * 0.3, w * 0.55, 0.01, sil)
        x += w
    # maple branches in the top corner
    def branch(x, y, a, L, wdt, depth):
        x2, y2 = x + math.cos(a) * L, y + math.sin(a) * L
        c.line(x, y, x2, y2, wdt, sil)
        if depth == 0:
            for _ in range(6):
                lx, ly = x2 + rng.normal(0, 0.03), y2 + rng.normal(0, 0.03)
                r = rng.uniform(0.012, 0.02)
                pts = []
                for k in range(10):
                    rr = r if k % 2 == 0 else r * 0.45
                    aa = -math.pi / 2 + k * math.pi / 5
                    pts.append((lx + math.cos(aa) * rr, ly + math.sin(aa) * rr))
                c.poly(pts, ['#1a0810', '#3a0a14', '#5a0f1a'][rng.integers(3)])
            return
        for da in (-0.4, 0.35):
            branch(x2, y2, a + da + rng.uniform(-0.2, 0.2), L * 0.72, wdt * 0.7, depth - 1)
    branch(1.05, 0.02, 2.7, 0.2, 0.02, 4)
    for bx, by, s in [(0.22, 0.45, 0.015), (0.28, 0.5, 0.011), (0.8, 0.38, 0.013)]:
        c.line(bx - s, by - s * 0.5, bx, by, 0.003, sil)
        c.line(bx, by, bx + s, by - s * 0.6, 0.003, sil)


@trip
def t_seoul(c, rng):
    c.sky([(0, '#07061e'), (0.35, '#1c1848'), (0.6, '#4a2a6a'), (0.72, '#a04a7a'), (1, '#a04a7a')])
    stars(c, rng, 70, 0.5)
    c.ridge(mountains(c, rng, 0.95, 0.2, 1.5), '#2a1f48', mist=('#5a3a6a', 0.85, 1.0))
    # Namsan with N Seoul Tower
    top = 0.8 + 0.35 * ((c.xs - 0.5) / 0.5) ** 2 + 0.01 * fbm1d(rng, c.xs, 6)
    c.ridge(tree_spikes(c, rng, top, 200, 0.008, 0.02, round_=True), '#120e26')
    tx = 0.5
    c.poly([(tx - 0.014, 0.81), (tx + 0.014, 0.81), (tx + 0.008, 0.5), (tx - 0.008, 0.5)], '#d8d0e8')
    c.rect(tx - 0.014, 0.46, tx + 0.014, 0.5, '#e8e0f0')
    c.ellipse(tx, 0.45, 0.05, 0.012, '#f0e8ff')
    c.rect(tx - 0.045, 0.42, tx + 0.045, 0.45, '#cfc6e6')
    windows(c, rng, tx - 0.045, 0.425, tx + 0.045, 0.445, 0.008, 0.02, 0.6, 0.7, lit=0.9,
            on='#ffe8a0')
    c.ellipse(tx, 0.415, 0.035, 0.01, '#f0e8ff')
    c.rect(tx - 0.006, 0.3, tx + 0.006, 0.415, '#e8e0f0')
    c.line(tx, 0.3, tx, 0.22, 0.004, '#e8e0f0')
    c.glow(tx, 0.44, 0.08, '#7aa8ff', 0.5)
    c.glow(tx, 0.22, 0.02, '#ff4a6a', 1.0)
    # city
    skyline(c, rng, -0.02, 1.02, 1.1, 0.06, 0.16, 0.04, 0.08, '#1c1638',
            win=('#c8b8ff', 0.01, 0.016), lit=0.3, spires=0.1)
    skyline(c, rng, -0.02, 1.02, 1.2, 0.08, 0.3, 0.05, 0.1, '#0e0b22',
            win=('#ffd890', 0.012, 0.018), lit=0.45, spires=0.15, gap=(0.0, 0.02))
    # bridge with rainbow fountain over the Han
    c.rect(0, 1.2, 1, 1.25, '#0a0818')
    c.rect(0, 1.24, 1, 1.255, '#3a3050')
    rainbow = ['#ff4a6a', '#ffa84a', '#ffe14a', '#5aff8a', '#4ac8ff', '#9a6aff']
    for k, x in enumerate(np.arange(0.02, 1.0, 0.032)):
        cc = rainbow[k % len(rainbow)]
        pts_x = x + np.linspace(0, 0.06, 12)
        pts_y = 1.25 + 0.004 - 0.03 * np.sin(np.linspace(0, math.pi, 12)) + np.linspace(0, 0.06, 12) ** 2 * 8
        for i in range(11):
            c.line(pts_x[i], pts_y[i], pts_x[i + 1], pts_y[i + 1], 0.004, cc, alpha=0.7)
        c.glow(x + 0.06, pts_y[-1], 0.01, cc, 0.6)
    c.reflect(1.26, vgrad([(0, '#241a44'), (1, '#0a0818')], 1.26, 1.5), strength=0.2, ripple=0.008,
              rng=rng, streaks=0.3)


@trip
def t_sydney(c, rng):
    c.sky([(0, '#1f3a7a'), (0.3, '#5a6aa8'), (0.5, '#d8809a'), (0.64, '#ff9a6a'), (0.72, '#ffc27a'),
           (1, '#ffc27a')])
    clouds(c, rng, 0.1, 0.7, '#ffc0a0', '#6a5a8a', cover=0.38, cells=(3, 7), alpha=0.75)
    c.glow(0.75, 0.98, 0.25, '#ffe0a0', 0.8)
    sil = '#2a2040'
    # Harbour Bridge: arch, deck, pylons
    acx, acy, ar = 0.98, 1.25, 0.45
    c.ring(acx, acy, ar, 0.022, sil, a0=-math.pi, a1=0)
    c.ring(acx, acy, ar - 0.05, 0.01, sil, a0=-math.pi, a1=0)
    for k in range(30):
        a = -math.pi + k * math.pi / 30
        x1, y1 = acx + math.cos(a) * ar, acy + math.sin(a) * ar
        x2, y2 = acx + math.cos(a + 0.05) * (ar - 0.05), acy + math.sin(a + 0.05) * (ar - 0.05)
        c.line(x1, y1, x2, y2, 0.003, sil)
        if y1 < 0.97:
            c.line(x1, y1, x1, 0.97, 0.002, sil, alpha=0.8)
    c.rect(0.0, 0.96, 1.0, 0.985, sil)
    px_ = 0.535
    c.rect(px_ - 0.035, 0.83, px_ + 0.035, 1.0, vgrad([(0, '#b08a8a'), (1, '#4a3a58')], 0.83, 1.0))
    c.rect(px_ + 0.012, 0.83, px_ + 0.035, 1.0, '#2a2040', alpha=0.35)
    c.rect(px_ - 0.04, 0.822, px_ + 0.04, 0.834, '#c09a94')
    for dx in (-0.018, 0.012):
        c.rect(px_ + dx, 0.85, px_ + dx + 0.008, 0.9, '#2a2040')
    c.ridge(0.98 + 0.015 * fbm1d(rng, c.xs, 4), '#1a1430', bottom=np.full(c.W, 1.05, F))
    c.rect(0, 1.0, 1, 1.05, '#1a1430')
    c.reflect(1.05, vgrad([(0, '#6a5a8a'), (1, '#1a1a3a')], 1.05, 1.5), strength=0.3, ripple=0.006,
              rng=rng)
    c.glitter(rng, 0.75, 1.05, 1.5, 0.06, '#ffe0b0', 0.6)
    # Opera House: podium and shells
    c.rect(0.0, 1.06, 0.56, 1.14, vgrad([(0, '#d8b8a0'), (1, '#8a6a60')], 1.06, 1.14))
    c.rect(0.0, 1.06, 0.56, 1.07, '#f0dcc8')

    def shell(x0, x1, yb, h, lean, lit_):
        t = np.linspace(0, 1, 40)
        tipx = x0 + (x1 - x0) * lean
        outer_x = x0 + (tipx - x0) * t
        outer_y = yb - h * np.sin(t * math.pi / 2) ** 0.8
        inner_x = tipx + (x1 - tipx) * t
        inner_y = (yb - h) + h * t ** 1.6
        pts = np.concatenate([np.stack([outer_x, outer_y], 1), np.stack([inner_x, inner_y], 1)])
        c.poly(pts, vgrad([(0, '#fffaf0'), (1, lit_)], yb - h, yb))
        for k in range(1, 6):
            f = k / 6
            c.line(x0 + (tipx - x0) * f, yb - h * np.sin(f * math.pi / 2) ** 0.8, x0 + (x1 - x0) * f * 0.9,
                   yb, 0.0015, '#c8b0a0', alpha=0.6)
        mouth = [(tipx, yb - h)] + [(tipx + (x1 - tipx) * f, (yb - h) + h * f ** 1.6)
                                    for f in np.linspace(0, 1, 12)] + [(x1 - (x1 - tipx) * 0.35, yb)]
        c.poly(mouth, vgrad([(0, '#a88a8a'), (1, '#6a4a5a')], yb - h, yb), alpha=0.85)
        c.line(tipx, yb - h, tipx + (x1 - tipx) * 0.05, yb - h * 0.98, 0.003, '#ffffff')
    shell(0.04, 0.16, 1.065, 0.09, 0.7, '#eadcd0')
    shell(0.09, 0.24, 1.065, 0.15, 0.72, '#f0e4d8')
    shell(0.17, 0.35, 1.065, 0.22, 0.74, '#f4e8dc')
    shell(0.29, 0.43, 1.065, 0.14, 0.72, '#eee0d4')
    shell(0.38, 0.49, 1.065, 0.09, 0.7, '#e8dcd0')
    c.rect(0.03, 1.05, 0.52, 1.066, '#caa090')
    # ferry
    c.poly([(0.55, 1.28), (0.8, 1.28), (0.78, 1.31), (0.57, 1.31)], '#1e5a3a')
    c.rect(0.58, 1.25, 0.77, 1.28, '#f4e8c8')
    c.rect(0.62, 1.23, 0.72, 1.25, '#e8dcc0')
    for k in range(7):
        c.rect(0.59 + k * 0.026, 1.258, 0.6 + k * 0.026 + 0.008, 1.27, '#3a4a5a')
    for bx, by, s in [(0.15, 0.4, 0.014), (0.21, 0.36, 0.01)]:
        c.line(bx - s, by - s * 0.5, bx, by, 0.003, '#3a2a4a')
        c.line(bx, by, bx + s, by - s * 0.6, 0.003, '#3a2a4a')


@trip
def t_hongkong(c, rng):
    c.sky([(0, '#060414'), (0.35, '#1a1238'), (0.55, '#3a1e58'), (0.65, '#6a2a6a'), (1, '#6a2a6a')])
    stars(c, rng, 40, 0.3)
    peak_range(c, rng, [(0.25, 0.5, 0.9, 1.0), (0.7, 0.44, 1.1, 0.8), (0.98, 0.55, 1, 1)],
               '#2a2048', '#1a1434', light=-1, rough=0.02)
    neon = ['#ff4ab0', '#4af0ff', '#ffe14a', '#9a6aff', '#ffffff']
    # back row
    skyline(c, rng, -0.02, 1.02, 1.02, 0.15, 0.3, 0.04, 0.08, '#221a40',
            win=('#c8c0ff', 0.008, 0.012), lit=0.35, spires=0.1)
    # front row of towers
    x = -0.02
    while x < 1.02:
        w = rng.uniform(0.05, 0.09)
        h = rng.uniform(0.22, 0.5)
        top = 1.06 - h
        c.rect(x, top, x + w, 1.07, '#120e26')
        wc = neon[rng.integers(len(neon))] if rng.uniform() < 0.3 else '#ffe0a0'
        windows(c, rng, x + 0.004, top + 0.01, x + w - 0.004, 1.06, 0.01, 0.014, 0.55, 0.6,
                lit=rng.uniform(0.3, 0.7), on=wc)
        if rng.uniform() < 0.4:
            c.rect(x, top, x + w, top + 0.006, neon[rng.integers(len(neon))])
        x += w + rng.uniform(0.0, 0.015)
    # IFC-like tower
    ix = 0.15
    c.rect(ix - 0.04, 0.4, ix + 0.04, 1.07, '#1a1a34')
    for k in range(3):
        c.rect(ix - 0.04 + k * 0.008, 0.4 - k * 0.03, ix + 0.04 - k * 0.008, 0.4 - k * 0.03 + 0.03,
               '#1a1a34')
    c.line(ix - 0.02, 0.31, ix - 0.02, 0.26, 0.004, '#1a1a34')
    c.line(ix + 0.02, 0.31, ix + 0.02, 0.26, 0.004, '#1a1a34')
    for y in np.arange(0.42, 1.06, 0.02):
        c.line(ix - 0.035, y, ix + 0.035, y, 0.002, '#8ab8ff', alpha=0.5)
    c.rect(ix - 0.04, 0.31, ix + 0.04, 0.32, '#4af0ff')
    # Bank of China-like tower
    bx = 0.62
    pts = [(bx - 0.05, 1.07), (bx - 0.05, 0.58), (bx, 0.46), (bx + 0.05, 0.5), (bx + 0.05, 1.07)]
    c.poly(pts, '#161a36')
    c.line(bx, 0.46, bx, 0.38, 0.004, '#d0d8ff')
    c.line(bx + 0.02, 0.48, bx + 0.02, 0.42, 0.003, '#d0d8ff')
    for k in range(5):
        y0 = 0.6 + k * 0.09
        c.line(bx - 0.05, y0, bx + 0.05, y0 + 0.09, 0.003, '#f0f4ff')
        c.line(bx + 0.05, y0, bx - 0.05, y0 + 0.09, 0.003, '#f0f4ff')
        c.line(bx - 0.05, y0, bx + 0.05, y0, 0.002, '#f0f4ff', alpha=0.6)
    c.line(bx - 0.05, 0.58, bx, 0.46, 0.003, '#f0f4ff')
    c.line(bx, 0.46, bx + 0.05, 0.5, 0.003, '#f0f4ff')
    c.glow(0.5, 1.05, 0.4, '#ff6ab0', 0.2)
    c.rect(0, 1.07, 1, 1.09, '#0a0818')
    for x in np.arange(0.01, 1.0, 0.03):
        c.circle(x, 1.08, 0.003, neon[rng.integers(len(neon))])
    c.reflect(1.09, vgrad([(0, '#1e1438'), (1, '#080614')], 1.09, 1.5), strength=0.15, ripple=0.01,
              rng=rng, streaks=0.35)
    # junk boat with red sails
    jx, jy = 0.45, 1.36
    c.poly([(jx - 0.16, jy - 0.03), (jx + 0.18, jy - 0.04), (jx + 0.12, jy + 0.02), (jx - 0.12, jy + 0.02)],
           '#1a0e10')
    for sx, sh, sw in [(jx - 0.08, 0.22, 0.12), (jx + 0.06, 0.28, 0.14)]:
        c.line(sx, jy - 0.03, sx, jy - 0.03 - sh, 0.004, '#1a0e10')
        pts = [(sx, jy - 0.04), (sx, jy - 0.03 - sh), (sx + sw * 0.8, jy - 0.03 - sh * 1.05),
               (sx + sw, jy - 0.04)]
        c.poly(pts, vgrad([(0, '#e0402a'), (1, '#a02418')], jy - sh, jy))
        for k in range(1, 6):
            yy = jy - 0.04 - sh * k / 6
            c.line(sx, yy, sx + sw * (1 - 0.2 * k / 6), yy - sh * 0.01 * k, 0.003, '#5a1410')
    c.ellipse(jx, jy + 0.03, 0.2, 0.008, '#000000', alpha=0.4)


# ----------------------------------------------------------------------------
# main
# ----------------------------------------------------------------------------

def render_photo(i, fn):
    c = Canvas(240, 240, 3)
    rng = np.random.default_rng(seed_of('photo-%02d' % i))
    fn(c, rng)
    return c.finish(rng)


def render_trip(name, fn):
    c = Canvas(600, 900, 2)
    rng = np.random.default_rng(seed_of('trip-' + name))
    fn(c, rng)
    return c.finish(rng, vignette=0.3, grain=0.012)


def main(argv):
    root = argv[1] if len(argv) > 1 else os.path.join(
        os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))), 'Resources')
    only = set(argv[2:])
    photos = os.path.join(root, 'Photos')
    trips = os.path.join(root, 'Trips')
    os.makedirs(photos, exist_ok=True)
    os.makedirs(trips, exist_ok=True)
    for i, fn in enumerate(PHOTOS, 1):
        if only and ('photo-%02d' % i) not in only and fn.__name__ not in only:
            continue
        save_jpeg(render_photo(i, fn), os.path.join(photos, 'photo-%02d.jpg' % i), 85)
    for name, fn in TRIPS.items():
        if only and name not in only:
            continue
        save_jpeg(render_trip(name, fn), os.path.join(trips, name + '.jpg'), 82)
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
